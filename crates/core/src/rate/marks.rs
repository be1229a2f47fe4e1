//! The technique of the marks between two cells (a Kropki dot, an X or V,
//! a greater-than sign): **mark partners** (2.4, beside the cage
//! combinations: a table look-up). A candidate of one of its cells leaves
//! it when the other cell has no candidate (or digit) the mark allows with
//! it ("the white dot between B2 and C2 leaves 9 without a partner"). No
//! other technique uses a mark; the rater's other techniques reason from
//! units alone, which any further rule only narrows, and the uniqueness
//! patterns are not tried where a rule is not "all different"
//! (`Technique::sound_on`).

use super::candidates::{Board, Deductions, Tables};
use super::mask::{bit, digits};
use super::note::Note;

/// Mark partners: every candidate of a mark's open cell that no candidate
/// of the other cell goes with.
pub(super) fn mark_partners(t: &Tables, board: &Board) -> Deductions {
    let mut found = Deductions::default();
    let holds = |c: usize| match board.values[c] {
        0 => board.cands[c],
        d => bit(d),
    };
    for mark in &t.marks {
        for side in 0..2 {
            let (here, there) = (mark.cells[side], mark.cells[1 - side]);
            if board.values[here] != 0 {
                continue;
            }
            let other = holds(there);
            let alone: u32 = digits(board.cands[here])
                .filter(|&d| mark.partners[side][usize::from(d - 1)] & other == 0)
                .fold(0, |m, d| m | bit(d));
            if alone == 0 {
                continue;
            }
            let before = found.removes.len();
            found.remove(board, here, alone);
            found.close(
                before,
                Note::new()
                    .rule(mark.id)
                    .text(" ")
                    .word("note-mark-no-partner")
                    .text(" ")
                    .cells([there]),
            );
        }
    }
    found
}
