#!/usr/bin/env bash
# Remakes the samples: our layout as .xlsx (examples/make_samples.rs), then
# every .xlsx converted to .ods by LibreOffice Calc itself, plus teacher's
# layouts and the MATLAB clue-list form made from CSV by LibreOffice.
# Needs soffice (Debian: apt-get install libreoffice-calc-nogui).
set -euo pipefail
cd "$(dirname "$0")/.."
out=samples
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cargo run --quiet --example make_samples -- "$out" "$work"
lo() { # lo FORMAT OUTDIR [--infilter=...] FILES...: one soffice run with its own profile
  local fmt=$1 dir=$2; shift 2
  HOME="$work/home" soffice -env:UserInstallation="file://$work/profile" \
    --headless --convert-to "$fmt" --outdir "$dir" "$@" >/dev/null 2>&1
}

# Teacher's layouts, written as CSV and imported with every column as text,
# so the digits are stored as text cells.
python3 - "$work" <<'PY'
import sys, csv, os
work = sys.argv[1]
def rows_of(line, n=9):
    return [[("" if ch in ".0" else ch) for ch in line[r*n:(r+1)*n]] for r in range(n)]
diab = "..6..49...4.....7....9.1.45.9.83....8.......9....19.3.78.5.2....2.....8...46..2.."
# 1. A title, a blank row, the grid at B3:J11, digits as text, no labels.
with open(os.path.join(work, "teacher-layout-diabolske.csv"), "w", newline="") as f:
    w = csv.writer(f)
    w.writerow(["Diabolské puzzle (Peško 2024, Table 1)"])
    w.writerow([])
    for row in rows_of(diab):
        w.writerow([""] + row)
# 2. Labelled tables side by side as in the paper: "A" above the puzzle,
#    "B" above the block map (a jigsaw), both on one sheet.
jig_map = ["111222333","112222333","112244433","511444463","555546666",
           "755546669","775888699","777888999","777888999"]
with open(os.path.join(work, "teacher-labelled-jigsaw.csv"), "w", newline="") as f:
    w = csv.writer(f)
    w.writerow(["Jigsaw for class 7B"])
    w.writerow(["A"] + [""]*9 + ["B"])
    puzzle = open(os.path.join(sys.argv[1], "jigsaw.line")).read().strip()
    for r in range(9):
        w.writerow(rows_of(puzzle)[r] + [""] + list(jig_map[r]))
# 3. The MATLAB clue list of the intlinprog example: row, col, value.
clues = [(1,2,2),(1,5,3),(1,8,4),(2,1,6),(2,9,3),(3,3,4),(3,7,5),(4,4,8),(4,6,6),(5,1,8),(5,5,1),
         (5,9,6),(6,4,7),(6,6,5),(7,3,7),(7,7,6),(8,1,4),(8,9,8),(9,2,3),(9,5,4),(9,8,2)]
with open(os.path.join(work, "matlab-clue-list.csv"), "w", newline="") as f:
    w = csv.writer(f)
    w.writerow(["row", "col", "value"])
    w.writerows(clues)
PY
text_cols=$(seq 1 20 | sed 's/$/\/2/' | paste -sd/)
lo ods "$out" --infilter="CSV:44,34,76,1,$text_cols" "$work"/teacher-*.csv
lo xlsx "$out" --infilter="CSV:44,34,76,1,$text_cols" "$work"/teacher-*.csv
lo ods "$out" --infilter="CSV:44,34,76,1" "$work"/matlab-clue-list.csv
lo xlsx "$out" --infilter="CSV:44,34,76,1" "$work"/matlab-clue-list.csv
lo ods "$out" $(ls "$out"/*.xlsx | grep -v -e teacher- -e matlab-clue)
for f in "$out"/*.xlsx; do
  test -s "${f%.xlsx}.ods" || { echo "LibreOffice did not convert $f" >&2; exit 1; }
done
ls -l "$out"
