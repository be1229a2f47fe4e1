//! Cell borders that follow the regions, colours and the shared formats.

use crate::sheet::book::{Border, Style};

use sheetdoku_core::Geometry;

/// Light fills, one per region; 25 distinguishable pastel colours so that every
/// region of a 25x25 grid gets its own.
pub(super) const PALETTE: [u32; 25] = [
    0xFFD6D6, 0xCCE7F5, 0xFFF5BF, 0xCDEFD0, 0xE3D6F5, 0xFFE8CC, 0xC9EDE8, 0xF7D9E3, 0xE6F5C4,
    0xD4DDF7, 0xE9E1D4, 0xF3D4EE, 0xD8F2F2, 0xF5E6B8, 0xDCE8DC, 0xF2DCCF, 0xDDE3FA, 0xE8F0D0,
    0xEAD6E6, 0xC8E6D8, 0xFFF0E0, 0xD9E6EE, 0xF0F0C8, 0xEFE3F7, 0xD6EAF8,
];

/// Fill of the diagonal cells of X variants.
pub(super) const DIAGONAL_FILL: u32 = 0xFFF2CC;
/// Fill of the extra-region cells (Windoku).
pub(super) const EXTRA_FILL: u32 = 0xDDEBF7;
/// Fill of cells on a diagonal and in an extra region.
pub(super) const BOTH_FILL: u32 = 0xE2EFDA;
/// Fill of a given the shown grid does not keep.
pub(super) const DROPPED_FILL: u32 = 0xFFC7CE;
/// Font colour of a dropped given.
pub(super) const DROPPED_FONT: u32 = 0xC00000;
/// Font colour of solved (not given) digits.
pub(in crate::sheet) const SOLVED_FONT: u32 = 0x0050B0;
/// Font colour of labels and secondary text.
pub(in crate::sheet) const LABEL_FONT: u32 = 0x595959;

/// The weight of one side of a cell's border.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(in crate::sheet) enum Edge {
    /// Between two cells of the same region.
    Thin,
    /// Between two killer cages within one region (dashed).
    Cage,
    /// Between two regions.
    Region,
    /// The outside of the grid.
    Outer,
}

/// The four sides of a cell's border.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(in crate::sheet) struct Edges {
    pub top: Edge,
    pub right: Edge,
    pub bottom: Edge,
    pub left: Edge,
}

/// The border of grid cell `cell`: outer on the grid's edge, region wherever the
/// neighbour across the side lies in another block, thin otherwise. Decided
/// from `block_of` alone, so jigsaw regions print exactly as they are.
pub(in crate::sheet) fn cell_edges(geometry: &Geometry, cell: usize) -> Edges {
    let n = geometry.size();
    let (r, c) = (cell / n, cell % n);
    let block = geometry.block_of(cell);
    let side = |at_edge: bool, neighbour: usize| {
        if at_edge {
            Edge::Outer
        } else if geometry.block_of(neighbour) != block {
            Edge::Region
        } else {
            Edge::Thin
        }
    };
    Edges {
        top: side(r == 0, cell.wrapping_sub(n)),
        right: side(c + 1 == n, cell + 1),
        bottom: side(r + 1 == n, cell + n),
        left: side(c == 0, cell.wrapping_sub(1)),
    }
}

pub(in crate::sheet) fn border_of(edge: Edge) -> Border {
    match edge {
        Edge::Thin => Border::Thin,
        Edge::Cage => Border::Dashed,
        Edge::Region | Edge::Outer => Border::Thick,
    }
}

/// `style` with the borders of `edges`.
pub(in crate::sheet) fn with_edges(style: Style, edges: Edges) -> Style {
    style.borders([edges.top, edges.right, edges.bottom, edges.left].map(border_of))
}

/// The light fill of a cell for the variant's extra units, if any.
pub(in crate::sheet) fn variant_fill(geometry: &Geometry, cell: usize) -> Option<u32> {
    let n = geometry.size();
    let (r, c) = (cell / n, cell % n);
    let diagonal = geometry.has_diagonals() && (r == c || r + c + 1 == n);
    match (diagonal, geometry.extra_of(cell).is_some()) {
        (true, true) => Some(BOTH_FILL),
        (true, false) => Some(DIAGONAL_FILL),
        (false, true) => Some(EXTRA_FILL),
        (false, false) => None,
    }
}

/// A grid cell's style: centred at `font` points, with `edges` and the
/// light `fill`, if any.
pub(in crate::sheet) fn shaded_cell(font: f64, edges: Edges, fill: Option<u32>) -> Style {
    let style = with_edges(centred(font), edges);
    match fill {
        Some(fill) => style.fill(fill),
        None => style,
    }
}

/// A centred style for grid cells with the given font size.
pub(in crate::sheet) fn centred(font_size: f64) -> Style {
    Style::new().centred().size(font_size)
}

/// The light fill of region `index` (0-based), cycling through [`PALETTE`].
pub(in crate::sheet) fn region_fill(index: usize) -> u32 {
    PALETTE[index % PALETTE.len()]
}

/// Bold text, a section or sheet heading.
pub(in crate::sheet) fn heading(size: f64) -> Style {
    Style::new().bold().size(size)
}

/// Small grey text for labels.
pub(in crate::sheet) fn label() -> Style {
    Style::new().color(LABEL_FONT)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// 1 1 1 2 / 3 1 2 2 / 3 3 4 2 / 3 4 4 4
    pub(crate) const JIGSAW4: [u32; 16] = [1, 1, 1, 2, 3, 1, 2, 2, 3, 3, 4, 2, 3, 4, 4, 4];

    fn jigsaw() -> Geometry {
        Geometry::from_block_map(4, &JIGSAW4).unwrap()
    }

    #[test]
    fn edges_follow_a_jigsaw_map() {
        let g = jigsaw();
        assert_eq!(g.box_shape(), None);
        use Edge::*;
        let e = |top, right, bottom, left| Edges {
            top,
            right,
            bottom,
            left,
        };
        assert_eq!(cell_edges(&g, 0), e(Outer, Thin, Region, Outer));
        assert_eq!(cell_edges(&g, 1), e(Outer, Thin, Thin, Thin));
        assert_eq!(cell_edges(&g, 2), e(Outer, Region, Region, Thin));
        assert_eq!(cell_edges(&g, 5), e(Thin, Region, Region, Region));
        assert_eq!(cell_edges(&g, 9), e(Region, Region, Region, Thin));
        assert_eq!(cell_edges(&g, 10), e(Region, Region, Thin, Region));
        assert_eq!(cell_edges(&g, 12), e(Thin, Region, Outer, Outer));
        assert_eq!(cell_edges(&g, 15), e(Region, Outer, Outer, Thin));
    }

    #[test]
    fn neighbouring_cells_agree_on_their_shared_side() {
        for g in [jigsaw(), Geometry::standard(9).unwrap()] {
            let n = g.size();
            for cell in 0..n * n {
                let e = cell_edges(&g, cell);
                if cell % n + 1 < n {
                    assert_eq!(e.right, cell_edges(&g, cell + 1).left);
                }
                if cell / n + 1 < n {
                    assert_eq!(e.bottom, cell_edges(&g, cell + n).top);
                }
            }
        }
    }

    #[test]
    fn standard_boxes_have_thick_lines_every_three_cells() {
        let g = Geometry::standard(9).unwrap();
        let rights: Vec<Edge> = (0..9).map(|c| cell_edges(&g, 36 + c).right).collect();
        use Edge::*;
        assert_eq!(
            rights,
            vec![Thin, Thin, Region, Thin, Thin, Region, Thin, Thin, Outer]
        );
    }

    #[test]
    fn palette_colours_are_distinct_and_light() {
        let mut seen = std::collections::HashSet::new();
        for &c in &PALETTE {
            assert!(seen.insert(c), "{c:06X} twice");
            let (r, g, b) = (c >> 16, (c >> 8) & 0xFF, c & 0xFF);
            assert!(r >= 0xC0 && g >= 0xC0 && b >= 0xB0, "{c:06X} is not light");
        }
    }
}
