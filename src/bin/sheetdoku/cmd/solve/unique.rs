//! Whether a solution is the only one, when `--unique` did not prove it
//! with Peško's cut: the native search for a second solution, capped.

use std::time::Duration;

use sheetdoku::solve::{
    solutions_up_to_two_until, DecidedBy, Method, Solutions, SolveReport, Uniqueness,
};
use sheetdoku::{Deadline, Puzzle};

/// How the uniqueness of a solution was settled.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Proof {
    /// Peško's cut on the BLP (`--unique`).
    Cut,
    /// `--unique` on a program the native engine decides alone: its one
    /// search found the solution and showed there is no other
    /// (`engine_first.rs` in the core).
    EngineSearch,
    /// The native search for two solutions.
    Search,
    /// The native search took longer than [`SEARCH_CAP`]: not settled.
    SearchTooLong,
}

/// The longest the native search for a second solution may take when
/// `--unique` is not given (a few milliseconds up to 16x16 as a rule).
pub(super) const SEARCH_CAP: Duration = Duration::from_secs(2);

/// How `--unique` settled the uniqueness of the solution in `report`: by
/// the engine's search where it decided the program, else by the cut.
pub(super) fn proof_asked(report: &SolveReport) -> Proof {
    match report {
        SolveReport::Solved {
            method: Method::Blp(blp),
            ..
        } if blp.decided_by == DecidedBy::Engine => Proof::EngineSearch,
        _ => Proof::Cut,
    }
}

/// Settles the uniqueness of a solution `solve_puzzle` left unexamined,
/// with the native search for a second solution, within the command's
/// deadline and [`SEARCH_CAP`].
pub(super) fn search_second_solution(
    puzzle: &Puzzle,
    report: &mut SolveReport,
    deadline: &Deadline,
) -> Proof {
    let SolveReport::Solved {
        grid, uniqueness, ..
    } = report
    else {
        return Proof::Search;
    };
    if *uniqueness != Uniqueness::Unknown {
        return Proof::Search;
    }
    let capped = deadline.remaining().is_none_or(|left| left > SEARCH_CAP);
    let budget = if capped {
        Deadline::after(SEARCH_CAP)
    } else {
        *deadline
    };
    match solutions_up_to_two_until(&puzzle.geometry, &puzzle.givens, &budget) {
        Ok(Solutions::Multiple(a, b)) => {
            *uniqueness = Uniqueness::NotUnique(if a == *grid { b } else { a });
            Proof::Search
        }
        Ok(_) => {
            *uniqueness = Uniqueness::Unique;
            Proof::Search
        }
        Err(_) if capped => Proof::SearchTooLong,
        Err(_) => {
            *uniqueness = Uniqueness::Undecided;
            Proof::Search
        }
    }
}
