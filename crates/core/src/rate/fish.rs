//! X-Wing (`k = 2`) and Swordfish (`k = 3`), generalised to any unit list.
//!
//! For a digit `d`, take `k` pairwise-disjoint "base" units that still miss
//! `d`, and `k` pairwise-disjoint "cover" units containing every candidate
//! cell `B` of `d` in the base units. Each base unit holds `d` once, in `B`, so
//! `d` sits in `k` distinct cells of `B`; the `k` disjoint cover units hold
//! `d` exactly `k` times between them, so those are all of their `d`s and `d`
//! leaves every other cell of the cover units. On a standard grid the bases
//! are rows and the covers columns (or the reverse); on other variants they
//! may be any units, as long as each side is pairwise disjoint.
//!
//! A cover set that reuses a base unit `U` is skipped: dropping `U` from both
//! sides leaves a smaller fish with the same eliminations (down to locked
//! candidates or a hidden single), which a simpler technique finds first.

use super::basecover::{each_fish, live_units};
use super::candidates::{bit, Board, Deductions, Tables};
use super::kinds::Fins;
use super::note::Note;

/// Every fish of size `k` of the snapshot that eliminates something, for
/// the `digits` of a mask.
pub(super) fn fish(t: &Tables, board: &Board, k: usize, digits: u32) -> Deductions {
    let mut found = Deductions::default();
    for d in super::mask::digits(digits) {
        let live = live_units(t, board, d);
        each_fish(t, board, d, &live, k, Fins::None, &mut |fish| {
            let before = found.removes.len();
            for &u in fish.covers {
                for &cell in &t.units[u] {
                    if !fish.target.contains(cell) {
                        found.remove(board, cell, bit(d));
                    }
                }
            }
            found.close_with(before, || {
                Note::new()
                    .on_digit(d)
                    .text(" ")
                    .word("note-in")
                    .text(" ")
                    .units(fish.bases.iter().copied())
                    .text(", ")
                    .units(fish.covers.iter().copied())
            });
        });
    }
    found
}

#[cfg(test)]
mod tests {
    use super::super::kinds::{Form, House};
    use super::super::locked::locked_candidates;
    use super::super::singles::{hidden_singles, naked_singles};
    use super::super::subsets::{hidden_subsets, naked_subsets};
    use super::super::tests::{confine_row, geometry, removed, strip};
    use super::*;
    use crate::geometry::{Geometry, Variant};

    /// Nothing simpler than a fish of size `k` makes progress on `board`.
    fn nothing_simpler(t: &Tables, board: &Board, k: usize) {
        assert_eq!(naked_singles(board).instances, 0);
        assert_eq!(
            hidden_singles(t, board, House::Block).instances
                + hidden_singles(t, board, House::Line).instances,
            0
        );
        assert_eq!(
            locked_candidates(t, board, House::Block, Form::Any).instances
                + locked_candidates(t, board, House::Line, Form::Any).instances,
            0
        );
        for size in 2..=3 {
            assert_eq!(naked_subsets(t, board, size).instances, 0);
            assert_eq!(hidden_subsets(t, board, size, Form::Any).instances, 0);
        }
        for size in 2..k {
            assert_eq!(fish(t, board, size, t.all).instances, 0);
        }
    }

    #[test]
    fn x_wing_on_rows_1_and_5() {
        // 9x9: 1 only in B/H of rows 1 and 5, so 1 leaves columns B and H.
        let g = geometry(9);
        let t = Tables::new(&g);
        let mut board = Board::open(&t);
        confine_row(&mut board, 9, 0, &[1, 7], 1);
        confine_row(&mut board, 9, 4, &[1, 7], 1);
        nothing_simpler(&t, &board, 2);
        let found = fish(&t, &board, 2, t.all);
        assert_eq!(found.instances, 1);
        let mut after = board.clone();
        after.apply(&t, &found);
        let expected: Vec<(usize, u8)> = [1, 2, 3, 5, 6, 7, 8]
            .iter()
            .flat_map(|&r| [(r * 9 + 1, 1), (r * 9 + 7, 1)])
            .collect();
        assert_eq!(removed(&board, &after), expected);
    }

    #[test]
    fn swordfish_on_rows_1_4_7() {
        // 9x9: 1 in row 1 only at B/E, row 4 at E/H, row 7 at B/H.
        let g = geometry(9);
        let t = Tables::new(&g);
        let mut board = Board::open(&t);
        confine_row(&mut board, 9, 0, &[1, 4], 1);
        confine_row(&mut board, 9, 3, &[4, 7], 1);
        confine_row(&mut board, 9, 6, &[1, 7], 1);
        nothing_simpler(&t, &board, 3);
        let found = fish(&t, &board, 3, t.all);
        assert_eq!(found.instances, 1);
        let mut after = board.clone();
        after.apply(&t, &found);
        let expected: Vec<(usize, u8)> = [1, 2, 4, 5, 7, 8]
            .iter()
            .flat_map(|&r| [(r * 9 + 1, 1), (r * 9 + 4, 1), (r * 9 + 7, 1)])
            .collect();
        assert_eq!(removed(&board, &after), expected);
    }

    #[test]
    fn x_wing_with_the_two_diagonals_as_bases() {
        // 6x6 Sudoku X: its diagonals are disjoint. 3 is left on the main
        // diagonal only at A1/D4 and on the anti-diagonal only at F1/C4, all
        // in rows 1 and 4, so 3 leaves the rest of rows 1 and 4.
        let g = Geometry::for_variant(Variant::X, 6, None).unwrap();
        let t = Tables::new(&g);
        let mut board = Board::open(&t);
        strip(&mut board, &[7, 14, 28, 35, 10, 15, 25, 30], &[3]);
        nothing_simpler(&t, &board, 2);
        let found = fish(&t, &board, 2, t.all);
        assert_eq!(found.instances, 1);
        let mut after = board.clone();
        after.apply(&t, &found);
        assert_eq!(
            removed(&board, &after),
            vec![
                (1, 3),
                (2, 3),
                (3, 3),
                (4, 3),
                (18, 3),
                (19, 3),
                (22, 3),
                (23, 3)
            ]
        );
    }
}
