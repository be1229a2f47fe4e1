//! A killer cage as the rater's techniques see it: its cells, sum and the
//! digit sets that make the sum, built once per rating and held by the
//! candidates' tables (`candidates.rs`) for the cage techniques (`cages.rs`,
//! `split.rs`). A cage without a total has no table.

use crate::geometry::{Cage, ConstraintId, Geometry};

/// More combinations than this (large cages of large grids) are not listed;
/// such a cage takes no part in these techniques.
pub(super) const MAX_COMBINATIONS: usize = 4096;

/// A cage as the techniques see it: its rule, cells, sum and every set of
/// digits that makes the sum.
#[derive(Clone, Debug)]
pub(super) struct CageTable {
    /// The rule, for its name ("the cage of 14 at B3").
    pub id: ConstraintId,
    /// The cells, in reading order.
    pub cells: Vec<usize>,
    /// The sum.
    pub sum: u32,
    /// The digit sets of its size adding up to its sum.
    pub combinations: Vec<u32>,
}

/// The cages of `geometry` (those with too many combinations left out).
pub(super) fn cage_tables(geometry: &Geometry) -> Vec<CageTable> {
    let n = geometry.size();
    geometry
        .cages()
        .filter_map(|(id, cage)| {
            // A cage without a total has no combinations: its cells are
            // peers, which the unit techniques see.
            let sum = cage.sum.given()?;
            let combinations = Cage::combinations(n, cage.cells.len(), sum, MAX_COMBINATIONS)?;
            Some(CageTable {
                id,
                cells: cage.cells.clone(),
                sum,
                combinations,
            })
        })
        .collect()
}
