//! The grid keeping the most givens and cage sums by implicit hitting
//! sets: the optimum of the paper's objective `max Σ c_ijk x_ijk` with the
//! givens free (and, on a killer, each cage's sum free at a cost of one),
//! without handing the whole program to a MILP solver.
//!
//! The *items* are the givens, then the killer cages' sums (a cage whose
//! sum is dropped still holds different digits). A *conflict* is a set of
//! items that no grid keeps all of, proven by the native engine: by its
//! propagation (naked and hidden singles, locked candidates, the cages'
//! combinations), which is then used to shrink the conflict by deletion to
//! one that propagation alone still refutes but refutes no longer without
//! any one of its items; or, when propagation alone cannot refute the
//! items, by the engine's complete search, or the BLP's branch and bound
//! when that search is slow and every cage keeps its sum (that conflict is
//! not shrunk: shrinking it by search costs far more than it saves, as
//! measured in `bench/NOTEBOOK.md`). Every grid drops at least one item of
//! every conflict, so the smallest set of items meeting every conflict
//! found (a minimum hitting set, [`smallest_hitting_set`], the fewest items
//! first, then the fewest cages) bounds what any grid must drop from
//! below. When the items outside that hitting set are completable, a grid
//! keeping them meets the bound: the optimum is proven. Otherwise the items
//! left hold more conflicts; they are found (pairwise disjoint, so each one
//! found raises the bound at once) and the loop repeats. Each round adds
//! conflicts the hitting set misses, and there are finitely many, so it
//! ends.

use std::cell::RefCell;
use std::rc::Rc;
use std::time::Duration;

use super::hitting::smallest_hitting_set;
use super::{BlpOptions, BlpProblem, SolveOutcome};
use crate::budget::Deadline;
use crate::engine::{Engine, Propagation};
use crate::error::{Error, Result};
use crate::geometry::Geometry;
use crate::grid::Grid;
use crate::outcome::Count;

/// How long the engine's search may try a set of givens before the BLP's
/// branch and bound decides it instead (the engine's search is fast on
/// most sets but can take seconds on a 25x25).
const QUICK: Duration = Duration::from_millis(100);

/// One repair: the items as a list, the engines and the budget.
struct Repairer<'a> {
    geometry: &'a Geometry,
    /// The engine with every cage's sum.
    engine: Engine,
    /// The givens as (cell, digit), indexed as in the conflicts; the cages
    /// follow them, cage `i` (in the order of [`Geometry::cages`]) as item
    /// `givens.len() + i`.
    givens: Vec<(usize, u8)>,
    /// The number of cages.
    cages: usize,
    /// The engine last made for a set of cage sums kept, with that set.
    partial: RefCell<Option<(Vec<bool>, Rc<Engine>)>>,
    /// The last set of items the BLP completed, and its grid.
    completed: RefCell<Option<(Vec<usize>, Grid)>>,
    deadline: &'a Deadline,
}

/// The complete grid keeping the most givens and cage sums (the fewest
/// dropped, then the fewest cages among them), proven optimal; `None`
/// when the rules alone (units, and each cage's digits different) admit no
/// grid. [`Error::TimeLimit`] once `deadline` passes.
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
        cages: geometry.cages().count(),
        partial: RefCell::new(None),
        completed: RefCell::new(None),
        deadline,
    };
    repairer.run()
}

impl Repairer<'_> {
    fn run(&self) -> Result<Option<Grid>> {
        let count = self.givens.len() + self.cages;
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
                let cages_from = self.givens.len();
                dropped = smallest_hitting_set(
                    count,
                    &conflicts,
                    dropped.len(),
                    cages_from,
                    self.deadline,
                    &doing,
                )?
                .ok_or_else(|| Error::Solver {
                    solver: "repair".to_string(),
                    message: "a conflict without givens or cages".to_string(),
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
                return match self.engine_for(&kept).solve(&self.grid_of(&kept))? {
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
        let args = [
            ("conflicts", conflicts.to_string()),
            ("dropped", dropped.to_string()),
            ("givens", self.givens.len().to_string()),
            ("cages", self.cages.to_string()),
        ];
        let args: Vec<(&str, &str)> = args.iter().map(|(k, v)| (*k, v.as_str())).collect();
        let key = match self.cages {
            0 => "doing-repair-cores",
            _ => "doing-repair-cores-cages",
        };
        sheetdoku_i18n::text_with(key, &args)
    }

    /// The grid holding the givens among the items `kept`.
    fn grid_of(&self, kept: &[usize]) -> Grid {
        let mut grid = Grid::empty(self.geometry.size());
        for &i in kept.iter().take_while(|&&i| i < self.givens.len()) {
            let (cell, digit) = self.givens[i];
            grid.set(cell, digit);
        }
        grid
    }

    /// Which cages keep their sum among the items `kept` (sorted).
    fn sums_kept(&self, kept: &[usize]) -> Vec<bool> {
        let mut keep = vec![false; self.cages];
        for &i in kept.iter().filter(|&&i| i >= self.givens.len()) {
            keep[i - self.givens.len()] = true;
        }
        keep
    }

    /// The engine for the items `kept` (sorted): the cages among them keep
    /// their sums, the others only their different digits.
    fn engine_for(&self, kept: &[usize]) -> Rc<Engine> {
        let keep = self.sums_kept(kept);
        let mut partial = self.partial.borrow_mut();
        match &*partial {
            Some((set, engine)) if *set == keep => Rc::clone(engine),
            _ => {
                let engine = Rc::new(self.engine.keeping_cage_sums(&keep));
                *partial = Some((keep, Rc::clone(&engine)));
                engine
            }
        }
    }

    /// A conflict within the items `kept` (sorted), or `None` when some
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
        // The BLP's branch and bound knows only the cages with their sums.
        let every_sum = self.sums_kept(kept).iter().all(|&k| k);
        let quick = if every_sum {
            Deadline::after(self.deadline.remaining().map_or(QUICK, |r| r.min(QUICK)))
        } else {
            *self.deadline
        };
        match self.engine_for(kept).count(&grid, 1, &quick) {
            Ok(Count::Exact(0)) => Ok(Some(kept.to_vec())),
            Ok(_) => Ok(None),
            Err(Error::TimeLimit { .. }) if every_sum && !self.deadline.expired() => {
                let opts = BlpOptions::default().with_deadline(*self.deadline);
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
    /// candidates, the cages kept) refutes the items `kept`: fast, and
    /// monotone (fewer items never propagate further).
    fn refuted(&self, kept: &[usize]) -> bool {
        let n = self.geometry.size();
        let full = super::model::full_mask(n);
        let mut masks = vec![full; n * n];
        for &i in kept.iter().take_while(|&&i| i < self.givens.len()) {
            let (cell, digit) = self.givens[i];
            if masks[cell] != full {
                return true; // two givens in one cell
            }
            masks[cell] = 1 << (digit - 1);
        }
        self.engine_for(kept)
            .propagate_masks(&masks, Propagation::LockedCandidates)
            .is_none()
    }

    /// A conflict within `kept` (which propagation refutes) that propagation
    /// no longer refutes without any one of its items: chunks of halving
    /// size are deleted while propagation still refutes what is left, down
    /// to single items. Sorted.
    fn shrink(&self, kept: &[usize]) -> Result<Vec<usize>> {
        let mut set = kept.to_vec();
        let mut chunk = set.len().div_ceil(2).max(1);
        loop {
            self.deadline
                .check(|| sheetdoku_i18n::text("doing-shrinking"))?;
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
