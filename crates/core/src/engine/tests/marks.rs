//! The engine, the BLP and the checker on marks between two cells: random
//! marks on a 4x4 are counted as a plain enumeration of every 4x4 grid
//! counts them, and each solution found keeps every mark.

use rand::seq::IndexedRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use crate::check::check;
use crate::engine::*;
use crate::geometry::{Constraint, Pair, PairKind};

/// Every 4x4 grid, by plain backtracking.
pub(super) fn all_4x4_grids() -> Vec<Vec<u8>> {
    fn go(peers: &[Vec<usize>], grid: &mut Vec<u8>, cell: usize, out: &mut Vec<Vec<u8>>) {
        if cell == 16 {
            out.push(grid.clone());
            return;
        }
        for d in 1..=4 {
            if peers[cell].iter().all(|&p| grid[p] != d) {
                grid[cell] = d;
                go(peers, grid, cell + 1, out);
                grid[cell] = 0;
            }
        }
    }
    let g = Geometry::standard(4).unwrap();
    let peers: Vec<Vec<usize>> = (0..16).map(|c| g.peers(c)).collect();
    let mut out = Vec::new();
    go(&peers, &mut vec![0; 16], 0, &mut out);
    out
}

/// Every pair of side-by-side cells of a 4x4.
pub(super) fn sides() -> Vec<(usize, usize)> {
    (0..16)
        .flat_map(|c| {
            let right = (c % 4 < 3).then_some((c, c + 1));
            let down = (c < 12).then_some((c, c + 4));
            right.into_iter().chain(down)
        })
        .collect()
}

#[test]
fn random_marks_are_counted_as_the_enumeration_counts_them() {
    let grids = all_4x4_grids();
    assert_eq!(grids.len(), 288);
    let mut rng = ChaCha8Rng::seed_from_u64(45);
    let kinds = [
        PairKind::KropkiWhite,
        PairKind::KropkiBlack,
        PairKind::V,
        PairKind::Greater,
        // The negative constraint's pairs, one side at a time.
        PairKind::NoWhite,
        PairKind::NoBlack,
        PairKind::NoV,
    ];
    let sides = sides();
    let mut unique = 0;
    for _ in 0..150 {
        let count = rng.random_range(1..=6);
        let marks: Vec<Pair> = (0..count)
            .map(|_| {
                let &(a, b) = sides.choose(&mut rng).unwrap();
                let &kind = kinds.choose(&mut rng).unwrap();
                if rng.random_bool(0.5) {
                    Pair::new(kind, a, b)
                } else {
                    Pair::new(kind, b, a)
                }
            })
            .collect();
        let g = marks
            .iter()
            .cloned()
            .try_fold(Geometry::standard(4).unwrap(), |g, m| {
                g.with_constraint(Constraint::Pair(m))
            })
            .unwrap();
        let expected = grids
            .iter()
            .filter(|grid| {
                marks
                    .iter()
                    .all(|m| m.allows(grid[m.cells[0]], grid[m.cells[1]]))
            })
            .count() as u64;
        let empty = Grid::empty(4);
        let counted = count_solutions(&g, &empty, 1000).unwrap();
        assert_eq!(counted, Count::Exact(expected), "{marks:?}");
        let solved = solve_native(&g, &empty).unwrap();
        assert_eq!(solved.is_some(), expected > 0, "{marks:?}");
        if let Some(grid) = solved {
            assert!(check(&g, &grid).conflicts.is_empty(), "{marks:?}");
        }
        unique += usize::from(expected == 1);
    }
    // The draw is not all trivial.
    assert!(unique > 0);
}

#[test]
fn the_checker_names_a_broken_mark_and_its_digits() {
    let g = Geometry::standard(4)
        .unwrap()
        .with_constraint(Constraint::Pair(Pair::new(PairKind::Greater, 1, 0)))
        .unwrap()
        .with_constraint(Constraint::Pair(Pair::new(PairKind::KropkiWhite, 4, 8)))
        .unwrap();
    // A1 2, B1 1 (B1 is not larger); A2 3, A3 1 (not consecutive).
    let grid = Grid::parse_line("21..3...1.......").unwrap();
    let texts: Vec<String> = check(&g, &grid)
        .conflicts
        .iter()
        .map(|c| c.describe(&g, &crate::grid::CellNamer::default()))
        .collect();
    assert_eq!(
        texts,
        [
            "B1 (1) and A1 (2) break the greater-than sign B1 > A1",
            "A2 (3) and A3 (1) break the white dot between A2 and A3",
        ]
    );
    let kept = Grid::parse_line("12..3...4.......").unwrap();
    assert!(check(&g, &kept).conflicts.is_empty());
}

/// The BLP (microlp behind presolve and branch and bound) finds a grid
/// keeping every mark, the engine's where the marks leave one.
#[test]
fn the_blp_solves_marks_as_the_engine_does() {
    use crate::blp::{solve_blp, BlpOptions, SolveOutcome};
    // Every white and black dot and every sign the grid keeps on its
    // first two rows: a 4x4 Kropki and greater-than puzzle without givens.
    let solution = Grid::parse_line("1234341221434321").unwrap();
    let mut g = Geometry::standard(4).unwrap();
    for (a, b) in sides().into_iter().filter(|&(a, _)| a < 8) {
        let (x, y) = (solution.get(a), solution.get(b));
        for kind in [PairKind::KropkiWhite, PairKind::KropkiBlack] {
            if kind.allows(x, y) {
                g = g
                    .with_constraint(Constraint::Pair(Pair::new(kind, a, b)))
                    .unwrap();
            }
        }
        let (big, small) = if x > y { (a, b) } else { (b, a) };
        g = g
            .with_constraint(Constraint::Pair(Pair::new(PairKind::Greater, big, small)))
            .unwrap();
    }
    let givens = Grid::empty(4);
    let count = count_solutions(&g, &givens, 100).unwrap();
    let engine = solve_native(&g, &givens).unwrap().expect("a solution");
    let report = solve_blp(&g, &givens, &BlpOptions::default()).unwrap();
    let SolveOutcome::Solved(blp) = report.outcome else {
        panic!("the BLP found no solution");
    };
    assert!(check(&g, &blp).conflicts.is_empty(), "{blp}");
    // The signs of two full rows and the dots leave the one grid.
    assert_eq!(count, Count::Exact(1));
    assert_eq!(blp, solution);
    assert_eq!(engine, solution);
}

/// The examples of every kind fit together with solutions left (the
/// stores' round trips fill their grids from one).
#[test]
fn every_kind_together_leaves_solutions() {
    for n in [4, 6, 9, 16] {
        let g = Constraint::one_of_each_kind(n)
            .into_iter()
            .try_fold(Geometry::standard(n).unwrap(), |g, r| g.with_constraint(r))
            .unwrap();
        let count = count_solutions(&g, &Grid::empty(n), 2).unwrap();
        assert_eq!(count, Count::AtLeast(2), "{n}");
    }
}
