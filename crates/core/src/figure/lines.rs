//! How lines through cells are drawn: a thermometer's tube from a bulb
//! in its first cell, a whisper line, a palindrome line, a renban line, each a
//! [`LineMark`] of the figure (and the bulb a [`CircleMark`]) that each
//! writer translates.

use crate::geometry::{Line, LineKind};

use super::{CircleMark, CircleMarkKind, Figure, LineMark, LineMarkKind};

/// Adds the line of `line` to `figure`, its cells in the line's order.
pub(super) fn draw(figure: &mut Figure, line: &Line) {
    let kind = match line.kind {
        LineKind::Thermometer => LineMarkKind::Thermometer,
        LineKind::Whisper => LineMarkKind::Whisper,
        LineKind::Palindrome => LineMarkKind::Palindrome,
        LineKind::Renban => LineMarkKind::Renban,
    };
    figure.lines.push(LineMark {
        cells: line.cells.clone(),
        kind,
    });
    match line.kind {
        LineKind::Thermometer => {
            if let Some(&cell) = line.cells.first() {
                figure.circles.push(CircleMark {
                    cell,
                    kind: CircleMarkKind::Bulb,
                });
            }
        }
        LineKind::Whisper | LineKind::Palindrome | LineKind::Renban => {}
    }
}
