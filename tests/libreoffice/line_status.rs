//! A puzzle of lines (thermometers, whisper lines, palindromes): its
//! `Play` sheet and a worksheet's sheet `P1`, filled right, with every
//! unit kept but a thermometer broken, with only two cells of a
//! thermometer filled in the wrong order and an empty cell between them,
//! and with a clash, read what the checker says, in .xlsx and .ods, after
//! LibreOffice recalculates; and every cell they show equals what we
//! stored.

use std::path::PathBuf;

use sheetdoku::check::{check, Conflict};
use sheetdoku::read::{read_puzzles, ReadOptions};
use sheetdoku::solve::solve_native;
use sheetdoku::{Constraint, Geometry, Grid, Line, LineKind, Puzzle};

use super::rule_status::{exchange_breaking, statuses_after_recalculation, with_a_clash};
use super::soffice::office;

const BROKEN: &str = "a line is broken";

/// The rule as a thermometer, if it is one.
fn as_thermometer(rule: &Constraint) -> Option<&Line> {
    match rule {
        Constraint::Line(line) => (line.kind == LineKind::Thermometer).then_some(line),
        Constraint::AllDifferent(_)
        | Constraint::Cage(_)
        | Constraint::Parity(_)
        | Constraint::Pair(_)
        | Constraint::Sum(_)
        | Constraint::Anti(_)
        | Constraint::Sandwich(_) => None,
    }
}

/// The thermometer a conflict breaks, if it breaks one.
fn thermometer<'a>(geometry: &'a Geometry, conflict: &Conflict) -> Option<&'a Line> {
    let Conflict::Mark { rule, .. } = conflict else {
        return None;
    };
    as_thermometer(geometry.constraint(*rule)?)
}

/// The fills of the `Play` sheet and the status each must read.
fn fills(puzzle: &Puzzle, solution: &Grid) -> Vec<(&'static str, Grid, &'static str)> {
    let geometry = &puzzle.geometry;
    // A relabelling of two digits that breaks lines, a thermometer among
    // them, and nothing else.
    let wrong = exchange_breaking(geometry, solution, |c| thermometer(geometry, c).is_some())
        .expect("some exchange of two digits breaks a thermometer");
    // A thermometer's first and third cells with each other's digits, the
    // second empty: broken across the gap.
    let thermo = geometry
        .constraints()
        .iter()
        .find_map(as_thermometer)
        .expect("a thermometer");
    let [a, _, c] = [thermo.cells[0], thermo.cells[1], thermo.cells[2]];
    let mut gap = Grid::empty(solution.size());
    gap.set(a, solution.get(c));
    gap.set(c, solution.get(a));
    let report = check(geometry, &gap);
    assert_eq!(report.conflicts.len(), 1, "{gap}");
    assert!(thermometer(geometry, &report.conflicts[0]).is_some());
    let clash = with_a_clash(geometry, &wrong);
    vec![
        ("right", solution.clone(), "solved"),
        ("thermo", wrong, BROKEN),
        ("gap", gap, BROKEN),
        ("clash", clash, "clash"),
    ]
}

#[test]
fn a_broken_thermometer_reads_broken_not_solved_after_recalculation() {
    let Some(office) = office("a_broken_thermometer_reads_broken_not_solved_after_recalculation")
    else {
        return;
    };
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/data/lines9.txt");
    // The third: thermometers, whisper lines and palindromes.
    let puzzle = read_puzzles(&path, &ReadOptions::default())
        .unwrap()
        .remove(2);
    let solution = solve_native(&puzzle.geometry, &puzzle.givens)
        .unwrap()
        .expect("a solution");
    let fills = fills(&puzzle, &solution);
    statuses_after_recalculation(&office, "lines", &puzzle, &solution, &fills);
}
