//! Candidate masks: bit `d - 1` of a mask stands for digit `d`.

/// The bit of digit `d`.
pub(super) fn bit(d: u8) -> u32 {
    1 << (d - 1)
}

/// The digits of a mask, smallest first.
pub(super) fn digits(mask: u32) -> impl Iterator<Item = u8> {
    let mut rest = mask;
    std::iter::from_fn(move || {
        (rest != 0).then(|| {
            let d = rest.trailing_zeros() as u8 + 1;
            rest &= rest - 1;
            d
        })
    })
}
