//! Several solutions of a partial grid at once, and the greedy thinning of a
//! grid to a puzzle that stays unique: the native engine's side of the
//! fewest-givens search.

use rand::seq::SliceRandom;
use rand::Rng;

use super::enumerate::{bits, branch_cell};
use crate::engine::{Engine, Propagation, Solutions};
use crate::grid::Grid;

/// Candidate masks of `givens`: one bit for a given, all bits otherwise.
pub(super) fn masks_of(givens: &Grid) -> Vec<u32> {
    let full = (1u32 << givens.size()) - 1;
    givens
        .cells()
        .iter()
        .map(|&d| if d == 0 { full } else { 1 << (d - 1) })
        .collect()
}

/// Up to `limit` solutions of `givens`, in search order.
pub(super) fn solutions_up_to(engine: &Engine, givens: &Grid, limit: usize) -> Vec<Grid> {
    let mut out = Vec::new();
    collect(engine, masks_of(givens), limit, &mut out);
    out.into_iter()
        .map(|cells| Grid::from_cells(givens.size(), cells).expect("digits 1..n"))
        .collect()
}

fn collect(engine: &Engine, masks: Vec<u32>, limit: usize, out: &mut Vec<Vec<u8>>) {
    if out.len() >= limit {
        return;
    }
    let Some(c) = engine.propagate_masks(&masks, Propagation::Singles) else {
        return;
    };
    let masks = c.masks();
    match branch_cell(masks) {
        None => out.push(masks.iter().map(|m| m.trailing_zeros() as u8 + 1).collect()),
        Some(cell) => {
            for b in bits(masks[cell]) {
                let mut child = masks.to_vec();
                child[cell] = 1 << b;
                collect(engine, child, limit, out);
                if out.len() >= limit {
                    return;
                }
            }
        }
    }
}

/// The grid restricted to `cells` (the others emptied).
pub(super) fn restrict(grid: &Grid, cells: &[usize]) -> Grid {
    let mut puzzle = Grid::empty(grid.size());
    for &c in cells {
        puzzle.set(c, grid.get(c));
    }
    puzzle
}

/// A puzzle from which no given can be taken away without losing
/// uniqueness, made from `grid` (a complete grid, or a puzzle with one
/// solution) by trying its givens for removal in a random order. (Minimal,
/// not minimum: another order may do better.)
pub(super) fn greedy_puzzle<R: Rng + ?Sized>(engine: &Engine, grid: &Grid, rng: &mut R) -> Grid {
    let mut puzzle = grid.clone();
    let mut order: Vec<usize> = (0..grid.cells().len()).collect();
    order.shuffle(rng);
    for c in order {
        let d = puzzle.get(c);
        puzzle.set(c, 0);
        if !matches!(
            engine.solutions_up_to_two(&puzzle),
            Ok(Solutions::Unique(_))
        ) {
            puzzle.set(c, d);
        }
    }
    puzzle
}
