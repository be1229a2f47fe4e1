//! Finned and sashimi fish (Finned Swordfish for `k = 3`, Finned Jellyfish
//! for `k = 4`), over any unit list.
//!
//! For a digit `d`, take `k` pairwise-disjoint base units and `k`
//! pairwise-disjoint cover units (none of them a base) that hold every
//! candidate of `d` in the bases except a few "fin" cells. If no fin holds
//! `d`, the bases and covers are a plain fish and `d` leaves every other
//! cell of the covers; if a fin holds `d`, every cell that sees that fin
//! loses `d`. So `d` leaves each cell of a cover unit, outside the bases'
//! candidates, that sees every fin. A sashimi fish is the case where a base
//! keeps `d` in fewer than two cells of the covers; the argument is the same.
//!
//! Sukaku Explainer has no finned fish of its own: it finds a finned
//! Swordfish as three strong links of which one end is grouped (its
//! "Grouped 3 Strong links", 5.7), or with chains. We rate it 5.7 and try it
//! right after the three strong links. A finned Jellyfish is likewise four
//! strong links with a grouped end, which Sukaku Explainer rates 6.1 (its
//! "Grouped 4 Strong links"; plain four strong links are 5.8 to 6.0): we
//! rate it 6.1 and try it right after the finned Swordfish. The bases of
//! either are units of one kind (rows, columns, blocks, ...), for speed,
//! as Sukaku Explainer's are rows or columns.

use super::basecover::{each_fish, live_units, Fish};
use super::candidates::{bit, Board, CellSet, Deductions, Tables};
use super::kinds::Fins;
use super::note::Note;
use super::Technique;

/// Every finned or sashimi fish of size `k` that eliminates something;
/// `plain` is the plain fish of that size (Swordfish); for the `digits` of a
/// mask.
pub(super) fn finned_fish(
    t: &Tables,
    board: &Board,
    k: usize,
    plain: Technique,
    digits: u32,
) -> Deductions {
    let mut found = Deductions::default();
    for d in super::mask::digits(digits) {
        for live in base_pools(t, live_units(t, board, d)) {
            each_fish(t, board, d, &live, k, Fins::Allowed, &mut |fish| {
                let Fish {
                    bases: base_units,
                    target,
                    covers,
                    fins,
                } = *fish;
                let before = found.removes.len();
                for &u in covers {
                    for &cell in &t.units[u] {
                        if !target.contains(cell) && fins.iter().all(|&x| t.sees(x, cell)) {
                            found.remove(board, cell, bit(d));
                        }
                    }
                }
                found.close_with(before, || {
                    let mut fin_list = fins.to_vec();
                    fin_list.sort_unstable();
                    let fin_word = if fin_list.len() == 1 {
                        "note-fin"
                    } else {
                        "note-fins"
                    };
                    Note::new()
                        .on_digit(d)
                        .text(" ")
                        .word("note-in")
                        .text(" ")
                        .units(base_units.iter().copied())
                        .text(" ")
                        .word("note-over")
                        .text(" ")
                        .units(covers.iter().copied())
                        .text(", ")
                        .word(fin_word)
                        .text(" ")
                        .cells(fin_list.iter().copied())
                        .text(": ")
                        .word("note-if-no-fin-holds")
                        .text(" ")
                        .digit(d)
                        .text(" ")
                        .word("note-it-is-a")
                        .text(" ")
                        .text(&plain.local_name())
                        .text(", ")
                        .word("note-so")
                        .text(" ")
                        .digit(d)
                        .text(" ")
                        .word("note-leaves-the-cells-of")
                        .text(" ")
                        .units(covers.iter().copied())
                        .text(" ")
                        .word("note-that-see")
                        .text(" ")
                        .cells(fin_list)
                });
            });
        }
    }
    found
}

/// The units bases are chosen from: units of one kind at a time (three or
/// four rows, columns, blocks, ...), which keeps the search fast enough to
/// run on every position that gets so far. With mixed kinds a finned
/// Jellyfish tripled the time to rate the hardest puzzles, and a finned
/// Swordfish took a third of the time to generate a 16x16 Sudoku X; on the
/// 400 9x9 puzzles of `se-rated.txt` and `bench/hard9.txt` no rating,
/// level or hardest technique changed when the Swordfish's bases were
/// limited too.
fn base_pools(t: &Tables, live: Vec<(usize, CellSet)>) -> Vec<Vec<(usize, CellSet)>> {
    let mut pools: Vec<Vec<(usize, CellSet)>> = Vec::new();
    for (u, places) in live {
        match pools.iter_mut().find(|p| t.kinds[p[0].0] == t.kinds[u]) {
            Some(pool) => pool.push((u, places)),
            None => pools.push(vec![(u, places)]),
        }
    }
    pools
}

#[cfg(test)]
pub(super) mod tests {
    use super::super::tests::{confine_row, geometry, removed};
    use super::*;

    /// An open 9x9 board where 1 is in row 1 only at B1/E1, row 4 at
    /// E4/H4, row 7 at B7/H7 and the fin I7.
    pub(in super::super) fn swordfish_with_a_fin(t: &Tables) -> Board {
        let mut board = Board::open(t);
        confine_row(&mut board, 9, 0, &[1, 4], 1);
        confine_row(&mut board, 9, 3, &[4, 7], 1);
        confine_row(&mut board, 9, 6, &[1, 7, 8], 1);
        board
    }

    #[test]
    fn finned_swordfish_on_rows_1_4_7() {
        // Without the fin I7, a Swordfish on columns B, E, H; with it, 1
        // leaves the cells of those columns that also see I7: H8, H9
        // (block 9 holds I7 and column H's H8, H9).
        let g = geometry(9);
        let t = Tables::new(&g);
        let board = swordfish_with_a_fin(&t);
        let found = finned_fish(&t, &board, 3, Technique::Swordfish, t.all);
        let mut after = board.clone();
        after.apply(&t, &found);
        assert_eq!(removed(&board, &after), vec![(70, 1), (79, 1)]);
        let texts: Vec<String> = found
            .notes
            .iter()
            .map(|n| n.render(&g, &crate::grid::CellNamer::default()))
            .collect();
        // The same removals also follow with block 9 as a cover and the
        // fin H4: any disjoint units may cover, as in the plain fish.
        assert_eq!(
            texts,
            vec![
                "on 1 in rows 1, 4 and 7 over columns B, E and H, fin I7: if no fin holds 1 \
                 it is a Swordfish, so 1 leaves the cells of columns B, E and H that see I7: \
                 remove 1 from H8, H9",
                "on 1 in rows 1, 4 and 7 over columns B and E, the bottom-right block, fin H4: \
                 if no fin holds 1 it is a Swordfish, so 1 leaves the cells of columns B and E, \
                 the bottom-right block that see H4: remove 1 from H8, H9",
            ]
        );
    }

    #[test]
    fn finned_jellyfish_on_rows_1_4_6_8() {
        // 9x9: 1 in row 1 only at B1/E1, row 4 at E4/H4, row 6 at C6/H6,
        // row 8 at B8/C8 and the fin A8. Without the fin, a Jellyfish on
        // columns B, C, E and H; with it, 1 leaves the cells of those
        // columns that also see A8: B7, C7, B9, C9 (block 7).
        let g = geometry(9);
        let t = Tables::new(&g);
        let mut board = Board::open(&t);
        confine_row(&mut board, 9, 0, &[1, 4], 1);
        confine_row(&mut board, 9, 3, &[4, 7], 1);
        confine_row(&mut board, 9, 5, &[2, 7], 1);
        confine_row(&mut board, 9, 7, &[0, 1, 2], 1);
        let found = finned_fish(&t, &board, 4, Technique::Jellyfish, t.all);
        let first = found.notes[0].render(&g, &crate::grid::CellNamer::default());
        assert_eq!(
            first,
            "on 1 in rows 1, 4, 6 and 8 over columns B, E, H and C, fin A8: if no fin \
             holds 1 it is a Jellyfish, so 1 leaves the cells of columns B, E, H and C that \
             see A8: remove 1 from B7, C7, B9, C9"
        );
        // The open board holds other finned Jellyfish too (blocks may be
        // bases and covers): the step removes at least these four.
        let mut after = board.clone();
        after.apply(&t, &found);
        let gone = removed(&board, &after);
        for cell in [55, 56, 73, 74] {
            assert!(gone.contains(&(cell, 1)), "{gone:?}");
        }
    }
}
