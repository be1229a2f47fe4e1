//! Parallel iteration where the caller asked for it: with the `parallel`
//! feature the explorations map their independent pieces on rayon's thread
//! pool; without it the same calls run one after the other on the caller's
//! thread, with the same results.

#[cfg(feature = "parallel")]
pub(crate) use rayon::prelude::*;

/// The threads a parallel map runs on (1 without the `parallel` feature).
pub(crate) fn threads() -> usize {
    #[cfg(feature = "parallel")]
    return rayon::current_num_threads();
    #[cfg(not(feature = "parallel"))]
    return 1;
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
