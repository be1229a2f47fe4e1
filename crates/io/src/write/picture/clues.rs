//! The clues beside the grid (a little killer's sum with its small
//! diagonal arrow), drawn in the corner of the diagonal's first cell that
//! faces where the clue stands: the pages keep no margin around the grid
//! for it yet. The picture has no fonts, so the number is drawn with
//! strokes, as a seven-segment display shows it, small enough to leave
//! the cell's digit readable.

use sheetdoku_core::{ClueMark, Figure};
use tiny_skia::{Color, LineCap, LineJoin, Paint, PathBuilder, Pixmap, Stroke, Transform};

use super::GridBoxes;

/// The clue's colour: the black of the digits.
const INK: (u8, u8, u8) = (20, 20, 20);

/// The segments lit for each digit: a top, b top right, c bottom right,
/// d bottom, e bottom left, f top left, g middle.
const SEGMENTS: [&str; 10] = [
    "abcdef", "bc", "abged", "abgcd", "fgbc", "afgcd", "afgedc", "abc", "abcdefg", "abcdfg",
];

/// Every clue of `figure` on `pixmap`.
pub(super) fn draw(pixmap: &mut Pixmap, scale: Transform, boxes: &GridBoxes, figure: &Figure) {
    for clue in figure.clues() {
        draw_clue(pixmap, scale, boxes, clue);
    }
}

/// One clue: its number and a short arrow along the diagonal, in the
/// corner of its cell the clue's step comes from.
fn draw_clue(pixmap: &mut Pixmap, scale: Transform, boxes: &GridBoxes, clue: &ClueMark) {
    let (x, y, w, h) = boxes.cell(clue.cell);
    let side = w.min(h);
    let (dr, dc) = clue.step;
    // The corner the clue comes from, and the number beside it along the
    // cell's top or bottom edge.
    let corner_x = if dc > 0 { x } else { x + w };
    let corner_y = if dr > 0 { y } else { y + h };
    let digit_h = side * 0.24;
    let digit_w = digit_h * 0.55;
    let gap = digit_w * 0.45;
    let text = clue.value.to_string();
    let text_w = text.len() as f32 * (digit_w + gap) - gap;
    let margin = side * 0.05;
    let left = if dc > 0 {
        corner_x + margin
    } else {
        corner_x - margin - text_w
    };
    let top = if dr > 0 {
        corner_y + margin
    } else {
        corner_y - margin - digit_h
    };
    let mut p = PathBuilder::new();
    for (i, ch) in text.chars().enumerate() {
        let d = ch.to_digit(10).unwrap_or(0) as usize;
        segments(
            &mut p,
            left + i as f32 * (digit_w + gap),
            top,
            digit_w,
            digit_h,
            SEGMENTS[d],
        );
    }
    // The arrow: from beyond the number, diagonally into the cell.
    let ax = if dc > 0 {
        left + text_w + gap
    } else {
        left - gap
    };
    let ay = if dr > 0 { top } else { top + digit_h };
    let length = digit_h * 0.8;
    let (ux, uy) = (
        dc as f32 * std::f32::consts::FRAC_1_SQRT_2,
        dr as f32 * std::f32::consts::FRAC_1_SQRT_2,
    );
    let (bx, by) = (ax + ux * length, ay + uy * length);
    p.move_to(ax, ay);
    p.line_to(bx, by);
    let head = length * 0.45;
    for turn in [0.5f32, -0.5] {
        let (c, s) = (turn.cos(), turn.sin());
        let (hx, hy) = (-(ux * c - uy * s), -(ux * s + uy * c));
        p.move_to(bx, by);
        p.line_to(bx + hx * head, by + hy * head);
    }
    let Some(path) = p.finish() else {
        return;
    };
    let stroke = Stroke {
        width: side * 0.035,
        line_cap: LineCap::Round,
        line_join: LineJoin::Round,
        ..Stroke::default()
    };
    let mut paint = Paint::default();
    paint.set_color(Color::from_rgba8(INK.0, INK.1, INK.2, 255));
    paint.anti_alias = true;
    pixmap.stroke_path(&path, &paint, &stroke, scale, None);
}

/// The segments `lit` of a digit `w` wide and `h` high from (`x`, `y`).
fn segments(p: &mut PathBuilder, x: f32, y: f32, w: f32, h: f32, lit: &str) {
    let m = y + h / 2.0;
    for s in lit.chars() {
        let ((x0, y0), (x1, y1)) = match s {
            'a' => ((x, y), (x + w, y)),
            'b' => ((x + w, y), (x + w, m)),
            'c' => ((x + w, m), (x + w, y + h)),
            'd' => ((x, y + h), (x + w, y + h)),
            'e' => ((x, m), (x, y + h)),
            'f' => ((x, y), (x, m)),
            _ => ((x, m), (x + w, m)),
        };
        p.move_to(x0, y0);
        p.line_to(x1, y1);
    }
}

#[cfg(test)]
mod tests {
    use super::super::{marks_png, PIXELS_PER_POINT};
    use super::*;
    use sheetdoku_core::{Constraint, Geometry, SumRule};

    /// A 4x4 of 30-point cells with `sums`, drawn and decoded.
    fn drawn(sums: &[SumRule]) -> Pixmap {
        let g = sums
            .iter()
            .cloned()
            .fold(Geometry::standard(4).unwrap(), |g, s| {
                g.with_constraint(Constraint::Sum(s)).unwrap()
            });
        let boxes = GridBoxes::new(&[30.0; 4], &[30.0; 4], 1);
        Pixmap::decode_png(&marks_png(&Figure::of(&g), &boxes).unwrap()).unwrap()
    }

    /// The alpha of the pixel at (x, y) points.
    fn alpha(p: &Pixmap, x: f32, y: f32) -> u8 {
        p.pixel((x * PIXELS_PER_POINT) as u32, (y * PIXELS_PER_POINT) as u32)
            .unwrap()
            .alpha()
    }

    /// Whether some pixel of the box from (x0, y0) to (x1, y1) points is
    /// drawn.
    fn inked(p: &Pixmap, (x0, y0): (f32, f32), (x1, y1): (f32, f32)) -> bool {
        let mut y = y0;
        while y < y1 {
            let mut x = x0;
            while x < x1 {
                if alpha(p, x, y) > 0 {
                    return true;
                }
                x += 0.3;
            }
            y += 0.3;
        }
        false
    }

    #[test]
    fn an_arrow_is_a_ring_a_shaft_and_a_head() {
        // From its circle B2 (45, 45) right along C2 and D2.
        let p = drawn(&[SumRule::arrow(1, vec![5, 6, 7])]);
        // A ring: its edge drawn, its middle (where the digit goes) clear.
        assert!(alpha(&p, 45.0, 32.4) > 0, "the ring");
        assert_eq!(alpha(&p, 45.0, 45.0), 0, "the circle's middle");
        assert!(alpha(&p, 75.0, 45.0) > 0, "the shaft");
        // The head: back from D2's centre (105, 45), up and down.
        assert!(alpha(&p, 100.0, 42.1) > 0 && alpha(&p, 100.0, 47.9) > 0);
        assert_eq!(alpha(&p, 15.0, 15.0), 0);
    }

    #[test]
    fn a_little_killer_is_written_in_the_corner_its_clue_faces() {
        // 10 from above-left of A1 down to the right; 5 from below B4 up to
        // the right (C4, D3).
        let p = drawn(&[
            SumRule::little_killer(10, vec![0, 5, 10, 15]),
            SumRule::little_killer(5, vec![14, 11]),
        ]);
        assert!(inked(&p, (0.0, 0.0), (15.0, 10.0)), "A1's top-left corner");
        assert!(!inked(&p, (15.0, 12.0), (30.0, 30.0)), "the rest of A1");
        // C4's bottom-left corner.
        assert!(inked(&p, (60.0, 110.0), (75.0, 120.0)), "C4's corner");
        assert!(!inked(&p, (75.0, 90.0), (90.0, 105.0)));
    }
}
