#!/usr/bin/env bash
# The scaling tests run Rookery behind a real nginx (issue 22): Debian's, at /usr/sbin/nginx.
# When it is missing, install it where apt-get can, or stop and say what to install. The package's
# own service is not used: the tests start nginx with a configuration of their own.
set -euo pipefail
if [ -x /usr/sbin/nginx ]; then
  exit 0
fi
echo "No nginx at /usr/sbin/nginx: installing Debian's nginx package ..."
if command -v apt-get >/dev/null 2>&1; then
  if [ "$(id -u)" = 0 ]; then
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx >/dev/null || true
  elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
    sudo apt-get update -qq && sudo DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx >/dev/null || true
  fi
  [ -x /usr/sbin/nginx ] && exit 0
fi
echo "Install nginx (Debian: apt-get install nginx) and run the tests again." >&2
exit 1
