//! The presolve in front of every BLP built with [`super::BlpOptions::presolve`]:
//! the native engine's propagation (naked and hidden singles over every
//! unit, locked candidates) decides what it can, then probing (a standard
//! MIP presolve step: fix `x_ijk = 1` tentatively, propagate, and drop
//! `x_ijk` when that is a contradiction) removes more, and the model is built
//! only for the candidates left. Neither step removes a digit that some
//! solution has there, so the optimum, the solutions and their number are
//! those of the paper's model (tested against it in `tests/presolve.rs`).

use crate::budget::Deadline;
use crate::engine::{propagate, Propagation};
use crate::error::Result;
use crate::geometry::Geometry;
use crate::grid::Grid;

/// Grids above this size are only propagated: on 25x25 puzzles with 45%
/// given, probing took 0.3-1 s and removed almost nothing
/// (`examples/presolve_stats.rs`); on 16x16 puzzles with half given the
/// branch and bound's node presolve does better without it (median 1.66 ms
/// with probing, 0.47 ms without, `bench/half16.txt`). On 9x9 it decides
/// every hard puzzle of `bench/hard9.txt` without an LP.
const MAX_PROBED_SIZE: usize = 12;

/// The candidate masks the presolve leaves (bit `k-1` of `masks[cell]` for
/// digit `k`), or `None` when it proves the puzzle has no solution.
///
/// Propagation first; then (on grids up to 12x12) every candidate `k` of every open cell is probed:
/// the decided cells plus `cell = k` are propagated, and `k` is dropped on a
/// contradiction. Each cell that probing decides is propagated in turn, and
/// probing repeats until a pass removes nothing. Every solution of the
/// puzzle keeps to the masks returned.
///
/// ```
/// use sheetdoku::{Geometry, Grid};
/// use sheetdoku::solve::presolve;
/// let g = Geometry::standard(4).unwrap();
/// let givens = Grid::parse_line("1...........4..3").unwrap();
/// let masks = presolve(&g, &givens).unwrap();
/// assert_eq!(masks[0], 1); // A1 holds 1
/// ```
pub fn presolve(geometry: &Geometry, givens: &Grid) -> Option<Vec<u32>> {
    presolve_until(geometry, givens, &Deadline::none()).unwrap_or(None)
}

/// [`presolve`] within the command's budget: probing checks `deadline`
/// before each cell and stops with [`crate::Error::TimeLimit`]. A grid of
/// another size than the geometry is [`crate::Error::SizeMismatch`].
pub fn presolve_until(
    geometry: &Geometry,
    givens: &Grid,
    deadline: &Deadline,
) -> Result<Option<Vec<u32>>> {
    crate::Error::check_size(geometry.size(), givens.size())?;
    let deadline = &deadline.begin();
    let n = geometry.size();
    let Some(propagated) = propagate(geometry, givens, Propagation::LockedCandidates)? else {
        return Ok(None);
    };
    let mut masks = propagated.masks().to_vec();
    if n > MAX_PROBED_SIZE {
        return Ok(Some(masks));
    }
    loop {
        let mut changed = false;
        for cell in 0..n * n {
            if masks[cell].count_ones() < 2 {
                continue;
            }
            deadline.check(|| sheetdoku_i18n::text("doing-probing"))?;
            let decided = decided_grid(n, &masks);
            for d in 1..=n as u8 {
                let bit = 1u32 << (d - 1);
                if masks[cell] & bit == 0 {
                    continue;
                }
                let mut trial = decided.clone();
                trial.set(cell, d);
                if propagate(geometry, &trial, Propagation::LockedCandidates)?.is_none() {
                    masks[cell] &= !bit;
                    changed = true;
                }
            }
            match masks[cell].count_ones() {
                0 => return Ok(None),
                1 => {
                    // Decided: propagate it, keeping what probing removed.
                    let Some(after) = propagate(
                        geometry,
                        &decided_grid(n, &masks),
                        Propagation::LockedCandidates,
                    )?
                    else {
                        return Ok(None);
                    };
                    for (m, &a) in masks.iter_mut().zip(after.masks()) {
                        *m &= a;
                        if *m == 0 {
                            return Ok(None);
                        }
                    }
                }
                _ => {}
            }
        }
        if !changed {
            return Ok(Some(masks));
        }
    }
}

/// The grid of the cells with one candidate.
fn decided_grid(n: usize, masks: &[u32]) -> Grid {
    let mut grid = Grid::empty(n);
    for (cell, &m) in masks.iter().enumerate() {
        if m.count_ones() == 1 {
            grid.set(cell, m.trailing_zeros() as u8 + 1);
        }
    }
    grid
}
