#!/usr/bin/env bash
# npm test: the whole suite — lint and format check, type check, the build, browser journeys in
# Chromium against the built app with the unit and API tests (real PostgreSQL) beside them, then the
# timed tests alone.
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

step "Build"
npm run build --silent

# The journeys keep about one core of two busy: they wait on a chain (runner, browser, page, server)
# more than on the processor. The unit and API tests run beside them on the other core, one file at
# a time and at the lowest priority (CPU and disk): the journeys took 7 % longer than alone, and the
# six and a half minutes the tests took before them are gone from the whole. Their output follows.
unit_log=".tmp/vitest-beside-journeys.log"
mkdir -p .tmp
step "Browser tests (Playwright, Chromium), with the unit and API tests beside them (Vitest, PostgreSQL)"
low=(nice -n 19)
command -v ionice >/dev/null && low+=(ionice -c2 -n7)
# Every project but the timed files' (a new project runs here without being named).
"${low[@]}" npx vitest run --maxWorkers=1 --project='!alone' >"$unit_log" 2>&1 &
unit_pid=$!
trap 'kill "$unit_pid" 2>/dev/null; exit 130' INT TERM
journeys=0
npm run e2e --silent -w @rookery/web || journeys=$?
unit=0
wait "$unit_pid" || unit=$?

step "Unit and API tests (Vitest, PostgreSQL), as they ran beside the journeys"
cat "$unit_log"

# Files that measure time or run load through several processes: nothing may run beside them.
step "Timed tests, alone (Vitest)"
alone=0
npx vitest run --project alone || alone=$?

if [ "$journeys" != 0 ] || [ "$unit" != 0 ] || [ "$alone" != 0 ]; then
  echo "Failed: browser tests exit $journeys, unit and API tests exit $unit, timed tests exit $alone" >&2
  exit 1
fi
