#!/bin/bash
# Median and max wall time of `sheetdoku generate` (one puzzle) over seeds
# 1-10, for 9x9, 16x16 and 25x25, standard and X. Build first:
#   cargo build --release
B=${SHEETDOKU:-target/release/sheetdoku}
for v in standard x; do
  for n in 9 16 25; do
    ts=()
    for s in $(seq 1 10); do
      t0=$(date +%s.%N)
      "$B" generate --variant "$v" --size "$n" --seed "$s" --time-limit 120 >/dev/null 2>&1
      rc=$?
      t1=$(date +%s.%N)
      ts+=("$(echo "$t1 - $t0" | bc)")
      [ $rc -ne 0 ] && echo "  $v $n seed $s: exit $rc"
    done
    printf '%s\n' "${ts[@]}" | sort -g | awk -v v="$v" -v n="$n" \
      '{a[NR]=$1} END {printf "%s %sx%s: median %.3f s, max %.3f s\n", v, n, n, (a[5]+a[6])/2, a[NR]}'
  done
done
