#!/bin/sh
# Conformance: every reference trace in ../shared/traces whose level is
# present is replayed through build/tomb8 (--inputs, --trace, --trace-items)
# and compared with build/tracecmp. Prints one markdown table row per trace.
#
#   tools/conformance.sh [BUILD_DIR]        (make conformance)
#
# TOMB8_SHARED names the shared folder (default: ../shared next to the
# checkout). A trace <LEVEL>_<rest>.csv runs on the level file LEVEL.PHD
# (or LEVEL.TR2) found under levels/*/, case-insensitively; LEVEL may hold
# underscores (RANDO_TEST1_random_1 -> RANDO_TEST1.PHD): the longest name
# that exists wins. Exit status 0 (also when traces differ: this is a
# measurement), 2 when the programs are missing.
set -u

out=${1:-build}
here=$(cd "$(dirname "$0")/.." && pwd)
shared=${TOMB8_SHARED:-$here/../shared}
tomb8=$out/tomb8
tracecmp=$out/tracecmp

if [ ! -d "$shared/traces" ] || [ ! -d "$shared/levels" ]; then
    echo "conformance: skipped: no shared traces and levels at $shared (set TOMB8_SHARED)"
    exit 0
fi
if [ ! -x "$tomb8" ] || [ ! -x "$tracecmp" ]; then
    echo "error: conformance: $tomb8 and $tracecmp must be built first (make)" >&2
    exit 2
fi

tmp=$(mktemp -d "${TMPDIR:-/tmp}/tomb8-conformance.XXXXXX") || exit 2
trap 'rm -rf "$tmp"' EXIT INT TERM

# The level file for a trace name: try the longest '_'-separated prefix
# first, .PHD before .TR2 (the traces are TR1's), folders in name order.
find_level() {
    name=$1
    prefix=$name
    while :; do
        for ext in phd tr2; do
            hit=$(find "$shared/levels" -mindepth 2 -maxdepth 2 -type f -iname "$prefix.$ext" \
                  2>/dev/null | sort | head -n 1)
            if [ -n "$hit" ]; then
                echo "$hit"
                return 0
            fi
        done
        case $prefix in
            *_*) prefix=${prefix%_*} ;;
            *) return 1 ;;
        esac
    done
}

# "tick T: col ours/ref, ..." from tracecmp's text report (at most 6 columns).
divergence() {
    awk '
        /^first divergence: tick / { tick = $4; on = 1; next }
        on && /^  [^ ].*: ours .* vs ref / {
            line = substr($0, 3)
            col = line; sub(/: ours .*/, "", col)
            ours = line; sub(/.*: ours /, "", ours); sub(/ vs ref .*/, "", ours)
            ref = line; sub(/.* vs ref /, "", ref)
            n++
            if (n <= 6) cols = cols (n > 1 ? ", " : "") col " " ours "/" ref
            next
        }
        on { on = 0 }
        END {
            if (tick == "") { print "-"; exit }
            if (n > 6) cols = cols ", +" (n - 6) " more"
            print "tick " tick ": " cols
        }' "$1"
}

prefix_of() { sed -n 's/^matching prefix: \([0-9]*\) ticks$/\1/p' "$1"; }

echo "| trace | ticks | matching prefix | first divergence (ours/ref) | prefix without cam_* | items |"
echo "|---|---|---|---|---|---|"
for ref in "$shared"/traces/*.csv; do
    [ -f "$ref" ] || continue
    base=$(basename "$ref" .csv)
    case $base in *_init|*_items) continue ;; esac
    if ! level=$(find_level "$base"); then
        echo "| $base | - | - | level not found | - | - |"
        continue
    fi
    ours=$tmp/$base.csv
    ours_items=$tmp/${base}_items.csv
    if ! "$tomb8" --headless --level "$level" --inputs "$ref" --trace "$ours" \
            --trace-items "$ours_items" >"$tmp/run.out" 2>"$tmp/run.err"; then
        echo "| $base | - | - | run failed: $(head -n 1 "$tmp/run.err") | - | - |"
        continue
    fi
    ticks=$(($(wc -l <"$ref") - 1))
    "$tracecmp" "$ref" "$ours" >"$tmp/cmp.txt" 2>&1
    rc=$?
    if [ $rc -eq 2 ]; then
        echo "| $base | $ticks | - | tracecmp: $(head -n 1 "$tmp/cmp.txt") | - | - |"
        continue
    fi
    prefix=$(prefix_of "$tmp/cmp.txt")
    if [ $rc -eq 0 ]; then
        div="equal"
        nocam=$prefix
    else
        div=$(divergence "$tmp/cmp.txt")
        # Lara, the random stream: everything but the camera
        "$tracecmp" "$ref" "$ours" --ignore 'cam_*' >"$tmp/nocam.txt" 2>&1
        nocam=$(prefix_of "$tmp/nocam.txt")
        [ -n "$nocam" ] || nocam="-"
    fi
    items="-"
    ref_items=$shared/traces/${base}_items.csv
    if [ -f "$ref_items" ]; then
        "$tracecmp" --items "$ref_items" "$ours_items" >"$tmp/items.txt" 2>&1
        case $? in
            0) items="equal ($(($(wc -l <"$ref_items") - 1)) rows)" ;;
            1) items="prefix $(prefix_of "$tmp/items.txt"); $(divergence "$tmp/items.txt")" ;;
            *) items="tracecmp: $(head -n 1 "$tmp/items.txt")" ;;
        esac
    fi
    echo "| $base | $ticks | $prefix | $div | $nocam | $items |"
done
exit 0
