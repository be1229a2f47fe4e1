//! A sum rule's propagation (an arrow, a little killer): bounds
//! consistency on `Σ w_c · digit(c) = total` over the cells' candidate
//! masks, digits free to repeat. A candidate `d` of cell `c` stays only if
//! the other cells' least and greatest weighted digits can make up the
//! rest; repeated until nothing more goes. Where the cells must differ (a
//! shaft along a row), the units say it, not this file.

use super::{Memo, Outcome};
use crate::engine::compile::Compiled;
use crate::engine::state::State;

/// A compiled sum rule.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(in crate::engine) struct Sum {
    /// The cells with their weights (a bulb's negative).
    cells: Vec<(u16, i64)>,
    /// What the weighted digits add up to.
    total: i64,
}

impl Sum {
    /// The rule `Σ w · digit = total` over `weights`' cells.
    pub(in crate::engine) fn new(weights: &[(usize, i64)], total: i64) -> Self {
        Sum {
            cells: weights.iter().map(|&(c, w)| (c as u16, w)).collect(),
            total,
        }
    }

    /// Narrows `s` by the sum.
    pub(in crate::engine) fn propagate<const W: usize, const D: usize>(
        &self,
        compiled: &Compiled<W, D>,
        s: &mut State<W, D>,
        memo: &mut Memo,
    ) -> Outcome {
        let n = compiled.n;
        let k = self.cells.len();
        let mut masks: Vec<u32> = Vec::with_capacity(k);
        for &(c, _) in &self.cells {
            let mut m = 0u32;
            for (d, cand) in s.cand[..n].iter().enumerate() {
                if cand.has(usize::from(c)) {
                    m |= 1 << d;
                }
            }
            if m == 0 {
                return Outcome::Contradiction;
            }
            masks.push(m);
        }
        let memoised = k <= memo.len();
        if memoised && masks[..] == memo[..k] {
            return Outcome::Unchanged; // as when it last ran
        }
        let before = masks.clone();
        if !narrow(&self.cells, &mut masks, self.total) {
            return Outcome::Contradiction;
        }
        if memoised {
            memo[..k].copy_from_slice(&masks);
        }
        let cells = self.cells.iter().map(|&(c, _)| usize::from(c));
        super::remove_lost(s, n, cells, &before, &masks)
    }
}

/// The least and greatest `w · d` over the digits of `mask` (bit `d - 1`
/// for digit `d`), `mask` not empty.
fn range(w: i64, mask: u32) -> (i64, i64) {
    let low = i64::from(mask.trailing_zeros()) + 1;
    let high = 32 - i64::from(mask.leading_zeros());
    if w >= 0 {
        (w * low, w * high)
    } else {
        (w * high, w * low)
    }
}

/// Bounds consistency of `Σ w · d = total` on `masks` (one a cell, each
/// with its weight in `cells`), in place; `false` when no choice adds up.
fn narrow(cells: &[(u16, i64)], masks: &mut [u32], total: i64) -> bool {
    loop {
        let ranges: Vec<(i64, i64)> = cells
            .iter()
            .zip(masks.iter())
            .map(|(&(_, w), &m)| range(w, m))
            .collect();
        let low: i64 = ranges.iter().map(|r| r.0).sum();
        let high: i64 = ranges.iter().map(|r| r.1).sum();
        if total < low || total > high {
            return false;
        }
        let mut changed = false;
        for ((&(_, w), m), &(lo, hi)) in cells.iter().zip(masks.iter_mut()).zip(&ranges) {
            let mut keep = 0u32;
            let mut rest = *m;
            while rest != 0 {
                let bit = rest & rest.wrapping_neg();
                rest &= rest - 1;
                let value = w * (i64::from(bit.trailing_zeros()) + 1);
                if low - lo + value <= total && high - hi + value >= total {
                    keep |= bit;
                }
            }
            if keep == 0 {
                return false;
            }
            if keep != *m {
                *m = keep;
                changed = true;
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
    fn an_arrow_bounds_its_bulb_and_shaft() {
        // Bulb -1, shaft of two cells +1 each, digits 1..=9.
        let cells = [(0, -1), (1, 1), (2, 1)];
        let mut masks = [0x1ff, 0x1ff, 0x1ff];
        assert!(narrow(&cells, &mut masks, 0));
        // The bulb holds 2 at least; each shaft cell 8 at most.
        assert_eq!(masks, [0x1fe, 0xff, 0xff]);
        // A 3 in the bulb leaves 1 and 2 in the shaft.
        let mut masks = [0b100, 0x1ff, 0x1ff];
        assert!(narrow(&cells, &mut masks, 0));
        assert_eq!(masks, [0b100, 0b11, 0b11]);
        // A 1 in the bulb cannot be.
        let mut masks = [0b1, 0x1ff, 0x1ff];
        assert!(!narrow(&cells, &mut masks, 0));
    }

    #[test]
    fn a_little_killer_keeps_what_can_add_up() {
        // Three cells adding up to 25 on a 9x9: each holds 7 at least.
        let cells = [(0, 1), (1, 1), (2, 1)];
        let mut masks = [0x1ff; 3];
        assert!(narrow(&cells, &mut masks, 25));
        assert_eq!(masks, [0x1c0; 3]);
    }
}
