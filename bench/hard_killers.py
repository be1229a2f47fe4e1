#!/usr/bin/env python3
"""Makes hard 9x9 killers without givens, in the manner of minimal published
killers: a random full grid is cut into cages of one to three cells, then
neighbouring cages whose digits differ are merged, one merge at a time, for
as long as some merge keeps the grid the only solution (checked with
`sheetdoku count --limit 2`, 40 merges tried a round). What is left has few,
large cages: the presolve cannot finish it and a search must decide it.

    hard_killers.py SHEETDOKU SEED... > killers.txt

Prints one puzzle line per seed (`.` x 81, then ` cages=SUM:A1,B1;...`).
"""
import random
import subprocess
import sys
import tempfile

N = 9
NAMES = [f"{'ABCDEFGHI'[c % N]}{c // N + 1}" for c in range(N * N)]


def full_grid(rng):
    grid = [0] * (N * N)

    def fits(cell, digit):
        r, c = divmod(cell, N)
        br, bc = r // 3 * 3, c // 3 * 3
        return all(grid[r * N + j] != digit and grid[j * N + c] != digit for j in range(N)) and all(
            grid[(br + a) * N + bc + b] != digit for a in range(3) for b in range(3))

    def fill(cell):
        if cell == N * N:
            return True
        for digit in rng.sample(range(1, N + 1), N):
            if fits(cell, digit):
                grid[cell] = digit
                if fill(cell + 1):
                    return True
                grid[cell] = 0
        return False

    fill(0)
    return grid


def neighbours(cell):
    r, c = divmod(cell, N)
    for dr, dc in ((0, 1), (1, 0), (0, -1), (-1, 0)):
        if 0 <= r + dr < N and 0 <= c + dc < N:
            yield (r + dr) * N + c + dc


def small_cages(rng, grid):
    free, cages = set(range(N * N)), []
    for start in rng.sample(range(N * N), N * N):
        if start not in free:
            continue
        cage, size = [start], rng.randint(1, 3)
        free.discard(start)
        while len(cage) < size:
            digits = {grid[c] for c in cage}
            around = [n for c in cage for n in neighbours(c) if n in free and grid[n] not in digits]
            if not around:
                break
            cell = rng.choice(around)
            cage.append(cell)
            free.discard(cell)
        cages.append(sorted(cage))
    return cages


def line(grid, cages):
    return "." * (N * N) + " cages=" + ";".join(
        f"{sum(grid[c] for c in cage)}:{','.join(NAMES[c] for c in cage)}" for cage in cages)


def unique(sheetdoku, lines):
    """Whether each puzzle line has exactly one solution."""
    with tempfile.NamedTemporaryFile("w", suffix=".txt", delete=False) as f:
        f.write("\n".join(lines) + "\n")
    out = subprocess.run([sheetdoku, "count", f.name, "--limit", "2"],
                         capture_output=True, text=True)
    said = out.stdout + out.stderr
    if len(lines) == 1:
        return [": 1 solution" in said]
    return [f"line {i + 1}: 1 solution" in said for i in range(len(lines))]


def touching(a, b):
    return any(n in b for c in a for n in neighbours(c))


def hard_killer(sheetdoku, seed):
    rng = random.Random(seed)
    while True:
        grid = full_grid(rng)
        cages = small_cages(rng, grid)
        if unique(sheetdoku, [line(grid, cages)])[0]:
            break
    while True:
        pairs = [(i, j) for i in range(len(cages)) for j in range(i + 1, len(cages))
                 if touching(cages[i], cages[j]) and len(cages[i]) + len(cages[j]) <= 7
                 and not {grid[c] for c in cages[i]} & {grid[c] for c in cages[j]}]
        rng.shuffle(pairs)
        merged = [[c for k, c in enumerate(cages) if k not in (i, j)] + [sorted(cages[i] + cages[j])]
                  for i, j in pairs[:40]]
        kept = [m for m, ok in zip(merged, unique(sheetdoku, [line(grid, m) for m in merged])) if ok]
        if not kept:
            return line(grid, cages)
        cages = kept[0]


def main():
    sheetdoku, seeds = sys.argv[1], sys.argv[2:]
    for seed in seeds:
        print(hard_killer(sheetdoku, int(seed)), flush=True)


if __name__ == "__main__":
    main()
