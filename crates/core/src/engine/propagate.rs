//! Constraint propagation on candidate bitsets: naked singles through a work
//! queue, hidden singles over every unit, and (optionally) locked candidates
//! between any two units that share two or more cells.
//!
//! A state is a slice of masks, one `u32` per cell (bit `d - 1` = digit `d`
//! still possible), plus the number of cells with two or more candidates.
//! Invariant: a cell is pushed on the queue exactly once, when its mask first
//! becomes a single bit, so no "placed" flags are needed.

use super::tables::Engine;
use crate::grid::Grid;

/// Whether `m` has exactly one bit set (0 has none).
#[inline(always)]
pub(super) fn single(m: u32) -> bool {
    m != 0 && m & (m - 1) == 0
}

/// A propagation state: the masks, the cells still open and the queue of
/// newly decided cells whose digit has not yet been removed from their peers.
#[derive(Clone, Debug)]
pub(super) struct State {
    pub(super) masks: Vec<u32>,
    pub(super) open: usize,
}

/// Contradiction: some cell has no candidate or some digit has no place.
pub(super) struct Contradiction;

type Step = Result<bool, Contradiction>;

impl Engine {
    /// The starting state of `givens`, with every given queued. `None` when
    /// the givens do not fit this engine (wrong size, digit above `n`).
    pub(super) fn initial_state(&self, givens: &Grid, queue: &mut Vec<u16>) -> Option<State> {
        queue.clear();
        if givens.size() != self.n {
            return None;
        }
        let mut masks = vec![self.full; self.cell_count];
        let mut open = self.cell_count;
        for (cell, &d) in givens.cells().iter().enumerate() {
            if d == 0 {
                continue;
            }
            if d as usize > self.n {
                return None;
            }
            masks[cell] = 1 << (d - 1);
            open -= 1;
            queue.push(cell as u16);
        }
        Some(State { masks, open })
    }

    /// The starting state of candidate masks (bit `d - 1` = digit `d`),
    /// with every decided cell queued. `None` when a cell has no candidate
    /// or the masks do not fit this engine.
    pub(super) fn state_of_masks(&self, masks: &[u32], queue: &mut Vec<u16>) -> Option<State> {
        queue.clear();
        if masks.len() != self.cell_count {
            return None;
        }
        let mut open = self.cell_count;
        let mut own = Vec::with_capacity(self.cell_count);
        for (cell, &m) in masks.iter().enumerate() {
            let m = m & self.full;
            if m == 0 {
                return None;
            }
            if single(m) {
                open -= 1;
                queue.push(cell as u16);
            }
            own.push(m);
        }
        Some(State { masks: own, open })
    }

    /// Decides `cell` as the single digit `bit` (a branch of the search).
    #[inline]
    pub(super) fn decide(&self, state: &mut State, cell: usize, bit: u32, queue: &mut Vec<u16>) {
        debug_assert!(!single(state.masks[cell]) && state.masks[cell] & bit != 0);
        state.masks[cell] = bit;
        state.open -= 1;
        queue.push(cell as u16);
    }

    /// Propagates to a fixpoint. Returns `false` on a contradiction (the
    /// state is then garbage and the queue is cleared).
    pub(super) fn settle(&self, state: &mut State, queue: &mut Vec<u16>, locked: bool) -> bool {
        let ok = self.settle_inner(state, queue, locked).is_ok();
        if !ok {
            queue.clear();
        }
        ok
    }

    fn settle_inner(&self, state: &mut State, queue: &mut Vec<u16>, locked: bool) -> Step {
        loop {
            self.naked_singles(state, queue)?;
            if state.open == 0 {
                // Every cell decided and every decision propagated: the peers
                // of each cell hold other digits, so this is a solution.
                return Ok(true);
            }
            if self.hidden_singles(state, queue)? {
                continue;
            }
            if locked && self.locked_candidates(state, queue)? {
                continue;
            }
            return Ok(true);
        }
    }

    /// Removes the digit of every queued cell from its peers.
    #[inline]
    fn naked_singles(&self, state: &mut State, queue: &mut Vec<u16>) -> Step {
        let masks = &mut state.masks[..];
        while let Some(cell) = queue.pop() {
            let bit = masks[cell as usize];
            if bit == 0 {
                return Err(Contradiction);
            }
            for &p in self.peers_of(cell as usize) {
                let m = masks[p as usize];
                if m & bit != 0 {
                    let m = m & !bit;
                    masks[p as usize] = m;
                    if m == 0 {
                        return Err(Contradiction);
                    }
                    if m & (m - 1) == 0 {
                        state.open -= 1;
                        queue.push(p);
                    }
                }
            }
        }
        Ok(true)
    }

    /// In each unit, a digit with exactly one possible cell goes there; a
    /// digit with no possible cell is a contradiction. Returns whether any
    /// cell was decided.
    fn hidden_singles(&self, state: &mut State, queue: &mut Vec<u16>) -> Step {
        let masks = &mut state.masks[..];
        let mut changed = false;
        for u in 0..self.unit_count() {
            let cells = self.unit(u);
            let (mut once, mut twice, mut decided) = (0u32, 0u32, 0u32);
            for &c in cells {
                let m = masks[c as usize];
                twice |= once & m;
                once |= m;
                if m & (m.wrapping_sub(1)) == 0 {
                    decided |= m;
                }
            }
            if once != self.full {
                return Err(Contradiction);
            }
            let mut hidden = once & !twice & !decided;
            while hidden != 0 {
                let bit = hidden & hidden.wrapping_neg();
                hidden ^= bit;
                // If an earlier hidden single of this unit took the only cell
                // of this digit, the digit has no place left.
                let cell = cells
                    .iter()
                    .copied()
                    .find(|&c| masks[c as usize] & bit != 0)
                    .ok_or(Contradiction)?;
                // The cell holds other digits too: `decided` excludes this one.
                masks[cell as usize] = bit;
                state.open -= 1;
                queue.push(cell);
                changed = true;
            }
        }
        Ok(changed)
    }

    /// Pointing and claiming: when, within one unit of a pair, a digit can
    /// only go in the cells the pair shares, it cannot go in the other unit's
    /// remaining cells. Returns whether any candidate was removed.
    fn locked_candidates(&self, state: &mut State, queue: &mut Vec<u16>) -> Step {
        let masks = &mut state.masks[..];
        let or = |cells: &[u16], masks: &[u32]| {
            cells.iter().fold(0u32, |acc, &c| acc | masks[c as usize])
        };
        let mut changed = false;
        for pair in &self.pairs {
            let shared = or(self.pair_range(pair.shared), masks);
            let first_rest = or(self.pair_range(pair.first_only), masks);
            let second_rest = or(self.pair_range(pair.second_only), masks);
            let from_second = shared & !first_rest & second_rest;
            let from_first = shared & !second_rest & first_rest;
            for (remove, cells) in [
                (from_second, pair.second_only),
                (from_first, pair.first_only),
            ] {
                if remove == 0 {
                    continue;
                }
                for &c in self.pair_range(cells) {
                    let m = masks[c as usize];
                    if m & remove == 0 {
                        continue;
                    }
                    // A decided cell loses its only digit here: contradiction.
                    let m = m & !remove;
                    masks[c as usize] = m;
                    if m == 0 {
                        return Err(Contradiction);
                    }
                    changed = true;
                    if single(m) {
                        state.open -= 1;
                        queue.push(c);
                    }
                }
            }
        }
        Ok(changed)
    }
}
