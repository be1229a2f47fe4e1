//! The hardest step of a solving path in words, for an answer key.

use super::{explain, Rating};
use crate::geometry::Geometry;
use crate::grid::{CellNamer, Grid};

/// The explanation of the hardest step of `rating` (the first step with
/// the highest score) on the path from `givens`, cells named by `namer`;
/// `None` when the path has no step. A single that places several digits
/// is told by its first placement. When the techniques do not finish the
/// puzzle, the text says that trial and error follows.
///
/// ```
/// use sheetdoku::{CellNamer, Geometry, Grid};
/// use sheetdoku::rate::{explain_hardest, rate};
/// let g = Geometry::standard(4).unwrap();
/// let puzzle = Grid::parse_line("1..4.4..2..3..1.").unwrap();
/// let rating = rate(&g, &puzzle);
/// let step = explain_hardest(&g, &puzzle, &rating, &CellNamer::default()).unwrap();
/// assert!(step.contains("single"), "{step}");
/// ```
pub fn explain_hardest(
    geometry: &Geometry,
    givens: &Grid,
    rating: &Rating,
    namer: &CellNamer,
) -> Option<String> {
    let steps = &rating.steps;
    let top = steps.iter().map(|s| s.score).max()?;
    let k = steps.iter().position(|s| s.score == top)?;
    let before = explain(geometry, givens, &steps[..k], namer).len();
    let lines = explain(geometry, givens, &steps[..=k], namer);
    let step = lines.into_iter().nth(before)?;
    Some(if rating.solved_by_logic() {
        step
    } else {
        format!("{step} {}", sheetdoku_i18n::text("hardest-then-search"))
    })
}
