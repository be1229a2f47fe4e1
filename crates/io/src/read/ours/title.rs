//! The teacher's title of the printed pages: typed beside `title` on the
//! `Info` sheet of one of our workbooks, or typed above the grid on the
//! teacher's own sheet ("Puzzle of the week - Year 9"). Read as the
//! puzzles are, within the reader's bounds: a file too large or not a
//! workbook has no title.

use std::path::Path;

use crate::layout::{role_of, INFO_SHEET, TITLE_KEY};
use crate::read::container::table::{CellValue, Table};
use crate::read::open_tables;
use sheetdoku_core::Puzzle;

/// Columns either side of the grid searched for a title above it.
const BESIDE: usize = 3;

/// The title a workbook of ours gives its printed pages: the text right of
/// `title` in column A of its `Info` sheet (typed there by the teacher in a
/// template, or written by a worksheet), if any. Anything else (another
/// kind of file, no such row, an empty cell) is `None`.
pub fn read_title(path: &Path) -> Option<String> {
    info_title(&tables(path)?)
}

/// The title of `puzzle`'s printed pages, as the teacher gave it: the
/// `Info` sheet's `title` (see [`read_title`]), else the topmost text typed
/// above the grid on the puzzle's own sheet, over its columns or a few
/// beside them ("Puzzle of the week - Year 9"). Labels such as "Puzzle" or
/// "A", column letters and numbers are not titles. `None` for text files
/// and sheets with nothing above the grid.
///
/// ```no_run
/// let puzzle = sheetdoku::read::read_puzzle("week.ods".as_ref(), &Default::default()).unwrap();
/// println!("{:?}", sheetdoku::read::puzzle_title(&puzzle));
/// ```
pub fn puzzle_title(puzzle: &Puzzle) -> Option<String> {
    let tables = tables(puzzle.source.file.as_deref()?)?;
    if let Some(title) = info_title(&tables) {
        return Some(title);
    }
    let sheet = puzzle.source.sheet.as_deref()?;
    let table = tables.iter().find(|t| t.name == sheet)?;
    let (top, left) = (puzzle.source.namer.row0, puzzle.source.namer.col0);
    let n = puzzle.geometry.size();
    let columns = left.saturating_sub(BESIDE)..left + n + BESIDE;
    (table.row0..top).find_map(|r| {
        let texts: Vec<String> = columns
            .clone()
            .filter_map(|c| match table.get(r, c) {
                CellValue::Text(s) => Some(s.trim().to_string()),
                _ => None,
            })
            .filter(|s| is_title(s))
            .collect();
        (!texts.is_empty()).then(|| texts.join(" "))
    })
}

/// The text right of `title` in column A of the `Info` sheet, if any.
fn info_title(tables: &[Table]) -> Option<String> {
    let info = tables.iter().find(|t| t.name == INFO_SHEET)?;
    (info.row0..info.end().0).find_map(|r| match (info.get(r, 0), info.get(r, 1)) {
        (CellValue::Text(key), CellValue::Text(value))
            if key.trim() == TITLE_KEY && !value.trim().is_empty() =>
        {
            Some(value.trim().to_string())
        }
        _ => None,
    })
}

/// Whether a text typed above a grid reads as a title: some letters, more
/// than column letters, not a label of a table.
fn is_title(text: &str) -> bool {
    let letters = text.chars().filter(|c| c.is_alphabetic()).count();
    letters >= 2 && text.chars().count() > 3 && role_of(text).is_none()
}

/// The sheets of the workbook at `path`, read as the puzzles are; `None`
/// for a file that is no workbook, or that the reader refuses.
fn tables(path: &Path) -> Option<Vec<Table>> {
    open_tables(path).ok().flatten()
}
