#!/bin/bash
# Killer Sudoku: median and max wall time over seeds 1-20 of generating one
# killer (`generate --killer`, no givens) and of solving it with its
# uniqueness proven (`solve --unique` on the generated line), for 4x4, 6x6
# and 9x9, and over seeds 1-10 for 16x16 (with its default givens); also
# how many come out at each level and, for 16x16, how many givens. Sizes
# may be given as arguments (`bench/killer_times.sh 16`). Build first:
#   cargo build --release
B=${SHEETDOKU:-target/release/sheetdoku}
dir=$(mktemp -d)
summary() {
  sort -g | awk -v what="$1" '{a[NR]=$1} END {m = NR % 2 ? a[(NR+1)/2] : (a[NR/2]+a[NR/2+1])/2;
    printf "%s: median %.3f s, max %.3f s\n", what, m, a[NR]}'
}
for n in ${@:-4 6 9 16}; do
  gen=() sol=() levels=() seeds=20
  [ "$n" -ge 16 ] && seeds=10
  for s in $(seq 1 $seeds); do
    f="$dir/k$n-$s.txt"
    t0=$(date +%s.%N)
    "$B" generate --killer --size "$n" --seed "$s" --time-limit 120 -o "$f" >"$dir/out" 2>&1 \
      || echo "  generate ${n}x$n seed $s: exit $?"
    t1=$(date +%s.%N)
    "$B" solve "$f" --unique -o "$dir/s.txt" >/dev/null 2>&1 || echo "  solve ${n}x$n seed $s: exit $?"
    t2=$(date +%s.%N)
    gen+=("$(echo "$t1 - $t0" | bc)")
    sol+=("$(echo "$t2 - $t1" | bc)")
    levels+=("$(grep -o '# puzzle 1: [a-z]*' "$dir/out" | awk '{print $4}')")
    [ "$n" -ge 16 ] && grep -o '[0-9]* givens$' "$dir/out" | sed "s/^/  ${n}x$n seed $s: /"
  done
  printf '%s\n' "${gen[@]}" | summary "${n}x$n killer, generate"
  printf '%s\n' "${sol[@]}" | summary "${n}x$n killer, solve --unique"
  printf '%s\n' "${levels[@]}" | sort | uniq -c | awk -v n="$n" '{printf "  %sx%s levels: %s %s\n", n, n, $1, $2}'
done
rm -rf "$dir"
