#!/bin/sh
# Solves a solution workbook's Model sheet with LibreOffice's own Solver
# (LibreOffice 25.2 or later, which loads the solver_* names into Tools >
# Solver), through python3-uno: see scripts/solver-check.py.
#
#   sh scripts/solver-check.sh            uses $SOFFICE (default: soffice) and
#                                         the python3 that imports its uno
#   sh scripts/solver-check.sh --fetch    first unpacks LibreOffice 25.2 and
#                                         python3-uno from Debian
#                                         bookworm-backports into $LO_DIR
#                                         (default /tmp/sheetdoku-lo252),
#                                         without installing anything
# Run from the repository root. Not part of `cargo test` (slow, and needs a
# newer LibreOffice than Debian 12 ships).
set -eu
LO_DIR=${LO_DIR:-/tmp/sheetdoku-lo252}

fetch() {
    apt="$LO_DIR/apt"
    mkdir -p "$apt/lists/partial" "$apt/cache/archives/partial" "$apt/debs" "$LO_DIR/root"
    key=/usr/share/keyrings/debian-archive-keyring.gpg
    cat > "$apt/sources.list" <<LIST
deb [signed-by=$key] http://deb.debian.org/debian bookworm-backports main
deb [signed-by=$key] http://deb.debian.org/debian bookworm main
LIST
    set -- -o Dir::Etc::sourcelist="$apt/sources.list" -o Dir::Etc::sourceparts=/dev/null \
        -o Dir::State::Lists="$apt/lists" -o Dir::Cache="$apt/cache"
    apt-get "$@" update >/dev/null
    # What LibreOffice Calc 25.2 and python3-uno need beyond Debian 12's own.
    pkgs=$(apt-get "$@" -s install -t bookworm-backports --no-install-recommends \
        libreoffice-calc-nogui python3-uno | awk '/^Inst/ {print $2}')
    (cd "$apt/debs" && apt-get "$@" download $(for p in $pkgs; do
        if apt-cache "$@" policy "$p" | grep -q bpo12; then echo "$p/bookworm-backports"; else echo "$p"; fi
    done))
    for deb in "$apt"/debs/*.deb; do dpkg -x "$deb" "$LO_DIR/root"; done
    r="$LO_DIR/root"
    lo="$r/usr/lib/libreoffice"
    # Debian points these at /etc and /var and fills them in postinst.
    mkdir -p "$r/etc/libreoffice/registry" "$LO_DIR/bundled" "$LO_DIR/cache"
    cp "$lo/share/.registry/main.xcd" "$r/etc/libreoffice/registry/main.xcd"
    ln -sfn "$r/etc/libreoffice/registry/main.xcd" "$lo/share/registry/main.xcd"
    ln -sfn "$r/etc/libreoffice/psprint.conf" "$lo/share/psprint/psprint.conf"
    rm -f "$lo/share/prereg/bundled" "$lo/share/uno_packages/cache"
    ln -sfn "$LO_DIR/bundled" "$lo/share/prereg/bundled"
    ln -sfn "$LO_DIR/cache" "$lo/share/uno_packages/cache"
    sed -i "s#file:///usr/lib/libreoffice#file://$lo#g" "$lo/program/fundamentalrc"
    sed -i "s#/usr/lib/libreoffice/program#$lo/program#g" "$r/usr/lib/python3/dist-packages/uno.py"
}

if [ "${1:-}" = --fetch ]; then
    [ -x "$LO_DIR/root/usr/lib/libreoffice/program/soffice" ] || fetch
fi
if [ -x "$LO_DIR/root/usr/lib/libreoffice/program/soffice" ]; then
    lo="$LO_DIR/root/usr/lib/libreoffice"
    SOFFICE="$lo/program/soffice"
    export LD_LIBRARY_PATH="$lo/program:$LO_DIR/root/usr/lib/x86_64-linux-gnu"
    export URE_BOOTSTRAP="vnd.sun.star.pathname:$lo/program/fundamentalrc"
    export PYTHONPATH="$LO_DIR/root/usr/lib/python3/dist-packages:$lo/program"
fi
SOFFICE=${SOFFICE:-soffice}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cargo run --quiet --example pictures -- "$tmp"
# The same model from the .xlsx and from the .ods.
cargo run --quiet -- solve "$tmp/windoku-x.xlsx" -o "$tmp/windoku-x.ods" >/dev/null
# A killer with no givens: its cage rows are two more constraints.
cargo run --quiet -- generate --killer --size 9 --seed 2 -o "$tmp/killer.txt" >/dev/null
cargo run --quiet -- solve "$tmp/killer.txt" -o "$tmp/killer.xlsx" >/dev/null
cargo run --quiet -- solve "$tmp/killer.txt" -o "$tmp/killer.ods" >/dev/null
for book in "$tmp/windoku-x.xlsx" "$tmp/windoku-x.ods" "$tmp/killer.xlsx" "$tmp/killer.ods"; do
    echo "== $(basename "$book")"
    /usr/bin/python3 scripts/solver-check.py "$SOFFICE" "$book"
done
