//! Entry points for fuzzing and robustness tests, only with the feature
//! `fuzzing` (documented, not hidden) and not a stable API. The fuzz targets in `fuzz/` use them:
//!
//! - [`crate::parse_text`] for the text puzzle parser;
//! - [`read_sheets`] for finding the grid, block map and extra regions in
//!   sheets of cells (as calamine would give them), and reading them;
//!
//! Whole files (workbook, CSV or text) are read from bytes by the public
//! [`crate::read_puzzles_from`], with the same bounds as a file on disk.

pub use crate::read::fuzzing::{read_sheets, CellValue, Table, LAST_COL, LAST_ROW};
