//! Counting solutions up to a limit: one depth-first search below 16x16;
//! from 16x16 on, a depth-first search with a node budget first and, when
//! it runs out, randomised restarts that pass over the solutions already
//! known, one new solution a sequence of restarts.
//!
//! A depth-first search on a large grid with many empty cells can get lost
//! under one early wrong guess: a 25x25 puzzle with 55% of its cells empty
//! that [`Engine::solve`]'s restarts solve in a tenth of a second kept
//! `count --limit 2` busy for more than 100 s. The restarts cannot get
//! lost that way, and they stay complete: their node budgets grow without
//! bound, so a run that ends without a new solution has searched the whole
//! tree, and the count is exact.

use std::time::Instant;

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use super::search::{End, Found, Settings};
use super::{Engine, SOLVE_SEED};
use crate::grid::Grid;

/// The depth-first search's budget on a large grid, in nodes a cell: most
/// puzzles end well within it (a 25x25 uniqueness check takes a few
/// hundred nodes), while one lost under a wrong guess spends it in a few
/// milliseconds. 4 against 16: the median 25x25 count at 55-60% empty
/// halves (70 to 34 ms), and no set of 16x16 or 25x25 puzzles gets slower
/// by more than the noise (`bench/README.md`, sixth session).
const FIRST_NODES_A_CELL: u64 = 4;

/// The most solutions the depth-first search may have found when its
/// budget runs out for the restarts to pass over them; past that many the
/// puzzle has solutions everywhere, and the depth-first search goes on
/// without a budget (it finds solutions faster than restarts would).
const MOST_KNOWN: usize = 64;

impl Engine {
    /// Up to `limit` solutions of `givens`, the first `keep` of them kept,
    /// stopping when `deadline` passes.
    pub(super) fn count_search(
        &self,
        givens: &Grid,
        limit: u64,
        keep: usize,
        deadline: Option<Instant>,
    ) -> Found {
        let first = FIRST_NODES_A_CELL * self.cell_count as u64;
        self.count_search_from(givens, limit, keep, deadline, first)
    }

    /// [`Engine::count_search`] with the depth-first search's budget on a
    /// large grid given: `first` nodes.
    pub(super) fn count_search_from(
        &self,
        givens: &Grid,
        limit: u64,
        keep: usize,
        deadline: Option<Instant>,
        first: u64,
    ) -> Found {
        let plain = |budget| Settings::new(limit, keep).deadline(deadline).budget(budget);
        if self.n < 16 {
            return self.search(givens, plain(None));
        }
        let first = self.search(
            givens,
            Settings::new(limit, keep.max(MOST_KNOWN))
                .deadline(deadline)
                .budget(Some(first)),
        );
        let mut nodes = first.nodes;
        if first.end != End::Budget {
            return kept(first, keep);
        }
        if first.count > MOST_KNOWN as u64 {
            let mut again = self.search(givens, plain(None));
            again.nodes += nodes;
            return again;
        }
        let mut known = first.solutions;
        let rng = &mut ChaCha8Rng::seed_from_u64(SOLVE_SEED);
        let end = loop {
            if known.len() as u64 >= limit {
                break End::Limit;
            }
            let (answer, spent) = self.restarts(givens, rng, None, deadline, &known);
            nodes += spent;
            match answer {
                Some(Some(grid)) => known.push(grid),
                Some(None) => break End::Exhausted,
                None => break End::Deadline,
            }
        };
        let found = Found {
            end,
            count: known.len() as u64,
            solutions: known,
            nodes,
        };
        kept(found, keep)
    }
}

/// `found` with only its first `keep` solutions.
fn kept(mut found: Found, keep: usize) -> Found {
    found.solutions.truncate(keep);
    found
}
