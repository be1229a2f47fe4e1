//! Counting solutions up to a limit: one depth-first search below 16x16;
//! from 16x16 on, a depth-first search with a node budget first and, when
//! it runs out, randomised restarts that pass over the solutions already
//! known, each run keeping the new ones it finds.
//!
//! A depth-first search on a large grid with many empty cells can get lost
//! under one early wrong guess: a 25x25 puzzle with 55% of its cells empty
//! that [`Engine::solve`]'s restarts solve in a tenth of a second kept
//! `count --limit 2` busy for more than 100 s. The restarts cannot get
//! lost that way, and they stay complete: their node budgets grow without
//! bound, and a run that ends within its budget has searched the whole
//! tree past the solutions known, so the count is exact. A run keeps every
//! new solution it finds: found one a sequence of restarts, 1,000
//! solutions of a stalled 25x25 took 9.4 s; kept by each run, 0.28 s.

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use super::settings::{End, Found, Settings};
use super::{Engine, SOLVE_SEED};
use crate::budget::Deadline;
use crate::grid::Grid;

/// The depth-first search's budget on a large grid, in nodes a cell: most
/// puzzles end well within it (a 25x25 uniqueness check takes a few
/// hundred nodes), while one lost under a wrong guess spends it in a few
/// milliseconds. 4 against 16: the median 25x25 count at 55-60% empty
/// halves (70 to 34 ms), and no set of 16x16 or 25x25 puzzles gets slower
/// by more than the noise (`bench/NOTEBOOK.md`, sixth session).
const FIRST_NODES_A_CELL: u64 = 4;

/// The most solutions the depth-first search may have found when its
/// budget runs out for the restarts to take over; past that many the
/// puzzle has solutions everywhere, and the depth-first search goes on
/// without a budget (it finds solutions faster than restarts would).
const MOST_KNOWN: usize = 64;

/// The most solutions the restarts keep to pass over; past that many the
/// depth-first search goes on without a budget.
const MOST_KEPT: usize = 4096;

impl Engine {
    /// Up to `limit` solutions of `givens`, the first `keep` of them kept,
    /// stopping when `deadline` passes.
    pub(super) fn count_search(
        &self,
        givens: &Grid,
        limit: u64,
        keep: usize,
        deadline: Deadline,
    ) -> Found {
        let budget = FIRST_NODES_A_CELL * self.cell_count as u64;
        self.count_search_from(givens, limit, keep, deadline, budget)
    }

    /// [`Engine::count_search`] with the depth-first search's budget on a
    /// large grid given: `budget` nodes.
    pub(super) fn count_search_from(
        &self,
        givens: &Grid,
        limit: u64,
        keep: usize,
        deadline: Deadline,
        budget: u64,
    ) -> Found {
        let plain = |budget| Settings::new(limit, keep).deadline(deadline).budget(budget);
        if self.n < 16 {
            return self.search(givens, plain(None));
        }
        let first = self.search(
            givens,
            Settings::new(limit, keep.max(MOST_KNOWN))
                .deadline(deadline)
                .budget(Some(budget)),
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
        let mut weights = vec![0u32; self.cell_count];
        for run in 1u64.. {
            // Each run keeps every new solution it finds (up to
            // `MOST_KEPT`), so a puzzle with many is not found one
            // solution a sequence of restarts.
            let want = limit - known.len() as u64;
            let settings = Settings::new(want, MOST_KEPT.min(want as usize))
                .random(rng)
                .budget(Some(self.restart_budget(givens, run)))
                .deadline(deadline)
                .excluding(&known)
                .weighted(&mut weights);
            let found = self.search(givens, settings);
            nodes += found.nodes;
            let all_kept = found.solutions.len() as u64 == found.count;
            if found.end == End::Budget
                && all_kept
                && known.len() + found.solutions.len() <= MOST_KEPT
            {
                known.extend(found.solutions);
                continue;
            }
            if found.end == End::Budget {
                // More solutions than are worth keeping: the depth-first
                // search finds them faster.
                let mut again = self.search(givens, plain(None));
                again.nodes += nodes;
                return again;
            }
            // The limit, the deadline, or the whole tree searched past the
            // solutions known: every other solution was found in this run.
            let count = known.len() as u64 + found.count;
            known.extend(found.solutions);
            let found = Found {
                end: found.end,
                count,
                solutions: known,
                nodes,
            };
            return kept(found, keep);
        }
        unreachable!("the run counter does not overflow")
    }
}

/// `found` with only its first `keep` solutions.
fn kept(mut found: Found, keep: usize) -> Found {
    found.solutions.truncate(keep);
    found
}
