//! W-Wing (4.4): two cells with the same two candidates `x` and `y` that do
//! not see each other, and a strong link on `x` (a unit where `x` has two
//! places) whose ends see one cell each. If neither cell held `y`, both
//! would hold `x` and the link's two ends would both lose `x`: so one of
//! them holds `y`, and `y` leaves every cell that sees both.

use super::candidates::{bit, digits, Board, Deductions, Tables};
use super::note::Note;
use super::strong::strong_links;

/// Every W-Wing that eliminates something.
pub(super) fn w_wing(t: &Tables, board: &Board) -> Deductions {
    let mut found = Deductions::default();
    let pairs: Vec<usize> = (0..board.cands.len())
        .filter(|&c| board.values[c] == 0 && board.cands[c].count_ones() == 2)
        .collect();
    let mut links_of = vec![None; t.n + 1];
    for (i, &a) in pairs.iter().enumerate() {
        let xy = board.cands[a];
        for &b in &pairs[i + 1..] {
            if board.cands[b] != xy || t.sees(a, b) {
                continue;
            }
            for x in digits(xy) {
                let y = xy & !bit(x);
                let links = links_of[x as usize]
                    .get_or_insert_with(|| strong_links(t, board, x))
                    .clone();
                for (u, p, q) in links {
                    if [p, q].iter().any(|&c| c == a || c == b) {
                        continue;
                    }
                    for (p, q) in [(p, q), (q, p)] {
                        if !t.sees(p, a) || !t.sees(q, b) {
                            continue;
                        }
                        let before = found.removes.len();
                        for &c in &t.peers[a] {
                            if c != b && t.sees(c, b) {
                                found.remove(board, c, y);
                            }
                        }
                        let note = Note::new()
                            .cell_with(a, xy)
                            .text(" ")
                            .word("note-and")
                            .text(" ")
                            .cell_with(b, xy)
                            .text(", ")
                            .word("note-joined-by-the-strong-link")
                            .text(" ")
                            .cells([p, q])
                            .text(" ")
                            .on_digit(x)
                            .text(" ")
                            .word("note-in")
                            .text(" ")
                            .unit(u);
                        found.close(before, note);
                    }
                }
            }
        }
    }
    found
}

#[cfg(test)]
mod tests {
    use super::super::tests::{geometry, removed, set_cands, strip};
    use super::*;

    #[test]
    fn w_wing_on_1_and_2_joined_in_row_5() {
        // 9x9: A1 and I9 hold only 1 and 2 (they see each other nowhere);
        // row 5 has 1 only in A5 and I5, which see A1 and I9. One of A1, I9
        // is 2, so I1 and A9, which see both, lose 2.
        let g = geometry(9);
        let t = Tables::new(&g);
        let mut board = Board::open(&t);
        set_cands(&mut board, 0, bit(1) | bit(2));
        set_cands(&mut board, 80, bit(1) | bit(2));
        strip(&mut board, &(37..44).collect::<Vec<_>>(), &[1]);
        let found = w_wing(&t, &board);
        assert!(found.instances >= 1);
        let mut after = board.clone();
        after.apply(&t, &found);
        assert_eq!(removed(&board, &after), vec![(8, 2), (72, 2)]);
    }
}
