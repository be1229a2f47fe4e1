//! Depth-first search over propagated states: minimum-remaining-values
//! branching, counting up to a limit, an optional deadline, an optional
//! random digit order (for random solutions) and an optional node budget
//! (for restarts).

use std::time::Instant;

use rand::{Rng, RngCore};

use super::propagate::{single, State};
use super::tables::Engine;
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

/// The settings and results of one search.
pub(super) struct Search<'a> {
    engine: &'a Engine,
    /// Stop after this many solutions.
    limit: u64,
    /// Keep at most this many solutions.
    keep: usize,
    locked: bool,
    deadline: Option<Instant>,
    budget: Option<u64>,
    rng: Option<&'a mut dyn RngCore>,
    /// One state per depth, reused across nodes.
    pool: Vec<State>,
    queue: Vec<u16>,
    /// The branches of every open node: decide `cell` as digit `bit`.
    choices: Vec<(u16, u32)>,
    /// Solutions found.
    pub(super) found: u64,
    /// The first `keep` solutions.
    pub(super) solutions: Vec<Grid>,
    /// Search nodes visited (propagated states), a measure of effort.
    pub(super) nodes: u64,
}

/// Check the clock every this many nodes.
const CLOCK_EVERY: u64 = 256;

impl<'a> Search<'a> {
    /// A search stopping after `limit` solutions and keeping `keep` of them.
    pub(super) fn new(engine: &'a Engine, limit: u64, keep: usize) -> Self {
        Search {
            engine,
            limit,
            keep,
            // Locked candidates cost more than they save on small grids.
            locked: engine.n >= 16,
            deadline: None,
            budget: None,
            rng: None,
            pool: Vec::new(),
            queue: Vec::with_capacity(engine.cell_count),
            choices: Vec::with_capacity(engine.n * 4),
            found: 0,
            solutions: Vec::new(),
            nodes: 0,
        }
    }

    /// Give up when `deadline` passes.
    pub(super) fn deadline(mut self, deadline: Option<Instant>) -> Self {
        self.deadline = deadline;
        self
    }

    /// Give up after about `budget` nodes.
    pub(super) fn budget(mut self, budget: Option<u64>) -> Self {
        self.budget = budget;
        self
    }

    /// Try digits and break ties between cells in an order drawn from `rng`.
    pub(super) fn random(mut self, rng: &'a mut dyn RngCore) -> Self {
        self.rng = Some(rng);
        self
    }

    /// Runs the search from `givens`.
    pub(super) fn run(&mut self, givens: &Grid) -> End {
        let Some(mut root) = self.engine.initial_state(givens, &mut self.queue) else {
            return End::Exhausted;
        };
        if self.limit == 0 {
            return End::Limit;
        }
        if !self.engine.settle(&mut root, &mut self.queue, self.locked) {
            self.nodes += 1;
            return End::Exhausted;
        }
        if self.pool.is_empty() {
            self.pool.push(root);
        } else {
            self.pool[0] = root;
        }
        match self.node(0) {
            Ok(()) => End::Exhausted,
            Err(end) => end,
        }
    }

    /// Explores the settled state `pool[depth]`.
    fn node(&mut self, depth: usize) -> Result<(), End> {
        self.nodes += 1;
        if self.nodes.is_multiple_of(CLOCK_EVERY) {
            if let Some(deadline) = self.deadline {
                if Instant::now() >= deadline {
                    return Err(End::Deadline);
                }
            }
        }
        if self.budget.is_some_and(|b| self.nodes > b) {
            return Err(End::Budget);
        }
        if self.pool[depth].open == 0 {
            if self.solutions.len() < self.keep {
                self.solutions
                    .push(self.engine.grid_of(&self.pool[depth].masks));
            }
            self.found += 1;
            return if self.found >= self.limit {
                Err(End::Limit)
            } else {
                Ok(())
            };
        }
        let start = self.choices.len();
        self.choose(depth);
        if let Some(rng) = self.rng.as_mut() {
            let choices = &mut self.choices[start..];
            for i in (1..choices.len()).rev() {
                choices.swap(i, rng.random_range(0..=i));
            }
        }
        if self.pool.len() <= depth + 1 {
            let copy = self.pool[depth].clone();
            self.pool.push(copy);
        }
        let mut outcome = Ok(());
        for i in start..self.choices.len() {
            let (cell, bit) = self.choices[i];
            let (parents, children) = self.pool.split_at_mut(depth + 1);
            let child = &mut children[0];
            child.masks.copy_from_slice(&parents[depth].masks);
            child.open = parents[depth].open;
            self.engine
                .decide(child, cell as usize, bit, &mut self.queue);
            if !self.engine.settle(child, &mut self.queue, self.locked) {
                self.nodes += 1;
                continue;
            }
            outcome = self.node(depth + 1);
            if outcome.is_err() {
                break;
            }
        }
        self.choices.truncate(start);
        outcome
    }

    /// Pushes the branches of `pool[depth]` on `choices`: the digits of a
    /// cell with two candidates; else the two places of a digit that has only
    /// two in some unit; else the digits of a cell with the fewest candidates.
    /// Ties go to the first found, or to a random one when drawing.
    fn choose(&mut self, depth: usize) {
        let masks = &self.pool[depth].masks;
        let mut best = usize::MAX;
        let mut best_count = u32::MAX;
        let mut ties = 0u32;
        for (cell, &m) in masks.iter().enumerate() {
            if single(m) {
                continue;
            }
            let count = m.count_ones();
            if count < best_count {
                best = cell;
                best_count = count;
                ties = 1;
                if count == 2 && self.rng.is_none() {
                    break;
                }
            } else if count == best_count {
                if let Some(rng) = self.rng.as_mut() {
                    ties += 1;
                    if rng.random_range(0..ties) == 0 {
                        best = cell;
                    }
                }
            }
        }
        if best_count > 2 {
            if let Some((bit, a, b)) = self.two_places(depth) {
                self.choices.push((a, bit));
                self.choices.push((b, bit));
                return;
            }
        }
        let mut rest = masks[best];
        while rest != 0 {
            let bit = rest & rest.wrapping_neg();
            rest ^= bit;
            self.choices.push((best as u16, bit));
        }
    }

    /// A digit with exactly two open places in some unit, and those places.
    fn two_places(&self, depth: usize) -> Option<(u32, u16, u16)> {
        let masks = &self.pool[depth].masks;
        let engine = self.engine;
        for u in 0..engine.unit_count() {
            let cells = engine.unit(u);
            let (mut once, mut twice, mut more) = (0u32, 0u32, 0u32);
            for &c in cells {
                let m = masks[c as usize];
                if single(m) {
                    continue;
                }
                more |= twice & m;
                twice |= once & m;
                once |= m;
            }
            let pairs = twice & !more;
            if pairs != 0 {
                let bit = pairs & pairs.wrapping_neg();
                let mut places = cells
                    .iter()
                    .copied()
                    .filter(|&c| masks[c as usize] & bit != 0 && !single(masks[c as usize]));
                let a = places.next()?;
                let b = places.next()?;
                return Some((bit, a, b));
            }
        }
        None
    }
}
