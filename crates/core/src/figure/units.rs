//! How the units are drawn: blocks and jigsaw regions give each cell its
//! region (the sides between regions follow), the diagonals and extra
//! regions shade their cells; rows and columns are the grid itself.

use crate::geometry::{Unit, UnitKind};

use super::Figure;

/// Draws `unit` into `figure`.
pub(super) fn draw(figure: &mut Figure, unit: &Unit) {
    for &cell in &unit.cells {
        let drawn = &mut figure.cells[cell];
        match unit.kind {
            UnitKind::Row | UnitKind::Column => {}
            // Region `number - 1` is the block map's index of its cells.
            UnitKind::Block | UnitKind::Region => drawn.region = unit.number - 1,
            UnitKind::MainDiagonal | UnitKind::AntiDiagonal => {
                drawn.shading = drawn.shading.with_diagonal();
            }
            UnitKind::Extra => {
                drawn.shading = drawn.shading.with_extra();
                drawn.extra = Some(unit.number);
            }
        }
    }
}
