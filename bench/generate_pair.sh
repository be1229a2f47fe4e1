#!/bin/bash
# Two builds of sheetdoku side by side in one run, in turn (A B A B ...), so
# that the machine's load falls on both alike; each pair's puzzles are
# compared byte for byte (same seed, same puzzle and rating).
#   bench/generate_pair.sh A B sizes   16x16 and 25x25, standard and X, one
#                                      puzzle each for seeds 1-10: median, max
#   bench/generate_pair.sh A B qqwing  1,000 rated 9x9 puzzles, 3 runs each,
#                                      with Debian's `qqwing --generate 1000
#                                      --one-line` in the same turn
# A and B are release binaries (e.g. a copy of the old build, and
# target/release/sheetdoku).
A=$1
B=$2
out=$(mktemp -d)
wall() {
  local t0 t1
  t0=$(date +%s.%N)
  "$@" >/dev/null 2>&1
  t1=$(date +%s.%N)
  echo "$t1 - $t0" | bc
}
stat() {
  sort -g | awk '{a[NR]=$1} END {printf "median %.3f s, max %.3f s", (NR % 2 ? a[(NR+1)/2] : (a[NR/2]+a[NR/2+1])/2), a[NR]}'
}
case $3 in
sizes)
  for v in standard x; do
    for n in 16 25; do
      : >"$out/a" && : >"$out/b"
      for s in $(seq 1 10); do
        wall "$A" generate --variant "$v" --size "$n" --seed "$s" --time-limit 600 -o "$out/a$s.txt" >>"$out/a"
        wall "$B" generate --variant "$v" --size "$n" --seed "$s" --time-limit 600 -o "$out/b$s.txt" >>"$out/b"
        cmp -s "$out/a$s.txt" "$out/b$s.txt" || echo "  $v $n seed $s: the puzzles differ"
      done
      echo "$v ${n}x$n: A $(stat <"$out/a"); B $(stat <"$out/b")"
    done
  done
  ;;
qqwing)
  for run in 1 2 3; do
    echo "A $(wall "$A" generate --count 1000 --seed "$run" --time-limit 600 -o "$out/a$run.txt")"
    echo "B $(wall "$B" generate --count 1000 --seed "$run" --time-limit 600 -o "$out/b$run.txt")"
    echo "qqwing $(wall qqwing --generate 1000 --one-line)"
    cmp -s "$out/a$run.txt" "$out/b$run.txt" || echo "differ seed $run" >&2
  done | awk '{t[$1] = t[$1] " " $2} END {for (k in t) print k ":" t[k]}'
  ;;
*)
  sed -n '2,11p' "$0"
  exit 2
  ;;
esac
rm -rf "$out"
