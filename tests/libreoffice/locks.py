"""Which cells a pupil can type into, as Calc sees them: opens a workbook
and prints, for each SHEET!CELL asked, whether its sheet is protected and
the cell locked, and its text. Run by tests/libreoffice/name_line.rs:

    python3 locks.py WORKBOOK WORKDIR SHEET!CELL ...

Prints one JSON object: {"SHEET!CELL": {"protected": ..., "locked": ...,
"text": ...}, ...}. Needs Python with the `uno` module and soffice.
"""

import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import uno_office  # noqa: E402


def main():
    book, work = sys.argv[1:3]
    proc, ctx = uno_office.start(os.path.join(work, "profile"), os.path.join(work, "home"),
                                 "sheetdoku_locks_%d" % os.getpid())
    try:
        doc = uno_office.load(ctx, book)
        sheets = doc.getSheets()
        found = {}
        for where in sys.argv[3:]:
            name, cell = where.split("!")
            sheet = sheets.getByName(name)
            c = sheet.getCellRangeByName(cell)
            found[where] = {"protected": bool(sheet.isProtected()),
                            "locked": bool(c.CellProtection.IsLocked),
                            "text": c.getString()}
        print(json.dumps(found), flush=True)
        doc.close(True)
    finally:
        uno_office.stop(proc, ctx)


if __name__ == "__main__":
    main()
