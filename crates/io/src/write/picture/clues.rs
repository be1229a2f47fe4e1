//! The clues beside the grid (a little killer's sum with its small
//! diagonal arrow pointing into the grid, a sandwich's sum with none),
//! each drawn in its cell of the strip outside the grid where players
//! know it ([`ClueMark::place`]), on every page that leaves that strip
//! (the Solution and Play pages, the printed worksheets). Where a page
//! keeps no strip (sheet `A`, whose grid a reader finds at A1, the `P`
//! sheets and the answer key's small grids), a clue is drawn small in the
//! corner of its first cell that faces where it stands. The picture has
//! no fonts, so the number is drawn with strokes, as a seven-segment
//! display shows it.

use sheetdoku_core::{ClueMark, Figure};
use tiny_skia::{Color, LineCap, LineJoin, Paint, Path, PathBuilder, Pixmap, Stroke, Transform};

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

/// One clue in its cell of the strip outside the grid, or in its first
/// cell's corner where the picture covers no strip there.
fn draw_clue(pixmap: &mut Pixmap, scale: Transform, boxes: &GridBoxes, clue: &ClueMark) {
    let n = boxes.columns.len();
    let path = match boxes.place(clue.place(n)) {
        Some(cell) => outside(cell, clue),
        None => in_corner(boxes.cell(clue.cell), clue),
    };
    let Some((path, side)) = path else {
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

/// The strokes of `clue` in its own cell `(x, y, w, h)` of the strip
/// outside the grid, and the cell's side: the number in the middle, for a
/// diagonal clue moved back from the corner that faces the grid, where a
/// small arrow points along the diagonal into the grid.
fn outside((x, y, w, h): (f32, f32, f32, f32), clue: &ClueMark) -> Option<(Path, f32)> {
    let side = w.min(h);
    let (dr, dc) = clue.step;
    let diagonal = dr != 0 && dc != 0;
    let digit_h = side * if diagonal { 0.4 } else { 0.42 };
    let digit_w = digit_h * 0.55;
    let gap = digit_w * 0.45;
    let text = clue.value.to_string();
    let text_w = text.len() as f32 * (digit_w + gap) - gap;
    let (cx, cy) = (x + w / 2.0, y + h / 2.0);
    // Away from the arrow's corner, so that the two never touch.
    let back = if diagonal { side * 0.1 } else { 0.0 };
    let left = cx - text_w / 2.0 - dc.signum() as f32 * back;
    let top = cy - digit_h / 2.0 - dr.signum() as f32 * back;
    let mut p = PathBuilder::new();
    number(&mut p, (left, top), (digit_w, digit_h, gap), &text);
    if diagonal {
        let (ux, uy) = (dc.signum() as f32, dr.signum() as f32);
        let from = (cx + ux * side * 0.22, cy + uy * side * 0.22);
        let to = (cx + ux * side * 0.44, cy + uy * side * 0.44);
        arrow(&mut p, from, to);
    }
    p.finish().map(|path| (path, side))
}

/// The strokes of `clue` small in the corner of its first cell
/// `(x, y, w, h)` its step comes from, and the cell's side: the number
/// along the cell's top or bottom edge and a short arrow along the
/// diagonal.
fn in_corner((x, y, w, h): (f32, f32, f32, f32), clue: &ClueMark) -> Option<(Path, f32)> {
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
    number(&mut p, (left, top), (digit_w, digit_h, gap), &text);
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
    arrow(&mut p, (ax, ay), (ax + ux * length, ay + uy * length));
    p.finish().map(|path| (path, side))
}

/// The digits of `text` from `(x, y)`, each `w` wide and `h` high, `gap`
/// apart.
fn number(p: &mut PathBuilder, (x, y): (f32, f32), (w, h, gap): (f32, f32, f32), text: &str) {
    for (i, ch) in text.chars().enumerate() {
        let d = ch.to_digit(10).unwrap_or(0) as usize;
        segments(p, x + i as f32 * (w + gap), y, w, h, SEGMENTS[d]);
    }
}

/// A short arrow from `from` to `to`, its head at `to`.
fn arrow(p: &mut PathBuilder, (ax, ay): (f32, f32), (bx, by): (f32, f32)) {
    let length = (bx - ax).hypot(by - ay);
    if length <= 0.0 {
        return;
    }
    let (ux, uy) = ((bx - ax) / length, (by - ay) / length);
    p.move_to(ax, ay);
    p.line_to(bx, by);
    let head = length * 0.45;
    for turn in [0.5f32, -0.5] {
        let (c, s) = (turn.cos(), turn.sin());
        let (hx, hy) = (-(ux * c - uy * s), -(ux * s + uy * c));
        p.move_to(bx, by);
        p.line_to(bx + hx * head, by + hy * head);
    }
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

    /// A 4x4 of 30-point cells with a strip of 20 points on `sides`.
    fn margin_boxes(sides: sheetdoku_core::ClueSides) -> GridBoxes {
        let along = |before: bool, after: bool| {
            let mut v = vec![];
            if before {
                v.push(20.0);
            }
            v.extend([30.0; 4]);
            if after {
                v.push(20.0);
            }
            v
        };
        let widths = along(sides.left, sides.right);
        let heights = along(sides.top, sides.bottom);
        GridBoxes::with_margin(&widths, &heights, 1, sides)
    }

    /// `clues` drawn alone on `boxes`.
    fn drawn_clues(boxes: &GridBoxes, clues: &[ClueMark]) -> Pixmap {
        let (w, h) = boxes.size;
        let mut p = Pixmap::new(
            (w * PIXELS_PER_POINT).ceil() as u32,
            (h * PIXELS_PER_POINT).ceil() as u32,
        )
        .unwrap();
        let scale = Transform::from_scale(PIXELS_PER_POINT, PIXELS_PER_POINT);
        for clue in clues {
            draw_clue(&mut p, scale, boxes, clue);
        }
        p
    }

    #[test]
    fn a_little_killer_stands_in_its_margin_cell_with_an_arrow_into_the_grid() {
        let g = Geometry::standard(4)
            .unwrap()
            .with_constraint(Constraint::Sum(SumRule::little_killer(
                10,
                vec![0, 5, 10, 15],
            )))
            .unwrap()
            .with_constraint(Constraint::Sum(SumRule::little_killer(5, vec![14, 11])))
            .unwrap();
        let figure = Figure::of(&g);
        let boxes = margin_boxes(figure.clue_sides());
        // The grid from (20, 20); the strips above, left and below.
        assert_eq!(boxes.size, (140.0, 160.0));
        assert_eq!(boxes.columns[0], (20.0, 30.0));
        let p = Pixmap::decode_png(&marks_png(&figure, &boxes).unwrap()).unwrap();
        // 10 in the corner cell above-left of A1 (0..20, 0..20), its arrow
        // in the corner facing A1: ink near (18, 18).
        assert!(inked(&p, (3.0, 3.0), (13.0, 13.0)), "the number");
        assert!(inked(&p, (15.0, 15.0), (20.0, 20.0)), "the arrow");
        // 5 below B4 (column B: 50..80; the strip below: 140..160), its
        // arrow up to the right, towards C4.
        assert!(inked(&p, (55.0, 142.0), (75.0, 158.0)), "below B4");
        assert!(inked(&p, (72.0, 140.0), (80.0, 146.0)), "its arrow");
        assert!(
            !inked(&p, (50.0, 154.0), (58.0, 160.0)),
            "no ink off its arrow"
        );
        // The grid's cells stay clear: the clues are outside it.
        assert!(!inked(&p, (20.0, 20.0), (120.0, 140.0)), "the grid");
    }

    #[test]
    fn a_sandwich_clue_stands_beside_its_row_or_above_its_column_without_an_arrow() {
        use sheetdoku_core::ClueSides;
        let sides = ClueSides {
            top: true,
            left: true,
            ..ClueSides::default()
        };
        let boxes = margin_boxes(sides);
        // 7 left of row 2 (its first cell A2, read to the right); 12 above
        // column C (C1, read down).
        let left = ClueMark::new(4, 7, (0, 1));
        let above = ClueMark::new(2, 12, (1, 0));
        let p = drawn_clues(&boxes, &[left, above]);
        // Row 2 is 50..80 from the top, the strip left 0..20.
        assert!(inked(&p, (0.0, 50.0), (20.0, 80.0)), "left of row 2");
        // Column C is 80..110, the strip above 0..20.
        assert!(inked(&p, (80.0, 0.0), (110.0, 20.0)), "above column C");
        // Centred, with no arrow in a corner.
        for (x, y) in [(0.0, 50.0), (16.0, 76.0), (80.0, 0.0), (106.0, 16.0)] {
            assert!(!inked(&p, (x, y), (x + 4.0, y + 4.0)), "corner {x}, {y}");
        }
        assert!(!inked(&p, (20.0, 20.0), (140.0, 140.0)), "the grid");
        // A page without the strip draws the clue inside its cell, in the
        // corner it comes from (A2's left edge).
        let plain = GridBoxes::new(&[30.0; 4], &[30.0; 4], 1);
        let p = drawn_clues(&plain, &[left]);
        assert!(inked(&p, (0.0, 30.0), (15.0, 60.0)), "inside A2");
    }

    #[test]
    fn a_killer_page_keeps_its_strip_of_sums_under_the_top_margin() {
        use sheetdoku_core::ClueSides;
        // Margin 20, strip 10, digits 30, strip 10, digits 30 ...
        let heights = [20.0, 10.0, 30.0, 10.0, 30.0, 10.0, 30.0, 10.0, 30.0];
        let sides = ClueSides {
            top: true,
            ..ClueSides::default()
        };
        let boxes = GridBoxes::with_margin(&[30.0; 4], &heights, 2, sides);
        assert_eq!(boxes.rows[0], (30.0, 30.0));
        assert_eq!(boxes.rows[3], (150.0, 30.0));
        assert_eq!(boxes.margin.top, Some((0.0, 20.0)));
        assert_eq!(boxes.size, (120.0, 180.0));
    }
}
