"""What each entry of the Sudoku menu does. Every action takes the running
office (`office`: its component context, desktop and current document) and
a `ui` that shows messages and asks questions (dialogs.Dialogs in Calc);
the actions never print and never touch the teacher's file: the command
reads a saved copy.

Each action returns what it showed or opened, which the LibreOffice test
suite checks. Every word shown is in Calc's language (`ui.lang`): the
extension's own from words.py, the lines with numbers from the command,
which gets the same language as --lang.
"""

import os
import re

from . import choices, files, follow, runner, sheet, words


def words_of(ui):
    """The words of the extension in the language of `ui` (English when
    it has none)."""
    return words.Words(getattr(ui, "lang", None))


class Office:
    """The running office: context, desktop and the document in front."""

    def __init__(self, ctx, desktop, doc):
        self.ctx = ctx
        self.desktop = desktop
        self.doc = doc

    @classmethod
    def from_script_context(cls, xsc):
        return cls(xsc.getComponentContext(), xsc.getDesktop(), xsc.getDocument())


def _guarded(action):
    """Shows a missing command or a refused input as a message instead of a
    stack trace."""

    def wrapped(office, ui, *args, **kwargs):
        w = words_of(ui)
        try:
            return action(office, ui, *args, **kwargs)
        except runner.Missing as e:
            # The path on a line of its own, after the sentence.
            text = w("ext-not-a-program") + "\n" + e.configured if e.configured else w("ext-missing")
        except runner.Failed as e:
            # The command's own error, in the language it was given, its
            # remedies as steps in Calc (runner passes --calc-words), the
            # private copy named as the teacher's document.
            text = w("ext-failed") + "\n\n" + files.as_document(str(e), office.doc)
        ui.message(w("ext-menu"), text)
        return {"message": text}

    wrapped.__name__ = action.__name__
    wrapped.__doc__ = action.__doc__
    return wrapped


def _lang(ui):
    """--lang for the pages, in Calc's own language where the command has it."""
    lang = getattr(ui, "lang", None)
    return ["--lang", lang] if lang else []


def _which_puzzle(doc):
    """The --puzzle of what the teacher points at: the selected range, else
    the active sheet (left out for a workbook in our layout, whose sheet A
    the command finds by itself)."""
    chosen = sheet.selected_range(doc)
    if chosen:
        return ["--puzzle", chosen[0]], chosen[1]
    name = sheet.active_sheet(doc).getName()
    sheets = doc.getSheets()
    layout = choices.layout()
    ours = sheets.hasByName(layout["givens_sheet"]) and sheets.hasByName(layout["info_sheet"])
    if ours and name in layout["input_sheets"]:
        return [], None
    if name.startswith(layout["printable_prefix"]):
        return [], None
    # The sheet by its name, in the form no number or cell can be mistaken
    # for: a sheet named "1" is that sheet, not the file's first puzzle.
    return ["--puzzle", sheet.sheet_selector(name)], None


@_guarded
def solve(office, ui):
    """Solve this puzzle: the solution workbook opens in a new window."""
    with files.work_folder() as folder:
        copy = sheet.saved_copy(office.doc, folder)
        which, _ = _which_puzzle(office.doc)
        out = os.path.join(folder, sheet.document_stem(office.doc) + "-solved.ods")
        code, objects, _ = runner.run(
            ["solve", copy, "-o", out, "--unique", "--time-limit", "60"] + which + _lang(ui)
        )
        result = next((o for o in objects if o["kind"] == "solve"), None)
        written = next((o for o in objects if o["kind"] == "written"), None)
        opened = None
        if written:
            opened = sheet.open_document(office.desktop, written["file"], office.doc)
        w = words_of(ui)
        if result is None:
            text = w("ext-solve-nothing")
        elif result["status"] == "no_solution" and result.get("dropped"):
            # The cells named as the sheet names them, on a line of their own.
            text = w("ext-solve-dropped") + "\n" + ", ".join(c["name"] for c in result["dropped"])
        elif result["status"] == "no_solution":
            text = w("ext-solve-no-solution")
        elif result.get("unique") == "not_unique":
            text = w("ext-solve-not-unique")
        else:
            # Solved (no dialog), or stopped: the command's words.
            text = result["headline"]
        if result is None or result["status"] != "solved" or code != 0:
            ui.message(w("ext-menu"), text)
        return {"result": result, "opened": opened, "file": written and written["file"], "message": text}


@_guarded
def check(office, ui):
    """Check my grid: the verdict in a dialog, clashing and wrong cells
    coloured in the open document (and the last check's colours removed)."""
    doc = office.doc
    unmarked = sheet.unmark(doc)
    with files.work_folder() as folder:
        copy = sheet.saved_copy(doc, folder)
        which, origin = _which_puzzle(doc)
        active = sheet.active_sheet(doc)
        code, objects, _ = runner.run(["check", copy] + which + _lang(ui))
        results = [o for o in objects if o["kind"] == "check"]
        w = words_of(ui)
        lines = [] if results else [w("ext-check-nothing")]
        marked = 0
        unplaced = []
        for r in results:
            # The command's lines, in the language given as --lang.
            lines.append("%s: %s" % (r["sheet"] or r["puzzle"], r["verdict_words"]))
            lines.append(r["filled_words"])
            lines.extend(r["details"])
            if not (r["clashes"] or r["wrong"]):
                continue
            target = active
            here = origin
            if here is None:
                # The sheet the command read the grid from, by its name.
                name = r.get("sheet_name")
                if name and doc.getSheets().hasByName(name):
                    target = doc.getSheets().getByName(name)
                here = sheet.find_grid(target, r["grid"])
            if here is None:
                unplaced.append(r["sheet"] or r["puzzle"])
                continue
            marked += sheet.mark(doc, target, here, r["clashes"], r["wrong"])
        if marked:
            follow.watch(doc)
            lines.append("")
            lines.append(w("ext-check-coloured"))
        if unplaced:
            lines.append("")
            lines.append(w("ext-check-not-found"))
            lines.extend(unplaced)
        text = "\n".join(lines)
        ui.message(w("ext-menu"), text)
        return {"results": results, "marked": marked, "unmarked": unmarked, "message": text}


@_guarded
def hint(office, ui, level):
    """Hint (level 1, 2 or 3) for the grid as it stands."""
    with files.work_folder() as folder:
        copy = sheet.saved_copy(office.doc, folder)
        which, _ = _which_puzzle(office.doc)
        _, objects, _ = runner.run(["hint", copy, "--level", str(level)] + which + _lang(ui))
        hints = [o for o in objects if o["kind"] == "hint"]
        w = words_of(ui)
        text = "\n".join(h["text"][:1].upper() + h["text"][1:] for h in hints)
        ui.message(w("ext-hint-title-%d" % level), text or w("ext-hint-nothing"))
        return {"hints": hints, "message": text}


@_guarded
def explain(office, ui):
    """Explain: every step of the solution, in a window to scroll."""
    with files.work_folder() as folder:
        copy = sheet.saved_copy(office.doc, folder)
        which, _ = _which_puzzle(office.doc)
        _, objects, _ = runner.run(["explain", copy] + which + _lang(ui))
        paths = [o for o in objects if o["kind"] == "explain"]
        parts = []
        for p in paths:
            parts.append("%s: %s" % (p["puzzle"], p["summary"]))
            parts.extend("%3d. %s" % (k + 1, s) for k, s in enumerate(p["steps"]))
            parts.append(p["end"])
            parts.append("")
        w = words_of(ui)
        text = "\n".join(parts).strip() or w("ext-explain-nothing")
        ui.show_text(w("ext-explain-title"), text)
        return {"paths": paths, "message": text}


@_guarded
def template(office, ui):
    """Template: a blank input workbook of a variant opens."""
    choice = ui.template_options()
    if not choice:
        return None
    with files.work_folder() as folder:
        out = os.path.join(folder, "sudoku-%s.ods" % choice["variant"])
        runner.run(
            ["template", "--variant", choice["variant"], "--size", str(choice["size"]), "-o", out]
            + (["--killer"] if choice.get("killer") else [])
            + _lang(ui)
        )
        opened = sheet.open_document(office.desktop, out, office.doc)
        return {"opened": opened, "file": out}


def worksheet_arguments(choice, out):
    """The generate command line of the New worksheet dialog's choices."""
    args = [
        "generate",
        "--variant", choice["variant"],
        "--size", str(choice["size"]),
        "--count", str(choice["count"]),
        "--per-page", str(choice["per_page"]),
        "--time-limit", str(choice.get("time_limit", 600)),
        "-o", out,
    ]
    # For a killer the symmetry is that of its cage layout (and givens).
    args += ["--symmetry", choice["symmetry"]]
    if choice.get("killer"):
        args += ["--killer"]
    # Without a title the command gives its own, in the pages' language.
    if choice.get("title"):
        args += ["--title", choice["title"]]
    if choice.get("difficulty") not in (None, "", choices.ANY_LEVEL):
        args += ["--difficulty", choice["difficulty"]]
    if int(choice.get("copies") or 0) > 1:
        args += ["--copies", str(choice["copies"])]
    if choice.get("lang"):
        args += ["--lang", choice["lang"]]
    return args


@_guarded
def new_worksheet(office, ui, choice=None):
    """New puzzle / New worksheet: generate with the dialog's choices,
    progress shown; Cancel keeps the puzzles finished so far, which are
    laid out as the worksheet. The worksheet opens when ready."""
    if choice is None:
        choice = ui.worksheet_options()
    if not choice:
        return None
    with files.work_folder() as folder:
        safe = re.sub(r"[^A-Za-z0-9_-]+", "-", choice["title"] or "worksheet").strip("-")
        out = os.path.join(folder, (safe or "worksheet") + ".ods")
        # With copies, the originals come as they are made and their copies
        # at the end: the bar counts the originals.
        copies = int(choice.get("copies") or 1)
        counted = "original" if copies > 1 else "puzzle"
        total = int(choice["count"])
        made = []

        def seen(obj):
            if obj["kind"] == counted:
                made.append(obj)
                ui.progress(len(made), total)

        job = runner.Streamed(worksheet_arguments(choice, out), seen)
        code = ui.run_with_progress(job, total)
        objects = job.objects
        written = next((o for o in objects if o["kind"] == "written"), None)
        if written is None and made and job.cancelled:
            listing = os.path.join(folder, "finished.txt")
            with open(listing, "w", encoding="utf-8") as f:
                for p in made:
                    f.write(p["line"] + "\n")
            # Cancelled: the finished puzzles (with copies, the finished
            # originals, copied now) become the worksheet.
            if copies > 1:
                args = ["generate", "--from", listing, "--copies", str(copies)]
            else:
                args = ["worksheet", listing]
            args += ["--per-page", str(choice["per_page"]), "-o", out]
            if choice["title"]:
                args += ["--title", choice["title"]]
            if choice.get("lang"):
                args += ["--lang", choice["lang"]]
            _, objects, _ = runner.run(args)
            written = next((o for o in objects if o["kind"] == "written"), None)
        if written is None:
            errors = [o.get("text") or o["message"] for o in job.objects if o["kind"] == "error"]
            w = words_of(ui)
            text = errors[-1] if errors else (job.stderr().strip() or w("ext-worksheet-nothing"))
            ui.message(w("ext-menu"), text)
            return {"message": text, "made": made, "code": code}
        out = _open_worksheet(office, ui, objects, written)
        out.update(made=made, cancelled=job.cancelled)
        return out


def _open_worksheet(office, ui, objects, written):
    """Opens the two files of a worksheet: the pupils' (no answers) and the
    teacher's with the answers, the key for marking. Both open, the
    teacher's first, and the teacher is told to save it: the folder is a
    temporary one."""
    teacher = _written(objects, "teacher")
    teacher_opened = None
    if teacher:
        teacher_opened = sheet.open_document(office.desktop, teacher["file"], office.doc)
    opened = sheet.open_document(office.desktop, written["file"], office.doc)
    if teacher:
        ui.message(words_of(ui)("ext-menu"), words_of(ui)("ext-worksheet-two-files"))
    # For the test suite's log only.
    note = "%d puzzles on the worksheet" % written["puzzles"]
    return {"opened": opened, "file": written["file"], "message": note,
            "teacher_opened": teacher_opened, "teacher_file": teacher and teacher["file"]}


@_guarded
def puzzle_copies(office, ui, choice=None):
    """Copies of this puzzle: the puzzle in front, in as many different
    disguises as asked (turned, mirrored, digits renamed where its rules
    allow), laid out as a worksheet, with the teacher's file beside it. A
    puzzle without exactly one solution is refused with what to change."""
    if choice is None:
        choice = ui.copies_options()
    if not choice:
        return None
    with files.work_folder() as folder:
        copy = sheet.saved_copy(office.doc, folder)
        which, _ = _which_puzzle(office.doc)
        out = os.path.join(folder, sheet.document_stem(office.doc) + "-copies.ods")
        _, objects, _ = runner.run(
            ["generate", "--from", copy, "--copies", str(choice["copies"]),
             "--per-page", str(choice["per_page"]), "-o", out] + which + _lang(ui)
        )
        written = _written(objects, "worksheet")
        if written is None:
            text = words_of(ui)("ext-worksheet-nothing")
            ui.message(words_of(ui)("ext-menu"), text)
            return {"message": text}
        out = _open_worksheet(office, ui, objects, written)
        # Fewer different copies than asked: the command's note says so.
        notes = [o["message"] for o in objects if o["kind"] == "note"]
        if notes:
            ui.message(words_of(ui)("ext-menu"), "\n".join(notes))
        out["notes"] = notes
        return out


def _teacher_key(doc, folder):
    """A copy of `doc` to mark against, when it is a workbook sheetdoku wrote
    for the teacher (its hidden Key sheet holds the answers); else None."""
    layout = choices.layout()
    try:
        sheets = doc.getSheets()
        if not sheets.hasByName(layout["key_sheet"]):
            return None
        key = sheets.getByName(layout["key_sheet"])
        if key.getCellByPosition(0, 0).getString() != layout["key_marker"]:
            return None
        # The first grid's answer, empty in a pupils' file.
        answer = key.getCellByPosition(layout["key_answer_column"], layout["key_first_row"])
        if not answer.getString().strip():
            return None
    except Exception:
        return None
    return sheet.saved_copy(doc, folder)


def _written(objects, what):
    """The command's "written" line for `what` ("worksheet", "teacher")."""
    return next((o for o in objects if o["kind"] == "written" and o.get("what") == what), None)


@_guarded
def mark_files(office, ui, chosen=None):
    """Mark returned files: the workbooks chosen in an Open dialog (several
    at once) are marked; the marks are saved beside the teacher's file and
    open."""
    if chosen is None:
        chosen = ui.choose_files(files.folder_of(office.doc))
    if not chosen:
        return None
    return _mark(office, ui, list(chosen))


@_guarded
def mark_folder(office, ui, folder=None):
    """Mark a folder: every workbook in the chosen folder (the teacher's own
    file and earlier marks left out) is marked, as Mark returned files
    does."""
    if folder is None:
        folder = ui.choose_folder(files.folder_of(office.doc))
    if not folder:
        return None
    chosen = files.returned_in(
        folder, skip=[files.path_of(office.doc)], marks_stem=_marks_stem(office.doc, ui)
    )
    if not chosen:
        w = words_of(ui)
        text = w("ext-mark-folder-empty") + "\n" + folder
        ui.message(w("ext-menu"), text)
        return {"rows": [], "opened": None, "file": None, "message": text}
    return _mark(office, ui, chosen)


def _marks_stem(doc, ui):
    """The marks workbook's name without its ending: the teacher's file's
    name and the word for marks ("week-3-marks")."""
    word = words_of(ui)("ext-marks-file")
    if not files.path_of(doc):
        return word
    return "%s-%s" % (sheet.document_stem(doc), word)


def _mark(office, ui, chosen):
    """Marks the files `chosen`: the teacher's open workbook is the key when
    it holds the answers; the marks workbook is saved beside it (else
    beside the first file marked), under a name no file has, and opens."""
    w = words_of(ui)
    where = files.folder_of(office.doc) or os.path.dirname(os.path.abspath(chosen[0]))
    if not os.access(where, os.W_OK):
        where = os.path.dirname(os.path.abspath(chosen[0]))
    out = files.free_path(where, _marks_stem(office.doc, ui), ".ods")
    with files.work_folder() as folder:
        # The teacher's own file, open in Calc, is the key: the pupils'
        # grids are found by its givens and marked against its answers, so
        # that nothing in a pupil's file (hidden sheets included) changes a
        # mark.
        key = _teacher_key(office.doc, folder)
        with_key = ["--key", key] if key else []
        _, objects, stderr = runner.run(
            ["check"] + with_key + chosen + ["-o", out] + _lang(ui)
        )
    rows = [o for o in objects if o["kind"] == "mark"]
    marks = next((o for o in objects if o["kind"] == "marks"), None)
    written = _written(objects, "marks")
    opened = sheet.open_saved(office.desktop, out, office.doc) if written else None
    not_marked = [r for r in rows if r["verdict"] == "not_marked"]
    # The command's summary, in the language given as --lang, and where
    # the marks are kept.
    text = marks["summary"] if marks else ""
    if not_marked:
        text += "\n\n" + w("ext-mark-see-note")
    if written:
        text += "\n\n" + w("ext-mark-saved") + "\n" + out
    ui.message(w("ext-menu"), text if written else (stderr.strip() or text))
    return {"rows": rows, "opened": opened, "file": out if written else None, "message": text}


def guide(office, ui):
    """Help: what each entry of the menu does, and the order of a
    teacher's work (make, save the answers, mark)."""
    w = words_of(ui)
    text = w("ext-help")
    ui.show_text(w("ext-help-title"), text)
    return {"message": text}
