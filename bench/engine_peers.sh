#!/usr/bin/env bash
# The native engine beside its peers, each pair in one run (bench/NOTEBOOK.md
# "Native engine against its peers"). Build first: cargo build --release.
#
#   bench/engine_peers.sh nine FILE...   9x9: the `sudoku` crate 0.8 and our
#       engine in one process (bench/peer-sudoku, its own workspace, never a
#       dependency of ours): uniqueness check and first solution, best of 5
#       rounds; then the whole process `sheetdoku count FILE --limit 2`,
#       median and min of 5 runs.
#   bench/engine_peers.sh grids DIR       16x16 and 25x25: every DIR/emptyP-N.txt
#       (bench/random_grids.py N COUNT SEED DIR makes them), per puzzle in
#       process: the native engine (`solve_native`), the default `solve` path
#       and OR-Tools CP-SAT with one worker (bench/peers.py); median and max ms.
#   bench/engine_peers.sh sat FILE...     random puzzles (bench/random_grids.py's
#       files): the native engine, three pure-Rust CDCL SAT solvers on the
#       direct encoding, with and without locked candidates as clauses
#       (bench/peer-sat, its own workspace, never a dependency of ours) and
#       CP-SAT with one worker; median and max ms per file.
#   bench/engine_peers.sh qqwing          1,000 9x9 puzzles, each unique and
#       rated: `sheetdoku generate --count 1000` against Debian's
#       `qqwing --generate 1000 --one-line`, whole process, 3 runs each, in turn.
set -euo pipefail
cd "$(dirname "$0")/.."
bin=target/release/sheetdoku
venv=target/bench-venv

wall() { # prints the wall seconds of one run of the command
  local t0 t1
  t0=$(date +%s.%N)
  "$@" > /dev/null 2>&1
  t1=$(date +%s.%N)
  echo "$t1 - $t0" | bc
}
summary() { # median and min/max of the numbers on stdin
  sort -g | awk '{a[NR]=$1} END {m = NR % 2 ? a[(NR+1)/2] : (a[NR/2]+a[NR/2+1])/2;
    printf "median %.3f, min %.3f, max %.3f (%d runs)\n", m, a[1], a[NR], NR}'
}
stat() { # median / max of the first column (ms per puzzle)
  awk '{print $1}' | sort -g | awk '{a[NR]=$1} END {
    m = NR % 2 ? a[(NR+1)/2] : (a[NR/2]+a[NR/2+1])/2; printf "%.1f / %.1f", m, a[NR]}'
}
ready_for_grids() { # OR-Tools in the venv and the in-process timer built
  [[ -x $venv/bin/python ]] || python3 -m venv "$venv"
  $venv/bin/python -c "import ortools" 2>/dev/null || $venv/bin/pip install --quiet ortools
  cargo build --release --quiet --example bench_file
}

case ${1:-} in
nine)
  shift
  cargo build --release --quiet --manifest-path bench/peer-sudoku/Cargo.toml --target-dir target
  for f in "$@"; do
    target/release/peer-sudoku "$f" 5
    printf '| whole process `sheetdoku count %s --limit 2` (s) | ' "$(basename "$f")"
    for _ in 1 2 3 4 5; do wall "$bin" count "$f" --limit 2; done | summary
  done
  ;;
grids)
  dir=${2:?usage: bench/engine_peers.sh grids DIR}
  ready_for_grids
  echo "| file | native median / max ms | default median / max ms | CP-SAT median / max ms |"
  echo "|---|---|---|---|"
  shopt -s nullglob  # a directory may hold one size only
  for f in "$dir"/empty*-16.txt "$dir"/empty*-25.txt; do
    native=$(target/release/examples/bench_file native "$f" 60 2>/dev/null | stat)
    default=$(target/release/examples/bench_file default "$f" 60 2>/dev/null | stat)
    cpsat=$($venv/bin/python bench/peers.py cpsat "$f" 60 | stat)
    echo "| $(basename "$f") | $native | $default | $cpsat |"
  done
  ;;
sat)
  shift
  ready_for_grids
  cargo build --release --quiet --manifest-path bench/peer-sat/Cargo.toml --target-dir target
  echo "| file | native | varisat | + locked | batsat | + locked | splr | + locked | CP-SAT |"
  echo "|---|---|---|---|---|---|---|---|---|"
  for f in "$@"; do
    row="| $(basename "$f") | $(target/release/examples/bench_file native "$f" 60 2>/dev/null | stat)"
    for solver in varisat batsat splr; do
      row="$row | $(target/release/peer-sat $solver "$f" | stat)"
      row="$row | $(target/release/peer-sat $solver "$f" --locked | stat)"
    done
    echo "$row | $($venv/bin/python bench/peers.py cpsat "$f" 60 | stat) |"
  done
  ;;
qqwing)
  out=$(mktemp -d)
  for run in 1 2 3; do
    echo "sheetdoku $(wall "$bin" generate --count 1000 --seed "$run" --time-limit 600 -o "$out/s$run.txt")"
    echo "qqwing $(wall qqwing --generate 1000 --one-line)"
  done | awk '{t[$1] = t[$1] " " $2} END {for (k in t) print k ":" t[k]}'
  echo "each sheetdoku file: $(grep -c . "$out/s1.txt") lines"
  ;;
*)
  sed -n '2,/^set -euo/{/^#/p}' "$0"
  exit 2
  ;;
esac
