"""The Sudoku extension in the real LibreOffice: installs the built .oxt into
a fresh user profile with unopkg, starts soffice headless, and drives each
menu entry's code through UNO on real documents, asserting what the teacher
would see (the opened workbook, the coloured cells, the dialog's text, the
files written). Then Calc's user-interface language is set to Slovak in the
profile and the office restarted: the menu titles, the dialogs' words and
the check verdict come in Slovak. Run by tests/libreoffice/extension.rs:

    python3 extension_driver.py OXT WORKDIR REPO

Prints one "ok NAME" line per scenario; exits 1 at the first failure.
Needs Python with the `uno` module (Debian: python3-uno) and soffice.
"""

import glob
import hashlib
import os
import shutil
import subprocess
import sys
import tempfile
import xml.dom.minidom

import uno

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import uno_office  # noqa: E402

OXT, WORK, REPO = sys.argv[1:4]
PROFILE = os.path.join(WORK, "profile")
HOME = os.path.join(WORK, "home")
PIPE = "sheetdoku_ext_%d" % os.getpid()


def fail(text):
    print("FAILED: " + text, flush=True)
    raise SystemExit(1)


def expect(cond, text):
    if not cond:
        fail(text)


def env():
    e = dict(os.environ)
    e["HOME"] = HOME
    return e


def install():
    """`unopkg add` into a fresh profile. unopkg refuses to run as root
    without --shared (which would install for every user of the machine),
    so as root it runs as the user nobody, in a folder nobody may write (and
    enter: unopkg's script changes back to its starting folder, so that
    cannot be the checkout, which may sit in a folder only root can enter)."""
    as_user = []
    oxt = OXT
    if hasattr(os, "geteuid") and os.geteuid() == 0:
        os.chmod(WORK, 0o777)
        os.chmod(os.path.dirname(os.path.abspath(WORK)), 0o755)
        oxt = os.path.join(WORK, "sheetdoku.oxt")
        shutil.copy(OXT, oxt)
        os.chmod(oxt, 0o644)
        as_user = ["setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"]
    profile = "-env:UserInstallation=" + uno.systemPathToFileUrl(PROFILE)
    home = os.path.join(WORK, "unopkg-home")
    proc = subprocess.run(
        as_user + ["env", "HOME=" + home, "unopkg", "add", "-v", "-s", oxt, profile],
        capture_output=True, text=True, timeout=300, cwd=WORK,
    )
    if proc.returncode != 0:
        cannot = _adds_no_extension(as_user, home)
        expect(cannot, "unopkg add: %s %s" % (proc.stdout, proc.stderr))
        _run_unpacked(profile, cannot)
        return
    listed = subprocess.run(
        as_user + ["env", "HOME=" + home, "unopkg", "list", profile],
        capture_output=True, text=True, timeout=300, cwd=WORK,
    )
    expect("org.sheetdoku.calc" in listed.stdout, "unopkg list: " + listed.stdout)
    # The office's first start with a new extension takes it in and
    # restarts: let it do that alone.
    os.makedirs(HOME, exist_ok=True)
    subprocess.run(["soffice", "--headless", "--terminate_after_init", profile],
                   env=env(), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, timeout=300)
    print("ok install (unopkg add into a fresh profile%s)"
          % (" as the user nobody" if as_user else ""), flush=True)


def start_office():
    """soffice headless on a pipe of its own, with the profile the
    extension was added to."""
    STARTS[0] += 1
    try:
        return uno_office.start(PROFILE, HOME, "%s_%d" % (PIPE, STARTS[0]))
    except RuntimeError as e:
        fail(str(e))


STARTS = [0]


def digest(path):
    with open(path, "rb") as f:
        return hashlib.sha256(f.read()).hexdigest()


class Recorder:
    """The dialogs, answered by the test: what was shown is kept."""

    def __init__(self, template=None, worksheet=None, files=None, cancel_after=None, lang=None,
                 folder=None, copies=None):
        self.lang = lang
        self.copies = copies
        self.shown = []
        self.template = template
        self.worksheet = worksheet
        self.files = files
        self.folder = folder
        self.started_in = []
        self.cancel_after = cancel_after
        self.progressed = []
        self.job = None

    def message(self, title, text):
        self.shown.append((title, text))

    def show_text(self, title, text):
        self.shown.append((title, text))

    def template_options(self):
        return self.template

    def worksheet_options(self):
        return self.worksheet

    def copies_options(self):
        return self.copies

    def choose_files(self, start=None):
        self.started_in.append(start)
        return self.files

    def choose_folder(self, start=None):
        self.started_in.append(start)
        return self.folder

    def run_with_progress(self, job, total):
        self.job = job
        return job.wait()

    def progress(self, done, total):
        self.progressed.append((done, total))
        if self.cancel_after is not None and done >= self.cancel_after:
            self.job.cancel()


# Set when this LibreOffice cannot add extensions at all: the menu's code
# then runs from the .oxt's files instead of an installed copy.
UNPACKED = []


def _adds_no_extension(as_user, home):
    """Whether this LibreOffice refuses every extension: a probe holding
    one menu entry (an Addons.xcu of one node) is added as ours was. The
    first error line when refused, else None (then ours is at fault)."""
    probe = os.path.join(WORK, "probe")
    os.makedirs(os.path.join(probe, "META-INF"), exist_ok=True)
    with open(os.path.join(probe, "META-INF", "manifest.xml"), "w") as f:
        f.write('<?xml version="1.0" encoding="UTF-8"?>\n'
                '<manifest:manifest xmlns:manifest="http://openoffice.org/2001/manifest">'
                '<manifest:file-entry manifest:full-path="Addons.xcu" '
                'manifest:media-type="application/vnd.sun.star.configuration-data"/>'
                '</manifest:manifest>\n')
    with open(os.path.join(probe, "description.xml"), "w") as f:
        f.write('<?xml version="1.0" encoding="UTF-8"?>\n'
                '<description xmlns="http://openoffice.org/extensions/description/2006">'
                '<identifier value="org.sheetdoku.probe"/><version value="1"/></description>\n')
    with open(os.path.join(probe, "Addons.xcu"), "w") as f:
        f.write('<?xml version="1.0" encoding="UTF-8"?>\n'
                '<oor:component-data xmlns:oor="http://openoffice.org/2001/registry" '
                'xmlns:xs="http://www.w3.org/2001/XMLSchema" oor:name="Addons" '
                'oor:package="org.openoffice.Office"><node oor:name="AddonUI">'
                '<node oor:name="OfficeMenuBar"><node oor:name="org.sheetdoku.probe" oor:op="replace">'
                '<prop oor:name="Title" oor:type="xs:string"><value>Probe</value></prop>'
                '</node></node></node></oor:component-data>\n')
    oxt = os.path.join(WORK, "probe.oxt")
    subprocess.run(["zip", "-qr", oxt, "."], cwd=probe, check=True)
    os.chmod(oxt, 0o644)
    profile = "-env:UserInstallation=" + uno.systemPathToFileUrl(os.path.join(WORK, "probe-profile"))
    proc = subprocess.run(
        as_user + ["env", "HOME=" + home, "unopkg", "add", "-s", oxt, profile],
        capture_output=True, text=True, timeout=300, cwd=WORK,
    )
    if proc.returncode == 0:
        return None
    errors = [l.strip() for l in (proc.stdout + proc.stderr).splitlines() if "ERROR" in l]
    return errors[0] if errors else "unopkg exit code %d" % proc.returncode


def _run_unpacked(profile, why):
    """The .oxt unpacked into WORK/unpacked (unzip keeps the program's
    execute bit), its Python code on the path; the profile made by a first
    start."""
    root = os.path.join(WORK, "unpacked")
    subprocess.run(["unzip", "-q", "-o", OXT, "-d", root], check=True)
    sys.path.insert(0, os.path.join(root, "python", "pythonpath"))
    UNPACKED.append(root)
    os.makedirs(HOME, exist_ok=True)
    subprocess.run(["soffice", "--headless", "--terminate_after_init", profile],
                   env=env(), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, timeout=300)
    print("skipped install: this LibreOffice adds no extension, not even a probe of one menu "
          "entry (%s); the menu's code runs from the .oxt's files" % why, flush=True)


def main():
    os.makedirs(WORK, exist_ok=True)
    install()
    in_office(scenarios)
    ui_language_slovak()
    in_office(slovak_scenarios)


def in_office(run):
    """Runs `run(ctx)` in an office started for it, stopped after."""
    proc, ctx = start_office()
    try:
        run(ctx)
    finally:
        uno_office.stop(proc, ctx)


def ui_language_slovak():
    """Sets Calc's user-interface language to Slovak in the profile, as
    Tools > Options > Language Settings does. A LibreOffice without the
    Slovak language pack would fall back to English, so there the profile
    also lists Slovak among the installed languages (the office then runs
    in Slovak, its own words falling back to English)."""
    items = ['<item oor:path="/org.openoffice.Office.Linguistic/General">'
             '<prop oor:name="UILocale" oor:op="fuse"><value>sk</value></prop></item>']
    packs = glob.glob("/usr/lib/libreoffice/share/registry/res/registry_sk.xcd") + \
        glob.glob("/usr/lib/libreoffice/share/registry/Langpack-sk.xcd")
    if not packs:
        items.append('<item oor:path="/org.openoffice.Setup/Office/InstalledLocales">'
                     '<node oor:name="sk" oor:op="fuse"><prop oor:name="Origin" oor:op="fuse">'
                     '<value></value></prop></node></item>')
    path = os.path.join(PROFILE, "user", "registrymodifications.xcu")
    with open(path, encoding="utf-8") as f:
        text = f.read()
    expect("</oor:items>" in text, "no registrymodifications.xcu in the profile")
    text = text.replace("</oor:items>", "\n".join(items) + "\n</oor:items>")
    with open(path, "w", encoding="utf-8") as f:
        f.write(text)
    print("ok ui language: Slovak set in the profile%s"
          % ("" if packs else " (no Slovak language pack: listed as installed)"), flush=True)


def load(desktop, path, hidden=True):
    from sheetdoku_calc.sheet import props
    doc = desktop.loadComponentFromURL(
        uno.systemPathToFileUrl(path), "_blank", 0, props(Hidden=hidden))
    expect(doc is not None, "could not open " + path)
    return doc


def sheet_names(doc):
    return list(doc.getSheets().getElementNames())


def scenarios(ctx):
    smgr = ctx.ServiceManager
    desktop = smgr.createInstanceWithContext("com.sun.star.frame.Desktop", ctx)
    if UNPACKED:
        root = UNPACKED[0]
    else:
        pip = ctx.getValueByName("/singletons/com.sun.star.deployment.PackageInformationProvider")
        location = pip.getPackageLocation("org.sheetdoku.calc")
        expect(location, "the installed extension has no location")
        root = uno.fileUrlToSystemPath(location)
        # The installed copy of the extension's code is what runs below.
        sys.path.insert(0, os.path.join(root, "python", "pythonpath"))
    from sheetdoku_calc import actions, runner, sheet

    bundled = runner.find_command()
    expect(bundled.startswith(root), "the command used is not the bundled one: " + bundled)
    print("ok bundled command found: " + os.path.relpath(bundled, root), flush=True)

    # The menu: every Addons.xcu entry resolves to a script of the
    # installed extension.
    dom = xml.dom.minidom.parse(os.path.join(root, "Addons.xcu"))
    urls = sorted({v.firstChild.data for p in dom.getElementsByTagName("prop")
                   if p.getAttribute("oor:name") == "URL"
                   for v in p.getElementsByTagName("value")})
    expect(len(urls) == 12, "the menu has %d entries, not 12" % len(urls))
    if not UNPACKED:
        factory = smgr.createInstanceWithContext(
            "com.sun.star.script.provider.MasterScriptProviderFactory", ctx)
        provider = factory.createScriptProvider("")
        for url in urls:
            provider.getScript(url)
        cfg = smgr.createInstanceWithContext(
            "com.sun.star.configuration.ConfigurationProvider", ctx)
        menu = cfg.createInstanceWithArguments(
            "com.sun.star.configuration.ConfigurationAccess",
            sheet.props(nodepath="/org.openoffice.Office.Addons/AddonUI/OfficeMenuBar"))
        expect(menu.hasByName("org.sheetdoku.calc.menu"), "the Sudoku menu is not in Calc's add-on menus")
        titles = [menu.getByName("org.sheetdoku.calc.menu").Submenu.getByName(n).Title
                  for n in menu.getByName("org.sheetdoku.calc.menu").Submenu.getElementNames()]
        expect("Solve this puzzle" in titles and "Check my grid" in titles, "menu titles: %s" % titles)
    # English is the default: Calc's language is English here.
    expect(sheet.page_language(sheet.ui_language(ctx)) == "en",
           "Calc's language: %s" % sheet.ui_language(ctx))
    from sheetdoku_calc import words
    W = words.Words(None)
    if UNPACKED:
        print("ok menu: %d entries (not installed: not resolved)" % len(urls), flush=True)
    else:
        print("ok menu: %d entries, each resolves to a script (%s)"
              % (len(urls), ", ".join(sorted(titles))), flush=True)

    # Solve this puzzle, through the menu's own script address: the
    # teacher's file and document stay as they were, the solution opens.
    teacher = os.path.join(WORK, "windoku-x.ods")
    shutil.copy(os.path.join(REPO, "samples", "windoku-x.ods"), teacher)
    before = digest(teacher)
    doc = load(desktop, teacher)
    a_sheet = doc.getSheets().getByName("A")
    doc.getCurrentController().setActiveSheet(a_sheet)
    # The document is hidden (this LibreOffice has no screen): make it the
    # one in front, as a click on its window would.
    doc.getCurrentController().getFrame().activate()
    expect(desktop.getCurrentComponent() == doc, "the teacher's document is not in front")
    if not UNPACKED:
        count_before = len(list(iter_components(desktop)))
        solve_url = [u for u in urls if "$solve?" in u][0]
        provider.getScript(solve_url).invoke((), (), ())
        docs = list(iter_components(desktop))
        expect(len(docs) == count_before + 1, "Solve opened %d windows" % (len(docs) - count_before))
        solved = [d for d in docs if d.getURL() == "" and d.getSheets().hasByName("Solution")]
        expect(solved, "no untitled solution workbook opened")
        names = sheet_names(solved[0])
        expect(names[:2] == ["Solution", "Play"], "solution sheets: %s" % names)
        expect(not doc.isModified(), "Solve modified the teacher's document")
        expect(digest(teacher) == before, "Solve changed the teacher's file")
        # Closing the untitled solution asks to save it: it is marked changed.
        expect(solved[0].isModified(), "the solution workbook would close without asking")
        solved[0].close(True)
        print("ok solve via the menu's script: solution workbook opened untitled (%s), teacher's file unchanged" % ", ".join(names[:4]), flush=True)

    office = actions.Office(ctx, desktop, doc)
    # Solve with an unsaved edit: the copy holds what is on screen.
    ui = Recorder()
    first_empty = next((r, c) for r in range(9) for c in range(9)
                       if a_sheet.getCellByPosition(c, r).getString() == "")
    out = actions.solve(office, ui)
    res = out["result"]
    expect(res["status"] == "solved" and res["unique"] == "unique", "solve: %s" % res)
    expect(len(res["solution"]) == 81 and "." not in res["solution"], "solution line: %s" % res["solution"])
    digit = res["solution"][first_empty[0] * 9 + first_empty[1]]
    opened = out["opened"]
    grid_top = find_value_grid(opened.getSheets().getByName("Solution"), res["solution"])
    expect(grid_top is not None, "the Solution sheet does not show the solution the command reported")
    expect(ui.shown == [], "a solved puzzle needs no dialog, got %s" % ui.shown)
    expect(opened.isModified(), "the solution workbook would close without asking")
    opened.close(True)
    a_sheet.getCellByPosition(first_empty[1], first_empty[0]).setValue(int(digit) % 9 + 1)
    ui = Recorder()
    out = actions.solve(office, ui)
    res = out["result"]
    expect(res["status"] == "no_solution" or res["grid"][first_empty[0] * 9 + first_empty[1]] != ".",
           "the unsaved edit was not in the copy solved: %s" % res)
    expect(ui.shown and ui.shown[0][1].startswith(W("ext-solve-no-solution")),
           "dialog for a wrong given: %s" % ui.shown)
    if out["opened"]:
        out["opened"].close(True)
    expect(digest(teacher) == before, "Solve changed the teacher's file after an edit")
    print("ok solve of an unsaved edit: the dialog says %r; file on disk unchanged" % ui.shown[0][1].splitlines()[0], flush=True)
    doc.close(True)

    # Check my grid on a pupil's Play sheet: clash and wrong digit coloured,
    # colours gone at the next check.
    pupil = os.path.join(WORK, "pupil.ods")
    code = subprocess.run([runner.find_command(), "solve", teacher, "-o", pupil],
                          capture_output=True, text=True).returncode
    expect(code == 0 and os.path.exists(pupil), "sheetdoku solve wrote no pupil workbook")
    doc = load(desktop, pupil)
    office = actions.Office(ctx, desktop, doc)
    play = doc.getSheets().getByName("Play")
    doc.getCurrentController().setActiveSheet(play)
    solution_line = table_line(doc.getSheets().getByName("S"))
    expect("." not in solution_line, "sheet S holds no solution: %s" % solution_line)
    top = find_value_grid(play, table_line(doc.getSheets().getByName("A")))
    expect(top is not None, "the givens of sheet A are not on the Play sheet")
    r0, c0 = top
    play_at = top  # where the pupils of the class below type
    empties = [(r, c) for r in range(9) for c in range(9)
               if play.getCellByPosition(c0 + c, r0 + r).getString() == ""]
    # A digit that clashes with a given in its row, and one that is only wrong.
    (cr, cc) = empties[0]
    row_given = next(play.getCellByPosition(c0 + c, r0 + cr).getValue() for c in range(9)
                     if play.getCellByPosition(c0 + c, r0 + cr).getString() != "")
    clash_cell = play.getCellByPosition(c0 + cc, r0 + cr)
    original = clash_cell.CellBackColor
    clash_cell.setValue(row_given)
    ui = Recorder()
    out = actions.check(office, ui)
    text = ui.shown[0][1]
    expect("clash" in text and out.get("marked", 0) >= 2, "check dialog: %r, %s" % (text, out))
    expect(clash_cell.CellBackColor == sheet.CLASH_COLOUR, "the clashing cell is not coloured: %r %s %s" % (text, out["marked"], clash_cell.CellBackColor))
    print("ok check: dialog %r; %d cells coloured" % (text.splitlines()[0], out["marked"]), flush=True)
    clash_cell.setString("")
    # The pupil changed the clashing cell: its colour goes at once.
    expect(clash_cell.CellBackColor == original, "the changed cell kept its check colour")
    (wr, wc) = empties[1]
    right = int(solution_line[wr * 9 + wc], 36)
    wrong_cell = play.getCellByPosition(c0 + wc, r0 + wr)
    # A digit that clashes with nothing yet is not the solution's.
    peers = set()
    for k in range(9):
        peers.add(play.getCellByPosition(c0 + k, r0 + wr).getString())
        peers.add(play.getCellByPosition(c0 + wc, r0 + k).getString())
    wrong = next(d for d in range(1, 10) if d != right and str(d) not in peers
                 and not box_has(play, r0, c0, wr, wc, d))
    wrong_cell.setValue(wrong)
    ui = Recorder()
    out = actions.check(office, ui)
    text = ui.shown[0][1]
    # The clashing cell changed lost its colour already; its partner now.
    expect(out["unmarked"] >= 1, "the last check's colours were not removed")
    expect(clash_cell.CellBackColor == original, "the corrected cell kept its colour")
    expect("wrong digit" in text and wrong_cell.CellBackColor == sheet.WRONG_COLOUR,
           "wrong digit: %r" % text)
    print("ok check again: colours of the last check removed; %r" % text.splitlines()[0], flush=True)
    # Saved now (here a copy, as Save a Copy does), the file holds no check
    # colour and no record of them; the screen keeps them.
    saved = os.path.join(WORK, "pupil-saved-while-coloured.ods")
    doc.storeToURL(uno.systemPathToFileUrl(saved), sheet.props(FilterName="calc8"))
    expect(wrong_cell.CellBackColor == sheet.WRONG_COLOUR, "the colour left the screen on saving")
    copy = load(desktop, saved)
    copied = copy.getSheets().getByName("Play").getCellByPosition(c0 + wc, r0 + wr)
    expect(copied.CellBackColor == original and copied.getString() == str(wrong),
           "the saved file holds the check colour %x" % copied.CellBackColor)
    expect(not copy.getDocumentProperties().getUserDefinedProperties().getPropertySetInfo()
           .hasPropertyByName(sheet.MARKS_PROPERTY), "the saved file remembers the check")
    copy.close(True)
    print("ok check colours: gone from a changed cell, not saved in the file", flush=True)
    # The pupil corrects the digit: one right digit typed, so keep going.
    wrong_cell.setValue(right)
    ui = Recorder()
    out = actions.check(office, ui)
    expect(out["marked"] == 0 and wrong_cell.CellBackColor == original, "unmarking after a correction")
    expect("keep going" in ui.shown[0][1], "verdict after correcting: %r" % ui.shown[0][1])
    print("ok check after correcting: %r, nothing coloured" % ui.shown[0][1].splitlines()[0], flush=True)

    # Hints at the three levels and Explain, on the same Play sheet.
    hints = []
    for level in (1, 2, 3):
        ui = Recorder()
        actions.hint(office, ui, level)
        expect(len(ui.shown) == 1 and ui.shown[0][1], "hint %d showed %s" % (level, ui.shown))
        expect(ui.shown[0][0] == W("ext-hint-title-%d" % level), "hint title: %s" % ui.shown[0][0])
        hints.append(ui.shown[0][1])
    expect(hints[0].startswith("Look for"), "level 1 hint: %r" % hints[0])
    expect(len(set(hints)) == 3, "the three levels say the same: %s" % hints)
    print("ok hints: %s" % " | ".join(hints), flush=True)
    ui = Recorder()
    out = actions.explain(office, ui)
    text = ui.shown[0][1]
    path = out["paths"][0]
    expect("  1. " in text and len(path["steps"]) > 5, "explain: %r" % text[:300])
    expect(text.splitlines()[-1] == path["end"] and path["summary"] in text.splitlines()[0],
           "explain dialog: %r" % text[:300])
    print("ok explain: %d lines, ends %r" % (len(text.splitlines()), text.splitlines()[-1]), flush=True)
    doc.store()  # the pupil saves, to be marked below
    doc.close(True)
    # Template, New worksheet and Mark start from a blank Calc document.
    from sheetdoku_calc.sheet import props
    blank = desktop.loadComponentFromURL("private:factory/scalc", "_blank", 0, props(Hidden=True))
    office = actions.Office(ctx, desktop, blank)

    # Template.
    ui = Recorder(template={"variant": "x", "size": 9})
    out = actions.template(office, ui)
    t = out["opened"]
    expect(sheet_names(t)[:1] == ["A"] and "Info" in sheet_names(t), "template sheets: %s" % sheet_names(t))
    info = t.getSheets().getByName("Info")
    words = [info.getCellByPosition(c, r).getString() for r in range(6) for c in range(2)]
    expect("x" in words, "the template's Info sheet: %s" % words)
    names = sheet_names(t)
    t.close(True)
    print("ok template: %s, variant x on Info" % ", ".join(names), flush=True)
    # A killer template: the cages' sheet K beside A.
    ui = Recorder(template={"variant": "standard", "size": 6, "killer": True})
    t = actions.template(office, ui)["opened"]
    names = sheet_names(t)
    expect("K" in names, "killer template sheets: %s" % names)
    t.close(True)
    print("ok killer template: %s" % ", ".join(names), flush=True)

    # New worksheet: three puzzles, progress for each, the worksheet opens.
    choice = {"variant": "standard", "size": 9, "difficulty": "easy", "count": 3,
              "per_page": 2, "copies": 1, "title": "Class 3B", "symmetry": "rotate180",
              "lang": "sk"}
    ui = Recorder(worksheet=choice)
    out = actions.new_worksheet(office, ui)
    w = out["opened"]
    names = sheet_names(w)
    expect(names[0] == "Worksheet" and {"P1", "P2", "P3"} <= set(names), "worksheet sheets: %s" % names)
    expect([p for p, _ in ui.progressed] == [1, 2, 3], "progress: %s" % ui.progressed)
    page = w.getSheets().getByName("Worksheet")
    top = [page.getCellByPosition(c, r).getString() for r in range(3) for c in range(20)]
    expect("Class 3B" in top, "the title is not at the top of the page: %s" % [t for t in top if t])
    expect(any(t.startswith("Meno:") for t in top), "the page is not in Slovak: %s" % [t for t in top if t])
    expect(all(p["level"] == "easy" for p in out["made"]), "levels: %s" % [p["level"] for p in out["made"]])
    # The pupils' file has no answers; the teacher's opens beside it, with them.
    t = out["teacher_opened"]
    expect("Answers" not in names and "Answers" in sheet_names(t),
           "pupils' %s, teacher's %s" % (names, sheet_names(t)))
    expect(any("Answers" in m for _, m in ui.shown), "no word on the teacher's file: %s" % ui.shown)
    t.close(True)
    w.close(True)
    print("ok new worksheet: %s; progress %s" % (", ".join(names), ui.progressed), flush=True)
    # Cancel after two puzzles of many: the two are kept on the worksheet.
    choice = dict(choice, count=60, difficulty="any", title="Cancelled", lang=None)
    ui = Recorder(worksheet=choice, cancel_after=2)
    out = actions.new_worksheet(office, ui)
    expect(out.get("cancelled"), "not cancelled: %s" % out.get("message"))
    w = out["opened"]
    ps = [n for n in sheet_names(w) if n.startswith("P") and n[1:].isdigit()]
    expect(2 <= len(ps) < 60 and len(ps) == len(out["made"]), "kept %d sheets for %d made" % (len(ps), len(out["made"])))
    expect(out["teacher_opened"] is not None, "the teacher's file of the kept puzzles did not open")
    out["teacher_opened"].close(True)
    w.close(True)
    print("ok cancel: %s; %d puzzles kept" % (out["message"], len(ps)), flush=True)
    # Killers from the dialog's box: the pupils' pages hold cages.
    choice_k = dict(choice, variant="standard", size=6, count=2, copies=1, title="Killers",
                    killer=True, symmetry="rotate180")
    ui = Recorder(worksheet=choice_k)
    out = actions.new_worksheet(office, ui)
    w = out["opened"]
    expect(all(p["cages"] > 0 for p in out["made"]) and len(out["made"]) == 2,
           "killer worksheet: %s" % [(p["cages"], p["line"]) for p in out["made"]])
    out["teacher_opened"].close(True)
    w.close(True)
    print("ok killer worksheet: %d killers, %d cages in the first"
          % (len(out["made"]), out["made"][0]["cages"]), flush=True)
    # With two copies of each: the bar counts the originals as they come,
    # and Cancel keeps the finished originals with their copies.
    choice = dict(choice, count=40, copies=2, title="Versions")
    ui = Recorder(worksheet=choice, cancel_after=2)
    out = actions.new_worksheet(office, ui)
    expect(out.get("cancelled"), "not cancelled with copies: %s" % out.get("message"))
    expect(ui.progressed[:2] == [(1, 40), (2, 40)], "progress with copies: %s" % ui.progressed)
    w = out["opened"]
    ps = [n for n in sheet_names(w) if n.startswith("P") and n[1:].isdigit()]
    expect(len(ps) == 2 * len(out["made"]) and len(out["made"]) >= 2,
           "kept %d sheets for %d originals" % (len(ps), len(out["made"])))
    out["teacher_opened"].close(True)
    w.close(True)
    print("ok cancel with copies: %d originals kept, %d copies on the worksheet"
          % (len(out["made"]), len(ps)), flush=True)

    # Copies of this puzzle: the teacher's Windoku X in three disguises.
    doc = load(desktop, teacher)
    ui = Recorder(copies={"copies": 3, "per_page": 4})
    out = actions.puzzle_copies(actions.Office(ctx, desktop, doc), ui)
    w = out["opened"]
    ps = [n for n in sheet_names(w) if n.startswith("P") and n[1:].isdigit()]
    expect(len(ps) == 3 and out["teacher_opened"] is not None, "copies: %s" % sheet_names(w))
    out["teacher_opened"].close(True)
    w.close(True)
    doc.close(True)
    print("ok copies of this puzzle: %s" % ", ".join(ps), flush=True)

    # Mark returned files: the pupil's workbook and a file that is not ours.
    stranger = os.path.join(WORK, "notes.ods")
    shutil.copy(os.path.join(REPO, "samples", "mini-4x4.ods"), stranger)
    ui = Recorder(files=[pupil, stranger])
    out = actions.mark_files(office, ui)
    rows = out["rows"]
    verdicts = {os.path.basename(r["file"]): r["verdict"] for r in rows}
    expect(verdicts.get("pupil.ods") == "keep_going" and verdicts.get("notes.ods") == "not_marked",
           "marks: %s" % verdicts)
    m = out["opened"]
    expect(m is not None and os.path.exists(out["file"]), "no marks workbook opened")
    first = m.getSheets().getByIndex(0)
    table = [first.getCellByPosition(c, r).getString() for r in range(8) for c in range(9)]
    expect("pupil.ods" in " ".join(table), "the marks table: %s" % table)
    expect(ui.shown and ui.shown[0][1].startswith("2 files, 1 grid: 1 keep going; 1 file not marked")
           and W("ext-mark-see-note") in ui.shown[0][1], "dialog: %s" % ui.shown)
    m.close(True)
    print("ok mark files: %s; dialog %r" % (verdicts, ui.shown[0][1]), flush=True)
    # From the teacher's own file (answers in its Key): it is the key, so a
    # file of another puzzle is named as not a copy of it.
    answers = os.path.join(WORK, "teacher-solved.ods")
    code = subprocess.run([runner.find_command(), "solve", teacher, "-o", answers],
                          capture_output=True, text=True).returncode
    expect(code == 0 and os.path.exists(answers), "sheetdoku solve wrote no teacher's workbook")
    key_doc = load(desktop, answers)
    ui = Recorder(files=[pupil, stranger])
    out = actions.mark_files(actions.Office(ctx, desktop, key_doc), ui)
    verdicts = {os.path.basename(r["file"]): r for r in out["rows"]}
    expect(verdicts["pupil.ods"]["verdict"] == "keep_going"
           and "not a copy of this worksheet" in verdicts["notes.ods"].get("reason", ""),
           "marks against the teacher's file: %s" % out["rows"])
    first_marks = out["file"]
    expect(first_marks and os.path.dirname(first_marks) == WORK
           and os.path.basename(first_marks) == "teacher-solved-marks.ods",
           "the marks are not beside the teacher's file: %s" % first_marks)
    expect(ui.started_in == [WORK], "the Open dialog started in %s" % ui.started_in)
    expect(W("ext-mark-saved") in out["message"] and first_marks in out["message"],
           "the dialog does not say where the marks are: %r" % out["message"])
    if out["opened"]:
        expect(out["opened"].getURL() == uno.systemPathToFileUrl(first_marks),
               "the marks opened as %r, not as the saved file" % out["opened"].getURL())
        out["opened"].close(True)
    print("ok mark files against the open teacher's file", flush=True)

    # Mark a folder: a class of eight pupils' files (each typed a different
    # number of right digits; the last one a wrong digit too), a lock file
    # Calc left and the marks of before beside them.
    klass = os.path.join(WORK, "class-3b")
    os.makedirs(klass, exist_ok=True)
    names = []
    for k in range(8):
        d = load(desktop, pupil)
        play = d.getSheets().getByName("Play")
        r0, c0 = play_at
        empty = [(r, c) for r in range(9) for c in range(9)
                 if play.getCellByPosition(c0 + c, r0 + r).getString() == ""]
        for (r, c) in empty[:3 * k]:
            play.getCellByPosition(c0 + c, r0 + r).setValue(int(solution_line[r * 9 + c]))
        if k == 7:
            r, c = empty[-1]
            play.getCellByPosition(c0 + c, r0 + r).setValue(int(solution_line[r * 9 + c]) % 9 + 1)
        name = "pupil-%d.ods" % (k + 1)
        d.storeToURL(uno.systemPathToFileUrl(os.path.join(klass, name)), props(FilterName="calc8"))
        d.close(True)
        names.append(name)
    open(os.path.join(klass, ".~lock.pupil-1.ods#"), "w").close()
    shutil.copy(first_marks, os.path.join(klass, "teacher-solved-marks.ods"))
    temps_before = set(glob.glob(os.path.join(tempfile.gettempdir(), "sheetdoku-*")))
    ui = Recorder(folder=klass)
    out = actions.mark_folder(actions.Office(ctx, desktop, key_doc), ui)
    rows = {os.path.basename(r["file"]): r for r in out["rows"]}
    expect(sorted(rows) == names, "the folder's files marked: %s" % sorted(rows))
    expect(all(r["verdict"] != "not_marked" for r in rows.values()),
           "not marked: %s" % [r for r in rows.values() if r["verdict"] == "not_marked"])
    expect(rows["pupil-8.ods"]["verdict"] != rows["pupil-7.ods"]["verdict"],
           "the wrong digit of pupil 8 is not seen: %s" % rows["pupil-8.ods"])
    second = out["file"]
    expect(os.path.basename(second) == "teacher-solved-marks-2.ods" and os.path.exists(first_marks),
           "the class's marks %s replaced or beside %s" % (second, first_marks))
    expect(out["opened"] is not None and out["opened"].getURL() == uno.systemPathToFileUrl(second),
           "the class's marks did not open from %s" % second)
    table = out["opened"].getSheets().getByIndex(0)
    cells = " ".join(table.getCellByPosition(c, r).getString() for r in range(14) for c in range(6))
    expect(all(n in cells for n in names), "the marks table lacks pupils: %s" % cells)
    out["opened"].close(True)
    expect(set(glob.glob(os.path.join(tempfile.gettempdir(), "sheetdoku-*"))) == temps_before,
           "the marking left temporary folders behind")
    ui = Recorder(folder=os.path.join(WORK, "home"))
    out = actions.mark_folder(actions.Office(ctx, desktop, key_doc), ui)
    expect(ui.shown and ui.shown[0][1].startswith(W("ext-mark-folder-empty")),
           "a folder without workbooks: %s" % ui.shown)
    key_doc.close(True)
    print("ok mark a folder: %d files, %s, marks kept as %s" % (
        len(rows), ", ".join("%s %s" % (n, rows[n]["verdict"]) for n in names),
        os.path.basename(second)), flush=True)

    # Help: what each entry does, in a window.
    ui = Recorder()
    actions.guide(office, ui)
    expect(ui.shown and ui.shown[0][0] == W("ext-help-title") and "Mark a folder" in ui.shown[0][1],
           "help: %s" % ui.shown)
    print("ok help: %d lines" % len(ui.shown[0][1].splitlines()), flush=True)

    # The command missing: a message that says what to do.
    os.environ["SHEETDOKU_BIN"] = os.path.join(WORK, "no-such-program")
    ui = Recorder()
    doc = load(desktop, teacher)
    actions.hint(actions.Office(ctx, desktop, doc), ui, 1)
    del os.environ["SHEETDOKU_BIN"]
    expect(ui.shown and ui.shown[0][1].startswith(W("ext-not-a-program"))
           and "no-such-program" in ui.shown[0][1], "missing command: %s" % ui.shown)
    doc.close(True)
    print("ok missing command: %r" % ui.shown[0][1], flush=True)


def slovak_scenarios(ctx):
    """Calc in Slovak: the menu, the dialogs and the check verdict."""
    smgr = ctx.ServiceManager
    desktop = smgr.createInstanceWithContext("com.sun.star.frame.Desktop", ctx)
    from sheetdoku_calc import actions, dialogs, sheet

    tag = sheet.ui_language(ctx)
    lang = sheet.page_language(tag)
    expect(lang == "sk", "Calc's language after setting Slovak: %r" % tag)
    if not UNPACKED:
        cfg = smgr.createInstanceWithContext("com.sun.star.configuration.ConfigurationProvider", ctx)
        menu = cfg.createInstanceWithArguments(
            "com.sun.star.configuration.ConfigurationAccess",
            sheet.props(nodepath="/org.openoffice.Office.Addons/AddonUI/OfficeMenuBar")
        ).getByName("org.sheetdoku.calc.menu")
        titles = [menu.Submenu.getByName(n).Title for n in sorted(menu.Submenu.getElementNames())]
        expect(titles[:2] == ["Vyriešiť toto zadanie", "Skontrolovať moju mriežku"]
               and titles[-3:] == ["Ohodnotiť priečinok odovzdaných súborov...", "Prázdna šablóna...",
                                   "Pomocník"], "Slovak menu titles: %s" % titles)
        print("ok slovak menu: %s" % " | ".join(titles), flush=True)

    # The dialogs as the menu entries build them (sheetdoku_menu._run).
    ui = dialogs.Dialogs(ctx, lang=lang)
    form = dialogs.worksheet_form(ctx, ui.words).model
    labels = {n: form.getByName(n).Label for n in form.getElementNames()
              if n.endswith("Label") or n in ("ok", "cancel")}
    expect(form.Title == "Sudoku: nové zadania a pracovný list", "dialog title: %r" % form.Title)
    expect(labels["difficultyLabel"] == "Obťažnosť" and labels["countLabel"] == "Počet zadaní"
           and labels["ok"] == "Vytvoriť pracovný list" and labels["cancel"] == "Zrušiť",
           "New worksheet labels: %s" % labels)
    levels = form.getByName("difficulty").StringItemList
    symmetries = form.getByName("symmetry").StringItemList
    expect(levels[0] == "ľubovoľná" and "ťažká" in levels and "otočenie o 180°" in symmetries,
           "list items: %s %s" % (levels, symmetries))
    template = dialogs.template_form(ctx, ui.words).model
    progress = dialogs.progress_form(ctx, ui.words, 5).model
    expect(template.getByName("ok").Label == "Otvoriť šablónu"
           and progress.getByName("what").Label == "Hotové zadania:",
           "template and progress: %r %r" % (template.getByName("ok").Label,
                                              progress.getByName("what").Label))
    print("ok slovak dialogs: %r; %s; difficulty %s" % (
        form.Title, ", ".join(labels[k] for k in sorted(labels)), ", ".join(levels)), flush=True)

    # Check my grid on the pupil's workbook, in Slovak: as the pupil saved
    # it (one right digit typed), then with a clash.
    pupil = os.path.join(WORK, "pupil.ods")
    doc = load(desktop, pupil)
    office = actions.Office(ctx, desktop, doc)
    play = doc.getSheets().getByName("Play")
    doc.getCurrentController().setActiveSheet(play)
    recorder = Recorder(lang=lang)
    out = actions.check(office, recorder)
    expect("Play: pokračujte (zatiaľ 1 z " in recorder.shown[0][1],
           "Slovak verdict of the saved work: %r" % recorder.shown[0][1])
    print("ok slovak check of the saved work: %r" % recorder.shown[0][1].splitlines()[0], flush=True)
    top = find_value_grid(play, out["results"][0]["grid"])
    expect(top is not None, "the checked grid is not on the Play sheet")
    r0, c0 = top
    (cr, cc) = next((r, c) for r in range(9) for c in range(9)
                    if play.getCellByPosition(c0 + c, r0 + r).getString() == "")
    row_given = next(play.getCellByPosition(c0 + c, r0 + cr).getValue() for c in range(9)
                     if play.getCellByPosition(c0 + c, r0 + cr).getString() != "")
    play.getCellByPosition(c0 + cc, r0 + cr).setValue(row_given)
    recorder = Recorder(lang=lang)
    out = actions.check(office, recorder)
    title, text = recorder.shown[0]
    expect(title == "Sudoku" and "Play: kolízia (číslica dvakrát" in text and "\nkolízia: " in text
           and "vyplnené " in text and "Červené políčka: kolízie" in text and out["marked"] >= 2,
           "Slovak check dialog: %r" % text)
    print("ok slovak check: %r" % text.replace("\n", " / "), flush=True)
    doc.close(True)

    # Marking and the missing command, in Slovak.
    blank = desktop.loadComponentFromURL("private:factory/scalc", "_blank", 0,
                                         sheet.props(Hidden=True))
    office = actions.Office(ctx, desktop, blank)
    recorder = Recorder(files=[pupil, os.path.join(WORK, "notes.ods")], lang=lang)
    out = actions.mark_files(office, recorder)
    text = recorder.shown[0][1]
    expect(text.startswith("2 súbory, 1 mriežka: 1 rozpracovaná; 1 súbor nehodnotený")
           and "stĺpci poznámka" in text, "Slovak marks dialog: %r" % text)
    out["opened"].close(True)
    print("ok slovak mark files: %r" % text.replace("\n", " / "), flush=True)
    os.environ["SHEETDOKU_BIN"] = os.path.join(WORK, "no-such-program")
    recorder = Recorder(lang=lang)
    actions.hint(office, recorder, 1)
    del os.environ["SHEETDOKU_BIN"]
    expect(recorder.shown[0][1].startswith("Premenná prostredia SHEETDOKU_BIN"),
           "Slovak missing command: %r" % recorder.shown)
    print("ok slovak missing command: %r" % recorder.shown[0][1], flush=True)

    # Two grids side by side on the sheet and one cell selected: the
    # command cannot tell which, and the dialog says what to select in
    # Calc's notation and to choose the command again, naming the
    # document as the teacher knows it: no flag, no private copy's path.
    grid = "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3.."
    sh = blank.getSheets().getByIndex(0)
    for c0 in (0, 10):
        for i, ch in enumerate(grid):
            if ch != ".":
                sh.getCellByPosition(c0 + i % 9, i // 9).setValue(int(ch))
    blank.getCurrentController().select(sh.getCellByPosition(20, 20))
    recorder = Recorder(lang=lang)
    actions.solve(office, recorder)
    text = recorder.shown[0][1]
    expect("označte" in text and ".A1:I9" in text and ".K1:S9" in text
           and "--" not in text and "sheetdoku-" not in text and tempfile.gettempdir() not in text,
           "Slovak choice of grid in Calc's words: %r" % text)
    print("ok slovak which grid: %r" % text.replace("\n", " / "), flush=True)
    blank.close(True)


def iter_components(desktop):
    e = desktop.getComponents().createEnumeration()
    while e.hasMoreElements():
        yield e.nextElement()


def table_line(sh):
    """The 9x9 table at A1 of a sheet as a line ('.' for empty)."""
    data = sh.getCellRangeByPosition(0, 0, 8, 8).getDataArray()
    return "".join(str(int(v)) if isinstance(v, float) and v else "." for row in data for v in row)


def box_has(play, r0, c0, r, c, d):
    br, bc = r - r % 3, c - c % 3
    return any(play.getCellByPosition(c0 + bc + j, r0 + br + i).getString() == str(d)
               for i in range(3) for j in range(3))


def find_value_grid(sh, line, n=9):
    """The one top-left (row, col) of a 9x9 block of cells that reads
    `line`."""
    cursor = sh.createCursor()
    cursor.gotoEndOfUsedArea(False)
    a = cursor.getRangeAddress()
    data = sh.getCellRangeByPosition(0, 0, a.EndColumn, a.EndRow).getDataArray()
    rows, cols = len(data), len(data[0])

    def sym(v):
        if isinstance(v, float) and v == int(v) and 1 <= v <= 9:
            return str(int(v))
        return "." if v in ("", 0.0) else "?"

    grid = [[sym(v) for v in row] for row in data]
    found = [(r0, c0) for r0 in range(rows - n + 1) for c0 in range(cols - n + 1)
             if "".join(grid[r0 + i][c0 + j] for i in range(n) for j in range(n)) == line]
    return found[0] if len(found) == 1 else None


if __name__ == "__main__":
    main()
