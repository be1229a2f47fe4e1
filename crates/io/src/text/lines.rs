//! Texts of one puzzle a line, each line read on its own (the puzzle
//! lines with fields, the killer lines): the lines, their comments and
//! their errors, named by line. A bad line is an error of its own, and
//! the lines after it are still read: a collection of killers with one
//! line in a form we refuse still gives the others. Here too what every
//! text reader shares: its lines, its bounds and the choice of a puzzle.

use std::path::Path;
use std::sync::Arc;

use sheetdoku_core::Geometry;
use sheetdoku_core::Grid;
use sheetdoku_core::{Error, InputError, Location, Result};
use sheetdoku_core::{Puzzle, Source};

use crate::read_options::ReadOptions;

/// Every puzzle of a text of one puzzle a line, each line (without its
/// comment; blank lines skipped) read by `parse`, in the text's order; a
/// line `parse` refuses is an error naming the file and the line.
pub(crate) fn puzzles_by_line(
    text: &str,
    file: Option<&Path>,
    parse: impl Fn(&str) -> Result<(Grid, Geometry), String>,
) -> Vec<Result<Puzzle>> {
    let mut puzzles = Vec::new();
    // One path shared by the file's puzzles.
    let shared: Option<Arc<Path>> = file.map(Arc::from);
    for (i, raw) in lines(text).enumerate() {
        let line = raw.split('#').next().unwrap_or("").trim();
        if line.is_empty() {
            continue;
        }
        let number = i + 1;
        puzzles.push(
            parse(line)
                .and_then(|(givens, geometry)| {
                    let source = Source::default()
                        .with_file(shared.clone())
                        .with_line(Some(number));
                    Puzzle::new(geometry, givens)
                        .map(|p| p.with_source(source))
                        .map_err(|e| e.to_string())
                })
                .map_err(|why| {
                    let mut loc = file.map(Location::file).unwrap_or_default();
                    loc.line = Some(number);
                    Error::input(loc, InputError::BadLine(why))
                }),
        );
    }
    puzzles
}

/// The most puzzles in one text (the whole 17-clue collection fits), and
/// the most grid cells (as many as in 50,000 9x9 grids).
pub(crate) const MAX_PUZZLES: usize = 50_000;
pub(crate) const MAX_GRID_CELLS: usize = MAX_PUZZLES * 81;

/// Every puzzle, or the one [`ReadOptions::puzzle`] names.
pub(crate) fn pick(puzzles: Vec<Puzzle>, opts: &ReadOptions, at: Location) -> Result<Vec<Puzzle>> {
    match &opts.puzzle {
        None => Ok(puzzles),
        Some(wanted) => {
            select(puzzles, wanted).map_err(|why| Error::input(at, InputError::NoGrid(why)))
        }
    }
}

/// The puzzle named `wanted` (a name, or a 1-based number).
fn select(mut puzzles: Vec<Puzzle>, wanted: &str) -> Result<Vec<Puzzle>, String> {
    let w = wanted.trim();
    let by_name = puzzles.iter().position(|p| {
        p.source
            .name
            .as_deref()
            .is_some_and(|n| n.eq_ignore_ascii_case(w))
    });
    let index = by_name.or_else(|| {
        w.parse::<usize>()
            .ok()
            .filter(|&k| (1..=puzzles.len()).contains(&k))
            .map(|k| k - 1)
    });
    match index {
        Some(i) => Ok(vec![puzzles.swap_remove(i)]),
        None => Err(format!(
            "no puzzle '{w}' (the file has {} puzzles; give a name or a number 1 to {})",
            puzzles.len(),
            puzzles.len()
        )),
    }
}

/// The lines of `text` as [`str::lines`] gives them (split at `\n`, a `\r`
/// just before it dropped, no empty line after a final `\n`), the line
/// ends found with wide compares: a file of thousands of puzzles is
/// thousands of short lines.
pub(crate) fn lines(text: &str) -> impl Iterator<Item = &str> {
    let mut start = 0;
    let last = (!text.is_empty() && !text.ends_with('\n')).then_some(text.len());
    memchr::memchr_iter(b'\n', text.as_bytes())
        .map(|end| (end, true))
        // The last line, when the text does not end with a line end.
        .chain(last.map(|end| (end, false)))
        .map(move |(end, ended)| {
            // `\n` is ASCII, so `start` and `end` are on character boundaries.
            let line = &text[start..end];
            start = end + 1;
            if ended {
                line.strip_suffix('\r').unwrap_or(line)
            } else {
                line
            }
        })
}
