//! The repair of contradictory givens: the grid keeping the most givens,
//! checked against brute force on small grids, against HiGHS's optimum on a
//! 16x16, and against every row of the paper's model.

use std::time::Duration;

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use crate::blp::hitting::smallest_hitting_set;
use crate::blp::repair::meets_every_row;
use crate::blp::*;
use crate::budget::Deadline;
use crate::geometry::Diagonals;

/// A 16x16 without solution (no two givens clash in plain sight). HiGHS
/// 1.16 (highspy) proves the optimum of the paper's model with the givens
/// free: 117 of the 120 givens kept (`bench/repair.sh`).
const NO_SOLUTION_16: &str = concat!(
    ".6F479..D.G.C5.1.9..645...F..GA2.G...DA3.B6....9......8E......6..2...19F..7A...3F7...6......A4C.",
    "..BA...8.34F.91.1.36.A..C9D.7..G.....G......9.3.GE.F3..947.D..8.23..4.678..BDEGF.5A..CE.F.93..4.",
    "..78.2D..C....F6.F.G53C694A...D.....1.7..D82.C.BE..5B8...F3...9.",
);

fn opts(presolve: Presolve) -> BlpOptions {
    BlpOptions::default().with_presolve(presolve)
}

/// Every complete grid of a geometry, by plain backtracking.
pub(super) fn all_grids(g: &Geometry) -> Vec<Grid> {
    fn fill(g: &Geometry, grid: &mut Grid, cell: usize, out: &mut Vec<Grid>) {
        if cell == g.cell_count() {
            out.push(grid.clone());
            return;
        }
        for d in 1..=g.size() as u8 {
            if g.peers(cell).into_iter().all(|p| grid.get(p) != d) {
                grid.set(cell, d);
                fill(g, grid, cell + 1, out);
                grid.set(cell, 0);
            }
        }
    }
    let mut out = Vec::new();
    fill(g, &mut Grid::empty(g.size()), 0, &mut out);
    out
}

/// The most givens any complete grid keeps, by trying them all.
fn brute_force_kept(grids: &[Grid], givens: &Grid) -> usize {
    grids
        .iter()
        .map(|s| {
            (0..givens.cells().len())
                .filter(|&c| givens.get(c) != 0 && givens.get(c) == s.get(c))
                .count()
        })
        .max()
        .unwrap()
}

#[test]
fn the_grid_keeping_most_givens_matches_brute_force_on_4x4() {
    let g = Geometry::standard(4).unwrap();
    let grids = all_grids(&g);
    assert_eq!(grids.len(), 288);
    let mut rng = ChaCha8Rng::seed_from_u64(7);
    let mut dropped_some = 0;
    for _ in 0..60 {
        // 5 to 10 random givens, clashes allowed: most contradict.
        let mut givens = Grid::empty(4);
        for _ in 0..rng.random_range(5..=10) {
            givens.set(rng.random_range(0..16), rng.random_range(1..=4));
        }
        let best = brute_force_kept(&grids, &givens);
        for presolve in [Presolve::On, Presolve::Off] {
            let r = keep_most_givens(&g, &givens, &opts(presolve))
                .unwrap()
                .unwrap();
            assert_eq!(givens.given_count() - r.dropped.len(), best, "{givens}");
            assert!(meets_every_row(&g, &r.grid, &[]));
            let mut kept = givens.clone();
            for &c in &r.dropped {
                kept.set(c, 0);
            }
            assert!(r.grid.keeps(&kept));
        }
        dropped_some += usize::from(best < givens.given_count());
    }
    assert!(dropped_some > 30, "{dropped_some}");
}

#[test]
fn the_grid_keeping_most_givens_matches_brute_force_on_a_4x4_x() {
    let g = Geometry::standard(4)
        .unwrap()
        .with_diagonals(Diagonals::Both);
    let grids = all_grids(&g);
    let mut rng = ChaCha8Rng::seed_from_u64(11);
    for _ in 0..30 {
        let mut givens = Grid::empty(4);
        for _ in 0..rng.random_range(4..=8) {
            givens.set(rng.random_range(0..16), rng.random_range(1..=4));
        }
        let r = keep_most_givens(&g, &givens, &BlpOptions::default())
            .unwrap()
            .unwrap();
        let best = brute_force_kept(&grids, &givens);
        assert_eq!(givens.given_count() - r.dropped.len(), best, "{givens}");
        assert!(meets_every_row(&g, &r.grid, &[]));
    }
}

#[test]
fn the_16x16_without_solution_keeps_117_of_120_givens() {
    let g = Geometry::standard(16).unwrap();
    let givens = Grid::parse_line(NO_SOLUTION_16).unwrap();
    assert_eq!(givens.given_count(), 120);
    assert!(crate::check::check(&g, &givens).is_valid());
    let r = keep_most_givens(&g, &givens, &BlpOptions::default())
        .unwrap()
        .unwrap();
    assert_eq!(r.dropped.len(), 3, "{:?}", r.dropped);
    assert!(meets_every_row(&g, &r.grid, &[]));
    let mut kept = givens.clone();
    for &c in &r.dropped {
        kept.set(c, 0);
    }
    assert!(r.grid.keeps(&kept));
}

#[test]
fn a_grid_breaking_one_row_of_the_model_is_caught() {
    let g = Geometry::standard(4).unwrap();
    let solved = Grid::parse_line("1234341221434321").unwrap();
    assert!(meets_every_row(&g, &solved, &[]));
    let mut broken = solved.clone();
    broken.set(0, 2); // two 2s in row 1
    assert!(!meets_every_row(&g, &broken, &[]));
    let mut open = solved;
    open.set(5, 0); // a cell without a digit
    assert!(!meets_every_row(&g, &open, &[]));
}

#[test]
fn the_repair_stops_at_the_deadline() {
    let g = Geometry::standard(16).unwrap();
    let givens = Grid::parse_line(NO_SOLUTION_16).unwrap();
    let spent = BlpOptions::default().with_deadline(Deadline::after(Duration::ZERO));
    assert!(matches!(
        keep_most_givens(&g, &givens, &spent),
        Err(Error::TimeLimit { .. })
    ));
}

#[test]
fn the_smallest_hitting_set_matches_brute_force() {
    let mut rng = ChaCha8Rng::seed_from_u64(3);
    let none = Deadline::none();
    for _ in 0..200 {
        let elements = rng.random_range(1..=10);
        let sets: Vec<Vec<usize>> = (0..rng.random_range(1..=8))
            .map(|_| {
                let mut s: Vec<usize> = (0..elements).filter(|_| rng.random_bool(0.3)).collect();
                if s.is_empty() {
                    s.push(rng.random_range(0..elements));
                }
                s
            })
            .collect();
        // Elements from `second` on count second: the fewest of them
        // among the smallest sets.
        let second = rng.random_range(0..=elements);
        let best = (0u32..1 << elements)
            .filter(|&m| sets.iter().all(|s| s.iter().any(|&e| m >> e & 1 == 1)))
            .map(|m| (m.count_ones() as usize, (m >> second).count_ones() as usize))
            .min()
            .unwrap();
        let found = smallest_hitting_set(elements, &sets, 0, second, &none, "test")
            .unwrap()
            .unwrap();
        let seconds = found.iter().filter(|&&e| e >= second).count();
        assert_eq!((found.len(), seconds), best, "{sets:?}");
        assert!(sets.iter().all(|s| s.iter().any(|e| found.contains(e))));
    }
    assert_eq!(
        smallest_hitting_set(3, &[vec![]], 0, 3, &none, "test").unwrap(),
        None
    );
}
