//! The entry points that read our own workbooks back: a pupil's returned
//! grids ([`read_returned`]), the answer key ([`read_key`]), a pupil's
//! grids found by their givens ([`find_returned`]) and a worksheet's
//! puzzles ([`read_worksheet`]), each from a path or from bytes.

use std::io::{Read, Seek};
use std::path::Path;

use crate::read::ours::key::KeyedGrid;
use crate::read::{assemble, open_tables, ours, table, tables_from};
use crate::read_options::ReadOptions;
use sheetdoku_core::{Found, Puzzle, Result, ReturnedGrid};

/// The grids a pupil could fill in, read from a workbook we wrote (the
/// solution workbook's `Play` sheet, each `P` sheet of a worksheet), with
/// the solution stored beside them; `Ok(None)` for a readable file that is
/// not such a workbook.
///
/// Errors are located at the file, sheet and cell, the cell named as the
/// sheet prints it.
pub fn read_returned(path: &Path) -> Result<Option<Vec<ReturnedGrid>>> {
    returned_in(path, open_tables(path)?)
}

/// The grids a pupil could fill in, read from the bytes of a workbook we
/// wrote, as [`read_returned`] reads a file: `name` is what the messages
/// call it (the uploaded file's name).
///
/// ```
/// use std::io::Cursor;
/// use sheetdoku::read::read_returned_from;
/// use sheetdoku::solve::{solve_puzzle, SolveOptions};
/// use sheetdoku::write::{SolutionDoc, WorkbookFormat};
/// use sheetdoku::{Geometry, Grid, Puzzle};
/// let g = Geometry::standard(4)?;
/// let puzzle = Puzzle::new(g, Grid::parse_line("1..4.4..2..3..1.")?)?;
/// let report = solve_puzzle(&puzzle.geometry, &puzzle.givens, &SolveOptions::default())?;
/// let doc = SolutionDoc::from_report(&puzzle, &report, "Solved");
/// let bytes = doc.to_bytes(WorkbookFormat::Ods)?;
/// let grids = read_returned_from(Cursor::new(bytes), "pupil.ods")?.expect("ours");
/// assert_eq!(grids[0].sheet, "Play");
/// assert_eq!(grids[0].solution.as_ref(), report.solution());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn read_returned_from<R: Read + Seek>(
    reader: R,
    name: impl AsRef<Path>,
) -> Result<Option<Vec<ReturnedGrid>>> {
    let name = name.as_ref();
    returned_in(name, tables_from(reader, name)?)
}

/// The pupil's grids of `tables` (the sheets of `path`), if it is a
/// workbook we wrote.
fn returned_in(
    path: &Path,
    tables: Option<Vec<table::Table>>,
) -> Result<Option<Vec<ReturnedGrid>>> {
    match tables {
        Some(tables) => assemble::returned(path, &tables),
        None => Ok(None),
    }
}

/// The marking key of a workbook we wrote (its hidden `Key` sheet): each
/// grid a pupil can fill in, with its place, puzzle and answer (when the
/// key holds it); `Ok(None)` for a file without a key.
pub fn read_key(path: &Path) -> Result<Option<Vec<KeyedGrid>>> {
    key_in(path, open_tables(path)?)
}

/// The marking key of the bytes of a workbook we wrote, as [`read_key`]
/// reads a file; `name` is what the messages call it.
pub fn read_key_from<R: Read + Seek>(
    reader: R,
    name: impl AsRef<Path>,
) -> Result<Option<Vec<KeyedGrid>>> {
    let name = name.as_ref();
    key_in(name, tables_from(reader, name)?)
}

/// The key of `tables` (the sheets of `path`), if it has one.
fn key_in(path: &Path, tables: Option<Vec<table::Table>>) -> Result<Option<Vec<KeyedGrid>>> {
    match tables {
        Some(tables) => ours::key::entries(path, &tables),
        None => Ok(None),
    }
}

/// The grids of `key` (a teacher's key, see [`read_key`]) looked for in
/// the pupil's file at `path` by their givens, whatever its sheets are
/// called or where the grids moved; without a key, the grids of the file's
/// own key, or (a file written before keys) as [`read_returned`] finds
/// them. `Ok(None)` for a file that is not a workbook, or (without a key)
/// not one we wrote.
pub fn find_returned(path: &Path, key: Option<&[KeyedGrid]>) -> Result<Option<Vec<Found>>> {
    found_in(path, open_tables(path)?, key)
}

/// The grids of `key` looked for in the bytes of a pupil's file, as
/// [`find_returned`] looks in a file; `name` is what the messages call it
/// (the uploaded file's name).
pub fn find_returned_from<R: Read + Seek>(
    reader: R,
    name: impl AsRef<Path>,
    key: Option<&[KeyedGrid]>,
) -> Result<Option<Vec<Found>>> {
    let name = name.as_ref();
    found_in(name, tables_from(reader, name)?, key)
}

/// The grids of `key` (or of the file's own key) in `tables`, the sheets
/// of `path`.
fn found_in(
    path: &Path,
    tables: Option<Vec<table::Table>>,
    key: Option<&[KeyedGrid]>,
) -> Result<Option<Vec<Found>>> {
    let Some(tables) = tables else {
        return Ok(None);
    };
    if let Some(key) = key {
        return Ok(Some(ours::returned::find_grids(&tables, key)));
    }
    match ours::key::entries(path, &tables)? {
        Some(own) => Ok(Some(ours::returned::find_grids(&tables, &own))),
        None => Ok(assemble::returned(path, &tables)?
            .map(|grids| grids.into_iter().map(Found::Grid).collect())),
    }
}

/// The puzzles of a worksheet we wrote, one per sheet `P1`, `P2`, ...;
/// `Ok(None)` for any other file.
pub(crate) fn read_worksheet(path: &Path, opts: &ReadOptions) -> Result<Option<Vec<Puzzle>>> {
    worksheet_in(path, open_tables(path)?, opts)
}

/// The puzzles of the bytes of a worksheet we wrote, as
/// [`read_worksheet`] reads a file.
pub(crate) fn read_worksheet_from<R: Read + Seek>(
    reader: R,
    name: &Path,
    opts: &ReadOptions,
) -> Result<Option<Vec<Puzzle>>> {
    worksheet_in(name, tables_from(reader, name)?, opts)
}

/// The puzzles of `tables` (the sheets of `path`), if it is a worksheet
/// we wrote.
fn worksheet_in(
    path: &Path,
    tables: Option<Vec<table::Table>>,
    opts: &ReadOptions,
) -> Result<Option<Vec<Puzzle>>> {
    let Some(tables) = tables else {
        return Ok(None);
    };
    if ours::own_workbook::worksheet(&tables).is_none() {
        return Ok(None);
    }
    assemble::puzzles(path, &tables, opts).map(Some)
}
