//! Cage permutations (2.8, see `docs/killer.md`): a cage's combinations
//! placed on its cells, each digit on a cell whose candidates hold it and
//! no digit twice. A candidate that no such placement of any combination
//! puts in its cell leaves it, although some combination holds the digit:
//! "the cage of 10 at A1 (1,9 or 2,8 or 3,7 or 4,6): A1 can only hold 1
//! or 2, so B1 holds 9 or 8". Cage combinations (2.4) keep every digit of
//! a combination left in every cell; this goes on to where each digit can
//! go.
//!
//! Cage splitting (`split.rs`) prunes its virtual cages (the cells of a
//! unit or a run of lines outside whole cages, "hidden cages") the same
//! way, with `cages::prune_placements`.

use super::cages::{combination_words, prune_placements};
use super::candidates::{digits, Board, Deductions, Tables};
use super::split::cage_groups;

/// Cage permutations: every candidate of a cage's open cells that no
/// placement of a combination left puts there.
pub(super) fn cage_permutations(t: &Tables, board: &Board) -> Deductions {
    let mut found = Deductions::default();
    for g in cage_groups(t, board) {
        // "1,9 or 2,8": in the order of their digits, as a table lists them.
        let mut shown = g.kept.clone();
        shown.sort_by_key(|&m| digits(m).collect::<Vec<u8>>());
        let note = g.origin().text(" ").word_with(
            "note-cage-placements",
            &[("combinations", combination_words(&shown))],
        );
        prune_placements(board, &g.cells, &g.kept, note, &mut found);
    }
    found
}
