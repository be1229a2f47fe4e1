//! A mark on the side two cells share, centred on it, as the variant
//! community prints them: a Kropki dot (white: hollow, black: filled), an
//! X or a V, a greater-than sign pointing at the smaller digit. Letters
//! and signs are drawn as strokes on a small white disc, so that the
//! grid's line under them does not cross them.

use sheetdoku_core::{PairMark, PairMarkKind};
use tiny_skia::{Color, FillRule, Paint, PathBuilder, Pixmap, Stroke, Transform};

use super::GridBoxes;

/// The mark `mark` on `pixmap` (drawn in points through `scale`).
pub(super) fn draw(pixmap: &mut Pixmap, scale: Transform, boxes: &GridBoxes, mark: &PairMark) {
    let [a, b] = mark.cells;
    let (ax, ay, aw, ah) = boxes.cell(a);
    let (bx, by, bw, bh) = boxes.cell(b);
    let across = ay == by; // side by side in a row: the side is vertical
                           // The middle of the shared side.
    let (cx, cy) = if across {
        ((ax + aw + bx) / 2.0, ay + ah / 2.0)
    } else {
        (ax + aw / 2.0, (ay + ah + by) / 2.0)
    };
    let side = aw.min(ah).min(bw).min(bh);
    let line = (side * 0.035).max(0.6);
    match mark.kind {
        PairMarkKind::WhiteDot => dot(pixmap, scale, (cx, cy), side * 0.13, line, false),
        PairMarkKind::BlackDot => dot(pixmap, scale, (cx, cy), side * 0.13, line, true),
        // The letters tall and bold, so that a V is never taken for a
        // greater-than sign pointing down, which is flat and thin.
        PairMarkKind::X => {
            disc(pixmap, scale, (cx, cy), side * 0.18);
            let r = side * 0.11;
            let mut p = PathBuilder::new();
            p.move_to(cx - r, cy - r);
            p.line_to(cx + r, cy + r);
            p.move_to(cx + r, cy - r);
            p.line_to(cx - r, cy + r);
            strokes(pixmap, scale, p, line * 2.2);
        }
        PairMarkKind::V => {
            disc(pixmap, scale, (cx, cy), side * 0.18);
            let (r, half) = (side * 0.12, side * 0.08);
            let mut p = PathBuilder::new();
            p.move_to(cx - half, cy - r);
            p.line_to(cx, cy + r);
            p.line_to(cx + half, cy - r);
            strokes(pixmap, scale, p, line * 2.2);
        }
        PairMarkKind::Greater { first_larger } => {
            disc(pixmap, scale, (cx, cy), side * 0.15);
            // The point towards the smaller digit's cell: the second cell
            // (right or below) when the first is larger.
            let toward = if first_larger { 1.0 } else { -1.0 };
            let (r, open) = (side * 0.06, side * 0.11);
            let mut p = PathBuilder::new();
            if across {
                p.move_to(cx - toward * r, cy - open);
                p.line_to(cx + toward * r, cy);
                p.line_to(cx - toward * r, cy + open);
            } else {
                p.move_to(cx - open, cy - toward * r);
                p.line_to(cx, cy + toward * r);
                p.line_to(cx + open, cy - toward * r);
            }
            strokes(pixmap, scale, p, line * 1.4);
        }
    }
}

/// A Kropki dot of radius `r`: black, or white with a black ring.
fn dot(
    pixmap: &mut Pixmap,
    scale: Transform,
    (cx, cy): (f32, f32),
    r: f32,
    line: f32,
    black: bool,
) {
    let Some(circle) = PathBuilder::from_circle(cx, cy, r) else {
        return;
    };
    let fill = if black { Color::BLACK } else { Color::WHITE };
    pixmap.fill_path(&circle, &paint(fill), FillRule::Winding, scale, None);
    let stroke = Stroke {
        width: line,
        ..Stroke::default()
    };
    pixmap.stroke_path(&circle, &paint(Color::BLACK), &stroke, scale, None);
}

/// A white disc of radius `r` that hides the grid's line under a sign.
fn disc(pixmap: &mut Pixmap, scale: Transform, (cx, cy): (f32, f32), r: f32) {
    if let Some(circle) = PathBuilder::from_circle(cx, cy, r) {
        pixmap.fill_path(
            &circle,
            &paint(Color::WHITE),
            FillRule::Winding,
            scale,
            None,
        );
    }
}

/// The path `p` stroked in black, `width` points wide, with round ends.
fn strokes(pixmap: &mut Pixmap, scale: Transform, p: PathBuilder, width: f32) {
    let Some(path) = p.finish() else {
        return;
    };
    let stroke = Stroke {
        width,
        line_cap: tiny_skia::LineCap::Round,
        line_join: tiny_skia::LineJoin::Round,
        ..Stroke::default()
    };
    pixmap.stroke_path(&path, &paint(Color::BLACK), &stroke, scale, None);
}

fn paint(color: Color) -> Paint<'static> {
    let mut paint = Paint::default();
    paint.set_color(color);
    paint.anti_alias = true;
    paint
}
