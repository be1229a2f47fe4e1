//! The pieces of the restarts: Luby's sequence of run lengths, and the
//! adapter that lets an unsized generator drive a search.

use rand::RngCore;

/// The `i`-th term (1-based) of Luby's restart sequence 1, 1, 2, 1, 1, 2, 4, ...
/// (the engine's search and the BLP's branch and bound restart by it).
pub(crate) fn luby(i: u64) -> u64 {
    let mut i = i;
    loop {
        // Find k with 2^(k-1) <= i < 2^k.
        let k = 64 - i.leading_zeros() as u64;
        if i == (1 << k) - 1 {
            return 1 << (k - 1);
        }
        i -= (1 << (k - 1)) - 1;
    }
}

/// Lets an unsized generator be used where `&mut dyn RngCore` is needed.
pub(super) struct Dyn<'r, R: RngCore + ?Sized>(pub(super) &'r mut R);

impl<R: RngCore + ?Sized> RngCore for Dyn<'_, R> {
    fn next_u32(&mut self) -> u32 {
        self.0.next_u32()
    }
    fn next_u64(&mut self) -> u64 {
        self.0.next_u64()
    }
    fn fill_bytes(&mut self, dst: &mut [u8]) {
        self.0.fill_bytes(dst)
    }
}
