#!/bin/sh
# Remakes docs/extension-menu.png and docs/extension-worksheet-dialog.png:
# the Sudoku extension in Calc under Xvfb. Run from the repository root:
#   sh scripts/extension-pictures.sh
#   PICTURE_LANG=sk sh scripts/extension-pictures.sh   # Calc in Slovak:
#     docs/extension-menu-sk.png, docs/extension-worksheet-dialog-sk.png
# Needs a LibreOffice that draws windows (Debian's libreoffice-calc, not
# the -nogui build the tests use), Python with uno (python3-uno), xvfb,
# xdotool and ImageMagick's import. Where the installed LibreOffice is the
# -nogui one, point SOFFICE at another installation's program/soffice
# (e.g. the libreoffice-core and libreoffice-calc packages unpacked with
# dpkg -x over a copy of /usr/lib/libreoffice, with BRAND_BASE_DIR in its
# program/fundamentalrc set to ${ORIGIN}/..).
set -eu
cd "$(dirname "$0")/.."
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
sh scripts/build-oxt.sh --out "$out"
xvfb-run -a -s "-screen 0 1280x800x24" \
  /usr/bin/python3 scripts/extension_pictures.py "$out/sheetdoku.oxt" docs "$PWD"
suffix=""
if [ "${PICTURE_LANG:-en}" != en ]; then suffix="-$PICTURE_LANG"; fi
ls -l "docs/extension-menu$suffix.png" "docs/extension-worksheet-dialog$suffix.png"
