//! Even/odd cells on a grid that checks itself: each mark's row on the
//! `Check` sheet with its test and the checker's stored result, its
//! cell's red test, the status words of a wrong digit, and the marks'
//! picture laid over the grids.

use super::*;
use crate::write::self_check::{CheckedGrid, Status};
use sheetdoku_core::{Constraint, Parity, ParityKind};

/// The diabolical 9x9 with an odd A1 (1) and an even C1 (6), as its
/// solution keeps them.
fn with_parities() -> Case {
    let mut case = diabolske();
    let geometry = case
        .puzzle
        .geometry
        .clone()
        .with_constraint(Constraint::Parity(Parity::new(ParityKind::Odd, 0)))
        .unwrap()
        .with_constraint(Constraint::Parity(Parity::new(ParityKind::Even, 2)))
        .unwrap();
    assert!(sheetdoku_core::check(&geometry, &case.solution)
        .conflicts
        .is_empty());
    case.puzzle = Puzzle::new(geometry, case.puzzle.givens.clone()).unwrap();
    case
}

fn checked<'a>(case: &'a Case, grid: &'a Grid) -> CheckedGrid<'a> {
    CheckedGrid {
        sheet: "Play",
        top: 4,
        left: 1,
        geometry: &case.puzzle.geometry,
        grid,
        check_col: 0,
        row_step: 1,
    }
}

/// A grid with only `digits` filled.
fn only(digits: &[(usize, u8)]) -> Grid {
    let mut grid = Grid::empty(9);
    for &(cell, d) in digits {
        grid.set(cell, d);
    }
    grid
}

#[test]
fn a_digit_of_the_other_parity_has_its_own_status_words_and_turns_red() {
    let case = with_parities();
    let status = |grid: &Grid| checked(&case, grid).stored_status();
    assert_eq!(status(&case.solution), Status::Solved);
    let broken = Status::Broken("status-parity-broken");
    assert_eq!(
        broken.words(),
        "an even or odd cell holds a digit of the other kind"
    );
    assert_eq!(status(&only(&[(0, 2)])), broken);
    assert_eq!(status(&only(&[(2, 5)])), broken);
    assert_eq!(status(&only(&[(0, 3), (2, 4)])), Status::NotStarted);
    let grid = &case.puzzle.givens;
    let play = checked(&case, grid);
    let marks = play.parities();
    assert_eq!(marks.len(), 2);
    assert_eq!(
        play.parity_broken(marks[0].1, false).xlsx(),
        "=AND(COUNT($B$5)=1,MOD($B$5,2)=0)"
    );
    assert_eq!(
        play.parity_broken(marks[1].1, false).xlsx(),
        "=AND(COUNT($D$5)=1,MOD($D$5,2)<>0)"
    );
    // C1 turns red with its own test; a cell without a mark has none.
    let red = play.clash_condition(2).xlsx();
    assert!(red.contains("AND(COUNT($D$5)=1,MOD($D$5,2)<>0)"), "{red}");
    assert!(!play.clash_condition(40).xlsx().contains("MOD"));
}

#[test]
fn the_check_sheet_stores_each_mark_row_and_the_pages_carry_the_picture() {
    let mut case = with_parities();
    // Played: an even 4 in the odd A1.
    case.puzzle = Puzzle::new(case.puzzle.geometry.clone(), only(&[(0, 4)])).unwrap();
    let (_dir, path) = write_doc(&doc(&case, &Uniqueness::Unknown));
    let play = range(&path, "Play");
    assert_eq!(
        text(&play, 5, 9 + 3),
        "an even or odd cell holds a digit of the other kind"
    );
    let check = range(&path, "Check");
    let first = 3 + 27;
    let names: Vec<String> = (0..2).map(|i| text(&check, first + i, 0)).collect();
    assert_eq!(names, ["the grey circle at A1", "the grey square at C1"]);
    let tests: Vec<Option<f64>> = (0..2)
        .map(|i| num(&check, (first + i as u32, 10)))
        .collect();
    assert_eq!(tests, [Some(2.0), Some(0.0)]);
    // The marks read back from the Key sheet.
    let back = crate::read_puzzle(&path, &ReadOptions::default()).unwrap();
    assert_eq!(
        back.geometry.constraints(),
        case.puzzle.geometry.constraints()
    );
}
