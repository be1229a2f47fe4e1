//! The native engine deciding a puzzle's own program, and the program
//! certifying what it finds.
//!
//! With microlp and the givens fixed (the default), a program that is the
//! puzzle's own (no cut, no soft cage) asks exactly what the native
//! engine's search answers: its solutions are the grids that keep the
//! fixed cells and every rule. So the engine's search finds them, up to two
//! in one search when a second solution is sought (what `count --limit 2`
//! does), and each grid it returns is checked against every row of the
//! program ([`Model::meets_every_row`]) before it counts as a solution of
//! the program. A killer the presolve cannot finish took 2.3 s with the
//! first solution from our branch and bound (which propagates units only)
//! and the second from the cut, against 0.3 s in this way
//! (`bench/killer_hard.sh`).

use super::decided::Decided;
use super::model::Model;
use super::{DecidedBy, SolverKind};
use crate::budget::Deadline;
use crate::engine::solutions_up_to;
use crate::error::Result;
use crate::grid::Grid;

/// What the engine found, every grid certified against the program.
pub(crate) struct Found {
    /// The first solution (`grid: None`: the program has none).
    pub first: Decided,
    /// With a second solution sought and a first found: `Ok(Some(other))`,
    /// `Ok(None)` when the first is the only one, or the time limit's
    /// error when the deadline passed before either was shown.
    pub second: Option<Result<Option<Grid>>>,
}

/// The engine's answer, when the program is one it decides alone (`None`
/// otherwise, or when a grid it finds breaks a row of the program: the
/// caller then solves the program as written).
pub(crate) fn decide(
    model: &Model,
    solver: SolverKind,
    seek_second: bool,
    deadline: &Deadline,
    doing: &str,
) -> Result<Option<Found>> {
    let own = model.excluded_grids().is_some_and(|grids| grids.is_empty());
    if solver != SolverKind::Microlp
        || !model.givens_fixed
        || !own
        || model.infeasible
        || model.vars.is_empty()
    {
        return Ok(None);
    }
    let limit = if seek_second { 2 } else { 1 };
    let (grids, ended) = solutions_up_to(&model.geometry, &model.fixed, limit, *deadline);
    if grids.iter().any(|grid| !model.meets_every_row(grid)) {
        // A grid of the puzzle that the program's candidates leave out
        // (candidates a caller gave, not the presolve's): the engine's
        // answer is not the program's, which is then solved as written.
        // Its "no solution" or its grids that meet every row are: the
        // program's grids are among the puzzle's.
        return Ok(None);
    }
    let mut grids = grids.into_iter();
    let by_engine = |grid| Decided {
        grid,
        by: DecidedBy::Engine,
    };
    let Some(first) = grids.next() else {
        return if ended {
            Ok(Some(Found {
                first: by_engine(None),
                second: None,
            }))
        } else {
            Err(deadline.exceeded(doing))
        };
    };
    let second = seek_second.then(|| match grids.next() {
        Some(other) => Ok(Some(other)),
        None if ended => Ok(None),
        None => Err(deadline.exceeded(&sheetdoku_i18n::text("doing-second-solution"))),
    });
    Ok(Some(Found {
        first: by_engine(Some(first)),
        second,
    }))
}
