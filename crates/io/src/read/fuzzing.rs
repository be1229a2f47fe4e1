//! Entry points for the fuzz targets and robustness tests: the extraction
//! of grids and maps from a table of cells (whole files are read from bytes
//! by the public [`crate::read_puzzles_from`]). Re-exported as `sheetdoku::fuzzing`; not a stable API.

use std::path::Path;

pub use super::container::table::{CellValue, Table};
use crate::read_options::ReadOptions;
use sheetdoku_core::Puzzle;
use sheetdoku_core::Result;

/// The last row and column index of a sheet (Excel's 1048576 rows, XFD).
pub const LAST_ROW: usize = 1_048_575;
/// See [`LAST_ROW`].
pub const LAST_COL: usize = 16_383;

/// Finds and reads the puzzles of these sheets as the workbook reader does
/// (`file` is used in messages only).
/// Sheet positions beyond [`LAST_ROW`] and [`LAST_COL`] are clamped to them.
pub fn read_sheets(file: &Path, sheets: &[Table], opts: &ReadOptions) -> Result<Vec<Puzzle>> {
    let tables: Vec<Table> = sheets
        .iter()
        .map(|s| Table {
            row0: s.row0.min(LAST_ROW),
            col0: s.col0.min(LAST_COL),
            ..s.clone()
        })
        .collect();
    super::assemble::puzzles(file, &tables, opts)
}
