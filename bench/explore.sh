#!/bin/sh
# The figures of README's "Open problems" table: every exploration in a
# release build, with the wall time of each. Usage: bench/explore.sh [BIN]
set -u
BIN=${1:-target/release/sheetdoku}
run() {
    echo "\$ sheetdoku $*"
    start=$(date +%s.%N)
    "$BIN" "$@"
    end=$(date +%s.%N)
    echo "(wall $(echo "$end - $start" | bc) s)"
    echo
}
for v in standard x windoku windoku-x; do run explore grids --variant "$v" --size 4; done
for v in standard x; do run explore grids --variant "$v" --size 6; done
for v in standard x windoku windoku-x; do run explore grids --variant "$v" --size 9 --probes 100000; done
for v in standard x windoku windoku-x; do run explore min-givens --variant "$v" --size 4; done
for v in standard x; do run explore min-givens --variant "$v" --size 6 --time-limit 600; done
for v in standard x windoku windoku-x; do run explore min-givens --variant "$v" --size 9 --grids 1000 --time-limit 60; done
