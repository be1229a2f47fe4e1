//! Killer cages in text, in the forms killer collections are kept in, one
//! file per form:
//!
//! - the "snarfable" line (`snarf.rs`): one character per cell, row by row
//!   (81 for a 9x9, `n²` for a 4x4 to 9x9), sums and arrows;
//! - SudoCue's form (`sudocue.rs`): `3x3::k:` (`3x3:d:k:` with both
//!   diagonals), then 81 numbers each ended by `:`;
//! - the `cages=` field of a puzzle line (`field.rs`, read by
//!   [`crate::puzzle_line`]).
//!
//! The first two hold no givens, and may join a cage's cells by a corner
//! only (a cage `Joined::ByCorners`). Cages are checked where every
//! geometry is built ([`GeometrySpec`](sheetdoku_core::GeometrySpec)): a bad cage is refused by
//! its line and its head cell, and a bad line does not stop the others
//! ([`crate::text::lines::puzzles_by_line`]).

mod field;
mod snarf;
mod sudocue;

use std::path::Path;

use crate::read_options::ReadOptions;
use sheetdoku_core::Grid;
use sheetdoku_core::Puzzle;
use sheetdoku_core::Result;
use sheetdoku_core::{
    Cage, CellNamer, Constraint, Diagonals, Geometry, GeometryError, GeometrySpec, SpecError,
    SpecPart, Variant,
};

pub(crate) use field::{cages_field, parse_cages_field};

/// Whether `text` holds killer lines (snarfable or SudoCue): its first line
/// that is not blank or a comment is one.
pub(crate) fn is_killer_text(text: &str) -> bool {
    text.lines()
        .map(|l| l.split('#').next().unwrap_or("").trim())
        .find(|l| !l.is_empty())
        .is_some_and(is_killer_line)
}

/// A snarfable line is one cell per character, sums and arrows, with an
/// arrow that is not '.' (an empty cell of a plain puzzle line). Where its
/// only such arrow is ',', which also separates a list of numbers
/// ("5,0,13,..."), it must also have a killer's length (16 to 81 cells).
fn is_killer_line(line: &str) -> bool {
    let all_cells = line
        .chars()
        .all(|c| snarf::sum_of(c).is_some() || snarf::arrow(c).is_some());
    let strong_arrow = line.chars().any(|c| "<>^v`'".contains(c));
    let weak_arrow = line.contains(',');
    let killer_length = [16, 36, 49, 64, 81].contains(&line.chars().count());
    sudocue::HEADERS
        .iter()
        .any(|(head, _)| line.starts_with(head))
        || (all_cells && (strong_arrow || (weak_arrow && killer_length)))
}

/// Every puzzle of a text of killer lines, one per line, each line's own
/// result (a bad line is an error naming it; the others are still read).
pub(crate) fn parse_killer_lines(
    text: &str,
    file: Option<&Path>,
    opts: &ReadOptions,
) -> Vec<Result<Puzzle>> {
    crate::text::lines::puzzles_by_line(text, file, |line| killer_line(line, opts))
}

/// One killer line: no givens, and the geometry with its cages.
fn killer_line(line: &str, opts: &ReadOptions) -> std::result::Result<(Grid, Geometry), String> {
    let header = sudocue::HEADERS
        .iter()
        .find(|(head, _)| line.starts_with(head));
    let (n, diagonals, cages) = if let Some((head, x)) = header {
        let (n, cages) = sudocue::cages(&line[head.len()..])?;
        (n, *x, cages)
    } else if is_killer_line(line) {
        let (n, cages) = snarf::cages(line)?;
        (n, Diagonals::None, cages)
    } else {
        return Err(
            "not a killer line: a line of sums and arrows (the snarfable form) or \
             SudoCue's 3x3::k: form"
                .to_string(),
        );
    };
    let mut variant = opts.variant.unwrap_or(Variant::STANDARD);
    if diagonals == Diagonals::Both {
        variant.diagonals = Diagonals::Both;
    }
    let geometry = geometry_with_cages(GeometrySpec::new(n, variant), cages)?;
    Ok((Grid::empty(n), geometry))
}

/// The geometry of `spec` with `cages` added, or the message of the first
/// refusal (a bad cage named by its head: "cage at B3: 3 cells cannot sum
/// to 2 (from 6 to 24)").
pub(crate) fn geometry_with_cages(
    spec: GeometrySpec,
    cages: Vec<Cage>,
) -> std::result::Result<Geometry, String> {
    let n = spec.size;
    let mut spec = spec;
    spec.constraints
        .extend(cages.into_iter().map(Constraint::Cage));
    spec.build()
        .map_err(|e: SpecError| match (e.part, &e.error) {
            (SpecPart::Constraint(_), GeometryError::Constraint { error, .. }) => {
                error.describe(n, &CellNamer::default())
            }
            _ => e.to_string(),
        })
}

/// The size of a grid of `cells` cells, 4x4 to 9x9 (the sums of a larger
/// grid have no character).
fn square_size(cells: usize, what: &str) -> std::result::Result<usize, String> {
    (4..=9).find(|n| n * n == cells).ok_or_else(|| {
        format!(
            "{what} has {cells} cells; a killer line has 16, 36, 49, 64 or 81 (a 4x4 to \
                 9x9 grid)"
        )
    })
}

#[cfg(test)]
mod published_tests;
#[cfg(test)]
mod tests;
