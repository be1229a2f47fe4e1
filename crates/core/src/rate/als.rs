//! ALS-XZ (7.6, our value: Sudoku Explainer has no almost locked sets and
//! needs forcing chains for the same eliminations).
//!
//! An almost locked set (ALS) is `k` empty cells of one unit with `k + 1`
//! candidates between them: take any one digit away and the rest fill the
//! cells. Two ALSs on different cells, A and B, share a restricted common
//! candidate `x` when every place of `x` in A sees every place of `x` in B:
//! `x` cannot be in both, so one of them is locked without `x`. For any other
//! common digit `z`, that locked set holds `z`, so `z` leaves every cell that
//! sees all places of `z` in A and in B.

use super::candidates::{bit, digits, Board, CellSet, Deductions, Tables};
use super::note::Note;

/// The largest ALS tried, in cells.
const MAX_CELLS: usize = 5;

/// An almost locked set.
struct Als {
    /// Its cells, smallest first.
    cells: Vec<usize>,
    set: CellSet,
    /// Its candidates (one more than its cells).
    mask: u32,
    /// Per digit (index `d - 1`): the cells that see every place of the
    /// digit in the set (empty when the digit is not a candidate).
    seen_by: Vec<CellSet>,
    /// Per digit: the set's places of the digit.
    places: Vec<CellSet>,
}

/// The almost locked sets of the board, each once.
fn almost_locked_sets(t: &Tables, board: &Board) -> Vec<Als> {
    let mut out: Vec<Als> = Vec::new();
    let mut seen: Vec<CellSet> = Vec::new();
    for unit in &t.units {
        let empty: Vec<usize> = unit
            .iter()
            .copied()
            .filter(|&c| board.values[c] == 0)
            .collect();
        let most = MAX_CELLS.min(empty.len().saturating_sub(1));
        let mut pick = Vec::new();
        subsets(&empty, 0, most, &mut pick, &mut |cells| {
            let mask = cells.iter().fold(0, |m, &c| m | board.cands[c]);
            if mask.count_ones() as usize != cells.len() + 1 {
                return;
            }
            let set = CellSet::of(cells.iter().copied());
            if seen.contains(&set) {
                return;
            }
            seen.push(set);
            let mut seen_by = vec![CellSet::default(); t.n];
            let mut places = vec![CellSet::default(); t.n];
            for d in digits(mask) {
                let at: Vec<usize> = cells
                    .iter()
                    .copied()
                    .filter(|&c| board.cands[c] & bit(d) != 0)
                    .collect();
                places[d as usize - 1] = CellSet::of(at.iter().copied());
                seen_by[d as usize - 1] = at[1..]
                    .iter()
                    .fold(t.peer_sets[at[0]], |s, &c| s.intersection(&t.peer_sets[c]));
            }
            let mut cells = cells.to_vec();
            cells.sort_unstable();
            out.push(Als {
                cells,
                set,
                mask,
                seen_by,
                places,
            });
        });
    }
    out
}

/// Calls `f` with every non-empty subset of `from[start..]` added to `pick`,
/// up to `most` cells in all.
fn subsets(
    from: &[usize],
    start: usize,
    most: usize,
    pick: &mut Vec<usize>,
    f: &mut impl FnMut(&[usize]),
) {
    for i in start..from.len() {
        pick.push(from[i]);
        f(pick);
        if pick.len() < most {
            subsets(from, i + 1, most, pick, f);
        }
        pick.pop();
    }
}

/// A set in words: "A1 (1,2)", or "[B1, B5] (1,2,3)".
fn group(note: Note, als: &Als) -> Note {
    note.group(&als.cells).text(" (").digits(als.mask).text(")")
}

/// Every ALS-XZ that eliminates something.
pub(super) fn als_xz(t: &Tables, board: &Board) -> Deductions {
    let mut found = Deductions::default();
    let sets = almost_locked_sets(t, board);
    let cand_cells: Vec<CellSet> = (1..=t.n as u8)
        .map(|d| CellSet::of((0..board.cands.len()).filter(|&c| board.cands[c] & bit(d) != 0)))
        .collect();
    for (i, a) in sets.iter().enumerate() {
        for b in &sets[i + 1..] {
            let common = a.mask & b.mask;
            if common.count_ones() < 2 || a.set.intersection(&b.set).len() > 0 {
                continue;
            }
            for x in digits(common) {
                let k = x as usize - 1;
                if !b.places[k].is_subset(&a.seen_by[k]) {
                    continue;
                }
                let before = found.removes.len();
                for z in digits(common & !bit(x)) {
                    let k = z as usize - 1;
                    let hit = a.seen_by[k]
                        .intersection(&b.seen_by[k])
                        .intersection(&cand_cells[k]);
                    if hit.len() == 0 {
                        continue;
                    }
                    for c in 0..board.cands.len() {
                        if hit.contains(c) {
                            found.remove(board, c, bit(z));
                        }
                    }
                }
                let note = group(Note::new().word("note-almost-locked-sets").text(" "), a)
                    .text(" ")
                    .word("note-and")
                    .text(" ");
                let note = group(note, b)
                    .text(" ")
                    .word("note-with-restricted-common")
                    .text(" ")
                    .digit(x)
                    .text(" (")
                    .word("note-its-places-see-each-other")
                    .text("): ")
                    .word("note-one-set-lacks")
                    .text(" ")
                    .digit(x)
                    .text(" ")
                    .word("note-and-holds-all-its-other-digits-among-them")
                    .text(" ")
                    .digits(common & !bit(x));
                found.close(before, note);
            }
        }
    }
    found
}

#[cfg(test)]
mod tests {
    use super::super::tests::{geometry, removed, set_cands};
    use super::*;

    #[test]
    fn als_xz_on_a1_b1_and_b5_removes_2_from_a4_a5_a6_b2_b3() {
        // 9x9: A1 (1,2) and B1 (1,3) are an ALS of row 1 with 1,2,3; B5
        // (2,3) is an ALS of one cell. 3 is restricted common (B1 and B5 in
        // column B), so A1 or B5 holds 2, and the cells that see both lose
        // it: A4, A5, A6 (column A, block 4) and B2, B3 (block 1, column B).
        // The ALS {B1, B5} of column B with {A1}, on restricted common 1,
        // finds the same.
        let g = geometry(9);
        let t = Tables::new(&g);
        let mut board = Board::open(&t);
        set_cands(&mut board, 0, bit(1) | bit(2));
        set_cands(&mut board, 1, bit(1) | bit(3));
        set_cands(&mut board, 37, bit(2) | bit(3));
        let found = als_xz(&t, &board);
        assert_eq!(found.instances, 2);
        let mut after = board.clone();
        after.apply(&t, &found);
        let expected: Vec<(usize, u8)> = [10, 19, 27, 36, 45].iter().map(|&c| (c, 2)).collect();
        assert_eq!(removed(&board, &after), expected);
        let text = found.notes[0].render(&g, &crate::grid::CellNamer::default());
        assert!(text.contains("A1 (1,2) and [B1, B5] (1,2,3)"), "{text}");
    }
}
