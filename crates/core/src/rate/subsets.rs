//! Naked and hidden subsets of size `k` (pairs for 2, triples for 3) in any
//! unit.
//!
//! - Naked: `k` empty cells of a unit whose candidates together are exactly
//!   `k` digits; those digits leave the unit's other cells.
//! - Hidden: `k` missing digits of a unit whose places together are exactly
//!   `k` cells; those cells lose every other digit.

use super::candidates::{bit, digits, Board, Deductions, Tables};
use super::kinds::Form;
use super::note::Note;
use super::places::Places;

/// Calls `f` with every `k`-element subset of `0..masks.len()`, in
/// lexicographic order, whose masks hold at most `most` bits between them
/// and `base`, and with that union (`base` included). A subset is dropped
/// as soon as its first members hold more, so most of a unit's
/// combinations are never built.
pub(super) fn each_tight_subset(
    masks: &[u32],
    k: usize,
    (base, most): (u32, usize),
    f: &mut impl FnMut(&[usize], u32),
) {
    fn go(
        masks: &[u32],
        k: usize,
        most: usize,
        (start, union): (usize, u32),
        chosen: &mut Vec<usize>,
        f: &mut impl FnMut(&[usize], u32),
    ) {
        if chosen.len() == k {
            f(chosen, union);
            return;
        }
        let need = k - chosen.len();
        for i in start..masks.len() {
            if masks.len() - i < need {
                break;
            }
            let with = union | masks[i];
            if with.count_ones() as usize > most {
                continue;
            }
            chosen.push(i);
            go(masks, k, most, (i + 1, with), chosen, f);
            chosen.pop();
        }
    }
    if base.count_ones() as usize <= most {
        go(masks, k, most, (0, base), &mut Vec::with_capacity(k), f);
    }
}

/// Every naked subset of size `k` of the snapshot that eliminates something.
pub(super) fn naked_subsets(t: &Tables, board: &Board, k: usize) -> Deductions {
    let mut found = Deductions::default();
    for (u, cells) in t.units.iter().enumerate() {
        let small: Vec<usize> = cells
            .iter()
            .copied()
            .filter(|&c| {
                let count = board.cands[c].count_ones() as usize;
                board.values[c] == 0 && (2..=k).contains(&count)
            })
            .collect();
        let masks: Vec<u32> = small.iter().map(|&c| board.cands[c]).collect();
        each_tight_subset(&masks, k, (0, k), &mut |pick, union| {
            if union.count_ones() as usize != k {
                return;
            }
            let before = found.removes.len();
            for &c in cells {
                if !pick.iter().any(|&i| small[i] == c) {
                    found.remove(board, c, union);
                }
            }
            found.close_with(before, || {
                let mut note = Note::new().word("note-cells").text(" ");
                for (j, &i) in pick.iter().enumerate() {
                    if j > 0 {
                        note = if j + 1 == pick.len() {
                            note.text(" ").word("note-and").text(" ")
                        } else {
                            note.text(", ")
                        };
                    }
                    note = note.cell_with(small[i], board.cands[small[i]]);
                }
                note.text(" ")
                    .word("note-hold-only")
                    .text(" ")
                    .digits(union)
                    .text(" ")
                    .word("note-within")
                    .text(" ")
                    .unit(u)
            });
        });
    }
    found
}

/// Every hidden subset of size `k` of the snapshot that eliminates something.
/// With [`Form::Direct`], only those after which another digit has a single place
/// left in the unit (the step places a digit at once).
pub(super) fn hidden_subsets(t: &Tables, board: &Board, k: usize, form: Form) -> Deductions {
    let mut found = Deductions::default();
    let places = Places::of(t, board);
    for (u, cells) in t.units.iter().enumerate() {
        // Places of each missing digit, as a mask over the unit's cells.
        let missing = t.all & !board.placed_in(t, u);
        let every: Vec<(u8, u32)> = digits(missing)
            .map(|d| (d, places.of_digit(u, d)))
            .collect();
        let spots: Vec<(u8, u32)> = every
            .iter()
            .copied()
            .filter(|&(_, mask)| (2..=k).contains(&(mask.count_ones() as usize)))
            .collect();
        let masks: Vec<u32> = spots.iter().map(|&(_, mask)| mask).collect();
        each_tight_subset(&masks, k, (0, k), &mut |pick, places| {
            if places.count_ones() as usize != k {
                return;
            }
            let keep = pick.iter().fold(0u32, |m, &i| m | bit(spots[i].0));
            let before = found.removes.len();
            for (i, &c) in cells.iter().enumerate() {
                if places >> i & 1 == 1 {
                    found.remove(board, c, !keep);
                }
            }
            if form == Form::Direct && !single_left(&every, keep, places) {
                found.removes.truncate(before);
            }
            found.close_with(before, || {
                let holders = cells
                    .iter()
                    .enumerate()
                    .filter(|&(i, _)| places >> i & 1 == 1)
                    .map(|(_, &c)| c);
                Note::new()
                    .digits(keep)
                    .text(" ")
                    .word("note-can-only-go-in")
                    .text(" ")
                    .cells(holders)
                    .text(" ")
                    .word("note-within")
                    .text(" ")
                    .unit(u)
            });
        });
    }
    found
}

/// Whether a missing digit outside `keep` with two or more places has just
/// one left outside the cells `places`.
fn single_left(spots: &[(u8, u32)], keep: u32, places: u32) -> bool {
    spots.iter().any(|&(d, mask)| {
        keep & bit(d) == 0 && mask.count_ones() > 1 && (mask & !places).count_ones() == 1
    })
}

#[cfg(test)]
mod tests {
    use super::super::kinds::House;
    use super::super::locked::locked_candidates;
    use super::super::singles::{hidden_singles, naked_singles};
    use super::super::tests::{geometry, removed, set_cands, strip};
    use super::*;

    fn mask(ds: &[u8]) -> u32 {
        ds.iter().fold(0, |m, &d| m | bit(d))
    }

    /// No single and no locked candidates on `board`.
    fn nothing_simpler(t: &Tables, board: &Board) {
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
    }

    #[test]
    fn combinations_are_all_there() {
        // Empty masks never exceed a bound: every combination, in order.
        let mut seen = Vec::new();
        each_tight_subset(&[0; 4], 2, (0, 0), &mut |p, _| seen.push(p.to_vec()));
        assert_eq!(seen.len(), 6);
        assert_eq!(seen[0], vec![0, 1]);
        assert_eq!(seen[5], vec![2, 3]);
        let mut count = 0;
        each_tight_subset(&[0; 9], 3, (0, 0), &mut |_, _| count += 1);
        assert_eq!(count, 84);
        each_tight_subset(&[0; 2], 3, (0, 0), &mut |_, _| {
            panic!("no 3-subset of 2 items")
        });
    }

    #[test]
    fn only_subsets_within_the_bound_with_the_base_are_given() {
        let masks = [0b0011, 0b0110, 0b0011, 0b1000];
        let mut seen = Vec::new();
        each_tight_subset(&masks, 2, (0, 2), &mut |p, u| seen.push((p.to_vec(), u)));
        assert_eq!(seen, vec![(vec![0, 2], 0b0011)]);
        // With a base of its own the union starts from it.
        seen.clear();
        each_tight_subset(&masks, 1, (0b0100, 2), &mut |p, u| {
            seen.push((p.to_vec(), u))
        });
        assert_eq!(seen, vec![(vec![1], 0b0110), (vec![3], 0b1100)]);
        seen.clear();
        each_tight_subset(&masks, 1, (0b0111, 2), &mut |p, u| {
            seen.push((p.to_vec(), u))
        });
        assert!(seen.is_empty());
    }

    #[test]
    fn naked_pair_in_a_row() {
        // 9x9: A1 and E1 hold only {1, 2}; 1 and 2 leave the rest of row 1.
        let g = geometry(9);
        let t = Tables::new(&g);
        let mut board = Board::open(&t);
        set_cands(&mut board, 0, mask(&[1, 2]));
        set_cands(&mut board, 4, mask(&[1, 2]));
        nothing_simpler(&t, &board);
        let found = naked_subsets(&t, &board, 2);
        assert_eq!(found.instances, 1);
        let mut after = board.clone();
        after.apply(&t, &found);
        let expected: Vec<(usize, u8)> = [1, 2, 3, 5, 6, 7, 8]
            .iter()
            .flat_map(|&c| [(c, 1), (c, 2)])
            .collect();
        assert_eq!(removed(&board, &after), expected);
    }

    #[test]
    fn naked_triple_on_6x6() {
        // 6x6: A1 {1,2}, C1 {2,3}, E1 {1,3}: no pair, but together exactly
        // {1,2,3}, which leaves B1, D1 and F1.
        let g = geometry(6);
        let t = Tables::new(&g);
        let mut board = Board::open(&t);
        set_cands(&mut board, 0, mask(&[1, 2]));
        set_cands(&mut board, 2, mask(&[2, 3]));
        set_cands(&mut board, 4, mask(&[1, 3]));
        nothing_simpler(&t, &board);
        assert_eq!(naked_subsets(&t, &board, 2).instances, 0);
        assert_eq!(hidden_subsets(&t, &board, 2, Form::Any).instances, 0);
        let found = naked_subsets(&t, &board, 3);
        assert_eq!(found.instances, 1);
        let mut after = board.clone();
        after.apply(&t, &found);
        let expected: Vec<(usize, u8)> = [1, 3, 5]
            .iter()
            .flat_map(|&c| [(c, 1), (c, 2), (c, 3)])
            .collect();
        assert_eq!(removed(&board, &after), expected);
    }

    #[test]
    fn hidden_pair_in_a_row() {
        // 9x9: in row 1, 1 and 2 can only go in A1 and E1, which therefore
        // lose 3..9.
        let g = geometry(9);
        let t = Tables::new(&g);
        let mut board = Board::open(&t);
        strip(&mut board, &[1, 2, 3, 5, 6, 7, 8], &[1, 2]);
        nothing_simpler(&t, &board);
        assert_eq!(naked_subsets(&t, &board, 2).instances, 0);
        let found = hidden_subsets(&t, &board, 2, Form::Any);
        assert_eq!(found.instances, 1);
        let mut after = board.clone();
        after.apply(&t, &found);
        let expected: Vec<(usize, u8)> = [0, 4]
            .iter()
            .flat_map(|&c| (3..=9).map(move |d| (c, d)))
            .collect();
        assert_eq!(removed(&board, &after), expected);
    }

    #[test]
    fn hidden_triple_in_a_column() {
        // 9x9, column B: 1 only in B1/B5, 2 only in B5/B9, 3 only in B1/B9.
        // No hidden pair; the triple strips 4..9 from B1, B5 and B9.
        let g = geometry(9);
        let t = Tables::new(&g);
        let mut board = Board::open(&t);
        let column: Vec<usize> = (0..9).map(|r| r * 9 + 1).collect();
        let others: Vec<usize> = column
            .iter()
            .copied()
            .filter(|c| ![1, 37, 73].contains(c))
            .collect();
        strip(&mut board, &others, &[1, 2, 3]);
        strip(&mut board, &[73], &[1]);
        strip(&mut board, &[1], &[2]);
        strip(&mut board, &[37], &[3]);
        nothing_simpler(&t, &board);
        assert_eq!(naked_subsets(&t, &board, 2).instances, 0);
        assert_eq!(hidden_subsets(&t, &board, 2, Form::Any).instances, 0);
        assert_eq!(naked_subsets(&t, &board, 3).instances, 0);
        let found = hidden_subsets(&t, &board, 3, Form::Any);
        assert_eq!(found.instances, 1);
        let mut after = board.clone();
        after.apply(&t, &found);
        let expected: Vec<(usize, u8)> = [1, 37, 73]
            .iter()
            .flat_map(|&c| (4..=9).map(move |d| (c, d)))
            .collect();
        assert_eq!(removed(&board, &after), expected);
    }
}
