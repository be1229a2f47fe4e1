//! The marking key of a workbook a pupil fills in: the hidden sheet `Key`
//! lists every grid a pupil can type in (the solution workbook's `Play`
//! sheet; a worksheet's `P` sheets and its printed grids), each with its
//! sheet and top-left cell, its puzzle as one line (givens and variant, see
//! [`crate::puzzle_line`]) and its answer. Marking reads the grids from
//! there, whatever the pages look like, and compares each with its answer.

use std::path::Path;

use super::book::{Sheet, Size, Style};
use super::read::table::{label_text, CellValue, Table};
use super::write::self_check::CheckedGrid;
use crate::puzzle_line::{parse_lines, puzzle_line};
use crate::read_options::ReadOptions;
use sheetdoku_core::Geometry;
use sheetdoku_core::{a1, column_letters, CellNamer, Grid};
use sheetdoku_core::{Error, InputError, Location, Result};
use sheetdoku_core::{Found, ReturnedGrid};

/// The name of the key sheet.
pub(in crate::sheet) use crate::sheet::layout::KEY_SHEET;
/// Cell A1 of the key sheet, which marks it as ours.
const MARKER: &str = "sheetdoku key";
/// The row of the first grid.
const FIRST_ROW: usize = 2;
/// The last column a printed column letter may name (ZZ).
const MAX_LABEL: usize = 26 * 27 - 1;

/// One grid a pupil can fill in, as the writer knows it.
pub(in crate::sheet) struct KeyGrid<'a> {
    /// The puzzle's number in the workbook, from 1.
    pub puzzle: usize,
    /// What marking calls the grid: its sheet (`P2`, `Play`), or the sheet
    /// and the puzzle (`Worksheet (puzzle 2)`) where a sheet holds several.
    pub name: String,
    /// Where the grid lies and what it holds as written (the givens).
    pub grid: &'a CheckedGrid<'a>,
    /// The answer, if known.
    pub solution: Option<&'a Grid>,
}

/// The hidden sheet `Key` listing `grids`; it does not print.
pub(in crate::sheet) fn key_sheet(grids: &[KeyGrid]) -> Sheet {
    let mut sheet = Sheet::new(KEY_SHEET);
    sheet.hidden = true;
    let bold = Style::new().bold();
    let plain = Style::new();
    sheet.text(0, 0, MARKER, &bold);
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
    ]
    .into_iter()
    .enumerate()
    {
        sheet.text(1, c as u16, head, &bold);
        sheet.width(c as u16, Size::Chars(width));
    }
    for (i, k) in grids.iter().enumerate() {
        let r = (FIRST_ROW + i) as u32;
        let g = k.grid;
        sheet.number(r, 0, k.puzzle as f64, &plain);
        sheet.text(r, 1, k.name.as_str(), &plain);
        sheet.text(r, 2, g.sheet, &plain);
        sheet.number(r, 3, f64::from(g.top) + 1.0, &plain);
        sheet.number(r, 4, f64::from(g.left) + 1.0, &plain);
        sheet.text(r, 5, puzzle_line(g.geometry, g.grid), &plain);
        if let Some(s) = k.solution {
            sheet.text(r, 6, s.to_line(), &plain);
        }
        sheet.number(r, 7, f64::from(g.row_step), &plain);
    }
    sheet
}

/// One grid a marking key lists: where the writer put it, its puzzle (its
/// givens and rules, from the key's column F) and its answer.
#[derive(Clone, Debug, PartialEq, Eq)]
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
}

/// Every grid listed on the key sheet of `tables`; `Ok(None)` when the
/// workbook has no key sheet (a workbook of an earlier version, not ours,
/// or a key deleted).
pub(in crate::sheet) fn entries(file: &Path, tables: &[Table]) -> Result<Option<Vec<KeyedGrid>>> {
    let Some(key) = tables
        .iter()
        .find(|t| t.name == KEY_SHEET && label_text(t.get(0, 0)).as_deref() == Some(MARKER))
    else {
        return Ok(None);
    };
    let at_key = |r: usize, why: String| {
        Error::input(
            Location::file(file).sheet(KEY_SHEET).cell(a1(r, 0)),
            InputError::BadLine(format!("the marking key is damaged: {why}")),
        )
    };
    let (rows, _) = key.end();
    let mut grids = Vec::new();
    for r in FIRST_ROW..rows {
        let Some(number) = label_text(key.get(r, 0)) else {
            continue;
        };
        let puzzle = number
            .parse::<usize>()
            .map_err(|_| at_key(r, format!("'{number}' is not a puzzle number")))?;
        let text = |c| match key.get(r, c) {
            CellValue::Text(t) => t.trim().to_string(),
            other => label_text(other).unwrap_or_default(),
        };
        let place = |c| {
            text(c)
                .parse::<usize>()
                .ok()
                .and_then(|k| k.checked_sub(1))
                .ok_or_else(|| at_key(r, format!("'{}' is not a row or column number", text(c))))
        };
        // Sheet rows from one grid row to the next (a killer's page keeps a
        // strip of sums between them); 1 on keys written without it.
        let step = match text(7) {
            s if s.is_empty() => 1,
            s => s
                .parse::<usize>()
                .ok()
                .filter(|&k| (1..=2).contains(&k))
                .ok_or_else(|| at_key(r, format!("'{s}' is not a row step")))?,
        };
        let parsed = parse_lines(&text(5), None, &ReadOptions::default())
            .map_err(|e| at_key(r, e.to_string()))?;
        let [p] = <[_; 1]>::try_from(parsed)
            .map_err(|_| at_key(r, "no puzzle on the row".to_string()))?;
        let solution = match text(6) {
            s if s.is_empty() => None,
            s => Some(Grid::parse_line(&s).map_err(|why| at_key(r, why.to_string()))?),
        };
        grids.push(KeyedGrid {
            puzzle,
            name: text(1),
            sheet: text(2),
            top: place(3)?,
            left: place(4)?,
            step,
            geometry: p.geometry,
            givens: p.givens,
            solution,
        });
    }
    Ok(Some(grids))
}

/// Every grid listed on the key sheet of `tables`, as the pupil left it,
/// each found by its givens (see [`crate::sheet::find`]); `Ok(None)` when
/// the workbook has no key sheet. A grid found nowhere is left out; when
/// none is found, the first one's sheet is named as missing.
pub(in crate::sheet) fn returned(
    file: &Path,
    tables: &[Table],
) -> Result<Option<Vec<ReturnedGrid>>> {
    let Some(key) = entries(file, tables)? else {
        return Ok(None);
    };
    let grids: Vec<ReturnedGrid> = super::find::find_grids(tables, &key)
        .into_iter()
        .filter_map(|f| match f {
            Found::Grid(g) => Some(g),
            Found::Missing { .. } => None,
        })
        .collect();
    match key.first() {
        Some(first) if grids.is_empty() => Err(Error::input(
            Location::file(file),
            InputError::MissingSheet {
                name: first.sheet.clone(),
                available: tables.iter().map(|t| t.name.clone()).collect(),
            },
        )),
        _ => Ok(Some(grids)),
    }
}

/// Where a grid lies on its sheet: its top-left cell and the sheet rows
/// from one of its rows to the next.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(in crate::sheet) struct Place {
    pub top: usize,
    pub left: usize,
    pub step: usize,
}

/// How the labels printed around the `n x n` grid at `place` name its
/// cells: column letters above every column (above its first strip of
/// sums, if any) and row numbers left of every row, each in order; else
/// the grid's own names from its top-left corner.
pub(in crate::sheet) fn printed_namer(table: &Table, place: Place, n: usize) -> CellNamer {
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
