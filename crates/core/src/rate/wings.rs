//! Wings: small groups of cells holding as many digits as cells, in which
//! every digit but one is "restricted" (its cells in the group all see each
//! other, so it fills at most one of them). The cells need all their digits,
//! so the one unrestricted digit `z` fills one of its cells in the group, and
//! `z` leaves every cell that sees all of them.
//!
//! - XY-Wing (4.2): a pivot `xy` and two wings `xz`, `yz` that see it.
//! - XYZ-Wing (4.4): a pivot `xyz` and two wings `xz`, `yz` that see it.
//! - WXYZ-Wing (four cells, 5.5-5.6) and VWXYZ-Wing (five cells, 6.2-6.4):
//!   a pivot that sees the other cells of the group, rated as SE does by the
//!   largest candidate count in the group (middle sizes are a tenth harder
//!   than the extremes).

use super::bits::{SmallSet, Words};
use super::candidates::{bit, digits, Board, Deductions, Graded, Tables};
use super::note::Note;

/// Empty cells with two or three candidates.
fn small_cells(board: &Board, max: u32) -> Vec<usize> {
    (0..board.cands.len())
        .filter(|&c| board.values[c] == 0 && (2..=max).contains(&board.cands[c].count_ones()))
        .collect()
}

/// A three-cell wing in words: "pivot E5 (1,3), pincers B5 (1,7) and E2 (3,7)".
fn pivot_and_pincers(board: &Board, pivot: usize, a: usize, b: usize) -> Note {
    Note::new()
        .word("note-pivot")
        .text(" ")
        .cell_with(pivot, board.cands[pivot])
        .text(", ")
        .word("note-pincers")
        .text(" ")
        .cell_with(a, board.cands[a])
        .text(" ")
        .word("note-and")
        .text(" ")
        .cell_with(b, board.cands[b])
}

/// Every XY-Wing of the snapshot that eliminates something.
pub(super) fn xy_wing(t: &Tables, board: &Board) -> Deductions {
    let mut found = Deductions::default();
    let pairs = small_cells(board, 2);
    for &pivot in &pairs {
        let pm = board.cands[pivot];
        let wings: Vec<usize> = t.peers[pivot]
            .iter()
            .copied()
            .filter(|&c| {
                let m = board.cands[c];
                board.values[c] == 0 && m.count_ones() == 2 && (m & pm).count_ones() == 1
            })
            .collect();
        for (i, &a) in wings.iter().enumerate() {
            for &b in &wings[i + 1..] {
                let (ma, mb) = (board.cands[a], board.cands[b]);
                let z = ma & mb & !pm;
                // The wings share z and split the pivot's two digits.
                if z.count_ones() != 1 || (ma | mb) & pm != pm {
                    continue;
                }
                let before = found.removes.len();
                for &c in &t.peers[a] {
                    if c != b && t.sees(c, b) {
                        found.remove(board, c, z);
                    }
                }
                found.close(before, pivot_and_pincers(board, pivot, a, b));
            }
        }
    }
    found
}

/// Every XYZ-Wing of the snapshot that eliminates something.
pub(super) fn xyz_wing(t: &Tables, board: &Board) -> Deductions {
    let mut found = Deductions::default();
    for pivot in 0..board.cands.len() {
        let pm = board.cands[pivot];
        if board.values[pivot] != 0 || pm.count_ones() != 3 {
            continue;
        }
        let wings: Vec<usize> = t.peers[pivot]
            .iter()
            .copied()
            .filter(|&c| {
                let m = board.cands[c];
                board.values[c] == 0 && m.count_ones() == 2 && m & !pm == 0
            })
            .collect();
        for (i, &a) in wings.iter().enumerate() {
            for &b in &wings[i + 1..] {
                let (ma, mb) = (board.cands[a], board.cands[b]);
                let z = ma & mb;
                if ma == mb || z.count_ones() != 1 {
                    continue;
                }
                let before = found.removes.len();
                for &c in &t.peers[pivot] {
                    if c != a && c != b && t.sees(c, a) && t.sees(c, b) {
                        found.remove(board, c, z);
                    }
                }
                found.close(before, pivot_and_pincers(board, pivot, a, b));
            }
        }
    }
    found
}

/// Every wing of `k` cells (4: WXYZ, 5: VWXYZ) that eliminates something;
/// only the easiest of them, as SE rates them.
pub(super) fn wing(t: &Tables, board: &Board, k: usize) -> Deductions {
    let cells = small_cells(board, k as u32);
    let mut graded = Graded::default();
    if cells.len() <= u128::CAPACITY {
        Wings::<u128>::new(t, board, &cells, k).grow(
            0,
            (0, SmallSet::all(cells.len())),
            &mut graded,
        );
    } else if cells.len() <= Words::<4>::CAPACITY {
        Wings::<Words<4>>::new(t, board, &cells, k).grow(
            0,
            (0, SmallSet::all(cells.len())),
            &mut graded,
        );
    } else {
        Wings::<Words<10>>::new(t, board, &cells, k).grow(
            0,
            (0, SmallSet::all(cells.len())),
            &mut graded,
        );
    }
    graded.finish()
}

/// The search for wings among `cells`, numbered by their place in it.
struct Wings<'a, B> {
    t: &'a Tables,
    board: &'a Board,
    cells: &'a [usize],
    k: usize,
    /// The numbers of the cells each cell is or sees.
    near: Vec<B>,
    /// The group so far.
    chosen: Vec<usize>,
}

impl<'a, B: SmallSet> Wings<'a, B> {
    /// The search among `cells` for groups of `k`.
    fn new(t: &'a Tables, board: &'a Board, cells: &'a [usize], k: usize) -> Self {
        let mut number = vec![usize::MAX; board.cands.len()];
        for (i, &c) in cells.iter().enumerate() {
            number[c] = i;
        }
        let near = cells
            .iter()
            .enumerate()
            .map(|(i, &c)| {
                t.peers[c]
                    .iter()
                    .filter(|&&p| number[p] != usize::MAX)
                    .fold(B::default().with(i), |set, &p| set.with(number[p]))
            })
            .collect();
        Wings {
            t,
            board,
            cells,
            k,
            near,
            chosen: Vec::with_capacity(k),
        }
    }

    /// Adds cells (index `from` on in `cells`) to the group while their
    /// digits (`so_far.0`) stay within `k` and some cell of `cells` could
    /// still be the pivot (`so_far.1`: the numbers of the cells that are or
    /// see every cell chosen), and grades every full group. Groups without
    /// a pivot are never graded, so the pruning changes nothing found, nor
    /// its order.
    fn grow(&mut self, from: usize, so_far: (u32, B), graded: &mut Graded) {
        let (union, pivots) = so_far;
        if self.chosen.len() == self.k {
            if union.count_ones() as usize == self.k {
                grade(self.t, self.board, self.k, &self.chosen, union, graded);
            }
            return;
        }
        for i in from..self.cells.len() {
            let c = self.cells[i];
            let next = union | self.board.cands[c];
            if next.count_ones() as usize > self.k {
                continue;
            }
            let pivots = pivots.and(self.near[i]);
            if pivots.is_empty() {
                continue;
            }
            self.chosen.push(c);
            self.grow(i + 1, (next, pivots), graded);
            self.chosen.pop();
        }
    }
}

/// Grades one group of `k` cells holding exactly `k` digits.
fn grade(t: &Tables, board: &Board, k: usize, group: &[usize], union: u32, graded: &mut Graded) {
    // Not all in one unit (that would be a naked subset), and with a pivot
    // that sees every other cell of the group (SE's wings have one).
    if t.cell_units[group[0]]
        .iter()
        .any(|&u| group.iter().all(|&c| t.unit_sets[u].contains(c)))
    {
        return;
    }
    let pivot = group
        .iter()
        .any(|&p| group.iter().all(|&c| c == p || t.sees(p, c)));
    if !pivot {
        return;
    }
    let mut z = None;
    for d in digits(union) {
        let holders: Vec<usize> = group
            .iter()
            .copied()
            .filter(|&c| board.cands[c] & bit(d) != 0)
            .collect();
        let restricted = holders
            .iter()
            .enumerate()
            .all(|(i, &a)| holders[i + 1..].iter().all(|&b| t.sees(a, b)));
        if !restricted {
            if z.is_some() {
                return;
            }
            z = Some((d, holders));
        }
    }
    let Some((z, holders)) = z else { return };
    let biggest = group
        .iter()
        .map(|&c| board.cands[c].count_ones() as i32)
        .max()
        .unwrap_or(0);
    let base: i32 = if k == 4 { 55 } else { 62 };
    let difficulty = base + (k as i32 - 3) - (3 - biggest).abs();
    let targets = t.peers[holders[0]]
        .iter()
        .copied()
        .filter(|&c| !group.contains(&c) && holders.iter().all(|&h| t.sees(c, h)))
        .map(|c| (c, bit(z)));
    graded.add(board, difficulty.max(base) as u16, targets, || {
        let mut note = Note::new().word("note-cells").text(" ");
        for (i, &c) in group.iter().enumerate() {
            if i > 0 {
                note = if i + 1 == group.len() {
                    note.text(" ").word("note-and").text(" ")
                } else {
                    note.text(", ")
                };
            }
            note = note.cell_with(c, board.cands[c]);
        }
        note.text(" ")
            .word("note-hold")
            .text(" ")
            .digits(union)
            .text(", ")
            .word("note-and-only")
            .text(" ")
            .digit(z)
            .text(" (")
            .word("note-in")
            .text(" ")
            .cells(holders.iter().copied())
            .text(") ")
            .word("note-is-not-confined-to-one-unit")
    });
}
