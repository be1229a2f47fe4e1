//! Two strong links with grouped ends (4.3, as Sukaku Explainer rates
//! grouped Skyscrapers, 2-String Kites and Turbot Fish), the family of the
//! Empty Rectangle.
//!
//! A group of digit `d` is a set of its candidates in one unit that also lie
//! in a second unit (a row's places within a block, say): "the group holds
//! `d`" means one of its cells does. A grouped strong link is a unit whose
//! places of `d` split into two groups (or a group and a cell): one of them
//! holds `d`. Take two such links `p - x` and `q - y` with every cell of `x`
//! seeing every cell of `y`: `x` and `y` cannot both hold `d`, so `p` or `q`
//! does, and `d` leaves every cell that sees all of `p` and all of `q`. An
//! Empty Rectangle is the case of a block whose places of `d` lie on one
//! row and one column of it. At least one end must be a group of two or more
//! cells (otherwise it is one of the plain patterns, rated lower).

use super::candidates::{bit, Board, CellSet, Deductions, Tables};
use super::note::Note;

/// A grouped strong link of a digit: the unit and its two ends.
struct Link {
    unit: usize,
    ends: [CellSet; 2],
    /// The cells of each end, smallest first.
    cells: [Vec<usize>; 2],
}

/// Whether `set` is one cell or lies in a unit other than `u`.
fn is_node(t: &Tables, set: &CellSet, cells: &[usize], u: usize) -> bool {
    cells.len() == 1
        || t.cell_units[cells[0]]
            .iter()
            .any(|&w| w != u && set.is_subset(&t.unit_sets[w]))
}

/// The strong links of `d`, grouped ends allowed.
fn links(t: &Tables, board: &Board, d: u8) -> Vec<Link> {
    let mut out = Vec::new();
    for u in 0..t.units.len() {
        let places = board.cells_for(t, u, d);
        let count = places.len();
        if count < 2 {
            continue;
        }
        let all_places: Vec<usize> = t.units[u]
            .iter()
            .copied()
            .filter(|&c| places.contains(c))
            .collect();
        let mut seen: Vec<CellSet> = Vec::new();
        for overlap in t.overlaps.iter().filter(|o| o.from == u) {
            let a = places.intersection(&overlap.shared);
            let a_len = a.len();
            if a_len == 0 || a_len == count {
                continue;
            }
            let b_cells: Vec<usize> = all_places
                .iter()
                .copied()
                .filter(|&c| !a.contains(c))
                .collect();
            let a_cells: Vec<usize> = all_places
                .iter()
                .copied()
                .filter(|&c| a.contains(c))
                .collect();
            let b = CellSet::of(b_cells.iter().copied());
            if !is_node(t, &b, &b_cells, u) || seen.contains(&a) || seen.contains(&b) {
                continue;
            }
            seen.push(a);
            seen.push(b);
            let mut cells = [a_cells, b_cells];
            for list in &mut cells {
                list.sort_unstable();
            }
            out.push(Link {
                unit: u,
                ends: [a, b],
                cells,
            });
        }
    }
    out
}

/// Every grouped two-strong-link pattern that eliminates something, for the
/// `digits` of a mask.
pub(super) fn grouped_strong_links(t: &Tables, board: &Board, digits: u32) -> Deductions {
    let mut found = Deductions::default();
    for d in super::mask::digits(digits) {
        let links = links(t, board, d);
        if links.len() < 2 {
            continue;
        }
        for (i, l1) in links.iter().enumerate() {
            for l2 in &links[i + 1..] {
                if l1.cells.iter().chain(&l2.cells).all(|c| c.len() == 1) {
                    continue;
                }
                for (i1, j1) in [(0, 1), (1, 0)] {
                    for (i2, j2) in [(0, 1), (1, 0)] {
                        let (p, q) = (&l1.ends[i1], &l2.ends[i2]);
                        let (xs, ys) = (&l1.cells[j1], &l2.cells[j2]);
                        let sees_all = xs
                            .iter()
                            .all(|&a| ys.iter().all(|&b| a != b && t.sees(a, b)));
                        if !sees_all || p.intersection(q).len() > 0 {
                            continue;
                        }
                        let (ps, qs) = (&l1.cells[i1], &l2.cells[i2]);
                        let before = found.removes.len();
                        for &cell in &t.peers[ps[0]] {
                            let outside = !p.contains(cell) && !q.contains(cell);
                            if outside
                                && ps.iter().all(|&a| a == cell || t.sees(a, cell))
                                && qs.iter().all(|&b| t.sees(b, cell))
                            {
                                found.remove(board, cell, bit(d));
                            }
                        }
                        found.close_with(before, || {
                            let note = Note::new()
                                .on_digit(d)
                                .text(": ")
                                .unit(l1.unit)
                                .text(" ")
                                .word("note-has-it-only-at")
                                .text(" ");
                            let note = note
                                .group(ps)
                                .text(" ")
                                .word("note-or-at")
                                .text(" ")
                                .group(xs)
                                .text(", ")
                                .unit(l2.unit)
                                .text(" ")
                                .word("note-only-at")
                                .text(" ");
                            note.group(qs)
                                .text(" ")
                                .word("note-or-at")
                                .text(" ")
                                .group(ys)
                                .text("; ")
                                .cells(xs.iter().chain(ys).copied())
                                .text(" ")
                                .word("note-see-each-other")
                                .text(", ")
                                .word("note-so")
                                .text(" ")
                                .word("note-one-of")
                                .text(" ")
                                .cells(ps.iter().chain(qs).copied())
                                .text(" ")
                                .word("note-holds")
                                .text(" ")
                                .digit(d)
                        });
                    }
                }
            }
        }
    }
    found
}

#[cfg(test)]
mod tests {
    use super::super::tests::{geometry, removed, strip};
    use super::*;

    #[test]
    fn empty_rectangle_in_block_1() {
        // 9x9: block 1's 5 only in B1, C1 (row 1) and A2, A3 (column A);
        // column H's 5 only in H1 and H7. H1 sees B1 and C1, so A2/A3 or
        // H7 holds 5, and A7, which sees all three, loses it.
        let g = geometry(9);
        let t = Tables::new(&g);
        let mut board = Board::open(&t);
        strip(&mut board, &[0, 10, 11, 19, 20], &[5]);
        let column_h: Vec<usize> = (0..9)
            .map(|r| r * 9 + 7)
            .filter(|&c| c != 7 && c != 61)
            .collect();
        strip(&mut board, &column_h, &[5]);
        let found = grouped_strong_links(&t, &board, t.all);
        let mut after = board.clone();
        after.apply(&t, &found);
        let gone = removed(&board, &after);
        assert!(gone.contains(&(54, 5)), "{gone:?}");
        assert!(gone.iter().all(|&(_, d)| d == 5));
    }
}
