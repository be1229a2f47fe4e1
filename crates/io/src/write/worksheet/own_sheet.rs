//! A worksheet's own sheet of one puzzle, `P1`, `P2`, ...: the puzzle in
//! our layout, for the pupils who work on the screen and for the programs
//! that read it back. Its grid checks itself like the `Play` sheet; the
//! maps beside it are hidden, each under its label in row 1: the block map
//! (`Blocks`), the extra regions (`Extra`) and, for a killer, the cages
//! (`Cages`: a grid of cage labels and the table of their sums, as on
//! sheet `K`). A killer's grid has a strip of cage sums above each row of
//! digits (the digits on rows 2, 4, ...), as on its printed page, so that a
//! digit typed into a cage's corner cell never hides the sum.

use super::drawn::checked_grid;
use super::{CageStyle, WorksheetPuzzle};
use crate::layout::{BLOCKS, CAGES, EXTRA};
use crate::write::book::{square, Sheet, Size, Style};
use crate::write::common::cage_page::strip_rows;
use crate::write::common::house_style::{heading, label};
use crate::write::common::page_words::rules;
use crate::write::self_check::CheckedGrid;
use crate::write::solution::cage_sheet::write_cage_map;
use sheetdoku_core::ClueSides;

/// The digits' font size on a `P` sheet, in points.
const FONT: f64 = 11.0;

/// The puzzle's own sheet `name` (of puzzle `number`, from 1), its counts
/// from column `check_col` of the `Check` sheet, and its grid; a line under
/// the grid says the puzzle is on the worksheet page too, and to type it
/// in one of the two places.
pub(super) fn own_sheet<'a>(
    (name, number): (&'a str, usize),
    p: &'a WorksheetPuzzle,
    check_col: u16,
    style: CageStyle,
) -> (Sheet, CheckedGrid<'a>) {
    let mut sheet = Sheet::new(name);
    let g = &p.geometry;
    let n = g.size();
    let killer = g.needs_label_strip();
    // A killer's squares are larger: each holds its strip of sums.
    let px = if killer { 34 } else { 26 };
    for c in 0..n as u16 {
        sheet.width(c, Size::Pixels(px));
    }
    let step = if killer { 2 } else { 1 };
    let play = CheckedGrid {
        sheet: name,
        top: step - 1,
        left: 0,
        geometry: g,
        grid: &p.givens,
        check_col,
        row_step: step,
    };
    if let (true, Size::Points(side)) = (killer, square(px)) {
        for r in 0..n as u32 {
            strip_rows(&mut sheet, play.top + step * r, side, FONT);
        }
    }
    checked_grid(&mut sheet, &play, (FONT, style), ClueSides::default());
    let below = play.position(n * n - 1).0 + 2;
    play.write_status(&mut sheet, (below, 0), &heading(12.0));
    let hint = sheetdoku_i18n::text_with("check-hint", &[("n", &n.to_string())]);
    sheet.text(below + 1, 0, hint, &label());
    sheet.text(below + 2, 0, rules(g), &label());
    // The puzzle stands on the printed page too: one place to type it in.
    let which = sheetdoku_i18n::text_with("own-sheet-which", &[("number", &number.to_string())]);
    sheet.text(below + 3, 0, which, &heading(11.0));
    sheet.protected = true;
    let bold = Style::new().bold();
    let plain = Style::new();
    // The maps are for the programs that read the sheet back: hidden, so
    // that no pupil takes them for givens.
    let map_left = (n + 1) as u16;
    sheet.text(0, map_left, BLOCKS, &bold);
    for cell in 0..n * n {
        let (r, c) = (1 + (cell / n) as u32, map_left + (cell % n) as u16);
        sheet.number(r, c, (g.block_of(cell) + 1) as f64, &plain);
    }
    let mut end = map_left + n as u16;
    if g.has_extra_regions() {
        let left = end + 1;
        sheet.text(0, left, EXTRA, &bold);
        for cell in 0..n * n {
            let (r, c) = (1 + (cell / n) as u32, left + (cell % n) as u16);
            sheet.number(r, c, g.extra_of(cell).unwrap_or(0) as f64, &plain);
        }
        end = left + n as u16;
    }
    if killer {
        let left = end + 1;
        sheet.text(0, left, CAGES, &bold);
        // The sum table's two columns.
        end = write_cage_map(&mut sheet, g, (1, left)) + 1;
    }
    sheet.hidden_cols = (map_left..=end).collect();
    (sheet, play)
}
