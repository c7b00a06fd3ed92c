# Sourced by the ensure-*.sh scripts: installs Debian packages with apt-get, as root or through
# sudo without a password, where either is possible. It never fails: the caller checks for what it
# needs afterwards and says what to install when it is still missing.
apt_install() {
  command -v apt-get >/dev/null 2>&1 || return 0
  local as=()
  if [ "$(id -u)" != 0 ]; then
    { command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; } || return 0
    as=(sudo)
  fi
  "${as[@]}" apt-get update -qq &&
    "${as[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" >/dev/null || true
}
