#!/bin/sh
# Renders the pictures of the README: a solved Windoku X workbook's Solution
# sheet (docs/solution.png), that puzzle's Play sheet with a clashing digit
# added (docs/clash.png), and the first page of a generator worksheet, four
# puzzles to fill in (docs/worksheet.png), and the first page of a worksheet
# of four generated killers (docs/killer-worksheet.png, at 70 dpi so that
# the sums can be read), and a worksheet of four puzzles with marks and
# lines from tests/data (docs/rules-worksheet.png, at 70 dpi). Our .xlsx -> PDF with LibreOffice -> PNG with
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
# Kropki dots, X and V, thermometers, German whispers: two of marks9, two of lines9.
{ grep -v '^#' tests/data/marks9.txt | head -2; grep -v '^#' tests/data/lines9.txt | head -2; } >"$tmp/rules.txt"
cargo run --quiet -- worksheet "$tmp/rules.txt" --per-page 4 --title Rules -o "$tmp/rules-worksheet.xlsx" >/dev/null
# Own profile and HOME; soffice exits 0 even on failure, so check the output.
HOME="$tmp/home" soffice -env:UserInstallation="file://$tmp/profile" --headless \
    --convert-to pdf --outdir "$tmp" "$tmp/windoku-x.xlsx" "$tmp/clash.xlsx" "$tmp/worksheet.xlsx" \
    "$tmp/killer-worksheet.xlsx" "$tmp/rules-worksheet.xlsx" >/dev/null 2>&1 || true
for name in windoku-x clash worksheet killer-worksheet rules-worksheet; do
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
ls -l docs/*.png
