"""The dialogs a teacher sees, built with the UNO toolkit (no Basic): a
message, a text to scroll, the Template and New worksheet choices, and the
progress of a long run with its Cancel button. Every title, label, button
and list item is a message of words.py, in Calc's language."""

import threading

import unohelper
from com.sun.star.awt import XActionListener

from . import choices, words

# Dialog units (roughly a quarter of a character's width).
ROW = 16
LABEL_W = 70
FIELD_W = 110


class _Press(unohelper.Base, XActionListener):
    def __init__(self, on_press):
        self.on_press = on_press

    def actionPerformed(self, event):
        self.on_press()

    def disposing(self, event):
        pass


class Form:
    """A dialog model with controls added row by row."""

    def __init__(self, ctx, title, width, height):
        self.ctx = ctx
        self.smgr = ctx.ServiceManager
        self.model = self.smgr.createInstanceWithContext(
            "com.sun.star.awt.UnoControlDialogModel", ctx
        )
        self.model.Title = title
        self.model.Width = width
        self.model.Height = height
        self.model.PositionX = 60
        self.model.PositionY = 40

    def add(self, kind, name, x, y, w, h, **values):
        m = self.model.createInstance("com.sun.star.awt.UnoControl%sModel" % kind)
        m.PositionX, m.PositionY, m.Width, m.Height = x, y, w, h
        for key, value in values.items():
            setattr(m, key, value)
        self.model.insertByName(name, m)
        return m

    def labelled(self, row, label, kind, name, **values):
        y = 8 + row * ROW
        self.add("FixedText", name + "Label", 8, y + 2, LABEL_W, 10, Label=label)
        return self.add(kind, name, 8 + LABEL_W, y, FIELD_W, 12, **values)

    def choice(self, row, label, name, values, shown, selected):
        """A drop-down list of `values` (as the command spells them) shown
        as `shown` (the teacher's words), `selected` chosen."""
        return self.labelled(
            row, label, "ListBox", name, StringItemList=tuple(shown),
            SelectedItems=(values.index(selected),), Dropdown=True,
        )

    def button(self, name, label, x, y, kind=0, w=60):
        return self.add("Button", name, x, y, w, 14, Label=label, PushButtonType=kind)

    def create(self):
        dialog = self.smgr.createInstanceWithContext("com.sun.star.awt.UnoControlDialog", self.ctx)
        dialog.setModel(self.model)
        toolkit = self.smgr.createInstanceWithContext("com.sun.star.awt.Toolkit", self.ctx)
        parent = calc_window(self.ctx)
        dialog.createPeer(toolkit, parent)
        centre(dialog, parent)
        return dialog


def calc_window(ctx):
    """Calc's window in front, or None (no window: headless)."""
    desktop = ctx.ServiceManager.createInstanceWithContext("com.sun.star.frame.Desktop", ctx)
    frame = desktop.getCurrentFrame()
    return frame.getContainerWindow() if frame else None


def centre(dialog, parent):
    """Moves `dialog` to the middle of Calc's window `parent`."""
    if parent is None:
        return
    outer = parent.getPosSize()
    inner = dialog.getPosSize()
    from com.sun.star.awt.PosSize import POS

    dialog.setPosSize(
        outer.X + max(0, (outer.Width - inner.Width) // 2),
        outer.Y + max(0, (outer.Height - inner.Height) // 2),
        0, 0, POS,
    )


def _selected(model, items):
    picked = model.SelectedItems
    return items[picked[0]] if picked else items[0]


def variant_names(w):
    return [w("ext-variant-" + v) for v in choices.variants()]


def level_names(w):
    return [w("ext-level-any" if d == choices.ANY_LEVEL else "level-" + d)
            for d in choices.difficulties()]


def symmetry_names(w):
    return [w("ext-symmetry-" + s) for s in choices.symmetries()]


def worksheet_form(ctx, w):
    """The New worksheet dialog in the words `w` (words.Words), as a model
    (the pictures in the README show it)."""
    form = Form(ctx, w("ext-worksheet-title"), 8 + LABEL_W + FIELD_W + 8, 8 + 9 * ROW + 24)
    # Rows 0-7 the choices, row 8 the killer box, then the buttons.
    form.choice(0, w("ext-label-variant"), "variant", choices.variants(), variant_names(w), "standard")
    form.choice(1, w("ext-label-size"), "size", choices.sizes(), choices.sizes(), "9")
    form.choice(2, w("ext-label-difficulty"), "difficulty", choices.difficulties(), level_names(w),
                "any")
    form.labelled(3, w("ext-label-count"), "NumericField", "count", Value=4, ValueMin=1,
                  ValueMax=200, DecimalAccuracy=0, Spin=True)
    form.choice(4, w("ext-label-per-page"), "per_page", choices.per_page(), choices.per_page(), "4")
    form.labelled(5, w("ext-label-copies"), "NumericField", "copies", Value=1, ValueMin=1,
                  ValueMax=40, DecimalAccuracy=0, Spin=True)
    # Empty: the command writes its own title, in the pages' language.
    form.labelled(6, w("ext-label-title"), "Edit", "title", Text="")
    form.choice(7, w("ext-label-symmetry"), "symmetry", choices.symmetries(), symmetry_names(w),
                "none")
    form.add("CheckBox", "killer", 8 + LABEL_W, 8 + 8 * ROW, FIELD_W, 12,
             Label=w("ext-label-killer"), State=0)
    y = 8 + 9 * ROW
    width = form.model.Width
    form.button("ok", w("ext-button-make"), width - 8 - 90 - 4 - 60, y, kind=1, w=90)
    form.button("cancel", w("ext-button-cancel"), width - 8 - 60, y, kind=2)
    return form


def template_form(ctx, w):
    """The Template dialog in the words `w`, as a model."""
    form = Form(ctx, w("ext-template-title"), 8 + LABEL_W + FIELD_W + 8, 8 + 3 * ROW + 24)
    form.choice(0, w("ext-label-variant"), "variant", choices.variants(), variant_names(w), "standard")
    form.choice(1, w("ext-label-size"), "size", choices.sizes(), choices.sizes(), "9")
    form.add("CheckBox", "killer", 8 + LABEL_W, 8 + 2 * ROW, FIELD_W, 12,
             Label=w("ext-label-killer"), State=0)
    width = form.model.Width
    form.button("ok", w("ext-button-open"), width - 8 - 60 - 4 - 90, 8 + 3 * ROW, kind=1, w=90)
    form.button("cancel", w("ext-button-cancel"), width - 8 - 60, 8 + 3 * ROW, kind=2)
    return form


def copies_form(ctx, w):
    """The Copies of this puzzle dialog in the words `w`, as a model."""
    form = Form(ctx, w("ext-copies-title"), 8 + LABEL_W + FIELD_W + 8, 8 + 2 * ROW + 24)
    form.labelled(0, w("ext-label-copies"), "NumericField", "copies", Value=4, ValueMin=2,
                  ValueMax=40, DecimalAccuracy=0, Spin=True)
    form.choice(1, w("ext-label-per-page"), "per_page", choices.per_page(), choices.per_page(), "4")
    width = form.model.Width
    form.button("ok", w("ext-button-make"), width - 8 - 60 - 4 - 90, 8 + 2 * ROW, kind=1, w=90)
    form.button("cancel", w("ext-button-cancel"), width - 8 - 60, 8 + 2 * ROW, kind=2)
    return form


def progress_form(ctx, w, total):
    """The progress dialog of making `total` puzzles, in the words `w`."""
    form = Form(ctx, w("ext-progress-title"), 220, 58)
    form.add("FixedText", "what", 8, 8, 150, 10, Label=w("ext-progress-made"))
    # The count beside the words: "3 / 10".
    form.add("FixedText", "count", 160, 8, 52, 10, Label="0 / %d" % total, Align=2)
    form.add("ProgressBar", "bar", 8, 20, 204, 10, ProgressValueMin=0,
             ProgressValueMax=max(1, total), ProgressValue=0)
    form.button("cancel", w("ext-button-cancel"), 220 - 8 - 60, 38)
    return form


def worksheet_choice(model):
    """The choices of a filled-in New worksheet dialog."""
    get = model.getByName
    return {
        "variant": _selected(get("variant"), choices.variants()),
        "size": int(_selected(get("size"), choices.sizes())),
        "difficulty": _selected(get("difficulty"), choices.difficulties()),
        "count": int(get("count").Value),
        "per_page": int(_selected(get("per_page"), choices.per_page())),
        "copies": int(get("copies").Value),
        "title": get("title").Text,
        "symmetry": _selected(get("symmetry"), choices.symmetries()),
        "killer": get("killer").State == 1,
    }


class Dialogs:
    """The real dialogs, shown in Calc's window."""

    def __init__(self, ctx, lang=None):
        self.ctx = ctx
        self.lang = lang
        self.words = words.Words(lang)
        self._progress = None

    def message(self, title, text):
        toolkit = self.ctx.ServiceManager.createInstanceWithContext(
            "com.sun.star.awt.Toolkit", self.ctx
        )
        desktop = self.ctx.ServiceManager.createInstanceWithContext(
            "com.sun.star.frame.Desktop", self.ctx
        )
        frame = desktop.getCurrentFrame()
        parent = frame.getContainerWindow() if frame else None
        from com.sun.star.awt.MessageBoxType import INFOBOX

        box = toolkit.createMessageBox(parent, INFOBOX, 1, title, text)
        box.execute()
        box.dispose()

    def show_text(self, title, text):
        form = Form(self.ctx, title, 300, 220)
        form.add("Edit", "text", 6, 6, 288, 186, Text=text, MultiLine=True, ReadOnly=True,
                 VScroll=True, HScroll=False)
        form.button("close", self.words("ext-button-close"), 300 - 6 - 60, 198, kind=1)
        dialog = form.create()
        dialog.execute()
        dialog.dispose()

    def template_options(self):
        form = template_form(self.ctx, self.words)
        dialog = form.create()
        ok = dialog.execute() == 1
        choice = {
            "variant": _selected(form.model.getByName("variant"), choices.variants()),
            "size": int(_selected(form.model.getByName("size"), choices.sizes())),
            "killer": form.model.getByName("killer").State == 1,
        }
        dialog.dispose()
        return choice if ok else None

    def worksheet_options(self):
        form = worksheet_form(self.ctx, self.words)
        dialog = form.create()
        ok = dialog.execute() == 1
        choice = worksheet_choice(form.model)
        dialog.dispose()
        if ok and self.lang:
            choice["lang"] = self.lang
        return choice if ok else None

    def copies_options(self):
        form = copies_form(self.ctx, self.words)
        dialog = form.create()
        ok = dialog.execute() == 1
        choice = {
            "copies": int(form.model.getByName("copies").Value),
            "per_page": int(_selected(form.model.getByName("per_page"), choices.per_page())),
        }
        dialog.dispose()
        return choice if ok else None

    def choose_files(self, start=None):
        """The returned workbooks, several at once, chosen in an Open
        dialog that starts in `start` (the folder of the teacher's file)."""
        import uno

        picker = self.ctx.ServiceManager.createInstanceWithContext(
            "com.sun.star.ui.dialogs.FilePicker", self.ctx
        )
        picker.initialize(
            (uno.getConstantByName("com.sun.star.ui.dialogs.TemplateDescription.FILEOPEN_SIMPLE"),)
        )
        picker.setMultiSelectionMode(True)
        picker.setTitle(self.words("ext-files-title"))
        picker.appendFilter(self.words("ext-files-filter"), "*.ods;*.xlsx")
        if start:
            picker.setDisplayDirectory(uno.systemPathToFileUrl(start))
        if picker.execute() != 1:
            return []
        return [uno.fileUrlToSystemPath(u) for u in picker.getSelectedFiles()]

    def choose_folder(self, start=None):
        """A folder of returned workbooks, chosen in a folder dialog that
        starts in `start`; None when cancelled."""
        import uno

        picker = self.ctx.ServiceManager.createInstanceWithContext(
            "com.sun.star.ui.dialogs.FolderPicker", self.ctx
        )
        picker.setTitle(self.words("ext-folder-title"))
        if start:
            picker.setDisplayDirectory(uno.systemPathToFileUrl(start))
        if picker.execute() != 1:
            return None
        return uno.fileUrlToSystemPath(picker.getDirectory())

    def run_with_progress(self, job, total):
        """Shows the progress of `job` with a Cancel button (Cancel keeps
        the puzzles finished) until it ends; its exit code."""
        form = progress_form(self.ctx, self.words, total)
        dialog = form.create()
        what = form.model.getByName("what")
        count = form.model.getByName("count")
        bar = form.model.getByName("bar")

        def cancel():
            what.Label = self.words("ext-progress-cancelling")
            job.cancel()

        dialog.getControl("cancel").addActionListener(_Press(cancel))
        self._progress = (bar, count, total)
        result = {}
        closed = threading.Event()

        def work():
            result["code"] = job.wait()
            # The dialog may not be showing yet: close it until it is closed.
            while not closed.is_set():
                dialog.endExecute()
                closed.wait(0.1)

        worker = threading.Thread(target=work, daemon=True)
        worker.start()
        dialog.execute()
        closed.set()
        worker.join()
        dialog.dispose()
        self._progress = None
        return result.get("code")

    def progress(self, done, total):
        if self._progress:
            bar, count, _ = self._progress
            bar.ProgressValue = done
            count.Label = "%d / %d" % (done, total)
