"""Whether every text cell of the printed pages fits its cell, as Calc lays
it out: opens each workbook in one office, and for each non-empty cell in a
print area compares the room the text needs (Calc's optimal column width
and row height for the same text and font on a scratch sheet) with the room
it has (its merged area, the row heights, and the empty cells it may
overflow into within the print area). A wrapped text must fit the height of
its rows, and each of its words the width (Calc breaks a longer word
mid-word). Exports each workbook as PDF beside it. Run by
tests/libreoffice/print_fit.rs:

    python3 print_fit.py WORKDIR [+]BOOK ...

(with `+`, every text is checked; without, those of three characters or
more: the words, not the digits, which do not change with the language).

Prints one JSON object a line per book: {"book": ..., "cut": [...],
"cells": [[sheet, text, height], ...]} (cells: every printed non-empty
text with its font height, for the caller's checks of symbols). Needs
Python with the `uno` module and soffice.
"""

import json
import os
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import uno  # noqa: E402
import uno_office  # noqa: E402

# What shapes a text's extent, copied to the scratch cell.
FONT = ("CharFontName", "CharHeight", "CharWeight", "CharPosture",
        "ParaLeftMargin", "ParaRightMargin", "ParaTopMargin", "ParaBottomMargin",
        "ParaIndent")
# Room to spare in 1/100 mm: for rounding (Calc stores widths in twips),
# and for the cell's margins, which a text may run into (two digits in a
# 16x16's cell 5.3 mm wide print whole with a need of 5.5 mm).
SLACK = 50
# What Calc's optimal column width adds to the text's width (its
# STD_EXTRA_WIDTH, 113 twips), in 1/100 mm.
EXTRA_W = 199
# A line's height over the font's size (DejaVu Sans), and a point in
# 1/100 mm: Calc's optimal row height is never below its standard row
# (4.5 mm), so a line of small print is measured from its size.
LINE = 1.17
POINT = 35.28
SCRATCH = "zzfit"


class Scratch:
    """A sheet of the document where texts are measured, with a cache."""

    def __init__(self, doc):
        sheets = doc.getSheets()
        sheets.insertNewByName(SCRATCH, sheets.getCount())
        self.sheet = sheets.getByName(SCRATCH)
        self.cell = self.sheet.getCellByPosition(0, 0)
        self.col = self.sheet.getColumns().getByIndex(0)
        self.row = self.sheet.getRows().getByIndex(0)
        self.cache = {}

    def extent(self, text, font, wrap_width=None):
        """(width, height) Calc gives a column and a row to show `text` in
        this font; wrapped in `wrap_width` when given (then the width is
        that)."""
        key = (text, repr(font), wrap_width)
        if key in self.cache:
            return self.cache[key]
        self.cell.setPropertyValues(FONT, font)
        self.cell.IsTextWrapped = wrap_width is not None
        self.cell.setString(text)
        if wrap_width is None:
            self.col.OptimalWidth = True
        else:
            self.col.Width = wrap_width
        self.row.OptimalHeight = True
        found = (self.col.Width, self.row.Height)
        self.cache[key] = found
        return found


def areas(sheet):
    return [a for a in sheet.getPrintAreas()]


def shown(value):
    """A cell's value as shown (numbers written by us are whole)."""
    if isinstance(value, float):
        return str(int(value)) if value == int(value) else str(value)
    return value or ""


def check_sheet(sheet, scratch, cut, cells, every):
    """Appends to `cut` what does not fit on `sheet`'s print areas, and to
    `cells` each printed text; texts of one or two characters (digits,
    sums, labels) only when `every`. The cells of one format (font,
    wrapping, alignment, merged span) are read together: Calc groups them."""
    least = 1 if every else 3
    name = sheet.getName()
    for area in areas(sheet):
        c0, r0, c1, r1 = area.StartColumn, area.StartRow, area.EndColumn, area.EndRow
        cols, rows = sheet.getColumns(), sheet.getRows()
        widths = [cols.getByIndex(c).Width for c in range(c0, c1 + 1)]
        heights = [rows.getByIndex(r).Height for r in range(r0, r1 + 1)]
        rng = sheet.getCellRangeByPosition(c0, r0, c1, r1)
        texts = [[shown(v) for v in line] for line in rng.getDataArray()]
        for spots in groups(rng, texts, (r0, c0), least, every):
            first = sheet.getCellByPosition(c0 + spots[0][1], r0 + spots[0][0])
            cursor = sheet.createCursorByRange(first)
            cursor.collapseToMergedArea()
            m = cursor.getRangeAddress()
            if (m.StartColumn, m.StartRow) != (c0 + spots[0][1], r0 + spots[0][0]):
                continue  # hidden under a merged cell
            span = (m.EndRow - m.StartRow, m.EndColumn - m.StartColumn)
            font = tuple(first.getPropertyValues(FONT))
            wrap, shrink = first.IsTextWrapped, first.ShrinkToFit
            justify = first.HoriJustify.value
            for r, c in spots:
                text = texts[r][c]
                cells.append([name, text, font[1]])
                if shrink:
                    continue
                width = sum(widths[c:min(c + span[1], c1 - c0) + 1])
                height = sum(heights[r:min(r + span[0], r1 - r0) + 1])
                where = "%s!%s%d" % (name, column_name(c0 + c), r0 + r + 1)
                fit(scratch, (text, font, wrap, justify), (width, height, span != (0, 0)),
                    (texts[r], widths, c), where, cut)


def groups(rng, texts, origin, least, every):
    """The cells to check of `rng`, as lists of (row, column) within it of
    one format each: Calc's groups of cells alike when `every` cell is
    checked (the digits of a grid share a few), else each cell alone (a
    few words on a page)."""
    if not every:
        return [[(r, c)] for r, line in enumerate(texts) for c, t in enumerate(line)
                if len(t.strip()) >= least]
    (r0, c0), found = origin, []
    alike = rng.getUniqueCellFormatRanges()
    for g in range(alike.getCount()):
        spots = [(r - r0, c - c0) for a in alike.getByIndex(g).getRangeAddresses()
                 for r in range(a.StartRow, a.EndRow + 1)
                 for c in range(a.StartColumn, a.EndColumn + 1)
                 if len(texts[r - r0][c - c0].strip()) >= least]
        if spots:
            found.append(spots)
    return found


def fit(scratch, what, room, line, where, cut):
    """Appends to `cut` why `text` does not fit its room, if it does not."""
    text, font, wrap, justify = what
    width, height, merged = room
    need, single = scratch.extent(text, font)
    need -= EXTRA_W
    line_h = font[1] * POINT * LINE
    spare = max(SLACK, 0.2 * line_h)
    if wrap:
        for word in text.split():
            w = scratch.extent(word, font)[0] - EXTRA_W
            if w > width + SLACK:
                cut.append("%s: the word %r needs %.1f mm, has %.1f mm (broken mid-word)"
                           % (where, word, w / 100, width / 100))
        # The lines after the first as Calc counts them, the first from
        # the size.
        need_h = scratch.extent(text, font, width)[1] - single + line_h
        if need_h > height + spare:
            cut.append("%s: %r wrapped needs %.1f mm of height, has %.1f mm"
                       % (where, text, need_h / 100, height / 100))
        return
    room_w = width
    if not merged and need > width + SLACK:
        room_w = width + overflow(line[0], line[1], line[2], justify, need - width)
    if need > room_w + SLACK:
        cut.append("%s: %r needs %.1f mm, has %.1f mm" % (where, text, need / 100,
                                                        room_w / 100))
    lines = text.count("\n") + 1
    if lines * line_h > height + spare:
        cut.append("%s: %r needs %.1f mm of height, has %.1f mm"
                   % (where, text, lines * line_h / 100, height / 100))


def column_name(c):
    name = ""
    c += 1
    while c:
        c, rem = divmod(c - 1, 26)
        name = chr(65 + rem) + name
    return name


def overflow(line, widths, c, justify, extra):
    """The width of the empty cells a text at column c of `line` flows into, within the
    print area: rightwards when left aligned (or standard), leftwards when
    right aligned, half each way when centred."""
    def run(step):
        k, total = c + step, 0
        while 0 <= k < len(widths) and not line[k]:
            total += widths[k]
            k += step
        return total
    if justify in ("STANDARD", "LEFT", "BLOCK", "REPEAT"):
        return run(1)
    if justify == "RIGHT":
        return run(-1)
    # Centred: each side takes half of what is missing.
    return 2 * min(run(1), run(-1), extra / 2)


def main():
    work = sys.argv[1]
    proc, ctx = uno_office.start(os.path.join(work, "profile"), os.path.join(work, "home"),
                                 "sheetdoku_fit_%d" % os.getpid())
    try:
        for arg in sys.argv[2:]:
            every = arg.startswith("+")
            book = arg[1:] if every else arg
            t0 = time.time()
            doc = uno_office.load(ctx, book)
            t1 = time.time()
            pdf = os.path.splitext(book)[0] + ".pdf"
            prop = uno.createUnoStruct("com.sun.star.beans.PropertyValue")
            prop.Name, prop.Value = "FilterName", "calc_pdf_Export"
            doc.storeToURL(uno.systemPathToFileUrl(os.path.abspath(pdf)), (prop,))
            t2 = time.time()
            cut, cells = [], []
            sheets = doc.getSheets()
            names = sheets.getElementNames()
            scratch = Scratch(doc)
            for name in names:
                sheet = sheets.getByName(name)
                if areas(sheet):
                    check_sheet(sheet, scratch, cut, cells, every)
            t3 = time.time()
            sys.stderr.write("%s: load %.2f pdf %.2f check %.2f s\n" % (os.path.basename(book), t1 - t0, t2 - t1, t3 - t2))
            print(json.dumps({"book": book, "cut": cut, "cells": cells}), flush=True)
            doc.close(True)
    finally:
        uno_office.stop(proc, ctx)


if __name__ == "__main__":
    main()
