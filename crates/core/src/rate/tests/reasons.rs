//! The explanation's reasons are true at their steps: over generated
//! puzzles of several variants (standard, X, Windoku, a jigsaw, killers
//! from an empty grid), every single's stated reason is checked against
//! the candidates replayed from the rating's own steps. A hidden single's
//! unit holds the digit's one place; a naked single's "already in its row,
//! column or block" names only kinds of unit that do hold another digit
//! and covers every other digit, and "ruled out by the steps above" is said
//! only when a step above did remove one of them from the cell. A hint
//! names a hidden single by the kind of unit its sentence names.

use super::super::candidates::{bit, Board, Tables};
use super::super::explain::explain_with_reasons;
use super::super::reason::{hidden_single_name, kind_word, Reason};
use super::super::{next_step, rate, step_name, Technique};
use super::{blank_uniquely, geometry, jigsaw6, random_full};
use crate::geometry::{Geometry, Variant};
use crate::grid::{CellNamer, Grid};
use crate::test_killers::{KILLER4, KILLER9};

/// How many naked singles said each thing along the paths checked.
#[derive(Debug, Default)]
struct Said {
    placed_only: usize,
    steps_only: usize,
    mixed: usize,
    hidden: usize,
}

/// Whether a cell of `g`'s units of kind `word` (or a cage, for
/// `unit-cage`) around `cell` holds `e` on `board`.
fn held_in(g: &Geometry, board: &Board, cell: usize, word: &str, e: u8) -> bool {
    if word == "unit-cage" {
        return g.cages().any(|(_, cage)| {
            cage.cells.contains(&cell) && cage.cells.iter().any(|&c| board.values[c] == e)
        });
    }
    g.units().iter().any(|u| {
        kind_word(u.kind) == word
            && u.cells.contains(&cell)
            && u.cells.iter().any(|&c| board.values[c] == e)
    })
}

/// Checks every reason along the rated path of `givens` on `g`.
fn assert_reasons_hold(g: &Geometry, givens: &Grid, said: &mut Said) {
    let rating = rate(g, givens).unwrap();
    let lines = explain_with_reasons(g, givens, &rating.steps, &CellNamer::default());
    let t = Tables::new(g);
    let mut board = Board::from_givens(&t, givens).unwrap();
    // Every candidate a step above took out of a cell.
    let mut removed: Vec<(usize, u8)> = Vec::new();
    let mut k = 0;
    for step in &rating.steps {
        hint_names_its_unit(g, &board.to_grid(t.n));
        let single = matches!(
            step.technique,
            Technique::HiddenSingleInBlock | Technique::HiddenSingleInLine | Technique::NakedSingle
        );
        let count = if single { step.placed.len() } else { 1 };
        for (j, (line, reason)) in lines[k..k + count].iter().enumerate() {
            let at = || format!("{givens}, step {}: {line}", k + j + 1);
            match reason {
                Reason::OnlyPlace(unit) => {
                    let (cell, d) = step.placed[j];
                    let u = unit.unwrap_or_else(|| panic!("no unit: {}", at()));
                    let cells = &g.units()[u].cells;
                    assert!(cells.contains(&cell), "{}", at());
                    assert_ne!(board.cands[cell] & bit(d), 0, "{}", at());
                    for &c in cells.iter().filter(|&&c| c != cell) {
                        assert_ne!(board.values[c], d, "{}", at());
                        assert_eq!(board.cands[c] & bit(d), 0, "{}", at());
                    }
                    said.hidden += 1;
                }
                Reason::Naked(why) => {
                    let (cell, d) = step.placed[j];
                    assert_eq!(board.cands[cell], bit(d), "{}", at());
                    let others: Vec<u8> = (1..=t.n as u8).filter(|&e| e != d).collect();
                    let held = |e: u8| why.placed.iter().any(|w| held_in(g, &board, cell, w, e));
                    // Each kind named holds some other digit.
                    for w in &why.placed {
                        assert!(
                            others.iter().any(|&e| held_in(g, &board, cell, w, e)),
                            "{w} named for nothing: {}",
                            at()
                        );
                    }
                    // A digit not held there was removed by a step above.
                    let loose: Vec<u8> = others.iter().copied().filter(|&e| !held(e)).collect();
                    for &e in &loose {
                        assert!(removed.contains(&(cell, e)), "{e} at {}", at());
                    }
                    assert_eq!(why.steps, !loose.is_empty(), "{}", at());
                    // The sentence says what was found, no more.
                    let already = line.contains("already in its");
                    let above = line.contains("ruled out by the steps above");
                    assert_eq!(already, !why.placed.is_empty(), "{}", at());
                    assert_eq!(above, why.steps, "{}", at());
                    assert!(
                        !line.contains("cage") || g.cages().next().is_some(),
                        "{}",
                        at()
                    );
                    match (why.placed.is_empty(), why.steps) {
                        (false, false) => said.placed_only += 1,
                        (true, _) => said.steps_only += 1,
                        (false, true) => said.mixed += 1,
                    }
                }
                Reason::Pattern => {}
            }
        }
        k += count;
        for &(c, d) in &step.removed {
            if board.cands[c] & bit(d) != 0 {
                removed.push((c, d));
            }
            board.cands[c] &= !bit(d);
        }
        for &(c, d) in &step.placed {
            board.place(&t, c, d);
        }
    }
    assert_eq!(k, lines.len(), "{givens}");
}

/// The hint from `position` (a pupil's grid: its digits as givens) names a
/// hidden single by the kind of unit its whole step (level 3) names.
fn hint_names_its_unit(g: &Geometry, position: &Grid) {
    let Some(step) = next_step(g, position).unwrap() else {
        return;
    };
    let lines = explain_with_reasons(
        g,
        position,
        std::slice::from_ref(&step),
        &CellNamer::default(),
    );
    if let Some((line, Reason::OnlyPlace(Some(u)))) = lines.first() {
        assert_eq!(
            step_name(g, position, &step),
            hidden_single_name(g.units()[*u].kind),
            "{position}: {line}"
        );
    }
}

#[test]
fn every_singles_reason_holds_at_its_step() {
    let mut said = Said::default();
    let jigsaw = jigsaw6();
    let variants = [
        (geometry(4), 8),
        (geometry(6), 20),
        (geometry(9), 64),
        (Geometry::for_variant(Variant::X, 9, None).unwrap(), 64),
        (
            Geometry::for_variant(Variant::WINDOKU, 9, None).unwrap(),
            64,
        ),
        (jigsaw, 22),
    ];
    for (g, blanks) in &variants {
        for seed in 1..=3 {
            let full = random_full(g, seed);
            let givens = blank_uniquely(g, &full, *blanks, seed + 10);
            assert_reasons_hold(g, &givens, &mut said);
        }
    }
    let plain = std::mem::take(&mut said);
    // Killers from an empty grid: no digit placed to point at at first.
    for killer in [&KILLER4, &KILLER9] {
        let g = killer.geometry();
        assert_reasons_hold(&g, &Grid::empty(g.size()), &mut said);
    }
    assert!(plain.placed_only > 0 && plain.hidden > 0, "{plain:?}");
    assert!(said.steps_only + said.mixed > 0, "{said:?}");
}
