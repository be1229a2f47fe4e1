//! A killer's cages on a printed page: each cage outlined by dashed lines
//! where it meets another cage inside a block (block borders stay solid),
//! and its sum small in the top-left corner of its first cell. The sums sit
//! in a strip of their own above each grid row (a sheet row with no border
//! between it and the row of digits), so that they stay visible when a
//! pupil types a digit into the corner cell. The sides, cages and sums are
//! the puzzle's [`Figure`]'s; this file only lays them out on a sheet.

use super::cage_colours::{cage_colours, CageStyle, CAGE_FILLS};
use super::house_style::{border_of, shaded_cell, shading_fill, Edges};
use crate::write::book::{Border, HAlign, Sheet, Size, Style, VAlign};
use sheetdoku_core::CageLabel;
use sheetdoku_core::Figure;

/// The share of a grid square taken by the strip of sums.
pub(crate) const STRIP_SHARE: f64 = 0.27;

/// A killer's figure drawn on a page: its cages' sides and sums, and
/// their colours when the cages are coloured.
pub(crate) struct CagePage<'a> {
    /// The puzzle's figure: the sides of each cell (cage sides dashed), the
    /// cages and the cell each sum is written in.
    figure: &'a Figure,
    /// The fill of each cage when the cages are coloured.
    fills: Option<Vec<u32>>,
}

impl<'a> CagePage<'a> {
    /// The cages of `figure` drawn in `style`; `None` when it has none.
    pub(crate) fn new(figure: &'a Figure, style: CageStyle) -> Option<Self> {
        if figure.cages().is_empty() {
            return None;
        }
        let fills = match style {
            CageStyle::Outlined => None,
            CageStyle::Coloured => Some(
                cage_colours(figure)
                    .into_iter()
                    .map(|c| CAGE_FILLS[c])
                    .collect(),
            ),
        };
        Some(CagePage { figure, fills })
    }

    /// The fill of `cell`: its cage's colour when the cages are coloured,
    /// else its shading's.
    pub(crate) fn fill(&self, cell: usize) -> Option<u32> {
        let drawn = self.figure.cell(cell);
        match (&self.fills, drawn.cage) {
            (Some(fills), Some(cage)) => Some(fills[cage]),
            _ => shading_fill(drawn.shading),
        }
    }

    /// The border of `cell`: the region sides solid, dashed where the cell
    /// beside lies in another cage of the same region.
    pub(crate) fn edges(&self, cell: usize) -> Edges {
        self.figure.cell(cell).edges
    }

    /// Writes the strip above `cell` at `(row, col)`: its sum if it is a
    /// cage's first cell (the marks of a cage joined by corners with it,
    /// [`sheetdoku_core::CageLabel`]), with the cell's top and side borders and `fill`.
    pub(crate) fn write_strip(
        &self,
        sheet: &mut Sheet,
        (row, col): (u32, u16),
        cell: usize,
        edges: [Border; 4],
        fill: Option<u32>,
        font: f64,
    ) {
        let style = strip_style(edges, fill, font);
        // A sum is written as a number: Calc's AutoInput completes what a
        // pupil types from the texts of the column, so a sum written as
        // text would turn her 1 into 11.
        match self.figure.label_at(cell) {
            Some(CageLabel::Sum(sum)) => sheet.number(row, col, f64::from(sum), &style),
            Some(label @ (CageLabel::SumGoesOn(_) | CageLabel::PieceOf(_))) => {
                sheet.text(row, col, label.to_string(), &style)
            }
            None => sheet.blank(row, col, &style),
        };
    }
}

impl CagePage<'_> {
    /// Draws grid cell `cell` of a page with strips, its digit at sheet
    /// `(row, col)`: writes the strip above it (its sum, if any, the cell's
    /// top and side borders, its shading) and returns the digit's format:
    /// centred at `font` points, the block and cage borders but the top,
    /// the cage's colour or the variant's shading.
    pub(crate) fn digit_style(
        &self,
        sheet: &mut Sheet,
        (row, col): (u32, u16),
        cell: usize,
        font: f64,
    ) -> Style {
        let edges = self.edges(cell);
        let fill = self.fill(cell);
        let mut format = shaded_cell(font, edges, fill);
        // The strip above holds the top border.
        format.borders[0] = None;
        let borders = edges.sides().map(border_of);
        self.write_strip(sheet, (row - 1, col), cell, borders, fill, sum_font(font));
        format
    }
}

/// The style of the strip above a grid cell whose sides are `edges`: the
/// square's top and sides (its bottom is the digit's cell), its fill, and
/// room for a sum of `font` points in its corner.
pub(crate) fn strip_style(edges: [Border; 4], fill: Option<u32>, font: f64) -> Style {
    let [top, right, _, left] = edges;
    let mut style = Style::new()
        .size(font)
        .align(HAlign::Left)
        .valign(VAlign::Top);
    style.borders = [Some(top), Some(right), None, Some(left)];
    match fill {
        Some(fill) => style.fill(fill),
        None => style,
    }
}

/// The font size of the sums beside digits of `font` points: small, as
/// newspapers print them, even beside the large digits of one grid to a
/// page.
pub(crate) fn sum_font(font: f64) -> f64 {
    (font * 0.4).round().clamp(6.0, 10.0)
}

/// The height in points of the strip of sums in a grid square of `side`
/// points whose digits are `font` points: its share of the square, and
/// at least room for a sum, but never more than half the square: in a
/// square of 6 points (six 16x16 killers to a page) the digits' row would
/// be -2 points high, and Calc prints such a sheet a row to a page.
pub(crate) fn strip_height(side: f64, font: f64) -> f64 {
    (side * STRIP_SHARE)
        .round()
        .max(sum_font(font) + 2.0)
        .min((side / 2.0).floor())
}

/// Sets the heights of grid row `row` (its digits) and of its strip of
/// sums above it, together a square of `side` points.
pub(crate) fn strip_rows(sheet: &mut Sheet, row: u32, side: f64, font: f64) {
    let strip = strip_height(side, font);
    sheet.height(row - 1, Size::Points(strip));
    sheet.height(row, Size::Points(side - strip));
}
