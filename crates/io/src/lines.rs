//! Texts of one puzzle a line, each line read on its own (the puzzle
//! lines with fields, the killer lines): the lines, their comments and
//! their errors, named by line. A bad line is an error of its own, and
//! the lines after it are still read: a collection of killers with one
//! line in a form we refuse still gives the others.

use std::path::Path;
use std::sync::Arc;

use sheetdoku_core::Geometry;
use sheetdoku_core::Grid;
use sheetdoku_core::{Error, InputError, Location, Result};
use sheetdoku_core::{Puzzle, Source};

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
    for (i, raw) in crate::text::lines(text).enumerate() {
        let line = raw.split('#').next().unwrap_or("").trim();
        if line.is_empty() {
            continue;
        }
        let number = i + 1;
        puzzles.push(
            parse(line)
                .map(|(givens, geometry)| Puzzle {
                    geometry,
                    givens,
                    source: Source {
                        format: None,
                        file: shared.clone(),
                        line: Some(number),
                        ..Source::default()
                    },
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
