//! The technique of the renban lines: **renban runs**. A renban line of
//! `k` cells holds `k` consecutive digits, a run such as 3-6. A run fits
//! the line's pencil marks when every cell can hold one of its digits and
//! every digit of it can go in one of the cells; then
//!
//! - a digit of no run that fits leaves every cell of the line ("the
//!   renban line from A1 to C2: its 4 digits are consecutive, and its
//!   pencil marks fit only the runs 3-6, 4-7 and 5-8, so remove 1,2,9
//!   from A1, B1"), and
//! - a digit that every run that fits holds is on the line: where only one
//!   of its cells can hold it, that cell holds it and loses its other
//!   candidates ("every run its pencil marks fit holds 5, and only C4 can
//!   hold it, so remove 3,4 from C4").
//!
//! That the line's digits differ, and lie less than `k` apart two by two,
//! is mark partners' part (`marks.rs` reads the line's pairs); this step
//! looks at the whole line. Its value, 2.5, is a little above mark
//! partners (2.4, one pair of cells at a time): it weighs every run
//! against every cell of the line, as a direct hidden triple (2.5) weighs
//! three digits against a unit's cells; below pointing (2.6). One step
//! reads every line once, with the pencil marks of the step's start.

use super::candidates::{Board, Deductions, Tables};
use super::mask::{bit, digits};
use super::note::Note;
use super::rule_tables::RenbanTable;
use crate::grid::symbol;

/// The runs of `k` consecutive digits (as masks) that fit `holds` (each
/// cell's candidates, or its digit), on digits `1..=n`.
fn runs(holds: &[u32], n: usize) -> Vec<u32> {
    let k = holds.len();
    if k == 0 || k > n || n > 32 {
        return Vec::new();
    }
    let all = holds.iter().fold(0u32, |a, &m| a | m);
    let first = if k == 32 { u32::MAX } else { (1u32 << k) - 1 };
    (0..=n - k)
        .map(|lo| first << lo)
        .filter(|&run| all & run == run && holds.iter().all(|&m| m & run != 0))
        .collect()
}

/// Renban runs: the digits of no run that fits leave the line; a digit of
/// every run that fits goes to the one cell that can hold it.
pub(super) fn renban_runs(t: &Tables, board: &Board) -> Deductions {
    let mut found = Deductions::default();
    for line in &t.renbans {
        let holds: Vec<u32> = line
            .cells
            .iter()
            .map(|&c| match board.values[c] {
                0 => board.cands[c],
                d => bit(d),
            })
            .collect();
        if holds.contains(&0) {
            continue; // an empty cell: the board is broken already
        }
        let fitting = runs(&holds, t.n);
        let Some(&last) = fitting.last() else {
            continue; // no run fits: the pairs' mark partners break the board
        };
        let within = fitting.iter().fold(0u32, |a, &r| a | r);
        let before = found.removes.len();
        for &cell in &line.cells {
            found.remove(board, cell, !within);
        }
        found.close_with(before, || runs_note(line, &fitting));
        let needed = fitting.iter().fold(last, |a, &r| a & r);
        for d in digits(needed) {
            let placed = line.cells.iter().any(|&c| board.values[c] == d);
            let places: Vec<usize> = line
                .cells
                .iter()
                .copied()
                .filter(|&c| board.values[c] == 0 && board.cands[c] & bit(d) != 0)
                .collect();
            let &[only] = &places[..] else { continue };
            if placed {
                continue;
            }
            let before = found.removes.len();
            found.remove(board, only, !bit(d));
            found.close_with(before, || {
                Note::new()
                    .rule(line.id)
                    .text(": ")
                    .word_with("note-renban-needs", &[("digit", symbol(d).to_string())])
                    .text(" ")
                    .cell(only)
                    .text(" ")
                    .word("note-renban-needs-end")
            });
        }
    }
    found
}

/// "the renban line from A1 to C2: its 4 digits are consecutive, and its
/// pencil marks fit only the runs 3-6, 4-7 and 5-8".
fn runs_note(line: &RenbanTable, fitting: &[u32]) -> Note {
    let mut note = Note::new().rule(line.id).text(": ").word_with(
        "note-renban-runs",
        &[
            ("count", line.cells.len().to_string()),
            ("runs", fitting.len().to_string()),
        ],
    );
    for (i, &run) in fitting.iter().enumerate() {
        note = match i {
            0 => note.text(" "),
            i if i + 1 == fitting.len() => note.text(" ").word("note-and").text(" "),
            _ => note.text(", "),
        };
        let low = run.trailing_zeros() as u8 + 1;
        let high = 32 - run.leading_zeros() as u8;
        note = note.text(&format!("{}-{}", symbol(low), symbol(high)));
    }
    note
}

#[cfg(test)]
mod tests {
    use super::runs;

    #[test]
    fn a_run_fits_when_every_cell_and_every_digit_has_a_place() {
        // Three cells on a 9x9: {1,2}, {2,3}, {3,4,9}.
        let holds = [0b11, 0b110, 0b1_0000_1100];
        // 1-3 and 2-4 fit; 3-5 has no 5; 7-9 no cell for 7.
        assert_eq!(runs(&holds, 9), vec![0b111, 0b1110]);
        // A filled 9 leaves no run: 1 and 9 are too far apart.
        assert!(runs(&[0b1, 0b1_0000_0000, 0b110], 9).is_empty());
    }
}
