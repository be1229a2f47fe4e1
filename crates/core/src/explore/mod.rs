//! Peško's open problems as computations: how many complete grids a variant
//! has (exactly for small sizes, estimated for 9x9), how many are different
//! up to relabelling and up to the variant's whole symmetry group, and the
//! fewest givens of a puzzle with exactly one solution.
//!
//! - [`grid_census`]: exact counts by listing one grid per class up to
//!   relabelling; essentially different grids by Burnside's lemma.
//! - [`estimate_grids`]: Knuth's random probing of the search tree, an
//!   unbiased estimate with a 95% interval.
//! - [`fewest_givens_of_grid`], [`fewest_givens_of_variant`]: the smallest
//!   hitting set of the difference sets of other solutions, solved as a
//!   binary program until the givens force uniqueness.
//! - [`fewest_givens_search`]: the best puzzle found in a time budget where
//!   exact answers are out of reach.
//!
//! Every long computation takes a [`Control`]: one deadline, a stop flag and
//! a progress counter.

mod census;
mod control;
mod enumerate;
mod estimate;
mod known;
mod min_givens;
mod solutions;
mod study;
#[cfg(test)]
mod tests;

// The cell symmetries of a variant are the moves the isomorphic copies use
// (one check of every rule, `isomorph/keeps.rs`); the census counts the
// essentially different grids with them.
pub use crate::isomorph::cell_symmetries;
pub use census::{
    essentially_different_grids, factorial, grid_census, GridCensus, RelabellingCheck,
};
pub use control::{Control, StopReason};
pub use estimate::{estimate_grids, GridEstimate};
pub use known::{published, Published, Record};
pub use min_givens::{
    fewest_givens_of_grid, fewest_givens_of_variant, fewest_givens_search, FewestGivens,
    SecondSolutions,
};
pub use study::{
    run_study, study_cases, Case, GridFigures, Study, StudyOptions, Timed, JIGSAW_6X6,
};
