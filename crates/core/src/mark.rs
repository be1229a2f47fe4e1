//! Marking a pupil's grid against its answer: what the pupil typed, what
//! clashes, which digits differ from the stored solution, and the verdict.
//! A class's marks, one row per pupil and puzzle, are in [`row`].

mod row;

use std::fmt;

use crate::check::{check, Conflict};
use crate::error::{Error, Result};
use crate::geometry::Geometry;
use crate::grid::{CellNamer, Grid};
use sheetdoku_i18n::text_with;

pub use row::{
    by_puzzle, by_puzzle_found, pupils_version, version_letter, FileVersion, Found, MarkRow,
    PupilWork, PuzzleWork, RowResult,
};

/// A cell of a pupil's grid that holds something other than a digit of the
/// grid (a word, "12" in a 9x9): marked as typed and wrong, and named where
/// the pupil's file has it.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct BadCell {
    /// The cell in the grid, row by row from 0.
    pub cell: usize,
    /// Where the pupil's file holds it: the sheet and its cell (`P3!B4`).
    pub at: String,
    /// What the cell holds, as the message quotes it (`'seven'`, `12`).
    pub found: String,
}

impl BadCell {
    /// Cell `cell` of the grid, at `at` in the pupil's file, holding
    /// `found`.
    pub fn new(cell: usize, at: String, found: String) -> Self {
        BadCell { cell, at, found }
    }
}

/// A grid as a pupil returned it, read from a workbook we wrote (the
/// solution workbook's `Play` sheet, a worksheet's `P` sheets and printed
/// grids): made by the readers, or by [`new`](Self::new) with one `with_*`
/// method per further field.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct ReturnedGrid {
    /// The puzzle's number in its workbook, from 1 (1 for a solution
    /// workbook's `Play` sheet).
    pub puzzle: usize,
    /// Where the pupil typed, as the marks name it: `Play`, `P2`,
    /// `Worksheet (puzzle 2)`.
    pub sheet: String,
    /// The workbook's sheet the grid was read from, by its name alone
    /// (`Worksheet` where [`sheet`](Self::sheet) says `Worksheet (puzzle
    /// 2)`; the sheet where a moved grid was found); empty for a grid that
    /// is on no sheet (a text file).
    pub sheet_name: String,
    /// The puzzle's units.
    pub geometry: Geometry,
    /// What the sheet holds now: givens and the pupil's digits.
    pub grid: Grid,
    /// The puzzle's givens, when the workbook keeps them apart.
    pub givens: Option<Grid>,
    /// The solution stored in the workbook (the answer key), if any.
    pub solution: Option<Grid>,
    /// How the sheet names the cells (its printed row and column labels).
    pub namer: CellNamer,
    /// Cells holding no digit of the grid (empty in `grid`), each counted
    /// as typed and wrong.
    pub bad: Vec<BadCell>,
    /// Where the grid was found when it is not where its workbook's key
    /// puts it ("sheet Mine at A2"): a sheet renamed, swapped or moved.
    pub found_at: Option<String>,
}

impl ReturnedGrid {
    /// Puzzle `puzzle` of its workbook as the marks name its place
    /// (`sheet`, also its sheet's name until
    /// [`with_sheet_name`](Self::with_sheet_name) says otherwise), holding
    /// `grid` of `geometry`; no givens or key kept apart, cells named from
    /// A1, no bad cells, found where its key puts it.
    pub fn new(puzzle: usize, sheet: String, geometry: Geometry, grid: Grid) -> Self {
        ReturnedGrid {
            puzzle,
            sheet_name: sheet.clone(),
            sheet,
            geometry,
            grid,
            givens: None,
            solution: None,
            namer: CellNamer::default(),
            bad: Vec::new(),
            found_at: None,
        }
    }

    /// Sets [`puzzle`](Self::puzzle).
    #[must_use]
    pub fn with_puzzle(mut self, puzzle: usize) -> Self {
        self.puzzle = puzzle;
        self
    }

    /// Sets [`sheet`](Self::sheet).
    #[must_use]
    pub fn with_sheet(mut self, sheet: String) -> Self {
        self.sheet = sheet;
        self
    }

    /// Sets [`geometry`](Self::geometry).
    #[must_use]
    pub fn with_geometry(mut self, geometry: Geometry) -> Self {
        self.geometry = geometry;
        self
    }

    /// Sets [`grid`](Self::grid).
    #[must_use]
    pub fn with_grid(mut self, grid: Grid) -> Self {
        self.grid = grid;
        self
    }

    /// Sets [`sheet_name`](Self::sheet_name).
    #[must_use]
    pub fn with_sheet_name(mut self, sheet_name: String) -> Self {
        self.sheet_name = sheet_name;
        self
    }

    /// Sets [`givens`](Self::givens).
    #[must_use]
    pub fn with_givens(mut self, givens: Option<Grid>) -> Self {
        self.givens = givens;
        self
    }

    /// Sets [`solution`](Self::solution).
    #[must_use]
    pub fn with_solution(mut self, solution: Option<Grid>) -> Self {
        self.solution = solution;
        self
    }

    /// Sets [`namer`](Self::namer).
    #[must_use]
    pub fn with_namer(mut self, namer: CellNamer) -> Self {
        self.namer = namer;
        self
    }

    /// Sets [`bad`](Self::bad).
    #[must_use]
    pub fn with_bad(mut self, bad: Vec<BadCell>) -> Self {
        self.bad = bad;
        self
    }

    /// Sets [`found_at`](Self::found_at).
    #[must_use]
    pub fn with_found_at(mut self, found_at: Option<String>) -> Self {
        self.found_at = found_at;
        self
    }

    /// The digits the pupil typed: filled cells that are not givens (every
    /// filled cell when the givens are not known), and cells holding
    /// something that is not a digit.
    pub fn typed(&self) -> usize {
        let n = self.grid.size();
        let digits = (0..n * n)
            .filter(|&c| self.grid.get(c) != 0)
            .filter(|&c| self.givens.as_ref().is_none_or(|g| g.get(c) == 0))
            .count();
        digits + self.bad.len()
    }

    /// Marks this grid against its givens and answer key; a cell holding
    /// no digit counts as typed and wrong (the verdict is then "wrong
    /// digits" unless something clashes).
    ///
    /// # Panics
    ///
    /// When the grid, the givens or the answer key is of another size
    /// than the geometry (the readers never make such a grid);
    /// [`ReturnedGrid::try_mark`] returns the error instead.
    pub fn mark(&self) -> Mark {
        self.try_mark().unwrap_or_else(|e| panic!("{e}"))
    }

    /// [`ReturnedGrid::mark`], or [`Error::SizeMismatch`] when the grid,
    /// the givens or the answer key is of another size than the geometry.
    pub fn try_mark(&self) -> Result<Mark> {
        let mut m = mark(
            &self.geometry,
            &self.grid,
            self.givens.as_ref(),
            self.solution.as_ref(),
        )?;
        if !self.bad.is_empty() {
            m.bad = self.bad.iter().map(|b| b.cell).collect();
            m.bad.sort_unstable();
            m.typed += m.bad.len();
            if m.verdict != Verdict::Clash {
                m.verdict = Verdict::WrongDigits;
            }
        }
        Ok(m)
    }
}

/// How far a pupil got, at a glance.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Verdict {
    /// Every cell filled as the answer key has it, no rule broken.
    Solved,
    /// Every cell filled, no rule broken, the givens kept, but the grid is
    /// not the answer key's: the puzzle has several solutions.
    OtherSolution,
    /// Nothing typed yet.
    NotStarted,
    /// Some cells empty; nothing clashes and every digit typed so far is
    /// right (or, without an answer key, breaks no rule).
    KeepGoing,
    /// No clash, but some digit differs from the answer key or changes a
    /// given.
    WrongDigits,
    /// Some digit appears twice in a unit.
    Clash,
}

impl Verdict {
    /// Every verdict, from the best to the worst.
    pub const ALL: [Verdict; 6] = [
        Verdict::Solved,
        Verdict::OtherSolution,
        Verdict::NotStarted,
        Verdict::KeepGoing,
        Verdict::WrongDigits,
        Verdict::Clash,
    ];

    /// The verdict in words, as the marks and the terminal say it.
    pub fn words(self) -> &'static str {
        match self {
            Verdict::Solved => "solved",
            Verdict::OtherSolution => "a valid solution, but not the key's",
            Verdict::NotStarted => "not started",
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

/// What a [`Mark`]'s counts count, by whether the givens are known.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Counting {
    /// The givens are known: the digits typed into the puzzle's empty
    /// cells, of those empty cells.
    EmptyCells,
    /// The givens are not known (a grid with no puzzle beside it): every
    /// filled cell, of every cell.
    EveryCell,
}

/// The marking of one grid.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[non_exhaustive]
pub struct Mark {
    /// Digits the pupil typed (filled cells that are not givens; every
    /// filled cell when the givens are not known).
    pub typed: usize,
    /// Cells to fill: the empty cells of the puzzle (every cell when the
    /// givens are not known).
    pub to_fill: usize,
    /// What `typed` and `to_fill` count.
    pub counting: Counting,
    /// Typed digits that agree with the answer key (`None` without one).
    pub right: Option<usize>,
    /// Every repeated digit, unit by unit.
    pub conflicts: Vec<Conflict>,
    /// Cells whose digit differs from the answer key or changes a given, in
    /// increasing order; for [`Verdict::OtherSolution`], where the pupil's
    /// solution differs from the key's.
    pub wrong: Vec<usize>,
    /// Cells holding something that is not a digit of the grid (a word,
    /// "12" in a 9x9), in increasing order: typed, and wrong.
    pub bad: Vec<usize>,
    /// The verdict.
    pub verdict: Verdict,
}

impl Mark {
    /// "12 of 57 empty cells filled" (or "of 81 cells" without the
    /// givens), in the pages' language.
    pub fn filled_words(&self) -> String {
        let id = match self.counting {
            Counting::EmptyCells => "report-filled-empty",
            Counting::EveryCell => "report-filled",
        };
        text_with(
            id,
            &[
                ("typed", &self.typed.to_string()),
                ("to_fill", &self.to_fill.to_string()),
            ],
        )
    }
}

/// Marks `grid`: clashes in every unit of `geometry`, digits that differ
/// from `solution` (the answer key) or change a given, and the verdict;
/// [`Error::SizeMismatch`] when a grid is of another size than the
/// geometry.
///
/// ```
/// use sheetdoku::{Geometry, Grid};
/// use sheetdoku::check::{mark, Verdict};
/// let g = Geometry::standard(4).unwrap();
/// let solution = Grid::parse_line("1234341221434321").unwrap();
/// let givens = Grid::parse_line("12..............").unwrap();
/// let pupil = Grid::parse_line("12..34..........").unwrap();
/// let m = mark(&g, &pupil, Some(&givens), Some(&solution)).unwrap();
/// assert_eq!((m.typed, m.to_fill, m.verdict), (2, 14, Verdict::KeepGoing));
/// let wrong = Grid::parse_line("12..43..........").unwrap();
/// let m = mark(&g, &wrong, Some(&givens), Some(&solution)).unwrap();
/// assert!(mark(&g, &Grid::empty(9), None, None).is_err());
/// assert_eq!((m.verdict, m.wrong), (Verdict::WrongDigits, vec![4, 5]));
/// ```
pub fn mark(
    geometry: &Geometry,
    grid: &Grid,
    givens: Option<&Grid>,
    solution: Option<&Grid>,
) -> Result<Mark> {
    let n = geometry.size();
    for g in [Some(grid), givens, solution].into_iter().flatten() {
        Error::check_size(n, g.size())?;
    }
    let report = check(geometry, grid);
    let is_given = |c: usize| givens.is_some_and(|g| g.get(c) != 0);
    let wrong: Vec<usize> = (0..n * n)
        .filter(|&c| {
            let d = grid.get(c);
            let changed_given = givens.is_some_and(|g| g.get(c) != 0 && g.get(c) != d);
            let off_key = d != 0 && solution.is_some_and(|s| s.get(c) != 0 && s.get(c) != d);
            changed_given || off_key
        })
        .collect();
    let typed_cells: Vec<usize> = (0..n * n)
        .filter(|&c| grid.get(c) != 0 && !is_given(c))
        .collect();
    let right = solution.map(|s| {
        typed_cells
            .iter()
            .filter(|&&c| s.get(c) == grid.get(c))
            .count()
    });
    let to_fill = (0..n * n).filter(|&c| !is_given(c)).count();
    let complete_and_valid = report.conflicts.is_empty() && report.is_complete();
    let verdict = if !report.conflicts.is_empty() {
        Verdict::Clash
    } else if complete_and_valid && wrong.is_empty() {
        Verdict::Solved
    } else if complete_and_valid && givens.is_some_and(|g| grid.keeps(g)) {
        // Valid, complete and keeping the givens, but not the key: a
        // second solution of a puzzle with several.
        Verdict::OtherSolution
    } else if !wrong.is_empty() {
        Verdict::WrongDigits
    } else if typed_cells.is_empty() && givens.is_some() {
        Verdict::NotStarted
    } else {
        Verdict::KeepGoing
    };
    Ok(Mark {
        typed: typed_cells.len(),
        to_fill,
        counting: match givens {
            Some(_) => Counting::EmptyCells,
            None => Counting::EveryCell,
        },
        right,
        conflicts: report.conflicts,
        wrong,
        bad: Vec::new(),
        verdict,
    })
}

/// The clashes ("F2 and F5 both hold 3 in column F"), the wrong digits
/// ("wrong digits: G7, A9") and the cells holding no digit ("P3!B4 holds
/// 'seven', not a digit: counted wrong") of a marked grid, cells named as
/// its sheet prints them; for another valid solution, where it differs from
/// the key. In the pages' language.
pub fn describe_mark(grid: &ReturnedGrid, mark: &Mark) -> Vec<String> {
    let n = grid.geometry.size();
    let mut lines: Vec<String> = mark
        .conflicts
        .iter()
        .map(|c| {
            let conflict = c.describe(&grid.geometry, &grid.namer);
            text_with("report-clash", &[("conflict", &conflict)])
        })
        .collect();
    if !mark.wrong.is_empty() {
        let cells = grid.namer.cells(n, &mark.wrong);
        lines.push(match mark.verdict {
            Verdict::OtherSolution => text_with("report-differs", &[("cells", &cells)]),
            _ => text_with(
                "report-wrong-digits",
                &[("count", &mark.wrong.len().to_string()), ("cells", &cells)],
            ),
        });
    }
    lines.extend(grid.bad.iter().map(|b| {
        text_with(
            "report-bad-cell",
            &[
                ("cell", &b.at),
                ("found", &b.found),
                ("expected", &expected_digit(n)),
            ],
        )
    }));
    lines
}

/// What a cell of a grid of size `n` may hold, for messages: "a digit 1
/// to 9".
fn expected_digit(n: usize) -> String {
    if n <= 9 {
        format!("a digit 1 to {n}")
    } else {
        format!("a digit 1 to {n} (or 1-9 and A-{})", crate::symbol(n as u8))
    }
}

#[cfg(test)]
mod tests;
