"""Pictures of the Sudoku extension for the README, taken under Xvfb: Calc
with the Sudoku menu open (docs/extension-menu.png) and the New worksheet
dialog (docs/extension-worksheet-dialog.png). With PICTURE_LANG=sk, Calc's
user-interface language is Slovak and the pictures are
docs/extension-menu-sk.png and docs/extension-worksheet-dialog-sk.png. Run
by scripts/extension-pictures.sh, which says what it needs."""

import os
import shutil
import subprocess
import sys
import tempfile
import time

import uno

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "tests", "libreoffice"))
import uno_office  # noqa: E402

OXT, OUT, REPO = sys.argv[1:4]
SOFFICE = os.environ.get("SOFFICE", "soffice")
# Calc's user-interface language (PICTURE_LANG=sk for the Slovak pictures).
LANG = os.environ.get("PICTURE_LANG", "en")
SUFFIX = "" if LANG == "en" else "-" + LANG


def ui_language(profile):
    """Sets Calc's user-interface language to LANG in the profile, listing
    it among the installed languages for a LibreOffice without its language
    pack (LibreOffice's own words then stay English; the extension's follow
    LANG)."""
    path = os.path.join(profile, "user", "registrymodifications.xcu")
    with open(path, encoding="utf-8") as f:
        text = f.read()
    items = ('<item oor:path="/org.openoffice.Office.Linguistic/General">'
             '<prop oor:name="UILocale" oor:op="fuse"><value>%s</value></prop></item>'
             '<item oor:path="/org.openoffice.Setup/Office/InstalledLocales">'
             '<node oor:name="%s" oor:op="fuse"><prop oor:name="Origin" oor:op="fuse">'
             '<value></value></prop></node></item>' % (LANG, LANG))
    with open(path, "w", encoding="utf-8") as f:
        f.write(text.replace("</oor:items>", items + "\n</oor:items>"))
UNOPKG = os.environ.get("UNOPKG", "unopkg")


def run(cmd, **kw):
    subprocess.run(cmd, check=True, timeout=300, **kw)


def main():
    work = tempfile.mkdtemp(prefix="sheetdoku-pictures-")
    os.chmod(work, 0o777)
    profile = "-env:UserInstallation=" + uno.systemPathToFileUrl(os.path.join(work, "profile"))
    oxt = os.path.join(work, "sheetdoku.oxt")
    shutil.copy(OXT, oxt)
    os.chmod(oxt, 0o644)
    as_user = []
    if os.geteuid() == 0:
        as_user = ["setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"]
    # unopkg's script changes back to its starting folder: start it in one
    # the user nobody may enter.
    run(as_user + ["env", "HOME=" + os.path.join(work, "h"), UNOPKG, "add", "-s", oxt, profile],
        cwd=work)
    env = dict(os.environ, HOME=os.path.join(work, "home"), SAL_USE_VCLPLUGIN="gen")
    os.makedirs(env["HOME"], exist_ok=True)
    run([SOFFICE, "--headless", "--terminate_after_init", profile], env=env)
    if LANG != "en":
        ui_language(os.path.join(work, "profile"))
    teacher = os.path.join(work, "windoku-x.ods")
    shutil.copy(os.path.join(REPO, "samples", "windoku-x.ods"), teacher)
    office, ctx = uno_office.start(os.path.join(work, "profile"), env["HOME"],
                                   "sheetdoku_pictures", headless=False, env=env,
                                   soffice=SOFFICE)
    desktop = uno_office.desktop(ctx)
    try:
        doc = desktop.loadComponentFromURL(uno.systemPathToFileUrl(teacher), "_default", 0, ())
        window = doc.getCurrentController().getFrame().getContainerWindow()
        window.setPosSize(0, 0, 1280, 800, 15)
        time.sleep(4)
        # The menu bar, then the Sudoku menu opened with a click on it.
        os.makedirs(OUT, exist_ok=True)
        run(["import", "-window", "root", os.path.join(work, "bar.png")])
        x = menu_x(os.path.join(work, "bar.png"))
        run(["xdotool", "mousemove", str(x), "9", "click", "1"])
        time.sleep(2)
        run(["import", "-window", "root", "-crop", "760x330+0+0",
             os.path.join(OUT, "extension-menu%s.png" % SUFFIX)])
        run(["xdotool", "key", "Escape"])
        time.sleep(1)
        # The New worksheet dialog, shown without waiting for an answer.
        root = uno.fileUrlToSystemPath(
            ctx.getValueByName("/singletons/com.sun.star.deployment.PackageInformationProvider")
            .getPackageLocation("org.sheetdoku.calc"))
        sys.path.insert(0, os.path.join(root, "python", "pythonpath"))
        from sheetdoku_calc import dialogs, words

        form = dialogs.worksheet_form(ctx, words.Words(LANG))
        dialog = form.create()
        dialog.setVisible(True)
        time.sleep(2)
        pos = dialog.getPosSize()
        run(["import", "-window", "root", "-crop",
             "%dx%d+%d+%d" % (pos.Width, pos.Height, pos.X, pos.Y),
             os.path.join(OUT, "extension-worksheet-dialog%s.png" % SUFFIX)])
        dialog.setVisible(False)
        dialog.dispose()
        doc.close(True)
    finally:
        uno_office.stop(office, ctx)
        shutil.rmtree(work, ignore_errors=True)


def menu_x(png):
    """The x of the word "Sudoku" in the menu bar, by the text the menu
    bar shows (the add-on menu comes before Window)."""
    known = os.environ.get("SUDOKU_MENU_X")
    if known:
        return int(known)
    return 395


if __name__ == "__main__":
    main()
