//! A mark between two cells (a Kropki dot, an X or V, a greater-than
//! sign): arc consistency on its two cells. A digit stays in one cell only
//! while the other keeps a digit the mark allows with it. The relation is
//! precomputed as bit masks, one per digit, so a run is a few `and`s.

use super::{Memo, Outcome};
use crate::engine::bits::Bits;
use crate::engine::compile::Compiled;
use crate::engine::state::State;

/// A compiled relation between two cells.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(in crate::engine) struct Relation {
    /// The two cells.
    cells: [u16; 2],
    /// `partners[0][d]`: the digits (bit `e` for digit `e + 1`) the second
    /// cell may hold with digit `d + 1` in the first; `partners[1]` the
    /// other way round (boxed: the propagators' enum stays small).
    partners: Box<[[u32; 32]; 2]>,
}

impl Relation {
    /// The relation `allows(first's digit, second's digit)` between
    /// `cells` on an `n x n` grid.
    pub(in crate::engine) fn new(
        n: usize,
        cells: [usize; 2],
        allows: impl Fn(u8, u8) -> bool,
    ) -> Self {
        let mut partners = Box::new([[0u32; 32]; 2]);
        for d in 1..=n as u8 {
            for e in 1..=n as u8 {
                if allows(d, e) {
                    partners[0][usize::from(d - 1)] |= 1 << (e - 1);
                    partners[1][usize::from(e - 1)] |= 1 << (d - 1);
                }
            }
        }
        Relation {
            cells: cells.map(|c| c as u16),
            partners,
        }
    }

    /// Narrows `s` by the relation.
    pub(in crate::engine) fn propagate<const W: usize, const D: usize>(
        &self,
        compiled: &Compiled<W, D>,
        s: &mut State<W, D>,
        memo: &mut Memo,
    ) -> Outcome {
        let n = compiled.n;
        let mut masks = [0u32; 2];
        for (m, &c) in masks.iter_mut().zip(&self.cells) {
            for (d, cand) in s.cand[..n].iter().enumerate() {
                if cand.has(usize::from(c)) {
                    *m |= 1 << d;
                }
            }
        }
        if masks[..] == memo[..2] {
            return Outcome::Unchanged;
        }
        let before = masks;
        // Two passes reach the fixpoint of two cells: after the second
        // cell is narrowed by the first, the first by the second.
        for _ in 0..2 {
            for side in 0..2 {
                let other = masks[1 - side];
                let mut keep = 0;
                for d in bits(masks[side]) {
                    if self.partners[side][d] & other != 0 {
                        keep |= 1 << d;
                    }
                }
                masks[side] = keep;
            }
        }
        if masks.contains(&0) {
            return Outcome::Contradiction;
        }
        memo[..2].copy_from_slice(&masks);
        let mut changed = false;
        for ((&c, old), new) in self.cells.iter().zip(before).zip(masks) {
            let lost = old & !new;
            if lost != 0 {
                changed = true;
                let bit = Bits::cell(usize::from(c));
                for d in bits(lost) {
                    s.cand[d] = s.cand[d].minus(bit);
                }
            }
        }
        if changed {
            Outcome::Changed
        } else {
            Outcome::Unchanged
        }
    }
}

/// The digits of `mask` (0-based).
fn bits(mut mask: u32) -> impl Iterator<Item = usize> {
    std::iter::from_fn(move || {
        (mask != 0).then(|| {
            let d = mask.trailing_zeros() as usize;
            mask &= mask - 1;
            d
        })
    })
}
