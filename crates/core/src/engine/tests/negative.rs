//! The negative constraint of Kropki dots and XV marks (no white dot: not
//! consecutive, ...): a puzzle it makes unique is solved alike by the
//! engine and the BLP, and the checker says which mark is missing.

use crate::blp::{solve_blp, BlpOptions, SolveOutcome};
use crate::check::check;
use crate::engine::*;
use crate::geometry::{Constraint, Pair, PairKind};
use crate::grid::CellNamer;

use super::marks::sides;

/// The 4x4 Kropki puzzle of `solution` without givens: a dot on every side
/// whose digits are consecutive (white) or one double the other (black),
/// and with `negative`, no white and no black dot on every other side.
fn kropki(solution: &Grid, negative: bool) -> Geometry {
    let mut g = Geometry::standard(4).unwrap();
    for (a, b) in sides() {
        let (x, y) = (solution.get(a), solution.get(b));
        let kinds: &[PairKind] = if PairKind::KropkiWhite.allows(x, y) {
            &[PairKind::KropkiWhite]
        } else if PairKind::KropkiBlack.allows(x, y) {
            &[PairKind::KropkiBlack]
        } else if negative {
            &[PairKind::NoWhite, PairKind::NoBlack]
        } else {
            &[]
        };
        for &kind in kinds {
            g = g
                .with_constraint(Constraint::Pair(Pair::new(kind, a, b)))
                .unwrap();
        }
    }
    g
}

#[test]
fn the_negative_constraint_makes_a_kropki_puzzle_unique_for_both_solvers() {
    let solution = Grid::parse_line("1324423124133142").unwrap();
    let givens = Grid::empty(4);
    let dots_only = kropki(&solution, false);
    assert_eq!(
        count_solutions(&dots_only, &givens, 100).unwrap(),
        Count::Exact(10)
    );
    let g = kropki(&solution, true);
    // 24 sides, 12 with a dot, 12 with both negated pairs.
    assert_eq!(g.added_constraints().len(), 12 + 24);
    assert_eq!(count_solutions(&g, &givens, 100).unwrap(), Count::Exact(1));
    let engine = solve_native(&g, &givens).unwrap().expect("a solution");
    assert_eq!(engine, solution);
    let report = solve_blp(&g, &givens, &BlpOptions::default()).unwrap();
    let SolveOutcome::Solved(blp) = report.outcome else {
        panic!("the BLP found no solution");
    };
    assert_eq!(blp, solution);
    assert!(check(&g, &blp).conflicts.is_empty());
}

#[test]
fn the_checker_says_which_mark_is_missing() {
    // C3 and C4 (one column, two rows) of a 9x9, with no dot and no X or
    // V between them.
    let (c3, c4) = (2 * 9 + 2, 3 * 9 + 2);
    let mut g = Geometry::standard(9).unwrap();
    for kind in [
        PairKind::NoWhite,
        PairKind::NoBlack,
        PairKind::NoX,
        PairKind::NoV,
    ] {
        g = g
            .with_constraint(Constraint::Pair(Pair::new(kind, c4, c3)))
            .unwrap();
    }
    let words = |a: u8, b: u8| -> Vec<String> {
        let mut grid = Grid::empty(9);
        grid.set(c3, a);
        grid.set(c4, b);
        check(&g, &grid)
            .conflicts
            .iter()
            .map(|c| c.describe(&g, &CellNamer::default()))
            .collect()
    };
    assert_eq!(
        words(4, 5),
        ["C3 and C4 hold 4 and 5, consecutive, but no white dot stands between them"]
    );
    // 1 and 2 are both consecutive and one double the other.
    assert_eq!(
        words(2, 1),
        [
            "C3 and C4 hold 2 and 1, consecutive, but no white dot stands between them",
            "C3 and C4 hold 2 and 1, one double the other, but no black dot stands between them",
        ]
    );
    assert_eq!(
        words(3, 7),
        ["C3 and C4 hold 3 and 7, adding up to 10, but no X stands between them"]
    );
    assert_eq!(
        words(1, 4),
        ["C3 and C4 hold 1 and 4, adding up to 5, but no V stands between them"]
    );
    assert!(words(1, 3).is_empty());
    // Nothing is drawn for them.
    assert!(crate::figure::Figure::of(&g).pairs().is_empty());
}

/// Random negated pairs (with some dots) on a 4x4: the engine counts what
/// an enumeration of every grid counts, and the BLP finds a grid exactly
/// when there is one, keeping every pair.
#[test]
fn random_negated_pairs_agree_between_the_engine_the_blp_and_an_enumeration() {
    use rand::seq::IndexedRandom;
    use rand::{Rng, SeedableRng};
    let grids = super::marks::all_4x4_grids();
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(46);
    let kinds = [
        PairKind::NoWhite,
        PairKind::NoBlack,
        PairKind::NoV,
        PairKind::NoX,
        PairKind::KropkiWhite,
    ];
    let sides = sides();
    let (mut none, mut unique) = (0, 0);
    for _ in 0..60 {
        let count = rng.random_range(4..=14);
        let pairs: Vec<Pair> = (0..count)
            .map(|_| {
                let &(a, b) = sides.choose(&mut rng).unwrap();
                Pair::new(*kinds.choose(&mut rng).unwrap(), a, b)
            })
            .collect();
        let g = pairs
            .iter()
            .try_fold(Geometry::standard(4).unwrap(), |g, p| {
                g.with_constraint(Constraint::Pair(p.clone()))
            })
            .unwrap();
        let expected = grids
            .iter()
            .filter(|grid| {
                pairs
                    .iter()
                    .all(|p| p.allows(grid[p.cells[0]], grid[p.cells[1]]))
            })
            .count() as u64;
        let empty = Grid::empty(4);
        assert_eq!(
            count_solutions(&g, &empty, 1000).unwrap(),
            Count::Exact(expected),
            "{pairs:?}"
        );
        let report = solve_blp(&g, &empty, &BlpOptions::default()).unwrap();
        match report.outcome {
            SolveOutcome::Solved(grid) => {
                assert!(expected > 0, "{pairs:?}");
                assert!(check(&g, &grid).conflicts.is_empty(), "{pairs:?}");
            }
            _ => assert_eq!(expected, 0, "{pairs:?}"),
        }
        none += usize::from(expected == 0);
        unique += usize::from(expected == 1);
    }
    // The draw is not all trivial.
    assert!(none + unique > 0, "{none} {unique}");
}
