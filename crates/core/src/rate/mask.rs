//! Candidate masks: bit `d - 1` of a mask stands for digit `d`.

/// The bit of digit `d`.
pub(super) fn bit(d: u8) -> u32 {
    1 << (d - 1)
}

/// The digits of a mask, smallest first.
pub(super) fn digits(mask: u32) -> impl Iterator<Item = u8> {
    (0..32u8).filter(move |i| mask >> i & 1 == 1).map(|i| i + 1)
}
