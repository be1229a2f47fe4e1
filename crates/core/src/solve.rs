//! The whole solving pipeline the `solve` command runs: clashing givens,
//! presolve by propagation, Peško's BLP, the uniqueness cut and, when there
//! is no solution, the grid that keeps the most givens.

use std::time::{Duration, Instant};

use crate::blp::{
    keep_most_givens, presolve_until, BlpOptions, BlpProblem, BlpReport, Digits, Presolve,
    Relaxation, SolveOutcome,
};
use crate::check::{check, Conflict};
use crate::error::{Error, Result};
use crate::geometry::Geometry;
use crate::grid::Grid;
use crate::outcome::Uniqueness;

/// What to do besides finding one solution.
///
/// Built from [`Default`] with one `with_*` method per field; the fields
/// stay readable.
///
/// ```
/// use sheetdoku::solve::{BlpOptions, Presolve, RepairMode, SecondSolution, SolveOptions};
/// let opts = SolveOptions::default()
///     .with_blp(BlpOptions::default().with_presolve(Presolve::Off))
///     .with_second_solution(SecondSolution::Cut)
///     .with_repair(RepairMode::KeepMostGivens);
/// assert_eq!(opts.second_solution, SecondSolution::Cut);
/// ```
#[derive(Clone, Debug, Default)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize),
    serde(default)
)]
#[non_exhaustive]
pub struct SolveOptions {
    /// Solver, presolve and time limit of the BLP.
    pub blp: BlpOptions,
    /// Whether to look for a second solution with Peško's cut, proving the
    /// solution unique when there is none.
    pub second_solution: SecondSolution,
    /// What to do when there is no solution.
    pub repair: RepairMode,
}

impl SolveOptions {
    /// Sets [`blp`](Self::blp): the solver, presolve and deadline.
    #[must_use]
    pub fn with_blp(mut self, blp: BlpOptions) -> Self {
        self.blp = blp;
        self
    }

    /// Sets [`second_solution`](Self::second_solution).
    #[must_use]
    pub fn with_second_solution(mut self, second_solution: SecondSolution) -> Self {
        self.second_solution = second_solution;
        self
    }

    /// Sets [`repair`](Self::repair).
    #[must_use]
    pub fn with_repair(mut self, repair: RepairMode) -> Self {
        self.repair = repair;
        self
    }
}

/// Whether [`solve_puzzle`] looks for a second solution.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
#[non_exhaustive]
pub enum SecondSolution {
    /// Not looked for: the report's uniqueness is [`Uniqueness::Unknown`].
    #[default]
    NotSought,
    /// Peško's cut Σ x0_ijk x_ijk ≤ n² − 1 and a second solve: a second
    /// solution, or the proof that there is none.
    Cut,
}

/// What [`solve_puzzle`] does for a puzzle without solution.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
#[non_exhaustive]
pub enum RepairMode {
    /// Report the reason only ([`Repair::NotAsked`]).
    #[default]
    Off,
    /// Also find the grid that keeps the most givens ([`Repair::Found`]).
    KeepMostGivens,
}

/// How the solution was reached.
#[derive(Clone, Debug, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Method {
    /// Propagation (naked and hidden singles, locked candidates) and
    /// probing filled every cell: no LP was needed.
    Propagation,
    /// The BLP was solved (after presolve, if on).
    Blp(BlpReport),
}

/// Why a puzzle has no solution.
#[derive(Clone, Debug, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum NoSolution {
    /// Two givens clash in one unit: no model was built.
    ClashingGivens(Vec<Conflict>),
    /// Propagation (or probing) proved it without a model.
    Propagation,
    /// The BLP's optimum keeps fewer givens than there are.
    Blp(BlpReport),
}

/// The grid keeping the most givens, for a puzzle without solution.
#[derive(Clone, Debug, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Repair {
    /// Not asked for.
    NotAsked,
    /// Found (and proven optimal: no grid keeps more givens).
    Found(Relaxation),
    /// The rules alone admit no grid (possible for odd jigsaw maps).
    NoGrid,
    /// The time limit came before the repair was proven.
    TimeLimit,
}

/// Everything `solve` found out.
///
/// A puzzle is solved or it is not, so the two variants stay as they are;
/// each may gain fields (`#[non_exhaustive]`: match them with `..`).
#[derive(Clone, Debug, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(feature = "serde", serde(tag = "status", rename_all = "snake_case"))]
pub enum SolveReport {
    /// A solution.
    #[non_exhaustive]
    Solved {
        /// The solution.
        grid: Grid,
        /// How it was reached.
        method: Method,
        /// Whether it is the only one ([`Uniqueness::Unknown`] unless asked).
        uniqueness: Uniqueness,
        /// Empty cells the presolve decided before the BLP (0 with presolve
        /// off).
        decided_by_presolve: usize,
        /// Time for the whole pipeline.
        elapsed: Duration,
    },
    /// No grid keeps every given.
    #[non_exhaustive]
    NoSolution {
        /// How that was shown.
        reason: NoSolution,
        /// The grid keeping the most givens.
        repair: Repair,
        /// Time for the whole pipeline.
        elapsed: Duration,
    },
}

impl SolveReport {
    /// The solution, if any.
    pub fn solution(&self) -> Option<&Grid> {
        match self {
            SolveReport::Solved { grid, .. } => Some(grid),
            SolveReport::NoSolution { .. } => None,
        }
    }

    /// Time for the whole pipeline.
    pub fn elapsed(&self) -> Duration {
        match self {
            SolveReport::Solved { elapsed, .. } | SolveReport::NoSolution { elapsed, .. } => {
                *elapsed
            }
        }
    }

    /// Whether the time limit stopped the uniqueness proof or the repair
    /// (what was found before is kept).
    pub fn stopped_by_time_limit(&self) -> bool {
        matches!(
            self,
            SolveReport::Solved {
                uniqueness: Uniqueness::Undecided,
                ..
            } | SolveReport::NoSolution {
                repair: Repair::TimeLimit,
                ..
            }
        )
    }
}

/// Runs the pipeline on one puzzle, within the options' deadline: when it
/// passes before a solution is found (or no solution proven) the answer is
/// [`crate::Error::TimeLimit`]; when it passes during the uniqueness proof
/// or the repair, the report keeps what was found
/// ([`Uniqueness::Undecided`], [`Repair::TimeLimit`]). A grid of another
/// size than the geometry is [`Error::SizeMismatch`].
///
/// ```
/// use sheetdoku::{Geometry, Grid};
/// use sheetdoku::solve::{solve_puzzle, SecondSolution, SolveOptions, Uniqueness};
/// let g = Geometry::standard(4).unwrap();
/// let givens = Grid::parse_line("1...............").unwrap();
/// let opts = SolveOptions::default().with_second_solution(SecondSolution::Cut);
/// let report = solve_puzzle(&g, &givens, &opts).unwrap();
/// assert!(sheetdoku::check::is_solution(&g, &givens, report.solution().unwrap()).unwrap());
/// assert!(matches!(
///     report,
///     sheetdoku::solve::SolveReport::Solved { uniqueness: Uniqueness::NotUnique(_), .. }
/// ));
/// ```
pub fn solve_puzzle(
    geometry: &Geometry,
    givens: &Grid,
    opts: &SolveOptions,
) -> Result<SolveReport> {
    let start = Instant::now();
    Error::check_size(geometry.size(), givens.size())?;
    let begun = opts.clone().with_blp(opts.blp.begun());
    let opts = &begun;
    opts.blp
        .deadline
        .check(|| sheetdoku_i18n::text("doing-starting"))?;
    let clashes = check(geometry, givens).conflicts;
    let mut decided_by_presolve = 0;
    let mut problem = None;
    let seek_second = opts.second_solution == SecondSolution::Cut;
    let found = if !clashes.is_empty() {
        Err(NoSolution::ClashingGivens(clashes))
    } else if opts.blp.presolve == Presolve::On {
        match presolve_until(geometry, givens, &opts.blp.deadline)? {
            None => Err(NoSolution::Propagation),
            Some(cands) => {
                decided_by_presolve = cands
                    .iter()
                    .zip(givens.cells())
                    .filter(|(m, &g)| g == 0 && m.count_ones() == 1)
                    .count();
                let cands: Vec<Digits> = cands.into_iter().map(Digits::from_bits).collect();
                let blp = problem.insert(BlpProblem::with_candidates(
                    geometry, givens, &cands, &opts.blp,
                )?);
                let (report, second) = blp.solve_seeking_second(seek_second)?;
                let by_propagation =
                    decided_by_presolve + givens.given_count() == geometry.cell_count();
                match report.outcome.clone() {
                    SolveOutcome::Solved(grid) if by_propagation => {
                        Ok((grid, Method::Propagation, second))
                    }
                    SolveOutcome::Solved(grid) => Ok((grid, Method::Blp(report), second)),
                    SolveOutcome::NoSolution => Err(NoSolution::Blp(report)),
                }
            }
        }
    } else {
        let (report, second) = problem
            .insert(BlpProblem::new(geometry, givens, &opts.blp)?)
            .solve_seeking_second(seek_second)?;
        match report.outcome.clone() {
            SolveOutcome::Solved(grid) => Ok((grid, Method::Blp(report), second)),
            SolveOutcome::NoSolution => Err(NoSolution::Blp(report)),
        }
    };
    match found {
        Ok((grid, method, second)) => {
            // The search that found the grid may have answered already.
            let second = match (second, &problem) {
                (Some(answer), _) => Some(answer),
                (None, Some(blp)) if seek_second => Some(blp.other_solution(&grid)),
                (None, _) => None,
            };
            let uniqueness = match second {
                Some(Ok(Some(other))) => Uniqueness::NotUnique(other),
                Some(Ok(None)) => Uniqueness::Unique,
                Some(Err(Error::TimeLimit { .. })) => Uniqueness::Undecided,
                Some(Err(e)) => return Err(e),
                None => Uniqueness::Unknown,
            };
            Ok(SolveReport::Solved {
                grid,
                method,
                uniqueness,
                decided_by_presolve,
                elapsed: start.elapsed(),
            })
        }
        Err(reason) => {
            let repair = if opts.repair == RepairMode::KeepMostGivens {
                match keep_most_givens(geometry, givens, &opts.blp) {
                    Ok(Some(relaxation)) => Repair::Found(relaxation),
                    Ok(None) => Repair::NoGrid,
                    Err(Error::TimeLimit { .. }) => Repair::TimeLimit,
                    Err(e) => return Err(e),
                }
            } else {
                Repair::NotAsked
            };
            Ok(SolveReport::NoSolution {
                reason,
                repair,
                elapsed: start.elapsed(),
            })
        }
    }
}
