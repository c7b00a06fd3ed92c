#!/usr/bin/env bash
# The browser tests drive a real Chromium. Use CHROMIUM_PATH, else /usr/bin/chromium; when neither
# exists, install Debian's chromium where apt-get can, or stop and say what to install.
set -euo pipefail
browser="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$browser" ]; then
  exit 0
fi
if [ -n "${CHROMIUM_PATH:-}" ]; then
  echo "CHROMIUM_PATH is set to '$CHROMIUM_PATH', but no browser is there." >&2
  exit 1
fi
echo "No Chromium at /usr/bin/chromium: installing Debian's chromium package ..."
if command -v apt-get >/dev/null 2>&1; then
  if [ "$(id -u)" = 0 ]; then
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null || true
  elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
    sudo apt-get update -qq && sudo DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null || true
  fi
  [ -x "$browser" ] && exit 0
fi
cat >&2 <<'MSG'
The browser tests need Chromium and it could not be installed automatically.
Install it and run npm test again:
  Debian/Ubuntu:  sudo apt-get install chromium
  elsewhere:      install Chromium or Chrome and set CHROMIUM_PATH=/path/to/chromium
MSG
exit 1
