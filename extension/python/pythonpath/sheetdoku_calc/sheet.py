"""What the extension does to Calc documents through UNO: a saved copy for
the command to read, the puzzle the teacher points at, finding a grid on a
sheet, and marking and unmarking cells."""

import json
import os

import uno
from com.sun.star.beans import PropertyValue

from . import choices

# Background colours of marked cells: clashing digits, wrong digits.
CLASH_COLOUR = 0xFFB3B3
WRONG_COLOUR = 0xFFE08A
# The document property that remembers marked cells and their colours.
MARKS_PROPERTY = "sheetdoku marks"


def props(**values):
    """A tuple of PropertyValue from keyword arguments."""
    out = []
    for name, value in values.items():
        p = PropertyValue()
        p.Name = name
        p.Value = value
        out.append(p)
    return tuple(out)


def document_stem(doc):
    """The document's file name without its ending ("Untitled" when new)."""
    url = doc.getURL()
    if not url:
        return "puzzle"
    name = os.path.basename(uno.fileUrlToSystemPath(url))
    return os.path.splitext(name)[0] or "puzzle"


def saved_copy(doc, folder):
    """Stores the document as it is on screen, unsaved edits included, as an
    .ods in `folder`; the document itself keeps its file and its modified
    state (storeToURL never changes either)."""
    path = os.path.join(folder, document_stem(doc) + ".ods")
    doc.storeToURL(uno.systemPathToFileUrl(path), props(FilterName="calc8"))
    return path


def shown(doc):
    """Whether `doc` is in a window on the screen (a document loaded hidden,
    as scripts and the test suite do, is not)."""
    try:
        return doc.getCurrentController().getFrame().getContainerWindow().isVisible()
    except Exception:
        return True


def open_document(desktop, path, beside=None):
    """Opens `path` in a new window as an untitled copy, so that Save asks
    the teacher where to keep it, marked as changed, so that closing the
    window asks too (the file itself is a temporary one); hidden only when
    the document `beside` it is hidden."""
    hidden = beside is not None and not shown(beside)
    doc = desktop.loadComponentFromURL(
        uno.systemPathToFileUrl(path), "_blank", 0, props(AsTemplate=True, Hidden=hidden)
    )
    if doc is not None:
        doc.setModified(True)
    return doc


def open_saved(desktop, path, beside=None):
    """Opens the file `path`, kept where it is (its name in the window's
    title), in a new window; hidden only when `beside` is hidden."""
    hidden = beside is not None and not shown(beside)
    return desktop.loadComponentFromURL(
        uno.systemPathToFileUrl(path), "_blank", 0, props(Hidden=hidden)
    )


def active_sheet(doc):
    return doc.getCurrentController().getActiveSheet()


def selected_range(doc):
    """The selected range as ('Sheet!A1:I9', (top row, left column)) when
    the teacher selected a grid (at least 4 x 4 cells), else None (one cell,
    or a merged title cell, is no grid)."""
    sel = doc.getCurrentSelection()
    if sel is None or not hasattr(sel, "getRangeAddress"):
        return None
    a = sel.getRangeAddress()
    if a.EndColumn - a.StartColumn < 3 or a.EndRow - a.StartRow < 3:
        return None
    sheet = doc.getSheets().getByIndex(a.Sheet).getName()
    return "%s!%s:%s" % (
        sheet_selector(sheet)[:-1],
        cell_name(a.StartRow, a.StartColumn),
        cell_name(a.EndRow, a.EndColumn),
    ), (a.StartRow, a.StartColumn)


def sheet_selector(name):
    """The --puzzle that picks the whole sheet `name`: quoted and followed
    by '!' ('1'!, 'P2'!), never read as a puzzle number or a cell."""
    return "'%s'!" % name.replace("'", "''")


def column_letters(col):
    letters = ""
    col += 1
    while col:
        col, rem = divmod(col - 1, 26)
        letters = chr(ord("A") + rem) + letters
    return letters


def cell_name(row, col):
    return "%s%d" % (column_letters(col), row + 1)


def symbol(value):
    """A cell's value (getDataArray: a float, a string, "" when empty) as a
    symbol of the command's grid lines, '.' for empty."""
    if isinstance(value, float):
        if value == int(value) and 1 <= value <= 35:
            d = int(value)
            return str(d) if d < 10 else chr(ord("A") + d - 10)
        return "." if value == 0 else "?"
    t = str(value).strip()
    if t in ("", "0", ".", "-"):
        return "."
    return t.upper() if len(t) == 1 else "?"


def sheet_symbols(sheet):
    """Every used cell of `sheet` as a matrix of symbols."""
    cursor = sheet.createCursor()
    cursor.gotoEndOfUsedArea(False)
    a = cursor.getRangeAddress()
    block = sheet.getCellRangeByPosition(0, 0, a.EndColumn, a.EndRow)
    return [[symbol(v) for v in row] for row in block.getDataArray()]


def find_grid(sheet, grid):
    """Where the n x n `grid` (a line of symbols) sits on `sheet`: the one
    (row, column) of its top-left cell whose cells read exactly `grid`, or
    None when no place or several places do (never a guess)."""
    n = int(round(len(grid) ** 0.5))
    if n * n != len(grid) or not grid.strip("."):
        return None
    cells = sheet_symbols(sheet)
    rows = len(cells)
    cols = len(cells[0]) if rows else 0
    found = []
    for r0 in range(rows - n + 1):
        for c0 in range(cols - n + 1):
            if all(
                cells[r0 + i // n][c0 + i % n] == grid[i] for i in range(n * n)
            ):
                found.append((r0, c0))
                if len(found) > 1:
                    return None
    return found[0] if found else None


def remembered(doc):
    udp = doc.getDocumentProperties().getUserDefinedProperties()
    info = udp.getPropertySetInfo()
    if not info.hasPropertyByName(MARKS_PROPERTY):
        return []
    try:
        return json.loads(udp.getPropertyValue(MARKS_PROPERTY))
    except ValueError:
        return []


def _remember(doc, marks):
    udp = doc.getDocumentProperties().getUserDefinedProperties()
    info = udp.getPropertySetInfo()
    text = json.dumps(marks)
    if info.hasPropertyByName(MARKS_PROPERTY):
        if marks:
            udp.setPropertyValue(MARKS_PROPERTY, text)
        else:
            udp.removeProperty(MARKS_PROPERTY)
    elif marks:
        udp.addProperty(MARKS_PROPERTY, 128, text)  # REMOVABLE


def _key(m):
    """Which cell a remembered mark is: (sheet, row, column)."""
    return (m["sheet"], m["row"], m["col"])


def marked_cell(doc, m):
    """The cell of the remembered mark `m`, or None when its sheet is gone."""
    sheets = doc.getSheets()
    if not sheets.hasByName(m["sheet"]):
        return None
    return sheets.getByName(m["sheet"]).getCellByPosition(m["col"], m["row"])


def _own_colour(cell, m):
    """Gives `cell` back the colour it had before the mark `m`."""
    cell.CellBackColor = m["colour"]
    cell.IsCellBackgroundTransparent = m["transparent"]


def unmark(doc):
    """Gives every cell marked by the last check its own colour back; the
    number of cells unmarked."""
    marks = remembered(doc)
    for m in marks:
        cell = marked_cell(doc, m)
        if cell is not None:
            _own_colour(cell, m)
    _remember(doc, [])
    return len(marks)


def forget(doc, mark):
    """Gives the one cell of `mark` (a remembered mark) its own colour back
    and forgets it, when the pupil changed what it holds (a change of
    colour alone is not a change)."""
    cell = marked_cell(doc, mark)
    if cell is None or cell.getString() == mark.get("text"):
        return
    marks = remembered(doc)
    left = [m for m in marks if _key(m) != _key(mark)]
    if len(left) == len(marks):
        return
    _own_colour(cell, mark)
    _remember(doc, left)


def recolour(doc, marks):
    """Puts the check colours of `marks` (as remembered, each with its
    check colour under "shown") back on their cells."""
    for m in marks:
        cell = marked_cell(doc, m)
        if cell is not None:
            cell.CellBackColor = m["shown"]
    _remember(doc, marks)


def mark(doc, sheet, origin, clashes, wrong):
    """Colours the clashing cells and the wrong digits of a grid whose
    top-left cell is at `origin`; cells are the command's {"row", "col"}
    (0-based in the grid). Returns the number of cells marked."""
    r0, c0 = origin
    marks = remembered(doc)
    by_cell = {_key(m): m for m in marks}
    # A clashing cell that is also wrong shows the clash.
    todo = [(c, WRONG_COLOUR) for c in wrong]
    todo += [(c, CLASH_COLOUR) for clash in clashes for c in clash["cells"]]
    count = 0
    for c, colour in todo:
        row, col = r0 + c["row"], c0 + c["col"]
        cell = sheet.getCellByPosition(col, row)
        key = (sheet.getName(), row, col)
        if key not in by_cell:
            by_cell[key] = {
                "sheet": sheet.getName(),
                "row": row,
                "col": col,
                "colour": cell.CellBackColor,
                "transparent": cell.IsCellBackgroundTransparent,
                "text": cell.getString(),
            }
            marks.append(by_cell[key])
            count += 1
        cell.CellBackColor = colour
        by_cell[key]["shown"] = colour
    _remember(doc, marks)
    return count


def page_language(tag):
    """The --lang for Calc's language tag ("sk-SK" -> "sk"), or None when
    the program does not speak that language (then everything is English).
    The languages are the program's own --lang values (choices.json)."""
    primary = (tag or "").replace("_", "-").split("-")[0].lower()
    return primary if primary in choices.languages() else None


def ui_language(ctx):
    """Calc's user-interface language ("sk", "de-DE"), for --lang."""
    try:
        provider = ctx.ServiceManager.createInstanceWithContext(
            "com.sun.star.configuration.ConfigurationProvider", ctx
        )
        access = provider.createInstanceWithArguments(
            "com.sun.star.configuration.ConfigurationAccess",
            props(nodepath="/org.openoffice.Setup/L10N"),
        )
        return access.getByName("ooLocale") or "en"
    except Exception:
        return "en"
