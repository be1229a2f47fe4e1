//! Reading puzzles from files: workbooks through calamine (our own layout, a
//! teacher's free layout, the MATLAB clue table), CSV tables and plain text.

mod assemble;
mod csv;
mod detect;
mod grids;
mod matlab;
mod range;
mod table;
mod workbook;

use std::path::Path;

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
    Workbook,
    Csv,
    Text,
}

fn kind_of(path: &Path) -> Result<Kind> {
    let ext = path
        .extension()
        .and_then(|e| e.to_str())
        .unwrap_or("")
        .to_ascii_lowercase();
    match ext.as_str() {
        "ods" | "xlsx" | "xlsm" | "xls" | "xlsb" => Ok(Kind::Workbook),
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
    if meta.len() == 0 {
        return Err(Error::input(Location::file(path), InputError::EmptyFile));
    }
    match kind {
        Kind::Workbook => {
            let tables = workbook::load(path)?;
            assemble::puzzles(path, &tables, opts)
        }
        Kind::Csv | Kind::Text => {
            let bytes = std::fs::read(path).map_err(io)?;
            let text = String::from_utf8_lossy(&bytes);
            match (kind, csv::table(&text)) {
                (Kind::Csv, Some(table)) => assemble::puzzles(path, &[table], opts),
                _ => crate::text::parse_text(&text, Some(path), opts),
            }
        }
    }
}
