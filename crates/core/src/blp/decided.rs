//! A program's answer and what gave it: what the solver's run
//! (`run.rs`), our branch and bound (`bnb.rs`) and the engine
//! (`engine_first.rs`) each return.

use super::DecidedBy;
use crate::grid::Grid;

/// A program's answer and what gave it.
#[derive(Debug)]
pub(crate) struct Decided {
    /// An optimal complete grid, or `None`: the program is infeasible.
    pub grid: Option<Grid>,
    /// What decided it.
    pub by: DecidedBy,
}
