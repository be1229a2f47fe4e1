//! A [`Generator`] is an iterator of puzzles: `take(30)` is a class set.

use std::iter::FusedIterator;

use super::{Generated, Generator};
use crate::error::Result;

/// Each item is [`Generator::next_puzzle`]'s answer. The stream is endless
/// while puzzles come; after the first error (the deadline passed, the call
/// was cancelled, or no attempt met the targets) it yields that error once
/// and then ends, so `collect::<Result<Vec<_>>>()` over `take(n)` stops at
/// the first failure and a `for` loop never spins on a spent budget.
///
/// ```
/// use sheetdoku::generate::{GenerateOptions, Generator};
/// use sheetdoku::solve::{count_solutions, Count};
/// use sheetdoku::Geometry;
/// let g = Geometry::standard(4).unwrap();
/// let opts = GenerateOptions::default().with_seed(3);
/// let class = Generator::new(&g, opts)
///     .unwrap()
///     .take(5)
///     .collect::<Result<Vec<_>, _>>()
///     .unwrap();
/// assert_eq!(class.len(), 5);
/// assert!(class.iter().all(|p| count_solutions(&g, &p.givens, 2).unwrap() == Count::Exact(1)));
/// ```
impl Iterator for Generator {
    type Item = Result<Generated>;

    fn next(&mut self) -> Option<Self::Item> {
        if self.ended {
            return None;
        }
        let next = self.next_puzzle();
        self.ended = next.is_err();
        Some(next)
    }
}

impl FusedIterator for Generator {}

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use crate::budget::Deadline;
    use crate::error::Error;
    use crate::generate::{GenerateOptions, Generator};
    use crate::geometry::Geometry;

    #[test]
    fn the_stream_is_the_same_puzzles_as_repeated_calls() {
        let g = Geometry::standard(4).unwrap();
        let opts = GenerateOptions::default().with_seed(11);
        let mut by_call = Generator::new(&g, opts.clone()).unwrap();
        let calls: Vec<_> = (0..4).map(|_| by_call.next_puzzle().unwrap()).collect();
        let stream: Vec<_> = Generator::new(&g, opts)
            .unwrap()
            .take(4)
            .map(Result::unwrap)
            .collect();
        assert_eq!(calls, stream);
    }

    #[test]
    fn the_stream_ends_after_its_first_error() {
        let g = Geometry::standard(9).unwrap();
        let opts = GenerateOptions::default().with_deadline(Deadline::per_call(Duration::ZERO));
        let mut generator = Generator::new(&g, opts).unwrap();
        let first = generator.next().expect("the error is yielded");
        assert!(matches!(first, Err(Error::TimeLimit { .. })), "{first:?}");
        assert!(generator.next().is_none());
        assert!(generator.next().is_none());
    }

    #[test]
    fn a_per_call_budget_starts_with_each_puzzle() {
        let g = Geometry::standard(4).unwrap();
        let opts =
            GenerateOptions::default().with_deadline(Deadline::per_call(Duration::from_secs(30)));
        let mut generator = Generator::new(&g, opts).unwrap();
        std::thread::sleep(Duration::from_millis(5));
        assert!(generator.next().unwrap().is_ok());
        let spent = GenerateOptions::default().with_deadline(Deadline::per_call(Duration::ZERO));
        let mut generator = Generator::new(&g, spent).unwrap();
        assert!(matches!(
            generator.next_puzzle(),
            Err(Error::TimeLimit { .. })
        ));
    }

    #[test]
    fn a_batch_holds_the_puzzles_one_at_a_time_would_give() {
        // Mixed: a batch, a single puzzle, a batch; against one at a time.
        let g = Geometry::standard(6).unwrap();
        let opts = GenerateOptions::default().with_seed(21);
        let mut single = Generator::new(&g, opts.clone()).unwrap();
        let one_by_one: Vec<_> = (0..6).map(|_| single.next_puzzle().unwrap()).collect();
        let mut mixed = Generator::new(&g, opts).unwrap();
        let mut got = mixed.next_batch(3).puzzles;
        got.push(mixed.next_puzzle().unwrap());
        got.extend(mixed.next_batch(2).puzzles);
        assert_eq!(got, one_by_one);
        // Six different puzzles: each index has its own stream.
        for (i, a) in got.iter().enumerate() {
            for b in &got[i + 1..] {
                assert_ne!(a.givens, b.givens);
            }
        }
    }

    #[test]
    fn a_batch_stops_at_its_first_failure() {
        let g = Geometry::standard(9).unwrap();
        let opts = GenerateOptions::default().with_deadline(Deadline::per_call(Duration::ZERO));
        let batch = Generator::new(&g, opts).unwrap().next_batch(4);
        assert!(batch.puzzles.is_empty());
        assert!(
            matches!(batch.failure, Some(Error::TimeLimit { .. })),
            "{:?}",
            batch.failure
        );
    }
}
