//! What a search is asked to do ([`Settings`]) and what it gives back
//! ([`Found`], [`End`]): shared by the generic search and the 9x9 kernel,
//! which neither imports the other.

use rand::RngCore;

use crate::budget::Deadline;
use crate::grid::Grid;

/// How a search ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum End {
    /// The whole tree was explored: the count is exact.
    Exhausted,
    /// The limit of solutions was reached.
    Limit,
    /// The deadline passed.
    Deadline,
    /// The node budget ran out.
    Budget,
}

/// What a search is asked to do.
pub(super) struct Settings<'r> {
    /// Stop after this many solutions.
    pub(super) limit: u64,
    /// Keep at most this many solutions.
    pub(super) keep: usize,
    pub(super) deadline: Deadline,
    pub(super) budget: Option<u64>,
    pub(super) rng: Option<&'r mut dyn RngCore>,
    /// Failure counts per cell, kept across the restarts of one search.
    pub(super) weights: Option<&'r mut [u32]>,
    /// A candidate struck out before the search begins: `(cell, digit)`,
    /// the digit counted from 0.
    pub(super) without: Option<(usize, usize)>,
    /// Complete grids that do not count as solutions.
    pub(super) excluded: &'r [Grid],
}

impl<'r> Settings<'r> {
    /// A search stopping after `limit` solutions and keeping `keep` of them.
    pub(super) fn new(limit: u64, keep: usize) -> Self {
        Settings {
            limit,
            keep,
            deadline: Deadline::none(),
            budget: None,
            rng: None,
            weights: None,
            without: None,
            excluded: &[],
        }
    }

    /// Count none of `grids` as a solution (the search goes on past them).
    pub(super) fn excluding(mut self, grids: &'r [Grid]) -> Self {
        self.excluded = grids;
        self
    }

    /// Search only the solutions without `digit` (counted from 0) in
    /// `cell`.
    pub(super) fn without(mut self, cell: usize, digit: usize) -> Self {
        self.without = Some((cell, digit));
        self
    }

    /// Give up when `deadline` passes or its caller cancels.
    pub(super) fn deadline(mut self, deadline: Deadline) -> Self {
        self.deadline = deadline;
        self
    }

    /// Give up after about `budget` nodes.
    pub(super) fn budget(mut self, budget: Option<u64>) -> Self {
        self.budget = budget;
        self
    }

    /// Try digits and break ties between cells in an order drawn from `rng`.
    pub(super) fn random(mut self, rng: &'r mut dyn RngCore) -> Self {
        self.rng = Some(rng);
        self
    }

    /// Among the cells with the fewest candidates, branch on one that
    /// failed most often (`weights`, one count per cell, raised here when a
    /// guess in the cell fails at once), so that the restarts of one search
    /// learn where the puzzle is hard.
    pub(super) fn weighted(mut self, weights: &'r mut [u32]) -> Self {
        self.weights = Some(weights);
        self
    }
}

/// The results of one search.
pub(super) struct Found {
    pub(super) end: End,
    /// Solutions found.
    pub(super) count: u64,
    /// The first `keep` of them.
    pub(super) solutions: Vec<Grid>,
    /// Search nodes visited (propagated states, dead ends included).
    pub(super) nodes: u64,
}
