//! Reading a worksheet written by `write_worksheet` back: the
//! puzzles of its own sheets `P1`, `P2`, ...

use std::path::Path;

use crate::read_options::ReadOptions;
use sheetdoku_core::Puzzle;
use sheetdoku_core::Result;

/// The puzzles of a worksheet written by [`super::write_worksheet`], read from
/// their own sheets `P1`, `P2`, ... in order; `Ok(None)` when `path` is not
/// such a workbook. The general reader ([`crate::read_puzzles`]) recognises
/// a worksheet the same way, from the sheets it loads once.
pub fn read_worksheet(path: &Path, opts: &ReadOptions) -> Result<Option<Vec<Puzzle>>> {
    crate::sheet::read::read_worksheet(path, opts)
}
