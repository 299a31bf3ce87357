#!/bin/sh
# tools/fuzz.sh SECONDS — builds the libFuzzer level-loader target with clang
# (fuzzer + ASan + UBSan) into build/fuzz/ and runs it for SECONDS seconds.
# The corpus is seeded with small valid levels (tests/fuzz/make_seeds.py:
# minimal TR1/TR2/TR3 files, build/data/default.phd and its TR2/TR3
# re-encodings) plus the heads of the shared levels. Exit status is
# libFuzzer's (non-zero on a crash; the crashing input is left in
# build/fuzz/). FUZZ_OUT, FUZZ_CC and FUZZ_DEFAULT_LEVEL override the output
# directory, the compiler and the TR1 seed level.
set -eu
SECONDS_TO_RUN=${1:-60}
case "$SECONDS_TO_RUN" in ''|*[!0-9]*) echo "error: usage: tools/fuzz.sh SECONDS" >&2; exit 2;; esac
ROOT=$(cd "$(dirname "$0")/.." && pwd)
OUT=${FUZZ_OUT:-$ROOT/build/fuzz}
CC=${FUZZ_CC:-clang}
if ! command -v "$CC" >/dev/null 2>&1; then
    echo "error: clang is needed for 'make fuzz': sudo apt-get install -y clang" >&2
    exit 2
fi
mkdir -p "$OUT/obj" "$OUT/corpus"

# The loader only depends on engine/core and engine/level; building just
# those keeps the fuzzer independent of other modules' work in progress.
SRCS=$(cd "$ROOT" && ls engine/core/*.c engine/level/*.c tests/fuzz/fuzz_level.c)
FLAGS="-std=c11 -g -O1 -fsanitize=fuzzer,address,undefined -fno-sanitize-recover=undefined -I$ROOT -D_DEFAULT_SOURCE -D_POSIX_C_SOURCE=200809L"
(cd "$ROOT" && $CC $FLAGS $SRCS -o "$OUT/fuzz_level")

# --- seeds -------------------------------------------------------------------
CORPUS="$OUT/corpus"
SEEDS=$(mktemp -d)
trap 'rm -rf "$SEEDS"' EXIT
# A small valid TR1 level: the generated default level (built if needed).
DEFAULT=${FUZZ_DEFAULT_LEVEL:-$ROOT/build/data/default.phd}
if [ ! -f "$DEFAULT" ] && [ -z "${FUZZ_DEFAULT_LEVEL:-}" ]; then
    (cd "$ROOT" && make -s build/data/default.phd >/dev/null 2>&1) || true
fi
if command -v python3 >/dev/null 2>&1; then
    python3 "$ROOT/tests/fuzz/make_seeds.py" "$SEEDS" "$DEFAULT"
else
    echo "fuzz: python3 not found; seeding with shared level heads only" >&2
fi
for f in "$ROOT"/../shared/levels/*/*; do
    case "$f" in *.md) continue;; esac
    [ -f "$f" ] || continue
    n=$(basename "$(dirname "$f")")_$(basename "$f")
    head -c 4096 "$f" > "$SEEDS/head_$n"
done

echo "fuzz: running $OUT/fuzz_level for ${SECONDS_TO_RUN}s"
cd "$OUT"
ASAN_OPTIONS=detect_leaks=1 ./fuzz_level -max_total_time="$SECONDS_TO_RUN" -max_len=300000 \
    -print_final_stats=1 "$CORPUS" "$SEEDS"
