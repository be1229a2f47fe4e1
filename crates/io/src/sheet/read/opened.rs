//! What the reader works from once a file is open: its sheets as tables,
//! the options, and the settings of its `Info` sheet.

use std::path::Path;

use super::table::Table;
use super::ReadOptions;
use crate::geometry::Variant;

/// The `Info` sheet's settings.
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct Info {
    pub variant: Option<Variant>,
    pub size: Option<usize>,
    pub diagonals: Option<bool>,
}

/// What the reader works from: the file, its sheets and the options.
pub(crate) struct Opened<'a> {
    pub file: &'a Path,
    pub tables: &'a [Table],
    pub opts: &'a ReadOptions,
    pub info: Info,
}
