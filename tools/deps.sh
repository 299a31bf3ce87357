#!/usr/bin/env bash
# Checks the Debian packages tomb8 builds against and installs the missing ones.
# Usage: tools/deps.sh [--optional pkg ...]
#   --optional: packages only some tests use (xvfb): failing to install them
#   is a warning, not an error (those tests then skip, saying so).
# Runs apt-get directly as root, through sudo otherwise; when neither is
# possible it prints the exact command to run and exits 1.
set -u
optional=0
if [ "${1:-}" = "--optional" ]; then optional=1; shift; pkgs="$*"
else pkgs="build-essential pkg-config libsdl2-dev libsndfile1-dev libstb-dev
  libavformat-dev libavcodec-dev libswscale-dev libswresample-dev $*"; fi
missing=""
for p in $pkgs; do
  dpkg -s "$p" >/dev/null 2>&1 || missing="$missing $p"
done
[ -z "$missing" ] && exit 0
echo "tomb8: installing missing packages:$missing" >&2
if [ "$(id -u)" = 0 ]; then SUDO=""; elif command -v sudo >/dev/null 2>&1; then SUDO="sudo"; else
  echo "tomb8: please run: apt-get install -y$missing (as root)" >&2; [ $optional = 1 ] && exit 0; exit 1; fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq || true
if ! $SUDO apt-get install -y -qq $missing; then
  echo "tomb8: could not install packages; please run: sudo apt-get install -y$missing" >&2
  [ $optional = 1 ] && exit 0
  exit 1
fi
