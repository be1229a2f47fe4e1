//! Single-digit patterns of two strong links: Skyscraper, 2-String Kite and
//! Turbot Fish.
//!
//! A strong link of digit `d` is a unit where `d` has exactly two places:
//! one of them holds `d`. Take two strong links `p - x` and `q - y` on four
//! different cells, with `x` and `y` in a common unit: they cannot both hold
//! `d`, so `p` or `q` does, and `d` leaves every cell that sees both `p` and
//! `q`. The shape names the pattern: both links in lines of the same kind
//! (two rows, two columns) is a Skyscraper; a row and a column joined in a
//! block is a 2-String Kite; anything else (a link in a block, two
//! diagonals, ...) is a Turbot Fish.

use super::candidates::{bit, Board, Deductions, Tables};
use super::note::Note;
use crate::geometry::UnitKind;

/// The shape of a two-strong-link pattern.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Shape {
    /// Both links in lines of the same kind.
    Skyscraper,
    /// Links in lines of two kinds, the joined ends in a common block.
    Kite,
    /// Any other shape.
    Turbot,
}

/// The strong links of `d`: `(unit, cell, cell)`.
pub(super) fn strong_links(t: &Tables, board: &Board, d: u8) -> Vec<(usize, usize, usize)> {
    let mut links = Vec::new();
    for (u, cells) in t.units.iter().enumerate() {
        let mut places = cells.iter().filter(|&&c| board.cands[c] & bit(d) != 0);
        if let (Some(&a), Some(&b), None) = (places.next(), places.next(), places.next()) {
            links.push((u, a, b));
        }
    }
    links
}

/// Every pattern of the given shape that eliminates something, for the
/// `digits` of a mask.
pub(super) fn two_strong_links(t: &Tables, board: &Board, shape: Shape, digits: u32) -> Deductions {
    let mut found = Deductions::default();
    for d in super::mask::digits(digits) {
        let links = strong_links(t, board, d);
        for (i, &(u, a1, a2)) in links.iter().enumerate() {
            for &(v, b1, b2) in &links[i + 1..] {
                if [b1, b2].iter().any(|c| *c == a1 || *c == a2) {
                    continue;
                }
                for (p, x) in [(a1, a2), (a2, a1)] {
                    for (q, y) in [(b1, b2), (b2, b1)] {
                        if !t.sees(x, y) || shape_of(t, u, v, x, y) != shape {
                            continue;
                        }
                        let before = found.removes.len();
                        for &cell in &t.peers[p] {
                            if cell != q && t.sees(cell, q) {
                                found.remove(board, cell, bit(d));
                            }
                        }
                        found.close_with(before, || {
                            Note::new()
                                .on_digit(d)
                                .text(": ")
                                .unit(u)
                                .text(" ")
                                .word("note-has-it-only-in")
                                .text(" ")
                                .cells([p, x])
                                .text(", ")
                                .unit(v)
                                .text(" ")
                                .word("note-only-in")
                                .text(" ")
                                .cells([q, y])
                                .text("; ")
                                .cells([x, y])
                                .text(" ")
                                .word("note-see-each-other")
                                .text(", ")
                                .word("note-so")
                                .text(" ")
                                .cell(p)
                                .text(" ")
                                .word("note-or")
                                .text(" ")
                                .cell(q)
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

/// The shape of links in units `u` and `v` joined at `x` and `y`.
fn shape_of(t: &Tables, u: usize, v: usize, x: usize, y: usize) -> Shape {
    if t.is_block[u] || t.is_block[v] {
        return Shape::Turbot;
    }
    let kind = |w: usize| t.kinds[w];
    if kind(u) == kind(v) && matches!(kind(u), UnitKind::Row | UnitKind::Column) {
        Shape::Skyscraper
    } else if kind(u) != kind(v)
        && t.cell_units[x]
            .iter()
            .any(|&w| t.is_block[w] && t.unit_sets[w].contains(y))
    {
        Shape::Kite
    } else {
        Shape::Turbot
    }
}

#[cfg(test)]
mod tests {
    use super::super::tests::{geometry, removed, strip};
    use super::*;

    /// Keeps digit `d` in the given cells of `unit` only.
    fn confine(t: &Tables, board: &mut Board, unit: usize, keep: &[usize], d: u8) {
        let others: Vec<usize> = t.units[unit]
            .iter()
            .copied()
            .filter(|c| !keep.contains(c))
            .collect();
        strip(board, &others, &[d]);
    }

    #[test]
    fn skyscraper_on_columns_a_and_c() {
        // 9x9: 1 in column A only at A1/A7, in column C only at C2/C7. Joined
        // in row 7, A1 or C2 holds 1: 1 leaves B1, B2, B3 (block 1; columns
        // A and C have no other 1 left). Joined in block 1, A7 or C7 holds 1:
        // 1 leaves the rest of row 7 and B8, B9.
        let g = geometry(9);
        let t = Tables::new(&g);
        let mut board = Board::open(&t);
        confine(&t, &mut board, 9, &[0, 54], 1);
        confine(&t, &mut board, 11, &[11, 56], 1);
        let found = two_strong_links(&t, &board, Shape::Skyscraper, t.all);
        assert_eq!(found.instances, 2);
        let mut after = board.clone();
        after.apply(&t, &found);
        let gone: Vec<usize> = removed(&board, &after).iter().map(|r| r.0).collect();
        let expected = vec![1, 10, 19, 55, 57, 58, 59, 60, 61, 62, 64, 73];
        assert_eq!(gone, expected);
        assert_eq!(
            two_strong_links(&t, &board, Shape::Kite, t.all).instances,
            0
        );
    }
}
