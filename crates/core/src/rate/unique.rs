//! Uniqueness techniques, used only on puzzles known to have one solution.
//!
//! - Unique rectangle: four empty cells `a - b - d - c - a` where each cell
//!   shares a unit with its two neighbours in that cycle, every unit of the
//!   variant holds none of the four or exactly two neighbours, and all four
//!   hold the digits `x` and `y`. If the four held only `x` and `y`, swapping
//!   them would give a second solution (every unit keeps each digit once), so
//!   the extra candidates must be used. Type 1: three cells are `xy`, so the
//!   fourth loses `x` and `y`. Type 2: the two other cells are both `xyz`
//!   with the same `z`, so `z` leaves every cell seeing both. Type 4: the two
//!   other cells share a unit in which `x` has no other place, so they lose
//!   `y`. Type 3: the two other cells share a unit and, taken together,
//!   must hold one of their extra digits; with `k` more cells of that unit
//!   they hold `k + 1` digits between them (a naked subset), which leave the
//!   unit's other cells (4.5 plus 0.1 per cell of the subset). A rectangle
//!   crossed by a diagonal or an extra block through one
//!   corner is no deadly pattern and is skipped.
//! - BUG+1: every empty cell has two candidates and every missing digit two
//!   places in each unit, except one cell with three candidates. Without
//!   the one digit of that cell that has three places in each of its units,
//!   taking the other candidate of every cell would turn any solution into
//!   a second one, so that digit goes there.

use super::candidates::{bit, digits, Board, Deductions, Graded, Tables};
use super::note::Note;
use super::subsets::each_tight_subset;

/// Every unique rectangle of types 1 to 4 that eliminates something (the
/// easiest ones: types 1, 2 and 4 before type 3).
pub(super) fn unique_rectangles(t: &Tables, board: &Board) -> Deductions {
    let mut graded = Graded::default();
    let cells = board.cands.len();
    for a in 0..cells {
        let xy = board.cands[a];
        if board.values[a] != 0 || xy.count_ones() != 2 {
            continue;
        }
        let holds = |c: usize| board.values[c] == 0 && board.cands[c] & xy == xy;
        let near: Vec<usize> = t.peers[a].iter().copied().filter(|&c| holds(c)).collect();
        for (i, &b) in near.iter().enumerate() {
            for &c in &near[i + 1..] {
                if t.sees(b, c) {
                    continue;
                }
                for &d in &t.peers[b] {
                    if d == a || !holds(d) || !t.sees(d, c) || t.sees(d, a) {
                        continue;
                    }
                    if !deadly(t, [a, b, d, c]) {
                        continue;
                    }
                    let cycle = [a, b, d, c];
                    let mut found = Deductions::default();
                    let kind = use_rectangle(t, board, cycle, xy, &mut found);
                    let note = || {
                        Note::new()
                            .word(kind)
                            .text(" ")
                            .on_digits(xy)
                            .text(" ")
                            .word("note-in")
                            .text(" ")
                            .cells(cycle)
                    };
                    graded.add(board, 45, found.removes, note);
                    type_3(t, board, cycle, xy, &mut graded);
                }
            }
        }
    }
    graded.finish()
}

/// Whether the cycle `cycle` (each cell sharing a unit with the next) is a
/// deadly pattern: every unit holds none of its cells or two neighbours.
fn deadly(t: &Tables, cycle: [usize; 4]) -> bool {
    let mut units: Vec<usize> = cycle
        .iter()
        .flat_map(|&c| t.cell_units[c].iter().copied())
        .collect();
    units.sort_unstable();
    units.dedup();
    units.iter().all(|&u| {
        let inside: Vec<usize> = (0..4)
            .filter(|&i| t.unit_sets[u].contains(cycle[i]))
            .collect();
        // Two cells, next to each other in the cycle (0-1, 1-2, 2-3, 3-0).
        inside.len() == 2 && (inside[1] - inside[0] == 1 || inside == [0, 3])
    })
}

/// The eliminations of one rectangle with the digits `xy`.
/// Returns the rectangle's type, as the id of its words.
fn use_rectangle(
    t: &Tables,
    board: &Board,
    cycle: [usize; 4],
    xy: u32,
    found: &mut Deductions,
) -> &'static str {
    let extra: Vec<usize> = cycle
        .iter()
        .copied()
        .filter(|&c| board.cands[c] & !xy != 0)
        .collect();
    match extra[..] {
        [d] => {
            found.remove(board, d, xy);
            "note-type-1"
        }
        [r, s] if t.sees(r, s) => {
            let (er, es) = (board.cands[r] & !xy, board.cands[s] & !xy);
            let mut kind = "note-type-4";
            if er == es && er.count_ones() == 1 {
                kind = "note-type-2";
                for &c in &t.peers[r] {
                    if c != s && t.sees(c, s) {
                        found.remove(board, c, er);
                    }
                }
            }
            for u in t.cell_units[r]
                .iter()
                .copied()
                .filter(|&u| t.unit_sets[u].contains(s))
            {
                for x in digits(xy) {
                    let places = board.cells_for(t, u, x);
                    if places.len() == 2 {
                        let y = xy & !bit(x);
                        found.remove(board, r, y);
                        found.remove(board, s, y);
                    }
                }
            }
            kind
        }
        _ => "note-type-1",
    }
}

/// Type 3: the two cells with extra digits, in a common unit, act as one
/// cell holding one of their extra digits; with `k` more cells of the unit
/// holding `k + 1` digits between them, those digits leave the unit's other
/// cells.
fn type_3(t: &Tables, board: &Board, cycle: [usize; 4], xy: u32, graded: &mut Graded) {
    let extra: Vec<usize> = cycle
        .iter()
        .copied()
        .filter(|&c| board.cands[c] & !xy != 0)
        .collect();
    let [r, s] = extra[..] else { return };
    let digits_rs = (board.cands[r] | board.cands[s]) & !xy;
    for &u in &t.cell_units[r] {
        if !t.unit_sets[u].contains(s) {
            continue;
        }
        let others: Vec<usize> = t.units[u]
            .iter()
            .copied()
            .filter(|&c| {
                board.values[c] == 0
                    && !cycle.contains(&c)
                    && (2..=4).contains(&board.cands[c].count_ones())
            })
            .collect();
        let masks: Vec<u32> = others.iter().map(|&c| board.cands[c]).collect();
        for k in 1..=3usize {
            each_tight_subset(&masks, k, (digits_rs, k + 1), &mut |pick, union| {
                if union.count_ones() as usize != k + 1 {
                    return;
                }
                let subset: Vec<usize> = pick.iter().map(|&i| others[i]).collect();
                let targets = t.units[u]
                    .iter()
                    .copied()
                    .filter(|c| !subset.contains(c) && *c != r && *c != s)
                    .map(|c| (c, union));
                graded.add(board, 45 + k as u16, targets, || {
                    Note::new()
                        .word("note-type-3-on")
                        .text(" ")
                        .digits(xy)
                        .text(" ")
                        .word("note-in")
                        .text(" ")
                        .cells(cycle)
                        .text(": ")
                        .cells([r, s])
                        .text(" ")
                        .word("note-hold-one-of")
                        .text(" ")
                        .digits(digits_rs)
                        .text(", ")
                        .word("note-with")
                        .text(" ")
                        .cells(subset.iter().copied())
                        .text(" ")
                        .word("note-they-hold")
                        .text(" ")
                        .digits(union)
                        .text(" ")
                        .word("note-within")
                        .text(" ")
                        .unit(u)
                });
            });
        }
    }
}

/// BUG+1: the digit to place, if the position is a bivalue universal grave
/// plus one cell.
pub(super) fn bug_plus_one(t: &Tables, board: &Board) -> Deductions {
    let mut found = Deductions::default();
    let mut odd = None;
    for c in 0..board.cands.len() {
        if board.values[c] != 0 {
            continue;
        }
        match board.cands[c].count_ones() {
            2 => {}
            3 if odd.is_none() => odd = Some(c),
            _ => return found,
        }
    }
    let Some(cell) = odd else { return found };
    let mut digit = None;
    for d in digits(board.cands[cell]) {
        let three = t.cell_units[cell]
            .iter()
            .all(|&u| board.cells_for(t, u, d).len() == 3);
        if three {
            digit = Some(d);
        }
    }
    let Some(digit) = digit else { return found };
    // Every other (unit, digit) has exactly two places.
    for (u, _) in t.units.iter().enumerate() {
        let missing = t.all & !board.placed_in(t, u);
        for d in digits(missing) {
            let places = board.cells_for(t, u, d).len();
            let expected = if d == digit && t.unit_sets[u].contains(cell) {
                3
            } else {
                2
            };
            if places != expected {
                return found;
            }
        }
    }
    found.places.push((cell, digit));
    let mut note = Note::new()
        .word("note-every-empty-cell-has-two-candidates-but")
        .text(" ")
        .cell_with(cell, board.cands[cell])
        .text(", ")
        .word("note-and")
        .text(" ")
        .digit(digit)
        .text(" ")
        .word("note-has-three-places-in-each-of-its-units");
    note.places.push((cell, digit));
    found.notes.push(note);
    found.instances = 1;
    found
}

#[cfg(test)]
mod tests {
    use super::super::tests::{geometry, removed, set_cands};
    use super::*;

    #[test]
    fn type_3_with_a_naked_pair_in_column_b() {
        // 9x9: A1, A4 hold 1,2; B1 holds 1,2,3 and B4 1,2,4; B7 holds 3,4.
        // B1 or B4 holds 3 or 4 (else the rectangle is deadly), and B7 the
        // other: 3 and 4 leave the rest of column B.
        let g = geometry(9);
        let t = Tables::new(&g);
        let mut board = Board::open(&t);
        set_cands(&mut board, 0, bit(1) | bit(2));
        set_cands(&mut board, 27, bit(1) | bit(2));
        set_cands(&mut board, 1, bit(1) | bit(2) | bit(3));
        set_cands(&mut board, 28, bit(1) | bit(2) | bit(4));
        set_cands(&mut board, 55, bit(3) | bit(4));
        let found = unique_rectangles(&t, &board);
        assert_eq!(found.difficulty, Some(46));
        let mut after = board.clone();
        after.apply(&t, &found);
        let expected: Vec<(usize, u8)> = [10, 19, 37, 46, 64, 73]
            .iter()
            .flat_map(|&c| [(c, 3), (c, 4)])
            .collect();
        assert_eq!(removed(&board, &after), expected);
    }
}
