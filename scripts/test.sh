#!/usr/bin/env bash
# npm test: the whole suite — lint and format check, type check, unit and API tests on a real
# PostgreSQL, then browser journeys in Chromium against the built app.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n\033[1m== %s\033[0m\n' "$*"; }

step "Node.js the scripts run on"
node scripts/check-node.mjs

step "Chromium for the browser tests"
bash scripts/ensure-chromium.sh

step "nginx for the scaling tests"
bash scripts/ensure-nginx.sh

step "Lint and format (Biome)"
npx biome check .

step "Type check"
npx tsc -b packages/core packages/server packages/web packages/server/bench

step "Unit and API tests (Vitest, PostgreSQL)"
npx vitest run

step "Build"
npm run build --silent

step "Browser tests (Playwright, Chromium)"
npm run e2e --silent -w @rookery/web
