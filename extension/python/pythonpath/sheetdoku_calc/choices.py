"""What the dialogs offer and the names of sheetdoku's workbook layout, as
the program itself gives them.

scripts/build-oxt.sh runs `sheetdoku extension-choices` and writes its
JSON as choices.json beside this file, so that the variants, sizes,
levels, puzzles per page, symmetries and languages of the dialogs, and the
sheets the extension looks for, are those of the program it drives: each
value spelled as its command line takes it, each list in the dialogs'
order. Nothing here is typed twice.
"""

import json
import os

PATH = os.path.join(os.path.dirname(os.path.abspath(__file__)), "choices.json")
_LOADED = {}

# The New worksheet dialog's own first difficulty: no level asked for
# (the command's default), shown as the ext-level-any message.
ANY_LEVEL = "any"


def _all():
    if "all" not in _LOADED:
        with open(PATH, encoding="utf-8") as f:
            _LOADED["all"] = json.load(f)
    return _LOADED["all"]


def variants():
    """--variant's values: "standard", "x", "windoku", ..."""
    return list(_all()["variants"])


def sizes():
    """The sizes the dialogs offer, as --size takes them ("4", "6", ...)."""
    return [str(n) for n in _all()["sizes"]]


def difficulties():
    """"any", then --difficulty's levels, easiest first."""
    return [ANY_LEVEL] + list(_all()["levels"])


def per_page():
    """--per-page's values ("1", "2", "4", "6")."""
    return [str(n) for n in _all()["per_page"]]


def symmetries():
    """--symmetry's values: "none", "rotate180", ..."""
    return list(_all()["symmetries"])


def languages():
    """--lang's values: "en", "sk", ..."""
    return tuple(_all()["languages"])


def layout():
    """The names of the workbook layout: input_sheets, givens_sheet,
    info_sheet, printable_prefix, key_sheet, key_marker, key_first_row,
    key_answer_column (rows and columns from 0)."""
    return dict(_all()["layout"])
