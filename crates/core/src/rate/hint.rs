//! The next step as a hint tells it: one thing a pupil can do next. The
//! rater's step applies every pattern of its technique at once (a killer's
//! first step may hold twenty cage combinations removing digits from forty
//! cells); a hint points at the first of them alone, and at one digit of a
//! step of singles.

use super::candidates::{digits, Board, Tables};
use super::explain::{explain, headed};
use super::{next_step, Step, Technique};
use crate::error::Result;
use crate::geometry::Geometry;
use crate::grid::{CellNamer, Grid};

/// The next step from `position` narrowed to one pattern (one placement
/// for singles), with the sentence that explains it as
/// [`explain`] words it ("Cage combination (rating 2.4): the cage of 16 at
/// I4 (2 cells) can only hold 7,9, so remove 1,2,3,4,5,6,8 from I4, I5.");
/// `None` when the grid is full, broken or nothing applies;
/// [`Error::SizeMismatch`](crate::Error::SizeMismatch) for a grid of
/// another size than the geometry.
///
/// ```
/// use sheetdoku::{CellNamer, Geometry, Grid};
/// use sheetdoku::rate::next_pattern;
/// let g = Geometry::standard(4).unwrap();
/// let puzzle = Grid::parse_line("1..4.4..2..3..1.").unwrap();
/// let (step, sentence) = next_pattern(&g, &puzzle, &CellNamer::default()).unwrap().unwrap();
/// assert_eq!((step.instances, step.placed.len()), (1, 1));
/// assert!(sentence.starts_with("Hidden single: "));
/// ```
pub fn next_pattern(
    geometry: &Geometry,
    position: &Grid,
    namer: &CellNamer,
) -> Result<Option<(Step, String)>> {
    let Some(step) = next_step(geometry, position)? else {
        return Ok(None);
    };
    let single = matches!(
        step.technique,
        Technique::HiddenSingleInBlock | Technique::HiddenSingleInLine | Technique::NakedSingle
    );
    if single {
        let one = Step {
            instances: 1,
            placed: step.placed.iter().take(1).copied().collect(),
            removed: Vec::new(),
            ..step
        };
        let sentence = explain(geometry, position, std::slice::from_ref(&one), namer)?
            .into_iter()
            .next()
            .unwrap_or_default();
        return Ok(Some((one, sentence)));
    }
    Ok(Some(first_pattern(geometry, position, step, namer)?))
}

/// `step` (not a single) narrowed to the first pattern its technique finds
/// on `position` that changes anything, with that pattern's sentence; the
/// whole step and its sentence when the technique names no pattern.
fn first_pattern(
    geometry: &Geometry,
    position: &Grid,
    step: Step,
    namer: &CellNamer,
) -> Result<(Step, String)> {
    let mut t = Tables::new(geometry);
    t.trace = true;
    let found = Board::from_givens(&t, position)
        .map(|board| super::choose::find(step.technique, &t, &board));
    let note = found.as_ref().and_then(|found| {
        found
            .notes
            .iter()
            .find(|note| !note.removes.is_empty() || !note.places.is_empty())
    });
    let Some(note) = note else {
        let sentence = explain(geometry, position, std::slice::from_ref(&step), namer)?
            .into_iter()
            .next()
            .unwrap_or_default();
        return Ok((step, sentence));
    };
    let one = Step {
        instances: 1,
        placed: note.places.clone(),
        removed: note
            .removes
            .iter()
            .flat_map(|&(cell, mask)| digits(mask).map(move |d| (cell, d)))
            .collect(),
        ..step
    };
    let sentence = headed(one.technique, &one, 1, &note.render(geometry, namer));
    Ok((one, sentence))
}
