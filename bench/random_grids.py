#!/usr/bin/env python3
"""Random n x n puzzles at every density of empty cells from 30% to 75%, from
complete grids made by another solver than ours: OR-Tools CP-SAT completes a
random first row and first column (a random permutation each, kept
consistent with the first block) with a randomised search and a seeded
random_seed; then each cell is emptied with the density's probability.
Solvable by construction, usually not unique. Standard grids with square
blocks (16, 25).

    random_grids.py N COUNT SEED OUTDIR

writes OUTDIR/empty30-N.txt, empty35-N.txt, ..., empty75-N.txt: COUNT
puzzles each, the same COUNT complete grids blanked at each density. One
puzzle per line, the cells as numbers separated by commas (0 = empty), the
form sheetdoku and bench/peers.py both read.
"""
import math
import os
import random
import sys

from ortools.sat.python import cp_model


def complete_grid(n, rng):
    b = math.isqrt(n)
    row = list(range(1, n + 1))
    rng.shuffle(row)
    while True:
        col = [row[0]] + rng.sample([d for d in range(1, n + 1) if d != row[0]], n - 1)
        if not set(col[1:b]) & set(row[:b]):
            break
    m = cp_model.CpModel()
    v = [[m.NewIntVar(1, n, f"c{r}_{c}") for c in range(n)] for r in range(n)]
    for i in range(n):
        m.Add(v[0][i] == row[i])
        m.Add(v[i][0] == col[i])
        m.AddAllDifferent(v[i])
        m.AddAllDifferent([v[r][i] for r in range(n)])
    for br in range(b):
        for bc in range(b):
            m.AddAllDifferent([v[br * b + i][bc * b + j] for i in range(b) for j in range(b)])
    s = cp_model.CpSolver()
    s.parameters.num_search_workers = 1
    s.parameters.random_seed = rng.randrange(1 << 30)
    s.parameters.randomize_search = True
    s.parameters.max_time_in_seconds = 120
    assert s.Solve(m) in (cp_model.OPTIMAL, cp_model.FEASIBLE)
    return [s.Value(v[r][c]) for r in range(n) for c in range(n)]


def main():
    n, count, seed = (int(a) for a in sys.argv[1:4])
    outdir = sys.argv[4]
    rng = random.Random(seed * 1000 + n)
    grids = [complete_grid(n, rng) for _ in range(count)]
    os.makedirs(outdir, exist_ok=True)
    for percent in range(30, 80, 5):
        with open(os.path.join(outdir, f"empty{percent}-{n}.txt"), "w") as f:
            for grid in grids:
                cells = [0 if rng.random() * 100 < percent else d for d in grid]
                f.write(",".join(map(str, cells)) + "\n")


if __name__ == "__main__":
    main()
