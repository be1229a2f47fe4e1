//! A killer with cages drawn without a total (issue 47): its `Play` sheet
//! and a worksheet's sheet `P1` read solved when filled right, not broken
//! (not started: the fills are written as the puzzle's digits) when a cage
//! without a total holds digits the cage of its old total could not
//! (nothing is said of its sum), and clash when a digit repeats
//! in it, in .xlsx and .ods after LibreOffice recalculates; and every cell
//! they show equals what we stored.

use std::io::Cursor;

use sheetdoku::check::check;
use sheetdoku::read::{read_puzzles_from, ReadOptions};
use sheetdoku::solve::solve_native;
use sheetdoku::Grid;

use super::rule_status::statuses_after_recalculation;
use super::soffice::office;

/// docs/killer.md's 4x4 killer with the totals of B1-B3 (7) and D2-D3 (5)
/// left out: still one solution.
const LINE: &str =
    "................ cages=1:A1;?:B1,B2,B3;8:C1,D1,C2;9:A2,A3,A4;?:D2,D3;4:C3;5:B4,C4;1:D4";

#[test]
fn a_cage_without_a_total_reads_broken_only_by_a_repeat_after_recalculation() {
    let Some(office) =
        office("a_cage_without_a_total_reads_broken_only_by_a_repeat_after_recalculation")
    else {
        return;
    };
    let puzzle = read_puzzles_from(
        Cursor::new(LINE.as_bytes()),
        "p.txt",
        &ReadOptions::default(),
    )
    .unwrap()
    .remove(0);
    let solution = solve_native(&puzzle.geometry, &puzzle.givens)
        .unwrap()
        .expect("a solution");
    // B1, B2, B3 = 4, 3, 2: 9, more than the 7 the cage had.
    let mut nine = Grid::empty(4);
    for (cell, digit) in [(1, 4), (5, 3), (9, 2)] {
        nine.set(cell, digit);
    }
    assert!(check(&puzzle.geometry, &nine).is_valid());
    // B1 = B2 = 4: a repeat in the cage (and column B).
    let mut repeat = Grid::empty(4);
    repeat.set(1, 4);
    repeat.set(5, 4);
    assert!(!check(&puzzle.geometry, &repeat).is_valid());
    let fills = vec![
        ("right", solution.clone(), "solved"),
        // Written as the puzzle's digits, so "not started", not broken.
        ("nine", nine, "not started"),
        ("repeat", repeat, "clash"),
    ];
    statuses_after_recalculation(&office, "no-total", &puzzle, &solution, &fills);
}
