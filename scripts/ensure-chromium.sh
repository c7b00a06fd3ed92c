#!/usr/bin/env bash
# The browser tests drive a real Chromium, Debian's: the headless shell for the journeys and full
# Chromium for the back/forward cache ones (packages/web/e2e/support/browsers.ts says why). With
# CHROMIUM_PATH set, that one browser runs them all. When a browser is missing, install Debian's
# package where apt-get can, or stop and say what to install.
set -euo pipefail
if [ -n "${CHROMIUM_PATH:-}" ]; then
  [ -x "$CHROMIUM_PATH" ] && exit 0
  echo "CHROMIUM_PATH is set to '$CHROMIUM_PATH', but no browser is there." >&2
  exit 1
fi
# Each package installs /usr/bin/<its name>.
missing_packages() {
  for package in chromium chromium-headless-shell; do
    [ -x "/usr/bin/$package" ] || echo "$package"
  done
}
mapfile -t missing < <(missing_packages)
[ ${#missing[@]} -eq 0 ] && exit 0
echo "Not installed: ${missing[*]}; installing Debian's package(s) ..."
if command -v apt-get >/dev/null 2>&1; then
  if [ "$(id -u)" = 0 ]; then
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null || true
  elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
    sudo apt-get update -qq && sudo DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null || true
  fi
  [ -z "$(missing_packages)" ] && exit 0
fi
cat >&2 <<'MSG'
The browser tests need Chromium and its headless shell, and they could not be installed automatically.
Install them and run npm test again:
  Debian/Ubuntu:  sudo apt-get install chromium chromium-headless-shell
  elsewhere:      install Chromium or Chrome and set CHROMIUM_PATH=/path/to/chromium
MSG
exit 1
