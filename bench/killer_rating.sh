#!/bin/bash
# Killer Sudoku rating: for each 9x9 killer of bench/killer9.txt (generated
# killers without givens, among them some that the techniques before cage
# splitting left stuck), the whole-process wall time of `sheetdoku rate`
# and the level it gives; then the median and max time and how many
# killers came out at each level. PEER names a second build (an earlier
# commit, say) rated side by side in the same run. Build first:
#   cargo build --release
#   PEER=/tmp/old/sheetdoku bench/killer_rating.sh
B=${SHEETDOKU:-target/release/sheetdoku}
LIST=${KILLERS:-bench/killer9.txt}
dir=$(mktemp -d)
summary() {
  sort -g | awk -v what="$1" '{a[NR]=$1} END {m=(NR%2)?a[(NR+1)/2]:(a[NR/2]+a[NR/2+1])/2; printf "%s: median %.3f s, max %.3f s over %d killers\n", what, m, a[NR], NR}'
}
rate_all() {
  local bin=$1 name=$2
  : >"$dir/$name.times"
  : >"$dir/$name.levels"
  local i=0
  while IFS= read -r line; do
    i=$((i + 1))
    printf '%s\n' "$line" >"$dir/k.txt"
    t0=$(date +%s.%N)
    out=$("$bin" rate "$dir/k.txt" 2>&1)
    t1=$(date +%s.%N)
    echo "$t1 - $t0" | bc >>"$dir/$name.times"
    echo "$out" | grep -m1 -o 'line 1: [a-z]*' | awk '{print $3}' >>"$dir/$name.levels"
  done <"$LIST"
  summary "$name rate" <"$dir/$name.times"
  sort "$dir/$name.levels" | uniq -c | awk -v name="$name" '{printf "  %s levels: %s %s\n", name, $1, $2}'
}
rate_all "$B" this
if [ -n "$PEER" ]; then
  rate_all "$PEER" peer
  paste -d' ' "$dir/peer.levels" "$dir/this.levels" | sort | uniq -c |
    awk '{printf "  peer %s -> this %s: %s\n", $2, $3, $1}'
fi
rm -rf "$dir"
