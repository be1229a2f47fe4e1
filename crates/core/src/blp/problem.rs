//! One puzzle's BLP, built once: the geometry, the givens and the candidate
//! digits of every cell (the presolve's, or the caller's) make one model,
//! and solving it, looking for a second solution and counting all share it
//! and the options' deadline.

use std::time::Instant;

use super::engine_first;
use super::model::{Build, Model};
use super::presolve::presolve_until;
use super::run::{ensure_available, optimise};
use super::{
    check_returned, check_sizes, size_of, BlpOptions, BlpReport, DecidedBy, ModelSize, Presolve,
    SolveOutcome,
};
use crate::check::is_solution;
use crate::error::{Error, Result};
use crate::geometry::Geometry;
use crate::grid::Grid;
use crate::outcome::Count;

/// A set of digits `1..=n` (of one cell): digit `k` is bit `k - 1`.
///
/// ```
/// use sheetdoku::solve::Digits;
/// let d = Digits::single(3).with(5);
/// assert!(d.contains(3) && d.contains(5) && !d.contains(4));
/// assert_eq!(d.len(), 2);
/// assert_eq!(Digits::all(4).bits(), 0b1111);
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[repr(transparent)]
pub struct Digits(u32);

impl Digits {
    /// No digit.
    pub const EMPTY: Digits = Digits(0);

    /// Every digit of a grid of size `n`.
    pub fn all(n: usize) -> Digits {
        Digits(super::model::full_mask(n))
    }

    /// The one digit `d` (`1..=32`).
    pub fn single(d: u8) -> Digits {
        Digits(1 << (d - 1))
    }

    /// The set whose bit `k - 1` stands for digit `k`.
    pub fn from_bits(bits: u32) -> Digits {
        Digits(bits)
    }

    /// The bits (bit `k - 1` for digit `k`).
    pub fn bits(self) -> u32 {
        self.0
    }

    /// This set with `d` added.
    pub fn with(self, d: u8) -> Digits {
        Digits(self.0 | 1 << (d - 1))
    }

    /// Whether `d` is in the set.
    pub fn contains(self, d: u8) -> bool {
        (1..=32).contains(&d) && self.0 & 1 << (d - 1) != 0
    }

    /// How many digits.
    pub fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    /// Whether there is none.
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }
}

/// Peško's BLP of one puzzle, ready to solve: built once from the geometry,
/// the givens and the candidates, shared by [`BlpProblem::solve`],
/// [`BlpProblem::other_solution`] and [`BlpProblem::count`], all within the
/// options' one deadline.
///
/// ```
/// use sheetdoku::{Geometry, Grid};
/// use sheetdoku::solve::{BlpOptions, BlpProblem, Count, SolveOutcome};
/// let g = Geometry::standard(4).unwrap();
/// let givens = Grid::parse_line("1..4.4....2..3..").unwrap();
/// let problem = BlpProblem::new(&g, &givens, &BlpOptions::default()).unwrap();
/// let report = problem.solve().unwrap();
/// let SolveOutcome::Solved(solution) = report.outcome else { panic!() };
/// assert_eq!(problem.other_solution(&solution).unwrap(), None);
/// assert_eq!(problem.count(10).unwrap(), Count::Exact(1));
/// ```
pub struct BlpProblem<'g> {
    geometry: &'g Geometry,
    givens: Grid,
    opts: BlpOptions,
    /// `None`: the presolve proved that there is no solution.
    model: Option<Model>,
}

impl<'g> BlpProblem<'g> {
    /// The problem of `givens`; with [`BlpOptions::presolve`] the presolve
    /// (propagation and probing, within the deadline) decides its
    /// candidates first.
    pub fn new(geometry: &'g Geometry, givens: &Grid, opts: &BlpOptions) -> Result<Self> {
        check_sizes(geometry, givens)?;
        let opts = &opts.begun();
        let candidates = if opts.presolve == Presolve::On {
            match presolve_until(geometry, givens, &opts.deadline)? {
                Some(masks) => Some(masks),
                None => return Ok(Self::contradiction(geometry, givens, opts)),
            }
        } else {
            None
        };
        Ok(Self::build(geometry, givens, candidates.as_deref(), opts))
    }

    /// The problem restricted to `candidates` (one set per cell): only the
    /// `x_ijk` of those digits are built. Candidates must exclude no digit
    /// a solution has there (true of what [`crate::presolve`] and
    /// [`crate::propagate`] leave), or that solution is lost.
    pub fn with_candidates(
        geometry: &'g Geometry,
        givens: &Grid,
        candidates: &[Digits],
        opts: &BlpOptions,
    ) -> Result<Self> {
        check_sizes(geometry, givens)?;
        let opts = &opts.begun();
        if candidates.len() != geometry.cell_count() {
            return Err(Error::Setting(format!(
                "{} candidate sets for a grid of {} cells",
                candidates.len(),
                geometry.cell_count()
            )));
        }
        let masks: Vec<u32> = candidates.iter().map(|d| d.bits()).collect();
        Ok(Self::build(geometry, givens, Some(&masks), opts))
    }

    fn build(
        geometry: &'g Geometry,
        givens: &Grid,
        candidates: Option<&[u32]>,
        opts: &BlpOptions,
    ) -> Self {
        let model = Model::build(
            geometry,
            givens,
            Build {
                fix_givens: opts.presolve == Presolve::On,
                candidates,
            },
        );
        BlpProblem {
            geometry,
            givens: givens.clone(),
            opts: opts.clone(),
            model: Some(model),
        }
    }

    fn contradiction(geometry: &'g Geometry, givens: &Grid, opts: &BlpOptions) -> Self {
        BlpProblem {
            geometry,
            givens: givens.clone(),
            opts: opts.clone(),
            model: None,
        }
    }

    /// The size of the program handed to the solver (0 when the presolve
    /// proved there is no solution).
    pub fn size(&self) -> ModelSize {
        self.model.as_ref().map_or(
            ModelSize {
                variables: 0,
                constraints: 0,
            },
            size_of,
        )
    }

    /// Solves the program: a solution iff its optimum keeps every given.
    pub fn solve(&self) -> Result<BlpReport> {
        Ok(self.solve_seeking_second(false)?.0)
    }

    /// [`BlpProblem::solve`], and with `seek_second` the answer of
    /// [`BlpProblem::other_solution`] for the solution found, where one
    /// search gives both: the native engine's, on a program that is the
    /// puzzle's own (see `engine_first.rs`). `None` where it does not: the
    /// caller then asks [`BlpProblem::other_solution`]. The second answer
    /// is the time limit's error when the deadline passed before it was
    /// known (the first solution is kept).
    pub(crate) fn solve_seeking_second(
        &self,
        seek_second: bool,
    ) -> Result<(BlpReport, Option<Result<Option<Grid>>>)> {
        let started = Instant::now();
        let solver = self.opts.solver;
        ensure_available(solver)?;
        let Some(model) = &self.model else {
            let report = BlpReport {
                outcome: SolveOutcome::NoSolution,
                objective: 0.0,
                size: self.size(),
                solver,
                decided_by: DecidedBy::Presolve,
                elapsed: started.elapsed(),
            };
            return Ok((report, None));
        };
        let doing = sheetdoku_i18n::text_with("doing-blp", &[("solver", &solver.to_string())]);
        let deadline = &self.opts.deadline;
        let (decided, second) =
            match engine_first::decide(model, solver, seek_second, deadline, &doing)? {
                Some(found) => (found.first, found.second),
                None => (optimise(model, solver, deadline, &doing)?, None),
            };
        let (outcome, objective) = match decided.grid {
            None => (SolveOutcome::NoSolution, 0.0),
            Some(grid) => {
                let kept = model.objective_of(&grid);
                if kept == model.upper_bound() {
                    check_returned(self.geometry, &self.givens, &grid, solver)?;
                    (SolveOutcome::Solved(grid), kept as f64)
                } else {
                    (SolveOutcome::NoSolution, kept as f64)
                }
            }
        };
        if let Some(Ok(Some(other))) = &second {
            check_returned(self.geometry, &self.givens, other, solver)?;
        }
        let report = BlpReport {
            outcome,
            objective,
            size: self.size(),
            solver,
            decided_by: decided.by,
            elapsed: started.elapsed(),
        };
        Ok((report, second))
    }

    /// Peško's uniqueness cut (hypothesis H1): adds
    /// `Σ x0_ijk x_ijk <= n² - 1` for the known solution `x0` and solves
    /// again. `Some(other)` proves the puzzle has another solution; `None`
    /// proves `solution` unique. `solution` must be a solution of the puzzle.
    pub fn other_solution(&self, solution: &Grid) -> Result<Option<Grid>> {
        let solver = self.opts.solver;
        ensure_available(solver)?;
        check_sizes(self.geometry, solution)?;
        if !is_solution(self.geometry, &self.givens, solution)? {
            return Err(Error::Setting(
                "the grid given as the known solution does not solve the puzzle".to_string(),
            ));
        }
        let Some(model) = &self.model else {
            return Ok(None); // unreachable for a true solution, but sound
        };
        let mut model = model.clone();
        model.add_cut(solution);
        let doing =
            sheetdoku_i18n::text_with("doing-blp-second", &[("solver", &solver.to_string())]);
        match optimise(&model, solver, &self.opts.deadline, &doing)?.grid {
            Some(grid) if model.objective_of(&grid) == model.upper_bound() => {
                check_returned(self.geometry, &self.givens, &grid, solver)?;
                Ok(Some(grid))
            }
            _ => Ok(None),
        }
    }

    /// Counts the solutions up to `limit`, one solve and one no-good cut per
    /// solution found: [`Count::Exact`] below the limit,
    /// [`Count::AtLeast`]`(limit)` when it is reached.
    pub fn count(&self, limit: u64) -> Result<Count> {
        let solver = self.opts.solver;
        ensure_available(solver)?;
        if limit == 0 {
            return Ok(Count::AtLeast(0));
        }
        let Some(model) = &self.model else {
            return Ok(Count::Exact(0));
        };
        let mut model = model.clone();
        let mut found = 0u64;
        loop {
            let doing = sheetdoku_i18n::text_with(
                "doing-blp-counting",
                &[
                    ("solver", &solver.to_string()),
                    ("found", &found.to_string()),
                ],
            );
            let grid = match optimise(&model, solver, &self.opts.deadline, &doing)?.grid {
                Some(grid) if model.objective_of(&grid) == model.upper_bound() => grid,
                _ => return Ok(Count::Exact(found)),
            };
            check_returned(self.geometry, &self.givens, &grid, solver)?;
            found += 1;
            if found >= limit {
                return Ok(Count::AtLeast(found));
            }
            model.add_cut(&grid);
        }
    }
}
