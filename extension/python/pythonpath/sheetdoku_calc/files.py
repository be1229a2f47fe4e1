"""Where the extension keeps files: private folders for the command's
copies (removed when the action ends), the folder of the teacher's file,
names that do not replace a file already there, and the returned
workbooks of a folder."""

import contextlib
import os
import re
import shutil
import tempfile

import uno

# The endings of the workbooks the command reads.
WORKBOOKS = (".ods", ".xlsx")


@contextlib.contextmanager
def work_folder():
    """A fresh private folder for copies and results, removed with all it
    holds when the block ends (the documents opened from it are in memory:
    they are opened as untitled copies)."""
    folder = tempfile.mkdtemp(prefix="sheetdoku-")
    try:
        yield folder
    finally:
        shutil.rmtree(folder, ignore_errors=True)


def as_document(text, doc):
    """`text` with the paths of the command's private copies (in folders
    `work_folder` made) replaced by the name the teacher knows: her
    document's file name, or its window title when it was never saved."""
    private = (re.escape(tempfile.gettempdir()) + r"[\\/]sheetdoku-[^\\/\s]+[\\/]"
               + r".*?\.(?:ods|xlsx|txt)")
    path = path_of(doc)
    if path:
        name = os.path.basename(path)
    else:
        try:
            name = doc.getTitle()
        except Exception:  # a document without a title: its kind of name
            name = "Untitled"
    return re.sub(private, lambda _: name, text)


def path_of(doc):
    """The file of `doc` on disk, or None for a document never saved."""
    url = doc.getURL() if doc is not None else ""
    if not url or not url.startswith("file:"):
        return None
    return uno.fileUrlToSystemPath(url)


def folder_of(doc):
    """The folder of `doc`'s file, or None for a document never saved."""
    path = path_of(doc)
    return os.path.dirname(path) if path else None


def free_path(folder, stem, ending):
    """`folder/stem.ending`, or `stem-2`, `stem-3`... when that name is
    taken: a file already there is never replaced."""
    path = os.path.join(folder, stem + ending)
    number = 2
    while os.path.exists(path):
        path = os.path.join(folder, "%s-%d%s" % (stem, number, ending))
        number += 1
    return path


def returned_in(folder, skip=(), marks_stem=None):
    """The workbooks directly in `folder`, in name order, leaving out the
    files in `skip` (the teacher's own file) and the marks workbooks
    written there before (`marks_stem`, `marks_stem-2`, ...)."""
    skipped = {os.path.realpath(p) for p in skip if p}
    found = []
    for name in sorted(os.listdir(folder), key=str.lower):
        path = os.path.join(folder, name)
        stem, ending = os.path.splitext(name)
        if ending.lower() not in WORKBOOKS or not os.path.isfile(path):
            continue
        if name.startswith(".~lock.") or os.path.realpath(path) in skipped:
            continue
        if marks_stem and _is_marks(stem, marks_stem):
            continue
        found.append(path)
    return found


def _is_marks(stem, marks_stem):
    if stem == marks_stem:
        return True
    head, _, number = stem.rpartition("-")
    return head == marks_stem and number.isdigit()
