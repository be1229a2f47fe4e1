//! Peško's binary linear program (BLP). By default it is decided by our own
//! code: the presolve, the native engine's search (`engine_first.rs`) or our
//! branch and bound (`bnb.rs`), which calls microlp directly for the root LP
//! relaxation only. A whole MILP goes through good_lp (microlp, or HiGHS
//! when built with `--features highs`) only with presolve off, with
//! `--solver highs`, and for [`min_hitting_set`]. This is the only module
//! that uses good_lp or microlp.
//!
//! The model: a binary `x_ijk` per cell `(i, j)` and digit `k`, the objective
//! `max Σ c_ijk x_ijk` with `c_ijk = 1` where the puzzle gives `k` at `(i, j)`,
//! one "each digit once" row per (unit, digit) for every unit of the
//! [`Geometry`] (rows (2), columns (3), blocks (4), diagonals (7)-(8), extra
//! regions (9)) and `Σ_k x_ijk = 1` per cell (5). The puzzle has a solution iff
//! the program is feasible and its optimum equals the number of givens; the
//! solution is `s_ij = Σ_k k x_ijk`.
//!
//! With [`BlpOptions::presolve`] (the default) the native engine propagates
//! first (naked and hidden singles, locked candidates), and the givens and
//! decided cells are fixed instead of left to the objective: they get no
//! variables, every `x_ijk` propagation excludes is left out, and rows a
//! fixed cell satisfies are dropped. The optimum is the same (it is reached
//! iff the puzzle is solvable), but microlp's worst case is far lower (see
//! `benches/blp.rs`). The objective is then constant, and the branch and
//! bound is ours (`bnb.rs`: the engine's propagation and all-different
//! matching as node presolve, restarts), because microlp's generic one
//! times out on 25x25 grids: it searches first, guided by estimates from
//! proportional fitting over the model's rows, and has microlp solve the
//! root LP relaxation only when that search runs long (it then guides the
//! branching). Every grid it returns satisfies every row of the model. With presolve off microlp solves the paper's
//! model as written, branch and bound included.

mod bnb;
mod cores;
mod count;
mod decided;
mod engine_first;
mod hitting;
mod lp_file;
mod model;
mod presolve;
mod problem;
mod repair;
mod rows;
mod run;
pub(crate) mod solver_kind;
#[cfg(test)]
mod tests;
mod watch;

use std::time::Duration;

use crate::budget::Deadline;

use crate::check::is_solution;
use crate::error::{Error, Result};
use crate::geometry::Geometry;
use crate::grid::Grid;

pub use count::count_blp;
pub use hitting::min_hitting_set;
pub use lp_file::write_lp;

use model::Model;
pub use presolve::{presolve, presolve_until};
pub use problem::{BlpProblem, Digits};
pub use repair::{keep_most_givens, Relaxation};
use run::ensure_available;
pub use solver_kind::SolverKind;

impl SolverKind {
    /// Whether this build can use the solver.
    pub fn is_available(self) -> bool {
        ensure_available(self).is_ok()
    }
}

/// Whether the BLP is presolved by propagation first.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
#[non_exhaustive]
pub enum Presolve {
    /// Propagate with the native engine (singles, locked candidates) and
    /// probing, fix the givens and the cells propagation decides, and build
    /// `x_ijk` only for the candidates left: the same optimum and the same
    /// solutions from a much smaller model, and no solver call when
    /// propagation decides every cell.
    #[default]
    On,
    /// The paper's model as printed: every `x_ijk`, the givens only in the
    /// objective.
    Off,
}

/// How to solve the BLP.
///
/// Built from [`Default`] with one `with_*` method per field; the fields
/// stay readable.
///
/// ```
/// use std::time::Duration;
/// use sheetdoku::solve::{BlpOptions, Presolve, SolverKind};
/// use sheetdoku::Deadline;
/// let opts = BlpOptions::default()
///     .with_solver(SolverKind::Microlp)
///     .with_presolve(Presolve::Off)
///     .with_deadline(Deadline::per_call(Duration::from_secs(10)));
/// assert_eq!(opts.presolve, Presolve::Off);
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize),
    serde(default)
)]
#[non_exhaustive]
pub struct BlpOptions {
    /// Which MILP solver.
    pub solver: SolverKind,
    /// Presolve by propagation ([`Presolve::On`]) or the paper's model as
    /// printed ([`Presolve::Off`]).
    pub presolve: Presolve,
    /// The command's time budget: every call given these options (presolve
    /// and probing, each solve, the solves of a count) stops at this one
    /// deadline with [`Error::TimeLimit`]. Both solvers honour it inside a
    /// solve; repeated solves also check it in between.
    /// Not serialized: a deadline belongs to one run.
    #[cfg_attr(feature = "serde", serde(skip))]
    pub deadline: Deadline,
}

impl Default for BlpOptions {
    fn default() -> Self {
        BlpOptions {
            solver: SolverKind::Microlp,
            presolve: Presolve::On,
            deadline: Deadline::none(),
        }
    }
}

impl BlpOptions {
    /// Sets [`solver`](Self::solver).
    #[must_use]
    pub fn with_solver(mut self, solver: SolverKind) -> Self {
        self.solver = solver;
        self
    }

    /// Sets [`presolve`](Self::presolve).
    #[must_use]
    pub fn with_presolve(mut self, presolve: Presolve) -> Self {
        self.presolve = presolve;
        self
    }

    /// Sets [`deadline`](Self::deadline).
    #[must_use]
    pub fn with_deadline(mut self, deadline: Deadline) -> Self {
        self.deadline = deadline;
        self
    }

    /// The options as a call starts: a per-call deadline begins now.
    pub(crate) fn begun(&self) -> BlpOptions {
        self.clone().with_deadline(self.deadline.begin())
    }
}

/// The size of the program handed to the solver.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[non_exhaustive]
pub struct ModelSize {
    /// Binary variables `x_ijk`.
    pub variables: usize,
    /// Constraints (rows).
    pub constraints: usize,
}

/// Whether the puzzle has a solution.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum SolveOutcome {
    /// A solution (one of possibly several).
    Solved(Grid),
    /// No grid keeps every given.
    NoSolution,
}

/// The result of [`solve_blp`].
#[derive(Clone, Debug, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[non_exhaustive]
pub struct BlpReport {
    /// Solved or not.
    pub outcome: SolveOutcome,
    /// The optimum of `Σ c_ijk x_ijk` (givens kept); equals the number of
    /// givens iff solved. 0 when presolve proved infeasibility without the
    /// solver, or the program itself is infeasible.
    pub objective: f64,
    /// The size of the program (after presolve).
    pub size: ModelSize,
    /// The solver used.
    pub solver: SolverKind,
    /// What decided the program: the solver, or our branch and bound with
    /// or without the solver's LP, or the native engine.
    pub decided_by: DecidedBy,
    /// Wall time of the whole call.
    pub elapsed: Duration,
}

/// What decided a BLP: with microlp and the givens fixed (the default), our
/// branch and bound decides, and the solver solves at most the root's LP
/// relaxation, often none.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum DecidedBy {
    /// The model itself: presolve left no variable, or showed there is no
    /// solution.
    Presolve,
    /// The solver, on the whole program (its own branch and bound).
    Solver,
    /// Our branch and bound, guided by the solver's LP relaxation at the
    /// root.
    BranchAndBoundWithLp,
    /// Our branch and bound's search and node propagation, no LP solved.
    Search,
    /// The native engine's search on the presolved model: every puzzle's
    /// own program that the presolve does not finish (`engine_first.rs`),
    /// and from 16x16 on the program with the cuts of known grids.
    Engine,
}

fn size_of(model: &Model) -> ModelSize {
    ModelSize {
        variables: model.vars.len(),
        constraints: model.constraint_count(),
    }
}

fn check_sizes(geometry: &Geometry, grid: &Grid) -> Result<()> {
    Error::check_size(geometry.size(), grid.size())
}

/// Solves a puzzle with the BLP: [`BlpProblem::new`] then
/// [`BlpProblem::solve`].
///
/// ```
/// use sheetdoku::{Geometry, Grid};
/// use sheetdoku::solve::{solve_blp, BlpOptions, SolveOutcome};
/// let g = Geometry::standard(4).unwrap();
/// let givens = Grid::parse_line("1..4.4....2..3..").unwrap();
/// let report = solve_blp(&g, &givens, &BlpOptions::default()).unwrap();
/// assert!(matches!(report.outcome, SolveOutcome::Solved(_)));
/// assert_eq!(report.objective, 5.0);
/// ```
pub fn solve_blp(geometry: &Geometry, givens: &Grid, opts: &BlpOptions) -> Result<BlpReport> {
    BlpProblem::new(geometry, givens, opts)?.solve()
}

/// A grid from the solver must be a solution; anything else is a solver bug
/// (or numerical trouble), reported rather than passed on.
fn check_returned(
    geometry: &Geometry,
    givens: &Grid,
    grid: &Grid,
    solver: SolverKind,
) -> Result<()> {
    if is_solution(geometry, givens, grid)? {
        Ok(())
    } else {
        Err(Error::Solver {
            solver: solver.to_string(),
            message: format!("returned a grid that breaks the rules: {grid}"),
        })
    }
}

/// Peško's uniqueness cut on a puzzle: [`BlpProblem::new`] then
/// [`BlpProblem::other_solution`]. `Some(other)` proves the puzzle has
/// another solution; `None` proves `solution` unique.
pub fn find_other_solution(
    geometry: &Geometry,
    givens: &Grid,
    solution: &Grid,
    opts: &BlpOptions,
) -> Result<Option<Grid>> {
    check_sizes(geometry, solution)?;
    BlpProblem::new(geometry, givens, opts)?.other_solution(solution)
}
