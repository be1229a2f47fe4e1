#!/bin/bash
# Hard 9x9 killers side by side with OR-Tools CP-SAT (one worker): per
# puzzle, the whole `sheetdoku solve --unique` process (read, presolve, the
# engine's search for two solutions, the grid checked against every row of
# the BLP) against CP-SAT's model build, first solve and second solve with
# the first solution excluded (bench/killer_cpsat.py, in process). Prints
# each puzzle's two times and verdicts, then the median and the max of each.
# The set (bench/killer-hard9.txt) is made by bench/hard_killers.py.
# Build first (cargo build --release); CP-SAT: pip install ortools.
#   bench/killer_hard.sh [FILE]
B=${SHEETDOKU:-target/release/sheetdoku}
file=${1:-bench/killer-hard9.txt}
dir=$(mktemp -d)
python3 bench/killer_cpsat.py "$file" 300 >"$dir/cpsat" || exit 1
i=0
while read -r puzzle; do
  i=$((i + 1))
  echo "$puzzle" >"$dir/one.txt"
  t0=$(date +%s%N)
  "$B" solve "$dir/one.txt" --unique --no-output --time-limit 300 >"$dir/out" 2>&1
  code=$?
  t1=$(date +%s%N)
  ours=$(echo "scale=3; ($t1 - $t0) / 1000000" | bc)
  verdict=$(grep -q '^unique: proven' "$dir/out" && echo unique || echo "exit-$code")
  read -r theirs their_verdict < <(sed -n "${i}p" "$dir/cpsat")
  printf '%3d  sheetdoku %9.1f ms %-8s  cp-sat %9.1f ms %s\n' "$i" "$ours" "$verdict" "$theirs" "$their_verdict"
  echo "$ours" >>"$dir/ours"
  echo "$theirs" >>"$dir/theirs"
done < <(grep -v '^#' "$file" | grep .)
summary() {
  sort -g "$1" | awk -v what="$2" '{a[NR]=$1} END {m = NR % 2 ? a[(NR+1)/2] : (a[NR/2]+a[NR/2+1])/2;
    printf "%s: median %.1f ms, max %.1f ms (%d puzzles)\n", what, m, a[NR], NR}'
}
summary "$dir/ours" "sheetdoku solve --unique, whole process"
summary "$dir/theirs" "CP-SAT, one worker, solve and prove unique"
rm -rf "$dir"
