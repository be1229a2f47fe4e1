//! How the `.xlsx` measures columns: in digits of the Normal style's
//! font, handed to rust_xlsxwriter as pixels. The workbook writer and the
//! pictures laid over its cells both size from here.

use super::Size;

/// The font of the workbook's Normal style. The format gives column widths
/// in digits of this font, which the spreadsheet measures on the machine
/// that opens the file: with Calibri, the usual default, a machine without
/// Calibri or a metric twin (Carlito) measures a wider stand-in and every
/// column comes out about a third wider, so grid cells print 4:3. DejaVu
/// Sans comes with LibreOffice on Windows and macOS and with every Linux
/// desktop, so its digits have the same width everywhere.
pub(super) const NORMAL_FONT: &str = "DejaVu Sans";
pub(super) const NORMAL_POINTS: f64 = 11.0;
/// The width of a digit of [`NORMAL_FONT`] at [`NORMAL_POINTS`] in points:
/// 1303/2048 of an em, from the font's advance widths.
const DIGIT_POINTS: f64 = NORMAL_POINTS * 1303.0 / 2048.0;
/// rust_xlsxwriter takes column widths in pixels and writes `px / 7`
/// digits when told (by this default column width) that a digit is 7
/// pixels wide. A digit of [`NORMAL_FONT`] is 6.9985 points, so a pixel of
/// its count is 0.99979 points in the file.
pub(super) const NORMAL_COLUMN_PX: u32 = 64;
const DIGIT_PX: f64 = 7.0;

/// `points` rounded down to a length that a column and a row of the
/// `.xlsx` both take exactly: rows come in whole pixels (3/4 point),
/// columns in steps of 0.99979 points, so a multiple of 3 points is both
/// (to 0.02%).
pub(super) fn snap(points: f64) -> f64 {
    ((points / 3.0).floor() * 3.0).max(3.0)
}

/// The pixel width to hand rust_xlsxwriter for a column of `size`, so that
/// the digits it writes measure `size` in [`NORMAL_FONT`].
pub(super) fn column_pixels(size: Size) -> u32 {
    (size.points() / DIGIT_POINTS * DIGIT_PX).round() as u32
}
