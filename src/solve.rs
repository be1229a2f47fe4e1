//! The whole solving pipeline the `solve` command runs: clashing givens,
//! presolve by propagation, Peško's BLP, the uniqueness cut and, when there
//! is no solution, the grid that keeps the most givens.

use std::time::{Duration, Instant};

use crate::blp::{
    find_other_solution, find_other_solution_with_candidates, keep_most_givens, presolve_until,
    solve_blp, solve_blp_with_candidates, BlpOptions, BlpReport, Relaxation, SolveOutcome,
};
use crate::check::{check, Conflict};
use crate::error::Result;
use crate::geometry::Geometry;
use crate::grid::Grid;
use crate::outcome::Uniqueness;

/// What to do besides finding one solution.
#[derive(Clone, Debug, Default)]
pub struct SolveOptions {
    /// Solver, presolve and time limit of the BLP.
    pub blp: BlpOptions,
    /// Prove uniqueness with Peško's cut (or find a second solution).
    pub unique: bool,
    /// When there is no solution, find the grid that keeps the most givens.
    pub relax: bool,
}

/// How the solution was reached.
#[derive(Clone, Debug, PartialEq)]
pub enum Method {
    /// Propagation (naked and hidden singles, locked candidates) and
    /// probing filled every cell: no LP was needed.
    Propagation,
    /// The BLP was solved (after presolve, if on).
    Blp(BlpReport),
    /// Propagation (or probing) proved that there is no solution.
    PropagationContradiction,
    /// Two givens clash in one unit: no model was built.
    ClashingGivens,
}

/// Everything `solve` found out.
#[derive(Clone, Debug)]
pub struct SolveReport {
    /// The solution, or no solution.
    pub outcome: SolveOutcome,
    /// How it was reached.
    pub method: Method,
    /// Givens that clash in a unit.
    pub clashes: Vec<Conflict>,
    /// Cells fixed by the presolve before the BLP (0 with presolve off).
    pub presolved: usize,
    /// When there is no solution: the grid keeping the most givens.
    pub relaxation: Option<Relaxation>,
    /// Whether the solution is unique (Unknown unless asked).
    pub uniqueness: Uniqueness,
    /// Time for the whole pipeline.
    pub elapsed: Duration,
}

impl SolveReport {
    /// The solution, if any.
    pub fn solution(&self) -> Option<&Grid> {
        match &self.outcome {
            SolveOutcome::Solved(grid) => Some(grid),
            SolveOutcome::NoSolution => None,
        }
    }
}

/// Runs the pipeline on one puzzle.
///
/// ```
/// use sheetdoku::{solve_puzzle, Geometry, Grid, SolveOptions, Uniqueness};
/// let g = Geometry::standard(4).unwrap();
/// let givens = Grid::parse_line("1...............").unwrap();
/// let opts = SolveOptions { unique: true, ..Default::default() };
/// let report = solve_puzzle(&g, &givens, &opts).unwrap();
/// assert!(sheetdoku::is_solution(&g, &givens, report.solution().unwrap()));
/// assert!(matches!(report.uniqueness, Uniqueness::NotUnique(_)));
/// ```
pub fn solve_puzzle(
    geometry: &Geometry,
    givens: &Grid,
    opts: &SolveOptions,
) -> Result<SolveReport> {
    let start = Instant::now();
    opts.blp
        .deadline
        .check(|| "starting to solve the puzzle".to_string())?;
    let clashes = check(geometry, givens).conflicts;
    let mut presolved = 0;
    let mut masks: Option<Vec<u32>> = None;
    let (outcome, method) = if !clashes.is_empty() {
        (SolveOutcome::NoSolution, Method::ClashingGivens)
    } else if opts.blp.presolve {
        match presolve_until(geometry, givens, &opts.blp.deadline)? {
            None => (SolveOutcome::NoSolution, Method::PropagationContradiction),
            Some(cands) => {
                presolved = cands
                    .iter()
                    .zip(givens.cells())
                    .filter(|(m, &g)| g == 0 && m.count_ones() == 1)
                    .count();
                let report = solve_blp_with_candidates(geometry, givens, &cands, &opts.blp)?;
                masks = Some(cands);
                let method = if presolved + givens.given_count() == geometry.cell_count() {
                    Method::Propagation
                } else {
                    Method::Blp(report.clone())
                };
                (report.outcome, method)
            }
        }
    } else {
        let report = solve_blp(geometry, givens, &opts.blp)?;
        (report.outcome.clone(), Method::Blp(report))
    };
    let uniqueness = match (&outcome, opts.unique) {
        (SolveOutcome::Solved(solution), true) => {
            let other = match &masks {
                Some(m) => {
                    find_other_solution_with_candidates(geometry, givens, solution, m, &opts.blp)?
                }
                None => find_other_solution(geometry, givens, solution, &opts.blp)?,
            };
            match other {
                Some(other) => Uniqueness::NotUnique(other),
                None => Uniqueness::Unique,
            }
        }
        _ => Uniqueness::Unknown,
    };
    let relaxation = match (&outcome, opts.relax) {
        (SolveOutcome::NoSolution, true) => keep_most_givens(geometry, givens, &opts.blp)?,
        _ => None,
    };
    Ok(SolveReport {
        outcome,
        method,
        clashes,
        presolved,
        relaxation,
        uniqueness,
        elapsed: start.elapsed(),
    })
}
