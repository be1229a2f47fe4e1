//! A sandwich clue's propagation: over the places `(p, q)` of the line's
//! 1 and its `n` that the candidates allow, the cells between must hold
//! digits from 2 to `n - 1` adding up to the clue (bounds of their
//! candidate masks, and [`Sandwich::can_make`] for their count), and the
//! cells outside neither 1 nor `n`. A place no digits of the cells between
//! can make is dropped; a cell keeps only the digits some place left
//! allows (a 1 where it has a partner `n`, a digit between where the
//! bounds let it). The line is a row or a column: the units keep its
//! digits different, not this file.

use super::{Memo, Outcome};
use crate::engine::compile::Compiled;
use crate::engine::state::State;
use crate::geometry::Sandwich as Rule;

/// A compiled sandwich clue.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(in crate::engine) struct Sandwich {
    /// The line's cells, in order.
    cells: Vec<u16>,
    /// The clue.
    sum: u32,
}

impl Sandwich {
    /// The clue `sum` over the line `cells` (in order).
    pub(in crate::engine) fn new(cells: &[usize], sum: u32) -> Self {
        Sandwich {
            cells: cells.iter().map(|&c| c as u16).collect(),
            sum,
        }
    }

    /// Narrows `s` by the clue.
    pub(in crate::engine) fn propagate<const W: usize, const D: usize>(
        &self,
        compiled: &Compiled<W, D>,
        s: &mut State<W, D>,
        memo: &mut Memo,
    ) -> Outcome {
        let n = compiled.n;
        let k = self.cells.len();
        let mut masks: Vec<u32> = Vec::with_capacity(k);
        for &c in &self.cells {
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
        let Some(kept) = narrow(&masks, self.sum, n) else {
            return Outcome::Contradiction;
        };
        if memoised {
            memo[..k].copy_from_slice(&kept);
        }
        let cells = self.cells.iter().map(|&c| usize::from(c));
        super::remove_lost(s, n, cells, &masks, &kept)
    }
}

/// The digits (bit `d - 1` for `d`) of each of a line's cells, `masks`,
/// that some place of its 1 and its `n` leaves with the clue `sum` on an
/// `n x n` grid; `None` when no place does.
pub(in crate::engine) fn narrow(masks: &[u32], sum: u32, n: usize) -> Option<Vec<u32>> {
    let one = 1u32;
    let top = 1u32 << (n - 1);
    let middle = (top - 1) & !one;
    let mut allowed = vec![0u32; masks.len()];
    let mut any = false;
    for p in (0..masks.len()).filter(|&p| masks[p] & one != 0) {
        for q in (0..masks.len()).filter(|&q| q != p && masks[q] & top != 0) {
            let (a, b) = (p.min(q), p.max(q));
            if !Rule::can_make(b - a - 1, sum, n) {
                continue;
            }
            // Every other cell without 1 and n; those between from 2 to
            // n - 1 adding up to the clue.
            let rest: Vec<u32> = masks
                .iter()
                .enumerate()
                .map(|(i, &m)| if i == p || i == q { 0 } else { m & middle })
                .collect();
            if (0..masks.len()).any(|i| i != p && i != q && rest[i] == 0) {
                continue;
            }
            let between = &rest[a + 1..b];
            let Some(kept) = bounds(between, i64::from(sum)) else {
                continue;
            };
            any = true;
            allowed[p] |= one;
            allowed[q] |= top;
            for (i, slot) in allowed.iter_mut().enumerate() {
                if i == p || i == q {
                    continue;
                }
                *slot |= if a < i && i < b {
                    kept[i - a - 1]
                } else {
                    rest[i]
                };
            }
        }
    }
    any.then(|| masks.iter().zip(&allowed).map(|(m, a)| m & a).collect())
}

/// Bounds consistency of `Σ digits = sum` over `masks` (each not empty),
/// repeated until nothing goes; `None` when no digits add up.
fn bounds(masks: &[u32], sum: i64) -> Option<Vec<u32>> {
    let mut masks = masks.to_vec();
    loop {
        let range = |m: u32| {
            (
                i64::from(m.trailing_zeros()) + 1,
                32 - i64::from(m.leading_zeros()),
            )
        };
        let low: i64 = masks.iter().map(|&m| range(m).0).sum();
        let high: i64 = masks.iter().map(|&m| range(m).1).sum();
        if sum < low || sum > high {
            return None;
        }
        let mut changed = false;
        for m in masks.iter_mut() {
            let (lo, hi) = range(*m);
            let mut keep = 0u32;
            for d in 0..32 {
                let value = i64::from(d) + 1;
                if *m >> d & 1 != 0 && low - lo + value <= sum && high - hi + value >= sum {
                    keep |= 1 << d;
                }
            }
            if keep == 0 {
                return None;
            }
            if keep != *m {
                *m = keep;
                changed = true;
            }
        }
        if !changed {
            return Some(masks);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_clue_of_0_keeps_1_and_n_side_by_side() {
        // 1 fixed in the first cell of a 4-cell line: 4 must be second.
        let all = 0b1111;
        let kept = narrow(&[0b0001, all, all, all], 0, 4).unwrap();
        assert_eq!(kept, vec![0b0001, 0b1000, 0b0110, 0b0110]);
    }

    #[test]
    fn the_cells_between_are_bounded() {
        // 9x9, clue 35: every digit 2..8 between, so 1 and 9 at the ends.
        let all = 0x1ff;
        let kept = narrow(&[all; 9], 35, 9).unwrap();
        assert_eq!(kept[0], 0b1_0000_0001);
        assert_eq!(kept[8], 0b1_0000_0001);
        assert!(kept[1..8].iter().all(|&m| m == 0x1ff & !0b1_0000_0001));
        // No place makes a clue of 1.
        assert_eq!(narrow(&[all; 9], 1, 9), None);
    }
}
