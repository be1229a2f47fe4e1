//! A puzzle of marks between two cells (Kropki dots, X and V, greater-than
//! signs): its `Play` sheet and a worksheet's sheet `P1`, filled right,
//! with every unit kept but marks broken, with one broken mark's two cells
//! only and with a clash, read what the checker says, in .xlsx and .ods,
//! after LibreOffice recalculates; and every cell they show equals what we
//! stored.

use std::path::PathBuf;

use sheetdoku::check::check;
use sheetdoku::read::{read_puzzles, ReadOptions};
use sheetdoku::solve::solve_native;
use sheetdoku::{Grid, Puzzle};

use super::rule_status::{exchange_breaking, statuses_after_recalculation, with_a_clash};
use super::soffice::office;

const BROKEN: &str = "a mark between two cells is broken";

/// The fills of the `Play` sheet and the status each must read.
fn fills(puzzle: &Puzzle, solution: &Grid) -> Vec<(&'static str, Grid, &'static str)> {
    let geometry = &puzzle.geometry;
    // A relabelling of two digits that breaks marks and nothing else.
    let wrong = exchange_breaking(geometry, solution, |_| true)
        .expect("some exchange of two digits breaks a mark");
    let report = check(geometry, &wrong);
    let mut one_mark = Grid::empty(solution.size());
    for &cell in report.conflicts[0].cells() {
        one_mark.set(cell, wrong.get(cell));
    }
    let clash = with_a_clash(geometry, &wrong);
    vec![
        ("right", solution.clone(), "solved"),
        ("marks", wrong, BROKEN),
        ("one-mark", one_mark, BROKEN),
        ("clash", clash, "clash"),
    ]
}

/// The fills of the first puzzle of `file` (under `tests/data`) read by
/// the checker and by LibreOffice alike, in both formats.
fn statuses_of(test: &str, file: &str, stem: &str) {
    let Some(office) = office(test) else {
        return;
    };
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data")
        .join(file);
    let puzzle = read_puzzles(&path, &ReadOptions::default())
        .unwrap()
        .remove(0);
    let solution = solve_native(&puzzle.geometry, &puzzle.givens)
        .unwrap()
        .expect("a solution");
    let fills = fills(&puzzle, &solution);
    statuses_after_recalculation(&office, stem, &puzzle, &solution, &fills);
}

#[test]
fn a_broken_mark_reads_broken_not_solved_after_recalculation() {
    statuses_of(
        "a_broken_mark_reads_broken_not_solved_after_recalculation",
        "marks9.txt",
        "marks",
    );
}

#[test]
fn a_broken_negative_constraint_reads_broken_after_recalculation() {
    // A 4x4 Kropki puzzle with f-puzzles' negative constraint: the sides
    // without a dot hold the negated pairs, which the Play sheet tests as
    // it tests the dots.
    statuses_of(
        "a_broken_negative_constraint_reads_broken_after_recalculation",
        "kropki_negative4.json",
        "negative",
    );
}
