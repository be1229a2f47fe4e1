//! The hardest step of a solving path in words, for an answer key.

use super::{explain, Rating};
use crate::geometry::Geometry;
use crate::grid::{CellNamer, Grid};

/// The explanation of the hardest step of `rating` (the first step with
/// the highest score) on the path from `givens`, cells named by `namer`;
/// `None` when the path has no step. A single that places several digits
/// is told by its first placement. When the techniques do not finish the
/// puzzle, the text says that trial and error follows.
/// [`Error::SizeMismatch`](crate::Error::SizeMismatch) for a grid of
/// another size than the geometry.
///
/// ```
/// use sheetdoku::{CellNamer, Geometry, Grid};
/// use sheetdoku::rate::{explain_hardest, rate};
/// let g = Geometry::standard(4).unwrap();
/// let puzzle = Grid::parse_line("1..4.4..2..3..1.").unwrap();
/// let rating = rate(&g, &puzzle).unwrap();
/// let step = explain_hardest(&g, &puzzle, &rating, &CellNamer::default()).unwrap().unwrap();
/// assert!(step.contains("single"), "{step}");
/// ```
pub fn explain_hardest(
    geometry: &Geometry,
    givens: &Grid,
    rating: &Rating,
    namer: &CellNamer,
) -> crate::error::Result<Option<String>> {
    crate::error::Error::check_size(geometry.size(), givens.size())?;
    let steps = &rating.steps;
    let Some(top) = steps.iter().map(|s| s.score).max() else {
        return Ok(None);
    };
    let k = steps.iter().position(|s| s.score == top).unwrap_or(0);
    let before = explain(geometry, givens, &steps[..k], namer)?.len();
    let lines = explain(geometry, givens, &steps[..=k], namer)?;
    Ok(lines.into_iter().nth(before).map(|step| {
        if rating.solved_by_logic() {
            step
        } else {
            format!("{step} {}", sheetdoku_i18n::text("hardest-then-search"))
        }
    }))
}
