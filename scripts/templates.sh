#!/bin/sh
# Remakes the blank input workbooks of templates/ (one per variant and size,
# .xlsx and .ods) with the current writer. Run from the repository root:
#   sh scripts/templates.sh
# tests/templates.rs checks that each reads back as a blank puzzle of its
# variant.
set -eu
cargo run --quiet --example templates -- templates
