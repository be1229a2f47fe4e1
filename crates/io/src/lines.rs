//! Texts of one puzzle a line, each line read on its own (the puzzle
//! lines with fields, the killer lines): the lines, their comments and
//! their errors, named by line.

use std::path::Path;
use std::sync::Arc;

use sheetdoku_core::Geometry;
use sheetdoku_core::Grid;
use sheetdoku_core::{Error, InputError, Location, Result};
use sheetdoku_core::{Puzzle, Source};

/// Every puzzle of a text of one puzzle a line, each line (without its
/// comment; blank lines skipped) read by `parse`; a line `parse` refuses is
/// an error naming it.
pub(crate) fn puzzles_by_line(
    text: &str,
    file: Option<&Path>,
    parse: impl Fn(&str) -> Result<(Grid, Geometry), String>,
) -> Result<Vec<Puzzle>> {
    let mut puzzles = Vec::new();
    // One path shared by the file's puzzles.
    let shared: Option<Arc<Path>> = file.map(Arc::from);
    for (i, raw) in crate::text::lines(text).enumerate() {
        let line = raw.split('#').next().unwrap_or("").trim();
        if line.is_empty() {
            continue;
        }
        let number = i + 1;
        let (givens, geometry) = parse(line).map_err(|why| {
            let mut loc = file.map(Location::file).unwrap_or_default();
            loc.line = Some(number);
            Error::input(loc, InputError::BadLine(why))
        })?;
        puzzles.push(Puzzle {
            geometry,
            givens,
            source: Source {
                file: shared.clone(),
                line: Some(number),
                ..Source::default()
            },
        });
    }
    Ok(puzzles)
}
