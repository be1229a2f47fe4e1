#!/bin/bash
# Median and max wall time of `sheetdoku generate --difficulty LEVEL` (one
# 9x9 puzzle, whole process) over seeds 1-10, for every level. Build first:
#   cargo build --release
# A seed whose run ends with a non-zero exit (no puzzle of that level within
# the time limit) is listed and still timed.
B=${SHEETDOKU:-target/release/sheetdoku}
LIMIT=${LIMIT:-60}
for level in easy medium hard expert fiendish extreme; do
  ts=()
  for s in $(seq 1 10); do
    t0=$(date +%s.%N)
    "$B" generate --difficulty "$level" --seed "$s" --time-limit "$LIMIT" >/dev/null 2>&1
    rc=$?
    t1=$(date +%s.%N)
    ts+=("$(echo "$t1 - $t0" | bc)")
    [ $rc -ne 0 ] && echo "  $level seed $s: exit $rc"
  done
  printf '%s\n' "${ts[@]}" | sort -g | awk -v l="$level" \
    '{a[NR]=$1} END {printf "%-8s median %.3f s, max %.3f s\n", l, (a[5]+a[6])/2, a[NR]}'
done
