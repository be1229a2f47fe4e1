//! Reading puzzles from files: workbooks through calamine (our own layout, a
//! teacher's free layout, the MATLAB clue table), CSV tables and plain text.

mod assemble;
mod csv;
mod detect;
pub mod fuzzing;
mod grids;
mod limits;
mod matlab;
mod ods_scan;
mod range;
mod table;
mod workbook;

use std::io::{Cursor, Read, Seek};
use std::path::Path;

use workbook::Format;

use crate::error::{Error, InputError, Location, Result};
use crate::geometry::{GeometryError, Variant};
use crate::puzzle::Puzzle;

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
    if kind_of(path)? == Kind::Text {
        let names: Vec<String> = puzzles
            .iter()
            .take(5)
            .enumerate()
            .map(|(i, p)| p.source.name.clone().unwrap_or_else(|| (i + 1).to_string()))
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
    let io = |source| Error::Io {
        path: path.to_path_buf(),
        source,
    };
    let meta = std::fs::metadata(path).map_err(io)?;
    if meta.is_dir() {
        return Err(io(std::io::Error::new(
            std::io::ErrorKind::IsADirectory,
            "is a directory, not a puzzle file",
        )));
    }
    let file = std::fs::File::open(path).map_err(io)?;
    let result = read_from(std::io::BufReader::new(file), meta.len(), path, kind, opts);
    // A worksheet we wrote holds several grids, titles and levels on its
    // printable pages, which confuse grid detection; its puzzles are on
    // their own sheets P1, P2, ... Only a file that was opened and passed
    // the size bounds (the error is about its grids) is tried that way.
    if let Err(Error::Input { problem, .. }) = &result {
        let about_grids = !matches!(
            problem,
            InputError::TooLarge(_)
                | InputError::NotASpreadsheet(_)
                | InputError::PasswordProtected
                | InputError::EmptyFile
                | InputError::UnknownExtension(_)
        );
        if about_grids {
            if let Some(puzzles) = super::read_worksheet(path, opts)? {
                return Ok(puzzles);
            }
        }
    }
    result
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
            let tables = workbook::load(reader, format).map_err(|(sheet, problem)| {
                let loc = Location::file(path);
                Error::input(sheet.map_or(loc.clone(), |s| loc.sheet(s)), problem)
            })?;
            assemble::puzzles(path, &tables, opts)
        }
        Kind::Csv | Kind::Text => {
            let mut bytes = Vec::new();
            reader
                .take(max + 1)
                .read_to_end(&mut bytes)
                .map_err(|source| Error::Io {
                    path: path.to_path_buf(),
                    source,
                })?;
            let text = String::from_utf8_lossy(&bytes);
            let table = match kind {
                Kind::Csv => csv::table(&text).map_err(located)?,
                _ => None,
            };
            match table {
                Some(table) => assemble::puzzles(path, &[table], opts),
                None => crate::text::parse_text(&text, Some(path), opts),
            }
        }
    }
}
