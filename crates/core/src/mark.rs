//! Marking a pupil's grid: what is filled, what clashes, which digits differ
//! from the stored solution, and the verdict.

use std::fmt;

use crate::check::{check, Conflict};
use crate::geometry::Geometry;
use crate::grid::{CellNamer, Grid};

/// A grid as a pupil returned it, read from a workbook we wrote (the
/// solution workbook's `Play` sheet, a worksheet's `P` sheets).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ReturnedGrid {
    /// The sheet the pupil filled in.
    pub sheet: String,
    /// The puzzle's units.
    pub geometry: Geometry,
    /// What the sheet holds now: givens and the pupil's digits.
    pub grid: Grid,
    /// The puzzle's givens, when the workbook keeps them apart.
    pub givens: Option<Grid>,
    /// The solution stored in the workbook, if any.
    pub solution: Option<Grid>,
    /// How the sheet names the cells (its printed row and column labels).
    pub namer: CellNamer,
}

/// How far a pupil got.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Verdict {
    /// Every cell filled, no rule broken, the givens kept.
    Solved,
    /// Some cells empty; nothing clashes and no digit is known to be wrong.
    KeepGoing,
    /// No clash, but some digit differs from the stored solution.
    WrongDigits,
    /// Some digit appears twice in a unit.
    Clash,
}

impl Verdict {
    /// The verdict in words, as the sheets' status cells say it.
    pub fn words(self) -> &'static str {
        match self {
            Verdict::Solved => "solved",
            Verdict::KeepGoing => "keep going",
            Verdict::WrongDigits => "wrong digits",
            Verdict::Clash => "clash",
        }
    }

    /// Whether the pupil's work needs a correction (a clash or a wrong digit).
    pub fn needs_correction(self) -> bool {
        matches!(self, Verdict::WrongDigits | Verdict::Clash)
    }
}

impl fmt::Display for Verdict {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.words())
    }
}

/// The marking of one grid.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Mark {
    /// Filled cells (givens included).
    pub filled: usize,
    /// All cells of the grid.
    pub cells: usize,
    /// Every repeated digit, unit by unit.
    pub conflicts: Vec<Conflict>,
    /// Filled cells whose digit differs from the stored solution or from a
    /// given, in increasing order.
    pub wrong: Vec<usize>,
    /// The verdict.
    pub verdict: Verdict,
}

/// Marks `grid`: clashes in every unit of `geometry`, digits that differ
/// from `solution` or change a given, and the verdict.
///
/// ```
/// use sheetdoku::{mark, Geometry, Grid, Verdict};
/// let g = Geometry::standard(4).unwrap();
/// let solution = Grid::parse_line("1234341221434321").unwrap();
/// let pupil = Grid::parse_line("12..34..........").unwrap();
/// let m = mark(&g, &pupil, None, Some(&solution));
/// assert_eq!((m.filled, m.verdict), (4, Verdict::KeepGoing));
/// let wrong = Grid::parse_line("12..43..........").unwrap();
/// assert_eq!(mark(&g, &wrong, None, Some(&solution)).verdict, Verdict::WrongDigits);
/// ```
pub fn mark(
    geometry: &Geometry,
    grid: &Grid,
    givens: Option<&Grid>,
    solution: Option<&Grid>,
) -> Mark {
    let report = check(geometry, grid);
    let n = geometry.size();
    let wrong: Vec<usize> = (0..n * n)
        .filter(|&c| {
            let d = grid.get(c);
            let changed_given = givens.is_some_and(|g| g.get(c) != 0 && g.get(c) != d);
            let off_solution = d != 0 && solution.is_some_and(|s| s.get(c) != 0 && s.get(c) != d);
            changed_given || off_solution
        })
        .collect();
    let keeps_puzzle = match givens {
        Some(g) => grid.keeps(g),
        None => wrong.is_empty(),
    };
    let verdict = if !report.conflicts.is_empty() {
        Verdict::Clash
    } else if report.is_complete() && keeps_puzzle {
        // A complete valid grid keeping the givens solves the puzzle, even
        // where it differs from a stored solution of a puzzle with several.
        Verdict::Solved
    } else if !wrong.is_empty() {
        Verdict::WrongDigits
    } else {
        Verdict::KeepGoing
    };
    Mark {
        filled: n * n - report.empty,
        cells: n * n,
        conflicts: report.conflicts,
        wrong,
        verdict,
    }
}

/// One row of a class's marks: a pupil's file and puzzle, and its marking
/// or the reason it could not be marked.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MarkRow {
    /// The file as given on the command line.
    pub file: String,
    /// The puzzle's sheet (`Play`, `P2`), empty when the file was not read.
    pub puzzle: String,
    /// The marking, or why the file could not be marked.
    pub result: Result<Mark, String>,
    /// The clashes and wrong digits in words, cells named as the sheet
    /// prints them (empty when there are none).
    pub details: String,
}

impl MarkRow {
    /// The row of a grid marked as `mark`, its details in words.
    pub fn marked(file: &str, grid: &ReturnedGrid, mark: Mark) -> Self {
        let details = describe_mark(grid, &mark).join("; ");
        MarkRow {
            file: file.to_string(),
            puzzle: grid.sheet.clone(),
            result: Ok(mark),
            details,
        }
    }

    /// The row of a file that could not be marked, and why.
    pub fn unmarked(file: &str, reason: String) -> Self {
        MarkRow {
            file: file.to_string(),
            puzzle: String::new(),
            result: Err(reason),
            details: String::new(),
        }
    }
}

/// The clashes ("F2 and F5 both hold 3 in column F") and the wrong digits
/// ("wrong digits: G7, A9") of a marked grid, cells named as its sheet
/// prints them.
pub fn describe_mark(grid: &ReturnedGrid, mark: &Mark) -> Vec<String> {
    let n = grid.geometry.size();
    let mut lines: Vec<String> = mark
        .conflicts
        .iter()
        .map(|c| format!("clash: {}", c.describe(&grid.geometry, &grid.namer)))
        .collect();
    if !mark.wrong.is_empty() {
        let what = if mark.wrong.len() == 1 {
            "wrong digit"
        } else {
            "wrong digits"
        };
        lines.push(format!("{what}: {}", grid.namer.cells(n, &mark.wrong)));
    }
    lines
}

impl MarkRow {
    /// The verdict's words, or "not marked".
    pub fn verdict_words(&self) -> &'static str {
        match &self.result {
            Ok(m) => m.verdict.words(),
            Err(_) => "not marked",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const SOLUTION: &str = "1234341221434321";

    fn g4() -> Geometry {
        Geometry::standard(4).unwrap()
    }

    fn grid(s: &str) -> Grid {
        Grid::parse_line(s).unwrap()
    }

    #[test]
    fn solved_keep_going_clash_and_wrong_digits() {
        let s = grid(SOLUTION);
        let givens = grid("1.......2.......");
        let m = mark(&g4(), &s, Some(&givens), Some(&s));
        assert_eq!((m.filled, m.cells, m.verdict), (16, 16, Verdict::Solved));
        let m = mark(&g4(), &givens, Some(&givens), Some(&s));
        assert_eq!((m.filled, m.verdict), (2, Verdict::KeepGoing));
        let clash = grid("1..1....2.......");
        let m = mark(&g4(), &clash, Some(&givens), Some(&s));
        assert_eq!(m.verdict, Verdict::Clash);
        assert_eq!(m.conflicts.len(), 1);
        assert_eq!(m.wrong, vec![3]);
        let off = grid("12.4....2.......");
        let m = mark(&g4(), &off, Some(&givens), Some(&s));
        assert_eq!((m.verdict, m.wrong.clone()), (Verdict::KeepGoing, vec![]));
        let off = grid("13......2.......");
        let m = mark(&g4(), &off, Some(&givens), Some(&s));
        assert_eq!(
            (m.verdict, m.wrong.clone()),
            (Verdict::WrongDigits, vec![1])
        );
    }

    #[test]
    fn a_changed_given_is_wrong_even_in_a_valid_complete_grid() {
        let s = grid(SOLUTION);
        // Another solution of the empty 4x4 (rows 1 and 2 swapped).
        let other = grid("3412123421434321");
        let givens = grid("1...............");
        let m = mark(&g4(), &other, Some(&givens), None);
        assert_eq!(
            (m.verdict, m.wrong.clone()),
            (Verdict::WrongDigits, vec![0])
        );
        // Without givens, the stored solution decides.
        let m = mark(&g4(), &other, None, Some(&s));
        assert_eq!(m.verdict, Verdict::WrongDigits);
        // Without either, a valid complete grid is solved.
        assert_eq!(mark(&g4(), &other, None, None).verdict, Verdict::Solved);
    }
}
