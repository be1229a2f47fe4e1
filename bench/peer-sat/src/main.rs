//! Times three pure-Rust CDCL SAT solvers on every puzzle of a file of
//! random standard n x n puzzles (one a line, cells as numbers separated
//! by commas, 0 empty: what `bench/random_grids.py` writes), one process,
//! encoding included:
//!
//! ```text
//! peer-sat varisat|batsat|splr FILE [--locked]
//! ```
//!
//! The direct encoding: a variable per cell and digit the givens leave
//! possible (a given's peers lose its digit); per cell and per house-digit
//! at least one, and at most one pairwise. With `--locked`, locked
//! candidates as clauses too: for every box-line pair and digit, a cell of
//! one side's own cells holds the digit only if the other side's own cells
//! may. Prints one line per puzzle, as `examples/bench_file.rs` does:
//! milliseconds, then `ok`, `wrong` (the model breaks a given or a house:
//! every model is checked) or `nosolution`.

// A digit indexes the candidates of many cells in one loop.
#![allow(clippy::needless_range_loop)]

use std::time::Instant;

/// Rows, columns and boxes of a standard n x n grid, as cell lists.
fn houses(n: usize) -> Vec<Vec<usize>> {
    let b = n.isqrt();
    let mut h: Vec<Vec<usize>> = (0..n)
        .map(|r| (0..n).map(|c| r * n + c).collect())
        .collect();
    h.extend((0..n).map(|c| (0..n).map(|r| r * n + c).collect()));
    for br in 0..b {
        for bc in 0..b {
            h.push(
                (0..n)
                    .map(|k| (br * b + k / b) * n + bc * b + k % b)
                    .collect(),
            );
        }
    }
    h
}

/// The clauses of the puzzle, DIMACS literals (variable `c * n + d + 1`).
fn encode(cells: &[usize], n: usize, locked: bool) -> Vec<Vec<i32>> {
    let houses = houses(n);
    // A given is its one candidate, and its peers lose it.
    let mut cand: Vec<Vec<bool>> = cells
        .iter()
        .map(|&g| (1..=n).map(|d| g == 0 || g == d).collect())
        .collect();
    for h in &houses {
        for &c in h.iter().filter(|&&c| cells[c] > 0) {
            for &o in h.iter().filter(|&&o| o != c) {
                cand[o][cells[c] - 1] = false;
            }
        }
    }
    let var = |c: usize, d: usize| (c * n + d + 1) as i32;
    let mut clauses = Vec::new();
    let exactly_one = |lits: Vec<i32>, clauses: &mut Vec<Vec<i32>>| {
        for i in 0..lits.len() {
            for j in i + 1..lits.len() {
                clauses.push(vec![-lits[i], -lits[j]]);
            }
        }
        clauses.push(lits);
    };
    for (c, ds) in cand.iter().enumerate() {
        exactly_one(
            (0..n).filter(|&d| ds[d]).map(|d| var(c, d)).collect(),
            &mut clauses,
        );
        clauses.extend((0..n).filter(|&d| !ds[d]).map(|d| vec![-var(c, d)]));
    }
    for h in &houses {
        for d in 0..n {
            exactly_one(
                h.iter()
                    .filter(|&&c| cand[c][d])
                    .map(|&c| var(c, d))
                    .collect(),
                &mut clauses,
            );
        }
    }
    if locked {
        for bx in &houses[2 * n..] {
            for line in &houses[..2 * n] {
                let shared: Vec<usize> = bx.iter().copied().filter(|c| line.contains(c)).collect();
                if shared.len() < 2 {
                    continue;
                }
                let own = |h: &Vec<usize>| -> Vec<usize> {
                    h.iter().copied().filter(|c| !shared.contains(c)).collect()
                };
                let (box_own, line_own) = (own(bx), own(line));
                for d in 0..n {
                    for (a, b) in [(&box_own, &line_own), (&line_own, &box_own)] {
                        let may: Vec<i32> = a
                            .iter()
                            .filter(|&&c| cand[c][d])
                            .map(|&c| var(c, d))
                            .collect();
                        for &c in b.iter().filter(|&&c| cand[c][d]) {
                            let mut clause = vec![-var(c, d)];
                            clause.extend(&may);
                            clauses.push(clause);
                        }
                    }
                }
            }
        }
    }
    clauses
}

/// The true variables of a model, or `None` when unsatisfiable.
fn solve(solver: &str, clauses: Vec<Vec<i32>>, vars: usize) -> Option<Vec<i32>> {
    match solver {
        "splr" => match splr::Certificate::try_from(clauses) {
            Ok(splr::Certificate::SAT(model)) => Some(model),
            _ => None,
        },
        "varisat" => {
            use varisat::ExtendFormula;
            let mut s = varisat::Solver::new();
            for c in &clauses {
                let lits: Vec<varisat::Lit> = c
                    .iter()
                    .map(|&l| varisat::Lit::from_dimacs(l as isize))
                    .collect();
                s.add_clause(&lits);
            }
            if !s.solve().expect("no proof or interrupt is asked for") {
                return None;
            }
            Some(s.model()?.iter().map(|l| l.to_dimacs() as i32).collect())
        }
        "batsat" => {
            use batsat::{lbool, Lit, SolverInterface, Var};
            let mut s = batsat::BasicSolver::default();
            let v: Vec<Var> = (0..vars).map(|_| s.new_var_default()).collect();
            for c in &clauses {
                let mut lits: Vec<Lit> = c
                    .iter()
                    .map(|&l| Lit::new(v[l.unsigned_abs() as usize - 1], l > 0))
                    .collect();
                s.add_clause_reuse(&mut lits);
            }
            if s.solve_limited(&[]) != lbool::TRUE {
                return None;
            }
            Some(
                (0..vars)
                    .filter(|&i| s.value_var(v[i]) == lbool::TRUE)
                    .map(|i| i as i32 + 1)
                    .collect(),
            )
        }
        other => panic!("unknown solver '{other}': varisat, batsat or splr"),
    }
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let (Some(solver), Some(path)) = (args.get(1), args.get(2)) else {
        eprintln!("usage: peer-sat varisat|batsat|splr FILE [--locked]");
        std::process::exit(2);
    };
    let locked = args.iter().any(|a| a == "--locked");
    let text = std::fs::read_to_string(path).expect("the puzzle file can be read");
    for line in text.lines().filter(|l| !l.trim().is_empty()) {
        let cells: Vec<usize> = line
            .split(',')
            .map(|v| v.trim().parse().expect("a number"))
            .collect();
        let n = cells.len().isqrt();
        let start = Instant::now();
        let model = solve(solver, encode(&cells, n, locked), n * n * n);
        let ms = start.elapsed().as_secs_f64() * 1000.0;
        let verdict = match model {
            Some(model) => {
                let mut grid = cells.clone();
                for l in model.into_iter().filter(|&l| l > 0) {
                    let v = l as usize - 1;
                    grid[v / n] = v % n + 1;
                }
                let complete = houses(n).iter().all(|h| {
                    let mut seen = vec![false; n + 1];
                    h.iter()
                        .all(|&c| !std::mem::replace(&mut seen[grid[c]], true) && grid[c] > 0)
                });
                let kept = cells.iter().zip(&grid).all(|(&g, &s)| g == 0 || g == s);
                if complete && kept {
                    "ok"
                } else {
                    "wrong"
                }
            }
            None => "nosolution",
        };
        println!("{ms:.3} {verdict}");
    }
}
