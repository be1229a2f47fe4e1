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
//! An all-different unit is compiled into the unit masks; the first rule
//! with its own propagation is a killer cage (`cage.rs`,
//! `Propagator::Cage`; `docs/engine.md` shows how it was added); `pair.rs`
//! a relation of two cells (a mark, a line's neighbours), `sum.rs` the
//! weighted sum of an arrow or a little killer, `sandwich.rs` a sandwich
//! clue, `renban.rs` a renban line as a whole (windows of consecutive
//! digits matched to its cells).

pub(super) mod cage;
pub(super) mod pair;
pub(super) mod renban;
pub(super) mod sandwich;
pub(super) mod sum;

use super::compile::Compiled;
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
    Contradiction,
}

/// What a propagator saw of its cells when it last ran in one settling of
/// the state (each cell's digits as a bit mask), so that it can skip a run
/// on cells that have not changed since: a propagator on the same
/// candidates removes nothing more. All zero before the first run.
pub(super) type Memo = [u32; 32];

/// One compiled rule with its own propagation.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) enum Propagator {
    /// A killer cage's sum.
    Cage(cage::Cage),
    /// A relation between two cells (a mark between them).
    Relation(pair::Relation),
    /// A weighted sum of digits (an arrow, a little killer).
    Sum(sum::Sum),
    /// A sandwich clue.
    Sandwich(sandwich::Sandwich),
    /// A renban line as a whole (beside its pair relations).
    Renban(renban::Renban),
}

impl Propagator {
    /// Narrows `state` by this rule, on the geometry `compiled`.
    pub(super) fn propagate<const W: usize, const D: usize>(
        &self,
        compiled: &Compiled<W, D>,
        state: &mut State<W, D>,
        memo: &mut Memo,
    ) -> Outcome {
        match self {
            Propagator::Cage(cage) => cage.propagate(compiled, state, memo),
            Propagator::Relation(relation) => relation.propagate(compiled, state, memo),
            Propagator::Sum(sum) => sum.propagate(compiled, state, memo),
            Propagator::Sandwich(sandwich) => sandwich.propagate(compiled, state, memo),
            Propagator::Renban(line) => line.propagate(compiled, state, memo),
        }
    }
}

/// Takes from the state each digit a propagator removed from its cells:
/// `cells[i]` held the digits of `before[i]` and keeps those of
/// `after[i]` (bit `d` for digit `d + 1`). `Changed` when any went.
pub(super) fn remove_lost<const W: usize, const D: usize>(
    s: &mut State<W, D>,
    n: usize,
    cells: impl IntoIterator<Item = usize>,
    before: &[u32],
    after: &[u32],
) -> Outcome {
    let mut changed = false;
    for ((c, &old), &new) in cells.into_iter().zip(before).zip(after) {
        let lost = old & !new;
        if lost != 0 {
            changed = true;
            let bit = super::bits::Bits::cell(c);
            for d in 0..n {
                if lost >> d & 1 != 0 {
                    s.cand[d] = s.cand[d].minus(bit);
                }
            }
        }
    }
    if changed {
        Outcome::Changed
    } else {
        Outcome::Unchanged
    }
}
