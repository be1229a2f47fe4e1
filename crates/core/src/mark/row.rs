//! A class's marks: one row per pupil and puzzle. Where a pupil typed the
//! same puzzle in two places (its `P` sheet and its grid on the printed
//! page), the grid with more typed digits is counted and the row says so.

use super::{describe_mark, Mark, ReturnedGrid};
use sheetdoku_i18n::text_with;

/// A pupil's work on one puzzle: the grid that is marked, and the other
/// places where the pupil typed digits of the same puzzle (not counted).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PupilWork {
    /// The grid that is marked.
    pub counted: ReturnedGrid,
    /// Other grids of the same puzzle holding typed digits: where, and how
    /// many digits.
    pub also: Vec<(String, usize)>,
}

impl PupilWork {
    /// "counted: Worksheet (puzzle 1); P1 also holds 3 typed digits, not
    /// counted", or `None` when the pupil typed in one place only; in the
    /// pages' language.
    pub fn which_counted(&self) -> Option<String> {
        if self.also.is_empty() {
            return None;
        }
        let others: Vec<String> = self
            .also
            .iter()
            .map(|(sheet, k)| {
                text_with(
                    "report-also-holds",
                    &[("sheet", sheet), ("count", &k.to_string())],
                )
            })
            .collect();
        Some(text_with(
            "report-counted",
            &[
                ("sheet", &self.counted.sheet),
                ("others", &others.join(", ")),
            ],
        ))
    }
}

/// The grids of one file grouped by puzzle, in the order of the puzzles'
/// first grids: per puzzle the grid with the most typed digits is counted
/// (the first of equals, so an untouched puzzle is marked on its first
/// grid, its `P` sheet).
pub fn by_puzzle(grids: Vec<ReturnedGrid>) -> Vec<PupilWork> {
    let mut order: Vec<usize> = Vec::new();
    for g in &grids {
        if !order.contains(&g.puzzle) {
            order.push(g.puzzle);
        }
    }
    order
        .into_iter()
        .map(|k| {
            let mut same: Vec<ReturnedGrid> =
                grids.iter().filter(|g| g.puzzle == k).cloned().collect();
            let best = (0..same.len())
                .rev()
                .max_by_key(|&i| same[i].typed())
                .unwrap_or(0);
            let counted = same.remove(best);
            let also = same
                .iter()
                .map(|g| (g.sheet.clone(), g.typed()))
                .filter(|&(_, k)| k > 0)
                .collect();
            PupilWork { counted, also }
        })
        .collect()
}

/// One row of a class's marks: a pupil's file and puzzle, and its marking
/// or the reason it could not be marked.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct MarkRow {
    /// The file as given on the command line.
    pub file: String,
    /// The puzzle's number in its workbook (`None` when the file was not
    /// read).
    pub puzzle: Option<usize>,
    /// Where the counted grid lies (`Play`, `P2`, `Worksheet (puzzle 2)`),
    /// empty when the file was not read.
    pub sheet: String,
    /// The marking, or why the file could not be marked.
    pub result: Result<Mark, String>,
    /// The clashes and wrong digits in words, cells named as the sheet
    /// prints them, and which grid is counted when the pupil typed the
    /// puzzle in two places (empty when there is nothing to say).
    pub details: String,
}

impl MarkRow {
    /// The row of a pupil's work on one puzzle, marked.
    pub fn marked(file: &str, work: &PupilWork) -> Self {
        let grid = &work.counted;
        let mark = grid.mark();
        let mut details = describe_mark(grid, &mark);
        details.extend(work.which_counted());
        MarkRow {
            file: file.to_string(),
            puzzle: Some(grid.puzzle),
            sheet: grid.sheet.clone(),
            result: Ok(mark),
            details: details.join("; "),
        }
    }

    /// The row of a file that could not be marked, and why.
    pub fn unmarked(file: &str, reason: String) -> Self {
        MarkRow {
            file: file.to_string(),
            puzzle: None,
            sheet: String::new(),
            result: Err(reason),
            details: String::new(),
        }
    }

    /// The verdict's words, or "not marked".
    pub fn verdict_words(&self) -> &'static str {
        match &self.result {
            Ok(m) => m.verdict.words(),
            Err(_) => "not marked",
        }
    }

    /// "12 of 57" typed of the cells to fill, or "-" when not marked.
    pub fn filled_words(&self) -> String {
        match &self.result {
            Ok(m) => format!("{} of {}", m.typed, m.to_fill),
            Err(_) => "-".to_string(),
        }
    }
}
