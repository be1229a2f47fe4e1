#!/bin/sh
# Renders the pictures of the README: a solved Windoku X workbook's Solution
# sheet (docs/solution.png), that puzzle's Play sheet with a clashing digit
# added (docs/clash.png), and the first page of a generator worksheet, four
# puzzles to fill in (docs/worksheet.png), and the first page of a worksheet
# of four generated killers (docs/killer-worksheet.png, at 70 dpi so that
# the sums can be read), and a worksheet of four puzzles with marks and
# lines from tests/data and published puzzles of other rules
# (docs/rules-worksheet.png and docs/rules-worksheet-2.png, at 70 dpi). Our .xlsx -> PDF with LibreOffice -> PNG with
# pdftoppm (poppler-utils), at 50 dpi to keep the files small.
# Run from the repository root: sh scripts/pictures.sh
set -eu
for tool in soffice pdftoppm; do
    command -v "$tool" >/dev/null || { echo "pictures.sh: $tool is missing" >&2; exit 1; }
done
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cargo run --quiet --example pictures -- "$tmp"
cargo run --quiet -- generate --killer --count 4 --seed 2 -o "$tmp/killer-worksheet.xlsx" >/dev/null
# Kropki dots, greater-than signs, a thermometer (marks9's first and
# third, lines9's first) and a published arrow puzzle; then published
# puzzles of even/odd cells, renban lines, little killers and whispers.
{ grep -v '^#' tests/data/marks9.txt | sed -n '1p;3p'; grep -v '^#' tests/data/lines9.txt | head -1; } >"$tmp/rules.txt"
cargo run --quiet -- worksheet "$tmp/rules.txt" tests/data/public/arrow.json --per-page 4 --title Rules -o "$tmp/rules-worksheet.xlsx" >/dev/null
cargo run --quiet -- worksheet tests/data/public/odd-even.json tests/data/public/renban.json \
    tests/data/public/little-killer.json tests/data/public/whispers.json --per-page 4 --title Rules \
    -o "$tmp/rules-worksheet-2.xlsx" >/dev/null
# Own profile and HOME; soffice exits 0 even on failure, so check the output.
HOME="$tmp/home" soffice -env:UserInstallation="file://$tmp/profile" --headless \
    --convert-to pdf --outdir "$tmp" "$tmp/windoku-x.xlsx" "$tmp/clash.xlsx" "$tmp/worksheet.xlsx" \
    "$tmp/killer-worksheet.xlsx" "$tmp/rules-worksheet.xlsx" "$tmp/rules-worksheet-2.xlsx" >/dev/null 2>&1 || true
for name in windoku-x clash worksheet killer-worksheet rules-worksheet rules-worksheet-2; do
    [ -s "$tmp/$name.pdf" ] || { echo "pictures.sh: LibreOffice did not write $name.pdf" >&2; exit 1; }
done
mkdir -p docs
# Page 1 is the Solution sheet, page 2 the Play sheet (each fits one page);
# page 1 of the worksheet is its first printable page.
pdftoppm -png -r 50 -f 1 -l 1 -singlefile "$tmp/windoku-x.pdf" docs/solution
pdftoppm -png -r 50 -f 2 -l 2 -singlefile "$tmp/clash.pdf" docs/clash
pdftoppm -png -r 50 -f 1 -l 1 -singlefile "$tmp/worksheet.pdf" docs/worksheet
pdftoppm -png -r 70 -f 1 -l 1 -singlefile "$tmp/killer-worksheet.pdf" docs/killer-worksheet
pdftoppm -png -r 70 -f 1 -l 1 -singlefile "$tmp/rules-worksheet.pdf" docs/rules-worksheet
pdftoppm -png -r 70 -f 1 -l 1 -singlefile "$tmp/rules-worksheet-2.pdf" docs/rules-worksheet-2
ls -l docs/*.png
