//! A killer cage's propagation: the digit combinations its size and sum
//! allow (precomputed once as bit masks), kept only while the cage's cells
//! can still be matched to their digits; each cell keeps the digits of the
//! combinations left; a digit every combination left needs leaves the
//! cells outside the cage that see all its places in the cage; and the sum
//! bounds (a candidate stays only if the other open cells can make up the
//! rest). "Each digit at most once" itself is in the peers: the compiler
//! makes the cage's cells see each other.

use super::{Memo, Outcome};
use crate::engine::bits::Bits;
use crate::engine::compile::Compiled;
use crate::engine::state::State;

/// More combinations than this (large cages of 16x16 and 25x25 grids) are
/// not listed; the cage is then propagated by its sum bounds alone.
const MAX_COMBINATIONS: usize = 4096;

/// A compiled cage.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(in crate::engine) struct Cage {
    /// The cells, in increasing order.
    cells: Vec<u16>,
    /// The sum.
    sum: u32,
    /// Every set of `cells.len()` different digits adding up to `sum`, bit
    /// `d` for digit `d + 1`; `None` when there are too many to list.
    combinations: Option<Vec<u32>>,
}

impl Cage {
    /// The cage of `cells` adding up to `sum` on an `n x n` grid.
    pub(in crate::engine) fn new(n: usize, cells: &[usize], sum: u32) -> Self {
        Cage {
            cells: cells.iter().map(|&c| c as u16).collect(),
            sum,
            combinations: crate::geometry::Cage::combinations(
                n,
                cells.len(),
                sum,
                MAX_COMBINATIONS,
            ),
        }
    }

    /// Narrows `s` by the cage.
    pub(in crate::engine) fn propagate<const W: usize, const D: usize>(
        &self,
        compiled: &Compiled<W, D>,
        s: &mut State<W, D>,
        memo: &mut Memo,
    ) -> Outcome {
        let n = compiled.n;
        let k = self.cells.len();
        let mut masks = [0u32; 32];
        let masks = &mut masks[..k];
        for (m, &c) in masks.iter_mut().zip(&self.cells) {
            for (d, cand) in s.cand[..n].iter().enumerate() {
                if cand.has(usize::from(c)) {
                    *m |= 1 << d;
                }
            }
            if *m == 0 {
                return Outcome::Contradiction;
            }
        }
        if masks[..] == memo[..k] {
            return Outcome::Unchanged; // as when it last ran
        }
        let mut before = [0u32; 32];
        before[..k].copy_from_slice(masks);
        let before = &before[..k];
        let mut needed = u32::MAX;
        if let Some(combinations) = &self.combinations {
            let mut allowed = [0u32; 32];
            let mut any = false;
            // How many cells still have a digit no combination found so
            // far allows: once none has and no digit is needed by all the
            // combinations so far, the rest can change nothing.
            let mut short;
            for &combination in combinations {
                // Each cell allowing every digit of the combination needs
                // no matching (the common case high in the search).
                let fits = masks.iter().all(|&m| m & combination == combination)
                    || crate::geometry::Cage::fits(masks, combination);
                if fits {
                    any = true;
                    needed &= combination;
                    short = 0;
                    for (a, &m) in allowed.iter_mut().zip(masks.iter()) {
                        *a |= m & combination;
                        short += usize::from(*a != m);
                    }
                    if short == 0 && needed == 0 {
                        break;
                    }
                }
            }
            if !any {
                return Outcome::Contradiction;
            }
            for (m, a) in masks.iter_mut().zip(allowed) {
                *m &= a;
            }
        } else {
            needed = 0;
        }
        if !sum_bounds(masks, self.sum) {
            return Outcome::Contradiction;
        }
        let mut changed = false;
        memo[..k].copy_from_slice(masks);
        for ((&c, &old), &new) in self.cells.iter().zip(before).zip(masks.iter()) {
            let lost = old & !new;
            if lost != 0 {
                changed = true;
                let bit = Bits::cell(usize::from(c));
                for d in bits(lost) {
                    s.cand[d] = s.cand[d].minus(bit);
                }
            }
        }
        // A digit the cage must hold leaves every cell outside the cage that
        // sees all its places in the cage.
        let cage = Bits::of(self.cells.iter().map(|&c| usize::from(c)));
        for d in bits(needed) {
            let mut seeing = compiled.all;
            for (&c, &m) in self.cells.iter().zip(masks.iter()) {
                if m >> d & 1 != 0 {
                    seeing = seeing.and(compiled.peers[usize::from(c)]);
                }
            }
            let gone = seeing.minus(cage).and(s.cand[d]);
            if !gone.is_empty() {
                changed = true;
                s.cand[d] = s.cand[d].minus(gone);
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

/// Sum bounds: a candidate `v` of a cell stays only if the other cells'
/// smallest and largest candidates leave room for `sum - v`. `false` when
/// a cell loses every candidate.
fn sum_bounds(masks: &mut [u32], sum: u32) -> bool {
    loop {
        let low = |m: u32| m.trailing_zeros() + 1;
        let high = |m: u32| 32 - m.leading_zeros();
        let min: u32 = masks.iter().map(|&m| low(m)).sum();
        let max: u32 = masks.iter().map(|&m| high(m)).sum();
        let mut changed = false;
        for m in masks.iter_mut() {
            // The others' bounds without this cell.
            let (others_min, others_max) = (min - low(*m), max - high(*m));
            let mut keep = 0;
            for v in bits(*m) {
                let v = v as u32 + 1;
                if v + others_min <= sum && v + others_max >= sum {
                    keep |= 1 << (v - 1);
                }
            }
            if keep == 0 {
                return false;
            }
            if keep != *m {
                *m = keep;
                changed = true;
                break; // the bounds moved: start over
            }
        }
        if !changed {
            return true;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sum_bounds_narrow_both_ends() {
        // Two cells 1..9 adding to 17: only 8 and 9.
        let mut masks = [0x1ff, 0x1ff];
        assert!(sum_bounds(&mut masks, 17));
        assert_eq!(masks, [0b1_1000_0000, 0b1_1000_0000]);
        let mut masks = [0b1, 0b1];
        assert!(!sum_bounds(&mut masks, 5));
    }
}
