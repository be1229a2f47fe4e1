//! Simple colouring (6.5, our value: Sudoku Explainer has no technique of
//! that name and finds the same eliminations as X-Chains, 6.6 and more, or
//! X-Cycles).
//!
//! Two places of digit `d` form a conjugate pair when a unit has `d` only
//! there: exactly one of them holds `d`. The conjugate pairs of `d` link
//! cells into chains and nets; colour each connected net with two colours,
//! alternating along every link. Exactly one colour of a net holds `d`.
//!
//! - Colour wrap: two cells of the same colour see each other, so that
//!   colour cannot hold `d`, and `d` leaves every cell of it.
//! - Colour trap: a cell outside the net that sees a cell of each colour
//!   cannot hold `d` (one of the two it sees does).
//!
//! Conjugate pairs are taken over every unit of the variant, so diagonals,
//! extra blocks and jigsaw regions link cells too.

use super::candidates::{bit, Board, Deductions, Tables};
use super::note::Note;
use super::strong::strong_links;

/// Every colour wrap and colour trap that eliminates something, for the
/// `digits` of a mask.
pub(super) fn simple_colouring(t: &Tables, board: &Board, digits: u32) -> Deductions {
    let mut found = Deductions::default();
    let cells = board.cands.len();
    for d in super::mask::digits(digits) {
        let links = strong_links(t, board, d);
        if links.len() < 2 {
            continue;
        }
        let mut next: Vec<Vec<usize>> = vec![Vec::new(); cells];
        for &(_, a, b) in &links {
            next[a].push(b);
            next[b].push(a);
        }
        // Colour of each cell: 0 none, 1 or 2.
        let mut colour = vec![0u8; cells];
        for start in 0..cells {
            if next[start].is_empty() || colour[start] != 0 {
                continue;
            }
            let Some(net) = colour_net(&next, &mut colour, start) else {
                continue;
            };
            // A net of two cells is a single strong link: nothing to find.
            if net.len() < 3 {
                continue;
            }
            let sides: [Vec<usize>; 2] = [1u8, 2].map(|k| {
                net.iter()
                    .copied()
                    .filter(|&c| colour[c] == k)
                    .collect::<Vec<usize>>()
            });
            // After a wrap, the traps follow from it: report the wrap only.
            if !colour_wrap(t, board, d, &sides, &mut found) {
                colour_trap(t, board, d, &sides, &mut found);
            }
        }
    }
    found
}

/// Colours the net of `start` (colours 1 and 2); `None` (leaving the net
/// coloured but unused) when two linked cells get the same colour, which
/// only a broken position allows.
fn colour_net(next: &[Vec<usize>], colour: &mut [u8], start: usize) -> Option<Vec<usize>> {
    let mut net = vec![start];
    colour[start] = 1;
    let mut i = 0;
    let mut sound = true;
    while i < net.len() {
        let c = net[i];
        i += 1;
        for &o in &next[c] {
            if colour[o] == 0 {
                colour[o] = 3 - colour[c];
                net.push(o);
            } else if colour[o] == colour[c] {
                sound = false;
            }
        }
    }
    net.sort_unstable();
    sound.then_some(net)
}

/// Colour wrap: a colour with two cells that see each other loses `d`.
/// Whether it found one.
fn colour_wrap(
    t: &Tables,
    board: &Board,
    d: u8,
    sides: &[Vec<usize>; 2],
    found: &mut Deductions,
) -> bool {
    for (k, side) in sides.iter().enumerate() {
        let clash = side.iter().enumerate().find_map(|(i, &a)| {
            side[i + 1..]
                .iter()
                .find(|&&b| t.sees(a, b))
                .map(|&b| (a, b))
        });
        let Some((a, b)) = clash else { continue };
        let before = found.removes.len();
        for &c in side {
            found.remove(board, c, bit(d));
        }
        let note = net_note(d, sides)
            .text("; ")
            .cells([a, b])
            .text(" ")
            .word(if k == 0 {
                "note-of-the-first-colour-see-each-other"
            } else {
                "note-of-the-second-colour-see-each-other"
            })
            .text(", ")
            .word("note-so")
            .text(" ")
            .word(if k == 0 {
                "note-the-first-colour-cannot-hold"
            } else {
                "note-the-second-colour-cannot-hold"
            })
            .text(" ")
            .digit(d);
        found.close(before, note);
        return true;
    }
    false
}

/// Colour trap: a cell outside the net that sees both colours loses `d`.
fn colour_trap(t: &Tables, board: &Board, d: u8, sides: &[Vec<usize>; 2], found: &mut Deductions) {
    let before = found.removes.len();
    let in_net = |c: usize| sides.iter().any(|s| s.contains(&c));
    for c in 0..board.cands.len() {
        if board.values[c] != 0 || board.cands[c] & bit(d) == 0 || in_net(c) {
            continue;
        }
        let sees = |side: &Vec<usize>| side.iter().any(|&s| t.sees(c, s));
        if sees(&sides[0]) && sees(&sides[1]) {
            found.remove(board, c, bit(d));
        }
    }
    let note = net_note(d, sides)
        .text("; ")
        .word("note-one-colour-holds")
        .text(" ")
        .digit(d)
        .text(", ")
        .word("note-so")
        .text(" ")
        .word("note-every-cell-that-sees-both-colours-loses-it");
    found.close(before, note);
}

/// "on 1: its conjugate pairs colour A1, E5 and I9 one way and I2, A5 and E9 the
/// other".
fn net_note(d: u8, sides: &[Vec<usize>; 2]) -> Note {
    Note::new()
        .on_digit(d)
        .text(": ")
        .word("note-its-conjugate-pairs-colour")
        .text(" ")
        .cells(sides[0].iter().copied())
        .text(" ")
        .word("note-one-way-and")
        .text(" ")
        .cells(sides[1].iter().copied())
        .text(" ")
        .word("note-the-other")
}

#[cfg(test)]
mod tests {
    use super::super::tests::{geometry, removed, strip};
    use super::*;

    /// Keeps digit `d` in `keep` only among `unit`'s cells.
    fn confine(board: &mut Board, unit: &[usize], keep: &[usize], d: u8) {
        let others: Vec<usize> = unit.iter().copied().filter(|c| !keep.contains(c)).collect();
        strip(board, &others, &[d]);
    }

    fn column(col: usize) -> Vec<usize> {
        (0..9).map(|r| r * 9 + col).collect()
    }

    fn row(r: usize) -> Vec<usize> {
        (r * 9..r * 9 + 9).collect()
    }

    #[test]
    fn colour_trap_on_1_removes_it_from_g1_h1_b2_c2() {
        // 9x9: 1 is linked A1 - A5 (column A), A5 - E5 (row 5), E5 - E9
        // (column E), E9 - I9 (row 9), I9 - I2 (column I). Colours: A1, E5,
        // I9 against A5, E9, I2. G1, H1 see A1 (row 1) and I2 (block 3); B2,
        // C2 see A1 (block 1) and I2 (row 2): they lose 1.
        let g = geometry(9);
        let t = Tables::new(&g);
        let mut board = Board::open(&t);
        confine(&mut board, &column(0), &[0, 36], 1);
        confine(&mut board, &row(4), &[36, 40], 1);
        confine(&mut board, &column(4), &[40, 76], 1);
        confine(&mut board, &row(8), &[76, 80], 1);
        confine(&mut board, &column(8), &[17, 80], 1);
        let found = simple_colouring(&t, &board, t.all);
        assert_eq!(found.instances, 1);
        let mut after = board.clone();
        after.apply(&t, &found);
        assert_eq!(
            removed(&board, &after),
            vec![(6, 1), (7, 1), (10, 1), (11, 1)]
        );
        let namer = crate::grid::CellNamer::default();
        let text = found.notes[0].render(&g, &namer);
        assert!(text.contains("A1, E5 and I9"), "{text}");
        assert!(text.contains("I2, A5 and E9"), "{text}");
    }

    #[test]
    fn colour_wrap_on_1_removes_the_colour_of_a1_and_c2() {
        // 9x9: 1 is linked A1 - A5 (column A), A5 - E5 (row 5), E5 - E2
        // (column E), E2 - C2 (row 2). A1, E5 and C2 share a colour, and A1,
        // C2 see each other in block 1: that colour loses 1.
        let g = geometry(9);
        let t = Tables::new(&g);
        let mut board = Board::open(&t);
        confine(&mut board, &column(0), &[0, 36], 1);
        confine(&mut board, &row(4), &[36, 40], 1);
        confine(&mut board, &column(4), &[40, 13], 1);
        confine(&mut board, &row(1), &[13, 11], 1);
        let found = simple_colouring(&t, &board, t.all);
        assert_eq!(found.instances, 1);
        let mut after = board.clone();
        after.apply(&t, &found);
        assert_eq!(removed(&board, &after), vec![(0, 1), (11, 1), (40, 1)]);
    }
}
