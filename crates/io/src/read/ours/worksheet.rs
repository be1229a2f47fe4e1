//! Reading a worksheet written by `write_worksheet` back: the
//! puzzles of its own sheets `P1`, `P2`, ...

use std::io::{Read, Seek};
use std::path::Path;

use crate::read_options::ReadOptions;
use sheetdoku_core::Puzzle;
use sheetdoku_core::Result;

/// The puzzles of a worksheet written by [`crate::write_worksheet`], read from
/// their own sheets `P1`, `P2`, ... in order; `Ok(None)` when `path` is not
/// such a workbook. The general reader ([`crate::read_puzzles`]) recognises
/// a worksheet the same way, from the sheets it loads once.
pub fn read_worksheet(path: &Path, opts: &ReadOptions) -> Result<Option<Vec<Puzzle>>> {
    crate::read::read_worksheet(path, opts)
}

/// The puzzles of the bytes of a worksheet written by
/// [`crate::write_worksheet`], as [`read_worksheet`] reads a file: `name`
/// is what the messages call it (the uploaded file's name).
pub fn read_worksheet_from<R: Read + Seek>(
    reader: R,
    name: impl AsRef<Path>,
    opts: &ReadOptions,
) -> Result<Option<Vec<Puzzle>>> {
    crate::read::read_worksheet_from(reader, name.as_ref(), opts)
}
