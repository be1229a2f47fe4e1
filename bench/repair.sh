#!/usr/bin/env bash
# The repair of contradictory givens (the grid keeping the most givens: the
# paper's objective with the givens only in the objective), sheetdoku's
# default (implicit hitting sets over the givens, see crates/core/src/blp/cores.rs)
# against HiGHS (highspy from PyPI, installed by this script into
# target/bench-venv) on the same model, the paper's, written as a CPLEX LP
# file per puzzle. Each puzzle is timed alone, one after the other, in one
# run on the same machine: sheetdoku in-process (model build included),
# HiGHS from reading the LP file to the proven optimum (1 thread, gap 0).
# Prints per puzzle the times and the givens kept by each (they must agree),
# then median and max per method.
#
#   bench/repair.sh [PUZZLE_FILE...] (default bench/repair16.txt bench/repair9.txt)
#
# Environment: LIMIT (seconds per puzzle, default 120), PAPER=1 adds
# microlp on the paper's model (--presolve off; slow on 16x16).
set -euo pipefail
cd "$(dirname "$0")/.."
limit=${LIMIT:-120}
files=("$@")
[[ ${#files[@]} -gt 0 ]] || files=(bench/repair16.txt bench/repair9.txt)
out=$(mktemp -d)
cargo build --release --quiet --example repair_times
if [[ ! -x target/bench-venv/bin/python ]]; then
  python3 -m venv target/bench-venv
fi
target/bench-venv/bin/python -c "import highspy" 2>/dev/null \
  || target/bench-venv/bin/pip install --quiet highspy
uptime
for file in "${files[@]}"; do
  name=$(basename "$file" .txt)
  target/release/examples/repair_times write-lp "$file" "$out/$name"
  target/release/examples/repair_times default "$file" "$limit" > "$out/$name.ours"
  lps=()
  for i in $(seq 1 "$(wc -l < "$out/$name.ours")"); do lps+=("$out/$name/$i.lp"); done
  target/bench-venv/bin/python bench/repair_highs.py "$limit" "${lps[@]}" 2>/dev/null \
    | grep -E '^[0-9]' > "$out/$name.highs"
  if [[ "${PAPER:-0}" == 1 ]]; then
    target/release/examples/repair_times presolve-off "$file" "$limit" > "$out/$name.paper"
  else
    : > "$out/$name.paper"
  fi
  python3 - "$out/$name" "$file" <<'PY'
import statistics, sys
base, file = sys.argv[1], sys.argv[2]
def rows(ext):
    return [l.split() for l in open(f"{base}.{ext}") if l.strip()]
ours, highs, paper = rows("ours"), rows("highs"), rows("paper")
print(f"\n{file}: {len(ours)} puzzles")
print(f"{'#':>3} {'givens':>6} {'ours ms':>9} {'kept':>5} {'HiGHS ms':>9} {'kept':>5}"
      + (f" {'paper ms':>9} {'kept':>5}" if paper else ""))
for i, o in enumerate(ours):
    h = highs[i]
    line = f"{i+1:>3} {o[2]:>6} {float(o[0]):>9.1f} {o[1]:>5} {float(h[0]):>9.1f} {h[1]:>5}"
    if paper:
        line += f" {float(paper[i][0]):>9.1f} {paper[i][1]:>5}"
    if o[1] != h[1]:
        line += "  DIFFERENT"
    print(line)
for label, r in [("ours (default)", ours), ("HiGHS", highs), ("microlp, paper's model", paper)]:
    if r:
        t = [float(x[0]) for x in r]
        print(f"{label:>24}: median {statistics.median(t):9.1f} ms   max {max(t):9.1f} ms")
PY
done
rm -rf "$out"
