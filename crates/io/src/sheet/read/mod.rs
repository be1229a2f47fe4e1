//! Reading puzzles from files: workbooks through calamine (our own layout, a
//! teacher's free layout, the MATLAB clue table), CSV tables and plain text.

mod assemble;
mod cages;
mod csv;
mod cut;
mod detect;
mod frame;
pub mod fuzzing;
mod grids;
mod limits;
mod locate;
mod look;
mod maps;
mod matlab;
mod ods_scan;
mod opened;
mod ours;
mod package;
mod range;
mod regions;
mod scattered;
mod select;
pub(in crate::sheet) mod table;
mod unused;
mod window;

pub(in crate::sheet) use cages::CAGE_SHEET;
pub(in crate::sheet) use ours::{BLOCKS, CAGES, EXTRA};
pub(crate) use table::role_of;
mod workbook;

use std::io::{Cursor, Read, Seek};
use std::path::Path;

use workbook::Format;

use sheetdoku_core::Puzzle;
use sheetdoku_core::ReturnedGrid;
use sheetdoku_core::{Error, InputError, Location, Result};
use sheetdoku_core::{GeometryError, Variant};

/// Choices that override what the reader would detect.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ReadOptions {
    /// The puzzle grid: a range (`Sheet1!B2:J10`, `B2:J10`) or a sheet name
    /// for workbooks; a puzzle name ("Grid 07") or 1-based number for text.
    pub puzzle: Option<String>,
    /// The block map: a range, a top-left cell or a sheet name.
    pub blocks: Option<String>,
    /// The extra region map (`B̄`): a range, a top-left cell or a sheet name.
    pub extra: Option<String>,
    /// The variant, overriding the workbook's `Info` sheet and detection.
    pub variant: Option<Variant>,
    /// The grid size, when the grid's edge rows or columns are empty.
    pub size: Option<usize>,
}

/// The kinds of file we read, by extension.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Kind {
    Workbook(Format),
    Csv,
    Text,
}

fn kind_of(path: &Path) -> Result<Kind> {
    let ext = path
        .extension()
        .and_then(|e| e.to_str())
        .unwrap_or("")
        .to_ascii_lowercase();
    if let Some(format) = Format::of(&ext) {
        return Ok(Kind::Workbook(format));
    }
    match ext.as_str() {
        "csv" => Ok(Kind::Csv),
        "txt" | "sdk" | "text" => Ok(Kind::Text),
        _ => Err(Error::input(
            Location::file(path),
            InputError::UnknownExtension(if ext.is_empty() {
                "(none)".to_string()
            } else {
                format!(".{ext}")
            }),
        )),
    }
}

/// Reads exactly one puzzle. A file holding several says so: name one with
/// [`ReadOptions::puzzle`] or use [`read_puzzles`].
///
/// Errors are located at the file, sheet and cell (or line) at fault.
pub fn read_puzzle(path: &Path, opts: &ReadOptions) -> Result<Puzzle> {
    let mut puzzles = read_puzzles(path, opts)?;
    if puzzles.len() == 1 {
        return Ok(puzzles.remove(0));
    }
    let location = Location::file(path);
    let mut sheets: Vec<&str> = puzzles
        .iter()
        .filter_map(|p| p.source.sheet.as_deref())
        .collect();
    sheets.dedup();
    let one_per_sheet = sheets.len() == puzzles.len();
    if kind_of(path)? == Kind::Text || one_per_sheet {
        let names: Vec<String> = puzzles
            .iter()
            .take(5)
            .enumerate()
            .map(|(i, p)| {
                p.source
                    .name
                    .clone()
                    .or_else(|| p.source.sheet.clone())
                    .unwrap_or_else(|| (i + 1).to_string())
            })
            .chain((puzzles.len() > 5).then(|| "...".to_string()))
            .collect();
        return Err(Error::input(
            location,
            InputError::SeveralPuzzles {
                count: puzzles.len(),
                names,
            },
        ));
    }
    let ranges = puzzles
        .iter()
        .map(|p| {
            let n = p.givens.size();
            let first = p.source.namer.cell(n, 0);
            let last = p.source.namer.cell(n, n * n - 1);
            match &p.source.sheet {
                Some(sheet) => format!("{}!{first}:{last}", assemble::quote_sheet(sheet)),
                None => format!("{first}:{last}"),
            }
        })
        .collect();
    Err(Error::input(location, InputError::SeveralGrids(ranges)))
}

/// Reads every puzzle of a file: each puzzle of a text file, each puzzle sheet
/// of a workbook (one puzzle when the workbook has our sheet `A`).
pub fn read_puzzles(path: &Path, opts: &ReadOptions) -> Result<Vec<Puzzle>> {
    if let Some(n) = opts.size.filter(|&n| !detect::supported(n)) {
        return Err(GeometryError::UnsupportedSize(n).into());
    }
    let kind = kind_of(path)?;
    let (file, len) = open_file(path)?;
    read_from(std::io::BufReader::new(file), len, path, kind, opts)
}

/// The file at `path`, opened for reading, and its length; a folder or an
/// unreadable file is an [`Error::Io`] naming it.
fn open_file(path: &Path) -> Result<(std::fs::File, u64)> {
    let io = |source| Error::Io {
        path: path.to_path_buf(),
        cause: source,
    };
    let meta = std::fs::metadata(path).map_err(io)?;
    if meta.is_dir() {
        return Err(io(std::io::Error::new(
            std::io::ErrorKind::IsADirectory,
            "is a directory, not a puzzle file",
        )));
    }
    let file = std::fs::File::open(path).map_err(io)?;
    Ok((file, meta.len()))
}

/// The grids a pupil could fill in, read from a workbook we wrote (the
/// solution workbook's `Play` sheet, each `P` sheet of a worksheet), with
/// the solution stored beside them; `Ok(None)` for a readable file that is
/// not such a workbook.
///
/// Errors are located at the file, sheet and cell, the cell named as the
/// sheet prints it.
pub fn read_returned(path: &Path) -> Result<Option<Vec<ReturnedGrid>>> {
    match open_tables(path)? {
        Some(tables) => assemble::returned(path, &tables),
        None => Ok(None),
    }
}

/// The puzzles of a worksheet we wrote, one per sheet `P1`, `P2`, ...;
/// `Ok(None)` for any other file.
pub(crate) fn read_worksheet(path: &Path, opts: &ReadOptions) -> Result<Option<Vec<Puzzle>>> {
    let Some(tables) = open_tables(path)? else {
        return Ok(None);
    };
    if ours::worksheet(&tables).is_none() {
        return Ok(None);
    }
    assemble::puzzles(path, &tables, opts).map(Some)
}

/// Every sheet of a workbook file, within the bounds of [`limits`];
/// `Ok(None)` when the file is not a workbook (CSV, text).
fn open_tables(path: &Path) -> Result<Option<Vec<table::Table>>> {
    let Kind::Workbook(format) = kind_of(path)? else {
        return Ok(None);
    };
    let (file, len) = open_file(path)?;
    let located = |problem| Error::input(Location::file(path), problem);
    if len == 0 {
        return Err(located(InputError::EmptyFile));
    }
    limits::check_file_size(len, limits::MAX_WORKBOOK_BYTES).map_err(located)?;
    load_tables(std::io::BufReader::new(file), path, format).map(Some)
}

/// Every sheet of a workbook as plain tables, errors located in `path`.
fn load_tables<R: Read + Seek>(
    reader: R,
    path: &Path,
    format: Format,
) -> Result<Vec<table::Table>> {
    workbook::load(reader, format).map_err(|(sheet, problem)| {
        let loc = Location::file(path);
        Error::input(sheet.map_or(loc.clone(), |s| loc.sheet(s)), problem)
    })
}

/// Reads every puzzle of a file held in memory; `name` gives the kind (by
/// its extension) and is used in messages. For fuzzing.
pub(crate) fn read_bytes(bytes: &[u8], name: &Path, opts: &ReadOptions) -> Result<Vec<Puzzle>> {
    let kind = kind_of(name)?;
    read_from(Cursor::new(bytes), bytes.len() as u64, name, kind, opts)
}

/// Reads from `reader`, `len` bytes long, within the bounds of [`limits`].
fn read_from<R: Read + Seek>(
    reader: R,
    len: u64,
    path: &Path,
    kind: Kind,
    opts: &ReadOptions,
) -> Result<Vec<Puzzle>> {
    let located = |problem| Error::input(Location::file(path), problem);
    if len == 0 {
        return Err(located(InputError::EmptyFile));
    }
    let max = match kind {
        Kind::Workbook(_) => limits::MAX_WORKBOOK_BYTES,
        Kind::Csv | Kind::Text => limits::MAX_TEXT_BYTES,
    };
    limits::check_file_size(len, max).map_err(located)?;
    match kind {
        Kind::Workbook(format) => {
            let tables = load_tables(reader, path, format)?;
            assemble::puzzles(path, &tables, opts)
        }
        Kind::Csv | Kind::Text => {
            let mut bytes = Vec::new();
            reader
                .take(max + 1)
                .read_to_end(&mut bytes)
                .map_err(|source| Error::Io {
                    path: path.to_path_buf(),
                    cause: source,
                })?;
            let text = decode(&bytes);
            // Tab-separated text (a spreadsheet's "text" export) reads as CSV.
            let tabbed = text.lines().any(|l| l.contains('\t'));
            let table = match kind {
                Kind::Csv => csv::table(&text).map_err(located)?,
                _ if tabbed => csv::table(&text).map_err(located)?,
                _ => None,
            };
            match table {
                Some(table) => assemble::puzzles(path, &[table], opts),
                None => crate::text::parse_text(&text, Some(path), opts),
            }
        }
    }
}

/// The text of a file: UTF-8 (a byte order mark dropped), or UTF-16 with
/// its byte order mark (Excel's "Unicode text" export).
fn decode(bytes: &[u8]) -> std::borrow::Cow<'_, str> {
    let utf16 = |rest: &[u8], little: bool| {
        let units: Vec<u16> = rest
            .chunks_exact(2)
            .map(|b| {
                if little {
                    u16::from_le_bytes([b[0], b[1]])
                } else {
                    u16::from_be_bytes([b[0], b[1]])
                }
            })
            .collect();
        std::borrow::Cow::Owned(String::from_utf16_lossy(&units))
    };
    match bytes {
        [0xFF, 0xFE, rest @ ..] => utf16(rest, true),
        [0xFE, 0xFF, rest @ ..] => utf16(rest, false),
        [0xEF, 0xBB, 0xBF, rest @ ..] => String::from_utf8_lossy(rest),
        _ => String::from_utf8_lossy(bytes),
    }
}
