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
exit $status
