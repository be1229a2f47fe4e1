//! The marking key of a workbook a pupil fills in: the hidden sheet `Key`
//! lists every grid a pupil can type in (the solution workbook's `Play`
//! sheet; a worksheet's `P` sheets and its printed grids), each with its
//! sheet and top-left cell, its puzzle as one line (givens and variant, see
//! [`crate::puzzle_line`]) and its answer. Marking reads the grids from
//! there, whatever the pages look like, and compares each with its answer.

use std::path::Path;

use super::stored::key_rows;
pub(crate) use super::stored::Place;
use crate::read::container::table::{label_text, Table};
use crate::text::puzzle_line::puzzle_line;
use crate::write::book::{Sheet, Size, Style};
use crate::write::self_check::CheckedGrid;
use sheetdoku_core::Geometry;
use sheetdoku_core::Result;
use sheetdoku_core::{column_letters, CellNamer, Grid};

use crate::layout::{KEY_ANSWER_COLUMN, KEY_FIRST_ROW, KEY_MARKER, KEY_SHEET, KEY_VERSION_COLUMN};
/// The last column a printed column letter may name (ZZ).
const MAX_LABEL: usize = 26 * 27 - 1;

/// One grid a pupil can fill in, as the writer knows it.
pub(crate) struct KeyGrid<'a> {
    /// The puzzle's number in the workbook, from 1.
    pub puzzle: usize,
    /// What marking calls the grid: its sheet (`P2`, `Play`), or the sheet
    /// and the puzzle (`Worksheet (puzzle 2)`) where a sheet holds several.
    pub name: String,
    /// Where the grid lies and what it holds as written (the givens).
    pub grid: &'a CheckedGrid<'a>,
    /// The answer, if known and the file is the teacher's.
    pub solution: Option<&'a Grid>,
    /// The version of a class set the puzzle belongs to (1 for version
    /// A), `None` outside a class set.
    pub version: Option<u16>,
}

/// The hidden sheet `Key` listing `grids`, locked (sheet protection
/// without password, so that a pupil who shows it cannot change it by
/// accident); it does not print. Column G ("answer") is left empty for a
/// grid without `solution` (every grid of a pupils' file).
pub(crate) fn key_sheet(grids: &[KeyGrid]) -> Sheet {
    let mut sheet = Sheet::new(KEY_SHEET);
    sheet.hidden = true;
    sheet.protected = true;
    let bold = Style::new().bold();
    let plain = Style::new();
    sheet.text(0, 0, KEY_MARKER, &bold);
    let why = "for marking: where each grid a pupil can fill in lies, its puzzle and its answer";
    sheet.text(0, 1, why, &plain);
    for (c, (head, width)) in [
        ("puzzle", 8.0),
        ("name", 24.0),
        ("sheet", 24.0),
        ("row", 6.0),
        ("column", 6.0),
        ("givens and variant", 60.0),
        ("answer", 60.0),
        ("rows apart", 10.0),
        ("version", 8.0),
    ]
    .into_iter()
    .enumerate()
    {
        sheet.text(1, c as u16, head, &bold);
        sheet.width(c as u16, Size::Chars(width));
    }
    for (i, k) in grids.iter().enumerate() {
        let r = (KEY_FIRST_ROW + i) as u32;
        let g = k.grid;
        sheet.number(r, 0, k.puzzle as f64, &plain);
        sheet.text(r, 1, k.name.as_str(), &plain);
        sheet.text(r, 2, g.sheet, &plain);
        sheet.number(r, 3, f64::from(g.top) + 1.0, &plain);
        sheet.number(r, 4, f64::from(g.left) + 1.0, &plain);
        // The grids of a worksheet, checked against their geometries before.
        let line = puzzle_line(g.geometry, g.grid).unwrap_or_else(|_| g.grid.to_line());
        sheet.text(r, 5, line, &plain);
        if let Some(s) = k.solution {
            sheet.text(r, KEY_ANSWER_COLUMN as u16, s.to_line(), &plain);
        }
        sheet.number(r, 7, f64::from(g.row_step), &plain);
        if let Some(v) = k.version {
            sheet.number(r, KEY_VERSION_COLUMN as u16, f64::from(v), &plain);
        }
    }
    sheet
}

/// One grid a marking key lists: where the writer put it, its puzzle (its
/// givens and rules, from the key's column F) and its answer.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct KeyedGrid {
    /// The puzzle's number in its workbook, from 1.
    pub puzzle: usize,
    /// What marking calls the grid: `P2`, `Play`, `Worksheet (puzzle 2)`.
    pub name: String,
    /// The sheet the writer put it on.
    pub sheet: String,
    /// Its top-left cell (sheet row and column, from 0).
    pub top: usize,
    /// See `top`.
    pub left: usize,
    /// Sheet rows from one grid row to the next: 1, or 2 under a killer's
    /// strips of sums.
    pub step: usize,
    /// The puzzle's units and cages.
    pub geometry: Geometry,
    /// The puzzle's givens.
    pub givens: Grid,
    /// The answer, when the key holds it (a pupils' file's key does not).
    pub solution: Option<Grid>,
    /// The version of a class set the puzzle belongs to (1 for version
    /// A); `None` outside a class set (and in keys written before
    /// versions were stored).
    pub version: Option<u16>,
}

/// Every grid listed on the key sheet of `tables` (read by the one reader
/// of the key, [`key_rows`]); `Ok(None)` when the workbook has no key sheet
/// (a workbook of an earlier version, not ours, or a key deleted).
pub(crate) fn entries(file: &Path, tables: &[Table]) -> Result<Option<Vec<KeyedGrid>>> {
    let Some(rows) = key_rows(file, tables)? else {
        return Ok(None);
    };
    Ok(Some(
        rows.into_iter()
            .map(|row| KeyedGrid {
                puzzle: row.puzzle,
                name: row.name,
                sheet: row.sheet,
                top: row.place.top,
                left: row.place.left,
                step: row.place.step,
                geometry: row.geometry,
                givens: row.givens,
                solution: row.solution,
                version: row.version,
            })
            .collect(),
    ))
}

/// How the labels printed around the `n x n` grid at `place` name its
/// cells: column letters above every column (above its first strip of
/// sums, if any) and row numbers left of every row, each in order; else
/// the grid's own names from its top-left corner.
pub(crate) fn printed_namer(table: &Table, place: Place, n: usize) -> CellNamer {
    let Place { top, left, step } = place;
    let (Some(above), Some(beside)) = (top.checked_sub(step), left.checked_sub(1)) else {
        return CellNamer::default();
    };
    let text = |r, c| label_text(table.get(r, c)).unwrap_or_default();
    let first_col = (0..=MAX_LABEL).find(|&c| column_letters(c) == text(above, left));
    let first_row = text(top, beside).parse::<usize>().ok().filter(|&r| r >= 1);
    match (first_col, first_row) {
        (Some(c0), Some(r1))
            if (0..n).all(|j| column_letters(c0 + j) == text(above, left + j))
                && (0..n).all(|i| text(top + step * i, beside) == (r1 + i).to_string()) =>
        {
            CellNamer::at(r1 - 1, c0)
        }
        _ => CellNamer::default(),
    }
}
