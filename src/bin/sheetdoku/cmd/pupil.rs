//! What the pupil typed: for a workbook we wrote (a solution workbook's
//! `Play` sheet, a worksheet's `P` sheets and printed grids), the grid of
//! each puzzle that a pupil filled in, as `check`, `hint`, `explain` and
//! `solve` read it. Where a pupil typed one puzzle in two places, the grid
//! with more typed digits counts.

use std::path::Path;

use anyhow::{bail, Result};
use sheetdoku::check::{by_puzzle, Mark, PupilWork, ReturnedGrid, Verdict};
use sheetdoku::read::{read_puzzles, read_returned, ReadOptions};
use sheetdoku::{Puzzle, Source};

use crate::cmd::bad_lines::BadLines;

/// The returned grids of `file` that `opts` selects (every grid of the
/// puzzle named or numbered), when it is a workbook we wrote; `None` to
/// read it as puzzles (not ours, or a selection of another sheet or a
/// range).
pub fn returned(file: &Path, opts: &ReadOptions) -> Result<Option<Vec<ReturnedGrid>>> {
    let Some(grids) = read_returned(file)? else {
        return Ok(None);
    };
    let Some(wanted) = opts.puzzle.as_deref().map(str::trim) else {
        return Ok(Some(grids));
    };
    // `'P2'!` (as the Calc extension passes the sheet on screen) names the
    // sheet and nothing else: never a number.
    let sheet_only = wanted.strip_suffix('!').map(|name| {
        name.trim()
            .strip_prefix('\'')
            .and_then(|n| n.strip_suffix('\''))
            .map_or(name.trim().to_string(), |n| n.replace("''", "'"))
    });
    let by_name = sheet_only.as_deref().unwrap_or(wanted);
    let number = grids
        .iter()
        .find(|g| g.sheet.eq_ignore_ascii_case(by_name))
        .map(|g| g.puzzle)
        .or_else(|| {
            sheet_only
                .is_none()
                .then(|| wanted.parse::<usize>().ok())
                .flatten()
        });
    let Some(k) = number else {
        return Ok(None);
    };
    let chosen: Vec<ReturnedGrid> = grids.iter().filter(|g| g.puzzle == k).cloned().collect();
    if chosen.is_empty() {
        let mut names: Vec<&str> = grids.iter().map(|g| g.sheet.as_str()).collect();
        names.dedup();
        let puzzles = grids.iter().map(|g| g.puzzle).max().unwrap_or(0);
        bail!(
            "{}: no puzzle {k}: the workbook holds {puzzles} (the pupil's grids are {})",
            file.display(),
            names.join(", ")
        );
    }
    Ok(Some(chosen))
}

/// A puzzle to work on: the file's puzzle, or the position a pupil left.
pub struct Position {
    /// The puzzle as it stands: for a pupil's grid, the givens and every
    /// typed digit as givens, cells named as the sheet labels them.
    pub puzzle: Puzzle,
    /// The pupil's work, when the file is a workbook we wrote.
    pub work: Option<PupilWork>,
}

impl Position {
    /// "read sheet P2 (what the pupil typed: 12 digits)" for a pupil's
    /// grid, in the pages' language.
    pub fn read_from(&self) -> Option<String> {
        let work = self.work.as_ref()?;
        let mut text = words(
            "pupil-read-sheet",
            &[
                ("sheet", &work.counted.sheet),
                ("count", &work.counted.typed().to_string()),
            ],
        );
        if let Some(which) = work.which_counted() {
            text.push_str(&format!("; {which}"));
        }
        Some(text)
    }

    /// The marking of the pupil's grid, when it has an answer key.
    pub fn mark(&self) -> Option<Mark> {
        let work = self.work.as_ref()?;
        Some(work.counted.mark()).filter(|_| work.counted.solution.is_some())
    }

    /// "the digits at C7 and D2 are wrong (the answer key has others)", in
    /// the pages' language:
    /// every wrong digit of the pupil's grid, named as the sheet labels it;
    /// `None` when none is wrong or there is no key.
    pub fn wrong_digits(&self) -> Option<String> {
        let m = self.mark()?;
        if m.wrong.is_empty() || m.verdict == Verdict::OtherSolution {
            return None;
        }
        let grid = &self.work.as_ref()?.counted;
        let n = grid.geometry.size();
        let names: Vec<String> = m.wrong.iter().map(|&c| grid.namer.cell(n, c)).collect();
        Some(match names.as_slice() {
            [] => return None,
            [one] => words("pupil-wrong-digit", &[("cell", one)]),
            [rest @ .., last] => words(
                "pupil-wrong-digits",
                &[(
                    "cells",
                    &words("units-and", &[("list", &rest.join(", ")), ("last", last)]),
                )],
            ),
        })
    }

    /// How many of the pupil's digits differ from the answer key.
    pub fn wrong_count(&self) -> usize {
        self.mark().map_or(0, |m| m.wrong.len())
    }
}

/// The catalogue's message `id` in the pages' language (`--lang`).
pub fn words(id: &str, args: &[(&str, &str)]) -> String {
    sheetdoku::language().text_with(id, args)
}

/// Every position of `file`: for a workbook we wrote, the grid of each
/// puzzle the pupil filled in (as [`returned`] selects them); otherwise the
/// file's puzzles.
pub fn positions(file: &Path, opts: &ReadOptions) -> Result<Vec<Position>> {
    let Some(grids) = returned(file, opts)? else {
        return Ok(read_puzzles(file, opts)?
            .into_iter()
            .map(|puzzle| Position { puzzle, work: None })
            .collect());
    };
    returned_positions(file, grids)
}

/// Every position of `file` as [`positions`] gives them, but a bad line of
/// a text of one puzzle a line is printed and left out, the others kept
/// ([`crate::cmd::bad_lines`]).
pub fn positions_each(file: &Path, opts: &ReadOptions) -> Result<(Vec<Position>, BadLines)> {
    let Some(grids) = returned(file, opts)? else {
        let (puzzles, bad_lines) = crate::cmd::bad_lines::read_each(file, opts)?;
        let positions = puzzles
            .into_iter()
            .map(|puzzle| Position { puzzle, work: None })
            .collect();
        return Ok((positions, bad_lines));
    };
    Ok((returned_positions(file, grids)?, BadLines::none(file)))
}

/// The position of each puzzle a pupil filled in.
fn returned_positions(file: &Path, grids: Vec<ReturnedGrid>) -> Result<Vec<Position>> {
    by_puzzle(grids)
        .into_iter()
        .map(|work| {
            let g = &work.counted;
            let source = Source::default()
                .with_file(Some(file.into()))
                .with_sheet(Some(g.sheet.clone()))
                .with_namer(g.namer);
            let puzzle = Puzzle::new(g.geometry.clone(), g.grid.clone())?.with_source(source);
            Ok(Position {
                puzzle,
                work: Some(work),
            })
        })
        .collect()
}
