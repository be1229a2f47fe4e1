//! How a rating's techniques ended: the grid filled, stuck, or a
//! contradiction found.

use super::Rating;

/// How the techniques of a [`Rating`] ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Ending {
    /// The techniques alone filled the grid.
    Solved,
    /// The techniques found nothing more to do before the grid was full:
    /// solving needs search (or the puzzle has several solutions).
    Stuck,
    /// The givens clash, or the techniques showed that the puzzle has no
    /// solution (an empty cell or a missing digit with no candidate left);
    /// also a grid that does not fit the geometry.
    Contradiction,
}

impl Rating {
    /// Whether the techniques alone filled the grid ([`Ending::Solved`]).
    pub fn solved_by_logic(&self) -> bool {
        self.ending == Ending::Solved
    }
}
