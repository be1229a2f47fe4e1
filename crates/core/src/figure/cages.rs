//! How killer cages are drawn: each cage outlined (the sides between cages
//! inside a region follow), its sum written in its head, its first cell in
//! reading order.

use crate::geometry::{Cage, ConstraintId};

use super::Figure;

/// A killer cage as a page draws it.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct CageOutline {
    /// The rule it draws.
    pub id: ConstraintId,
    /// Its cells, in reading order.
    pub cells: Vec<usize>,
    /// Its sum.
    pub sum: u32,
    /// The cell its sum is written in: the cage's head ([`Cage::head`]).
    pub sum_cell: usize,
}

/// Draws the cage `cage`, rule `id`, into `figure`.
pub(super) fn draw(figure: &mut Figure, id: ConstraintId, cage: &Cage) {
    let index = figure.cages.len();
    for &cell in &cage.cells {
        figure.cells[cell].cage = Some(index);
    }
    figure.cages.push(CageOutline {
        id,
        cells: cage.cells.clone(),
        sum: cage.sum,
        sum_cell: cage.head(),
    });
}
