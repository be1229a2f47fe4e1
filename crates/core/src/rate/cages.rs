//! The killer techniques on the cages themselves, on the SE scale beside
//! the others (see `docs/killer.md` for the values and why):
//!
//! - **cage combinations** (2.4): the sets of different digits that make a
//!   cage's sum with its cells' candidates ("7 in 3 cells is 1,2,4"); a
//!   candidate in none of them leaves its cell. A table look-up, harder
//!   than a single, easier than locked candidates;
//! - **cage pointing** (2.7): a digit in every combination left must be in
//!   the cage; where its places in the cage all see a cell outside the
//!   cage, that cell loses it. Pointing, from a cage instead of a block.
//!
//! Both reason from the cages' sums, so a geometry without cages has
//! nothing for them. The rule of 45 is `innies.rs`.

use super::candidates::{Board, Deductions, Tables};
use super::mask::{bit, digits};
use super::note::Note;
use crate::geometry::Cage;

/// The combinations of `combinations` that the cells can still hold on
/// `board`: the placed digits among them, the open cells matched one each
/// to the rest by their candidates.
pub(super) fn kept(board: &Board, cells: &[usize], combinations: &[u32]) -> Vec<u32> {
    let placed = cells
        .iter()
        .filter(|&&c| board.values[c] != 0)
        .fold(0, |m, &c| m | bit(board.values[c]));
    let open: Vec<u32> = cells
        .iter()
        .filter(|&&c| board.values[c] == 0)
        .map(|&c| board.cands[c])
        .collect();
    combinations
        .iter()
        .copied()
        .filter(|&combo| combo & placed == placed && Cage::fits(&open, combo & !placed))
        .collect()
}

/// "1,2,4", or "1,9 or 2,8 or 3,7" (in English; "1+9 alebo 2+8" where a
/// comma is the decimal one: the catalogue's `combination-separator`).
pub(super) fn combination_words(combinations: &[u32]) -> String {
    let sep = sheetdoku_i18n::text("combination-separator");
    combinations
        .iter()
        .map(|&m| {
            digits(m)
                .map(|d| d.to_string())
                .collect::<Vec<_>>()
                .join(&sep)
        })
        .collect::<Vec<_>>()
        .join(&format!(" {} ", sheetdoku_i18n::text("note-or")))
}

/// Cage combinations: every candidate of a cage's open cells that no
/// combination left uses there.
pub(super) fn cage_combinations(t: &Tables, board: &Board) -> Deductions {
    let mut found = Deductions::default();
    for cage in &t.cages {
        if cage.cells.iter().all(|&c| board.values[c] != 0) {
            continue;
        }
        let kept = kept(board, &cage.cells, &cage.combinations);
        let note = Note::new().rule(cage.id).text(" ").word_with(
            "note-cage-can-only-hold",
            &[
                ("count", cage.cells.len().to_string()),
                ("combinations", combination_words(&kept)),
            ],
        );
        prune(t, board, &cage.cells, &kept, note, &mut found);
    }
    found
}

/// Removes from the open cells of a group (a cage, or cells of a known sum
/// that see each other) every candidate that none of its combinations
/// `kept` uses; `note` describes the group.
pub(super) fn prune(
    t: &Tables,
    board: &Board,
    cells: &[usize],
    kept: &[u32],
    note: Note,
    found: &mut Deductions,
) {
    let allowed = kept.iter().fold(0, |m, &combo| m | combo);
    let before = found.removes.len();
    for &c in cells {
        if board.values[c] == 0 {
            found.remove(board, c, !allowed & t.all);
        }
    }
    found.close(before, note);
}

/// Cage pointing: a digit every combination left needs, whose places in
/// the cage all see a cell outside the cage, leaves that cell.
pub(super) fn cage_pointing(t: &Tables, board: &Board) -> Deductions {
    let mut found = Deductions::default();
    for cage in &t.cages {
        let kept = kept(board, &cage.cells, &cage.combinations);
        let note = |d: u8, places: &[usize]| {
            Note::new()
                .rule(cage.id)
                .text(" ")
                .word_with(
                    "note-cage-must-hold",
                    &[
                        ("digit", d.to_string()),
                        ("combinations", combination_words(&kept)),
                    ],
                )
                .text(" ")
                .cells(places.iter().copied())
        };
        point(t, board, &cage.cells, &kept, note, &mut found);
    }
    found
}

/// Pointing from a group (a cage, or cells of a known sum that see each
/// other) with the combinations `kept`: a digit each of them needs, whose
/// places in the group all see a cell outside it, leaves that cell;
/// `note(digit, places)` describes it.
pub(super) fn point(
    t: &Tables,
    board: &Board,
    cells: &[usize],
    kept: &[u32],
    note: impl Fn(u8, &[usize]) -> Note,
    found: &mut Deductions,
) {
    let Some(&first) = kept.first() else { return };
    let placed = cells
        .iter()
        .filter(|&&c| board.values[c] != 0)
        .fold(0, |m, &c| m | bit(board.values[c]));
    let needed = kept.iter().fold(first, |m, &combo| m & combo) & !placed;
    for d in digits(needed) {
        point_digit(t, board, cells, d, |places| note(d, places), found);
    }
}

/// A digit `d` that `cells` must hold leaves every cell outside them that
/// sees all its places among them; `note(places)` describes it.
pub(super) fn point_digit(
    t: &Tables,
    board: &Board,
    cells: &[usize],
    d: u8,
    note: impl FnOnce(&[usize]) -> Note,
    found: &mut Deductions,
) {
    let places: Vec<usize> = cells
        .iter()
        .copied()
        .filter(|&c| board.cands[c] & bit(d) != 0)
        .collect();
    let Some(&one) = places.first() else { return };
    let before = found.removes.len();
    for &other in &t.peers[one] {
        let outside = !cells.contains(&other);
        if outside && places.iter().all(|&p| t.sees(p, other)) {
            found.remove(board, other, bit(d));
        }
    }
    found.close(before, note(&places));
}

/// For each cell of a group that sees itself, its candidates `masks`, the
/// digits that some combination of `kept` puts there in a placement on
/// the candidates (each digit of the combination on one cell, every cell
/// one digit).
pub(super) fn placeable(masks: &[u32], kept: &[u32]) -> Vec<u32> {
    let mut allowed = vec![0u32; masks.len()];
    let mut rest: Vec<u32> = Vec::with_capacity(masks.len());
    for &combo in kept {
        for (i, &mask) in masks.iter().enumerate() {
            for d in digits(mask & combo & !allowed[i]) {
                rest.clear();
                rest.extend(
                    masks
                        .iter()
                        .enumerate()
                        .filter(|&(j, _)| j != i)
                        .map(|(_, &m)| m),
                );
                if Cage::fits(&rest, combo & !bit(d)) {
                    allowed[i] |= bit(d);
                }
            }
        }
    }
    allowed
}

/// Removes from each of `cells` (open cells that see each other, of a
/// known sum whose combinations left are `kept`) every candidate that no
/// placement of a combination puts there; `note` describes the group.
pub(super) fn prune_placements(
    board: &Board,
    cells: &[usize],
    kept: &[u32],
    note: Note,
    found: &mut Deductions,
) {
    let masks: Vec<u32> = cells.iter().map(|&c| board.cands[c]).collect();
    let allowed = placeable(&masks, kept);
    let before = found.removes.len();
    for (&c, &mask) in cells.iter().zip(&allowed) {
        found.remove(board, c, !mask);
    }
    found.close(before, note);
}
