//! Puzzles in plain text: one puzzle per line (`81` symbols for 9x9, any
//! `n*n` for other sizes), or `n` lines of `n` symbols (spaces, `|` and
//! `+---` box drawing ignored), optionally headed by a name line ("Grid 01").
//! A line may also give its cells as numbers separated by commas or spaces
//! (`0,0,23,0,...`, 0 = empty), as 16x16 and 25x25 grids often are.
//! `.`, `0`, `-` and `_` are empty cells; `#` starts a comment; blank lines
//! separate puzzles. Simple Sudoku's `.ss` grid (`*-----------*` borders,
//! `|` between boxes, `.`, `X` or `0` for an empty cell) is read too, found
//! by its border. Lines with `variant=`, `blocks=`, `extra=` or `cages=`
//! fields after the givens are read by [`crate::puzzle_line`], killer lines
//! (the snarfable form, SudoCue's) by `killer_text.rs`, f-puzzles' JSON
//! and f-puzzles or SudokuPad links (one a line) by `fpuzzles/`.

mod cells;
pub(crate) mod fpuzzles;
pub(crate) mod killer_text;
pub(crate) mod lines;
pub(crate) mod puzzle_line;
pub(crate) mod rules_field;
mod simple_sudoku;

use std::path::Path;
use std::sync::Arc;

use crate::read_options::ReadOptions;
use cells::Cells;
use lines::{lines, pick, MAX_GRID_CELLS, MAX_PUZZLES};
use sheetdoku_core::Grid;
use sheetdoku_core::{Blocks, Extra, Geometry, Variant, MAX_SIZE, MIN_SIZE};
use sheetdoku_core::{Error, InputError, Location, Result};
use sheetdoku_core::{Puzzle, Source};

/// A run of grid lines with the name line before it.
struct Block<'t> {
    name: Option<&'t str>,
    /// (1-based line number, its cells)
    lines: Vec<(usize, Cells<'t>)>,
}

/// Every puzzle in `text` (or the one [`ReadOptions::puzzle`] names, by name
/// or 1-based number). `file` is used in messages and sources.
///
/// ```
/// let text = "# two puzzles\n1.3.\n..1.\n....\n...4\n\n....2.......3...\n";
/// let ps = sheetdoku::read::parse_text(text, None, &Default::default()).unwrap();
/// assert_eq!(ps.len(), 2);
/// assert_eq!(ps[1].givens.given_count(), 2);
/// ```
pub fn parse_text(text: &str, file: Option<&Path>, opts: &ReadOptions) -> Result<Vec<Puzzle>> {
    parse_text_by_line(text, file, opts)?.into_iter().collect()
}

/// Every puzzle in `text`, as [`parse_text`] reads them, each with its own
/// result where the text is one puzzle a line (killer lines, puzzle lines
/// with fields): a bad line is an error naming its line, and the lines
/// after it are still read. A text in any other form, or with
/// [`ReadOptions::puzzle`] naming one puzzle, is read whole: every puzzle
/// `Ok`, or the one error that stopped it.
///
/// ```
/// // Two 4x4 killers; the second's arrow at A1 points off the grid.
/// let text = "479<^^5^9^^6^<>^\n<79<^^5^9^^6^<>^\n";
/// let lines = sheetdoku::read::parse_text_by_line(text, None, &Default::default()).unwrap();
/// assert!(lines[0].is_ok());
/// let bad = lines[1].as_ref().unwrap_err().to_string();
/// assert_eq!(bad, "line 2: A1: '<' points off the grid");
/// ```
pub fn parse_text_by_line(
    text: &str,
    file: Option<&Path>,
    opts: &ReadOptions,
) -> Result<Vec<Result<Puzzle>>> {
    let at = |line: Option<usize>| {
        let mut loc = file.map(Location::file).unwrap_or_default();
        loc.line = line;
        loc
    };
    if opts.blocks.is_some() || opts.extra.is_some() {
        return Err(Error::Setting(
            "a block map or extra regions need a spreadsheet; plain text holds only the givens"
                .to_string(),
        ));
    }
    if let Some(n) = opts.size.filter(|n| !(MIN_SIZE..=MAX_SIZE).contains(n)) {
        return Err(sheetdoku_core::GeometryError::UnsupportedSize(n).into());
    }
    if fpuzzles::is_fpuzzles_text(text) {
        return fpuzzles::parse_fpuzzles_text(text, file, opts).map(all_read);
    }
    let by_line = if killer_text::is_killer_text(text) {
        Some(killer_text::parse_killer_lines(text, file, opts))
    } else if puzzle_line::has_fields(text) {
        Some(puzzle_line::parse_lines(text, file, opts))
    } else {
        None
    };
    if let Some(lines) = by_line {
        return match opts.puzzle {
            None => Ok(lines),
            Some(_) => {
                let puzzles = lines.into_iter().collect::<Result<Vec<Puzzle>>>()?;
                Ok(all_read(pick(puzzles, opts, at(None))?))
            }
        };
    }
    // Simple Sudoku's `.ss` grid, read as the plain grid it draws.
    if let Some(plain) = simple_sudoku::as_plain(text) {
        return parse_grids(&plain, file, opts).map(all_read);
    }
    parse_grids(text, file, opts).map(all_read)
}

/// Puzzles read whole, each line's result `Ok`.
pub(crate) fn all_read(puzzles: Vec<Puzzle>) -> Vec<Result<Puzzle>> {
    puzzles.into_iter().map(Ok).collect()
}

/// The puzzles of a text of grids (not one puzzle a line with fields or
/// cages): `n` lines of `n` symbols, or whole-grid lines.
fn parse_grids(text: &str, file: Option<&Path>, opts: &ReadOptions) -> Result<Vec<Puzzle>> {
    let at = |line: Option<usize>| {
        let mut loc = file.map(Location::file).unwrap_or_default();
        loc.line = line;
        loc
    };
    let variant = opts.variant.unwrap_or(Variant::STANDARD);
    let missing = match (variant.blocks, variant.extra) {
        (Blocks::Jigsaw, _) => Some(
            "a block map, which plain text cannot hold; \
             put it in a spreadsheet with the block map in sheet B",
        ),
        (Blocks::Boxes, Extra::Regions) => Some(
            "an extra region map, which plain text cannot hold; \
             put it in a spreadsheet with the map in sheet B2",
        ),
        (Blocks::Boxes, Extra::None | Extra::Windoku) => None,
    };
    if let Some(missing) = missing {
        return Err(Error::input(
            at(None),
            InputError::Geometry(format!("a {variant} puzzle needs {missing}")),
        ));
    }
    let blocks = blocks(text);
    // A block is a grid, or a run of whole-grid lines.
    let mut puzzles = Vec::with_capacity(blocks.len());
    let mut built: Vec<Geometry> = Vec::new();
    // One path shared by the file's puzzles.
    let shared: Option<Arc<Path>> = file.map(Arc::from);
    let mut cells = 0;
    for block in blocks {
        let grids = block_grids(&block)
            .map_err(|(line, why)| Error::input(at(Some(line)), InputError::BadLine(why)))?;
        let single = grids.len() == 1;
        // A file of one-line puzzles is one block of thousands.
        puzzles.reserve(grids.len());
        for (line, grid) in grids {
            let n = grid.size();
            cells += n * n;
            if cells > MAX_GRID_CELLS || puzzles.len() == MAX_PUZZLES {
                return Err(Error::input(
                    at(Some(line)),
                    InputError::TooLarge(
                        "more than 50,000 puzzles or 4,050,000 grid cells (50,000 9x9 grids) \
                         up to this line; split the file"
                            .to_string(),
                    ),
                ));
            }
            if let Some(want) = opts.size.filter(|&s| s != n) {
                return Err(Error::input(
                    at(Some(line)),
                    InputError::BadLine(sheetdoku_i18n::text_with(
                        "text-size-asked",
                        &[("n", &n.to_string()), ("want", &want.to_string())],
                    )),
                ));
            }
            // One shape for every grid of a size (a clone shares it).
            let geometry = match built.iter().find(|g| g.size() == n) {
                Some(g) => g.clone(),
                None => {
                    let g = Geometry::for_variant(variant, n, None).map_err(|e| {
                        Error::input(at(Some(line)), InputError::Geometry(e.to_string()))
                    })?;
                    built.push(g.clone());
                    g
                }
            };
            let source = Source::default()
                .with_file(shared.clone())
                .with_line(Some(line))
                .with_name(if single {
                    block.name.map(str::to_string)
                } else {
                    None
                });
            puzzles.push(Puzzle::new(geometry, grid)?.with_source(source));
        }
    }
    if puzzles.is_empty() {
        let blank = text
            .lines()
            .all(|l| l.trim().is_empty() || l.trim_start().starts_with('#'));
        let problem = if blank {
            InputError::EmptyFile
        } else {
            InputError::NoGrid("no lines of digits".to_string())
        };
        return Err(Error::input(at(None), problem));
    }
    pick(puzzles, opts, at(None))
}

/// Whether a character can be a cell of some grid.
fn is_symbol(c: char) -> bool {
    cells::cell(c, MAX_SIZE).is_some()
}

/// A name line: has a character no grid uses and at least two letters.
fn is_header(line: &str) -> bool {
    // The letter count first: a line of digits has none, and is done in
    // one cheap pass (over the bytes when they are all ASCII, where a
    // letter is an ASCII letter).
    let letters = if line.is_ascii() {
        // Whether there is a letter at all, in a pass without an early
        // exit (wide compares; counting them is several times dearer).
        if line
            .bytes()
            .fold(false, |any, b| any | b.is_ascii_alphabetic())
        {
            line.bytes().filter(u8::is_ascii_alphabetic).count()
        } else {
            0
        }
    } else {
        line.chars().filter(|c| c.is_alphabetic()).take(2).count()
    };
    letters >= 2
        && line
            .chars()
            .any(|c| !is_symbol(c) && !c.is_whitespace() && c != '|' && c != '+')
}

/// A box-drawing line such as `------+-------+------`.
fn is_separator(line: &str, width: Option<usize>) -> bool {
    let drawing = line
        .chars()
        .all(|c| matches!(c, '-' | '+' | '=' | '|') || c.is_whitespace());
    let dashes = || line.chars().filter(|&c| c == '-').count();
    drawing
        && (line.contains('+')
            || line.contains('=')
            || width.map_or_else(|| dashes() > MAX_SIZE, |w| dashes() != w))
}

/// Splits the text into blocks of grid lines.
fn blocks(text: &str) -> Vec<Block<'_>> {
    let mut out = Vec::new();
    let mut current = Block {
        name: None,
        lines: Vec::new(),
    };
    // Most texts have no comment: told once, not looked for on each line.
    let comments = memchr::memchr(b'#', text.as_bytes()).is_some();
    for (i, raw) in lines(text).enumerate() {
        let hash = if comments { raw.find('#') } else { None };
        let line = hash.map_or(raw, |hash| &raw[..hash]).trim();
        let width = current.lines.last().map(|(_, s)| s.len());
        if line.is_empty() || is_header(line) {
            if !current.lines.is_empty() {
                out.push(std::mem::replace(
                    &mut current,
                    Block {
                        name: None,
                        lines: Vec::new(),
                    },
                ));
            }
            if !line.is_empty() {
                current.name = Some(line);
            }
            continue;
        }
        if is_separator(line, width) {
            continue;
        }
        current.lines.push((i + 1, Cells::of(line)));
    }
    if !current.lines.is_empty() {
        out.push(current);
    }
    out
}

/// The grids of a block, each with its first line: `n` lines of `n` symbols
/// make one grid, else every line must be a whole grid.
fn block_grids(block: &Block) -> Result<Vec<(usize, Grid)>, (usize, String)> {
    let lines = &block.lines;
    let (first, w) = (lines[0].0, lines[0].1.len());
    if lines.iter().all(|(_, s)| s.len() == w)
        && lines.len() == w
        && (MIN_SIZE..=MAX_SIZE).contains(&w)
    {
        let mut cells = Vec::with_capacity(w * w);
        for (line, of_line) in lines {
            of_line
                .push_digits(w, &mut cells)
                .map_err(|why| (*line, why.to_string()))?;
        }
        let grid = Grid::from_cells(w, cells).map_err(|why| (first, why.to_string()))?;
        return Ok(vec![(first, grid)]);
    }
    let mut grids = Vec::new();
    for (line, of_line) in lines {
        let len = of_line.len();
        let n = (MIN_SIZE..=MAX_SIZE).find(|n| n * n == len);
        let Some(n) = n else {
            let same = lines.iter().all(|(_, s)| s.len() == w);
            return Err(
                if same && lines.len() > 1 && (MIN_SIZE..=MAX_SIZE).contains(&w) {
                    (
                        first,
                        sheetdoku_i18n::text_with(
                            "text-short-grid",
                            &[
                                ("lines", &lines.len().to_string()),
                                ("width", &w.to_string()),
                            ],
                        ),
                    )
                } else {
                    (
                        *line,
                        sheetdoku_i18n::text_with(
                            "text-not-a-grid",
                            &[("count", &len.to_string())],
                        ),
                    )
                },
            );
        };
        let mut cells = Vec::with_capacity(len);
        of_line
            .push_digits(n, &mut cells)
            .map_err(|why| (*line, why.to_string()))?;
        grids.push((
            *line,
            Grid::from_cells(n, cells).map_err(|why| (*line, why.to_string()))?,
        ));
    }
    Ok(grids)
}

#[cfg(test)]
mod tests {
    use super::lines;
    use rand::{Rng, SeedableRng};

    #[test]
    fn lines_are_split_as_the_standard_library_splits_them() {
        let same = |text: &str| {
            let ours: Vec<&str> = lines(text).collect();
            let std: Vec<&str> = text.lines().collect();
            assert_eq!(ours, std, "{text:?}");
        };
        for text in [
            "", "\n", "\r", "a", "a\r", "a\r\n", "\r\n\r\n", "a\n\nb", "é\r\r\n",
        ] {
            same(text);
        }
        let alphabet: Vec<char> = "1.\r\n\n é#".chars().collect();
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(7);
        for _ in 0..5_000 {
            let len = rng.random_range(0..16);
            let text: String = (0..len)
                .map(|_| alphabet[rng.random_range(0..alphabet.len())])
                .collect();
            same(&text);
        }
    }
}
