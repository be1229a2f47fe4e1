//! The marks of a puzzle's rules that no cell can hold (a Kropki dot or a
//! greater-than sign on the side two cells share, `pairs.rs`; a line
//! through cells, a thermometer's bulb and an arrow, `lines.rs`; a little
//! killer's clue, `clues.rs`; an even/odd cell's grey square or circle
//! behind its digit, `shapes.rs`), drawn from the puzzle's [`Figure`] as one transparent
//! picture laid exactly over its grid (and the strips outside it where the
//! clues stand, `GridBoxes::with_margin`). Every page that shows a grid (the
//! Solution and Play pages, the worksheet's printed grids, the `P`
//! sheets) lays the same picture over it, so a rule drawn here is drawn on
//! every page, on the screen and on paper. The picture is only a drawing:
//! the rules themselves are stored on the hidden `Key` sheet, which every
//! reader uses.

mod clues;
mod lines;
mod pairs;
mod qr;

#[cfg(test)]
pub(crate) use qr::tests as qr_tests;
pub(crate) use qr::{qr_png, QrModules};
mod shapes;

use sheetdoku_core::{ClueSides, Figure};
use tiny_skia::{Pixmap, Transform};

/// Pixels of the picture per point of the page: 200 pixels an inch, so
/// that the marks print sharp and a worksheet of 40 grids stays small.
const PIXELS_PER_POINT: f32 = 200.0 / 72.0;

/// Where each row and column of digits lies in the picture, in points
/// from its top-left corner: the start and the size of each.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct GridBoxes {
    /// Each column of digits: its left edge and width.
    pub columns: Vec<(f32, f32)>,
    /// Each row of digits: its top edge and height.
    pub rows: Vec<(f32, f32)>,
    /// The whole picture: width and height.
    pub size: (f32, f32),
    /// The strips outside the grid where its clues stand, each one cell
    /// wide or high: the left and right columns (left edge, width), the
    /// top and bottom rows (top edge, height); `None` for a side the
    /// picture does not cover.
    pub margin: Margin,
}

/// The strips of a picture outside its grid (see [`GridBoxes::margin`]).
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub(crate) struct Margin {
    /// The column left of the grid.
    pub left: Option<(f32, f32)>,
    /// The column right of the grid.
    pub right: Option<(f32, f32)>,
    /// The row above the grid.
    pub top: Option<(f32, f32)>,
    /// The row below the grid.
    pub bottom: Option<(f32, f32)>,
}

impl GridBoxes {
    /// The boxes of a grid of `n` columns of `widths` (points) from
    /// column 0 and `heights` of the sheet rows from its first row of
    /// digits to its last, rows of digits `step` rows apart.
    pub(crate) fn new(widths: &[f32], heights: &[f32], step: usize) -> Self {
        let mut columns = Vec::with_capacity(widths.len());
        let mut x = 0.0;
        for &w in widths {
            columns.push((x, w));
            x += w;
        }
        let mut rows = Vec::new();
        let mut y = 0.0;
        for (i, &h) in heights.iter().enumerate() {
            if i % step.max(1) == 0 {
                rows.push((y, h));
            }
            y += h;
        }
        GridBoxes {
            columns,
            rows,
            size: (x, y),
            margin: Margin::default(),
        }
    }

    /// The boxes of a picture that covers the strips `sides` outside the
    /// grid as well: `widths` and `heights` as for [`GridBoxes::new`],
    /// with the strip's column or row first and last where it has one (a
    /// top strip stands `step` sheet rows above the first row of digits,
    /// over a killer's strip of sums).
    pub(crate) fn with_margin(
        widths: &[f32],
        heights: &[f32],
        step: usize,
        sides: ClueSides,
    ) -> Self {
        let step = step.max(1);
        let (lead_w, tail_w) = (usize::from(sides.left), usize::from(sides.right));
        let lead_h = if sides.top { step } else { 0 };
        let tail_h = usize::from(sides.bottom);
        if widths.len() < lead_w + tail_w || heights.len() < lead_h + tail_h {
            return GridBoxes::new(widths, heights, step);
        }
        let inner = GridBoxes::new(
            &widths[lead_w..widths.len() - tail_w],
            &heights[lead_h..heights.len() - tail_h],
            step,
        );
        let x0: f32 = widths[..lead_w].iter().sum();
        let y0: f32 = heights[..lead_h].iter().sum();
        let shift = |v: &[(f32, f32)], by: f32| v.iter().map(|&(a, w)| (a + by, w)).collect();
        let margin = Margin {
            left: sides.left.then(|| (0.0, widths[0])),
            right: sides
                .right
                .then(|| (x0 + inner.size.0, widths[widths.len() - 1])),
            top: sides.top.then(|| (0.0, heights[0])),
            bottom: sides
                .bottom
                .then(|| (y0 + inner.size.1, heights[heights.len() - 1])),
        };
        GridBoxes {
            columns: shift(&inner.columns, x0),
            rows: shift(&inner.rows, y0),
            size: (widths.iter().sum(), heights.iter().sum()),
            margin,
        }
    }

    /// The box of grid cell `cell` of a grid of size `n`: left, top,
    /// width, height in points.
    fn cell(&self, cell: usize) -> (f32, f32, f32, f32) {
        let n = self.columns.len();
        let (x, w) = self.columns[cell % n];
        let (y, h) = self.rows[cell / n];
        (x, y, w, h)
    }

    /// The box of `place` (row and column of the grid with a margin of
    /// one cell all round, as [`sheetdoku_core::ClueMark::place`] gives
    /// it), `None` when the picture does not cover that strip.
    fn place(&self, (row, col): (usize, usize)) -> Option<(f32, f32, f32, f32)> {
        let n = self.columns.len();
        let along = |i: usize, before, inside: &[(f32, f32)], after| match i {
            0 => before,
            i if i == n + 1 => after,
            i => inside.get(i - 1).copied(),
        };
        let (x, w) = along(col, self.margin.left, &self.columns, self.margin.right)?;
        let (y, h) = along(row, self.margin.top, &self.rows, self.margin.bottom)?;
        Some((x, y, w, h))
    }
}

/// Whether the figure has any mark a picture draws.
pub(crate) fn has_marks(figure: &Figure) -> bool {
    !figure.pairs().is_empty()
        || !figure.lines().is_empty()
        || !figure.circles().is_empty()
        || !figure.clues().is_empty()
        || !figure.shapes().is_empty()
}

/// The figure's marks as a transparent PNG of the grid's size, `None`
/// when it has none (or the picture cannot be made).
pub(crate) fn marks_png(figure: &Figure, boxes: &GridBoxes) -> Option<Vec<u8>> {
    if !has_marks(figure) {
        return None;
    }
    let (w, h) = boxes.size;
    let mut pixmap = Pixmap::new(
        (w * PIXELS_PER_POINT).ceil() as u32,
        (h * PIXELS_PER_POINT).ceil() as u32,
    )?;
    let scale = Transform::from_scale(PIXELS_PER_POINT, PIXELS_PER_POINT);
    // Shapes behind the digits first, lines over them, the marks between
    // two cells on top.
    shapes::draw(&mut pixmap, scale, boxes, figure);
    lines::draw(&mut pixmap, scale, boxes, figure);
    for mark in figure.pairs() {
        pairs::draw(&mut pixmap, scale, boxes, mark);
    }
    clues::draw(&mut pixmap, scale, boxes, figure);
    pixmap.encode_png().ok()
}

#[cfg(test)]
mod tests {
    use super::*;
    use sheetdoku_core::{Constraint, Geometry, Pair, PairKind};
    use tiny_skia::Pixmap;

    /// A 4x4 of 30-point cells with `pairs`, drawn and decoded.
    fn drawn(pairs: &[(PairKind, usize, usize)]) -> Pixmap {
        let mut g = Geometry::standard(4).unwrap();
        for &(kind, a, b) in pairs {
            g = g
                .with_constraint(Constraint::Pair(Pair::new(kind, a, b)))
                .unwrap();
        }
        let boxes = GridBoxes::new(&[30.0; 4], &[30.0; 4], 1);
        let png = marks_png(&Figure::of(&g), &boxes).expect("a picture");
        Pixmap::decode_png(&png).unwrap()
    }

    /// The pixel at (x, y) points from the picture's top-left corner: its
    /// alpha and its red.
    fn at(p: &Pixmap, x: f32, y: f32) -> (u8, u8) {
        let px = p
            .pixel((x * PIXELS_PER_POINT) as u32, (y * PIXELS_PER_POINT) as u32)
            .unwrap();
        (px.alpha(), px.red())
    }

    #[test]
    fn a_grid_without_marks_has_no_picture() {
        let g = Geometry::standard(4).unwrap();
        let boxes = GridBoxes::new(&[30.0; 4], &[30.0; 4], 1);
        assert_eq!(marks_png(&Figure::of(&g), &boxes), None);
    }

    #[test]
    fn a_dot_sits_on_the_middle_of_the_side_its_cells_share() {
        // A black dot between A1 and B1 (side at x = 30, y = 15); a white
        // one between A2 and A3 (side at y = 60, x = 15).
        let p = drawn(&[(PairKind::KropkiBlack, 0, 1), (PairKind::KropkiWhite, 4, 8)]);
        assert_eq!(at(&p, 30.0, 15.0), (255, 0), "black, opaque");
        let (alpha, red) = at(&p, 15.0, 60.0);
        assert!(alpha == 255 && red > 200, "white, opaque: {alpha} {red}");
        // The cells' middles and the other sides stay clear.
        for (x, y) in [(15.0, 15.0), (45.0, 45.0), (60.0, 15.0), (15.0, 30.0)] {
            assert_eq!(at(&p, x, y).0, 0, "clear at {x}, {y}");
        }
    }

    #[test]
    fn rows_apart_under_strips_place_marks_by_rows_of_digits() {
        // A killer's page: strips of 10 points between rows of 30.
        let heights = [30.0, 10.0, 30.0, 10.0, 30.0, 10.0, 30.0];
        let boxes = GridBoxes::new(&[30.0; 4], &heights, 2);
        assert_eq!(boxes.rows[1], (40.0, 30.0));
        assert_eq!(boxes.size, (120.0, 150.0));
        let g = Geometry::standard(4)
            .unwrap()
            .with_constraint(Constraint::Pair(Pair::new(PairKind::KropkiBlack, 4, 8)))
            .unwrap();
        let png = marks_png(&Figure::of(&g), &boxes).unwrap();
        let p = Pixmap::decode_png(&png).unwrap();
        // Between row 2 (40..70) and row 3 (80..110): the strip's middle.
        assert_eq!(at(&p, 15.0, 75.0), (255, 0));
    }

    #[test]
    fn a_greater_than_sign_points_at_the_smaller_digit() {
        // The point is ink on the middle line 1.8 points (0.06 of the
        // side) towards the smaller digit; the open end there is not.
        let dark = |p: &Pixmap, x: f32| {
            let (alpha, red) = at(p, x, 15.0);
            alpha > 128 && red < 100
        };
        // B1 > A1: the point towards A1, left of the side at x = 30.
        let left = drawn(&[(PairKind::Greater, 1, 0)]);
        assert!(dark(&left, 28.2) && !dark(&left, 31.8));
        // A1 > B1: the other way.
        let right = drawn(&[(PairKind::Greater, 0, 1)]);
        assert!(dark(&right, 31.8) && !dark(&right, 28.2));
    }

    /// A 4x4 of 30-point cells with `lines`, drawn and decoded.
    fn drawn_lines(lines: &[(sheetdoku_core::LineKind, &[usize])]) -> Pixmap {
        let mut g = Geometry::standard(4).unwrap();
        for (kind, cells) in lines {
            let line = sheetdoku_core::Line {
                kind: *kind,
                cells: cells.to_vec(),
            };
            g = g.with_constraint(Constraint::Line(line)).unwrap();
        }
        let boxes = GridBoxes::new(&[30.0; 4], &[30.0; 4], 1);
        Pixmap::decode_png(&marks_png(&Figure::of(&g), &boxes).unwrap()).unwrap()
    }

    /// The pixel at (x, y) points: alpha and the colour, unpremultiplied.
    fn colour(p: &Pixmap, x: f32, y: f32) -> (u8, u8, u8, u8) {
        let px = p
            .pixel((x * PIXELS_PER_POINT) as u32, (y * PIXELS_PER_POINT) as u32)
            .unwrap()
            .demultiply();
        (px.alpha(), px.red(), px.green(), px.blue())
    }

    #[test]
    fn a_thermometer_is_a_grey_tube_from_a_round_bulb_half_transparent() {
        use sheetdoku_core::LineKind;
        // From its bulb in B2 (45, 45) right to C2 and down to C3.
        let p = drawn_lines(&[(LineKind::Thermometer, &[5, 6, 10])]);
        let (alpha, r, g, b) = colour(&p, 45.0, 45.0);
        // Half transparent, so that a digit under it stays readable.
        assert!((100..200).contains(&alpha), "{alpha}");
        assert!(r == g && g == b && r > 100, "grey: {r} {g} {b}");
        // The bulb is round and wider than the tube: 9 points above its
        // centre is bulb; 9 points above the tube's middle is not.
        assert!(colour(&p, 45.0, 36.0).0 > 100);
        assert_eq!(colour(&p, 60.0, 36.0).0, 0);
        assert!(colour(&p, 60.0, 45.0).0 > 100, "the tube");
        assert!(colour(&p, 75.0, 60.0).0 > 100, "the tube down to C3");
        // The tube is thinner than a third of a cell: 5 points off its
        // middle is clear.
        assert_eq!(colour(&p, 60.0, 40.0).0, 0);
        // One layer: where the tube enters the bulb it is no darker.
        assert_eq!(colour(&p, 52.0, 45.0), colour(&p, 45.0, 45.0));
        // Cells off the line stay clear.
        assert_eq!(colour(&p, 15.0, 15.0).0, 0);
        assert_eq!(colour(&p, 105.0, 105.0).0, 0);
    }

    #[test]
    fn a_whisper_line_is_green_and_a_palindrome_grey() {
        use sheetdoku_core::LineKind;
        let p = drawn_lines(&[
            (LineKind::Whisper, &[0, 1]),
            (LineKind::Palindrome, &[12, 9, 6]),
        ]);
        let (alpha, r, g, b) = colour(&p, 30.0, 15.0);
        assert!(
            (100..200).contains(&alpha) && g > r + 60 && g > b + 60,
            "green: {r} {g} {b}"
        );
        // A palindrome has no bulb: its first cell is a line's end.
        let (alpha, r, g, b) = colour(&p, 15.0, 105.0);
        assert!(
            (100..200).contains(&alpha) && r == g && g == b,
            "grey: {r} {g} {b}"
        );
        assert_eq!(colour(&p, 15.0, 96.0).0, 0, "no bulb");
        // Through B3 (45, 75) up to C2 (75, 45).
        assert!(colour(&p, 45.0, 75.0).0 > 100);
        assert!(colour(&p, 60.0, 60.0).0 > 100);
    }
}
