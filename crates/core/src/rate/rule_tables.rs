//! The sums and renban lines as the rater reads them: built with the
//! rater's tables (`candidates.rs`) and read by their techniques
//! (`sums.rs`: sum limits; `renban.rs`: renban runs).

use crate::geometry::ConstraintId;

/// A sum rule as the rater reads it.
#[derive(Clone, Debug)]
pub(crate) struct SumTable {
    /// The rule.
    pub(super) id: ConstraintId,
    /// Its cells with their weights.
    pub(super) cells: Vec<(usize, i64)>,
    /// What the weighted digits add up to.
    pub(super) total: i64,
}

impl SumTable {
    /// The rule `id`: `weights`' cells adding up to `total`.
    pub(crate) fn new(id: ConstraintId, weights: Vec<(usize, i64)>, total: i64) -> SumTable {
        SumTable {
            id,
            cells: weights,
            total,
        }
    }
}

/// A renban line as the rater reads it.
#[derive(Clone, Debug)]
pub(crate) struct RenbanTable {
    /// The rule.
    pub(super) id: ConstraintId,
    /// Its cells.
    pub(super) cells: Vec<usize>,
}

impl RenbanTable {
    /// The renban line `id` through `cells`.
    pub(crate) fn new(id: ConstraintId, cells: Vec<usize>) -> RenbanTable {
        RenbanTable { id, cells }
    }
}
