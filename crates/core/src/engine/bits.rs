//! A set of cells as a fixed array of 64-bit words: bit `c` is cell `c`
//! (`row * n + col`). The width is a compile-time constant chosen per grid
//! size (see [`super::compile`]), so a 9x9 set is two words (128 bits) and a
//! 25x25 set ten, and every operation is a short loop the compiler unrolls.
//! The rater's fish and wing searches use it too, for sets of more than 128
//! numbered cells.

/// How many places a digit has in a house, as far as it matters.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Places {
    /// None: a contradiction.
    None,
    /// One, this cell.
    One(usize),
    /// Two or more.
    Many,
}

/// A set of cells of a grid of at most `64 * W` cells.
#[derive(Clone, Copy, Debug, Eq)]
pub(crate) struct Bits<const W: usize>(pub(super) [u64; W]);

/// Word by word without a branch: the derived comparison of a wide set
/// calls `memcmp`, which cost 4% of a 25x25 search (callgrind).
impl<const W: usize> PartialEq for Bits<W> {
    #[inline(always)]
    fn eq(&self, o: &Self) -> bool {
        self.0.iter().zip(&o.0).fold(0, |a, (x, y)| a | (x ^ y)) == 0
    }
}

impl<const W: usize> Default for Bits<W> {
    fn default() -> Self {
        Self::EMPTY
    }
}

impl<const W: usize> Bits<W> {
    /// No cell.
    pub(crate) const EMPTY: Self = Bits([0; W]);

    /// The set of `cells`.
    pub(super) fn of(cells: impl IntoIterator<Item = usize>) -> Self {
        let mut s = Self::EMPTY;
        for c in cells {
            s.insert(c);
        }
        s
    }

    /// The one cell `c`.
    #[inline(always)]
    pub(super) fn cell(c: usize) -> Self {
        let mut s = Self::EMPTY;
        s.insert(c);
        s
    }

    /// Adds cell `c`.
    #[inline(always)]
    pub(crate) fn insert(&mut self, c: usize) {
        self.0[c >> 6] |= 1 << (c & 63);
    }

    /// Removes cell `c`.
    #[inline(always)]
    pub(super) fn remove(&mut self, c: usize) {
        self.0[c >> 6] &= !(1 << (c & 63));
    }

    /// Whether cell `c` is in the set.
    #[inline(always)]
    pub(super) fn has(&self, c: usize) -> bool {
        self.0[c >> 6] >> (c & 63) & 1 != 0
    }

    /// The cells in both.
    #[inline(always)]
    pub(crate) fn and(self, o: Self) -> Self {
        Bits(std::array::from_fn(|i| self.0[i] & o.0[i]))
    }

    /// The cells in either.
    #[inline(always)]
    pub(crate) fn or(self, o: Self) -> Self {
        Bits(std::array::from_fn(|i| self.0[i] | o.0[i]))
    }

    /// The cells of `self` not in `o`.
    #[inline(always)]
    pub(crate) fn minus(self, o: Self) -> Self {
        Bits(std::array::from_fn(|i| self.0[i] & !o.0[i]))
    }

    /// The cells in exactly one of the two.
    #[inline(always)]
    pub(super) fn xor(self, o: Self) -> Self {
        Bits(std::array::from_fn(|i| self.0[i] ^ o.0[i]))
    }

    /// The first word holding a cell and one past the last (`(0, 0)` for
    /// the empty set).
    pub(super) fn words(&self) -> (u8, u8) {
        let first = self.0.iter().position(|&w| w != 0);
        let last = self.0.iter().rposition(|&w| w != 0);
        match (first, last) {
            (Some(a), Some(b)) => (a as u8, b as u8 + 1),
            _ => (0, 0),
        }
    }

    /// Whether the set meets `o` within the words `words` (where `o` has
    /// all its cells), looking no further than the first shared word.
    #[inline(always)]
    pub(super) fn meets_in(&self, o: &Self, words: (u8, u8)) -> bool {
        let words = words.0 as usize..words.1 as usize;
        self.0[words.clone()]
            .iter()
            .zip(&o.0[words])
            .any(|(a, b)| a & b != 0)
    }

    /// The places the set has in `o`, which has all its cells within the
    /// words `words`: none, one, or more (looking no further than the
    /// second).
    #[inline(always)]
    pub(super) fn places_in(&self, o: &Self, words: (u8, u8)) -> Places {
        let words = words.0 as usize..words.1 as usize;
        let mut one = Places::None;
        for (i, (a, b)) in self.0[words.clone()]
            .iter()
            .zip(&o.0[words.clone()])
            .enumerate()
        {
            let w = a & b;
            if w != 0 {
                if one != Places::None || w & (w - 1) != 0 {
                    return Places::Many;
                }
                one = Places::One((words.start + i) * 64 + w.trailing_zeros() as usize);
            }
        }
        one
    }

    /// Whether the set is empty.
    #[inline(always)]
    pub(super) fn is_empty(&self) -> bool {
        self.0.iter().fold(0, |a, w| a | w) == 0
    }

    /// Whether the two sets share a cell.
    #[inline(always)]
    pub(crate) fn meets(&self, o: &Self) -> bool {
        !self.and(*o).is_empty()
    }

    /// The number of cells.
    #[inline(always)]
    pub(super) fn len(&self) -> u32 {
        self.0.iter().map(|w| w.count_ones()).sum()
    }

    /// How many cells, saturating at two: 0, 1 or 2 (for "one place left").
    #[inline(always)]
    pub(super) fn len_upto_two(&self) -> u32 {
        let mut seen = 0;
        for &w in &self.0 {
            if w != 0 {
                if seen != 0 || w & (w - 1) != 0 {
                    return 2;
                }
                seen = 1;
            }
        }
        seen
    }

    /// The lowest cell, if any.
    #[inline(always)]
    pub(crate) fn first(&self) -> Option<usize> {
        self.0
            .iter()
            .enumerate()
            .find(|(_, &w)| w != 0)
            .map(|(i, w)| i * 64 + w.trailing_zeros() as usize)
    }

    /// Calls `f` on each cell in increasing order (a loop per word, which
    /// compiles tighter than the iterator in the hot loops).
    #[inline(always)]
    pub(super) fn each(self, mut f: impl FnMut(usize)) {
        for (i, &word) in self.0.iter().enumerate() {
            let mut w = word;
            while w != 0 {
                f(i * 64 + w.trailing_zeros() as usize);
                w &= w - 1;
            }
        }
    }

    /// The cells in increasing order.
    #[inline(always)]
    pub(super) fn iter(self) -> Cells<W> {
        Cells {
            bits: self,
            word: 0,
        }
    }
}

/// The cells of a [`Bits`], lowest first.
pub(super) struct Cells<const W: usize> {
    bits: Bits<W>,
    word: usize,
}

impl<const W: usize> Iterator for Cells<W> {
    type Item = usize;

    #[inline(always)]
    fn next(&mut self) -> Option<usize> {
        while self.word < W {
            let w = self.bits.0[self.word];
            if w != 0 {
                self.bits.0[self.word] = w & (w - 1);
                return Some(self.word * 64 + w.trailing_zeros() as usize);
            }
            self.word += 1;
        }
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn set_operations() {
        let a = Bits::<2>::of([0, 5, 64, 127]);
        let b = Bits::<2>::of([5, 100]);
        assert_eq!(a.len(), 4);
        assert_eq!(a.and(b), Bits::cell(5));
        assert_eq!(a.or(b).len(), 5);
        assert_eq!(a.minus(b).iter().collect::<Vec<_>>(), [0, 64, 127]);
        assert_eq!(a.xor(b).len(), 4);
        assert!(a.meets(&b) && !a.minus(b).meets(&b));
        assert!(Bits::cell(64).minus(a).is_empty());
        assert_eq!(a.first(), Some(0));
        assert_eq!(Bits::<2>::EMPTY.first(), None);
        assert_eq!(Bits::<2>::EMPTY.len_upto_two(), 0);
        assert_eq!(Bits::<2>::cell(127).len_upto_two(), 1);
        assert_eq!(b.len_upto_two(), 2);
        assert_eq!(Bits::<2>::of([3, 4]).len_upto_two(), 2);
        assert!(a.has(127) && !a.has(126));
        let mut r = a;
        r.remove(64);
        r.remove(63);
        assert_eq!(r, Bits::of([0, 5, 127]));
        let mut each = Vec::new();
        a.each(|c| each.push(c));
        assert_eq!(each, a.iter().collect::<Vec<_>>());
    }

    #[test]
    fn words_and_meeting_within_them() {
        // Cells 70 and 200 lie in words 1 and 3 of ten.
        let a = Bits::<10>::of([70, 200]);
        assert_eq!(a.words(), (1, 4));
        assert_eq!(Bits::<10>::EMPTY.words(), (0, 0));
        assert_eq!(Bits::<10>::cell(639).words(), (9, 10));
        let m = Bits::<10>::of([5, 200, 600]);
        assert!(m.meets_in(&a, a.words()));
        assert!(!Bits::<10>::of([5, 71, 600]).meets_in(&a, a.words()));
        // Places of a digit in a house: none, one (which), or more.
        let house = Bits::<10>::of([64, 70, 100, 200]);
        let w = house.words();
        assert_eq!(Bits::<10>::cell(5).places_in(&house, w), Places::None);
        assert_eq!(m.places_in(&house, w), Places::One(200));
        assert_eq!(Bits::<10>::of([64, 200]).places_in(&house, w), Places::Many);
        assert_eq!(Bits::<10>::of([64, 70]).places_in(&house, w), Places::Many);
        // Equality looks at every word.
        assert_ne!(Bits::<10>::cell(639), Bits::<10>::cell(638));
        assert_eq!(a, Bits::<10>::of([200, 70]));
    }
}
