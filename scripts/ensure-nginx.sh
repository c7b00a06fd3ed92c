#!/usr/bin/env bash
# The scaling tests run Rookery behind a real nginx (issue 22): Debian's, at /usr/sbin/nginx.
# When it is missing, install it where apt-get can, or stop and say what to install. The package's
# own service is not used: the tests start nginx with a configuration of their own.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/apt-install.sh"
if [ -x /usr/sbin/nginx ]; then
  exit 0
fi
echo "No nginx at /usr/sbin/nginx: installing Debian's nginx package ..."
apt_install nginx
[ -x /usr/sbin/nginx ] && exit 0
echo "Install nginx (Debian: apt-get install nginx) and run the tests again." >&2
exit 1
