//! The presolve keeps the paper's optimum: on random puzzles of several
//! variants and sizes (random valid grids, random blankings, some with one
//! given changed so that many have no solution), the reduced model built on
//! the propagated candidates and the paper's unreduced model agree on
//! feasibility, the optimum equals the number of givens exactly when
//! solvable, every solution returned is valid, and the uniqueness cut and
//! the solution count agree too.

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use super::jigsaw9;
use crate::blp::*;
use crate::engine::{count_solutions, random_solution, Propagation};
use crate::geometry::Variant;
use crate::outcome::Count;
use crate::solve::{solve_puzzle, SolveOptions};

fn opts(presolve: Presolve) -> BlpOptions {
    BlpOptions::default().with_presolve(presolve)
}

fn geometries() -> Vec<Geometry> {
    vec![
        Geometry::standard(4).unwrap(),
        Geometry::standard(6).unwrap(),
        Geometry::for_variant(Variant::X, 6, None).unwrap(),
        Geometry::standard(9).unwrap(),
        Geometry::for_variant(Variant::X, 9, None).unwrap(),
        Geometry::for_variant(Variant::WINDOKU, 9, None).unwrap(),
        Geometry::from_block_map(9, &jigsaw9()).unwrap(),
    ]
}

/// A random puzzle: a random valid grid, `keep` percent of cells kept, and
/// with `tamper` one given replaced by another digit that clashes with no
/// given in its units (so only the model can tell whether it is solvable).
fn random_puzzle(g: &Geometry, rng: &mut ChaCha8Rng, keep: u32, tamper: bool) -> Grid {
    let n = g.size();
    let full = random_solution(g, &Grid::empty(n), rng)
        .unwrap()
        .expect("the variant has grids");
    let mut givens = full.clone();
    for cell in 0..n * n {
        if rng.random_range(0..100) >= keep {
            givens.set(cell, 0);
        }
    }
    if tamper {
        let cells: Vec<usize> = (0..n * n).filter(|&c| givens.get(c) != 0).collect();
        if !cells.is_empty() {
            let cell = cells[rng.random_range(0..cells.len())];
            let seen: Vec<u8> = g.peers(cell).iter().map(|&p| givens.get(p)).collect();
            let free: Vec<u8> = (1..=n as u8)
                .filter(|d| *d != givens.get(cell) && !seen.contains(d))
                .collect();
            if !free.is_empty() {
                givens.set(cell, free[rng.random_range(0..free.len())]);
            }
        }
    }
    givens
}

#[test]
fn presolved_and_paper_models_have_the_same_optimum_on_random_puzzles() {
    let mut rng = ChaCha8Rng::seed_from_u64(7);
    let (mut solvable, mut unsolvable, mut by_propagation) = (0, 0, 0);
    for g in geometries() {
        let n = g.size();
        for round in 0..6 {
            let keep = rng.random_range(25..65);
            let givens = random_puzzle(&g, &mut rng, keep, round % 3 == 2);
            let label = format!("{} {givens}", g.describe());
            let paper = solve_blp(&g, &givens, &opts(Presolve::Off)).unwrap();
            assert_eq!(paper.size.variables, n * n * n, "{label}");
            let reduced = solve_blp(&g, &givens, &opts(Presolve::On)).unwrap();
            let pipeline = solve_puzzle(
                &g,
                &givens,
                &SolveOptions::default().with_second_solution(crate::solve::SecondSolution::Cut),
            )
            .unwrap();
            let feasible = matches!(paper.outcome, SolveOutcome::Solved(_));
            assert_eq!(
                feasible,
                matches!(reduced.outcome, SolveOutcome::Solved(_)),
                "{label}"
            );
            assert_eq!(feasible, pipeline.solution().is_some(), "{label}");
            let givens_count = givens.given_count() as f64;
            assert_eq!(paper.objective == givens_count, feasible, "{label}");
            for outcome in [&paper.outcome, &reduced.outcome] {
                if let SolveOutcome::Solved(s) = outcome {
                    assert!(is_solution(&g, &givens, s).unwrap(), "{label}: {s}");
                }
            }
            if let Some(s) = pipeline.solution() {
                assert!(is_solution(&g, &givens, s).unwrap(), "{label}: {s}");
            }
            if feasible {
                solvable += 1;
                assert_eq!(reduced.objective, givens_count, "{label}");
                assert!(reduced.size.variables < paper.size.variables, "{label}");
                by_propagation += usize::from(reduced.size.variables == 0);
                // The uniqueness cut: on the paper's model and on the
                // propagated candidates (what the pipeline used).
                let solution = pipeline.solution().unwrap();
                let other =
                    find_other_solution(&g, &givens, solution, &opts(Presolve::Off)).unwrap();
                let unique = count_solutions(&g, &givens, 2).unwrap() == Count::Exact(1);
                assert_eq!(other.is_none(), unique, "{label}");
                assert_eq!(
                    matches!(
                        pipeline,
                        crate::SolveReport::Solved {
                            uniqueness: crate::Uniqueness::Unique,
                            ..
                        }
                    ),
                    unique,
                    "{label}"
                );
                if let Some(o) = other {
                    assert!(
                        is_solution(&g, &givens, &o).unwrap() && o != *solution,
                        "{label}"
                    );
                }
            } else {
                unsolvable += 1;
                assert!(paper.objective < givens_count, "{label}");
            }
            // Counting with no-good cuts: reduced (and, where it is quick,
            // unreduced) models against the native engine.
            let exact = count_solutions(&g, &givens, 4).unwrap();
            assert_eq!(
                count_blp(&g, &givens, 4, &opts(Presolve::On)).unwrap(),
                exact,
                "{label}"
            );
            if n <= 6 {
                assert_eq!(
                    count_blp(&g, &givens, 4, &opts(Presolve::Off)).unwrap(),
                    exact
                );
            }
        }
    }
    // The sample exercised every branch.
    assert!(solvable >= 10 && unsolvable >= 3, "{solvable} {unsolvable}");
    assert!(by_propagation >= 1, "{by_propagation}");
}

#[test]
fn cut_and_count_accept_propagated_candidates() {
    let g = Geometry::from_block_map(9, &jigsaw9()).unwrap();
    let mut rng = ChaCha8Rng::seed_from_u64(11);
    let givens = random_puzzle(&g, &mut rng, 40, false);
    let cands = crate::engine::propagate(&g, &givens, Propagation::LockedCandidates)
        .unwrap()
        .unwrap();
    let exact = count_solutions(&g, &givens, 3).unwrap();
    let digits =
        |masks: &[u32]| -> Vec<Digits> { masks.iter().map(|&m| Digits::from_bits(m)).collect() };
    let problem =
        BlpProblem::with_candidates(&g, &givens, &digits(cands.masks()), &opts(Presolve::On))
            .unwrap();
    assert_eq!(problem.count(3).unwrap(), exact);
    let SolveOutcome::Solved(s) = problem.solve().unwrap().outcome else {
        panic!("a blanked valid grid has a solution")
    };
    let other = problem.other_solution(&s).unwrap();
    assert_eq!(other.is_none(), exact == Count::Exact(1));
    assert!(matches!(
        BlpProblem::with_candidates(&g, &givens, &[Digits::EMPTY; 3], &opts(Presolve::On)),
        Err(Error::Setting(_))
    ));
    // A full grid: every cell decided, unique without a solver call.
    let full = crate::solve_native(&g, &givens).unwrap().unwrap();
    let all = crate::engine::propagate(&g, &full, Propagation::LockedCandidates)
        .unwrap()
        .unwrap();
    let problem =
        BlpProblem::with_candidates(&g, &givens, &digits(all.masks()), &opts(Presolve::On))
            .unwrap();
    assert_eq!(problem.size().variables, 0);
    assert_eq!(problem.other_solution(&full).unwrap(), None);
}

#[test]
fn probing_keeps_every_solution_digit_and_decides_hard_puzzles() {
    let g = Geometry::standard(9).unwrap();
    let hard = include_str!("../../../../../bench/hard9.txt");
    for line in hard.lines().take(20) {
        let givens = Grid::parse_line(line).unwrap();
        let solution = crate::solve_native(&g, &givens).unwrap().unwrap();
        let propagated = crate::engine::propagate(&g, &givens, Propagation::LockedCandidates)
            .unwrap()
            .unwrap();
        let probed = presolve(&g, &givens).unwrap();
        for (cell, &mask) in probed.iter().enumerate() {
            assert_ne!(mask & (1 << (solution.get(cell) - 1)), 0, "{line}");
            assert_eq!(mask & !propagated.mask(cell), 0, "{line}");
        }
        assert!(probed.iter().map(|m| m.count_ones()).sum::<u32>() <= propagated.total() as u32);
    }
    // Contradictions are found: two 5s in a row.
    let mut bad = Grid::empty(9);
    bad.set(0, 5);
    bad.set(8, 5);
    assert_eq!(presolve(&g, &bad), None);
    assert_eq!(presolve(&g, &Grid::empty(4)), None);
}
