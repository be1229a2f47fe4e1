//! A puzzle of arrows: its `Play` sheet and a worksheet's sheet `P1`,
//! filled right, with every unit kept but arrows wrong, with only two
//! cells of an arrow's shaft filled so that they already pass any digit
//! its circle can hold, and with a clash, read what the checker says, in
//! .xlsx and .ods, after LibreOffice recalculates; and every cell they
//! show equals what we stored.

use std::path::PathBuf;

use sheetdoku::check::{check, Conflict};
use sheetdoku::read::{read_puzzles, ReadOptions};
use sheetdoku::solve::solve_native;
use sheetdoku::{Constraint, Grid, Puzzle};

use super::rule_status::{exchange_breaking, statuses_after_recalculation, with_a_clash};
use super::soffice::office;

const BROKEN: &str = "a sum is broken";

/// The fills of the `Play` sheet and the status each must read.
fn fills(puzzle: &Puzzle, solution: &Grid) -> Vec<(&'static str, Grid, &'static str)> {
    let geometry = &puzzle.geometry;
    let wrong = exchange_breaking(geometry, solution, |c| matches!(c, Conflict::Total { .. }))
        .expect("some exchange of two digits breaks an arrow");
    // The first arrow with a shaft of two cells or more: 9 and 8 along it.
    let shaft = geometry
        .constraints()
        .iter()
        .find_map(|rule| match rule {
            Constraint::Sum(sum) if sum.cells.len() > 2 => Some(sum.cells[1..3].to_vec()),
            Constraint::AllDifferent(_)
            | Constraint::Cage(_)
            | Constraint::Parity(_)
            | Constraint::Pair(_)
            | Constraint::Line(_)
            | Constraint::Anti(_)
            | Constraint::Sum(_)
            | Constraint::Sandwich(_) => None,
        })
        .expect("an arrow");
    let mut partial = Grid::empty(solution.size());
    partial.set(shaft[0], 9);
    partial.set(shaft[1], 8);
    let report = check(geometry, &partial);
    assert!(
        report
            .conflicts
            .iter()
            .all(|c| matches!(c, Conflict::Total { .. })),
        "{partial}"
    );
    assert!(!report.conflicts.is_empty());
    let clash = with_a_clash(geometry, &wrong);
    vec![
        ("right", solution.clone(), "solved"),
        ("arrows", wrong, BROKEN),
        ("partial", partial, BROKEN),
        ("clash", clash, "clash"),
    ]
}

#[test]
fn a_wrong_arrow_reads_broken_not_solved_after_recalculation() {
    let Some(office) = office("a_wrong_arrow_reads_broken_not_solved_after_recalculation") else {
        return;
    };
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/data/arrow9.json");
    let puzzle = read_puzzles(&path, &ReadOptions::default())
        .unwrap()
        .remove(0);
    let solution = solve_native(&puzzle.geometry, &puzzle.givens)
        .unwrap()
        .expect("a solution");
    let fills = fills(&puzzle, &solution);
    statuses_after_recalculation(&office, "sums", &puzzle, &solution, &fills);
}
