"""Solves a solution workbook's Model sheet with LibreOffice's own Solver.

Usage: python3 solver-check.py SOFFICE WORKBOOK (.xlsx or .ods)

Starts SOFFICE headless (its own profile and HOME), loads the workbook,
reads the Solver settings that LibreOffice (25.2 or later) loaded from the
sheet-scoped solver_* names of the Model sheet, clears the variable cells,
runs the Solver and checks the result: the objective equals the number of
givens, every constraint cell is 1 (a killer's cage rows: no digit twice in a
cage, each sum met) and the grid read from x is the one on
sheet S. Needs python3-uno of the same LibreOffice.
"""

import os
import shutil
import subprocess
import sys
import tempfile
import time

import uno


def connect(soffice, run):
    pipe = "sheetdoku_solver_%d" % os.getpid()
    env = dict(os.environ, HOME=os.path.join(run, "home"))
    os.makedirs(env["HOME"], exist_ok=True)
    args = [
        soffice,
        "-env:UserInstallation=file://" + os.path.join(run, "profile"),
        "--headless",
        "--norestore",
    ]
    quiet = dict(env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    # A first start creates the profile (and restarts itself once); the
    # listener is started only afterwards, so the bridge is not cut.
    for _ in range(2):
        subprocess.run(args + ["--terminate_after_init"], timeout=300, **quiet)
    proc = subprocess.Popen(args + ["--accept=pipe,name=%s;urp;" % pipe], **quiet)
    local = uno.getComponentContext()
    resolver = local.ServiceManager.createInstanceWithContext(
        "com.sun.star.bridge.UnoUrlResolver", local
    )
    for _ in range(120):
        try:
            ctx = resolver.resolve(
                "uno:pipe,name=%s;urp;StarOffice.ComponentContext" % pipe
            )
            return proc, ctx
        except Exception:
            time.sleep(0.5)
    proc.kill()
    sys.exit("solver-check: cannot connect to " + soffice)


def prop(name, value):
    p = uno.createUnoStruct("com.sun.star.beans.PropertyValue")
    p.Name, p.Value = name, value
    return p


def cells(doc, name):
    """The values of a global named range, as a flat list."""
    rng = doc.NamedRanges.getByName(name).ReferredCells
    return [v for row in rng.getDataArray() for v in row], rng


ATTEMPTS = 3


def main():
    """Checks the workbook; LibreOffice 25.2.3 headless sometimes stops in
    the middle of a solve (the bridge is disposed), so a run that loses
    LibreOffice is tried again with a fresh one, up to ATTEMPTS times."""
    soffice, workbook = sys.argv[1], os.path.abspath(sys.argv[2])
    for attempt in range(1, ATTEMPTS + 1):
        try:
            sys.exit(check(soffice, workbook))
        except uno.getClass("com.sun.star.lang.DisposedException"):
            print("solver-check: LibreOffice stopped during attempt %d" % attempt)
    sys.exit("solver-check: LibreOffice stopped in each of %d attempts" % ATTEMPTS)


def check(soffice, workbook):
    """One run: 0 when the Solver's grid is right, 1 when it is not."""
    with tempfile.TemporaryDirectory() as run:
        proc, ctx = connect(soffice, run)
        desktop = ctx.ServiceManager.createInstanceWithContext(
            "com.sun.star.frame.Desktop", ctx
        )
        try:
            # A copy (nothing is saved); a load that returns nothing is tried
            # again (seen with a LibreOffice unpacked beside the system one).
            copy = os.path.join(run, "model" + os.path.splitext(workbook)[1])
            shutil.copyfile(workbook, copy)
            doc = None
            for _ in range(5):
                doc = desktop.loadComponentFromURL(
                    uno.systemPathToFileUrl(copy), "_blank", 0, (prop("Hidden", True),)
                )
                if doc is not None:
                    break
            if doc is None:
                sys.exit("solver-check: LibreOffice cannot load " + workbook)
            model = doc.Sheets.getByName("Model")
            settings = model.SolverSettings
            print("engine:", settings.Engine)
            print("objective cell:", settings.ObjectiveCell, "type:", settings.ObjectiveType)
            print("variable cells:", settings.VariableCells)
            for c in settings.Constraints:
                print("constraint:", c.Left, c.Operator.value, c.Right)
            for o in settings.EngineOptions:
                print("option:", o.Name, o.Value)
            # Four rows of the paper's model, and two more for a killer's
            # cages (each digit at most once in a cage, each cage's sum).
            killer = doc.NamedRanges.hasByName("sudoku_cage_sums")
            wanted = 6 if killer else 4
            if settings.ConstraintCount != wanted:
                sys.exit(
                    "solver-check: %d constraints loaded, not %d"
                    % (settings.ConstraintCount, wanted)
                )

            x, xrange_ = cells(doc, "sudoku_x")
            xrange_.setDataArray(tuple(tuple(0.0 for _ in row) for row in xrange_.getDataArray()))
            settings.SuppressDialog = True
            start = time.time()
            settings.solve()
            elapsed = time.time() - start
            doc.calculateAll()
            print("status:", settings.Status, settings.ErrorMessage, "in %.1f s" % elapsed)

            objective = cells(doc, "sudoku_objective")[0][0]
            givens = sum(cells(doc, "sudoku_c")[0])
            bad = [v for name in ("sudoku_cells", "sudoku_units") for v in cells(doc, name)[0] if v != 1]
            if killer:
                bad += [v for v in cells(doc, "sudoku_cage_digits")[0] if v > 1]
                bad += [v for v in cells(doc, "sudoku_cage_sums")[0] if v != 0]
            x, xrange_ = cells(doc, "sudoku_x")
            rows = xrange_.getDataArray()
            n = len(rows)
            grid = [
                next((k + 1 for k in range(n) if round(rows[i][k * n + j]) == 1), 0)
                for i in range(n)
                for j in range(n)
            ]
            s = doc.Sheets.getByName("S").getCellRangeByPosition(0, 0, n - 1, n - 1)
            expected = [int(v) for row in s.getDataArray() for v in row]
            print("objective %s of %s givens; %d constraint cells not 1" % (objective, givens, len(bad)))
            ok = objective == givens and not bad and grid == expected
            print("grid from x:", "".join(map(str, grid)))
            print("sheet S:    ", "".join(map(str, expected)))
            print("solver-check:", "OK" if ok else "FAILED")
            doc.close(True)
            return 0 if ok else 1
        finally:
            try:
                desktop.terminate()
            except Exception:
                pass
            try:
                proc.wait(timeout=30)
            except subprocess.TimeoutExpired:
                proc.kill()


main()
