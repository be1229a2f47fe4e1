//! A killer's cages on a printed page: each cage outlined by dashed lines
//! where it meets another cage inside a block (block borders stay solid),
//! and its sum small in the top-left corner of its first cell. The sums sit
//! in a strip of their own above each grid row (a sheet row with no border
//! between it and the row of digits), so that they stay visible when a
//! pupil types a digit into the corner cell.

use super::cage_colours::{cage_colours, CageStyle, CAGE_FILLS};
use super::styles::{border_of, cell_edges, shaded_cell, variant_fill, Edge, Edges};
use crate::sheet::book::{Border, HAlign, Sheet, Size, Style, VAlign};
use sheetdoku_core::Geometry;

/// The share of a grid square taken by the strip of sums.
pub(super) const STRIP_SHARE: f64 = 0.27;

/// Where each cell's cage is and which cells print a sum.
pub(in crate::sheet) struct CagePage {
    /// The cage of each cell (an index into the geometry's cages).
    cage_of: Vec<Option<usize>>,
    /// The sum printed in each cage's first cell.
    sums: Vec<Option<u32>>,
    /// The fill of each cage when the cages are coloured.
    fills: Option<Vec<u32>>,
}

impl CagePage {
    /// The cages of `geometry` drawn in `style`; `None` when it has none.
    pub(in crate::sheet) fn new(geometry: &Geometry, style: CageStyle) -> Option<Self> {
        if !geometry.has_cages() {
            return None;
        }
        let cells = geometry.cell_count();
        let mut cage_of = vec![None; cells];
        let mut sums = vec![None; cells];
        for (i, (_, cage)) in geometry.cages().enumerate() {
            for &c in &cage.cells {
                cage_of[c] = Some(i);
            }
            sums[cage.head()] = Some(cage.sum);
        }
        let fills = match style {
            CageStyle::Outlined => None,
            CageStyle::Coloured => Some(
                cage_colours(geometry)
                    .into_iter()
                    .map(|c| CAGE_FILLS[c])
                    .collect(),
            ),
        };
        Some(CagePage {
            cage_of,
            sums,
            fills,
        })
    }

    /// The fill of `cell`: its cage's colour when the cages are coloured,
    /// else the variant's shading.
    pub(in crate::sheet) fn fill(&self, geometry: &Geometry, cell: usize) -> Option<u32> {
        match (&self.fills, self.cage_of[cell]) {
            (Some(fills), Some(cage)) => Some(fills[cage]),
            _ => variant_fill(geometry, cell),
        }
    }

    /// The border of `cell`: the block borders, and dashed where the cell
    /// beside lies in another cage of the same block.
    pub(in crate::sheet) fn edges(&self, geometry: &Geometry, cell: usize) -> Edges {
        let n = geometry.size();
        let blocks = cell_edges(geometry, cell);
        let cage = |edge: Edge, beside: Option<usize>| match (edge, beside) {
            (Edge::Thin, Some(b)) if self.cage_of[b] != self.cage_of[cell] => Edge::Cage,
            _ => edge,
        };
        let (r, c) = (cell / n, cell % n);
        Edges {
            top: cage(blocks.top, (r > 0).then(|| cell - n)),
            right: cage(blocks.right, (c + 1 < n).then(|| cell + 1)),
            bottom: cage(blocks.bottom, (r + 1 < n).then(|| cell + n)),
            left: cage(blocks.left, (c > 0).then(|| cell - 1)),
        }
    }

    /// Writes the strip above `cell` at `(row, col)`: its sum if it is a
    /// cage's first cell, with the cell's top and side borders and `fill`.
    pub(super) fn write_strip(
        &self,
        sheet: &mut Sheet,
        (row, col): (u32, u16),
        cell: usize,
        edges: [Border; 4],
        fill: Option<u32>,
        font: f64,
    ) {
        let [top, right, _, left] = edges;
        let mut style = Style::new()
            .size(font)
            .align(HAlign::Left)
            .valign(VAlign::Top);
        style.borders = [Some(top), Some(right), None, Some(left)];
        if let Some(fill) = fill {
            style = style.fill(fill);
        }
        match self.sums[cell] {
            Some(sum) => sheet.text(row, col, sum.to_string(), &style),
            None => sheet.blank(row, col, &style),
        };
    }
}

impl CagePage {
    /// Draws grid cell `cell` of a page with strips, its digit at sheet
    /// `(row, col)`: writes the strip above it (its sum, if any, the cell's
    /// top and side borders, its shading) and returns the digit's format:
    /// centred at `font` points, the block and cage borders but the top,
    /// the cage's colour or the variant's shading.
    pub(in crate::sheet) fn digit_style(
        &self,
        sheet: &mut Sheet,
        geometry: &Geometry,
        (row, col): (u32, u16),
        cell: usize,
        font: f64,
    ) -> Style {
        let edges = self.edges(geometry, cell);
        let fill = self.fill(geometry, cell);
        let mut format = shaded_cell(font, edges, fill);
        // The strip above holds the top border.
        format.borders[0] = None;
        let borders = [edges.top, edges.right, edges.bottom, edges.left].map(border_of);
        self.write_strip(sheet, (row - 1, col), cell, borders, fill, sum_font(font));
        format
    }
}

/// The font size of the sums beside digits of `font` points: small, as
/// newspapers print them, even beside the large digits of one grid to a
/// page.
pub(in crate::sheet) fn sum_font(font: f64) -> f64 {
    (font * 0.4).round().clamp(6.0, 10.0)
}

/// The height in points of the strip of sums in a grid square of `side`
/// points whose digits are `font` points: its share of the square, and
/// at least room for a sum.
pub(in crate::sheet) fn strip_height(side: f64, font: f64) -> f64 {
    (side * STRIP_SHARE).round().max(sum_font(font) + 2.0)
}

/// Sets the heights of grid row `row` (its digits) and of its strip of
/// sums above it, together a square of `side` points.
pub(in crate::sheet) fn strip_rows(sheet: &mut Sheet, row: u32, side: f64, font: f64) {
    let strip = strip_height(side, font);
    sheet.height(row - 1, Size::Points(strip));
    sheet.height(row, Size::Points(side - strip));
}
