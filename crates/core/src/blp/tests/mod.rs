//! Tests of the BLP on the papers' puzzles and on puzzles made by blanking
//! cells of valid grids of every variant; the branch and bound, HiGHS
//! (only with `--features highs`), presolve and repair in their own files.

mod bnb;
#[cfg(feature = "highs")]
mod highs;
mod killer;
mod killer_repair;
mod presolve;
mod repair;

use std::time::Duration;

use super::*;
use crate::check::{check, is_solution};
use crate::geometry::Variant;
use crate::outcome::Count;

const MATLAB: &str =
    ".2..3..4.6.......3..4...5.....8.6...8...1...6...7.5.....7...6..4.......8.3..4..2.";
const DIABOLSKE: &str =
    "..6..49...4.....7....9.1.45.9.83....8.......9....19.3.78.5.2....2.....8...46..2..";
const DIABOLSKE_BAR: &str =
    "..6..49...4.....7....9.1.45.9.23....2.......9....19.3.72.5.8....8.....2...46..8..";
const TABLE5_WINDOKU: &str =
    "219367854456128397378495216523914768184276935697853421731549682842631579965782143";
const TABLE6_WINDOKU_X: &str =
    "123456789548279613679318524216597438397184256854632971782961345931745862465823197";

fn grid(line: &str) -> Grid {
    Grid::parse_line(line).unwrap()
}

fn opts(presolve: Presolve) -> BlpOptions {
    BlpOptions::default().with_presolve(presolve)
}

/// The valid pattern grid `(r * c_box + r / r_box + c) % n + 1` for `r_box x c_box` boxes.
pub(super) fn pattern(n: usize) -> Grid {
    let (rb, cb) = crate::geometry::box_shape(n).unwrap();
    let cells = (0..n * n)
        .map(|i| {
            let (r, c) = (i / n, i % n);
            ((r * cb + r / rb + c) % n + 1) as u8
        })
        .collect();
    Grid::from_cells(n, cells).unwrap()
}

/// Keeps about `keep` percent of the cells of `full`, chosen by a fixed LCG.
pub(super) fn blank(full: &Grid, keep: u64, seed: u64) -> Grid {
    let mut state = seed;
    let mut g = full.clone();
    for cell in 0..full.cells().len() {
        state = state
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        if (state >> 33) % 100 >= keep {
            g.set(cell, 0);
        }
    }
    g
}

fn solved(geometry: &Geometry, givens: &Grid, presolve: Presolve) -> Grid {
    let report = solve_blp(geometry, givens, &opts(presolve)).unwrap();
    match report.outcome {
        SolveOutcome::Solved(s) => {
            assert!(is_solution(geometry, givens, &s).unwrap(), "{s}");
            assert_eq!(report.objective, givens.given_count() as f64);
            s
        }
        SolveOutcome::NoSolution => panic!("no solution for {givens}"),
    }
}

#[test]
fn matlab_example_is_solved_and_unique() {
    let g = Geometry::standard(9).unwrap();
    let givens = grid(MATLAB);
    for presolve in [Presolve::On, Presolve::Off] {
        let s = solved(&g, &givens, presolve);
        assert_eq!(
            find_other_solution(&g, &givens, &s, &opts(presolve)).unwrap(),
            None
        );
    }
}

#[test]
fn full_model_has_the_papers_size_and_presolve_shrinks_it() {
    let g = Geometry::standard(9).unwrap();
    let full = solve_blp(&g, &grid(MATLAB), &opts(Presolve::Off)).unwrap();
    assert_eq!(
        full.size,
        ModelSize {
            variables: 729,
            constraints: 324
        }
    );
    let small = solve_blp(&g, &grid(MATLAB), &opts(Presolve::On)).unwrap();
    assert!(small.size.variables < 729 / 2, "{:?}", small.size);
    assert!(small.size.constraints < 324, "{:?}", small.size);
    assert_eq!(full.objective, small.objective);
}

#[test]
fn diabolske_has_64_solutions_and_another_one_is_found() {
    let g = Geometry::standard(9).unwrap();
    let givens = grid(DIABOLSKE);
    let s = solved(&g, &givens, Presolve::On);
    let other = find_other_solution(&g, &givens, &s, &BlpOptions::default())
        .unwrap()
        .expect("the puzzle has 64 solutions");
    assert!(is_solution(&g, &givens, &other).unwrap());
    assert_ne!(other, s);
    assert_eq!(
        count_blp(&g, &givens, 100, &BlpOptions::default()).unwrap(),
        Count::Exact(64)
    );
    assert_eq!(
        count_blp(&g, &givens, 10, &BlpOptions::default()).unwrap(),
        Count::AtLeast(10)
    );
}

#[test]
fn the_papers_printed_solution_is_not_unique() {
    let g = Geometry::standard(9).unwrap();
    let givens = grid(DIABOLSKE);
    let printed =
        grid("156374928349258176278961345497836512813725469562419837781542693625193784934687251");
    assert!(is_solution(&g, &givens, &printed).unwrap());
    let other = find_other_solution(&g, &givens, &printed, &opts(Presolve::Off))
        .unwrap()
        .unwrap();
    assert!(is_solution(&g, &givens, &other).unwrap());
    assert_ne!(other, printed);
}

#[test]
fn isomorphic_puzzle_has_isomorphic_solutions() {
    let g = Geometry::standard(9).unwrap();
    let bar = grid(DIABOLSKE_BAR);
    let swap = |x: &Grid| {
        let cells = x
            .cells()
            .iter()
            .map(|&d| match d {
                2 => 8,
                8 => 2,
                d => d,
            })
            .collect();
        Grid::from_cells(9, cells).unwrap()
    };
    assert_eq!(swap(&bar), grid(DIABOLSKE));
    let s_bar = solved(&g, &bar, Presolve::On);
    // Renaming 2 <-> 8 back gives a solution of A.
    assert!(is_solution(&g, &grid(DIABOLSKE), &swap(&s_bar)).unwrap());
    assert_eq!(
        count_blp(&g, &bar, 100, &BlpOptions::default()).unwrap(),
        Count::Exact(64)
    );
}

#[test]
fn every_variant_is_solved_with_and_without_presolve() {
    let cases = [
        (Variant::X, TABLE6_WINDOKU_X),
        (Variant::WINDOKU, TABLE5_WINDOKU),
        (Variant::WINDOKU_X, TABLE6_WINDOKU_X),
    ];
    for (variant, full) in cases {
        let g = Geometry::for_variant(variant, 9, None).unwrap();
        assert!(check(&g, &grid(full)).is_solved());
        for seed in 1..=3 {
            let givens = blank(&grid(full), 35, seed);
            for presolve in [Presolve::On, Presolve::Off] {
                solved(&g, &givens, presolve);
            }
        }
    }
}

#[test]
fn standard_sizes_4_6_9_16_are_solved() {
    for n in [4, 6, 9, 16] {
        let g = Geometry::standard(n).unwrap();
        let full = pattern(n);
        assert!(check(&g, &full).is_solved(), "pattern {n}");
        for seed in 1..=2 {
            let givens = blank(&full, 45, seed);
            solved(&g, &givens, Presolve::On);
            if n <= 9 {
                solved(&g, &givens, Presolve::Off);
            }
        }
    }
}

/// A 5x5 jigsaw (5 is prime, so only a block map makes sense).
const JIGSAW5: [u32; 25] = [
    1, 1, 1, 2, 2, //
    1, 1, 3, 2, 2, //
    4, 3, 3, 3, 2, //
    4, 4, 5, 3, 5, //
    4, 4, 5, 5, 5,
];

#[test]
fn jigsaw_grid_is_built_then_solved_from_a_blanked_copy() {
    let g = Geometry::from_block_map(5, &JIGSAW5).unwrap();
    let full = solved(&g, &Grid::empty(5), Presolve::On);
    for seed in 1..=3 {
        let givens = blank(&full, 40, seed);
        solved(&g, &givens, Presolve::On);
        solved(&g, &givens, Presolve::Off);
    }
    let gx = Geometry::from_block_map(9, &jigsaw9()).unwrap();
    assert_eq!(gx.variant(), Variant::JIGSAW);
    let full = solved(&gx, &Grid::empty(9), Presolve::On);
    solved(&gx, &blank(&full, 35, 7), Presolve::On);
}

/// The standard 9x9 map with two cells swapped between blocks 1 and 2 and
/// two between blocks 2 and 3, so it is irregular but connected.
pub(super) fn jigsaw9() -> Vec<u32> {
    let mut map: Vec<u32> = (0..81)
        .map(|i| ((i / 27) * 3 + (i % 9) / 3) as u32)
        .collect();
    // C1 <-> D2 (block 0 <-> 1), F1 <-> G2 (block 1 <-> 2).
    map.swap(2, 9 + 3);
    map.swap(5, 9 + 6);
    map
}

#[test]
fn clashing_givens_have_no_solution() {
    let g = Geometry::standard(9).unwrap();
    let mut givens = grid(MATLAB);
    givens.set(0, 2); // A1 = 2 next to B1 = 2 in row 1
    for presolve in [Presolve::On, Presolve::Off] {
        let report = solve_blp(&g, &givens, &opts(presolve)).unwrap();
        assert_eq!(report.outcome, SolveOutcome::NoSolution);
        assert!(report.objective < givens.given_count() as f64);
        assert_eq!(
            count_blp(&g, &givens, 5, &opts(presolve)).unwrap(),
            Count::Exact(0)
        );
    }
}

#[test]
fn an_unsolvable_puzzle_without_a_clash_has_no_solution() {
    // A1 sees 1 and 2 in its row, 3 in its column and 4 in its block.
    let g = Geometry::standard(4).unwrap();
    let givens = grid(".12.34..........");
    assert!(check(&g, &givens).is_valid());
    for presolve in [Presolve::On, Presolve::Off] {
        let report = solve_blp(&g, &givens, &opts(presolve)).unwrap();
        assert_eq!(report.outcome, SolveOutcome::NoSolution);
    }
}

#[test]
fn keep_most_givens_drops_exactly_the_contradictory_given() {
    let g = Geometry::standard(9).unwrap();
    let s = solved(&g, &grid(MATLAB), Presolve::On);
    let mut givens = grid(MATLAB);
    // Give A1 a wrong digit that clashes with nothing given but is not the solution's.
    let wrong = (1..=9u8)
        .find(|&d| {
            d != s.get(0) && {
                let mut t = givens.clone();
                t.set(0, d);
                check(&g, &t).is_valid()
            }
        })
        .unwrap();
    givens.set(0, wrong);
    for presolve in [Presolve::On, Presolve::Off] {
        let r = keep_most_givens(&g, &givens, &opts(presolve))
            .unwrap()
            .unwrap();
        assert_eq!(r.dropped.len(), 1, "{r:?}");
        assert!(check(&g, &r.grid).is_solved());
        let mut kept = givens.clone();
        kept.set(r.dropped[0], 0);
        assert!(r.grid.keeps(&kept));
    }
    let r = keep_most_givens(&g, &grid(MATLAB), &BlpOptions::default())
        .unwrap()
        .unwrap();
    assert!(r.dropped.is_empty());
    assert!(is_solution(&g, &grid(MATLAB), &r.grid).unwrap());
}

#[test]
fn candidates_restrict_the_model() {
    let g = Geometry::standard(9).unwrap();
    let givens = grid(MATLAB);
    let s = solved(&g, &givens, Presolve::On);
    let exact: Vec<Digits> = s.cells().iter().map(|&d| Digits::single(d)).collect();
    let solve = |cands: &[Digits], o: &BlpOptions| {
        BlpProblem::with_candidates(&g, &givens, cands, o).and_then(|p| p.solve())
    };
    let r = solve(&exact, &opts(Presolve::Off)).unwrap();
    assert_eq!(r.outcome, SolveOutcome::Solved(s.clone()));
    assert_eq!(r.size.variables, 81);
    let all = vec![Digits::all(9); 81];
    let r = solve(&all, &BlpOptions::default()).unwrap();
    assert!(
        matches!(r.outcome, SolveOutcome::Solved(ref x) if is_solution(&g, &givens, x).unwrap())
    );
    // Excluding the unique solution's digit in an empty cell leaves nothing.
    let mut without = all.clone();
    let cell = (0..81).find(|&c| givens.get(c) == 0).unwrap();
    without[cell] = Digits::from_bits(without[cell].bits() & !(1 << (s.get(cell) - 1)));
    for presolve in [Presolve::On, Presolve::Off] {
        let r = solve(&without, &opts(presolve)).unwrap();
        assert_eq!(r.outcome, SolveOutcome::NoSolution);
    }
    assert!(matches!(
        solve(&all[..80], &BlpOptions::default()),
        Err(Error::Setting(_))
    ));
}

#[test]
fn a_full_grid_needs_no_solver_and_is_unique() {
    let g = Geometry::for_variant(Variant::WINDOKU, 9, None).unwrap();
    let full = grid(TABLE5_WINDOKU);
    let r = solve_blp(&g, &full, &BlpOptions::default()).unwrap();
    assert_eq!(r.outcome, SolveOutcome::Solved(full.clone()));
    assert_eq!(r.size.variables, 0);
    assert_eq!(
        find_other_solution(&g, &full, &full, &BlpOptions::default()).unwrap(),
        None
    );
    assert_eq!(
        count_blp(&g, &full, 3, &BlpOptions::default()).unwrap(),
        Count::Exact(1)
    );
}

#[test]
fn find_other_solution_rejects_a_non_solution() {
    let g = Geometry::standard(9).unwrap();
    let wrong = grid(TABLE5_WINDOKU); // a valid grid, but not of this puzzle
    assert!(matches!(
        find_other_solution(&g, &grid(MATLAB), &wrong, &BlpOptions::default()),
        Err(Error::Setting(_))
    ));
}

#[test]
fn a_used_up_time_limit_is_an_error() {
    let g = Geometry::standard(9).unwrap();
    let o = BlpOptions::default().with_deadline(crate::Deadline::after(Duration::ZERO));
    // The budget covers everything: the paper's model needs the solver,
    // and with presolve the probing that decides MATLAB stops too.
    let paper = o.clone().with_presolve(Presolve::Off);
    assert!(matches!(
        solve_blp(&g, &grid(MATLAB), &paper),
        Err(Error::TimeLimit { .. })
    ));
    assert!(matches!(
        solve_blp(&g, &grid(MATLAB), &o),
        Err(Error::TimeLimit { .. })
    ));
    assert!(matches!(
        count_blp(&g, &Grid::empty(9), 1000, &o),
        Err(Error::TimeLimit { .. })
    ));
    // A generous limit changes nothing.
    let o = BlpOptions::default().with_deadline(crate::Deadline::after(Duration::from_secs(3600)));
    assert!(matches!(
        solve_blp(&g, &grid(MATLAB), &o).unwrap().outcome,
        SolveOutcome::Solved(_)
    ));
}

#[test]
fn solver_kinds_parse_and_print() {
    assert_eq!("microlp".parse::<SolverKind>(), Ok(SolverKind::Microlp));
    assert_eq!(" HiGHS ".parse::<SolverKind>(), Ok(SolverKind::Highs));
    assert!("cplex".parse::<SolverKind>().is_err());
    assert_eq!(SolverKind::Highs.to_string(), "highs");
    assert_eq!(SolverKind::default(), SolverKind::Microlp);
    assert_eq!(BlpOptions::default().solver, SolverKind::Microlp);
    assert_eq!(BlpOptions::default().presolve, Presolve::On);
}

#[cfg(not(feature = "highs"))]
#[test]
fn highs_is_a_setting_error_without_the_feature() {
    let g = Geometry::standard(4).unwrap();
    let o = BlpOptions::default().with_solver(SolverKind::Highs);
    match solve_blp(&g, &Grid::empty(4), &o) {
        Err(e @ Error::SolverNotBuilt { .. }) => {
            let m = e.to_string();
            assert!(m.contains("cargo feature \"highs\""), "{m}");
            assert!(!m.contains("--"), "{m}");
        }
        other => panic!("{other:?}"),
    }
    assert!(!SolverKind::Highs.is_available());
    assert!(matches!(
        count_blp(&g, &Grid::empty(4), 3, &o),
        Err(Error::SolverNotBuilt {
            solver: SolverKind::Highs
        })
    ));
}

#[test]
fn size_mismatch_is_a_typed_error() {
    let g = Geometry::standard(9).unwrap();
    assert!(matches!(
        solve_blp(&g, &Grid::empty(4), &BlpOptions::default()),
        Err(Error::SizeMismatch {
            expected: 9,
            found: 4
        })
    ));
}

#[test]
fn a_jigsaw_map_without_any_grid_keeps_nothing() {
    // Connected regions of 4 cells, yet no Latin square fits them.
    let map = [1, 1, 1, 2, 1, 3, 2, 2, 3, 3, 4, 2, 3, 4, 4, 4];
    let g = Geometry::from_block_map(4, &map).unwrap();
    let givens = grid("1...............");
    for presolve in [Presolve::On, Presolve::Off] {
        assert_eq!(
            keep_most_givens(&g, &givens, &opts(presolve)).unwrap(),
            None
        );
        let r = solve_blp(&g, &Grid::empty(4), &opts(presolve)).unwrap();
        assert_eq!(r.outcome, SolveOutcome::NoSolution);
        assert_eq!(
            count_blp(&g, &givens, 10, &opts(presolve)).unwrap(),
            Count::Exact(0)
        );
    }
}
