"""The entries of Calc's Sudoku menu and toolbar (Addons.xcu names them as
vnd.sun.star.script:sheetdoku.oxt|python|sheetdoku_menu.py$NAME). Each one
hands the document in front to sheetdoku_calc.actions with the real
dialogs."""

from sheetdoku_calc import actions, dialogs, sheet


def _run(action, *args):
    office = actions.Office.from_script_context(XSCRIPTCONTEXT)  # noqa: F821
    lang = sheet.page_language(sheet.ui_language(office.ctx))
    ui = dialogs.Dialogs(office.ctx, lang=lang)
    action(office, ui, *args)


def solve(*_args):
    """Solve this puzzle."""
    _run(actions.solve)


def check(*_args):
    """Check my grid."""
    _run(actions.check)


def hint1(*_args):
    """Hint: which technique, and where to look."""
    _run(actions.hint, 1)


def hint2(*_args):
    """Hint: also the cells involved."""
    _run(actions.hint, 2)


def hint3(*_args):
    """Hint: the whole deduction."""
    _run(actions.hint, 3)


def explain(*_args):
    """Explain the whole solving path."""
    _run(actions.explain)


def new_worksheet(*_args):
    """New puzzles and worksheet."""
    _run(actions.new_worksheet)


def puzzle_copies(*_args):
    """Copies of this puzzle."""
    _run(actions.puzzle_copies)


def mark_files(*_args):
    """Mark returned files."""
    _run(actions.mark_files)


def mark_folder(*_args):
    """Mark a folder of returned files."""
    _run(actions.mark_folder)


def template(*_args):
    """A blank template."""
    _run(actions.template)


def guide(*_args):
    """What each entry does."""
    _run(actions.guide)


g_exportedScripts = (
    solve,
    check,
    hint1,
    hint2,
    hint3,
    explain,
    new_worksheet,
    puzzle_copies,
    mark_files,
    mark_folder,
    template,
    guide,
)
