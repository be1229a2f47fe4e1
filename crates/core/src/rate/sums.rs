//! The technique of the sums (an arrow, a little killer): **sum limits**.
//! A sum rule adds its cells' digits with weights (`SumRule::weights`:
//! an arrow's shaft `+1` each and its circle's digits `-1`, `-10`, ...,
//! adding up to 0; a little killer's diagonal `+1` each, adding up to its
//! clue), so with the smallest and the largest digit each other cell can
//! still hold, one cell's digit is held between two limits: "the arrow
//! from A7: with the smallest and largest digits its other cells can
//! hold, C6 can only be 1 to 6, so remove 7,8,9 from C6". One step looks
//! at every open cell of every sum once, with the pencil marks of the
//! step's start (the next step looks again, with what this one removed).
//! Digits may repeat along a sum: where its cells see each other, the
//! units say so, not this technique.
//!
//! Its value, 2.4, is that of a cage combination and of mark partners: a
//! look at one rule's cells and a sum of their smallest and largest
//! digits, the arithmetic of a cage combination without its table (the
//! cage techniques' values are argued in `docs/killer.md`). It is tried
//! right after mark partners, before the direct hidden triple (2.5).

use super::candidates::{Board, Deductions, Tables};
use super::mask::{bit, digits};
use super::note::Note;
use crate::geometry::ConstraintId;
use crate::grid::symbol;

/// The least and greatest `w · d` over the digits of `mask` (not empty).
fn range(w: i64, mask: u32) -> (i64, i64) {
    let low = i64::from(mask.trailing_zeros()) + 1;
    let high = 32 - i64::from(mask.leading_zeros());
    if w >= 0 {
        (w * low, w * high)
    } else {
        (w * high, w * low)
    }
}

/// Sum limits: every digit of a sum's open cell that the other cells'
/// smallest and largest digits cannot make up to the total.
pub(super) fn sum_limits(t: &Tables, board: &Board) -> Deductions {
    let mut found = Deductions::default();
    let holds = |c: usize| match board.values[c] {
        0 => board.cands[c],
        d => bit(d),
    };
    for sum in &t.sums {
        let Some(ranges) = sum
            .cells
            .iter()
            .map(|&(c, w)| (holds(c) != 0).then(|| range(w, holds(c))))
            .collect::<Option<Vec<(i64, i64)>>>()
        else {
            continue; // an empty cell: the board is broken already
        };
        let low: i64 = ranges.iter().map(|r| r.0).sum();
        let high: i64 = ranges.iter().map(|r| r.1).sum();
        for (&(cell, w), &(lo, hi)) in sum.cells.iter().zip(&ranges) {
            if board.values[cell] != 0 {
                continue;
            }
            // The other cells make between `low - lo` and `high - hi`, so
            // `w · d` lies between what is left of the total.
            let (least, most) = (sum.total - (high - hi), sum.total - (low - lo));
            let fits = (1..=t.n.min(32) as u8)
                .filter(|&d| (least..=most).contains(&(w * i64::from(d))))
                .fold(0u32, |m, d| m | bit(d));
            let out = board.cands[cell] & !fits;
            if out == 0 {
                continue;
            }
            let before = found.removes.len();
            found.remove(board, cell, out);
            found.close(before, note(sum.id, cell, fits));
        }
    }
    found
}

/// "the arrow from A7: with the smallest and largest digits its other
/// cells can hold, C6 can only be 1 to 6" (the digits `fits` allows, a
/// run; the words around the cell are the catalogue's, so that each
/// language orders them its own way).
fn note(id: ConstraintId, cell: usize, fits: u32) -> Note {
    let note = Note::new()
        .rule(id)
        .text(": ")
        .word("note-sum-other-cells")
        .text(" ")
        .cell(cell)
        .text(" ");
    match (digits(fits).next(), digits(fits).last()) {
        (Some(a), Some(b)) if a == b => {
            note.word_with("note-sum-only", &[("digit", symbol(a).to_string())])
        }
        (Some(a), Some(b)) => note.word_with(
            "note-sum-range",
            &[
                ("low", symbol(a).to_string()),
                ("high", symbol(b).to_string()),
            ],
        ),
        _ => note.word("note-sum-none"),
    }
}
