#!/usr/bin/env bash
# Runs every benchmark program (build/bench_*) from the project root; each
# prints one JSON line. Usage: tools/bench.sh [BUILD_DIR]
set -u
out=${1:-build}
status=0
for b in "$out"/bench_*; do
  [ -x "$b" ] || continue
  "$b" || status=1
done
# Ticks per second of the other games' shared levels too (Lara, and every
# creature awake), when they are here.
shared=${TOMB8_SHARED:-../shared}
for lvl in "$shared"/levels/tr2/*.TR2 "$shared"/levels/tr3/*.TR2; do
  [ -f "$lvl" ] || continue
  "$out"/bench_ticks "$lvl" || status=1
done
exit $status
