//! The teacher's title of the printed pages: typed beside `title` on the
//! `Info` sheet of one of our workbooks, or typed above the grid on the
//! teacher's own sheet ("Puzzle of the week - Year 9"). Read as the
//! puzzles are, within the reader's bounds: a file too large or not a
//! workbook has no title.

use std::path::Path;

use crate::layout::{role_of, INFO_SHEET, PLAY_SHEET, TITLE_KEY};
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

/// The name a pupil typed on the name line of her file, a workbook of ours
/// (its `Play` sheet's line in A3, or the line under the first page title
/// of its printed worksheet, A2), over the line or after its label, in
/// whatever language the file was written; `None` when the line is as
/// written, or the file is not one of ours.
pub fn read_pupil_name(path: &Path) -> Option<String> {
    let tables = tables(path)?;
    let rows = super::stored::key_rows(path, &tables).ok()??;
    let mut cells: Vec<(&str, usize)> = Vec::new();
    for row in &rows {
        let place = if row.sheet == PLAY_SHEET {
            (row.sheet.as_str(), 2)
        } else if row.name != row.sheet {
            // A printed page of several grids, named "Worksheet (puzzle 2)".
            (row.sheet.as_str(), 1)
        } else {
            continue;
        };
        if !cells.contains(&place) {
            cells.push(place);
        }
    }
    cells.into_iter().find_map(|(sheet, r)| {
        let table = tables.iter().find(|t| t.name == sheet)?;
        match table.get(r, 0) {
            CellValue::Text(line) => typed_name(line),
            _ => None,
        }
    })
}

/// What a pupil typed on a name line `line`: the line without its labels
/// ("Name:", "Date:" in any language shipped) and underscores, and
/// without what follows the date's label; `None` when nothing is left.
fn typed_name(line: &str) -> Option<String> {
    use sheetdoku_i18n::Lang;
    let mut name = line.trim().to_string();
    for lang in Lang::ALL {
        if name == lang.text("worksheet-name-date") {
            return None;
        }
        let label = lang.text("worksheet-name");
        if let Some(rest) = name.strip_prefix(label.as_str()) {
            name = rest.to_string();
        }
        if let Some(at) = name.find(lang.text("worksheet-date").as_str()) {
            name.truncate(at);
        }
    }
    let name = name
        .split(|c: char| c == '_' || c.is_whitespace())
        .filter(|w| !w.is_empty())
        .collect::<Vec<_>>()
        .join(" ");
    (!name.is_empty()).then_some(name)
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

#[cfg(test)]
mod name_tests {
    use super::typed_name;

    #[test]
    fn a_name_is_what_the_pupil_typed_over_or_on_the_line() {
        let line = sheetdoku_i18n::Lang::Sk.text("worksheet-name-date");
        assert_eq!(typed_name(&line), None);
        assert_eq!(
            typed_name("Anna Nováková").as_deref(),
            Some("Anna Nováková")
        );
        assert_eq!(
            typed_name("Name: Ben Smith ______     Date: 3 May").as_deref(),
            Some("Ben Smith")
        );
        assert_eq!(
            typed_name("Meno: __Cleo__\nDátum: ____").as_deref(),
            Some("Cleo")
        );
        assert_eq!(typed_name("Name: ____\nDate: ____"), None);
    }
}
