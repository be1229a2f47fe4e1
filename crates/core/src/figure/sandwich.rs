//! How a sandwich clue is drawn: its number beside its line's first cell,
//! on the left of a row or above a column ([`ClueMark`] with a step along
//! a row or a column, which the pictures draw without an arrow).

use crate::geometry::Sandwich;

use super::{ClueMark, Figure};

/// Adds the clue of `rule` to `figure`.
pub(super) fn draw(figure: &mut Figure, rule: &Sandwich) {
    if let (Some(&cell), Some(line)) = (rule.cells.first(), rule.line(figure.size)) {
        figure.clues.push(ClueMark {
            cell,
            value: rule.sum,
            step: line.step(),
        });
    }
}
