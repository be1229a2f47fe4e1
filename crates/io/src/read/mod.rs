//! Reading puzzles from files: workbooks through calamine (our own layout, a
//! teacher's free layout, the MATLAB clue table), CSV tables and plain text.

mod assemble;
pub(crate) mod container;
pub(crate) mod find;
#[cfg(feature = "fuzzing")]
pub mod fuzzing;
mod opened_book;
pub(crate) mod ours;
mod select;

use std::io::{BufReader, Read, Seek, SeekFrom};
use std::path::Path;

use crate::text::all_read;

use container::package::{Format, Kind};
use container::{csv, limits, package, table, workbook};
use find::shape;
pub use ours::entry::{find_returned, find_returned_from, read_key, read_key_from};
pub use ours::entry::{read_returned, read_returned_from};
pub(crate) use ours::entry::{read_worksheet, read_worksheet_from};
pub use ours::title::{puzzle_title, read_pupil_name, read_title};

use crate::read_options::ReadOptions;

use sheetdoku_core::GeometryError;
use sheetdoku_core::{Choice, ReadSetting};
use sheetdoku_core::{Error, InputError, Location, Result};
use sheetdoku_core::{Puzzle, SourceFormat};

/// Reads exactly one puzzle from a file. A file holding several says so:
/// name one with [`ReadOptions::puzzle`] or use [`read_puzzles`].
///
/// Errors are located at the file, sheet and cell (or line) at fault. A
/// `path` that is an f-puzzles or SudokuPad link is read as the link (see
/// [`read_puzzles`]).
pub fn read_puzzle(path: &Path, opts: &ReadOptions) -> Result<Puzzle> {
    if let Some(puzzles) = link_in_place_of_file(path, opts) {
        return only_puzzle(path, Kind::Text, puzzles?);
    }
    let file = open_file(path)?;
    read_puzzle_from(BufReader::new(file), path, opts)
}

/// Reads every puzzle of a file: each puzzle of a text file, each puzzle sheet
/// of a workbook (one puzzle when the workbook has our sheet `A`).
///
/// A `path` that is an f-puzzles or SudokuPad link
/// ([`crate::is_puzzle_link`]), where no file has that name, is read as
/// the link: the puzzle its data holds.
pub fn read_puzzles(path: &Path, opts: &ReadOptions) -> Result<Vec<Puzzle>> {
    if let Some(puzzles) = link_in_place_of_file(path, opts) {
        return puzzles;
    }
    let file = open_file(path)?;
    read_puzzles_from(BufReader::new(file), path, opts)
}

/// Reads every puzzle of a file as [`read_puzzles`] does, but a bad line of
/// a text of one puzzle a line (killer lines, puzzle lines with fields) is
/// that line's error, located at the file and line, and the lines after it
/// are still read: one result per puzzle, in the file's order. A workbook,
/// or a text in another form, gives every puzzle `Ok` or the error that
/// stopped it, as [`read_puzzles`] does.
pub fn read_puzzles_by_line(path: &Path, opts: &ReadOptions) -> Result<Vec<Result<Puzzle>>> {
    if let Some(puzzles) = link_in_place_of_file(path, opts) {
        return puzzles.map(all_read);
    }
    let file = open_file(path)?;
    read_any_by_line(BufReader::new(file), path, opts).map(|(_, lines)| lines)
}

/// The puzzles of `path` read as a link, when it is one and no file has
/// that name; `None` otherwise.
fn link_in_place_of_file(path: &Path, opts: &ReadOptions) -> Option<Result<Vec<Puzzle>>> {
    let text = path.to_str()?;
    is_link_in_place_of_file(path).then(|| crate::text::fpuzzles::read_link(text, opts))
}

/// Whether `path` is an f-puzzles or SudokuPad link that names no file.
fn is_link_in_place_of_file(path: &Path) -> bool {
    path.to_str()
        .is_some_and(crate::text::fpuzzles::is_puzzle_link)
        && std::fs::symlink_metadata(path).is_err()
}

/// Reads exactly one puzzle from the bytes of a file (`Cursor::new(bytes)`
/// for bytes in memory, an open file, ...), as [`read_puzzle`] reads a
/// file: `name` is what the messages call the input (the uploaded file's
/// name).
///
/// A workbook is read by its content (.xlsx, .xlsm, .xlsb, .xls or .ods,
/// whatever `name` says); text by `name`'s ending (`.csv`, or `.txt`,
/// `.sdk`, `.ss`, `.text` for our text formats, `.json` for f-puzzles);
/// text under a workbook's name,
/// or any other file under a name we do not read, is refused with what it
/// holds. The same bounds as for a file on disk apply (size, zip parts,
/// inflated bytes, cells).
pub fn read_puzzle_from<R: Read + Seek>(
    reader: R,
    name: impl AsRef<Path>,
    opts: &ReadOptions,
) -> Result<Puzzle> {
    let name = name.as_ref();
    let (kind, puzzles) = read_any(reader, name, opts)?;
    only_puzzle(name, kind, puzzles)
}

/// Reads every puzzle from the bytes of a file, as [`read_puzzles`] reads
/// a file; see [`read_puzzle_from`] for `name` and how the kind of file is
/// found.
///
/// ```
/// use std::io::Cursor;
/// use sheetdoku::read::{read_puzzles_from, ReadOptions};
///
/// let text = b"1..4.4..2..3..1.\n1..4.4..2..3..1.\n";
/// let puzzles = read_puzzles_from(Cursor::new(text), "class.txt", &ReadOptions::default())?;
/// assert_eq!(puzzles.len(), 2);
/// # Ok::<(), sheetdoku::error::Error>(())
/// ```
pub fn read_puzzles_from<R: Read + Seek>(
    reader: R,
    name: impl AsRef<Path>,
    opts: &ReadOptions,
) -> Result<Vec<Puzzle>> {
    read_any(reader, name.as_ref(), opts).map(|(_, puzzles)| puzzles)
}

/// The one puzzle of `puzzles`, or the error that lists them to choose from.
fn only_puzzle(name: &Path, kind: Kind, mut puzzles: Vec<Puzzle>) -> Result<Puzzle> {
    if puzzles.len() == 1 {
        return Ok(puzzles.remove(0));
    }
    let location = Location::file(name);
    let mut sheets: Vec<&str> = puzzles
        .iter()
        .filter_map(|p| p.source.sheet.as_deref())
        .collect();
    sheets.dedup();
    let one_per_sheet = sheets.len() == puzzles.len();
    if kind == Kind::Text || one_per_sheet {
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
            let range = match &p.source.sheet {
                Some(sheet) => format!("{}!{first}:{last}", assemble::quote_sheet(sheet)),
                None => format!("{first}:{last}"),
            };
            Choice::new(ReadSetting::Puzzle, range)
        })
        .collect();
    Err(Error::input(location, InputError::SeveralGrids(ranges)))
}

/// The file at `path`, opened for reading; a folder or an unreadable file
/// is an [`Error::Io`] naming it.
fn open_file(path: &Path) -> Result<std::fs::File> {
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
    if let Some(kind) = special_kind(&meta.file_type()) {
        // Opening a named pipe waits for a writer, and a device may never
        // end: refused by kind, before it is opened.
        return Err(io(std::io::Error::new(
            std::io::ErrorKind::InvalidInput,
            format!("is {kind}, not a puzzle file; give a saved file"),
        )));
    }
    std::fs::File::open(path).map_err(io)
}

/// What a file that is neither a plain file nor a folder is (a named pipe,
/// a device, a socket), in words; `None` for a plain file.
pub(crate) fn special_kind(kind: &std::fs::FileType) -> Option<&'static str> {
    #[cfg(unix)]
    {
        use std::os::unix::fs::FileTypeExt;
        if kind.is_fifo() {
            return Some("a named pipe (FIFO)");
        }
        if kind.is_char_device() {
            return Some("a character device");
        }
        if kind.is_block_device() {
            return Some("a block device");
        }
        if kind.is_socket() {
            return Some("a socket");
        }
    }
    (!kind.is_file() && !kind.is_dir()).then_some("no plain file")
}

/// How many puzzles of size `n x n`, one per line of `line_bytes` bytes
/// (fields and comment included), a text of ours can hold and still be
/// read back: the reader's bounds on puzzles, grid cells and bytes. A
/// writer of many puzzles asks before the work.
///
/// ```
/// let lines = sheetdoku_io::text_room(9, 100);
/// assert!(lines >= 10_000 && lines <= 50_000);
/// assert!(sheetdoku_io::text_room(25, 700) < lines);
/// ```
pub fn text_room(n: usize, line_bytes: usize) -> usize {
    let by_cells = crate::text::lines::MAX_GRID_CELLS / (n * n).max(1);
    let by_bytes = limits::MAX_TEXT_BYTES as usize / (line_bytes + 1);
    crate::text::lines::MAX_PUZZLES.min(by_cells).min(by_bytes)
}

/// Every sheet of a workbook file, within the bounds of [`limits`];
/// `Ok(None)` when the file is not a workbook (CSV, text, a link read in
/// place of a file).
fn open_tables(path: &Path) -> Result<Option<Vec<table::Table>>> {
    if is_link_in_place_of_file(path) {
        return Ok(None);
    }
    tables_from(BufReader::new(open_file(path)?), path)
}

/// Every sheet of the workbook `reader` holds, as [`open_tables`] reads a
/// file; `name` is what the messages call it.
fn tables_from<R: Read + Seek>(mut reader: R, name: &Path) -> Result<Option<Vec<table::Table>>> {
    match opened_kind(&mut reader, name)? {
        Kind::Workbook(format) => load_tables(reader, name, format).map(Some),
        Kind::Csv | Kind::Text => Ok(None),
    }
}

/// The kind of the file `reader` holds (found from its content and `name`),
/// checked against the bounds of [`limits`]; the reader is left at its
/// start.
fn opened_kind<R: Read + Seek>(reader: &mut R, name: &Path) -> Result<Kind> {
    let located = |problem| Error::input(Location::file(name), problem);
    let io = |source| Error::Io {
        path: name.to_path_buf(),
        cause: source,
    };
    let len = reader.seek(SeekFrom::End(0)).map_err(io)?;
    reader.seek(SeekFrom::Start(0)).map_err(io)?;
    if len == 0 {
        return Err(located(InputError::EmptyFile));
    }
    let kind = package::kind_of(reader, name).map_err(located)?;
    let max = match kind {
        Kind::Workbook(_) => limits::MAX_WORKBOOK_BYTES,
        Kind::Csv | Kind::Text => limits::MAX_TEXT_BYTES,
    };
    limits::check_file_size(len, max).map_err(located)?;
    Ok(kind)
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

/// Reads every puzzle from `reader`, within the bounds of [`limits`]; with
/// the kind of file it was read as. The first bad line of a text of one
/// puzzle a line stops it.
fn read_any<R: Read + Seek>(
    reader: R,
    path: &Path,
    opts: &ReadOptions,
) -> Result<(Kind, Vec<Puzzle>)> {
    let (kind, lines) = read_any_by_line(reader, path, opts)?;
    Ok((kind, lines.into_iter().collect::<Result<Vec<Puzzle>>>()?))
}

/// Reads every puzzle from `reader` as [`read_any`] does, a text of one
/// puzzle a line with each line's own result.
fn read_any_by_line<R: Read + Seek>(
    mut reader: R,
    path: &Path,
    opts: &ReadOptions,
) -> Result<(Kind, Vec<Result<Puzzle>>)> {
    if let Some(n) = opts.size.filter(|&n| !shape::supported(n)) {
        return Err(GeometryError::UnsupportedSize(n).into());
    }
    let kind = opened_kind(&mut reader, path)?;
    let located = |problem| Error::input(Location::file(path), problem);
    let puzzles = match kind {
        Kind::Workbook(format) => {
            let tables = load_tables(reader, path, format)?;
            assemble::puzzles(path, &tables, opts).map(all_read)
        }
        Kind::Csv | Kind::Text => {
            let mut bytes = Vec::new();
            reader
                .take(limits::MAX_TEXT_BYTES + 1)
                .read_to_end(&mut bytes)
                .map_err(|source| Error::Io {
                    path: path.to_path_buf(),
                    cause: source,
                })?;
            let text = decode(&bytes);
            if crate::text::fpuzzles::is_fpuzzles_text(&text) {
                let puzzles = crate::text::fpuzzles::parse_fpuzzles_text(&text, Some(path), opts)?;
                return Ok((Kind::Text, all_read(puzzles)));
            }
            // Tab-separated text (a spreadsheet's "text" export) reads as CSV.
            let tabbed = memchr::memchr(b'\t', text.as_bytes()).is_some();
            let table = match kind {
                Kind::Csv => csv::table(&text).map_err(located)?,
                _ if tabbed => csv::table(&text).map_err(located)?,
                _ => None,
            };
            match table {
                Some(table) => assemble::puzzles(path, &[table], opts).map(all_read),
                None => crate::text::parse_text_by_line(&text, Some(path), opts),
            }
        }
    }?;
    Ok((kind, with_format(puzzles, kind.source_format())))
}

/// `puzzles` with the kind of file they were read from on their sources
/// (f-puzzles data says so itself, and returns before).
fn with_format(puzzles: Vec<Result<Puzzle>>, format: SourceFormat) -> Vec<Result<Puzzle>> {
    puzzles
        .into_iter()
        .map(|read| {
            read.map(|mut puzzle| {
                puzzle.source.format = Some(format);
                puzzle
            })
        })
        .collect()
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
        [0xEF, 0xBB, 0xBF, rest @ ..] => utf8(rest),
        _ => utf8(bytes),
    }
}

/// `bytes` as UTF-8, invalid sequences replaced: checked by the quick
/// validation first, since nearly every text is valid (the lossy reading
/// walks it more slowly).
fn utf8(bytes: &[u8]) -> std::borrow::Cow<'_, str> {
    match std::str::from_utf8(bytes) {
        Ok(text) => std::borrow::Cow::Borrowed(text),
        Err(_) => String::from_utf8_lossy(bytes),
    }
}
