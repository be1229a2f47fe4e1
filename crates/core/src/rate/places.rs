//! Where each digit can still go in each unit, as a bit mask over the
//! unit's cells (bit `i` for `t.units[u][i]`; a unit has `n <= 25` cells),
//! gathered once from the board for the techniques that ask this of every
//! unit and digit.

use super::candidates::{digits, Board, Tables};

/// The places of every digit in every unit of one board.
pub(super) struct Places {
    n: usize,
    /// `masks[u * n + d - 1]`: the places of `d` in unit `u`.
    masks: Vec<u32>,
}

impl Places {
    /// The places of `board`.
    pub fn of(t: &Tables, board: &Board) -> Self {
        let n = t.n;
        let mut masks = vec![0u32; t.units.len() * n];
        for (u, cells) in t.units.iter().enumerate() {
            let row = &mut masks[u * n..(u + 1) * n];
            for (i, &cell) in cells.iter().enumerate() {
                for d in digits(board.cands[cell]) {
                    row[usize::from(d) - 1] |= 1 << i;
                }
            }
        }
        Places { n, masks }
    }

    /// The places of `d` in unit `u`.
    pub fn of_digit(&self, u: usize, d: u8) -> u32 {
        self.masks[u * self.n + d as usize - 1]
    }
}

#[cfg(test)]
mod tests {
    use super::super::tests::{geometry, strip};
    use super::*;

    #[test]
    fn places_follow_the_candidates_of_each_unit() {
        let g = geometry(9);
        let t = Tables::new(&g);
        let mut board = Board::open(&t);
        // 7 leaves A1 and C1: in row 1 it keeps places B1, D1..I1.
        strip(&mut board, &[0, 2], &[7]);
        let places = Places::of(&t, &board);
        let row1 = (0..t.units.len())
            .find(|&u| t.units[u] == (0..9).collect::<Vec<_>>())
            .unwrap();
        assert_eq!(places.of_digit(row1, 7), 0b1_1111_1010);
        assert_eq!(places.of_digit(row1, 6), 0b1_1111_1111);
    }
}
