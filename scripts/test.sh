#!/usr/bin/env bash
# npm test: the whole suite — lint and format check, the build, browser journeys in Chromium against
# the built app with the type check, the unit and API tests (real PostgreSQL) and the rest of the
# journeys beside them, then the timed tests alone.
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

step "Build"
npm run build --silent

# Two lanes, one a core. The journeys wait on a chain (runner, browser, page, server) more than on
# the processor, so one Playwright worker keeps about one core busy. The second lane runs the type
# check and the unit and API tests beside them, one file at a time at the lowest priority (CPU and
# disk), then the journeys of the spec files named s to z on a server of their own (port 8299):
# the first lane would otherwise run them alone, the other core idle, for the last quarter of the
# run. Split by name so a new spec file lands in a lane without a list to keep; the second lane's
# output follows the first's.
mkdir -p .tmp
lane_log=.tmp/second-lane.log
late_journeys='/e2e/[s-z][^/]*\.spec\.ts$'
early_journeys='/e2e/[^s-z/][^/]*\.spec\.ts$'
low=(nice -n 19)
command -v ionice >/dev/null && low+=(ionice -c2 -n7)
second_lane() {
  local types=0 unit=0 late=0
  echo "== Type check" && "${low[@]}" npx tsc -b packages/core packages/server packages/web packages/server/bench || types=$?
  # Every project but the timed files' (a new project runs here without being named).
  echo "== Unit and API tests (Vitest, PostgreSQL)"
  "${low[@]}" npx vitest run --maxWorkers=1 --project='!alone' || unit=$?
  echo "== Browser tests, spec files s to z (Playwright, Chromium)"
  ROOKERY_E2E_PORT=8299 ROOKERY_E2E_DATA_DIR="$PWD/.tmp/e2e-late-$(date +%s%N)" \
    npm run e2e --silent -w @rookery/web -- "$late_journeys" --output="$PWD/.tmp/playwright-results-late" || late=$?
  echo "type check exit $types, unit and API tests exit $unit, browser tests s to z exit $late"
  [ "$types" = 0 ] && [ "$unit" = 0 ] && [ "$late" = 0 ]
}
step "Browser tests a to r (Playwright, Chromium), with the type check, the unit and API tests, then the browser tests s to z beside them"
second_lane >"$lane_log" 2>&1 &
lane_pid=$!
trap 'kill "$lane_pid" 2>/dev/null; exit 130' INT TERM
journeys=0
npm run e2e --silent -w @rookery/web -- "$early_journeys" || journeys=$?
lane=0
wait "$lane_pid" || lane=$?

step "The second lane: type check, unit and API tests (Vitest, PostgreSQL), browser tests s to z"
cat "$lane_log"

# Files that measure time or run load through several processes: nothing may run beside them.
step "Timed tests, alone (Vitest)"
alone=0
npx vitest run --project alone || alone=$?

if [ "$journeys" != 0 ] || [ "$lane" != 0 ] || [ "$alone" != 0 ]; then
  echo "Failed: browser tests a to r exit $journeys, second lane exit $lane, timed tests exit $alone" >&2
  exit 1
fi
