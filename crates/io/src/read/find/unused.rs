//! What a workbook holds besides the puzzle read: a full grid of labels
//! (a block map, a map of windows) or another grid of digits that the
//! puzzle does not use is named in the output, never skipped in silence.

use super::detect::survey;
use super::maps::{is_block_map, map_inside};
use super::shape::candidate_shape;
use crate::layout::{
    role_of, Role, ANSWERS_SHEET, KEY_SHEET, MARKS_SHEET, MODEL_SHEET, PLAY_SHEET, SOLUTION_PAGE,
    SOLUTION_SHEET, STEPS_SHEET,
};
use crate::read::container::table::{meaning, CellMeaning, Rect, Table};
use crate::read::opened_book::Opened;
use sheetdoku_core::{Choice, ReadSetting, Unused, MIN_SIZE};

/// The sheets of the workbooks we write besides the puzzle and its maps:
/// what they hold is the answer, the model or the page, never unused.
const OURS: [&str; 8] = [
    SOLUTION_PAGE,
    PLAY_SHEET,
    SOLUTION_SHEET,
    MODEL_SHEET,
    STEPS_SHEET,
    KEY_SHEET,
    ANSWERS_SHEET,
    MARKS_SHEET,
];

impl Opened<'_> {
    /// A note for each block map, map of windows and grid of digits in the
    /// workbook that the puzzles read do not use (grids of digits only
    /// when no `--puzzle` chose among them).
    pub(crate) fn unused(&self) -> Vec<Unused> {
        let used = self.used.borrow();
        let mut notes = Vec::new();
        for table in self.tables {
            // Sheet K is read as the killer's cages whenever it is there.
            if OURS.contains(&table.name.as_str())
                || role_of(&table.name) == Some(Role::Info)
                || crate::read::ours::cages::is_cage_sheet(&table.name)
                || crate::read::ours::marks_sheet::is_marks_sheet(&table.name)
            {
                continue;
            }
            let overlaps = |r: &Rect| {
                used.iter().any(|(sheet, u)| {
                    *sheet == table.name
                        && r.top <= u.bottom
                        && u.top <= r.bottom
                        && r.left <= u.right
                        && u.left <= r.right
                })
            };
            for piece in survey(table).pieces {
                // "sheet 'X' also holds a block map, X!A1:I9, that is not
                // used", with the setting that would use it.
                let note = |rect: &Rect, setting: ReadSetting| {
                    Some(Unused::new(
                        sheet_of(table),
                        Choice::new(setting, self.range_name(table, rect)),
                    ))
                };
                let note = match map_inside(table, piece) {
                    Some(map) if overlaps(&map) => None,
                    Some(map) if is_block_map(table, map) => note(&map, ReadSetting::Blocks),
                    Some(map) => note(&map, ReadSetting::Extra),
                    None if self.opts.puzzle.is_none()
                        && candidate_shape(&piece)
                        && !overlaps(&piece)
                        && digits(table, piece) >= MIN_SIZE =>
                    {
                        note(&piece, ReadSetting::Puzzle)
                    }
                    None => None,
                };
                notes.extend(note);
            }
        }
        notes
    }
}

/// "sheet 'Regions'" (in the pages' language), or "the file" for a CSV
/// table.
fn sheet_of(table: &Table) -> String {
    if table.name.is_empty() {
        "the file".to_string()
    } else {
        sheetdoku_i18n::text_with("location-sheet", &[("sheet", &table.name)])
    }
}

/// The digits in `rect`.
fn digits(table: &Table, rect: Rect) -> usize {
    (rect.top..=rect.bottom)
        .flat_map(|r| (rect.left..=rect.right).map(move |c| (r, c)))
        .filter(|&(r, c)| matches!(meaning(table.get(r, c), 25), CellMeaning::Digit(_)))
        .count()
}
