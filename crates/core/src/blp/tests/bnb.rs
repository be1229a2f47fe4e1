//! Tests of the branch and bound (`bnb.rs`) against the native engine:
//! solvable, unsolvable and not-unique puzzles of every variant, the
//! uniqueness cut, counting through cuts and the time limit.

use std::time::{Duration, Instant};

use super::{blank, pattern};
use crate::blp::bnb;
use crate::blp::model::{Build, Model};
use crate::blp::*;
use crate::budget::Deadline;
use crate::engine::{solutions_up_to_two, Solutions};
use crate::geometry::Variant;
use crate::outcome::Count;

const WINDOKU_X: &str =
    "123456789548279613679318524216597438397184256854632971782961345931745862465823197";

fn givens_fixed(geometry: &Geometry, givens: &Grid) -> Model {
    Model::build(
        geometry,
        givens,
        Build {
            fix_givens: true,
            candidates: None,
        },
    )
}

fn run(model: &Model) -> Option<Grid> {
    if model.infeasible {
        return None;
    }
    bnb::solve(model, &Deadline::none(), "testing")
        .unwrap()
        .grid
}

/// The branch and bound finds a solution iff the engine does, and with the
/// uniqueness cut finds another iff the engine finds two.
fn agrees(geometry: &Geometry, givens: &Grid) -> Solutions {
    let expected = solutions_up_to_two(geometry, givens).unwrap();
    let mut model = givens_fixed(geometry, givens);
    let found = run(&model);
    match (&expected, &found) {
        (Solutions::None, None) => {}
        (Solutions::None, Some(g)) => panic!("found {g} for {givens}, which has no solution"),
        (_, None) => panic!("no solution found for {givens}"),
        (_, Some(first)) => {
            assert!(is_solution(geometry, givens, first).unwrap(), "{first}");
            model.add_cut(first);
            let other = run(&model);
            match (&expected, other) {
                (Solutions::Unique(_), None) => {}
                (Solutions::Multiple(..), Some(other)) => {
                    assert!(is_solution(geometry, givens, &other).unwrap());
                    assert_ne!(&other, first);
                }
                (e, o) => panic!("{givens}: engine {e:?}, after the cut {o:?}"),
            }
        }
    }
    expected
}

/// Replaces the first given that can be replaced by a digit clashing with
/// no other given: the puzzle often (not always) loses every solution.
fn spoil(geometry: &Geometry, givens: &Grid) -> Grid {
    let n = geometry.size();
    let mut g = givens.clone();
    for cell in (0..n * n).filter(|&c| givens.get(c) != 0) {
        let free = (1..=n as u8).find(|&d| {
            d != givens.get(cell) && geometry.peers(cell).iter().all(|&p| givens.get(p) != d)
        });
        if let Some(d) = free {
            g.set(cell, d);
            break;
        }
    }
    g
}

#[test]
fn agrees_with_the_engine_on_every_variant() {
    let windoku_x = Grid::parse_line(WINDOKU_X).unwrap();
    let cases = [
        (Geometry::standard(4).unwrap(), pattern(4)),
        (Geometry::standard(6).unwrap(), pattern(6)),
        (Geometry::standard(9).unwrap(), pattern(9)),
        (Geometry::standard(16).unwrap(), pattern(16)),
        (
            Geometry::for_variant(Variant::X, 9, None).unwrap(),
            windoku_x.clone(),
        ),
        (
            Geometry::for_variant(Variant::WINDOKU, 9, None).unwrap(),
            windoku_x.clone(),
        ),
        (
            Geometry::for_variant(Variant::WINDOKU_X, 9, None).unwrap(),
            windoku_x,
        ),
    ];
    let (mut none, mut unique, mut multiple) = (0, 0, 0);
    // From 16x16 on the engine's search decides the model without cuts
    // alone, its "no solution" included: some of those must have none.
    let mut none_16 = 0;
    for (geometry, full) in &cases {
        assert!(is_solution(geometry, &Grid::empty(geometry.size()), full).unwrap());
        for keep in [15, 30, 45] {
            for seed in 1..=4 {
                let givens = blank(full, keep, seed);
                for puzzle in [givens.clone(), spoil(geometry, &givens)] {
                    match agrees(geometry, &puzzle) {
                        Solutions::None => {
                            none += 1;
                            none_16 += usize::from(geometry.size() >= 16);
                        }
                        Solutions::Unique(_) => unique += 1,
                        Solutions::Multiple(..) => multiple += 1,
                    }
                }
            }
        }
    }
    assert!(
        none > 0 && unique > 0 && multiple > 0 && none_16 > 0,
        "{none} {unique} {multiple} {none_16}"
    );
}

#[test]
fn counting_through_cuts_is_exact() {
    let g = Geometry::standard(4).unwrap();
    let opts = BlpOptions::default();
    assert_eq!(
        count_blp(&g, &Grid::empty(4), 1000, &opts).unwrap(),
        Count::Exact(288)
    );
    let givens = Grid::parse_line("1...............").unwrap();
    assert_eq!(
        count_blp(&g, &givens, 1000, &opts).unwrap(),
        Count::Exact(72)
    );
}

fn given45_25(index: usize) -> (Geometry, Grid) {
    let line = include_str!("../../../../../bench/given45-25.txt")
        .lines()
        .nth(index)
        .unwrap();
    (
        Geometry::standard(25).unwrap(),
        Grid::parse_line(line).unwrap(),
    )
}

#[test]
fn solves_a_25x25_puzzle_that_microlp_alone_does_not() {
    let (g, givens) = given45_25(4);
    let report = solve_blp(&g, &givens, &BlpOptions::default()).unwrap();
    let SolveOutcome::Solved(solution) = report.outcome else {
        panic!("not solved");
    };
    assert!(is_solution(&g, &givens, &solution).unwrap());
    assert!(report.size.variables > 1000);
}

#[test]
fn honours_the_time_limit() {
    // Building the model alone takes longer than 2 ms; the search, tens of
    // milliseconds.
    let (g, givens) = given45_25(0);
    for limit in [Duration::ZERO, Duration::from_millis(2)] {
        let opts = BlpOptions::default().with_deadline(crate::Deadline::after(limit));
        let started = Instant::now();
        let result = solve_blp(&g, &givens, &opts);
        assert!(matches!(result, Err(Error::TimeLimit { .. })), "{result:?}");
        assert!(started.elapsed() < Duration::from_secs(3));
    }
}

#[test]
fn cuts_of_known_grids_name_the_grids_they_exclude() {
    let g = Geometry::standard(16).unwrap();
    let full = pattern(16);
    let givens = blank(&full, 60, 3);
    let mut model = givens_fixed(&g, &givens);
    assert_eq!(model.excluded_grids(), Some(&[][..]));
    model.add_cut(&full);
    assert_eq!(model.excluded_grids(), Some(&[full.clone()][..]));
    // A grid that breaks a given: the cut, left without the fixed cells,
    // excludes the grid with the givens put back.
    let mut wrong = full.clone();
    let cell = (0..256).find(|&c| givens.get(c) != 0).unwrap();
    wrong.set(cell, full.get(cell) % 16 + 1);
    model.add_cut(&wrong);
    assert_eq!(
        model.excluded_grids(),
        Some(&[full.clone(), full.clone()][..])
    );
    // A grid with a digit the presolve excluded: its cut excludes every
    // grid that agrees with it elsewhere, more than one grid.
    let open = (0..256).find(|&c| givens.get(c) == 0).unwrap();
    let mut off = full.clone();
    off.set(open, full.get(cell));
    model.add_cut(&off);
    assert_eq!(model.excluded_grids(), None);
    // Soft cage sums: the engine knows only part of the model.
    let cage = crate::geometry::Constraint::Cage(crate::geometry::Cage::new(
        vec![0, 1],
        u32::from(full.get(0) + full.get(1)),
    ));
    let caged = g.with_constraint(cage).unwrap();
    let mut soft = givens_fixed(&caged, &givens);
    assert_eq!(soft.excluded_grids(), Some(&[][..]));
    soft.soften_cage_sums();
    assert_eq!(soft.soft_cages.len(), 1);
    assert_eq!(soft.excluded_grids(), None);
}

/// From 16x16 on, the engine decides each model of the count (the
/// puzzle's own plus a cut per grid found) and passes over the grids the
/// cuts exclude: the count through cuts is the engine's own.
#[test]
fn counting_through_cuts_at_16x16_is_exact() {
    let g = Geometry::standard(16).unwrap();
    let full = pattern(16);
    let mut counted = 0;
    for keep in [40, 45, 50] {
        for seed in 1..=6 {
            let givens = blank(&full, keep, seed);
            let Count::Exact(expected) = crate::engine::count_solutions(&g, &givens, 25).unwrap()
            else {
                continue;
            };
            if expected < 2 {
                continue;
            }
            let opts = BlpOptions::default();
            assert_eq!(
                count_blp(&g, &givens, 100, &opts).unwrap(),
                Count::Exact(expected),
                "{givens}"
            );
            counted += 1;
        }
    }
    assert!(counted >= 3, "{counted} puzzles with 2-24 solutions");
}
