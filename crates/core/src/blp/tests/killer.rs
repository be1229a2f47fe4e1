//! The BLP on killer cages: the cage rows hold at the answer, microlp on
//! the paper's model and the default path find the engine's grid, Peško's
//! cut proves it unique, and counting with no-good cuts agrees with the
//! engine where the cages leave several solutions.

use super::*;
use crate::blp::model::{Build, Model};
use crate::blp::rows::RowKind;
use crate::engine::count_solutions;
use crate::geometry::Constraint;
use crate::outcome::Uniqueness;
use crate::solve::{solve_puzzle, Method, SecondSolution, SolveOptions, SolveReport};
use crate::test_killers::{KILLER4, KILLER9, KILLER9_SEARCH};

#[test]
fn the_blp_solves_the_test_killers_as_the_engine_does() {
    for killer in [KILLER4, KILLER9] {
        let g = killer.geometry();
        let empty = Grid::empty(killer.n);
        let answer = killer.solution();
        // microlp's own branch and bound on the 9x9's full model takes half
        // a minute, and with the cut ends in "Singular matrix" after one:
        // the paper's model is handed to microlp for the 4x4 only (the
        // default path, presolve and our branch and bound, for both).
        let modes: &[Presolve] = if killer.n == 4 {
            &[Presolve::Off, Presolve::On]
        } else {
            &[Presolve::On]
        };
        for &presolve in modes {
            assert_eq!(
                solved(&g, &empty, presolve),
                answer,
                "presolve {presolve:?}"
            );
        }
        for &presolve in modes {
            let other = find_other_solution(&g, &empty, &answer, &opts(presolve)).unwrap();
            assert_eq!(other, None, "Peško's cut, presolve {presolve:?}");
        }
        // The paper's model with the cage rows: one sum row per cage, and
        // every row holds at the answer.
        let build = Build {
            fix_givens: false,
            candidates: None,
        };
        let model = Model::build(&g, &empty, build);
        let sums = model
            .rows
            .iter()
            .filter(|r| matches!(r.kind, RowKind::CageSum { .. }))
            .count();
        assert_eq!(sums, killer.cages.len());
        let is_one = |v: usize| answer.get(model.vars[v].cell) == model.vars[v].digit;
        assert!(model.rows.iter().all(|r| r.holds(is_one)));
        // A grid of the plain Sudoku that is not the answer breaks a cage row.
        let plain = solved(&Geometry::standard(killer.n).unwrap(), &empty, Presolve::On);
        if plain != answer {
            let is_one = |v: usize| plain.get(model.vars[v].cell) == model.vars[v].digit;
            assert!(model
                .rows
                .iter()
                .filter(|r| !r.holds(is_one))
                .all(|r| matches!(r.kind, RowKind::CageSum { .. } | RowKind::CageDigit { .. })));
            assert!(!model.rows.iter().all(|r| r.holds(is_one)));
        }
    }
}

#[test]
fn with_cages_left_out_the_blp_counts_what_the_engine_counts() {
    let killer = KILLER9;
    let empty = Grid::empty(9);
    let mut several = 0;
    for kept in [2, 3, 4, 5] {
        // Every `kept`-th cage only.
        let g = killer
            .cages()
            .into_iter()
            .step_by(kept)
            .fold(Geometry::standard(9).unwrap(), |g, cage| {
                g.with_constraint(Constraint::Cage(cage)).unwrap()
            });
        let native = count_solutions(&g, &empty, 20).unwrap();
        let blp = crate::blp::count_blp(&g, &empty, 20, &opts(Presolve::On)).unwrap();
        assert_eq!(blp, native, "every {kept}th cage");
        if native.found() > 1 {
            several += 1;
            let other = find_other_solution(&g, &empty, &killer.solution(), &opts(Presolve::On))
                .unwrap()
                .expect("a second solution");
            assert!(is_solution(&g, &empty, &other).unwrap() && other != killer.solution());
        }
    }
    assert!(several >= 2, "{several}");
}

/// `solve --unique` on the killer of the cages of [`KILLER9_SEARCH`] that
/// `keep` keeps (by their place in the list):
/// the report and the geometry.
fn solve_unique_search_killer(keep: impl Fn(usize) -> bool) -> (Geometry, SolveReport) {
    let g = KILLER9_SEARCH
        .cages()
        .into_iter()
        .enumerate()
        .filter(|&(i, _)| keep(i))
        .fold(Geometry::standard(9).unwrap(), |g, (_, cage)| {
            g.with_constraint(Constraint::Cage(cage)).unwrap()
        });
    let opts = SolveOptions::default().with_second_solution(SecondSolution::Cut);
    let report = solve_puzzle(&g, &Grid::empty(9), &opts).unwrap();
    (g, report)
}

#[test]
fn a_killer_the_presolve_leaves_open_is_found_and_proven_unique_by_one_engine_search() {
    let (g, report) = solve_unique_search_killer(|_| true);
    let open = presolve(&g, &Grid::empty(9))
        .unwrap()
        .iter()
        .filter(|m| m.count_ones() > 1)
        .count();
    assert!(open > 60, "the presolve left {open} cells open");
    let SolveReport::Solved {
        grid,
        method: Method::Blp(blp),
        uniqueness,
        ..
    } = report
    else {
        panic!("{report:?}");
    };
    assert_eq!(blp.decided_by, DecidedBy::Engine);
    assert_eq!(grid, KILLER9_SEARCH.solution());
    assert_eq!(uniqueness, Uniqueness::Unique);
    // The grid meets every row of the paper's model, the cage sums included.
    assert!(super::super::repair::meets_every_row(&g, &grid, &[]));
}

#[test]
fn with_cages_left_out_the_same_search_shows_a_second_solution() {
    // The first four cages and the last leave several grids.
    let (g, report) = solve_unique_search_killer(|i| (4..20).contains(&i));
    let SolveReport::Solved {
        grid,
        method: Method::Blp(blp),
        uniqueness: Uniqueness::NotUnique(other),
        ..
    } = report
    else {
        panic!("{report:?}");
    };
    assert_eq!(blp.decided_by, DecidedBy::Engine);
    assert_ne!(grid, other);
    let empty = Grid::empty(9);
    assert!(is_solution(&g, &empty, &grid).unwrap());
    assert!(is_solution(&g, &empty, &other).unwrap());
}

#[test]
fn a_spent_deadline_stops_the_engine_search_with_the_time_limit() {
    let g = KILLER9_SEARCH.geometry();
    let opts = SolveOptions::default()
        .with_second_solution(SecondSolution::Cut)
        .with_blp(BlpOptions::default().with_deadline(Deadline::after(Duration::ZERO)));
    let answer = solve_puzzle(&g, &Grid::empty(9), &opts);
    assert!(matches!(answer, Err(Error::TimeLimit { .. })), "{answer:?}");
}
