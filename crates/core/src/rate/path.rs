//! The whole solving path in words: what `sheetdoku explain` prints and the
//! `Steps` sheet of a solution workbook shows.

use super::{explain, Ending, Rating};
use crate::geometry::Geometry;
use crate::grid::{CellNamer, Grid};
use sheetdoku_i18n::{text, text_with};

/// A puzzle's solving path told for a pupil.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct SolvingPath {
    /// The level, and the rating and hardest technique when the techniques
    /// finish the puzzle: "hard (rating 4.2, XY-Wing)".
    pub summary: String,
    /// A short word on candidates (pencil marks) for a pupil, to read
    /// before the steps.
    pub intro: String,
    /// One sentence per step (per placement for singles), cells named as
    /// on the sheet.
    pub steps: Vec<String>,
    /// How the path ends: "Solved.", stuck, or a contradiction.
    pub end: String,
}

/// The path of `rating` (made by [`rate`](super::rate) for `givens`), cells
/// named by `namer`; [`Error::SizeMismatch`](crate::Error::SizeMismatch)
/// for a grid of another size than the geometry.
///
/// ```
/// use sheetdoku::{CellNamer, Geometry, Grid};
/// use sheetdoku::rate::{rate, solving_path};
/// let g = Geometry::standard(4).unwrap();
/// let puzzle = Grid::parse_line("1..4.4..2..3..1.").unwrap();
/// let rating = rate(&g, &puzzle).unwrap();
/// let path = solving_path(&g, &puzzle, &rating, &CellNamer::default()).unwrap();
/// assert!(path.summary.starts_with("easy (rating "));
/// assert!(path.steps[0].starts_with("Hidden single: "));
/// assert_eq!(path.end, "Solved.");
/// ```
pub fn solving_path(
    geometry: &Geometry,
    givens: &Grid,
    rating: &Rating,
    namer: &CellNamer,
) -> crate::error::Result<SolvingPath> {
    let steps = explain(geometry, givens, &rating.steps, namer)?;
    let level = rating.level.local_name();
    let summary = match (rating.hardest, rating.ending) {
        (Some(t), Ending::Solved) => text_with(
            "path-summary",
            &[
                ("level", &level),
                ("rating", &rating.score.local()),
                ("technique", &t.local_name()),
            ],
        ),
        _ => level,
    };
    let end = text(match rating.ending {
        Ending::Contradiction => "path-contradiction",
        Ending::Stuck => "path-stuck",
        Ending::Solved => "path-solved",
    });
    Ok(SolvingPath {
        summary,
        intro: super::explain::intro(geometry, &rating.steps),
        steps,
        end,
    })
}
