#!/bin/sh
# Fidelity: our frames against the reference pictures of the shared traces.
# For every trace in ../shared/traces with pictures (<trace>_tickNNNN.png,
# the reference engine's 640x480 frame right after row NNNN) whose level is
# present, the trace's inputs are replayed headless and the frame after the
# same tick (NNNN + 1 ticks) is captured at 640x480 from the game camera;
# then framediff --pairs compares each capture with its picture. Prints one
# markdown table row per picture: trace, tick, SSIM, edge agreement (within
# 2 px at the best offset), the offset (dx, dy) that lays the reference's
# edges on ours, and the agreement at no offset. The reference's HUD and
# demo caption are masked (see masks below).
#
#   tools/fidelity.sh [BUILD_DIR [OUT_DIR]]        (make fidelity)
#
# OUT_DIR (default BUILD_DIR/fidelity) keeps, per trace, our captures and
# framediff's tickNNNN.json reports and tickNNNN.png contact sheets
# (reference | ours | heatmap). TOMB8_SHARED names the shared folder
# (default: ../shared next to the checkout). Exit status 0 (a measurement),
# 2 when the programs are missing or a run fails.
set -u

out=${1:-build}
dest=${2:-$out/fidelity}
here=$(cd "$(dirname "$0")/.." && pwd)
shared=${TOMB8_SHARED:-$here/../shared}
tomb8=$out/tomb8
framediff=$out/framediff

if [ ! -d "$shared/traces" ] || [ ! -d "$shared/levels" ]; then
    echo "fidelity: skipped: no shared traces and levels at $shared (set TOMB8_SHARED)"
    exit 0
fi
if [ ! -x "$tomb8" ] || [ ! -x "$framediff" ]; then
    echo "error: fidelity: $tomb8 and $framediff must be built first (make)" >&2
    exit 2
fi
mkdir -p "$dest" || exit 2
tmp=$(mktemp -d "${TMPDIR:-/tmp}/tomb8-fidelity.XXXXXX") || exit 2
trap 'rm -rf "$tmp"' EXIT INT TERM

# The level of a trace: the longest '_'-separated prefix that names a .PHD.
find_level() {
    prefix=$1
    while :; do
        hit=$(find "$shared/levels" -mindepth 2 -maxdepth 2 -type f -iname "$prefix.phd" \
              2>/dev/null | sort | head -n 1)
        if [ -n "$hit" ]; then
            echo "$hit"
            return 0
        fi
        case $prefix in
            *_*) prefix=${prefix%_*} ;;
            *) return 1 ;;
        esac
    done
}

# What the reference draws over the view and we do not: its health bar
# (top left, while the guns are out) and the "Demo Mode" caption of its
# demo playback (bottom centre). Masked in every picture.
masks="--ignore 0,0,240,40 --ignore 240,436,160,40"

# A number field of a framediff JSON report.
field() { sed -n "s/.*\"$2\":\\(-\\{0,1\\}[0-9.]*\\).*/\\1/p" "$1"; }

echo "| trace | tick | SSIM | edge agreement | offset (dx, dy) | agreement at (0, 0) |"
echo "|---|---|---|---|---|---|"
status=0
for csv in "$shared"/traces/*.csv; do
    base=$(basename "$csv" .csv)
    case $base in *_init|*_items) continue ;; esac
    set -- "$shared"/traces/"$base"_tick*.png
    [ -f "$1" ] || continue
    if ! level=$(find_level "$base"); then
        echo "| $base | - | level not found | - | - | - |"
        continue
    fi
    ref=$tmp/ref/$base
    ours=$dest/$base/ours
    rep=$dest/$base
    mkdir -p "$ref" "$ours" || exit 2
    for pic in "$@"; do
        tick=${pic##*_tick}
        tick=${tick%.png}
        n=$(expr "$tick" + 0)
        ln -s "$pic" "$ref/$(basename "$pic")"
        if ! "$tomb8" --headless --level "$level" --inputs "$csv" --ticks $((n + 1)) \
                --size 640x480 --capture "$ours/tick$tick.png" >"$tmp/run.out" 2>"$tmp/run.err"; then
            echo "| $base | $n | run failed: $(head -n 1 "$tmp/run.err") | - | - | - |"
            status=2
        fi
    done
    "$framediff" --pairs "$ref" "$ours" --out-dir "$rep" $masks >"$tmp/pairs.out" 2>"$tmp/pairs.err"
    if [ $? -eq 2 ]; then
        echo "| $base | - | framediff: $(head -n 1 "$tmp/pairs.err") | - | - | - |"
        status=2
        continue
    fi
    for pic in "$@"; do
        tick=${pic##*_tick}
        tick=${tick%.png}
        j=$rep/tick$tick.json
        [ -f "$j" ] || continue
        printf '| %s | %d | %s | %s | (%s, %s) | %s |\n' "$base" "$(expr "$tick" + 0)" \
            "$(field "$j" ssim)" "$(field "$j" edge_agreement)" "$(field "$j" offset_dx)" \
            "$(field "$j" offset_dy)" "$(field "$j" edge_agreement_zero)"
    done
done
exit $status
