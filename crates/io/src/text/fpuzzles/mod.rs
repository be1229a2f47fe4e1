//! Puzzles of f-puzzles and SudokuPad, the sites the variant community
//! shares puzzles on: their JSON (a `.json` file), their links
//! (`https://f-puzzles.com/?load=...`, `https://sudokupad.app/fpuzzles...`)
//! one per line of a text, or a link given in place of a file; and the
//! links of a puzzle of ours ([`fpuzzles_links`]).
//!
//! - `json.rs`: the JSON's keys and cells, and f-puzzles' cell names (R1C1);
//! - `link.rs`: the links and their LZ-String data;
//! - `read.rs`: JSON to a geometry and givens, refusing by name every rule
//!   sheetdoku does not have;
//! - `marks.rs`: the marks between two cells (Kropki dots, X and V) both
//!   ways; `lines.rs` the lines (thermometers, whispers, palindromes,
//!   renban lines); `sandwich.rs` the sandwich clues (`sandwichsum`);
//! - `write.rs`: a geometry and givens to JSON and links.

mod anti;
mod json;
mod lines;
mod link;
mod marks;
mod negative;
mod parity;
mod read;
mod sandwich;
mod sums;
mod write;

use std::path::{Path, PathBuf};
use std::sync::Arc;

use crate::read_options::ReadOptions;
use sheetdoku_core::{
    Error, InputError, Location, Puzzle, Result, Source, SourceFormat, MAX_SIZE, MIN_SIZE,
};

pub use write::{fpuzzles_links, FpuzzlesLinks};

/// Whether `text` is f-puzzles': a JSON object, or a text whose first line
/// (past blank lines and `#` comments) is an f-puzzles or SudokuPad link.
pub(crate) fn is_fpuzzles_text(text: &str) -> bool {
    let text = text.trim_start_matches('\u{feff}').trim_start();
    text.starts_with('{') || first_line(text).is_some_and(link::is_link)
}

/// The first line that is not blank or a comment.
fn first_line(text: &str) -> Option<&str> {
    crate::text::lines::lines(text)
        .map(str::trim)
        .find(|l| !l.is_empty() && !l.starts_with('#'))
}

/// Whether `input` (a command-line argument, say) is an f-puzzles or
/// SudokuPad link rather than a file's name; [`crate::read_puzzles`] reads
/// such a link where no file has the name.
///
/// ```
/// assert!(sheetdoku_io::is_puzzle_link("https://sudokupad.app/fpuzzlesN4Ig"));
/// assert!(!sheetdoku_io::is_puzzle_link("week3.ods"));
/// ```
pub fn is_puzzle_link(input: &str) -> bool {
    !input.contains('\n') && link::is_link(input)
}

/// Every puzzle of an f-puzzles text: the one of its JSON, or one for each
/// line holding a link (`#` starts a comment line, or a comment after the
/// link and a space). `file` names the text in messages and sources.
pub(crate) fn parse_fpuzzles_text(
    text: &str,
    file: Option<&Path>,
    opts: &ReadOptions,
) -> Result<Vec<Puzzle>> {
    let text = text.trim_start_matches('\u{feff}');
    let at = |line: Option<usize>| {
        let mut loc = file.map(Location::file).unwrap_or_default();
        loc.line = line;
        loc
    };
    let shared: Option<Arc<Path>> = file.map(Arc::from);
    // The title is the puzzle's own (`fit`).
    let source = |line: Option<usize>| Source::default().with_file(shared.clone()).with_line(line);
    if text.trim_start().starts_with('{') {
        let read = read::read_json(text)
            .map_err(|(line, why)| Error::input(at(line), InputError::BadLine(why)))?;
        let puzzle = fit(read, source(None), opts).map_err(|why| bad(at(None), why))?;
        return Ok(vec![puzzle]);
    }
    let mut puzzles = Vec::new();
    for (i, raw) in crate::text::lines::lines(text).enumerate() {
        // A comment may follow the link after a space ("... # puzzle 1").
        let line = raw.split(" #").next().unwrap_or_default().trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let number = Some(i + 1);
        if !link::is_link(line) {
            return Err(bad(
                at(number),
                "not an f-puzzles or SudokuPad link, as the file's first line is: give \
                 one link a line"
                    .to_string(),
            ));
        }
        if puzzles.len() == crate::text::lines::MAX_PUZZLES {
            return Err(Error::input(
                at(number),
                InputError::TooLarge("more than 50,000 links; split the file".to_string()),
            ));
        }
        let puzzle = from_link(line, source(number), opts).map_err(|why| bad(at(number), why))?;
        puzzles.push(puzzle);
    }
    crate::text::lines::pick(puzzles, opts, at(None))
}

/// The puzzle of a link given in place of a file's name: messages name
/// the link by its start.
pub(crate) fn read_link(link: &str, opts: &ReadOptions) -> Result<Vec<Puzzle>> {
    let shown: String = match link.char_indices().nth(48) {
        Some((end, _)) => format!("{}...", &link[..end]),
        None => link.to_string(),
    };
    let at = Location::file(PathBuf::from(shown));
    let puzzle = from_link(link, Source::default(), opts).map_err(|why| bad(at, why))?;
    Ok(vec![puzzle])
}

/// The puzzle of one link.
fn from_link(
    link: &str,
    source: Source,
    opts: &ReadOptions,
) -> std::result::Result<Puzzle, String> {
    let json = link::json_of(link)?;
    let read = read::read_json(&json).map_err(|(_, why)| why)?;
    fit(read, source, opts)
}

/// The puzzle read, checked against what the caller asked for (a size, a
/// variant): the file decides, and a different wish is refused.
fn fit(
    read: read::Read,
    mut source: Source,
    opts: &ReadOptions,
) -> std::result::Result<Puzzle, String> {
    let n = read.geometry.size();
    if let Some(want) = opts.size.filter(|&s| s != n) {
        return Err(format!(
            "a {n}x{n} grid, but the size asked for is {want}x{want}"
        ));
    }
    let found = read.geometry.variant();
    if let Some(want) = opts.variant.filter(|&v| v != found) {
        return Err(format!(
            "the puzzle is {found}, but the variant asked for is {want}; its f-puzzles \
             data says which rules it has"
        ));
    }
    if opts.blocks.is_some() || opts.extra.is_some() {
        return Err(
            "a block map or extra regions need a spreadsheet; an f-puzzles puzzle holds \
             its own"
                .to_string(),
        );
    }
    debug_assert!((MIN_SIZE..=MAX_SIZE).contains(&n));
    source.name = read.title;
    source.format = Some(SourceFormat::Fpuzzles);
    Puzzle::new(read.geometry, read.givens)
        .map(|p| p.with_source(source))
        .map_err(|e| e.to_string())
}

/// A refusal at `at`.
fn bad(at: Location, why: String) -> Error {
    Error::input(at, InputError::BadLine(why))
}

#[cfg(test)]
mod negative_tests;
#[cfg(test)]
mod tests;
