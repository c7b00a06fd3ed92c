#!/usr/bin/env bash
# The browser tests drive a real Chromium, Debian's: the headless shell for the journeys and full
# Chromium for the back/forward cache ones (packages/web/e2e/support/browsers.ts says why). With
# CHROMIUM_PATH set, that one browser runs them all. When a browser is missing, install Debian's
# package where apt-get can, or stop and say what to install.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/apt-install.sh"
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
apt_install "${missing[@]}"
[ -z "$(missing_packages)" ] && exit 0
cat >&2 <<'MSG'
The browser tests need Chromium and its headless shell, and they could not be installed automatically.
Install them and run npm test again:
  Debian/Ubuntu:  sudo apt-get install chromium chromium-headless-shell
  elsewhere:      install Chromium or Chrome and set CHROMIUM_PATH=/path/to/chromium
MSG
exit 1
