//! Counting solutions with no-good cuts: solve, cut off the solution found
//! with Peško's H1 cut, solve again, until the program is infeasible (the count
//! is exact) or the limit is reached.

use super::{BlpOptions, BlpProblem};
use crate::error::Result;
use crate::geometry::Geometry;
use crate::grid::Grid;
use crate::outcome::Count;

/// Counts the solutions of a puzzle up to `limit` ([`BlpProblem::new`] then
/// [`BlpProblem::count`]), one BLP solve and one no-good cut per solution
/// found: [`Count::Exact`] below the limit,
/// [`Count::AtLeast`]`(limit)` when it is reached. The time limit of `opts`
/// covers all the solves.
///
/// ```
/// use sheetdoku::{Geometry, Grid};
/// use sheetdoku::solve::{count_blp, BlpOptions, Count};
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
    BlpProblem::new(geometry, givens, opts)?.count(limit)
}
