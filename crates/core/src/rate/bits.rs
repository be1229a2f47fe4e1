//! Small fixed-width bitsets for the fish search: one digit's candidate
//! cells numbered `0..m` in cell order, held in a `u128` when `m <= 128`
//! (every 9x9 grid) and in the engine's word sets otherwise.

pub(super) use crate::engine::bits::Bits as Words;

/// A bitset over the numbers `0..CAPACITY`, copied by value.
pub(super) trait SmallSet: Copy + Eq + Default {
    /// How many numbers the set can hold.
    const CAPACITY: usize;

    /// `self` with number `i` added.
    fn with(self, i: usize) -> Self;

    /// The numbers in either set.
    fn or(self, other: Self) -> Self;

    /// The numbers in both sets.
    fn and(self, other: Self) -> Self;

    /// The numbers of `self` that are not in `other`.
    fn and_not(self, other: Self) -> Self;

    /// Whether the two sets share a number.
    fn meets(self, other: Self) -> bool;

    /// The smallest number of the set.
    fn first(self) -> Option<usize>;

    /// The numbers `0..m`.
    fn all(m: usize) -> Self {
        (0..m).fold(Self::default(), |set, i| set.with(i))
    }

    /// Whether the set is empty.
    fn is_empty(self) -> bool {
        self == Self::default()
    }
}

impl SmallSet for u128 {
    const CAPACITY: usize = 128;

    fn with(self, i: usize) -> Self {
        self | 1 << i
    }

    fn or(self, other: Self) -> Self {
        self | other
    }

    fn and(self, other: Self) -> Self {
        self & other
    }

    fn and_not(self, other: Self) -> Self {
        self & !other
    }

    fn meets(self, other: Self) -> bool {
        self & other != 0
    }

    fn first(self) -> Option<usize> {
        (self != 0).then(|| self.trailing_zeros() as usize)
    }
}

/// `W` words of 64 bits, the engine's cell sets: `Words<4>` for 256
/// numbers (every 16x16 grid), `Words<10>` for 640 (25x25).
impl<const W: usize> SmallSet for Words<W> {
    const CAPACITY: usize = 64 * W;

    fn with(mut self, i: usize) -> Self {
        self.insert(i);
        self
    }

    fn or(self, other: Self) -> Self {
        Words::or(self, other)
    }

    fn and(self, other: Self) -> Self {
        Words::and(self, other)
    }

    fn and_not(self, other: Self) -> Self {
        self.minus(other)
    }

    fn meets(self, other: Self) -> bool {
        Words::meets(&self, &other)
    }

    fn first(self) -> Option<usize> {
        Words::first(&self)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The first number of `a - b` and of `a & b`, whether `b` is a subset
    /// of `a` and whether they meet.
    type Seen = (Option<usize>, Option<usize>, bool, bool);

    /// The same operations on a `u128` and on two words agree.
    fn agree<B: SmallSet>(numbers: &[usize], others: &[usize]) -> Seen {
        let a = numbers.iter().fold(B::default(), |s, &i| s.with(i));
        let b = others.iter().fold(B::default(), |s, &i| s.with(i));
        let subset = a.or(b).and_not(a).is_empty();
        (a.and_not(b).first(), a.and(b).first(), subset, a.meets(b))
    }

    #[test]
    fn narrow_and_wide_sets_agree() {
        let cases: [(&[usize], &[usize]); 4] = [
            (&[3, 70, 127], &[3]),
            (&[64, 65], &[64, 65]),
            (&[], &[5]),
            (&[0, 100], &[100, 101]),
        ];
        for (a, b) in cases {
            assert_eq!(agree::<u128>(a, b), agree::<Words<2>>(a, b), "{a:?} {b:?}");
        }
        assert_eq!(
            agree::<u128>(&[3, 70, 127], &[3]),
            (Some(70), Some(3), true, true)
        );
        assert_eq!(
            agree::<Words<4>>(&[200, 255], &[1]),
            (Some(200), None, false, false)
        );
    }
}
