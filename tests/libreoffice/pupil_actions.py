"""What a pupil does to her file in Calc: opens a workbook, acts on it as
Calc's menus would (Sheet > Rename Sheet, Sheet > Insert Rows, Sheet >
Delete Sheet, typing into a cell), and saves it with Calc's own filter.
Run by tests/libreoffice/marking.rs:

    python3 pupil_actions.py IN OUT WORKDIR ACTION ...

ACTION is one of rename:SHEET:NEW, swap:SHEET:OTHER, insert-row:SHEET:ROW
(from 0), delete:SHEET, text:SHEET:CELL:TEXT, number:SHEET:CELL:VALUE.
OUT's extension picks the filter (.ods or .xlsx). Sheets a pupil cannot
reach are unprotected first, as a pupil who knows how would.
Needs Python with the `uno` module (Debian: python3-uno) and soffice.
"""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import uno  # noqa: E402
import uno_office  # noqa: E402


def act(doc, action):
    sheets = doc.getSheets()
    kind, rest = action.split(":", 1)
    if kind == "rename":
        name, new = rest.split(":")
        sheets.getByName(name).setName(new)
    elif kind == "swap":
        a, b = rest.split(":")
        sheets.getByName(a).setName(a + "~")
        sheets.getByName(b).setName(a)
        sheets.getByName(a + "~").setName(b)
    elif kind == "insert-row":
        name, row = rest.split(":")
        sheet = sheets.getByName(name)
        sheet.unprotect("")
        sheet.getRows().insertByIndex(int(row), 1)
    elif kind == "delete":
        sheets.removeByName(rest)
    elif kind in ("text", "number"):
        name, cell, value = rest.split(":", 2)
        sheet = sheets.getByName(name)
        sheet.unprotect("")
        target = sheet.getCellRangeByName(cell)
        if kind == "text":
            target.setString(value)
        else:
            target.setValue(float(value))
    else:
        raise SystemExit("unknown action " + action)


def main():
    src, out, work = sys.argv[1:4]
    proc, ctx = uno_office.start(os.path.join(work, "profile"), os.path.join(work, "home"),
                                 "sheetdoku_pupil_%d" % os.getpid())
    try:
        doc = uno_office.load(ctx, src)
        for action in sys.argv[4:]:
            act(doc, action)
        prop = uno.createUnoStruct("com.sun.star.beans.PropertyValue")
        prop.Name = "FilterName"
        prop.Value = "Calc MS Excel 2007 XML" if out.endswith(".xlsx") else "calc8"
        doc.storeToURL(uno.systemPathToFileUrl(os.path.abspath(out)), (prop,))
        doc.close(True)
        print("saved", out, flush=True)
    finally:
        uno_office.stop(proc, ctx)


if __name__ == "__main__":
    main()
