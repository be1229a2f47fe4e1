//! How the worksheet's pages draw a grid: its cells' borders, shading,
//! cages and strips of sums (`Drawn`), a printed grid (`grid`), one that
//! checks itself (`checked_grid`), and the digits' size.

use super::{WorksheetDoc, WorksheetPuzzle};
use crate::write::book::{Margins, Sheet, Style};
use crate::write::common::cage_page::{strip_style, sum_font, CagePage};
use crate::write::common::house_style::{
    border_of, figure_cell, shaded_cell, shading_fill, SOLVED_FONT,
};
use crate::write::self_check::CheckedGrid;
use crate::write::CageStyle;
use sheetdoku_core::{ClueSides, Figure, Grid};

/// The font size in points of the symbols in a cell of `px` pixels.
pub(super) fn symbol_points(px: u32) -> f64 {
    (f64::from(px) * 0.75 * 0.6).round()
}

/// A4 margins of the worksheet pages, in inches.
pub(super) const PAGE_MARGINS: Margins = Margins {
    left: 0.4,
    right: 0.4,
    top: 0.4,
    bottom: 0.5,
    header: 0.2,
    footer: 0.2,
};

/// A grid that checks itself: the givens as numbers, the empty cells
/// unlocked, validation and clash colouring (the caller protects the sheet);
/// a killer's cages drawn, with their sums on strips between the rows of
/// digits when these are two sheet rows apart.
/// The page leaves the strips `sides` outside the grid for its clues
/// (none on the `P` sheets, whose grid is read at its corner: a clue there
/// is drawn in its first cell's corner).
pub(super) fn checked_grid(
    sheet: &mut Sheet,
    play: &CheckedGrid,
    (font, style): (f64, CageStyle),
    sides: ClueSides,
) {
    let n = play.geometry.size();
    let figure = Figure::of(play.geometry);
    let drawn = Drawn {
        figure: &figure,
        cages: CagePage::new(&figure, style),
        step: play.row_step,
        font,
    };
    for cell in 0..n * n {
        let (r, c) = play.position(cell);
        let format = drawn.cell(sheet, (r, c), cell);
        match play.grid.get(cell) {
            0 => sheet.blank(r, c, &format.unlocked()),
            d => sheet.number(r, c, f64::from(d), &format.bold()),
        };
    }
    let (top, left) = play.position(0);
    sheet.lay_marks_beside(&figure, (top, left, play.row_step), sides);
    play.add_rules(sheet);
}

/// The text of digit `d` (`d > 0`): the puzzle's symbols where it has
/// them (`--symbols`), else the number itself, as every other sheet and
/// the rules under the grid ("digits 1 to 16") write it, so that a 16x16
/// reads 10 to 16 on paper and on the screen alike.
fn shown(doc: &WorksheetDoc, d: u8) -> String {
    match &doc.symbols {
        Some(symbols) => symbols[d as usize - 1].to_string(),
        None => d.to_string(),
    }
}

/// Which digits of a grid stand out.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Marked {
    /// Every digit alike.
    Plain,
    /// The puzzle's givens in bold black, the digits filled in around
    /// them in blue (an answer key).
    Givens,
}

/// One grid with region borders and shading, its first row of digits at
/// sheet row `top` from column `left`, its rows `step` sheet rows apart (2
/// on a killer's page, with the strips of sums between them), the strips
/// `sides` outside it left for its clues (none on the answer key, whose
/// small grids draw a clue in its first cell's corner).
pub(super) fn grid(
    sheet: &mut Sheet,
    (top, left, step, sides): (u32, u16, u32, ClueSides),
    p: &WorksheetPuzzle,
    values: &Grid,
    (font, marked): (f64, Marked),
    doc: &WorksheetDoc,
) {
    let g = &p.geometry;
    let n = g.size();
    let figure = Figure::of(g);
    let drawn = Drawn {
        figure: &figure,
        cages: CagePage::new(&figure, doc.cage_style),
        step,
        font,
    };
    for cell in 0..n * n {
        let (r, c) = (top + step * (cell / n) as u32, left + (cell % n) as u16);
        let mut format = drawn.cell(sheet, (r, c), cell);
        if marked == Marked::Givens {
            format = match p.givens.get(cell) {
                0 => format.color(SOLVED_FONT),
                _ => format.bold(),
            };
        }
        match values.get(cell) {
            0 => sheet.blank(r, c, &format),
            d => sheet.text(r, c, shown(doc, d), &format),
        };
    }
    sheet.lay_marks_beside(&figure, (top, left, step), sides);
}

/// How the cells of one grid are drawn.
struct Drawn<'a> {
    /// The puzzle's figure: each cell's sides and shading.
    figure: &'a Figure,
    /// A killer's cages, outlined.
    cages: Option<CagePage<'a>>,
    /// Sheet rows from one grid row to the next: 2 where each row of
    /// digits has its strip of cage sums above it, 1 where the cages are
    /// outlined only (the answer key's small grids).
    step: u32,
    /// The digits' font size in points.
    font: f64,
}

impl Drawn<'_> {
    /// A grid cell as every page of ours draws it, its digit at `at`:
    /// centred, thick borders between regions and around the grid, dashed
    /// ones between cages, diagonals and extra blocks shaded; on a page with
    /// strips, the strip above it written too.
    fn cell(&self, sheet: &mut Sheet, at: (u32, u16), cell: usize) -> Style {
        match &self.cages {
            Some(cages) if self.step > 1 => cages.digit_style(sheet, at, cell, self.font),
            Some(cages) => shaded_cell(self.font, cages.edges(cell), cages.fill(cell)),
            // A puzzle without cages on a page of killers: the square is
            // its strip (empty) and its digit's row, as the killers' are.
            None if self.step > 1 => {
                let drawn = self.figure.cell(cell);
                let mut format = figure_cell(self.font, drawn);
                // The strip above holds the top border.
                format.borders[0] = None;
                let edges = drawn.edges.sides().map(border_of);
                let fill = shading_fill(drawn.shading);
                let strip = strip_style(edges, fill, sum_font(self.font));
                sheet.blank(at.0 - 1, at.1, &strip);
                format
            }
            None => figure_cell(self.font, self.figure.cell(cell)),
        }
    }
}
