#!/usr/bin/env python3
"""OR-Tools CP-SAT on killer puzzles, as a setter checking a killer would use
it: an integer per cell, AllDifferent per row, column and box, and per cage
AllDifferent plus its sum; one search worker (sheetdoku uses one thread a
puzzle). Each puzzle is solved, then solved again with the first solution
excluded, so that the second solve proves it unique (or finds another).

    killer_cpsat.py FILE [TIME_LIMIT_S]

FILE holds puzzle lines as sheetdoku writes them: the givens (`.` for an
empty cell) and ` cages=SUM:A1,B1;...`. Prints one line per puzzle, in
file order: milliseconds (model build and both solves, in this process)
and unique / several / nosolution / timeout.
"""
import math
import sys
import time

from peers import units  # rows, columns and square boxes, as for the plain peers


def parse(line):
    grid, _, rest = line.strip().partition(" ")
    n = math.isqrt(len(grid))
    givens = [0 if ch in ".0" else int(ch, 36) for ch in grid]
    cages = []
    field = next(f for f in rest.split() if f.startswith("cages="))
    for cage in field[len("cages="):].split(";"):
        total, _, cells = cage.partition(":")
        cages.append((int(total), [cell(name, n) for name in cells.split(",")]))
    return n, givens, cages


def cell(name, n):
    col = ord(name[0].upper()) - ord("A")
    row = int(name[1:]) - 1
    return row * n + col


def solve(n, givens, cages, limit, started):
    from ortools.sat.python import cp_model
    m = cp_model.CpModel()
    v = [m.NewIntVar(1, n, f"c{c}") if not givens[c] else m.NewConstant(givens[c])
         for c in range(n * n)]
    for u in units(n):
        m.AddAllDifferent([v[c] for c in u])
    for total, cells in cages:
        m.AddAllDifferent([v[c] for c in cells])
        m.Add(sum(v[c] for c in cells) == total)
    first = None
    for attempt in range(2):
        s = cp_model.CpSolver()
        s.parameters.num_search_workers = 1
        s.parameters.max_time_in_seconds = max(0.01, limit - (time.perf_counter() - started))
        st = s.Solve(m)
        if st == cp_model.UNKNOWN or st == cp_model.MODEL_INVALID:
            return "timeout"
        if st == cp_model.INFEASIBLE:
            return "nosolution" if attempt == 0 else "unique"
        grid = [s.Value(x) for x in v]
        if attempt == 1:
            return "several"
        first = grid
        # Exclude the first solution: some cell differs.
        differs = []
        for c in range(n * n):
            if not givens[c]:
                b = m.NewBoolVar(f"d{c}")
                m.Add(v[c] != first[c]).OnlyEnforceIf(b)
                m.Add(v[c] == first[c]).OnlyEnforceIf(b.Not())
                differs.append(b)
        m.AddBoolOr(differs)
    return "several"


def main():
    path = sys.argv[1]
    limit = float(sys.argv[2]) if len(sys.argv) > 2 else 120.0
    lines = [l for l in open(path, encoding="utf-8") if l.strip() and not l.startswith("#")]
    if lines:  # load the library before timing
        solve(*parse(lines[0]), limit, time.perf_counter())
    for line in lines:
        started = time.perf_counter()
        verdict = solve(*parse(line), limit, started)
        print(f"{(time.perf_counter() - started) * 1000:.3f} {verdict}", flush=True)


if __name__ == "__main__":
    main()
