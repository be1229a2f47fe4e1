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
//!   `y`. A rectangle crossed by a diagonal or an extra block through one
//!   corner is no deadly pattern and is skipped.
//! - BUG+1: every empty cell has two candidates and every missing digit two
//!   places in each unit, except one cell with three candidates. Without
//!   the one digit of that cell that has three places in each of its units,
//!   taking the other candidate of every cell would turn any solution into
//!   a second one, so that digit goes there.

use super::candidates::{bit, digits, Board, Deductions, Tables};

/// Every unique rectangle of types 1, 2 and 4 that eliminates something.
pub(super) fn unique_rectangles(t: &Tables, board: &Board) -> Deductions {
    let mut found = Deductions::default();
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
                    let before = found.removes.len();
                    use_rectangle(t, board, [a, b, d, c], xy, &mut found);
                    found.close_instance(before);
                }
            }
        }
    }
    found
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
fn use_rectangle(t: &Tables, board: &Board, cycle: [usize; 4], xy: u32, found: &mut Deductions) {
    let extra: Vec<usize> = cycle
        .iter()
        .copied()
        .filter(|&c| board.cands[c] & !xy != 0)
        .collect();
    match extra[..] {
        [d] => found.remove(board, d, xy),
        [r, s] if t.sees(r, s) => {
            let (er, es) = (board.cands[r] & !xy, board.cands[s] & !xy);
            if er == es && er.count_ones() == 1 {
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
        }
        _ => {}
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
    found.instances = 1;
    found
}
