//! A mark between two cells as the rater reads it: for each digit of one
//! cell, the digits the other may hold with it, looked up by the
//! technique of the marks (`marks.rs`) and built with the rater's tables.

use super::mask::bit;
use crate::geometry::ConstraintId;

/// A mark as the rater reads it.
#[derive(Clone, Debug)]
pub(crate) struct MarkTable {
    /// The rule.
    pub(super) id: ConstraintId,
    /// Its two cells.
    pub(super) cells: [usize; 2],
    /// `partners[side][d - 1]`: the digits the other cell may hold with
    /// `d` in `cells[side]`, as a mask.
    pub(super) partners: [Vec<u32>; 2],
}

impl MarkTable {
    /// The mark `id` between `cells` on an `n x n` grid, `allows(first's
    /// digit, second's digit)` its relation.
    pub(crate) fn new(
        n: usize,
        id: ConstraintId,
        cells: [usize; 2],
        allows: impl Fn(u8, u8) -> bool,
    ) -> MarkTable {
        let mut partners = [vec![0u32; n], vec![0u32; n]];
        for d in 1..=n as u8 {
            for e in 1..=n as u8 {
                if allows(d, e) {
                    partners[0][usize::from(d - 1)] |= bit(e);
                    partners[1][usize::from(e - 1)] |= bit(d);
                }
            }
        }
        MarkTable {
            id,
            cells,
            partners,
        }
    }
}
