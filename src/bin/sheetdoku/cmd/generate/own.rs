//! `sheetdoku generate --from FILE --copies K`: the teacher's own puzzles
//! to copy for a class.

use anyhow::{bail, Result};
use sheetdoku::rate::rate;
use sheetdoku::read::{read_puzzles, ReadOptions};
use sheetdoku::solve::{solutions_up_to_two, Solutions};

use super::{Args, Made};

/// The teacher's own puzzles of `file` to copy, each checked to have one
/// solution and rated.
pub(super) fn own_puzzles(args: &Args, file: &std::path::Path) -> Result<Vec<Made>> {
    let opts = ReadOptions {
        puzzle: args.puzzle.clone(),
        ..ReadOptions::default()
    };
    let puzzles = read_puzzles(file, &opts)?;
    let mut made = Vec::with_capacity(puzzles.len());
    for p in puzzles {
        let solution = match solutions_up_to_two(&p.geometry, &p.givens) {
            Solutions::Unique(grid) => grid,
            Solutions::None => bail!(
                "{}: the puzzle has no solution, so it cannot be copied for a class",
                p.source.label()
            ),
            Solutions::Multiple(..) => bail!(
                "{}: the puzzle has more than one solution, so its copies could not be marked; \
                 add givens first (sheetdoku solve --unique shows two solutions)",
                p.source.label()
            ),
        };
        let rating = rate(&p.geometry, &p.givens);
        made.push(Made {
            geometry: p.geometry,
            givens: p.givens,
            solution,
            rating,
        });
    }
    Ok(made)
}
