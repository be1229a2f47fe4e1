//! Lines through cells (a thermometer, an arrow, a whisper) and circles in
//! cells (a thermometer's bulb, an arrow's sum): no rule draws one yet, so
//! their kinds have no variant; the first that does adds its drawing in
//! the match below, which the compiler then names.

use sheetdoku_core::{CircleMark, LineMark};
use tiny_skia::{Pixmap, Transform};

use super::GridBoxes;

/// The line `mark` on `pixmap`.
pub(super) fn draw_line(
    _pixmap: &mut Pixmap,
    _scale: Transform,
    _boxes: &GridBoxes,
    mark: &LineMark,
) {
    match mark.kind {}
}

/// The circle `mark` on `pixmap`.
pub(super) fn draw_circle(
    _pixmap: &mut Pixmap,
    _scale: Transform,
    _boxes: &GridBoxes,
    mark: &CircleMark,
) {
    match mark.kind {}
}
