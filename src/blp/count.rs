//! Counting solutions with no-good cuts: solve, cut off the solution found
//! with Peško's H1 cut, solve again, until the program is infeasible (the count
//! is exact) or the limit is reached.

use super::model::{Build, Model};
use super::presolve::Masks;
use super::run::{ensure_available, optimise};
use super::{check_candidates, check_returned, check_sizes, BlpOptions};
use crate::error::Result;
use crate::geometry::Geometry;
use crate::grid::Grid;
use crate::outcome::Count;

/// Counts the solutions of a puzzle up to `limit`, one BLP solve and one
/// no-good cut per solution found: [`Count::Exact`] below the limit,
/// [`Count::AtLeast`]`(limit)` when it is reached. The time limit of `opts`
/// covers all the solves.
///
/// ```
/// use sheetdoku::{count_blp, BlpOptions, Count, Geometry, Grid};
/// let g = Geometry::standard(4).unwrap();
/// // The empty 4x4 grid has 288 solutions.
/// let count = count_blp(&g, &Grid::empty(4), 10, &BlpOptions::default()).unwrap();
/// assert_eq!(count, Count::AtLeast(10));
/// ```
pub fn count_blp(
    geometry: &Geometry,
    givens: &Grid,
    limit: u64,
    opts: &BlpOptions,
) -> Result<Count> {
    count_inner(geometry, givens, None, limit, opts)
}

/// [`count_blp`] on the model restricted to `candidates` (bit `k-1` of
/// `candidates[cell]` for digit `k`). The count is the same provided the
/// candidates exclude no digit that any solution has (true of the masks
/// [`crate::propagate`] returns); the programs are smaller.
pub fn count_blp_with_candidates(
    geometry: &Geometry,
    givens: &Grid,
    candidates: &[u32],
    limit: u64,
    opts: &BlpOptions,
) -> Result<Count> {
    check_candidates(geometry, Some(candidates))?;
    count_inner(geometry, givens, Some(candidates), limit, opts)
}

fn count_inner(
    geometry: &Geometry,
    givens: &Grid,
    candidates: Option<&[u32]>,
    limit: u64,
    opts: &BlpOptions,
) -> Result<Count> {
    ensure_available(opts.solver)?;
    check_sizes(geometry, givens, "puzzle")?;
    if limit == 0 {
        return Ok(Count::AtLeast(0));
    }
    let deadline = opts.deadline;
    let masks = Masks::of(geometry, givens, candidates, opts)?;
    if masks.contradiction() {
        return Ok(Count::Exact(0));
    }
    let mut model = Model::build(
        geometry,
        givens,
        Build {
            presolve: opts.presolve,
            candidates: masks.get(),
        },
    );
    let mut found = 0u64;
    loop {
        let doing = format!(
            "counting solutions with {} ({found} found so far)",
            opts.solver
        );
        let grid = match optimise(&model, opts.solver, &deadline, &doing)? {
            Some(grid) if model.objective_of(&grid) == model.upper_bound() => grid,
            _ => return Ok(Count::Exact(found)),
        };
        check_returned(geometry, givens, &grid, opts.solver)?;
        found += 1;
        if found >= limit {
            return Ok(Count::AtLeast(found));
        }
        model.add_cut(&grid);
    }
}
