//! What the reader works from once a file is open: its sheets as tables,
//! the options, and the settings of its `Info` sheet.

use std::path::Path;

use std::cell::RefCell;

use super::container::table::{Rect, Table};
use super::ours::stored::KeyRow;
use crate::read_options::ReadOptions;
use sheetdoku_core::{Diagonals, Variant};

/// The `Info` sheet's settings.
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct Info {
    pub variant: Option<Variant>,
    pub size: Option<usize>,
    pub diagonals: Option<Diagonals>,
}

/// What the reader works from: the file, its sheets and the options.
pub(crate) struct Opened<'a> {
    pub file: &'a Path,
    pub tables: &'a [Table],
    pub opts: &'a ReadOptions,
    pub info: Info,
    /// What the puzzles read so far take up: each grid and map, by sheet
    /// name (so that whatever else the workbook holds can be named).
    pub used: RefCell<Vec<(String, Rect)>>,
    /// The rows of the workbook's hidden `Key` sheet, which store each
    /// puzzle with its rules; `None` when it has none.
    pub stored: Option<Vec<KeyRow>>,
}
