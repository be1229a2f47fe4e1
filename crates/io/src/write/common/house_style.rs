//! Our pages' house style, made of [`crate::write::book::Style`]s: how a
//! sheet draws a puzzle's figure (borders for the weights of its
//! cells' sides, fills for their shading and regions), the colours and the
//! shared formats.

use crate::write::book::{Border, Style};

use sheetdoku_core::{FigureCell, Shading};

/// Light fills, one per region; 25 distinguishable pastel colours so that every
/// region of a 25x25 grid gets its own.
pub(crate) const PALETTE: [u32; 25] = [
    0xFFD6D6, 0xCCE7F5, 0xFFF5BF, 0xCDEFD0, 0xE3D6F5, 0xFFE8CC, 0xC9EDE8, 0xF7D9E3, 0xE6F5C4,
    0xD4DDF7, 0xE9E1D4, 0xF3D4EE, 0xD8F2F2, 0xF5E6B8, 0xDCE8DC, 0xF2DCCF, 0xDDE3FA, 0xE8F0D0,
    0xEAD6E6, 0xC8E6D8, 0xFFF0E0, 0xD9E6EE, 0xF0F0C8, 0xEFE3F7, 0xD6EAF8,
];

/// Fill of the diagonal cells of X variants.
pub(crate) const DIAGONAL_FILL: u32 = 0xFFF2CC;
/// Fill of the extra-region cells (Windoku).
pub(crate) const EXTRA_FILL: u32 = 0xDDEBF7;
/// Fill of cells on a diagonal and in an extra region.
pub(crate) const BOTH_FILL: u32 = 0xE2EFDA;
/// Fill of a given the shown grid does not keep.
pub(crate) const DROPPED_FILL: u32 = 0xFFC7CE;
/// Font colour of a dropped given.
pub(crate) const DROPPED_FONT: u32 = 0xC00000;
/// Font colour of solved (not given) digits.
pub(crate) const SOLVED_FONT: u32 = 0x0050B0;
/// Font colour of labels and secondary text.
pub(crate) const LABEL_FONT: u32 = 0x595959;

/// The weight of a side and the four sides of a cell, as the puzzle's
/// figure gives them; [`border_of`] says how a sheet draws each.
pub(crate) use sheetdoku_core::{Edge, Edges};

/// The border a sheet draws for a side of weight `edge`.
pub(crate) fn border_of(edge: Edge) -> Border {
    match edge {
        Edge::Thin => Border::Thin,
        Edge::Cage => Border::Dashed,
        Edge::Region | Edge::Outer => Border::Thick,
    }
}

/// `style` with the borders of `edges`.
pub(crate) fn with_edges(style: Style, edges: Edges) -> Style {
    style.borders(edges.sides().map(border_of))
}

/// The light fill a sheet gives a cell of `shading`, if any.
pub(crate) fn shading_fill(shading: Shading) -> Option<u32> {
    match shading {
        Shading::Both => Some(BOTH_FILL),
        Shading::Diagonal => Some(DIAGONAL_FILL),
        Shading::Extra => Some(EXTRA_FILL),
        Shading::Plain => None,
    }
}

/// A grid cell drawn as its figure says, centred at `font` points: its
/// sides' borders and its shading's fill.
pub(crate) fn figure_cell(font: f64, cell: &FigureCell) -> Style {
    shaded_cell(font, cell.edges, shading_fill(cell.shading))
}

/// A grid cell's style: centred at `font` points, with `edges` and the
/// light `fill`, if any.
pub(crate) fn shaded_cell(font: f64, edges: Edges, fill: Option<u32>) -> Style {
    let style = with_edges(centred(font), edges);
    match fill {
        Some(fill) => style.fill(fill),
        None => style,
    }
}

/// A centred style for grid cells with the given font size.
pub(crate) fn centred(font_size: f64) -> Style {
    Style::new().centred().size(font_size)
}

/// The light fill of region `index` (0-based), cycling through [`PALETTE`].
pub(crate) fn region_fill(index: usize) -> u32 {
    PALETTE[index % PALETTE.len()]
}

/// Bold text, a section or sheet heading.
pub(crate) fn heading(size: f64) -> Style {
    Style::new().bold().size(size)
}

/// Small grey text for labels.
pub(crate) fn label() -> Style {
    Style::new().color(LABEL_FONT)
}

#[cfg(test)]
mod tests {
    use super::*;

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
