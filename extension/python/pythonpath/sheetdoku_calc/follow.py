"""Check colours that follow the pupil's work: a coloured cell the pupil
changes gets its own colour back at once, and no colour goes into the
saved file (they are taken off before the document is stored and put back
on the screen after)."""

import unohelper
from com.sun.star.document import XDocumentEventListener
from com.sun.star.util import XModifyListener

from . import sheet

# The listeners of each document, kept alive as long as it is open.
_WATCHED = {}


class _CellChanged(unohelper.Base, XModifyListener):
    def __init__(self, doc, mark):
        self.doc = doc
        self.mark = mark

    def modified(self, event):
        sheet.forget(self.doc, self.mark)

    def disposing(self, event):
        pass


class _Saving(unohelper.Base, XDocumentEventListener):
    """Takes the colours off before a save and puts them back after."""

    def __init__(self, doc):
        self.doc = doc
        self.kept = []

    def documentEventOccured(self, event):
        name = event.EventName
        if name in ("OnSave", "OnSaveAs", "OnCopyTo"):
            self.kept = sheet.remembered(self.doc)
            sheet.unmark(self.doc)
        elif name in ("OnSaveDone", "OnSaveAsDone", "OnCopyToDone", "OnSaveFailed",
                      "OnSaveAsFailed", "OnCopyToFailed") and self.kept:
            kept, self.kept = self.kept, []
            was_modified = self.doc.isModified()
            sheet.recolour(self.doc, kept)
            if not was_modified:
                self.doc.setModified(False)
        elif name in ("OnUnload", "OnCloseApp"):
            _WATCHED.pop(id(self.doc), None)

    def disposing(self, event):
        _WATCHED.pop(id(self.doc), None)


def watch(doc):
    """Follows the cells the last check coloured in `doc` (see the module)."""
    old = _WATCHED.pop(id(doc), None)
    if old:
        _drop(doc, old)
    cells = []
    for m in sheet.remembered(doc):
        cell = sheet.marked_cell(doc, m)
        if cell is None:
            continue
        listener = _CellChanged(doc, m)
        cell.addModifyListener(listener)
        cells.append((cell, listener))
    saving = _Saving(doc)
    doc.addDocumentEventListener(saving)
    _WATCHED[id(doc)] = (cells, saving)


def _drop(doc, watched):
    cells, saving = watched
    for cell, listener in cells:
        try:
            cell.removeModifyListener(listener)
        except Exception:
            pass
    try:
        doc.removeDocumentEventListener(saving)
    except Exception:
        pass
