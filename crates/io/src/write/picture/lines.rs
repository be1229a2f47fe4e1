//! Lines through the centres of cells and circles in cells, as players
//! know them: a thermometer's thick grey tube from a round bulb in its
//! first cell, a green whisper line, a thinner grey palindrome line, a
//! lilac renban line. They
//! are drawn opaque on a layer of their own that is then laid on the
//! picture half transparent, so that the digits under them stay readable
//! (the picture lies over the grid) and a bulb and its tube, or two lines
//! crossing, do not darken where they overlap; every line is thinner than
//! a third of a cell; an arrow a thin grey shaft from a grey ring in its
//! circle, with a head at its last cell. The marks between two cells are
//! drawn after, over them.

use sheetdoku_core::{CircleMark, CircleMarkKind, Figure, LineMark, LineMarkKind};
use tiny_skia::{
    Color, FillRule, LineCap, LineJoin, Paint, PathBuilder, Pixmap, PixmapPaint, Stroke, Transform,
};

use super::GridBoxes;

/// How opaque the lines' layer is laid on the picture.
pub(super) const OPACITY: f32 = 0.55;

/// A thermometer's grey.
const THERMO_GREY: (u8, u8, u8) = (150, 150, 150);
/// A whisper line's green.
const WHISPER_GREEN: (u8, u8, u8) = (40, 170, 60);
/// A palindrome line's grey, darker than a thermometer's.
const PALINDROME_GREY: (u8, u8, u8) = (110, 110, 110);
/// An arrow's grey (its shaft, its head and its circle).
const ARROW_GREY: (u8, u8, u8) = (90, 90, 90);
/// A renban line's lilac.
const RENBAN_LILAC: (u8, u8, u8) = (190, 130, 230);

/// Every line and circle of `figure` on `pixmap`, through one layer laid
/// at [`OPACITY`]; nothing when it has none.
pub(super) fn draw(pixmap: &mut Pixmap, scale: Transform, boxes: &GridBoxes, figure: &Figure) {
    if figure.lines().is_empty() && figure.circles().is_empty() {
        return;
    }
    let Some(mut layer) = Pixmap::new(pixmap.width(), pixmap.height()) else {
        return;
    };
    for line in figure.lines() {
        draw_line(&mut layer, scale, boxes, line);
    }
    for circle in figure.circles() {
        draw_circle(&mut layer, scale, boxes, circle);
    }
    let paint = PixmapPaint {
        opacity: OPACITY,
        ..PixmapPaint::default()
    };
    pixmap.draw_pixmap(0, 0, layer.as_ref(), &paint, Transform::identity(), None);
}

/// The centre of `cell` and the side of its box, in points.
fn centre(boxes: &GridBoxes, cell: usize) -> (f32, f32, f32) {
    let (x, y, w, h) = boxes.cell(cell);
    (x + w / 2.0, y + h / 2.0, w.min(h))
}

/// The line `mark` on `pixmap`: through the centres of its cells in
/// order, with round ends and joins.
fn draw_line(pixmap: &mut Pixmap, scale: Transform, boxes: &GridBoxes, mark: &LineMark) {
    let (colour, width) = match mark.kind {
        LineMarkKind::Thermometer => (THERMO_GREY, 0.3),
        LineMarkKind::Whisper => (WHISPER_GREEN, 0.16),
        LineMarkKind::Palindrome => (PALINDROME_GREY, 0.16),
        LineMarkKind::Arrow => (ARROW_GREY, 0.07),
        LineMarkKind::Renban => (RENBAN_LILAC, 0.26),
    };
    let mut side = f32::MAX;
    let mut p = PathBuilder::new();
    for (i, &cell) in mark.cells.iter().enumerate() {
        let (mut x, mut y, s) = centre(boxes, cell);
        side = side.min(s);
        if i == 0 {
            // An arrow's shaft starts at its circle's ring.
            if let (LineMarkKind::Arrow, Some(&next)) = (mark.kind, mark.cells.get(1)) {
                let (nx, ny, _) = centre(boxes, next);
                let (dx, dy) = (nx - x, ny - y);
                let length = (dx * dx + dy * dy).sqrt().max(f32::EPSILON);
                x += dx / length * s * 0.42;
                y += dy / length * s * 0.42;
            }
            p.move_to(x, y);
        } else {
            p.line_to(x, y);
        }
    }
    let Some(path) = p.finish() else {
        return;
    };
    let stroke = Stroke {
        width: side * width,
        line_cap: LineCap::Round,
        line_join: LineJoin::Round,
        ..Stroke::default()
    };
    pixmap.stroke_path(&path, &paint(colour), &stroke, scale, None);
    match mark.kind {
        LineMarkKind::Arrow => arrowhead(pixmap, scale, boxes, mark, &stroke),
        LineMarkKind::Renban
        | LineMarkKind::Thermometer
        | LineMarkKind::Whisper
        | LineMarkKind::Palindrome => {}
    }
}

/// An arrow's head at its last cell's centre, two strokes back along its
/// last step, a third of a cell long.
fn arrowhead(
    pixmap: &mut Pixmap,
    scale: Transform,
    boxes: &GridBoxes,
    mark: &LineMark,
    stroke: &Stroke,
) {
    let [.., from, to] = mark.cells[..] else {
        return;
    };
    let ((x0, y0, _), (x1, y1, side)) = (centre(boxes, from), centre(boxes, to));
    let (dx, dy) = (x1 - x0, y1 - y0);
    let length = (dx * dx + dy * dy).sqrt();
    if length == 0.0 {
        return;
    }
    let (ux, uy) = (dx / length, dy / length);
    let head = side * 0.3;
    let mut p = PathBuilder::new();
    for turn in [0.5f32, -0.5] {
        // The direction back along the shaft, turned by ±30°.
        let (c, s) = (turn.cos(), turn.sin());
        let (bx, by) = (-(ux * c - uy * s), -(ux * s + uy * c));
        p.move_to(x1, y1);
        p.line_to(x1 + bx * head, y1 + by * head);
    }
    if let Some(path) = p.finish() {
        pixmap.stroke_path(&path, &paint(ARROW_GREY), stroke, scale, None);
    }
}

/// The circle `mark` on `pixmap`.
fn draw_circle(pixmap: &mut Pixmap, scale: Transform, boxes: &GridBoxes, mark: &CircleMark) {
    let (x, y, side) = centre(boxes, mark.cell);
    match mark.kind {
        CircleMarkKind::Bulb => {
            if let Some(circle) = PathBuilder::from_circle(x, y, side * 0.36) {
                pixmap.fill_path(&circle, &paint(THERMO_GREY), FillRule::Winding, scale, None);
            }
        }
        // A ring inside the cell, the digit written inside it.
        CircleMarkKind::ArrowCircle => {
            if let Some(circle) = PathBuilder::from_circle(x, y, side * 0.42) {
                let stroke = Stroke {
                    width: side * 0.07,
                    ..Stroke::default()
                };
                pixmap.stroke_path(&circle, &paint(ARROW_GREY), &stroke, scale, None);
            }
        }
    }
}

/// Opaque paint of `(r, g, b)`.
fn paint((r, g, b): (u8, u8, u8)) -> Paint<'static> {
    let mut paint = Paint::default();
    paint.set_color(Color::from_rgba8(r, g, b, 255));
    paint.anti_alias = true;
    paint
}
