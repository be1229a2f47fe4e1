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

use super::candidates::{bit, Board, CellSet, Deductions, Tables};
use super::note::Note;

/// Every fish of size `k` of the snapshot that eliminates something.
pub(super) fn fish(t: &Tables, board: &Board, k: usize) -> Deductions {
    let mut found = Deductions::default();
    for d in 1..=t.n as u8 {
        let live: Vec<(usize, CellSet)> = (0..t.units.len())
            .filter(|&u| board.placed_in(t, u) & bit(d) == 0)
            .map(|u| (u, board.cells_for(t, u, d)))
            .filter(|(_, places)| places.len() > 0)
            .collect();
        let mut chosen = Vec::with_capacity(k);
        let start = CellSet::default();
        choose_bases(
            t,
            &live,
            k,
            0,
            &mut chosen,
            start,
            &mut |bases, base_cells| {
                let mut covers = Vec::with_capacity(k);
                cover(t, base_cells, bases, k, &mut covers, start, &mut |covers| {
                    if covers.len() == k {
                        let before = found.removes.len();
                        for &u in covers {
                            for &cell in &t.units[u] {
                                if !base_cells.contains(cell) {
                                    found.remove(board, cell, bit(d));
                                }
                            }
                        }
                        let note = Note::new()
                            .text("on ")
                            .digit(d)
                            .text(" in ")
                            .units(bases.iter().copied())
                            .text(", ")
                            .units(covers.iter().copied());
                        found.close(before, note);
                    }
                    false
                });
            },
        );
    }
    found
}

/// Chooses `k` pairwise-disjoint base units from `live` (index `from` on),
/// pruning any partial choice whose candidates no `k` disjoint units (other
/// than the bases) cover, and calls `f` with each full choice and its
/// candidate cells.
fn choose_bases(
    t: &Tables,
    live: &[(usize, CellSet)],
    k: usize,
    from: usize,
    chosen: &mut Vec<usize>,
    cells: CellSet,
    f: &mut impl FnMut(&[usize], &CellSet),
) {
    if chosen.len() == k {
        f(chosen, &cells);
        return;
    }
    for i in from..live.len() {
        let (u, places) = &live[i];
        if chosen.iter().any(|&b| !t.disjoint[b][*u]) {
            continue;
        }
        let union = cells.union(places);
        chosen.push(*u);
        let mut covers = Vec::with_capacity(k);
        let start = CellSet::default();
        if cover(t, &union, chosen, k, &mut covers, start, &mut |_| true) {
            choose_bases(t, live, k, i + 1, chosen, union, f);
        }
        chosen.pop();
    }
}

/// Enumerates sets of at most `k` pairwise-disjoint units (added to `chosen`),
/// none of them in `bases`, that cover `target`, each set once: the first
/// uncovered cell decides which units may be added next. `f` returns `true`
/// to stop; so does `cover`.
fn cover(
    t: &Tables,
    target: &CellSet,
    bases: &[usize],
    k: usize,
    chosen: &mut Vec<usize>,
    covered: CellSet,
    f: &mut impl FnMut(&[usize]) -> bool,
) -> bool {
    let Some(cell) = target.first_outside(&covered) else {
        return f(chosen);
    };
    if chosen.len() == k {
        return false;
    }
    for &u in &t.cell_units[cell] {
        if bases.contains(&u) || chosen.iter().any(|&c| !t.disjoint[c][u]) {
            continue;
        }
        chosen.push(u);
        let stop = cover(
            t,
            target,
            bases,
            k,
            chosen,
            covered.union(&t.unit_sets[u]),
            f,
        );
        chosen.pop();
        if stop {
            return true;
        }
    }
    false
}

#[cfg(test)]
mod tests {
    use super::super::locked::locked_candidates;
    use super::super::singles::{hidden_singles, naked_singles};
    use super::super::subsets::{hidden_subsets, naked_subsets};
    use super::super::tests::{geometry, removed, strip};
    use super::*;
    use crate::geometry::{Geometry, Variant};

    /// Nothing simpler than a fish of size `k` makes progress on `board`.
    fn nothing_simpler(t: &Tables, board: &Board, k: usize) {
        assert_eq!(naked_singles(board).instances, 0);
        assert_eq!(
            hidden_singles(t, board, true).instances + hidden_singles(t, board, false).instances,
            0
        );
        assert_eq!(
            locked_candidates(t, board, true, false).instances
                + locked_candidates(t, board, false, false).instances,
            0
        );
        for size in 2..=3 {
            assert_eq!(naked_subsets(t, board, size).instances, 0);
            assert_eq!(hidden_subsets(t, board, size, false).instances, 0);
        }
        for size in 2..k {
            assert_eq!(fish(t, board, size).instances, 0);
        }
    }

    /// Keeps digit `d` in row `r` only at the given columns.
    fn confine_row(board: &mut Board, n: usize, r: usize, cols: &[usize], d: u8) {
        let cells: Vec<usize> = (0..n)
            .filter(|c| !cols.contains(c))
            .map(|c| r * n + c)
            .collect();
        strip(board, &cells, &[d]);
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
        let found = fish(&t, &board, 2);
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
        let found = fish(&t, &board, 3);
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
        let found = fish(&t, &board, 2);
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
