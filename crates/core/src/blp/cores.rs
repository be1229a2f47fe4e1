//! The grid keeping the most givens by implicit hitting sets: the optimum
//! of the paper's objective `max Σ c_ijk x_ijk` with the givens free,
//! without handing the whole program to a MILP solver.
//!
//! A *conflict* is a set of givens that no grid keeps all of, proven by the
//! native engine: by its propagation (naked and hidden singles, locked
//! candidates), which is then used to shrink the conflict by deletion to
//! one that propagation alone still refutes but refutes no longer without
//! any one of its givens; or, when propagation alone cannot refute the
//! givens, by the engine's complete search, or the BLP's branch and bound
//! when that search is slow (that conflict is not shrunk:
//! shrinking it by search costs far more than it saves, as measured in
//! `bench/README.md`). Every grid drops at least one given of
//! every conflict, so the smallest set of givens meeting every conflict
//! found (a minimum hitting set, [`smallest_hitting_set`]) bounds the
//! givens any grid must drop from below. When the givens outside that
//! hitting set are completable, a grid keeping them meets the bound: the
//! optimum is proven. Otherwise the givens left hold more conflicts; they
//! are found (pairwise disjoint, so each one found raises the bound at
//! once) and the loop repeats. Each round adds conflicts the hitting set
//! misses, and there are finitely many, so it ends.

use std::cell::RefCell;
use std::time::Duration;

use super::hitting::smallest_hitting_set;
use super::{BlpOptions, BlpProblem, SolveOutcome};
use crate::budget::Deadline;
use crate::engine::Engine;
use crate::error::{Error, Result};
use crate::geometry::Geometry;
use crate::grid::Grid;
use crate::outcome::Count;

/// What the repair is doing while it shrinks a conflict.
const SHRINKING: &str = "finding the grid keeping the most givens (shrinking a conflict)";

/// How long the engine's search may try a set of givens before the BLP's
/// branch and bound decides it instead (the engine's search is fast on
/// most sets but can take seconds on a 25x25).
const QUICK: Duration = Duration::from_millis(100);

/// One repair: the givens as a list, the engine and the budget.
struct Repairer<'a> {
    geometry: &'a Geometry,
    engine: Engine,
    /// The givens as (cell, digit), indexed as in the conflicts.
    givens: Vec<(usize, u8)>,
    /// The last set of givens the BLP completed, and its grid.
    completed: RefCell<Option<(Vec<usize>, Grid)>>,
    deadline: &'a Deadline,
}

/// The complete grid keeping the most givens, proven optimal; `None` when
/// the rules alone admit no grid. [`Error::TimeLimit`] once `deadline`
/// passes.
pub(crate) fn most_givens_kept(
    geometry: &Geometry,
    givens: &Grid,
    deadline: &Deadline,
) -> Result<Option<Grid>> {
    let list: Vec<(usize, u8)> = (0..givens.cells().len())
        .filter(|&c| givens.get(c) != 0)
        .map(|c| (c, givens.get(c)))
        .collect();
    let repairer = Repairer {
        geometry,
        engine: Engine::new(geometry),
        givens: list,
        completed: RefCell::new(None),
        deadline,
    };
    repairer.run()
}

impl Repairer<'_> {
    fn run(&self) -> Result<Option<Grid>> {
        let count = self.givens.len();
        let mut conflicts: Vec<Vec<usize>> = Vec::new();
        let mut dropped: Vec<usize> = Vec::new();
        loop {
            let mut kept: Vec<usize> = (0..count)
                .filter(|i| dropped.binary_search(i).is_err())
                .collect();
            let mut found = false;
            while let Some(conflict) = self.conflict_in(&kept, conflicts.len(), dropped.len())? {
                if conflict.is_empty() {
                    return Ok(None); // the rules alone admit no grid
                }
                kept.retain(|i| conflict.binary_search(i).is_err());
                conflicts.push(conflict);
                found = true;
            }
            if found {
                let doing = self.doing(conflicts.len(), dropped.len());
                dropped =
                    smallest_hitting_set(count, &conflicts, dropped.len(), self.deadline, &doing)?
                        .ok_or_else(|| Error::Solver {
                            solver: "repair".to_string(),
                            message: "a conflict without givens".to_string(),
                        })?;
            }
            // `kept` is completable; it is optimal once it drops no more
            // givens than the bound.
            // (The search that proved it completable found this grid: the
            // same search again takes the same time.)
            if !found || kept.len() + dropped.len() == count {
                if let Some((set, grid)) = self.completed.borrow_mut().take() {
                    if set == kept {
                        return Ok(Some(grid));
                    }
                }
                return match self.engine.solve(&self.grid_of(&kept)) {
                    Some(grid) => Ok(Some(grid)),
                    None => Err(Error::Solver {
                        solver: "repair".to_string(),
                        message: "the engine found no grid it had found before".to_string(),
                    }),
                };
            }
        }
    }

    fn doing(&self, conflicts: usize, dropped: usize) -> String {
        format!(
            "finding the grid keeping the most givens ({conflicts} conflicts found, \
             at least {dropped} of {} givens to drop)",
            self.givens.len()
        )
    }

    /// The grid holding the givens `kept` (indices into `givens`).
    fn grid_of(&self, kept: &[usize]) -> Grid {
        let mut grid = Grid::empty(self.geometry.size());
        for &i in kept {
            let (cell, digit) = self.givens[i];
            grid.set(cell, digit);
        }
        grid
    }

    /// A conflict within the givens `kept` (sorted), or `None` when some
    /// grid keeps them all. `conflicts` and `dropped`: progress, for the
    /// time-limit message.
    fn conflict_in(
        &self,
        kept: &[usize],
        conflicts: usize,
        dropped: usize,
    ) -> Result<Option<Vec<usize>>> {
        if self.refuted(kept) {
            return self.shrink(kept).map(Some);
        }
        let grid = self.grid_of(kept);
        let quick = Deadline::after(self.deadline.remaining().map_or(QUICK, |r| r.min(QUICK)));
        match self.engine.count(&grid, 1, &quick) {
            Ok(Count::Exact(0)) => Ok(Some(kept.to_vec())),
            Ok(_) => Ok(None),
            Err(Error::TimeLimit { .. }) if !self.deadline.expired() => {
                let opts = BlpOptions {
                    deadline: *self.deadline,
                    ..BlpOptions::default()
                };
                match BlpProblem::new(self.geometry, &grid, &opts)?
                    .solve()?
                    .outcome
                {
                    SolveOutcome::Solved(solution) => {
                        *self.completed.borrow_mut() = Some((kept.to_vec(), solution));
                        Ok(None)
                    }
                    SolveOutcome::NoSolution => Ok(Some(kept.to_vec())),
                }
            }
            Err(Error::TimeLimit { .. }) => {
                Err(self.deadline.exceeded(&self.doing(conflicts, dropped)))
            }
            Err(e) => Err(e),
        }
    }

    /// Whether propagation alone (naked and hidden singles, locked
    /// candidates) refutes the givens `kept`: fast, and monotone (fewer
    /// givens never propagate further).
    fn refuted(&self, kept: &[usize]) -> bool {
        let n = self.geometry.size();
        let full = super::model::full_mask(n);
        let mut masks = vec![full; n * n];
        for &i in kept {
            let (cell, digit) = self.givens[i];
            if masks[cell] != full {
                return true; // two givens in one cell
            }
            masks[cell] = 1 << (digit - 1);
        }
        self.engine.propagate_masks(&masks, true).is_none()
    }

    /// A conflict within `kept` (which propagation refutes) that propagation
    /// no longer refutes without any one of its givens: chunks of halving size are
    /// deleted while propagation still refutes what is left, down to single
    /// givens. Sorted.
    fn shrink(&self, kept: &[usize]) -> Result<Vec<usize>> {
        let mut set = kept.to_vec();
        let mut chunk = set.len().div_ceil(2).max(1);
        loop {
            self.deadline.check(|| SHRINKING.to_string())?;
            let mut at = 0;
            while at < set.len() {
                let end = (at + chunk).min(set.len());
                let rest: Vec<usize> = set[..at].iter().chain(&set[end..]).copied().collect();
                if self.refuted(&rest) {
                    set = rest;
                } else {
                    at = end;
                }
            }
            if chunk == 1 {
                return Ok(set);
            }
            chunk = chunk.div_ceil(2);
        }
    }
}
