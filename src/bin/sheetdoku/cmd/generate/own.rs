//! `sheetdoku generate --from FILE --copies K`: the teacher's own puzzles
//! to copy for a class.

use anyhow::{bail, Result};
use sheetdoku::rate::rate;
use sheetdoku::read::{read_puzzles, ReadOptions};
use sheetdoku::Deadline;

use super::{Args, Made};
use crate::cmd::soundness::{named, refusal, soundness, Soundness};

/// The teacher's own puzzles of `file` to copy, each checked to have one
/// solution (within `deadline`) and rated. Puzzles without exactly one
/// solution are refused before anything is written, each named with what
/// to change.
pub(super) fn own_puzzles(
    args: &Args,
    file: &std::path::Path,
    deadline: &Deadline,
) -> Result<Vec<Made>> {
    let opts = ReadOptions::default().with_puzzle(args.puzzle.clone());
    let puzzles = read_puzzles(file, &opts)?;
    let count = puzzles.len();
    let mut made = Vec::with_capacity(count);
    let mut unsound = Vec::new();
    for (i, p) in puzzles.into_iter().enumerate() {
        let sound = soundness(&p, deadline)?;
        let solution = match (sound.words(&p), sound) {
            (None, Soundness::Unique(grid)) => grid,
            (words, _) => {
                let words = words.unwrap_or_default();
                unsound.push(format!("{}: {words}", named(&p, i, count)));
                continue;
            }
        };
        let rating = rate(&p.geometry, &p.givens)?;
        made.push(Made {
            geometry: p.geometry,
            givens: p.givens,
            solution,
            rating,
        });
    }
    if !unsound.is_empty() {
        let what = match &args.output {
            Some(out) => format!("no copies are made and {} is not written", out.display()),
            None => "no copies are made".to_string(),
        };
        bail!(
            "{}",
            refusal(
                &what,
                &unsound,
                "Copies of such a puzzle could not be marked: correct the file first (to print \
                 it as it is, with the page saying so, use sheetdoku worksheet --allow-broken)."
            )
        );
    }
    Ok(made)
}
