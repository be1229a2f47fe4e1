#!/usr/bin/env python3
"""Times the peers a user would pick instead of sheetdoku on every puzzle of a
file: PuLP with CBC (a binary x[r][c][d] model, givens fixed by constraints,
as in PuLP's own Sudoku example) and OR-Tools CP-SAT (an integer per cell with
AllDifferent per row, column and box, givens fixed; one search worker, like
sheetdoku's one thread per puzzle). Standard n x n grids with square boxes
(4, 9, 16, 25).

    peers.py cbc|cpsat FILE [TIME_LIMIT_S]

Prints one line per puzzle, in file order: milliseconds (model build and
solve, in this process) and ok / timeout / nosolution, as
examples/bench_file.rs does.
"""
import math
import sys
import time

SYMBOLS = "123456789ABCDEFGHIJKLMNOP"


def value(ch):
    if ch in ".0-_":
        return 0
    return SYMBOLS.index(ch.upper()) + 1


def puzzles(path):
    """One puzzle per line (n*n symbols, or n*n numbers separated by commas)
    or n lines of n symbols; 'Grid' and
    '#' lines and blank lines separate puzzles."""
    rows, out = [], []
    for raw in open(path, encoding="utf-8", errors="replace"):
        line = "".join(raw.split())
        if not line or line.startswith("#") or line.lower().startswith("grid"):
            continue
        if "," in line:  # cells as numbers: 0,0,23,0,...
            out.append([int(v) for v in line.split(",")])
            continue
        n = math.isqrt(len(line))
        if n * n == len(line) and n >= 4 and len(line) > 9 and not rows:
            out.append([value(c) for c in line])
            continue
        rows.append(line)
        if len(rows) == len(rows[0]):
            out.append([value(c) for r in rows for c in r])
            rows = []
    return out


def units(n):
    b = math.isqrt(n)
    rows = [[r * n + c for c in range(n)] for r in range(n)]
    cols = [[r * n + c for r in range(n)] for c in range(n)]
    boxes = [[(br * b + i) * n + bc * b + j for i in range(b) for j in range(b)]
             for br in range(b) for bc in range(b)]
    return rows + cols + boxes


def cbc(givens, n, limit):
    import pulp
    prob = pulp.LpProblem("sudoku", pulp.LpMinimize)
    x = [[pulp.LpVariable(f"x_{c}_{d}", cat="Binary") for d in range(n)] for c in range(n * n)]
    prob += 0
    for c in range(n * n):
        prob += pulp.lpSum(x[c]) == 1
        if givens[c]:
            prob += x[c][givens[c] - 1] == 1
    for u in units(n):
        for d in range(n):
            prob += pulp.lpSum(x[c][d] for c in u) == 1
    status = prob.solve(pulp.PULP_CBC_CMD(msg=False, timeLimit=limit))
    if pulp.LpStatus[status] != "Optimal":
        return "timeout" if status == 0 else "nosolution"
    grid = [next(d + 1 for d in range(n) if x[c][d].value() > 0.5) for c in range(n * n)]
    return "ok" if valid(grid, givens, n) else "wrong"


def cpsat(givens, n, limit):
    from ortools.sat.python import cp_model
    m = cp_model.CpModel()
    v = [m.NewIntVar(1, n, f"c{c}") if not givens[c] else m.NewConstant(givens[c])
         for c in range(n * n)]
    for u in units(n):
        m.AddAllDifferent([v[c] for c in u])
    s = cp_model.CpSolver()
    s.parameters.num_search_workers = 1
    s.parameters.max_time_in_seconds = limit
    st = s.Solve(m)
    if st not in (cp_model.OPTIMAL, cp_model.FEASIBLE):
        return "nosolution" if st == cp_model.INFEASIBLE else "timeout"
    grid = [s.Value(x) for x in v]
    return "ok" if valid(grid, givens, n) else "wrong"


def valid(grid, givens, n):
    return all(g == 0 or g == s for g, s in zip(givens, grid)) and all(
        sorted(grid[c] for c in u) == list(range(1, n + 1)) for u in units(n))


def main():
    method, path = sys.argv[1], sys.argv[2]
    limit = float(sys.argv[3]) if len(sys.argv) > 3 else 60.0
    solve = {"cbc": cbc, "cpsat": cpsat}[method]
    ps = puzzles(path)
    if ps:  # load the libraries and the solver binary before timing
        solve(ps[0], math.isqrt(len(ps[0])), limit)
    for p in ps:
        n = math.isqrt(len(p))
        start = time.perf_counter()
        verdict = solve(p, n, limit)
        print(f"{(time.perf_counter() - start) * 1000:.3f} {verdict}", flush=True)


if __name__ == "__main__":
    main()
