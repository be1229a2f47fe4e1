//! How killer cages are drawn: each cage outlined (the sides between cages
//! inside a region follow), its sum written in its head, its first cell in
//! reading order.
//!
//! A cage joined by corners ([`Joined::ByCorners`]) cannot be outlined as
//! one shape by the sides of cells: it is drawn as its side-joined pieces,
//! the head's labelled with the sum and a mark that the cage goes on
//! ("15…"), each other piece's first cell with the mark and the same sum
//! ("…15"), so that no piece reads as a cage of its own or as one without
//! a sum.

use std::fmt;

use crate::geometry::{Cage, CageSum, ConstraintId, Joined};

use super::Figure;

/// A killer cage as a page draws it.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub struct CageOutline {
    /// The rule it draws.
    pub id: ConstraintId,
    /// Its cells, in reading order.
    pub cells: Vec<usize>,
    /// Its sum, or [`CageSum::NotGiven`]: a cage drawn without a label.
    pub sum: CageSum,
    /// The cell its sum is written in: the cage's head ([`Cage::head`]).
    pub sum_cell: usize,
    /// For a cage joined by corners, the first cell of each of its
    /// side-joined pieces but the head's, where the cage's continuation
    /// is written ([`CageLabel::PieceOf`]); empty for a cage joined side by
    /// side.
    pub piece_cells: Vec<usize>,
}

/// What a page writes in a cell of a cage (see the [module](self)
/// documentation); its `Display` is the text.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CageLabel {
    /// The sum, in the head of a cage joined side by side: "15".
    Sum(u32),
    /// The sum in the head of a cage joined by corners, marked as going on
    /// past a corner: "15…".
    SumGoesOn(u32),
    /// In the first cell of a further piece of a cage joined by corners:
    /// the piece belongs to the cage of that sum: "…15".
    PieceOf(u32),
}

impl fmt::Display for CageLabel {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CageLabel::Sum(sum) => write!(f, "{sum}"),
            CageLabel::SumGoesOn(sum) => write!(f, "{sum}…"),
            CageLabel::PieceOf(sum) => write!(f, "…{sum}"),
        }
    }
}

impl CageOutline {
    /// The label written in `cell`, if any.
    pub fn label_at(&self, cell: usize) -> Option<CageLabel> {
        let sum = match self.sum {
            CageSum::Given(sum) => sum,
            // No total, no label: the outline alone (a cage joined by
            // corners is then drawn as its pieces, unlabelled).
            CageSum::NotGiven => return None,
        };
        if cell == self.sum_cell {
            Some(if self.piece_cells.is_empty() {
                CageLabel::Sum(sum)
            } else {
                CageLabel::SumGoesOn(sum)
            })
        } else if self.piece_cells.contains(&cell) {
            Some(CageLabel::PieceOf(sum))
        } else {
            None
        }
    }
}

/// Draws the cage `cage`, rule `id`, into `figure`.
pub(super) fn draw(figure: &mut Figure, id: ConstraintId, cage: &Cage) {
    let index = figure.cages.len();
    for &cell in &cage.cells {
        figure.cells[cell].cage = Some(index);
    }
    let piece_cells = match cage.joined {
        Joined::BySides => Vec::new(),
        Joined::ByCorners => cage
            .pieces(figure.size)
            .iter()
            .skip(1)
            .filter_map(|piece| piece.first().copied())
            .collect(),
    };
    figure.cages.push(CageOutline {
        id,
        cells: cage.cells.clone(),
        sum: cage.sum,
        sum_cell: cage.head(),
        piece_cells,
    });
}
