#!/bin/sh
# Builds the LibreOffice extension target/oxt/sheetdoku.oxt: the Sudoku menu
# and toolbar of Calc (extension/) with the release build of the sheetdoku
# command inside, for the platform it is built on. Run from the repository
# root:
#   sh scripts/build-oxt.sh                   # cargo build --release, then pack
#   sh scripts/build-oxt.sh --bin PATH        # pack this sheetdoku program
#   sh scripts/build-oxt.sh --without-binary  # any platform; finds sheetdoku on
#                                             # PATH or at $SHEETDOKU_BIN
#                                             # (with --bin, that program
#                                             # only gives the words)
#   sh scripts/build-oxt.sh --out DIR         # write DIR/sheetdoku.oxt
# Install it with Tools > Extension Manager > Add, or
#   unopkg add target/oxt/sheetdoku.oxt
# The file must keep the name sheetdoku.oxt: the menu's script addresses
# name it.
#
# The extension's words (menu, dialogs, messages) come from the program's
# own message catalogues (crates/i18n/locales): `sheetdoku extension-words`
# writes them as python/pythonpath/sheetdoku_calc/words.json and fills the
# menu and toolbar titles of Addons.xcu and CalcWindowState.xcu in every
# language. The dialogs' choices (variants, sizes, levels, puzzles per page,
# symmetries, languages) and the layout's sheet names come from the program
# too: `sheetdoku extension-choices` writes them as choices.json.
set -eu
cd "$(dirname "$0")/.."

bin=""
bundle=yes
out=target/oxt
while [ $# -gt 0 ]; do
  case "$1" in
    --bin) bin="$2"; shift 2 ;;
    --without-binary) bundle=no; shift ;;
    --out) out="$2"; shift 2 ;;
    *) echo "build-oxt.sh: unknown option $1 (see the comment at the top)" >&2; exit 2 ;;
  esac
done

if [ -z "$bin" ]; then
  cargo build --release --quiet
  bin=target/release/sheetdoku
fi
if [ ! -x "$bin" ]; then
  echo "build-oxt.sh: $bin is not a program; build it first (cargo build --release)" >&2
  exit 2
fi

# LibreOffice's platform names for the extension's <platform>.
platform=all
if [ "$bundle" = yes ]; then
  case "$(uname -s)-$(uname -m)" in
    Linux-x86_64) platform=linux_x86_64 ;;
    Linux-aarch64) platform=linux_aarch64 ;;
    Darwin-x86_64) platform=macos_x86_64 ;;
    Darwin-arm64) platform=macos_aarch64 ;;
    *) echo "build-oxt.sh: no LibreOffice platform name known for $(uname -sm); use --without-binary" >&2; exit 2 ;;
  esac
fi
version=$(sed -n 's/^version = "\(.*\)"/\1/p' Cargo.toml | head -n 1)

stage=$(mktemp -d)
trap 'rm -rf "$stage"' EXIT
cp -R extension/. "$stage/"
find "$stage" -name __pycache__ -prune -exec rm -rf {} +
sed -e "s/@VERSION@/$version/" -e "s/@PLATFORM@/$platform/" extension/description.xml \
  >"$stage/description.xml"
"$bin" extension-words >"$stage/python/pythonpath/sheetdoku_calc/words.json"
"$bin" extension-choices >"$stage/python/pythonpath/sheetdoku_calc/choices.json"
for xcu in Addons.xcu CalcWindowState.xcu; do
  "$bin" extension-words --fill "extension/$xcu" >"$stage/$xcu"
done
if [ "$bundle" = yes ]; then
  mkdir -p "$stage/bin"
  cp "$bin" "$stage/bin/sheetdoku"
  chmod 755 "$stage/bin/sheetdoku"
  # Debug symbols are no use to a teacher and make the file ten times larger.
  if command -v strip >/dev/null 2>&1; then strip "$stage/bin/sheetdoku"; fi
fi

mkdir -p "$out"
oxt="$(cd "$out" && pwd)/sheetdoku.oxt"
rm -f "$oxt"
(cd "$stage" && zip -q -r -X "$oxt" .)
echo "wrote $oxt ($(du -k "$oxt" | cut -f1) KiB, platform $platform)"
