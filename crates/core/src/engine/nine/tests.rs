//! The kernel against the generic engine on random 9x9 puzzles: minimal
//! ones, ones with few givens and many solutions, and ones with none.

use proptest::prelude::*;
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use super::super::compile::on_core;
use super::super::settings::{End, Found, Settings};
use super::super::Engine;
use super::is_plain;
use crate::budget::Deadline;
use crate::check::is_solution;
use crate::geometry::{Geometry, Variant};
use crate::grid::Grid;

fn std9() -> Geometry {
    Geometry::standard(9).unwrap()
}

/// The generic engine's search, bypassing the kernel.
fn generic(engine: &Engine, givens: &Grid, settings: Settings<'_>) -> Found {
    on_core!(&engine.core, c => c.search(givens, settings))
}

/// A random full grid (the generic engine's random search).
fn full(engine: &Engine, rng: &mut ChaCha8Rng) -> Grid {
    engine
        .random_solution(&Grid::empty(9), rng)
        .unwrap()
        .unwrap()
}

/// `full` with givens removed in a random order while it stays unique.
fn minimal(engine: &Engine, full: &Grid, rng: &mut ChaCha8Rng) -> Grid {
    let mut cells: Vec<usize> = (0..81).collect();
    cells.shuffle(rng);
    let mut givens = full.clone();
    for cell in cells {
        givens.set(cell, 0);
        if generic(engine, &givens, Settings::new(2, 0)).count != 1 {
            givens.set(cell, full.get(cell));
        }
    }
    givens
}

/// Checks the kernel against the generic engine on `givens`: the counts
/// up to `limit` and how each search ended; the grids, which are
/// solutions, the same when there is one and distinct otherwise; and the
/// counts past a struck-out candidate and past excluded grids.
fn agree(engine: &Engine, givens: &Grid, limit: u64) -> Result<(), TestCaseError> {
    let g = std9();
    let ours = super::search(givens, Settings::new(limit, 2));
    let theirs = generic(engine, givens, Settings::new(limit, 2));
    prop_assert_eq!(ours.count, theirs.count, "{}", givens);
    prop_assert_eq!(ours.end, theirs.end);
    prop_assert_eq!(ours.solutions.len(), theirs.solutions.len());
    for s in &ours.solutions {
        prop_assert!(is_solution(&g, givens, s).unwrap());
    }
    if ours.count == 1 {
        prop_assert_eq!(&ours.solutions, &theirs.solutions);
    }
    if ours.solutions.len() == 2 {
        prop_assert!(ours.solutions[0] != ours.solutions[1]);
    }
    if let Some(first) = ours.solutions.first() {
        // Past the first solution, and without its digit in an open cell.
        let excluded = std::slice::from_ref(first);
        let past = |e: &Engine| {
            let s = Settings::new(limit, 0).excluding(excluded);
            (
                super::search(givens, Settings::new(limit, 0).excluding(excluded)).count,
                generic(e, givens, s).count,
            )
        };
        let (a, b) = past(engine);
        prop_assert_eq!(a, b);
        if let Some(cell) = (0..81).find(|&c| givens.get(c) == 0) {
            let d = usize::from(first.get(cell)) - 1;
            let a = super::search(givens, Settings::new(limit, 0).without(cell, d)).count;
            let b = generic(engine, givens, Settings::new(limit, 0).without(cell, d)).count;
            prop_assert_eq!(a, b);
        }
    }
    Ok(())
}

#[test]
fn only_the_plain_9x9_is_plain() {
    assert!(is_plain(&std9()));
    assert!(!is_plain(&Geometry::standard(4).unwrap()));
    assert!(!is_plain(
        &Geometry::for_variant(Variant::X, 9, None).unwrap()
    ));
    assert!(!is_plain(
        &Geometry::for_variant(Variant::WINDOKU, 9, None).unwrap()
    ));
    assert!(Engine::new(&std9()).nine);
}

#[test]
fn clashing_givens_and_a_passed_deadline() {
    let mut givens = Grid::empty(9);
    givens.set(0, 5);
    givens.set(8, 5);
    let found = super::search(&givens, Settings::new(2, 2));
    assert_eq!((found.count, found.end), (0, End::Exhausted));
    let engine = Engine::new(&std9());
    for limit in [0, 1] {
        let ours = super::search(&givens, Settings::new(limit, 0));
        let theirs = generic(&engine, &givens, Settings::new(limit, 0));
        assert_eq!((ours.count, ours.end), (theirs.count, theirs.end));
    }
    let spent = Deadline::after(std::time::Duration::ZERO);
    let found = super::search(&Grid::empty(9), Settings::new(u64::MAX, 0).deadline(spent));
    assert_eq!(found.end, End::Deadline);
    let found = super::search(
        &Grid::empty(9),
        Settings::new(u64::MAX, 0).budget(Some(100)),
    );
    assert_eq!(found.end, End::Budget);
    let found = super::search(&Grid::empty(9), Settings::new(1000, 3));
    assert_eq!(
        (found.count, found.end, found.solutions.len()),
        (1000, End::Limit, 3)
    );
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(96))]

    /// Minimal puzzles: one solution, the same grid.
    #[test]
    fn minimal_puzzles_agree(seed in any::<u64>()) {
        let engine = Engine::new(&std9());
        let rng = &mut ChaCha8Rng::seed_from_u64(seed);
        let full = full(&engine, rng);
        let givens = minimal(&engine, &full, rng);
        agree(&engine, &givens, 2)?;
        let ours = super::search(&givens, Settings::new(2, 2));
        prop_assert_eq!(ours.count, 1);
        prop_assert_eq!(&ours.solutions[0], &full);
    }

    /// Few givens kept from a full grid: many solutions, counted to 2
    /// and to 40.
    #[test]
    fn few_givens_agree(seed in any::<u64>(), kept in 8usize..30) {
        let engine = Engine::new(&std9());
        let rng = &mut ChaCha8Rng::seed_from_u64(seed);
        let full = full(&engine, rng);
        let mut givens = Grid::empty(9);
        let mut cells: Vec<usize> = (0..81).collect();
        cells.shuffle(rng);
        for &c in &cells[..kept] {
            givens.set(c, full.get(c));
        }
        agree(&engine, &givens, 2)?;
        agree(&engine, &givens, 40)?;
    }

    /// Random givens that need not come from a grid: mostly no solution
    /// (some clash at once, some only deep in the search), some several.
    #[test]
    fn random_givens_agree(seed in any::<u64>(), count in 10usize..32) {
        let engine = Engine::new(&std9());
        let rng = &mut ChaCha8Rng::seed_from_u64(seed);
        let full = full(&engine, rng);
        let mut givens = Grid::empty(9);
        let mut cells: Vec<usize> = (0..81).collect();
        cells.shuffle(rng);
        for &c in &cells[..count] {
            // Mostly the grid's digit, sometimes another.
            let v = if rng.random_range(0..6) == 0 { rng.random_range(1..=9) } else { full.get(c) };
            givens.set(c, v);
        }
        agree(&engine, &givens, 2)?;
    }
}
