//! How even/odd cells are drawn: a light grey square (even) or circle
//! (odd) behind the cell's digit, as a [`ShapeMark`] of the figure that
//! each writer translates.

use crate::geometry::{Parity, ParityKind};

use super::{Figure, ShapeMark, ShapeMarkKind};

/// Adds the shape of `parity` to `figure`.
pub(super) fn draw(figure: &mut Figure, parity: &Parity) {
    let kind = match parity.kind {
        ParityKind::Even => ShapeMarkKind::GreySquare,
        ParityKind::Odd => ShapeMarkKind::GreyCircle,
    };
    figure.shapes.push(ShapeMark {
        cell: parity.cell(),
        kind,
    });
}
