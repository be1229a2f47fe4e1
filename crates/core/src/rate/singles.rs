//! Naked singles (a cell with one candidate) and hidden singles (a digit with
//! one place in a unit). Each round finds every single of the snapshot, so the
//! result does not depend on the order of cells, units or digits.

use super::candidates::{bit, digits, Board, Deductions, Tables};
use super::kinds::House;

/// Every empty cell with exactly one candidate.
pub(super) fn naked_singles(board: &Board) -> Deductions {
    let mut found = Deductions::default();
    for (cell, &mask) in board.cands.iter().enumerate() {
        if board.values[cell] == 0 && mask.count_ones() == 1 {
            found.places.push((cell, mask.trailing_zeros() as u8 + 1));
        }
    }
    found.instances = found.places.len();
    found
}

/// Every digit that has exactly one cell left in some unit of `house` (a
/// block or a line), counted once per placement, however many units force
/// it.
pub(super) fn hidden_singles(t: &Tables, board: &Board, house: House) -> Deductions {
    let mut found = Deductions::default();
    for (u, cells) in t.units.iter().enumerate() {
        if House::of(t.is_block[u]) != house {
            continue;
        }
        // The digits with a place in the unit, and those with two or more,
        // for all digits at once.
        let (mut once, mut twice) = (0u32, 0u32);
        for &c in cells {
            twice |= once & board.cands[c];
            once |= board.cands[c];
        }
        let missing = t.all & !board.placed_in(t, u);
        for d in digits(missing & once & !twice) {
            if let Some(&cell) = cells.iter().find(|&&c| board.cands[c] & bit(d) != 0) {
                found.places.push((cell, d));
            }
        }
    }
    found.places.sort_unstable();
    found.places.dedup();
    found.instances = found.places.len();
    found
}

#[cfg(test)]
mod tests {
    use super::super::tests::{geometry, placements, strip};
    use super::*;
    use crate::grid::Grid;

    #[test]
    fn naked_single_on_a_4x4() {
        // 1 2 | . .      C1 sees 1, 2 (row 1) and 3 (column C): only 4 is
        // . . | . .      left. D1 keeps 3 and 4, every other cell two or
        // ---------      more candidates.
        // . . | 3 .
        // . . | . .
        let g = geometry(4);
        let t = Tables::new(&g);
        let givens = Grid::parse_line("12........3.....").unwrap();
        let board = Board::from_givens(&t, &givens).unwrap();
        let found = naked_singles(&board);
        assert_eq!(found.places, vec![(2, 4)]);
        assert_eq!(found.instances, 1);
        let mut after = board.clone();
        after.apply(&t, &found);
        assert_eq!(placements(&board, &after), vec![(2, 4)]);
    }

    #[test]
    fn hidden_single_without_any_naked_single() {
        // 9x9, nothing placed: 5 is removed from row 1 except E1.
        let g = geometry(9);
        let t = Tables::new(&g);
        let mut board = Board::open(&t);
        strip(
            &mut board,
            &(0..9).filter(|&c| c != 4).collect::<Vec<_>>(),
            &[5],
        );
        assert_eq!(naked_singles(&board).instances, 0);
        let found = hidden_singles(&t, &board, House::Line);
        assert_eq!(found.places, vec![(4, 5)]);
        let mut after = board.clone();
        after.apply(&t, &found);
        assert_eq!(after.values[4], 5);
        // 5 leaves every peer of E1: column E and block 2.
        for &p in &t.peers[4] {
            assert_eq!(after.cands[p] & bit(5), 0, "peer {p}");
        }
    }

    #[test]
    fn a_digit_forced_by_two_units_is_one_placement() {
        // 4x4: A1 is the only place for 1 in row 1 and in column A.
        let g = geometry(4);
        let t = Tables::new(&g);
        let mut board = Board::open(&t);
        strip(&mut board, &[1, 2, 3, 4, 8, 12], &[1]);
        let found = hidden_singles(&t, &board, House::Line);
        assert_eq!(found.places, vec![(0, 1)]);
        assert_eq!(found.instances, 1);
    }
}
