//! A killer's cages on a printed page: each cage outlined by dashed lines
//! where it meets another cage inside a block (block borders stay solid),
//! and its sum small in the top-left corner of its first cell. The sums sit
//! in a strip of their own above each grid row (a sheet row with no border
//! between it and the row of digits), so that they stay visible when a
//! pupil types a digit into the corner cell.

use super::cage_colours::{cage_colours, CageStyle, CAGE_FILLS};
use super::styles::{cell_edges, variant_fill, Edge, Edges};
use crate::geometry::Geometry;
use crate::sheet::book::{Border, HAlign, Sheet, Style, VAlign};

/// The share of a grid square taken by the strip of sums.
pub(super) const STRIP_SHARE: f64 = 0.27;

/// Where each cell's cage is and which cells print a sum.
pub(super) struct CagePage {
    /// The cage of each cell (an index into the geometry's cages).
    cage_of: Vec<Option<usize>>,
    /// The sum printed in each cage's first cell.
    sums: Vec<Option<u32>>,
    /// The fill of each cage when the cages are coloured.
    fills: Option<Vec<u32>>,
}

impl CagePage {
    /// The cages of `geometry` drawn in `style`; `None` when it has none.
    pub(super) fn new(geometry: &Geometry, style: CageStyle) -> Option<Self> {
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
    pub(super) fn fill(&self, geometry: &Geometry, cell: usize) -> Option<u32> {
        match (&self.fills, self.cage_of[cell]) {
            (Some(fills), Some(cage)) => Some(fills[cage]),
            _ => variant_fill(geometry, cell),
        }
    }

    /// The border of `cell`: the block borders, and dashed where the cell
    /// beside lies in another cage of the same block.
    pub(super) fn edges(&self, geometry: &Geometry, cell: usize) -> Edges {
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
