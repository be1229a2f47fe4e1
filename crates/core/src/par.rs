//! Parallel iteration where the caller asked for it: with the `parallel`
//! feature the explorations map their independent pieces on rayon's thread
//! pool; without it the same calls run one after the other on the caller's
//! thread, with the same results.

use std::ops::ControlFlow;
use std::time::{Duration, Instant};

#[cfg(feature = "parallel")]
pub(crate) use rayon::prelude::*;

/// The threads a parallel map runs on (1 without the `parallel` feature).
pub(crate) fn threads() -> usize {
    #[cfg(feature = "parallel")]
    return rayon::current_num_threads();
    #[cfg(not(feature = "parallel"))]
    return 1;
}

/// Runs `work` on every index of `0..len`, several at once on every core
/// (with the `parallel` feature; one after the other without it), and
/// hands each answer to `each` in the order of the indexes, a batch at a
/// time: what a command over a file of puzzles needs to print one line per
/// puzzle, in the file's order, while every core counts or rates. Stops
/// after the first [`ControlFlow::Break`] from `each` (the answers of the
/// rest of that batch are dropped; no later batch starts).
///
/// The first batch is small (four indexes a thread), so the first lines
/// come soon; a batch that took less than 25 ms is followed by one twice
/// as large, so a long file of quick puzzles does not wait on a batch's
/// slowest item too often.
///
/// ```
/// use std::ops::ControlFlow;
/// let mut seen = Vec::new();
/// sheetdoku_core::each_in_order(10, |i| i * i, |i, square| {
///     seen.push((i, square));
///     if i == 6 { ControlFlow::Break(()) } else { ControlFlow::Continue(()) }
/// });
/// assert_eq!(seen, (0..=6).map(|i| (i, i * i)).collect::<Vec<_>>());
/// ```
pub fn each_in_order<R: Send>(
    len: usize,
    work: impl Fn(usize) -> R + Sync,
    mut each: impl FnMut(usize, R) -> ControlFlow<()>,
) {
    /// A batch grows no larger.
    const MOST: usize = 4096;
    let mut batch = 4 * threads();
    let mut next = 0;
    while next < len {
        let end = len.min(next + batch);
        let begun = Instant::now();
        let answers: Vec<R> = (next..end).into_par_iter().map(&work).collect();
        for (i, answer) in (next..end).zip(answers) {
            if each(i, answer).is_break() {
                return;
            }
        }
        if begun.elapsed() < Duration::from_millis(25) {
            batch = MOST.min(2 * batch);
        }
        next = end;
    }
}

#[cfg(not(feature = "parallel"))]
pub(crate) use sequential::*;

#[cfg(not(feature = "parallel"))]
mod sequential {
    /// `into_par_iter()` as a plain `into_iter()`.
    pub(crate) trait IntoParallelIterator: IntoIterator + Sized {
        fn into_par_iter(self) -> Self::IntoIter {
            self.into_iter()
        }
    }

    impl<I: IntoIterator> IntoParallelIterator for I {}

    /// `par_iter()` on a slice as a plain `iter()`.
    pub(crate) trait ParallelSlice<T> {
        fn par_iter(&self) -> std::slice::Iter<'_, T>;
    }

    impl<T> ParallelSlice<T> for [T] {
        fn par_iter(&self) -> std::slice::Iter<'_, T> {
            self.iter()
        }
    }
}
