#!/usr/bin/env bash
# Compares, on every puzzle of one file, sheetdoku's default path (presolve
# by propagation and probing, then Peško's BLP with microlp), the paper's
# model as written (--presolve off), microlp and HiGHS on the model reduced
# by the givens alone (givens fixed, the x_ijk they exclude dropped: the
# "with presolve" reduction usually quoted), the pipeline with HiGHS (when a
# build with --features highs exists), the native engine (no LP), and the peers
# PuLP+CBC and OR-Tools CP-SAT (installed by this script into target/bench-venv
# from PyPI). Each puzzle is timed in-process (model build + solve), one at a
# time; prints median / p95 / max ms per puzzle and each median's ratio to
# sheetdoku's default.
#
#   bench/compare.sh PUZZLE_FILE [TIME_LIMIT_S]   (default limit 30 s per puzzle)
#
# Environment: SKIP="presolve-off cbc" leaves methods out; HIGHS=1 builds the
# HiGHS variant first (about 12 minutes the first time; needs cmake and
# libclang-dev) into target/highs.
set -euo pipefail
cd "$(dirname "$0")/.."
file=${1:?usage: bench/compare.sh PUZZLE_FILE [TIME_LIMIT_S]}
limit=${2:-30}
skip=" ${SKIP:-} "
out=$(mktemp -d)

cargo build --release --quiet --example bench_file
if [[ "${HIGHS:-0}" == 1 ]]; then
  nice -n 19 cargo build --release --quiet --features highs --example bench_file --target-dir target/highs
fi
highs_bin=target/highs/release/examples/bench_file
# A dev build also serves: HiGHS and every dependency are built optimised.
[[ -x $highs_bin ]] || highs_bin=target/highs/debug/examples/bench_file
if [[ ! -x target/bench-venv/bin/python ]]; then
  python3 -m venv target/bench-venv
fi
target/bench-venv/bin/python -c "import pulp, ortools" 2>/dev/null \
  || target/bench-venv/bin/pip install --quiet pulp ortools

run() { # name command...
  local name=$1; shift
  if [[ "$skip" == *" $name "* ]]; then return; fi
  echo "== $name" >&2
  "$@" > "$out/$name" 2> "$out/$name.err" || { echo "$name failed:"; cat "$out/$name.err"; rm -f "$out/$name"; }
}
run default target/release/examples/bench_file default "$file" "$limit"
run presolve-off target/release/examples/bench_file presolve-off "$file" "$limit"
run givens target/release/examples/bench_file givens "$file" "$limit"
if [[ -x $highs_bin ]]; then
  run highs "$highs_bin" highs "$file" "$limit"
  run highs-givens "$highs_bin" highs-givens "$file" "$limit"
fi
run native target/release/examples/bench_file native "$file" "$limit"
run cbc target/bench-venv/bin/python bench/peers.py cbc "$file" "$limit"
run cpsat target/bench-venv/bin/python bench/peers.py cpsat "$file" "$limit"

python3 - "$out" "$file" <<'PY'
import os, sys
out, file = sys.argv[1], sys.argv[2]
order = ["default", "presolve-off", "givens", "highs", "highs-givens", "native", "cbc", "cpsat"]
label = {"default": "sheetdoku (default: presolve + BLP/microlp)",
         "presolve-off": "sheetdoku --presolve off (paper's model)",
         "givens": "microlp (our B&B), givens-only model",
         "highs": "sheetdoku --solver highs (our presolve)",
         "highs-givens": "HiGHS, givens-only reduction",
         "native": "sheetdoku native engine (no LP)",
         "cbc": "PuLP + CBC", "cpsat": "OR-Tools CP-SAT (1 worker)"}
def stats(name):
    rows = [l.split() for l in open(os.path.join(out, name)) if l.strip()]
    t = sorted(float(r[0]) for r in rows)
    ok = sum(r[1] == "ok" for r in rows)
    pick = lambda q: t[min(len(t) - 1, int(q * len(t)))]
    return len(t), ok, t[len(t) // 2], pick(0.95), t[-1]
have = {n: stats(n) for n in order if os.path.exists(os.path.join(out, n))}
base = have.get("default", (0, 0, 0, 0, 0))[2]
print(f"{file}: ms per puzzle (build + solve), one puzzle at a time")
print(f"| {'method':45} | puzzles | ok | median | p95 | max | median / default |")
print(f"|{'-'*47}|---------|----|--------|-----|-----|------------------|")
for n, (count, ok, med, p95, mx) in have.items():
    ratio = f"{med / base:.1f}x" if base > 0 else "-"
    print(f"| {label[n]:45} | {count} | {ok} | {med:.3f} | {p95:.3f} | {mx:.3f} | {ratio} |")
PY
for n in default presolve-off givens highs highs-givens native; do
  [[ -f "$out/$n.err" ]] && sed "s/^/  /" "$out/$n.err"
done
rm -rf "$out"
