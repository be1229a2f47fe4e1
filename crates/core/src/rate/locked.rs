//! Locked candidates, pointing and claiming alike: for two units `U` and `V`
//! sharing at least two cells, if a digit's candidates in `U` all lie in
//! `U ∩ V`, the digit must sit there, so it leaves `V ∖ U`. A block and a row,
//! a row and a block, a diagonal and a block, a jigsaw region and a column:
//! all are just overlapping units.

use super::candidates::{bit, digits, Board, CellSet, Deductions, Tables};
use super::kinds::{Form, House};
use super::note::Note;
use super::places::Places;

/// Every (overlap, digit) pattern of the snapshot that eliminates something,
/// confined in a block (`House::Block`: pointing) or in a line (claiming).
/// With [`Form::Direct`], only the patterns after which the digit has a single place left in some
/// unit that lost a candidate (the step places a digit at once).
pub(super) fn locked_candidates(t: &Tables, board: &Board, house: House, form: Form) -> Deductions {
    let mut found = Deductions::default();
    let missing: Vec<u32> = (0..t.units.len())
        .map(|u| t.all & !board.placed_in(t, u))
        .collect();
    let places = Places::of(t, board);
    for overlap in &t.overlaps {
        if House::of(t.is_block[overlap.from]) != house {
            continue;
        }
        for d in digits(missing[overlap.from] & missing[overlap.to]) {
            let here = places.of_digit(overlap.from, d);
            if here == 0 || here & !overlap.places_in_from != 0 {
                continue;
            }
            let before = found.removes.len();
            for &cell in &t.units[overlap.to] {
                if !overlap.shared.contains(cell) {
                    found.remove(board, cell, bit(d));
                }
            }
            if form == Form::Direct
                && !leaves_a_single(t, board, overlap.from, &found.removes[before..], d)
            {
                found.removes.truncate(before);
            }
            found.close_with(before, || {
                let from = &t.units[overlap.from];
                let shared = (0..from.len())
                    .filter(|&i| here >> i & 1 == 1)
                    .map(|i| from[i]);
                Note::new()
                    .digit(d)
                    .text(" ")
                    .word("note-of")
                    .text(" ")
                    .unit(overlap.from)
                    .text(" ")
                    .word("note-lies-only-in")
                    .text(" ")
                    .cells(shared)
                    .text(", ")
                    .word("note-within")
                    .text(" ")
                    .unit(overlap.to)
            });
        }
    }
    found
}

/// Whether removing `removes` (all of digit `d`, all in one unit) leaves `d`
/// a single place in some unit of the same kind as `from` (another block
/// for pointing, a parallel line for claiming), as SE's direct locking asks.
pub(super) fn leaves_a_single(
    t: &Tables,
    board: &Board,
    from: usize,
    removes: &[(usize, u32)],
    d: u8,
) -> bool {
    let gone = CellSet::of(removes.iter().map(|&(c, _)| c));
    removes.iter().any(|&(cell, _)| {
        t.cell_units[cell].iter().any(|&u| {
            u != from
                && t.kinds[u] == t.kinds[from]
                && board.placed_in(t, u) & bit(d) == 0
                && t.units[u]
                    .iter()
                    .filter(|&&c| board.cands[c] & bit(d) != 0 && !gone.contains(c))
                    .count()
                    == 1
        })
    })
}

#[cfg(test)]
mod tests {
    use super::super::singles::{hidden_singles, naked_singles};
    use super::super::tests::{geometry, removed, strip};
    use super::*;
    use crate::geometry::{Geometry, Variant};

    #[test]
    fn pointing_from_a_block_into_a_row() {
        // 9x9: in block 1, 7 can only go in A1 or B1, so 7 leaves D1..I1.
        let g = geometry(9);
        let t = Tables::new(&g);
        let mut board = Board::open(&t);
        strip(&mut board, &[2, 9, 10, 11, 18, 19, 20], &[7]);
        assert_eq!(naked_singles(&board).instances, 0);
        assert_eq!(
            hidden_singles(&t, &board, House::Block).instances
                + hidden_singles(&t, &board, House::Line).instances,
            0
        );
        let found = locked_candidates(&t, &board, House::Block, Form::Any);
        assert_eq!(found.instances, 1);
        let mut after = board.clone();
        after.apply(&t, &found);
        let expected: Vec<(usize, u8)> = (3..9).map(|c| (c, 7)).collect();
        assert_eq!(removed(&board, &after), expected);
    }

    #[test]
    fn claiming_from_a_column_into_a_block_on_6x6() {
        // 6x6 (2x3 boxes): in column A, 2 can only go in A3 or A4 (block 3),
        // so 2 leaves the rest of block 3: B3, C3, B4, C4.
        let g = geometry(6);
        let t = Tables::new(&g);
        let mut board = Board::open(&t);
        strip(&mut board, &[0, 6, 24, 30], &[2]);
        assert_eq!(naked_singles(&board).instances, 0);
        assert_eq!(
            hidden_singles(&t, &board, House::Block).instances
                + hidden_singles(&t, &board, House::Line).instances,
            0
        );
        let found = locked_candidates(&t, &board, House::Line, Form::Any);
        assert_eq!(found.instances, 1);
        let mut after = board.clone();
        after.apply(&t, &found);
        assert_eq!(
            removed(&board, &after),
            vec![(13, 2), (14, 2), (19, 2), (20, 2)]
        );
    }

    #[test]
    fn a_diagonal_locks_a_digit_into_a_block() {
        // Sudoku X: on the main diagonal 4 can only go in A1, B2 or C3, all in
        // block 1, so 4 leaves the other six cells of block 1.
        let g = Geometry::for_variant(Variant::X, 9, None).unwrap();
        let t = Tables::new(&g);
        let mut board = Board::open(&t);
        strip(&mut board, &[30, 40, 50, 60, 70, 80], &[4]);
        assert_eq!(
            hidden_singles(&t, &board, House::Block).instances
                + hidden_singles(&t, &board, House::Line).instances,
            0
        );
        let found = locked_candidates(&t, &board, House::Line, Form::Any);
        assert_eq!(found.instances, 1);
        let mut after = board.clone();
        after.apply(&t, &found);
        assert_eq!(
            removed(&board, &after),
            vec![(1, 4), (2, 4), (9, 4), (11, 4), (18, 4), (19, 4)]
        );
    }
}
