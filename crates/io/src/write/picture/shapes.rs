//! Shapes behind a cell's digit: an even cell's light grey square and an
//! odd cell's light grey circle, as SudokuPad and f-puzzles draw them.
//! The picture lies over the grid, so they are drawn light and half
//! transparent, under the lines and marks, and the digit stays readable
//! through them.

use sheetdoku_core::{Figure, ShapeMark, ShapeMarkKind};
use tiny_skia::{Color, FillRule, Paint, PathBuilder, Pixmap, Rect, Transform};

use super::GridBoxes;

/// The shapes' grey, laid at [`ALPHA`].
const GREY: (u8, u8, u8) = (150, 150, 150);
/// How opaque a shape is: the digit under it keeps most of its contrast.
const ALPHA: u8 = 110;
/// The side of a square and the diameter of a circle, as a share of the
/// cell's side.
const SIZE: f32 = 0.8;

/// Every shape of `figure` on `pixmap`.
pub(super) fn draw(pixmap: &mut Pixmap, scale: Transform, boxes: &GridBoxes, figure: &Figure) {
    for shape in figure.shapes() {
        draw_shape(pixmap, scale, boxes, shape);
    }
}

/// The shape `mark` on `pixmap`, centred in its cell.
fn draw_shape(pixmap: &mut Pixmap, scale: Transform, boxes: &GridBoxes, mark: &ShapeMark) {
    let (x, y, w, h) = boxes.cell(mark.cell);
    let (cx, cy, side) = (x + w / 2.0, y + h / 2.0, w.min(h) * SIZE);
    let path = match mark.kind {
        ShapeMarkKind::GreySquare => Rect::from_xywh(cx - side / 2.0, cy - side / 2.0, side, side)
            .map(PathBuilder::from_rect),
        ShapeMarkKind::GreyCircle => PathBuilder::from_circle(cx, cy, side / 2.0),
    };
    let Some(path) = path else {
        return;
    };
    let mut paint = Paint::default();
    let (r, g, b) = GREY;
    paint.set_color(Color::from_rgba8(r, g, b, ALPHA));
    paint.anti_alias = true;
    pixmap.fill_path(&path, &paint, FillRule::Winding, scale, None);
}

#[cfg(test)]
mod tests {
    use super::super::{marks_png, PIXELS_PER_POINT};
    use super::*;
    use sheetdoku_core::{Constraint, Geometry, Parity, ParityKind};

    /// The pixel at (x, y) points: alpha and the colour, unpremultiplied.
    fn colour(p: &Pixmap, x: f32, y: f32) -> (u8, u8, u8, u8) {
        let px = p
            .pixel((x * PIXELS_PER_POINT) as u32, (y * PIXELS_PER_POINT) as u32)
            .unwrap()
            .demultiply();
        (px.alpha(), px.red(), px.green(), px.blue())
    }

    #[test]
    fn an_even_cell_is_a_light_grey_square_and_an_odd_one_a_circle() {
        // An even A1, an odd D4, on a 4x4 of 30-point cells.
        let g = Geometry::standard(4)
            .unwrap()
            .with_constraint(Constraint::Parity(Parity::new(ParityKind::Even, 0)))
            .unwrap()
            .with_constraint(Constraint::Parity(Parity::new(ParityKind::Odd, 15)))
            .unwrap();
        let boxes = GridBoxes::new(&[30.0; 4], &[30.0; 4], 1);
        let png = marks_png(&sheetdoku_core::Figure::of(&g), &boxes).expect("a picture");
        let p = Pixmap::decode_png(&png).unwrap();
        // Light and half transparent at the centre: a digit stays readable.
        let (alpha, r, g, b) = colour(&p, 15.0, 15.0);
        assert!((60..160).contains(&alpha), "{alpha}");
        assert!(r == g && g == b, "grey: {r} {g} {b}");
        // A square reaches into its corners; a circle does not.
        assert!(colour(&p, 5.0, 5.0).0 > 60, "the square's corner");
        assert!(colour(&p, 105.0, 105.0).0 > 60, "the circle's centre");
        assert_eq!(colour(&p, 95.0, 95.0).0, 0, "outside the circle");
        // Other cells stay clear, and the cell's edge too.
        assert_eq!(colour(&p, 45.0, 45.0).0, 0);
        assert_eq!(colour(&p, 1.0, 1.0).0, 0);
    }
}
