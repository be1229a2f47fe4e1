//! What the solution workbook shows ([`SolutionDoc`]), made from a
//! solve's report in one call, and its bytes.

use sheetdoku_core::Grid;
use sheetdoku_core::Puzzle;
use sheetdoku_core::Uniqueness;
use sheetdoku_core::{Error, Result};
use sheetdoku_core::{Repair, SolveReport};

use crate::write::common::cage_colours::CageStyle;

/// Everything the solution workbook shows: made by
/// [`from_report`](Self::from_report) and one `with_*` method per field to
/// change.
#[derive(Clone, Copy, Debug)]
#[non_exhaustive]
pub struct SolutionDoc<'a> {
    /// The puzzle as given.
    pub puzzle: &'a Puzzle,
    /// The solved grid, or `None` when there is nothing to show. For a puzzle
    /// without solution this may be the grid keeping the most givens, with the
    /// givens it does not keep listed in `dropped`.
    pub solution: Option<&'a Grid>,
    /// Cells (`row * n + col`) of givens that `solution` does not keep.
    pub dropped: &'a [usize],
    /// Whether `solution` is the only one.
    pub uniqueness: &'a Uniqueness,
    /// The headline, e.g. "Solved by microlp in 12 ms".
    pub status: &'a str,
    /// The teacher's title, printed at the top of the `Solution` and `Play`
    /// pages (see [`read_title`](crate::read_title)); `None` prints the variant.
    pub title: Option<&'a str>,
    /// The solving path in words, shown on a `Steps` sheet (screen only)
    /// when given.
    pub steps: Option<&'a sheetdoku_core::SolvingPath>,
    /// How a killer's cages are drawn on the `Solution` and `Play` pages.
    pub cage_style: CageStyle,
}

impl<'a> SolutionDoc<'a> {
    /// The document of `report`, the result of solving `puzzle`, headed by
    /// `status` (e.g. "Solved by microlp in 12 ms"): the solution and its
    /// uniqueness, or for a puzzle without solution the grid keeping the
    /// most givens (with the givens it drops), when the report has one. No
    /// title (the variant is printed), no `Steps` sheet, cages outlined:
    /// set those fields after, as needed.
    ///
    /// ```
    /// use sheetdoku::solve::{solve_puzzle, SolveOptions};
    /// use sheetdoku::write::{SolutionDoc, WorkbookFormat};
    /// use sheetdoku::{Geometry, Grid, Puzzle, Variant};
    ///
    /// let g = Geometry::for_variant(Variant::STANDARD, 4, None)?;
    /// let puzzle = Puzzle::new(g, Grid::parse_line("1..4.4..2..3..1.")?)?;
    /// let report = solve_puzzle(&puzzle.geometry, &puzzle.givens, &SolveOptions::default())?;
    /// let doc = SolutionDoc::from_report(&puzzle, &report, "Solved")
    ///     .with_title(Some("Class 3B"));
    /// let bytes = doc.to_bytes(WorkbookFormat::Xlsx)?;
    /// assert!(bytes.starts_with(b"PK"));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn from_report(puzzle: &'a Puzzle, report: &'a SolveReport, status: &'a str) -> Self {
        let (solution, dropped, uniqueness) = match report {
            SolveReport::Solved {
                grid, uniqueness, ..
            } => (Some(grid), &[][..], uniqueness),
            SolveReport::NoSolution {
                repair: Repair::Found(relax),
                ..
            } => (Some(&relax.grid), &relax.dropped[..], &Uniqueness::Unknown),
            SolveReport::NoSolution { .. } => (None, &[][..], &Uniqueness::Unknown),
        };
        SolutionDoc::new(puzzle, status)
            .with_solution(solution)
            .with_dropped(dropped)
            .with_uniqueness(uniqueness)
    }
}

impl<'a> SolutionDoc<'a> {
    /// The document of `puzzle` headed by `status`, with no solution, its
    /// uniqueness unknown, no title, no `Steps` sheet, cages outlined: set
    /// what you have with the `with_*` methods. [`from_report`](Self::from_report)
    /// fills it from a solve.
    pub fn new(puzzle: &'a Puzzle, status: &'a str) -> Self {
        SolutionDoc {
            puzzle,
            solution: None,
            dropped: &[],
            uniqueness: &Uniqueness::Unknown,
            status,
            title: None,
            steps: None,
            cage_style: CageStyle::Outlined,
        }
    }

    /// Sets [`puzzle`](Self::puzzle).
    #[must_use]
    pub fn with_puzzle(mut self, puzzle: &'a Puzzle) -> Self {
        self.puzzle = puzzle;
        self
    }

    /// Sets [`solution`](Self::solution).
    #[must_use]
    pub fn with_solution(mut self, solution: Option<&'a Grid>) -> Self {
        self.solution = solution;
        self
    }

    /// Sets [`dropped`](Self::dropped).
    #[must_use]
    pub fn with_dropped(mut self, dropped: &'a [usize]) -> Self {
        self.dropped = dropped;
        self
    }

    /// Sets [`uniqueness`](Self::uniqueness).
    #[must_use]
    pub fn with_uniqueness(mut self, uniqueness: &'a Uniqueness) -> Self {
        self.uniqueness = uniqueness;
        self
    }

    /// Sets [`status`](Self::status), the headline.
    #[must_use]
    pub fn with_status(mut self, status: &'a str) -> Self {
        self.status = status;
        self
    }

    /// Sets [`title`](Self::title).
    #[must_use]
    pub fn with_title(mut self, title: Option<&'a str>) -> Self {
        self.title = title;
        self
    }

    /// Sets [`steps`](Self::steps).
    #[must_use]
    pub fn with_steps(mut self, steps: Option<&'a sheetdoku_core::SolvingPath>) -> Self {
        self.steps = steps;
        self
    }

    /// Sets [`cage_style`](Self::cage_style).
    #[must_use]
    pub fn with_cage_style(mut self, cage_style: CageStyle) -> Self {
        self.cage_style = cage_style;
        self
    }
}

impl SolutionDoc<'_> {
    /// Refuses a document whose grids do not fit its puzzle.
    pub(crate) fn check(&self) -> Result<()> {
        check_grid(self.puzzle, &self.puzzle.givens, "givens")?;
        if let Some(solution) = self.solution {
            check_grid(self.puzzle, solution, "solution")?;
        }
        if let Uniqueness::NotUnique(other) = self.uniqueness {
            check_grid(self.puzzle, other, "second solution")?;
        }
        let cells = self.puzzle.geometry.cell_count();
        if let Some(&bad) = self.dropped.iter().find(|&&c| c >= cells) {
            return Err(Error::Setting(format!(
                "dropped given {bad} is outside the {cells} cells of the grid"
            )));
        }
        Ok(())
    }
}

/// Refuses a grid (`what`: "givens", "solution") of another size than
/// the puzzle.
pub(crate) fn check_grid(puzzle: &Puzzle, grid: &Grid, what: &str) -> Result<()> {
    let n = puzzle.geometry.size();
    if grid.size() != n {
        return Err(Error::Setting(format!(
            "the {what} grid is {m}x{m} but the puzzle is {n}x{n}",
            m = grid.size()
        )));
    }
    Ok(())
}
