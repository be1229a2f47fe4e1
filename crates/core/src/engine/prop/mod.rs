//! Propagators: the rules that are not all-different units, one file per
//! mechanism, dispatched by one `match` over a closed enum (no trait object
//! per rule).
//!
//! The fixpoint ([`super::fixpoint`]) runs bit-parallel singles until
//! nothing changes, then locked candidates where enabled, then every
//! propagator in turn, and starts over while any of them changed
//! something. A propagator reads and narrows the candidate state (one cell
//! mask per digit) and says what it did with an [`Outcome`]; it removes
//! candidates only, never places a digit itself (the singles do that), so
//! every rule keeps the same state invariants.
//!
//! Today every rule of a geometry is an all-different unit, compiled into
//! the unit masks, so the enum has no variant yet; `docs/engine.md` shows
//! how a killer cage becomes the first (`prop/cage.rs`, `Propagator::Cage`).

use super::state::State;

/// What a propagator did to the state.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Outcome {
    /// No candidate removed.
    Unchanged,
    /// Some candidate removed (the fixpoint runs again).
    Changed,
    /// No solution within the state. (Only propagators report it: the
    /// built-in steps find contradictions as empty cells or houses.)
    #[allow(dead_code)] // until the first propagator of prop/
    Contradiction,
}

/// One compiled rule with its own propagation.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) enum Propagator {}

impl Propagator {
    /// Narrows `state` by this rule.
    pub(super) fn propagate<const W: usize, const D: usize>(
        &self,
        _state: &mut State<W, D>,
    ) -> Outcome {
        match *self {}
    }
}
