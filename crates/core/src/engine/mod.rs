//! The native engine: one cell mask per digit, every unit a cell mask,
//! naked and hidden singles found bit-parallel, locked candidates from unit
//! intersections compiled once per geometry, a small fixed state copied on
//! each guess, and a depth-first search branching on the fewest choices
//! (the design of the fastest 9x9 solvers, generic over
//! [`Geometry::constraints`] so every variant and size works).
//! `docs/engine.md` describes it and how a new kind of rule plugs in.
//!
//! - `compile.rs`: a geometry compiled into masks, at one of three widths;
//! - `state.rs`: the state a guess copies; `fixpoint.rs`: propagation;
//! - `prop/`: the propagators of rules that are not all-different units;
//! - `nine/`: the band-oriented kernel every search of a plain 9x9
//!   Sudoku runs on (but the randomised ones);
//! - `search.rs`: the search; `count.rs`: counting, with restarts on large
//!   grids where the search stalls; `restart.rs`: Luby's sequence of run
//!   lengths; `alldiff.rs`: matching-based filtering for the
//!   BLP's branch and bound; `implied.rs`: units implied by others.
//!
//! The free functions compile the geometry into an [`Engine`], reusing the
//! last one compiled on the same thread when the geometry is the same; a
//! caller with several geometries can build and keep its own engines.

mod alldiff;
pub(crate) mod bits;
mod candidates;
mod compile;
mod count;
mod fixpoint;
mod implied;
mod nine;
mod restart;
// The folder is `prop/`; the module's name is not `prop`, which the tests'
// `use super::*` would confuse with proptest's.
#[path = "prop/mod.rs"]
mod propagator;
mod search;
mod settings;
mod state;

#[cfg(test)]
mod tests;

use rand::{RngCore, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::cell::RefCell;
use std::rc::Rc;

pub use candidates::{Candidates, Propagation};
pub use compile::Engine;

use compile::on_core;
pub(crate) use restart::luby;
use restart::Dyn;
use settings::{End, Found, Settings};

use crate::budget::Deadline;
use crate::error::Result;
use crate::geometry::Geometry;
use crate::grid::Grid;
use crate::outcome::Count;

/// The seed of [`Engine::solve`]'s randomised search on large grids.
const SOLVE_SEED: u64 = 0x5eed;

/// The solutions of a puzzle, as far as uniqueness needs them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Solutions {
    /// No solution.
    None,
    /// Exactly one solution.
    Unique(Grid),
    /// At least two solutions; here are two that differ.
    Multiple(Grid, Grid),
}

/// A count with the effort it took.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct Effort {
    /// The number of solutions (exact below the limit).
    pub count: Count,
    /// Search nodes visited: propagated states, including dead ends. A
    /// puzzle that propagation alone solves takes 1.
    pub nodes: u64,
}

impl Engine {
    /// Runs one search from `givens`: on a plain 9x9 the band-oriented
    /// kernel (`nine/`) unless the order is random, else the generic one.
    fn search(&self, givens: &Grid, settings: Settings<'_>) -> Found {
        if self.nine && settings.rng.is_none() && settings.weights.is_none() {
            return nine::search(givens, settings);
        }
        on_core!(&self.core, c => c.search(givens, settings))
    }

    /// Counts solutions, stopping at `limit` (then the count is
    /// [`Count::AtLeast`]) or with [`crate::Error::TimeLimit`] once
    /// `deadline` has passed.
    // crate::Error is large (located input errors); boxing it is the lead's call.
    pub fn count(&self, givens: &Grid, limit: u64, deadline: &Deadline) -> Result<Count> {
        self.effort(givens, limit, deadline).map(|e| e.count)
    }

    /// Like [`Engine::count`], also reporting the search nodes visited (a
    /// measure of how hard the puzzle is for this engine).
    pub fn effort(&self, givens: &Grid, limit: u64, deadline: &Deadline) -> Result<Effort> {
        self.fits(givens)?;
        let deadline = &deadline.begin();
        let found = self.count_search(givens, limit, 0, *deadline);
        let count = match found.end {
            End::Exhausted => Count::Exact(found.count),
            End::Limit => Count::AtLeast(found.count),
            End::Deadline | End::Budget => {
                return Err(deadline.exceeded(&sheetdoku_i18n::text_with(
                    "doing-counting",
                    &[
                        ("found", &found.count.to_string()),
                        ("nodes", &found.nodes.to_string()),
                    ],
                )));
            }
        };
        Ok(Effort {
            count,
            nodes: found.nodes,
        })
    }

    /// [`Engine::solutions_up_to_two`] within the command's budget:
    /// [`crate::Error::TimeLimit`] once `deadline` passes.
    pub fn solutions_up_to_two_until(
        &self,
        givens: &Grid,
        deadline: &Deadline,
    ) -> Result<Solutions> {
        self.fits(givens)?;
        let deadline = &deadline.begin();
        let found = self.count_search(givens, 2, 2, *deadline);
        if let End::Deadline = found.end {
            return Err(deadline.exceeded(&sheetdoku_i18n::text("doing-second-solution")));
        }
        Ok(Self::up_to_two(found.solutions))
    }

    /// [`Engine::solutions_up_to_two_until`] giving up after about `nodes`
    /// search nodes: `None` when it gave up (neither proof nor refutation).
    pub(crate) fn solutions_up_to_two_within(
        &self,
        givens: &Grid,
        deadline: &Deadline,
        nodes: u64,
    ) -> Result<Option<Solutions>> {
        let deadline = &deadline.begin();
        let settings = Settings::new(2, 2).deadline(*deadline).budget(Some(nodes));
        let found = self.search(givens, settings);
        match found.end {
            End::Deadline => Err(deadline.exceeded(&sheetdoku_i18n::text("doing-second-solution"))),
            End::Budget => Ok(None),
            End::Exhausted | End::Limit => Ok(Some(Self::up_to_two(found.solutions))),
        }
    }

    /// Whether `givens` has a solution without `digit` (from 1) in `cell`,
    /// giving up after about `nodes` search nodes if a budget is given
    /// (`None`: neither proof nor refutation). When `givens` with `cell`
    /// set to `digit` has one solution, this decides whether `givens` has
    /// another: any other solution differs from it in `cell`, and the
    /// search for it starts with that candidate struck out instead of first
    /// finding the one already known.
    pub(crate) fn other_digit_within(
        &self,
        givens: &Grid,
        (cell, digit): (usize, u8),
        deadline: &Deadline,
        nodes: Option<u64>,
    ) -> Result<Option<bool>> {
        let deadline = &deadline.begin();
        let settings = Settings::new(1, 0)
            .deadline(*deadline)
            .budget(nodes)
            .without(cell, usize::from(digit).saturating_sub(1));
        let found = self.search(givens, settings);
        match found.end {
            End::Deadline => Err(deadline.exceeded(&sheetdoku_i18n::text("doing-second-solution"))),
            End::Budget => Ok(None),
            End::Exhausted | End::Limit => Ok(Some(found.count > 0)),
        }
    }

    /// Up to two solutions: enough to prove uniqueness or show two that
    /// differ; [`crate::Error::SizeMismatch`] for a grid of another size
    /// than the engine's geometry.
    pub fn solutions_up_to_two(&self, givens: &Grid) -> Result<Solutions> {
        self.fits(givens)?;
        Ok(Self::up_to_two(
            self.count_search(givens, 2, 2, Deadline::none()).solutions,
        ))
    }

    /// [`crate::Error::SizeMismatch`] unless `givens` is of the engine's
    /// size.
    fn fits(&self, givens: &Grid) -> Result<()> {
        crate::error::Error::check_size(self.n, givens.size())
    }

    fn up_to_two(solutions: Vec<Grid>) -> Solutions {
        let mut found = solutions.into_iter();
        match (found.next(), found.next()) {
            (None, _) => Solutions::None,
            (Some(one), None) => Solutions::Unique(one),
            (Some(one), Some(two)) => Solutions::Multiple(one, two),
        }
    }

    /// A solution, if there is one: on grids up to 12x12 the first in
    /// search order; from 16x16 on, the first found by a randomised search
    /// with restarts from a fixed seed (the same every time), which cannot
    /// get lost for minutes under an early wrong guess as one depth-first
    /// search can on a large grid with many empty cells.
    /// [`crate::Error::SizeMismatch`] for a grid of another size than the
    /// engine's geometry.
    pub fn solve(&self, givens: &Grid) -> Result<Option<Grid>> {
        if self.n >= 16 {
            return self.random_solution(givens, &mut ChaCha8Rng::seed_from_u64(SOLVE_SEED));
        }
        self.fits(givens)?;
        Ok(self.search(givens, Settings::new(1, 1)).solutions.pop())
    }

    /// A solution drawn with `rng`: digits and tied cells are tried in a
    /// random order, with restarts of doubling length so that an unlucky
    /// early choice cannot stall a large grid. The same seed gives the same
    /// grid. `None` when there is no solution;
    /// [`crate::Error::SizeMismatch`] for a grid of another size than the
    /// engine's geometry.
    pub fn random_solution<R: RngCore + ?Sized>(
        &self,
        givens: &Grid,
        rng: &mut R,
    ) -> Result<Option<Grid>> {
        self.fits(givens)?;
        // Randomised search has a heavy tail: most runs finish fast, a few
        // get lost under an early wrong choice. Restart after a budget of
        // nodes that grows without bound, so an infeasible puzzle is still
        // proven so: below 16x16 by Luby's sequence (1, 1, 2, 1, 1, 2, 4,
        // ...) times the cell count, which stays within a log factor of the
        // best fixed budget; from 16x16 on, where the runs learn from each
        // other's failures (the weights), from a quarter of the cell count
        // growing by 30% a run, which cut the worst of 40 25x25 puzzles with
        // 55% of the cells empty from 26 s to 1.6 s in one run and 22 s in
        // another (`bench/NOTEBOOK.md`, "25x25 tail"). An empty grid (a
        // generator's full grid) is the exception: there the propagation
        // places next to nothing until the grid is nearly full, so a run
        // takes about a choice per cell and every run under that budget is
        // lost; its runs start at twice the cell count (16x16: 0.65 ms a
        // grid instead of 3.5 ms; 25x25: 22 ms instead of 64 ms).
        Ok(self
            .restarts(givens, rng, None, Deadline::none(), &[])
            .0
            .expect("without a cap the restarts end with an answer"))
    }

    /// [`Engine::solve`] within a cap, counting none of the complete grids
    /// `excluded` as a solution: `None` when `nodes` search nodes in all, or
    /// the deadline, pass before it ends; else its answer (`Some(None)`: no
    /// solution but those excluded). The branch and bound of the BLP runs
    /// it first, with the grids its cuts exclude.
    pub(crate) fn solve_capped(
        &self,
        givens: &Grid,
        nodes: u64,
        deadline: Deadline,
        excluded: &[Grid],
    ) -> Option<Option<Grid>> {
        if self.n >= 16 {
            let rng = &mut ChaCha8Rng::seed_from_u64(SOLVE_SEED);
            return self
                .restarts(givens, rng, Some(nodes), deadline, excluded)
                .0;
        }
        let mut found = self.search(
            givens,
            Settings::new(1, 1)
                .budget(Some(nodes))
                .deadline(deadline)
                .excluding(excluded),
        );
        match found.end {
            End::Limit => Some(found.solutions.pop()),
            End::Exhausted => Some(None),
            End::Budget | End::Deadline => None,
        }
    }

    /// The restarts of [`Engine::random_solution`], stopping (`None`) once
    /// `cap` search nodes in all or `deadline` pass; none of `excluded`
    /// counts as a solution. With the answer, the search nodes visited.
    fn restarts<R: RngCore + ?Sized>(
        &self,
        givens: &Grid,
        rng: &mut R,
        cap: Option<u64>,
        deadline: Deadline,
        excluded: &[Grid],
    ) -> (Option<Option<Grid>>, u64) {
        let weighted = self.n >= 16;
        let mut weights = vec![0u32; if weighted { self.cell_count } else { 0 }];
        let mut spent = 0u64;
        for run in 1u64.. {
            let budget = self.restart_budget(givens, run);
            let budget = match cap {
                Some(cap) if spent >= cap => return (None, spent),
                Some(cap) => budget.min(cap - spent),
                None => budget,
            };
            let mut adapter = Dyn(rng);
            let mut settings = Settings::new(1, 1)
                .random(&mut adapter)
                .budget(Some(budget))
                .deadline(deadline)
                .excluding(excluded);
            if weighted {
                settings = settings.weighted(&mut weights);
            }
            let mut found = self.search(givens, settings);
            spent += found.nodes;
            match found.end {
                End::Limit => return (Some(found.solutions.pop()), spent),
                End::Exhausted => return (Some(None), spent),
                End::Deadline => return (None, spent),
                End::Budget => {}
            }
        }
        unreachable!("the run counter does not overflow")
    }

    /// The node budget of restart `run` (from 1) of a search from
    /// `givens`: below 16x16 Luby's sequence times the cell count; from
    /// 16x16 on, where the runs share their failure counts, from a quarter
    /// of the cell count (twice it from an empty grid) growing by 30% a
    /// run (see [`Engine::random_solution`]).
    fn restart_budget(&self, givens: &Grid, run: u64) -> u64 {
        let unit = self.cell_count as u64;
        if self.n < 16 {
            return unit.saturating_mul(luby(run));
        }
        let first = if givens.given_count() == 0 { 2.0 } else { 0.25 };
        // Saturates at u64::MAX: a float-to-int cast does not wrap.
        (unit as f64 * first * 1.3f64.powi(run as i32 - 1)) as u64
    }
}

thread_local! {
    static LAST: RefCell<Option<(Geometry, Rc<Engine>)>> = const { RefCell::new(None) };
}

/// The engine of `geometry`: the last one compiled on this thread if the
/// geometry is the same (compiling costs more than checking a 9x9 puzzle).
fn engine_for(geometry: &Geometry) -> Rc<Engine> {
    LAST.with(|last| {
        let mut last = last.borrow_mut();
        if let Some((g, engine)) = last.as_ref() {
            if g == geometry {
                return Rc::clone(engine);
            }
        }
        let engine = Rc::new(Engine::new(geometry));
        *last = Some((geometry.clone(), Rc::clone(&engine)));
        engine
    })
}

/// Propagates `givens`: naked singles, hidden singles over every unit, and
/// for [`Propagation::LockedCandidates`] locked candidates (pointing and
/// claiming between any two units sharing two or more cells). `None` on a
/// contradiction; [`crate::Error::SizeMismatch`] for a grid of another
/// size than the geometry.
/// The masks are a sound presolve for the BLP: every solution keeps to them.
pub fn propagate(
    geometry: &Geometry,
    givens: &Grid,
    rules: Propagation,
) -> Result<Option<Candidates>> {
    engine_for(geometry).propagate(givens, rules)
}

/// Propagates candidate masks (bit `d - 1` of `masks[cell]` = digit `d`
/// possible) with the same rules as [`propagate`]; `None` on a
/// contradiction. Every solution within `masks` keeps to the result.
///
/// ```
/// use sheetdoku::Geometry;
/// use sheetdoku::solve::{propagate_masks, Propagation};
/// let g = Geometry::standard(4).unwrap();
/// let mut masks = vec![0b1111; 16];
/// masks[0] = 0b0001; // A1 holds 1
/// let c = propagate_masks(&g, &masks, Propagation::LockedCandidates).unwrap();
/// assert!(!c.allows(1, 1)); // so B1 does not
/// ```
pub fn propagate_masks(
    geometry: &Geometry,
    masks: &[u32],
    rules: Propagation,
) -> Option<Candidates> {
    engine_for(geometry).propagate_masks(masks, rules)
}

/// [`propagate_masks`] with locked candidates plus all-different filtering
/// by bipartite matching on every unit (Régin's), to a fixpoint; `None` on
/// a contradiction. Every solution within `masks` keeps to the result.
/// `settled`: masks at which every unit was already filtered (a parent
/// node's result), to skip the units that have not changed since.
pub(crate) fn propagate_masks_all_different(
    geometry: &Geometry,
    masks: &[u32],
    settled: Option<&[u32]>,
) -> Option<Candidates> {
    engine_for(geometry).propagate_masks_all_different_from(masks, settled)
}

/// A solution found by the native engine, or `None` if there is none;
/// [`crate::Error::SizeMismatch`] for a grid of another size than the
/// geometry.
///
/// ```
/// use sheetdoku::{Geometry, Grid};
/// use sheetdoku::solve::solve_native;
/// let g = Geometry::standard(4).unwrap();
/// let givens = Grid::parse_line("1...........4..3").unwrap();
/// let solution = solve_native(&g, &givens).unwrap().unwrap();
/// assert!(sheetdoku::check::is_solution(&g, &givens, &solution).unwrap());
/// assert!(solve_native(&g, &Grid::empty(9)).is_err());
/// ```
pub fn solve_native(geometry: &Geometry, givens: &Grid) -> Result<Option<Grid>> {
    engine_for(geometry).solve(givens)
}

/// [`Engine::solve_capped`] with the engine of `geometry`.
pub(crate) fn solve_native_capped(
    geometry: &Geometry,
    givens: &Grid,
    nodes: u64,
    deadline: Deadline,
    excluded: &[Grid],
) -> Option<Option<Grid>> {
    engine_for(geometry).solve_capped(givens, nodes, deadline, excluded)
}

/// Up to `limit` solutions of `givens` found before `deadline` passes,
/// and whether the search ended on its own (the limit reached or the whole
/// tree searched) rather than by the deadline: the solutions found are
/// kept either way, so a caller keeps a first solution when the deadline
/// stops the search for a second.
pub(crate) fn solutions_up_to(
    geometry: &Geometry,
    givens: &Grid,
    limit: u64,
    deadline: Deadline,
) -> (Vec<Grid>, bool) {
    let found = engine_for(geometry).count_search(givens, limit, limit as usize, deadline);
    let ended = matches!(found.end, End::Exhausted | End::Limit);
    (found.solutions, ended)
}

/// Counts solutions up to `limit`: [`Count::Exact`] below it,
/// [`Count::AtLeast`]`(limit)` when the limit is reached;
/// [`crate::Error::SizeMismatch`] for a grid of another size than the
/// geometry. Without a deadline: [`count_solutions_until`] takes one (and a
/// [`crate::Cancel`]).
///
/// ```
/// use sheetdoku::{Geometry, Grid};
/// use sheetdoku::solve::{count_solutions, Count};
/// let g = Geometry::standard(4).unwrap();
/// assert_eq!(count_solutions(&g, &Grid::empty(4), 1000).unwrap(), Count::Exact(288));
/// assert!(count_solutions(&g, &Grid::empty(9), 1000).is_err());
/// ```
pub fn count_solutions(geometry: &Geometry, givens: &Grid, limit: u64) -> Result<Count> {
    crate::error::Error::check_size(geometry.size(), givens.size())?;
    let found = engine_for(geometry).search(givens, Settings::new(limit, 0));
    Ok(match found.end {
        End::Exhausted => Count::Exact(found.count),
        _ => Count::AtLeast(found.count),
    })
}

/// [`count_solutions`] within the command's budget:
/// [`crate::Error::TimeLimit`] once `deadline` passes.
pub fn count_solutions_until(
    geometry: &Geometry,
    givens: &Grid,
    limit: u64,
    deadline: &Deadline,
) -> Result<Count> {
    engine_for(geometry).count(givens, limit, deadline)
}

/// [`solutions_up_to_two`] within the command's budget:
/// [`crate::Error::TimeLimit`] once `deadline` passes.
pub fn solutions_up_to_two_until(
    geometry: &Geometry,
    givens: &Grid,
    deadline: &Deadline,
) -> Result<Solutions> {
    engine_for(geometry).solutions_up_to_two_until(givens, deadline)
}

/// Up to two solutions of `givens`: none, the unique one, or two that
/// differ; [`crate::Error::SizeMismatch`] for a grid of another size than
/// the geometry.
pub fn solutions_up_to_two(geometry: &Geometry, givens: &Grid) -> Result<Solutions> {
    engine_for(geometry).solutions_up_to_two(givens)
}

/// A solution drawn with `rng` (see [`Engine::random_solution`]); from an
/// empty grid, a random full grid of the variant;
/// [`crate::Error::SizeMismatch`] for a grid of another size than the
/// geometry.
pub fn random_solution(
    geometry: &Geometry,
    givens: &Grid,
    rng: &mut impl rand::Rng,
) -> Result<Option<Grid>> {
    engine_for(geometry).random_solution(givens, rng)
}
