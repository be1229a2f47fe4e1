//! Entry points for the fuzz targets and robustness tests: the extraction
//! of grids and maps from a table of cells, and whole-file reading from
//! bytes. Re-exported as `sheetdoku::fuzzing`; not a stable API.

use std::path::Path;

use super::table::{CellValue, Table};
use super::ReadOptions;
use crate::error::Result;
use crate::puzzle::Puzzle;

/// The last row and column index of a sheet (Excel's 1048576 rows, XFD).
pub const LAST_ROW: usize = 1_048_575;
/// See [`LAST_ROW`].
pub const LAST_COL: usize = 16_383;

/// One cell's value, as calamine would give it.
#[derive(Clone, Debug, PartialEq)]
pub enum Cell {
    /// An empty cell.
    Empty,
    /// A number.
    Number(f64),
    /// A text.
    Text(String),
    /// A boolean.
    Bool(bool),
    /// A spreadsheet error such as `#DIV/0!`.
    Error(String),
    /// A date or time, as shown.
    Date(String),
}

/// One sheet of cells.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Sheet {
    /// The sheet's name ("" for a CSV table).
    pub name: String,
    /// Sheet row of `cells[0]` (clamped to [`LAST_ROW`]).
    pub row0: usize,
    /// Sheet column of `cells[r][0]` (clamped to [`LAST_COL`]).
    pub col0: usize,
    /// Rows of cells.
    pub cells: Vec<Vec<Cell>>,
    /// Merged areas as (top, left, bottom, right), inclusive.
    pub merged: Vec<(usize, usize, usize, usize)>,
}

/// Finds and reads the puzzles of these sheets as the workbook reader does
/// (`file` is used in messages only).
pub fn read_sheets(file: &Path, sheets: &[Sheet], opts: &ReadOptions) -> Result<Vec<Puzzle>> {
    let tables: Vec<Table> = sheets
        .iter()
        .map(|s| Table {
            name: s.name.clone(),
            row0: s.row0.min(LAST_ROW),
            col0: s.col0.min(LAST_COL),
            cells: s
                .cells
                .iter()
                .map(|row| row.iter().map(value).collect())
                .collect(),
            merged: s.merged.clone(),
        })
        .collect();
    super::assemble::puzzles(file, &tables, opts)
}

/// Reads every puzzle of a file held in memory, as [`crate::read_puzzles`]
/// reads a file: `name`'s extension gives the kind.
pub fn read_bytes(bytes: &[u8], name: &Path, opts: &ReadOptions) -> Result<Vec<Puzzle>> {
    super::read_bytes(bytes, name, opts)
}

fn value(cell: &Cell) -> CellValue {
    match cell {
        Cell::Empty => CellValue::Empty,
        Cell::Number(x) => CellValue::Number(*x),
        Cell::Text(s) => CellValue::Text(s.clone()),
        Cell::Bool(b) => CellValue::Bool(*b),
        Cell::Error(e) => CellValue::Error(e.clone()),
        Cell::Date(d) => CellValue::Date(d.clone()),
    }
}
