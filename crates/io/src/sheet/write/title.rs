//! The teacher's title of the printed pages: typed beside `title` on the
//! `Info` sheet of one of our workbooks, or typed above the grid on the
//! teacher's own sheet ("Puzzle of the week - Year 9").

use std::path::Path;

use calamine::{Data, Reader};

use crate::sheet::layout::{role_of, INFO_SHEET, TITLE_KEY};
use sheetdoku_core::Puzzle;

/// Columns either side of the grid searched for a title above it.
const BESIDE: usize = 3;

/// The title a workbook of ours gives its printed pages: the text right of
/// `title` in column A of its `Info` sheet (typed there by the teacher in a
/// template, or written by a worksheet), if any. Anything else (another
/// kind of file, no such row, an empty cell) is `None`.
pub fn read_title(path: &Path) -> Option<String> {
    let mut book = open(path)?;
    let info = book.worksheet_range(INFO_SHEET).ok()?;
    info.rows().find_map(|row| match row {
        [Data::String(key), Data::String(value), ..]
            if key.trim() == TITLE_KEY && !value.trim().is_empty() =>
        {
            Some(value.trim().to_string())
        }
        _ => None,
    })
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
    let file = puzzle.source.file.as_deref()?;
    if let Some(title) = read_title(file) {
        return Some(title);
    }
    let sheet = puzzle.source.sheet.as_deref()?;
    let (top, left) = (puzzle.source.namer.row0, puzzle.source.namer.col0);
    let n = puzzle.geometry.size();
    let range = open(file)?.worksheet_range(sheet).ok()?;
    let (first_row, first_col) = range.start()?;
    let (first_row, first_col) = (first_row as usize, first_col as usize);
    let columns = left.saturating_sub(BESIDE)..left + n + BESIDE;
    (first_row..top).find_map(|r| {
        let texts: Vec<String> = columns
            .clone()
            .filter(|&c| c >= first_col)
            .filter_map(|c| match range.get((r - first_row, c - first_col)) {
                Some(Data::String(s)) => Some(s.trim().to_string()),
                _ => None,
            })
            .filter(|s| is_title(s))
            .collect();
        (!texts.is_empty()).then(|| texts.join(" "))
    })
}

/// Whether a text typed above a grid reads as a title: some letters, more
/// than column letters, not a label of a table.
fn is_title(text: &str) -> bool {
    let letters = text.chars().filter(|c| c.is_alphabetic()).count();
    letters >= 2 && text.chars().count() > 3 && role_of(text).is_none()
}

/// The workbook at `path`, if it is one.
fn open(path: &Path) -> Option<calamine::Sheets<std::io::BufReader<std::fs::File>>> {
    let ext = path.extension()?.to_str()?.to_ascii_lowercase();
    if !["xlsx", "ods", "xls", "xlsm"].contains(&ext.as_str()) {
        return None;
    }
    calamine::open_workbook_auto(path).ok()
}
