//! Pictures over blocks of cells in both formats: anchored at the block's
//! first cell, as wide and tall as its cells (a QR code: a square in the
//! block's top-right corner), moving and sizing with them.

use rust_xlsxwriter::{Image, ObjectMovement, Worksheet};
use spreadsheet_ods::draw::{DrawFrame, DrawFrameContent, DrawImage};
use spreadsheet_ods::manifest::Manifest;
use spreadsheet_ods::{CellRef, Length, Sheet as OdsSheet, WorkBook};

use super::xlsx_metrics::{column_pixels, NORMAL_COLUMN_PX};
use super::{Drawing, Picture, RenderError, Sheet, Size};
use crate::write::picture::{marks_png, qr_png, GridBoxes};
use sheetdoku_core::Deadline;

/// Points of a column or row the sheet gives no size (a grid's columns
/// and rows always have one).
const DEFAULT_WIDTH: f64 = 48.0;
const DEFAULT_HEIGHT: f64 = 15.0;

/// Where a picture stands in its block, in points from the block's
/// top-left corner: its left edge, and its width and height.
#[derive(Clone, Copy, Debug, PartialEq)]
struct Placed {
    x: f64,
    width: f64,
    height: f64,
}

/// The PNG of `picture` over `sheet`'s cells as they are now sized, and
/// where it stands in its block: the whole block, or a QR code's square
/// in its top-right corner (a frame over the whole block would print its
/// edge down the rows under the code and over the grid's border).
fn render(sheet: &Sheet, picture: &Picture) -> Option<(Vec<u8>, Placed)> {
    let ((r0, c0), (r1, c1)) = (picture.area.first, picture.area.last);
    let widths: Vec<f32> = (c0..=c1)
        .map(|c| sheet.widths.get(&c).map_or(DEFAULT_WIDTH, |s| s.points()) as f32)
        .collect();
    let heights: Vec<f32> = (r0..=r1)
        .map(|r| sheet.heights.get(&r).map_or(DEFAULT_HEIGHT, |s| s.points()) as f32)
        .collect();
    match &picture.drawing {
        Drawing::Marks {
            figure,
            step,
            sides,
        } => {
            let boxes = GridBoxes::with_margin(&widths, &heights, *step as usize, *sides);
            let placed = Placed {
                x: 0.0,
                width: f64::from(boxes.size.0),
                height: f64::from(boxes.size.1),
            };
            marks_png(figure, &boxes).map(|png| (png, placed))
        }
        Drawing::Qr { code, side } => {
            let (w, h) = (widths.iter().sum::<f32>(), heights.iter().sum::<f32>());
            let square = w.min(h).min(*side);
            let png = qr_png(code, (square, square), square)?;
            let placed = Placed {
                x: f64::from(w - square),
                width: f64::from(square),
                height: f64::from(square),
            };
            Some((png, placed))
        }
    }
}

/// The width and height in points of `picture`'s block of cells.
fn block_points(sheet: &Sheet, picture: &Picture) -> (f64, f64) {
    let ((r0, c0), (r1, c1)) = (picture.area.first, picture.area.last);
    let w = (c0..=c1)
        .map(|c| sheet.widths.get(&c).map_or(DEFAULT_WIDTH, |s| s.points()))
        .sum();
    let h = (r0..=r1)
        .map(|r| sheet.heights.get(&r).map_or(DEFAULT_HEIGHT, |s| s.points()))
        .sum();
    (w, h)
}

/// The row of rows `r0..=r1` in which a picture `height` points tall
/// from the top of `r0` ends, and how far down that row it ends, in
/// points (the last row, at its bottom, when it fills them all).
fn edge_row(sheet: &Sheet, r0: u32, r1: u32, height: f64) -> (u32, f64) {
    let mut above = 0.0;
    for r in r0..=r1 {
        let h = sheet.heights.get(&r).map_or(DEFAULT_HEIGHT, |s| s.points());
        if above + h >= height - 0.01 || r == r1 {
            return (r, (height - above).min(h));
        }
        above += h;
    }
    (r1, 0.0)
}

/// Polls `deadline` before a picture (a worksheet draws one or two a
/// grid, each a few milliseconds).
fn poll(deadline: &Deadline, sheet: &Sheet) -> Result<(), RenderError> {
    deadline
        .check(|| sheetdoku_i18n::text_with("doing-drawing", &[("sheet", &sheet.name)]))
        .map_err(RenderError::Stopped)
}

/// What a screen reader says of a picture.
fn alt_text(picture: &Picture) -> &'static str {
    match picture.drawing {
        Drawing::Marks { .. } => "The marks of the puzzle's rules",
        Drawing::Qr { .. } => "The QR code of the puzzle's SudokuPad link",
    }
}

/// Pixels of a row of `size` in the .xlsx (Excel's 96 per inch).
fn row_pixels(size: Size) -> f64 {
    match size {
        Size::Pixels(px) => f64::from(px),
        Size::Points(_) | Size::Chars(_) => size.points() * 4.0 / 3.0,
    }
}

/// Writes `sheet`'s pictures into the .xlsx worksheet `ws`, each scaled to
/// the pixels its cells take there.
pub(super) fn xlsx_pictures(
    ws: &mut Worksheet,
    sheet: &Sheet,
    deadline: &Deadline,
) -> Result<(), RenderError> {
    for picture in &sheet.pictures {
        poll(deadline, sheet)?;
        let Some((png, placed)) = render(sheet, picture) else {
            continue;
        };
        let ((r0, c0), (r1, c1)) = (picture.area.first, picture.area.last);
        let width: f64 = (c0..=c1)
            .map(|c| {
                sheet
                    .widths
                    .get(&c)
                    .map_or(NORMAL_COLUMN_PX, |&s| column_pixels(s))
            })
            .map(f64::from)
            .sum();
        let height: f64 = (r0..=r1)
            .map(|r| sheet.heights.get(&r).map_or(20.0, |&s| row_pixels(s)))
            .sum();
        // The block's pixels there over its points here: the picture's
        // place in the block, scaled.
        let (points_w, points_h) = block_points(sheet, picture);
        let (sx, sy) = (width / points_w.max(1.0), height / points_h.max(1.0));
        let image = Image::new_from_buffer(&png)?
            .set_scale_to_size(placed.width * sx, placed.height * sy, false)
            .set_object_movement(ObjectMovement::MoveAndSizeWithCells)
            .set_alt_text(alt_text(picture));
        ws.insert_image_with_offset(r0, c0, &image, (placed.x * sx).round() as u32, 0)?;
    }
    Ok(())
}

/// Adds `sheet`'s pictures (sheet number `index`) to the .ods sheet `ods`:
/// a frame anchored at the block's first cell whose end is the last
/// cell's bottom-right corner, showing the PNG stored as a file of the
/// package (`Pictures/`), as Calc stores pictures. Nothing in the frame is
/// text: the frame sits inside its anchor cell's element, and a reader of
/// cell text (calamine) would take an inline image's bytes or a
/// description for the cell's text.
pub(super) fn ods_pictures(
    wb: &mut WorkBook,
    ods: &mut OdsSheet,
    (sheet, index): (&Sheet, usize),
    deadline: &Deadline,
) -> Result<(), RenderError> {
    for (i, picture) in sheet.pictures.iter().enumerate() {
        poll(deadline, sheet)?;
        let Some((png, placed)) = render(sheet, picture) else {
            continue;
        };
        let ((r0, c0), (r1, c1)) = (picture.area.first, picture.area.last);
        let last_width = sheet.widths.get(&c1).map_or(DEFAULT_WIDTH, |s| s.points());
        // The row its bottom edge falls in, and how far down that row.
        let (r1, last_height) = edge_row(sheet, r0, r1, placed.height);
        let mut frame = DrawFrame::new();
        // Its words in its name, an attribute: a description is text
        // inside the frame, so inside the anchor cell's element, where a
        // reader of cell text (calamine) would take it for the cell's.
        frame.set_draw_name(format!("{} ({})", alt_text(picture), i + 1));
        frame.set_width(Length::Pt(placed.width));
        frame.set_height(Length::Pt(placed.height));
        frame.svg_x(Length::Pt(placed.x));
        frame.svg_y(Length::Pt(0.0));
        frame.set_table_end_cell_address(CellRef::remote(sheet.name.as_str(), r1, u32::from(c1)));
        frame.set_table_end_x(Length::Pt(last_width));
        frame.set_table_end_y(Length::Pt(last_height));
        let path = format!("Pictures/sheet{}-marks{}.png", index + 1, i + 1);
        let mut image = DrawImage::new();
        image.set_draw_mime_type("image/png");
        image.set_xlink_href(path.as_str());
        wb.add_manifest(Manifest::with_buf(path, "image/png", png));
        frame.push_content(DrawFrameContent::Image(image));
        ods.add_draw_frame(r0, u32::from(c0), frame);
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::write::book::Area;
    use crate::write::picture::QrModules;

    /// A QR code over two columns and a short row above a tall one (a
    /// 4x4 worksheet's rules and the gap under them): a square the code's
    /// size at the block's top-right, ending in the first row, not a frame
    /// down the whole block.
    #[test]
    fn a_qr_code_is_a_square_at_the_top_right_of_its_block() {
        let mut sheet = Sheet::new("Worksheet");
        sheet.width(1, Size::Points(45.0));
        sheet.width(2, Size::Points(45.0));
        sheet.height(5, Size::Points(60.0));
        sheet.height(6, Size::Points(300.0));
        let code = QrModules::of("https://sudokupad.app/abc").unwrap();
        sheet.lay_qr(Area::new(5, 1, 6, 2), code, 54.0);
        let (_, placed) = render(&sheet, &sheet.pictures[0]).unwrap();
        assert_eq!(
            placed,
            Placed {
                x: 36.0,
                width: 54.0,
                height: 54.0
            }
        );
        assert_eq!(edge_row(&sheet, 5, 6, placed.height), (5, 54.0));
        // Taller than the first row: it ends in the second.
        assert_eq!(edge_row(&sheet, 5, 6, 80.0), (6, 20.0));
    }
}
