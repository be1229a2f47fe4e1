"""The solution workbook as a live model in Calc: opens a workbook we
wrote, types the given cells as a teacher would (Calc recalculates what
depends on them), and prints the Model sheet's summary and block rows.
Run by tests/libreoffice/live_model.rs:

    python3 live_model.py WORKBOOK WORKDIR SHEET!CELL=VALUE ...

Prints one JSON object: {"objective": ..., "givens": ..., "broken": ...}
read from the Model sheet's cells B3, B4 and B5 after the edits.
Needs Python with the `uno` module (Debian: python3-uno) and soffice.
"""

import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import uno_office  # noqa: E402


def main():
    book, work = sys.argv[1:3]
    edits = sys.argv[3:]
    proc, ctx = uno_office.start(os.path.join(work, "profile"), os.path.join(work, "home"),
                                 "sheetdoku_live_%d" % os.getpid())
    try:
        doc = uno_office.load(ctx, book)
        sheets = doc.getSheets()
        for edit in edits:
            where, value = edit.split("=")
            sheet, cell = where.split("!")
            sheets.getByName(sheet).getCellRangeByName(cell).setValue(float(value))
        doc.calculateAll()
        model = sheets.getByName("Model")
        value = lambda name: model.getCellRangeByName(name).getValue()  # noqa: E731
        print(json.dumps({"objective": value("B3"), "givens": value("B4"),
                          "broken": value("B5")}), flush=True)
        doc.close(True)
    finally:
        uno_office.stop(proc, ctx)


if __name__ == "__main__":
    main()
