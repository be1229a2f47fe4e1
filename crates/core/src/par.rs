//! Parallel iteration where the caller asked for it: with the `parallel`
//! feature the explorations map their independent pieces on rayon's thread
//! pool; without it the same calls run one after the other on the caller's
//! thread, with the same results.

use std::ops::ControlFlow;

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
/// hands each answer to `each` in the order of the indexes: what a command
/// over a file of puzzles needs to print one line per puzzle, in the
/// file's order, while every core counts or rates. Stops after the first
/// [`ControlFlow::Break`] from `each` (no later answer is handed over; work
/// already begun is let finish, and work not begun is skipped).
///
/// Each core takes the next index not yet taken, one at a time, so the
/// indexes are worked on nearly in order and a slow one holds up no other
/// core; each core hands its answers over at least every millisecond (at
/// once after a slow one), and each is handed to `each` as soon as those
/// before it are: the first lines come at once, and the caller's part
/// (printing) runs while the cores work. Called from a thread of rayon's
/// pool (inside other parallel work), it runs one index after another on
/// that thread.
///
/// ```
/// use std::ops::ControlFlow;
/// let mut seen = Vec::new();
/// sheetdoku::each_in_order(10, |i| i * i, |i, square| {
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
    #[cfg(feature = "parallel")]
    if rayon::current_thread_index().is_none() {
        return on_every_core(len, &work, &mut each);
    }
    for i in 0..len {
        if each(i, work(i)).is_break() {
            return;
        }
    }
}

/// [`each_in_order`] on rayon's pool, from a thread outside it (which
/// waits for the answers and hands them over).
#[cfg(feature = "parallel")]
fn on_every_core<R: Send>(
    len: usize,
    work: &(impl Fn(usize) -> R + Sync),
    each: &mut impl FnMut(usize, R) -> ControlFlow<()>,
) {
    use std::collections::BTreeMap;
    use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
    use std::sync::mpsc;
    use std::time::{Duration, Instant};

    /// A core hands its answers over once it holds this many, or
    const MOST_HELD: usize = 64;
    /// once the first of them was begun this long ago: a message for each
    /// quick answer would wake the waiting thread thousands of times a
    /// second.
    const HOLD: Duration = Duration::from_millis(1);
    let taken = AtomicUsize::new(0);
    let stopped = AtomicBool::new(false);
    let (answered, answers) = mpsc::channel::<Vec<(usize, R)>>();
    rayon::in_place_scope(|scope| {
        for _ in 0..threads().min(len) {
            let (taken, stopped, answered) = (&taken, &stopped, answered.clone());
            scope.spawn(move |_| {
                let mut held = Vec::new();
                let mut since = Instant::now();
                loop {
                    let i = taken.fetch_add(1, Ordering::Relaxed);
                    if i >= len || stopped.load(Ordering::Relaxed) {
                        break;
                    }
                    let begun = Instant::now();
                    let answer = work(i);
                    if held.is_empty() {
                        since = begun;
                    }
                    held.push((i, answer));
                    // After slow work, at once.
                    if (held.len() >= MOST_HELD || since.elapsed() >= HOLD)
                        && answered.send(std::mem::take(&mut held)).is_err()
                    {
                        return;
                    }
                }
                // The receiver may be gone after a stop: nothing to do then.
                let _ = answered.send(held);
            });
        }
        // The answers end when every core's sender is gone.
        drop(answered);
        // Answers that came before one of a smaller index (a few a core,
        // as the indexes are taken in order).
        let mut early = BTreeMap::new();
        let mut next = 0;
        for batch in answers {
            early.extend(batch);
            while let Some(answer) = early.remove(&next) {
                if each(next, answer).is_break() {
                    stopped.store(true, Ordering::Relaxed);
                    return;
                }
                next += 1;
            }
        }
    });
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

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::{AtomicUsize, Ordering};
    use std::time::{Duration, Instant};

    /// Work of uneven length: index `i` spins for `i % 7` times 20 µs.
    fn uneven(i: usize) -> usize {
        let until = Instant::now() + Duration::from_micros(20 * (i % 7) as u64);
        while Instant::now() < until {
            std::hint::spin_loop();
        }
        i * 3
    }

    #[test]
    fn every_answer_comes_once_in_order() {
        let mut seen = Vec::new();
        each_in_order(2_000, uneven, |i, answer| {
            seen.push((i, answer));
            ControlFlow::Continue(())
        });
        assert_eq!(seen, (0..2_000).map(|i| (i, i * 3)).collect::<Vec<_>>());
        each_in_order(0, uneven, |_, _| panic!("no index to answer"));
    }

    #[test]
    fn a_break_skips_the_work_not_begun() {
        let begun = AtomicUsize::new(0);
        let mut seen = Vec::new();
        each_in_order(
            100_000,
            |i| {
                begun.fetch_add(1, Ordering::Relaxed);
                uneven(i)
            },
            |i, _| {
                seen.push(i);
                if i == 50 {
                    ControlFlow::Break(())
                } else {
                    ControlFlow::Continue(())
                }
            },
        );
        assert_eq!(seen, (0..=50).collect::<Vec<_>>());
        // The cores went on while the answers were handed over, but not
        // through the file.
        let begun = begun.load(Ordering::Relaxed);
        assert!((51..10_000).contains(&begun), "{begun} begun");
    }

    #[test]
    fn inside_other_parallel_work_it_runs_in_order_on_its_thread() {
        let totals: Vec<usize> = (0..4)
            .into_par_iter()
            .map(|k| {
                let mut total = 0;
                each_in_order(
                    50,
                    |i| i + k,
                    |i, answer| {
                        assert_eq!(answer, i + k);
                        total += answer;
                        ControlFlow::Continue(())
                    },
                );
                total
            })
            .collect();
        assert_eq!(totals, (0..4).map(|k| 1225 + 50 * k).collect::<Vec<_>>());
    }
}
