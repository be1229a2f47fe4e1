//! Propagation to a fixpoint on the per-digit cell masks:
//!
//! 1. naked singles for every cell at once (a bit-sliced count of each
//!    cell's candidates over the digit masks), each new cell's peers
//!    leaving its digit's mask, and hidden singles by house and
//!    digit (a house's mask ANDed with the digit's), looking only at the
//!    houses where the digit lost a cell since the last look (a house where
//!    it lost none cannot have become a single or empty); repeated until
//!    nothing changes;
//! 2. locked candidates (pointing and claiming) over the pairs of houses
//!    compiled once per geometry, where enabled;
//! 3. every propagator of `prop/`;
//!
//! and again from 1. while any step changed something, or until a
//! contradiction.

use super::bits::{Bits, Places};
use super::compile::{Compiled, PAIR_WORDS};
use super::propagator::{Memo, Outcome};
use super::state::State;

impl<const W: usize, const D: usize> Compiled<W, D> {
    /// Propagates `s` to the fixpoint; `false` on a contradiction (the state
    /// is then garbage). `seen`: the digit masks at which hidden singles
    /// were last looked for (a parent's settled masks; [`Compiled::allowed`]
    /// at the start), so only houses where a digit lost a cell since are
    /// looked at again.
    pub(super) fn settle(&self, s: &mut State<W, D>, seen: &[Bits<W>; D], locked: bool) -> bool {
        self.settle_since(s, seen, seen, locked)
    }

    /// Propagates a state no propagation has looked at (the givens, or
    /// masks from outside) to the fixpoint; `false` on a contradiction. The
    /// first look for hidden singles takes every house of every digit: at
    /// the start nearly every house has lost a cell, and finding which
    /// would walk every lost cell.
    pub(super) fn settle_start(&self, s: &mut State<W, D>, locked: bool) -> bool {
        let mut seen = self.allowed;
        while let Some(placed) = self.naked_pass(s) {
            if placed {
                continue;
            }
            for (d, seen) in seen[..self.n].iter_mut().enumerate() {
                *seen = s.cand[d];
                for h in 0..self.houses.len() {
                    if self.hidden_in(s, d, h).is_none() {
                        return false;
                    }
                }
            }
            return self.settle_since(s, &seen, &self.allowed, locked);
        }
        false
    }

    /// [`Compiled::settle`], with `locked_seen` for locked candidates as
    /// `seen` is for hidden singles.
    fn settle_since(
        &self,
        s: &mut State<W, D>,
        seen: &[Bits<W>; D],
        locked_seen: &[Bits<W>; D],
        locked: bool,
    ) -> bool {
        let mut seen = *seen;
        // Copied only where locked candidates run (from 16x16 on, and at
        // the root of smaller searches).
        let mut locked_seen = if locked { Some(*locked_seen) } else { None };
        let mut memos: Vec<Memo> = vec![[0; 32]; self.propagators.len()];
        loop {
            if !self.singles(s, &mut seen) {
                return false;
            }
            if s.solved == self.all {
                // A full grid still answers to the rules that are not
                // units (a cage's sum).
                return self
                    .propagators
                    .iter()
                    .all(|p| p.propagate(self, s, &mut [0; 32]) != Outcome::Contradiction);
            }
            if let Some(locked_seen) = locked_seen.as_mut() {
                match self.locked_candidates(s, locked_seen) {
                    Outcome::Contradiction => return false,
                    Outcome::Changed => continue,
                    Outcome::Unchanged => {}
                }
            }
            let mut changed = false;
            for (p, memo) in self.propagators.iter().zip(memos.iter_mut()) {
                match p.propagate(self, s, memo) {
                    Outcome::Contradiction => return false,
                    Outcome::Changed => changed = true,
                    Outcome::Unchanged => {}
                }
            }
            if !changed {
                return true;
            }
        }
    }

    /// Naked and hidden singles until neither finds anything; `false` on a
    /// contradiction (a cell without candidates, a house without a place
    /// for a digit, two peers decided as the same digit).
    #[inline]
    fn singles(&self, s: &mut State<W, D>, seen: &mut [Bits<W>; D]) -> bool {
        loop {
            match self.naked_pass(s) {
                None => return false,
                Some(true) => continue,
                Some(false) => {}
            }
            match self.hidden(s, seen) {
                None => return false,
                Some(false) => return true,
                Some(true) => {}
            }
        }
    }

    /// Naked singles for every cell at once: `None` on a contradiction (a
    /// cell without candidates, two peers decided as the same digit), else
    /// whether a cell was decided.
    #[inline(always)]
    fn naked_pass(&self, s: &mut State<W, D>) -> Option<bool> {
        let (mut once, mut twice) = (Bits::EMPTY, Bits::EMPTY);
        // Every digit of the width (those beyond `n` are empty): a loop of
        // fixed length.
        for &m in &s.cand {
            twice = twice.or(once.and(m));
            once = once.or(m);
        }
        if once != self.all {
            return None;
        }
        let new = once.minus(twice).minus(s.solved);
        if new.is_empty() {
            return Some(false);
        }
        self.naked(s, new).then_some(true)
    }

    /// Decides the cells of `new` (each with one candidate), one after
    /// another (there are few): each cell's peers leave its digit's mask.
    #[inline]
    fn naked(&self, s: &mut State<W, D>, new: Bits<W>) -> bool {
        let mut fine = true;
        new.each(|c| {
            // The cell's one digit; none left when a new cell before it
            // that sees it held the same digit.
            match s.cand[..self.n].iter().position(|m| m.has(c)) {
                Some(d) => {
                    s.cand[d] = s.cand[d].minus(self.peers[c]);
                    self.note_decided(s, c, d);
                }
                None => fine = false,
            }
        });
        s.solved = s.solved.or(new);
        fine
    }

    /// Hidden singles in the houses where a digit lost a cell since
    /// `seen`: `None` on a contradiction, else whether a cell was decided.
    #[inline]
    fn hidden(&self, s: &mut State<W, D>, seen: &mut [Bits<W>; D]) -> Option<bool> {
        let mut found = false;
        for (d, seen) in seen[..self.n].iter_mut().enumerate() {
            let now = s.cand[d];
            if now == *seen {
                continue;
            }
            let gone = seen.minus(now);
            *seen = now;
            let Some(table) = self.house_table.as_deref() else {
                // More than 128 houses: look at every one.
                for h in 0..self.houses.len() {
                    found |= self.hidden_in(s, d, h)?;
                }
                continue;
            };
            // A house where the digit is decided has nothing to find: 43%
            // of the houses looked at on 17-clue puzzles.
            let touched = self.houses_of(gone) & !s.done[d];
            // As two words (the high one is 0 below 65 houses); a house's
            // bit indexes the table of 128 without a bounds test.
            for (base, mut word) in [(0, touched as u64), (64, (touched >> 64) as u64)] {
                while word != 0 {
                    let h = (base + word.trailing_zeros() as usize) & 127;
                    word &= word - 1;
                    found |= self.hidden_in_house(s, d, &table[h], self.house_words[h])?;
                }
            }
        }
        Some(found)
    }

    /// Digit `d` in house `h`: `None` without a place, `Some(true)` when
    /// it had one open place left and was placed there.
    #[inline(always)]
    fn hidden_in(&self, s: &mut State<W, D>, d: usize, h: usize) -> Option<bool> {
        // Beyond 128 houses no words are kept: every word.
        let words = self.house_words.get(h).map_or((0, W as u8), |&w| w);
        self.hidden_in_house(s, d, &self.houses[h], words)
    }

    /// [`Compiled::hidden_in`] for the house `house`, whose cells lie in
    /// the words `words`.
    #[inline(always)]
    fn hidden_in_house(
        &self,
        s: &mut State<W, D>,
        d: usize,
        house: &Bits<W>,
        words: (u8, u8),
    ) -> Option<bool> {
        if W > 4 {
            // On a large grid only the house's own words.
            return match s.cand[d].places_in(house, words) {
                Places::None => None,
                Places::One(cell) if !s.solved.has(cell) => {
                    self.place(s, cell, d);
                    Some(true)
                }
                _ => Some(false),
            };
        }
        // Up to 16x16 every word, a loop of fixed length: by the house's
        // words, 9x9 ran 40% more instructions and 16x16 4% more
        // (callgrind).
        let places = s.cand[d].and(*house);
        match places.len_upto_two() {
            0 => None,
            1 if !places.meets(&s.solved) => {
                let cell = places.first().expect("one place");
                self.place(s, cell, d);
                Some(true)
            }
            _ => Some(false),
        }
    }

    /// The houses that hold a cell of `gone`, as bits (0 beyond 128 houses).
    #[inline(always)]
    fn houses_of(&self, gone: Bits<W>) -> u128 {
        let mut touched = 0;
        gone.each(|c| touched |= self.cell_houses[c]);
        touched
    }

    /// Pointing and claiming: when, within one house of a pair, a digit can
    /// only go in the cells the pair shares, it leaves the other house's
    /// remaining cells. Only the pairs where the digit lost a cell since
    /// `seen` are looked at (the others were settled then).
    fn locked_candidates(&self, s: &mut State<W, D>, seen: &mut [Bits<W>; D]) -> Outcome {
        let mut outcome = Outcome::Unchanged;
        for (d, seen) in seen[..self.n].iter_mut().enumerate() {
            let mut m = s.cand[d];
            if m == *seen {
                continue;
            }
            // A digit decided in every house has nothing to lock (17-clue
            // 3.5% fewer instructions, 16x16 and 25x25 2-16% fewer).
            if m.minus(s.solved).is_empty() {
                *seen = m;
                continue;
            }
            // From the start (nothing looked at yet) every pair, without
            // the walk over the lost cells: at 9x9 that walk cost more
            // than the pairs it spared.
            let touched = if *seen == self.allowed[d] {
                0
            } else {
                self.houses_of(seen.minus(m))
            };
            // What this pass removes is looked at in the next one.
            *seen = m;
            if touched == 0 {
                // From the start, or more than 128 houses: every pair.
                for pair in &self.pairs {
                    pair.lock(&mut m);
                }
            } else if self.pair_words > 0 {
                // Each pair of a touched house once.
                let words = self.pair_words;
                let mut pairs = [0u64; PAIR_WORDS];
                let pairs = &mut pairs[..words];
                each_house(touched, |h| {
                    let of_house = &self.house_pair_masks[h * words..(h + 1) * words];
                    for (p, q) in pairs.iter_mut().zip(of_house) {
                        *p |= q;
                    }
                    true
                });
                for (base, &word) in pairs.iter().enumerate() {
                    let mut word = word;
                    while word != 0 {
                        let p = base * 64 + word.trailing_zeros() as usize;
                        word &= word - 1;
                        self.pairs[p].lock(&mut m);
                    }
                }
            } else {
                // A pair of two touched houses is looked at twice, which
                // is sound, and the fixpoint is the same in any order.
                each_house(touched, |h| {
                    for &p in &self.house_pairs[h] {
                        self.pairs[p as usize].lock(&mut m);
                    }
                    true
                });
            }
            if m != s.cand[d] {
                s.cand[d] = m;
                outcome = Outcome::Changed;
            }
        }
        outcome
    }
}

/// Calls `f` with every house of `touched` (bit `h` = house `h`), in
/// order, until it returns `false`; whether it never did.
#[inline(always)]
fn each_house(touched: u128, mut f: impl FnMut(usize) -> bool) -> bool {
    // As two words: the high one is 0 below 65 houses.
    for (base, mut word) in [(0, touched as u64), (64, (touched >> 64) as u64)] {
        while word != 0 {
            if !f(base + word.trailing_zeros() as usize) {
                return false;
            }
            word &= word - 1;
        }
    }
    true
}
