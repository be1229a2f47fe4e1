//! A puzzle of sandwich clues (the published "Between 1 and 9"): its
//! `Play` sheet and a worksheet's sheet `P1`, filled right, with every
//! unit kept but sandwiches wrong, with only a line's 1 and 9 side by side
//! beside a clue that is not 0, and with a clash, read what the checker
//! says, in .xlsx and .ods, after LibreOffice recalculates; and every cell
//! they show equals what we stored.

use std::path::PathBuf;

use sheetdoku::check::{check, Conflict};
use sheetdoku::read::{read_puzzles, ReadOptions};
use sheetdoku::solve::solve_native;
use sheetdoku::{Constraint, Grid, Puzzle};

use super::rule_status::{exchange_breaking, statuses_after_recalculation, with_a_clash};
use super::soffice::office;

const BROKEN: &str = "a sandwich sum is broken";

/// The fills of the `Play` sheet and the status each must read.
fn fills(puzzle: &Puzzle, solution: &Grid) -> Vec<(&'static str, Grid, &'static str)> {
    let geometry = &puzzle.geometry;
    let n = geometry.size() as u8;
    let wrong = exchange_breaking(geometry, solution, |c| {
        matches!(c, Conflict::Sandwich { .. })
    })
    .expect("some exchange of two digits breaks a sandwich");
    // The first line whose clue is not 0: its 1 and its 9 side by side.
    let line = geometry
        .constraints()
        .iter()
        .find_map(|rule| match rule {
            Constraint::Sandwich(s) if s.sum > 0 => Some(s.cells.clone()),
            Constraint::AllDifferent(_)
            | Constraint::Cage(_)
            | Constraint::Parity(_)
            | Constraint::Pair(_)
            | Constraint::Line(_)
            | Constraint::Anti(_)
            | Constraint::Sum(_)
            | Constraint::Sandwich(_) => None,
        })
        .expect("a clue");
    let mut partial = Grid::empty(solution.size());
    partial.set(line[3], 1);
    partial.set(line[4], n);
    let report = check(geometry, &partial);
    assert!(!report.conflicts.is_empty());
    assert!(
        report
            .conflicts
            .iter()
            .all(|c| matches!(c, Conflict::Sandwich { .. })),
        "{partial}"
    );
    let clash = with_a_clash(geometry, &wrong);
    vec![
        ("right", solution.clone(), "solved"),
        ("sandwiches", wrong, BROKEN),
        ("partial", partial, BROKEN),
        ("clash", clash, "clash"),
    ]
}

#[test]
fn a_wrong_sandwich_reads_broken_not_solved_after_recalculation() {
    let Some(office) = office("a_wrong_sandwich_reads_broken_not_solved_after_recalculation")
    else {
        return;
    };
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/data/public/sandwich.json");
    let puzzle = read_puzzles(&path, &ReadOptions::default())
        .unwrap()
        .remove(0);
    let solution = solve_native(&puzzle.geometry, &puzzle.givens)
        .unwrap()
        .expect("a solution");
    let fills = fills(&puzzle, &solution);
    statuses_after_recalculation(&office, "sandwiches", &puzzle, &solution, &fills);
}
