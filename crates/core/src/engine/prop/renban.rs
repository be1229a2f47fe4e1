//! A renban line as a whole (its digits are `L` different consecutive
//! numbers, in any order): generalised arc consistency over its cells'
//! candidate masks. The line holds the digits of one window
//! `lo ..= lo + L - 1`; a window is feasible when its `L` digits can be
//! handed out one to a cell, each cell getting one of its candidates (a
//! perfect matching of cells to the window's digits). A candidate stays
//! only when it is the cell's digit in some such matching of some
//! feasible window, so a digit outside every feasible window goes, and a
//! digit every feasible window needs that one cell alone can take leaves
//! that cell nothing else.
//!
//! Per window: one matching by augmenting paths, then the digits each
//! cell could take instead of its matched one, found as alternating
//! cycles: a cell may move from its digit `m` to `e` when the cell holding
//! `e` can move on, and so on, back to `m` (reachability over the digits,
//! a closure of bit masks). The pair relations of the line
//! (`Line::relations`, "different, by less than `L`") are propagated as
//! well, by `pair.rs`: cheap, they settle most cells first.

use super::{Memo, Outcome};
use crate::engine::compile::Compiled;
use crate::engine::state::State;

/// A compiled renban line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(in crate::engine) struct Renban {
    /// Its cells (their order does not matter).
    cells: Vec<u16>,
}

impl Renban {
    /// The renban line through `cells`.
    pub(in crate::engine) fn new(cells: &[usize]) -> Self {
        Renban {
            cells: cells.iter().map(|&c| c as u16).collect(),
        }
    }

    /// Narrows `s` by the line.
    pub(in crate::engine) fn propagate<const W: usize, const D: usize>(
        &self,
        compiled: &Compiled<W, D>,
        s: &mut State<W, D>,
        memo: &mut Memo,
    ) -> Outcome {
        let n = compiled.n;
        let k = self.cells.len();
        let mut masks = [0u32; 32];
        if k > masks.len() {
            return Outcome::Unchanged; // no line is longer than a grid's side
        }
        for (m, &c) in masks.iter_mut().zip(&self.cells) {
            for (d, cand) in s.cand[..n].iter().enumerate() {
                if cand.has(usize::from(c)) {
                    *m |= 1 << d;
                }
            }
        }
        let before = masks;
        let masks = &mut masks[..k];
        if masks[..] == memo[..k] {
            return Outcome::Unchanged; // as when it last ran
        }
        if !narrow(masks, n) {
            return Outcome::Contradiction;
        }
        memo[..k].copy_from_slice(masks);
        let cells = self.cells.iter().map(|&c| usize::from(c));
        super::remove_lost(s, n, cells, &before, masks)
    }
}

/// Keeps in each of `masks` (bit `d` for digit `d + 1`, one mask a cell
/// of the line, digits below `n`) the digits it takes in some way of
/// filling the line with one window of consecutive digits; `false` when
/// there is none.
pub(in crate::engine) fn narrow(masks: &mut [u32], n: usize) -> bool {
    let k = masks.len();
    if k == 0 {
        return true;
    }
    if k > n || n > 32 {
        return false;
    }
    let all = masks.iter().fold(0u32, |a, &m| a | m);
    let mut support = [0u32; 32];
    let run = if k == 32 { u32::MAX } else { (1u32 << k) - 1 };
    for lo in 0..=n - k {
        let window = run << lo;
        if (all & window).count_ones() as usize != k || masks.iter().any(|&m| m & window == 0) {
            continue;
        }
        let mut inside = [0u32; 32];
        for (i, &m) in inside.iter_mut().zip(masks.iter()) {
            *i = m & window;
        }
        let inside = &inside[..k];
        let mut taken = [0usize; 32];
        if matching(inside, &mut taken[..k]) {
            supports(inside, &taken[..k], &mut support);
        }
    }
    let mut some = true;
    for (m, &keep) in masks.iter_mut().zip(&support) {
        *m &= keep;
        some &= *m != 0;
    }
    some
}

/// A perfect matching of the cells to the digits of their masks (all of
/// one window, as many digits as cells), written to `taken` (`taken[i]`
/// the digit, 0-based, of cell `i`); `false` when there is none.
fn matching(masks: &[u32], taken: &mut [usize]) -> bool {
    let mut owner = [usize::MAX; 32];
    for cell in 0..masks.len() {
        // A digit no other cell has taken yet, at once.
        let free = masks[cell] & !taken[..cell].iter().fold(0u32, |a, &d| a | 1 << d);
        if free != 0 {
            let d = free.trailing_zeros() as usize;
            owner[d] = cell;
            taken[cell] = d;
            continue;
        }
        let mut visited = 0u32;
        if !augment(cell, masks, &mut owner, taken, &mut visited) {
            return false;
        }
    }
    true
}

/// Finds a digit for `cell`, moving other cells along an augmenting path
/// (Kuhn's algorithm); `visited` the digits tried on this path.
fn augment(
    cell: usize,
    masks: &[u32],
    owner: &mut [usize; 32],
    taken: &mut [usize],
    visited: &mut u32,
) -> bool {
    let mut rest = masks[cell] & !*visited;
    while rest != 0 {
        let d = rest.trailing_zeros() as usize;
        rest &= rest - 1;
        if *visited >> d & 1 != 0 {
            continue;
        }
        *visited |= 1 << d;
        if owner[d] == usize::MAX || augment(owner[d], masks, owner, taken, visited) {
            owner[d] = cell;
            taken[cell] = d;
            return true;
        }
    }
    false
}

/// Adds to `support` the digits each cell takes in some perfect matching
/// of `masks`, given one, `taken`: its own, and each digit `e` from which
/// its own is reached by moving the holder of `e` to another of its
/// digits, that one's holder on, and so on (an alternating cycle).
fn supports(masks: &[u32], taken: &[usize], support: &mut [u32; 32]) {
    // reach[d]: the digits the holder of d can move to, then closed.
    let mut reach = [0u32; 32];
    let mut digits = 0u32;
    for (&m, &d) in masks.iter().zip(taken) {
        reach[d] = m;
        digits |= 1 << d;
    }
    let mut ks = digits;
    while ks != 0 {
        let via = ks.trailing_zeros() as usize;
        ks &= ks - 1;
        let mut ds = digits;
        while ds != 0 {
            let d = ds.trailing_zeros() as usize;
            ds &= ds - 1;
            if reach[d] >> via & 1 != 0 {
                reach[d] |= reach[via];
            }
        }
    }
    for ((s, &m), &own) in support.iter_mut().zip(masks).zip(taken) {
        let mut ok = 1u32 << own;
        let mut rest = m & !ok;
        while rest != 0 {
            let e = rest.trailing_zeros() as usize;
            rest &= rest - 1;
            if reach[e] >> own & 1 != 0 {
                ok |= 1 << e;
            }
        }
        *s |= ok;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// What full enumeration keeps: each cell's digits that some filling
    /// of the line with different consecutive digits from the masks uses.
    fn enumerated(masks: &[u32], n: usize) -> Option<Vec<u32>> {
        let k = masks.len();
        let mut keep = vec![0u32; k];
        let mut digits = vec![0usize; k];
        let mut found = false;
        loop {
            let ok = digits.iter().zip(masks).all(|(&d, &m)| m >> d & 1 != 0)
                && (0..k).all(|i| (i + 1..k).all(|j| digits[i] != digits[j]))
                && digits.iter().max().unwrap() - digits.iter().min().unwrap() < k;
            if ok {
                found = true;
                for (kp, &d) in keep.iter_mut().zip(&digits) {
                    *kp |= 1 << d;
                }
            }
            let mut i = 0;
            loop {
                if i == k {
                    return found.then_some(keep);
                }
                digits[i] += 1;
                if digits[i] < n {
                    break;
                }
                digits[i] = 0;
                i += 1;
            }
        }
    }

    #[test]
    fn narrowing_keeps_exactly_what_an_enumeration_keeps() {
        // A small generator of masks (xorshift), lines of 2 to 5 cells on
        // 4x4, 6x6 and 9x9 digits.
        let mut x: u64 = 0x2545_f491_4f6c_dd1d;
        let mut next = move || {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            x
        };
        let (mut kept, mut empty, mut narrowed) = (0, 0, 0);
        for _ in 0..4000 {
            let n = [4usize, 6, 9][(next() % 3) as usize];
            let k = 2 + (next() % (n.min(5) as u64 - 1)) as usize;
            let full = (1u32 << n) - 1;
            let masks: Vec<u32> = (0..k)
                .map(|_| {
                    let m = (next() as u32) & (next() as u32 | next() as u32) & full;
                    if m == 0 {
                        1 << (next() % n as u64)
                    } else {
                        m
                    }
                })
                .collect();
            let mut got = masks.clone();
            let ok = narrow(&mut got, n);
            let expected = enumerated(&masks, n);
            assert_eq!(ok, expected.is_some(), "{masks:?} on {n}");
            if let Some(expected) = expected {
                assert_eq!(got, expected, "{masks:?} on {n}");
                kept += 1;
                narrowed += usize::from(got != masks);
            } else {
                empty += 1;
            }
        }
        assert!(
            kept > 100 && empty > 100 && narrowed > 100,
            "{kept} {empty} {narrowed}"
        );
    }

    #[test]
    fn a_digit_every_window_needs_goes_to_the_one_cell_that_takes_it() {
        // Four cells on a 9x9, digits 1 to 6 at most: the windows 1-4,
        // 2-5, 3-6 all hold 3 and 4; only the last cell takes 4, so it
        // holds 4, and the others lose it.
        let mut masks = [0b11_0111, 0b11_0111, 0b11_0111, 0b11_1111];
        assert!(narrow(&mut masks, 9));
        assert_eq!(masks[3], 0b1000);
        // The first cells: no 4, and 1 to 6 otherwise still fit.
        assert_eq!(masks[0], 0b11_0111);
        // A line of three whose cells take only 1, 5 and 9 has no window.
        let mut masks = [0b1, 0b1_0000, 0b1_0000_0000];
        assert!(!narrow(&mut masks, 9));
    }
}
