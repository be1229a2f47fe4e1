//! The search state: one cell mask per digit (the cells where the digit is
//! still possible), the mask of decided cells, and for each digit the
//! houses where it is decided. It is a small fixed array, copied whole on
//! each guess (368 bytes on a 9x9 grid).

use super::bits::Bits;
use super::compile::Compiled;
use crate::grid::Grid;

/// Candidates as one cell mask per digit, plus the decided cells.
///
/// Invariants kept by the fixpoint: a decided cell is in exactly one
/// digit's mask, and no peer of it is in that mask.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct State<const W: usize, const D: usize> {
    /// `cand[d]`: the cells where digit `d + 1` is still possible.
    pub(super) cand: [Bits<W>; D],
    /// The cells whose digit is decided and removed from their peers.
    pub(super) solved: Bits<W>,
    /// `done[d]`: the houses where digit `d + 1` is decided (bit `h` =
    /// house `h`; none beyond 128 houses), which hidden singles pass over.
    pub(super) done: [u128; D],
}

// The size the module's comment gives (9x9 grids up to 11x11 are
// `Compiled<2, 11>`).
const _: () = assert!(std::mem::size_of::<State<2, 11>>() == 368);

impl<const W: usize, const D: usize> Compiled<W, D> {
    /// The state of `givens` before propagation. `None` when the grid does
    /// not fit (another size, a digit above `n`, a digit a cell may not take).
    pub(super) fn start(&self, givens: &Grid) -> Option<State<W, D>> {
        if givens.size() != self.n {
            return None;
        }
        // The givens of each digit as a mask, in one pass over the cells;
        // then each digit leaves the cells given another.
        let mut given = [Bits::<W>::EMPTY; D];
        let mut any = Bits::<W>::EMPTY;
        for (cell, &d) in givens.cells().iter().enumerate() {
            if d != 0 {
                given.get_mut(d as usize - 1)?.insert(cell);
                any.insert(cell);
            }
        }
        let mut s = self.fresh();
        for (m, mine) in s.cand.iter_mut().zip(&given) {
            // A digit above `n`, or one a cell may not take.
            if !mine.minus(*m).is_empty() {
                return None;
            }
            *m = m.minus(any.minus(*mine));
        }
        Some(s)
    }

    /// The state of candidate masks (bit `d - 1` of `masks[cell]` = digit
    /// `d` possible) before propagation. `None` when the masks do not fit.
    pub(super) fn state_of_masks(&self, masks: &[u32]) -> Option<State<W, D>> {
        if masks.len() != self.n * self.n {
            return None;
        }
        let mut s = self.fresh();
        for d in 0..self.n {
            let mut keep = Bits::EMPTY;
            for (cell, &m) in masks.iter().enumerate() {
                if m >> d & 1 != 0 {
                    keep.insert(cell);
                }
            }
            s.cand[d] = s.cand[d].and(keep);
        }
        Some(s)
    }

    /// Every allowed candidate, nothing decided.
    fn fresh(&self) -> State<W, D> {
        State {
            cand: self.allowed,
            solved: Bits::EMPTY,
            done: [0; D],
        }
    }

    /// The candidate masks of `s`, one per cell (bit `d` = digit `d + 1`).
    pub(super) fn masks_of(&self, s: &State<W, D>) -> Vec<u32> {
        let mut masks = vec![0u32; self.n * self.n];
        for (d, m) in s.cand[..self.n].iter().enumerate() {
            for c in m.iter() {
                masks[c] |= 1 << d;
            }
        }
        masks
    }

    /// The grid of the decided cells of `s`, others empty.
    pub(super) fn grid_of(&self, s: &State<W, D>) -> Grid {
        let mut cells = vec![0u8; self.n * self.n];
        for (d, m) in s.cand[..self.n].iter().enumerate() {
            for c in m.and(s.solved).iter() {
                cells[c] = d as u8 + 1;
            }
        }
        Grid::from_cells(self.n, cells).expect("digits of the engine's own size")
    }

    /// Decides `cell` as digit `d` (a guess of the search, or a hidden
    /// single): the cell leaves every other digit's mask and its peers
    /// leave `d`'s. The cell must still allow `d`.
    #[inline(always)]
    pub(super) fn place(&self, s: &mut State<W, D>, cell: usize, d: usize) {
        debug_assert!(s.cand[d].has(cell) && !s.solved.has(cell));
        let kept = s.cand[d];
        // Every digit's mask (those beyond `n` are empty): a loop of a
        // fixed length, unrolled. Above 16x16 only the one word that holds
        // the cell; up to 16x16 the whole mask at once, whose wide loads
        // then do not wait on a narrow store.
        let bit = Bits::cell(cell);
        for m in s.cand.iter_mut() {
            if W > 4 {
                m.remove(cell);
            } else {
                *m = m.minus(bit);
            }
        }
        s.cand[d] = kept.minus(self.peers[cell]);
        s.solved = s.solved.or(bit);
        self.note_decided(s, cell, d);
    }

    /// Marks the houses of `cell` as done for digit `d` (`cell` was just
    /// decided as it): every decision, a guess, a hidden or a naked single,
    /// goes through here, so hidden singles can pass over those houses.
    #[inline(always)]
    pub(super) fn note_decided(&self, s: &mut State<W, D>, cell: usize, d: usize) {
        // No houses are kept beyond 128 (`cell_houses` is then empty).
        if let Some(&houses) = self.cell_houses.get(cell) {
            s.done[d] |= houses;
        }
    }
}
