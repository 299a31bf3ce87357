#!/bin/sh
# tools/fuzz.sh SECONDS [TARGET...] — builds the libFuzzer targets with clang
# (fuzzer + ASan + UBSan) into build/fuzz/ and runs each for SECONDS
# seconds, one after the other (so the whole run takes about SECONDS times
# the number of targets). SECONDS = 0 runs each target over its seeds and
# corpus once, without fuzzing: a quick regression check that always ends.
#
# Targets (tests/fuzz/):
#   level   the level loader (fuzz_level.c)
#   sim     load -> Sim + Game (Lara, creatures, triggers) -> 60 ticks ->
#           one rendered frame (fuzz_sim.c)
#   replay  the replay reader (fuzz_replay.c)
#   sample  the sample decoder (fuzz_sample.c)
#   config  the key map and command-line parsers (fuzz_config.c)
#   save    the save reader (fuzz_save.c): files as they are, and edits to
#           valid saves of the default level resealed with their checksum,
#           loaded games then run
#   render  the renderer on the default level (fuzz_render.c, the case in
#           tests/render_fuzz.c): target sizes 1x1..7680x4320, cameras in
#           walls, on portals and far outside, poses between ticks, extra
#           meshes through the near plane; writes outside the target abort
#
# Seeds: small valid levels (tests/fuzz/make_seeds.py: minimal TR1/TR2/TR3
# files, the generated default level and its TR2/TR3 re-encodings) and,
# when ../shared is present, the WHOLE real files: its levels (level, sim),
# its samples carved whole out of the levels (sample), replays of its
# traces' inputs (replay). tests/fuzz/extra_seeds.py writes the non-level
# seeds. Each target keeps its corpus in build/fuzz/corpus_TARGET.
#
# Output: one line per target, "fuzz: TARGET: N executions, K crashes";
# exit status 1 when any target crashed (the input is left in build/fuzz/
# as crash-*/timeout-*/oom-*), 2 on bad usage or a failed build.
# FUZZ_OUT, FUZZ_CC and FUZZ_DEFAULT_LEVEL override the output folder, the
# compiler and the TR1 seed level; TOMB8_SHARED the shared folder.
set -eu
SECONDS_TO_RUN=${1:-60}
case "$SECONDS_TO_RUN" in
    ''|*[!0-9]*) echo "error: usage: tools/fuzz.sh SECONDS [level|sim|replay|sample|config|save|render ...]" >&2; exit 2;;
esac
[ $# -gt 0 ] && shift
TARGETS=${*:-level sim replay sample config save render}
for t in $TARGETS; do
    case "$t" in level|sim|replay|sample|config|save|render) ;;
        *) echo "error: tools/fuzz.sh: unknown target '$t' (level sim replay sample config save render)" >&2; exit 2;;
    esac
done
ROOT=$(cd "$(dirname "$0")/.." && pwd)
OUT=${FUZZ_OUT:-$ROOT/build/fuzz}
CC=${FUZZ_CC:-clang}
SHARED=${TOMB8_SHARED:-$ROOT/../shared}
if ! command -v "$CC" >/dev/null 2>&1; then
    echo "error: clang is needed for 'make fuzz': sudo apt-get install -y clang" >&2
    exit 2
fi
mkdir -p "$OUT"

# --- build -------------------------------------------------------------------
# The engine and game libraries through the project's own Makefile (its
# dependency files keep rebuilds incremental), instrumented for the fuzzer;
# then one program per target. Warnings stay warnings: clang and gcc do not
# agree on all of them, and the normal build is the one that enforces them.
SAN="-fsanitize=address,undefined -fno-sanitize-recover=undefined"
LIB="$OUT/lib"
build_lib() {
    (cd "$ROOT" && make -s -j2 OUT="$LIB" CC="$CC" OPT="-O1 -g" \
        EXTRA_CFLAGS="-fsanitize=fuzzer-no-link $SAN -Wno-error" "$LIB/$1")
}
build_lib libengine.a || { echo "error: fuzz: building the engine library failed" >&2; exit 2; }
# The game library only for the targets that need it (sim, config, save,
# render).
case " $TARGETS " in
    *" sim "*|*" config "*|*" save "*|*" render "*)
        build_lib libgame.a || { echo "error: fuzz: building the game library failed" >&2; exit 2; };;
esac
LIBS="$(pkg-config --libs sndfile 2>/dev/null || echo -lsndfile) -lstb -lm -lpthread"
FLAGS="-std=c11 -g -O1 -fsanitize=fuzzer $SAN -I$ROOT -D_DEFAULT_SOURCE -D_POSIX_C_SOURCE=200809L"
for t in $TARGETS; do
    src="$ROOT/tests/fuzz/fuzz_$t.c"
    bin="$OUT/fuzz_$t"
    case "$t" in sim|config|save|render) libs="$LIB/libgame.a $LIB/libengine.a";; *) libs="$LIB/libengine.a";; esac
    # the render target's case is shared with make test's bounded run
    extra=""
    [ "$t" = render ] && extra="$ROOT/tests/render_fuzz.c"
    stale=0
    [ -x "$bin" ] || stale=1
    for dep in "$src" $extra $libs; do [ "$dep" -nt "$bin" ] && stale=1; done
    if [ $stale -eq 1 ]; then
        # shellcheck disable=SC2086
        $CC $FLAGS "$src" $extra -Wl,--start-group $libs -Wl,--end-group $LIBS -o "$bin" ||
            { echo "error: fuzz: building fuzz_$t failed" >&2; exit 2; }
    fi
done

# --- seeds -------------------------------------------------------------------
SEEDS=$(mktemp -d)
trap 'rm -rf "$SEEDS"' EXIT
DEFAULT=${FUZZ_DEFAULT_LEVEL:-$ROOT/build/data/default.phd}
if [ ! -f "$DEFAULT" ] && [ -z "${FUZZ_DEFAULT_LEVEL:-}" ]; then
    DEFAULT="$OUT/default.phd"
    (cd "$ROOT" && make -s OUT="$OUT/release" "$OUT/release/mklevel" >/dev/null 2>&1 &&
        "$OUT/release/mklevel" --quiet --out "$DEFAULT") || true
fi
LEVELS=""
for f in "$SHARED"/levels/*/*; do
    case "$f" in *.md|*.DAT|*.dat) continue;; esac
    [ -f "$f" ] && LEVELS="$LEVELS $f"
done
[ -f "$DEFAULT" ] && LEVELS="$LEVELS $DEFAULT"
PY=$(command -v python3 || true)
[ -n "$PY" ] || echo "fuzz: python3 not found; seeding with the shared files only" >&2
mkdir -p "$SEEDS/level" "$SEEDS/replay" "$SEEDS/sample" "$SEEDS/config" "$SEEDS/save" "$SEEDS/render"
# render: a few fixed byte strings (every byte is a choice; see render_fuzz.c)
for v in 1 37 101 127 128 170 200 255; do
    LC_ALL=C awk -v v="$v" 'BEGIN { for (k = 0; k < 384; k++) printf "%c", (v + k * 37) % 255 + 1 }' \
        > "$SEEDS/render/seed_$v"
done
if [ -n "$PY" ]; then
    "$PY" "$ROOT/tests/fuzz/make_seeds.py" "$SEEDS/level" "$DEFAULT"
    LEVEL1="$SHARED/levels/tr1/LEVEL1.PHD"
    TRACES=""
    for c in "$SHARED"/traces/LEVEL1_*.csv; do
        case "$c" in *_init.csv|*_items.csv) continue;; esac
        [ -f "$c" ] && [ -f "$LEVEL1" ] && TRACES="$TRACES $c"
    done
    # shellcheck disable=SC2086
    "$PY" "$ROOT/tests/fuzz/extra_seeds.py" replay "$SEEDS/replay" \
        ${TRACES:+--level=$LEVEL1} $TRACES $LEVELS
    # shellcheck disable=SC2086
    "$PY" "$ROOT/tests/fuzz/extra_seeds.py" sample "$SEEDS/sample" $LEVELS
    "$PY" "$ROOT/tests/fuzz/extra_seeds.py" config "$SEEDS/config"
fi
for f in $LEVELS; do
    n=$(basename "$(dirname "$f")")_$(basename "$f")
    cp "$f" "$SEEDS/level/whole_$n"
done

# --- run ---------------------------------------------------------------------
STATUS=0
for t in $TARGETS; do
    case "$t" in
        level|sim) seeds="$SEEDS/level"; max_len=3000000;;
        render) seeds="$SEEDS/render"; max_len=4096;;
        *) seeds="$SEEDS/$t"; max_len=1048576;;
    esac
    corpus="$OUT/corpus_$t"
    mkdir -p "$corpus"
    if [ "$SECONDS_TO_RUN" -eq 0 ]; then
        bound="-runs=0"    # the seeds and corpus once, no mutations
    else
        bound="-max_total_time=$SECONDS_TO_RUN"
    fi
    echo "fuzz: $t: running for ${SECONDS_TO_RUN}s"
    log="$OUT/fuzz_$t.log"
    set +e
    # fuzz_save plays the default level and writes its valid saves as seeds.
    (cd "$OUT" && TOMB8_FUZZ_LEVEL="$DEFAULT" TOMB8_FUZZ_SAVE_SEEDS="$SEEDS/save" \
        ASAN_OPTIONS=detect_leaks=1 ./fuzz_$t $bound -max_len=$max_len -timeout=30 \
        -rss_limit_mb=3072 -print_final_stats=1 -artifact_prefix="$OUT/${t}-" \
        "$corpus" "$seeds") >"$log" 2>&1
    rc=$?
    set -e
    execs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
    crashes=0
    if [ $rc -ne 0 ]; then
        crashes=1
        STATUS=1
        tail -n 40 "$log" >&2
    fi
    echo "fuzz: $t: ${execs:-0} executions, $crashes crashes (log: $log)"
done
exit $STATUS
