//! Self-checking sheets: the clash conditions, the stored status, the
//! `Check` counts, and the reader still finding the puzzle of sheet `A`.

use calamine::{open_workbook_auto, Reader, SheetVisible};

use super::*;
use super::{diabolske, doc, jigsaw4, num, range, text, windoku_x, write_doc, Case};
use crate::read::read_puzzle;
use crate::read_options::ReadOptions;
use crate::write::self_check::{CheckedGrid, Status};
use crate::write::*;

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

#[test]
fn a_cell_is_checked_in_each_of_its_units() {
    let case = windoku_x();
    let grid = &case.puzzle.givens;
    let play = checked(&case, grid);
    // B5 is cell (0, 0): its row, column, box and main diagonal.
    assert_eq!(
        play.clash_condition(0).xlsx(),
        "=IF(ISTEXT(B5),1,AND(B5<>\"\",OR(B5<1,B5>9,COUNTIF($B$5:$J$5,B5)>1,COUNTIF($B$5:$B$13,B5)>1,\
         COUNTIF($B$5:$D$7,B5)>1,COUNTIF($B$5,B5)+COUNTIF($C$6,B5)+COUNTIF($D$7,B5)+\
         COUNTIF($E$8,B5)+COUNTIF($F$9,B5)+COUNTIF($G$10,B5)+COUNTIF($H$11,B5)+\
         COUNTIF($I$12,B5)+COUNTIF($J$13,B5)>1)))"
    );
    // Cell (1, 1) is also in an extra block: five conditions.
    assert_eq!(play.clash_condition(10).xlsx().matches(">1").count(), 5);
    assert!(play
        .clash_condition(10)
        .xlsx()
        .contains("COUNTIF($C$6:$E$8,C6)>1"));
}

#[test]
fn jigsaw_regions_count_over_several_ranges() {
    let case = jigsaw4();
    let grid = &case.puzzle.givens;
    let play = checked(&case, grid);
    // Region 1 of 1 1 1 2 / 3 1 2 2 / ...: B5:D5 and C6.
    assert!(play
        .clash_condition(0)
        .xlsx()
        .contains("COUNTIF($B$5:$D$5,B5)+COUNTIF($C$6,B5)>1"));
}

#[test]
fn the_stored_status_follows_the_grid() {
    let case = diabolske();
    let status = |grid: &Grid| checked(&case, grid).stored_status();
    assert_eq!(status(&case.solution), Status::Solved);
    assert_eq!(status(&case.puzzle.givens), Status::NotStarted);
    assert_eq!(status(&Grid::empty(9)), Status::NotStarted);
    let mut wrong = case.solution.clone();
    wrong.set(80, case.solution.get(79));
    assert_eq!(status(&wrong), Status::Clash);
    let mut started = case.puzzle.givens.clone();
    started.set(1, case.puzzle.givens.get(2));
    assert_eq!(status(&started), Status::Clash);
}

#[test]
fn play_and_check_sheets_hold_the_givens_the_status_and_the_counts() {
    let case = windoku_x();
    let (_dir, path) = write_doc(&doc(&case, &Uniqueness::Unique));
    let play = range(&path, "Play");
    let n = 9;
    for cell in 0..n * n {
        let at = (5 + (cell / n) as u32, 1 + (cell % n) as u16);
        let given = case.puzzle.givens.get(cell);
        assert_eq!(num(&play, at), (given != 0).then_some(f64::from(given)));
    }
    // The status right of the page (grid, margins, one empty column), on
    // the grid's first row; nothing under the grid.
    assert_eq!(text(&play, 5, n as u32 + 3), "not started");
    assert_eq!(text(&play, 6 + n as u32, 1), "");
    let a = range(&path, "A");
    assert_eq!(text(&a, 0, n as u32 + 1), "not started");

    let book = open_workbook_auto(&path).unwrap();
    let check = book
        .sheets_metadata()
        .iter()
        .find(|s| s.name == "Check")
        .unwrap();
    assert_eq!(check.visible, SheetVisible::Hidden);
    // Counts of Play (columns B..J) and of A (L..T) per unit and digit.
    let counts = range(&path, "Check");
    let units = case.puzzle.geometry.units();
    for (u, unit) in units.iter().enumerate() {
        for k in 0..n {
            let expected = unit
                .cells
                .iter()
                .filter(|&&c| case.puzzle.givens.get(c) as usize == k + 1)
                .count() as f64;
            let row = 3 + u as u32;
            assert_eq!(num(&counts, (row, 1 + k as u16)), Some(expected));
            assert_eq!(num(&counts, (row, 11 + k as u16)), Some(expected));
        }
    }
}

#[test]
fn the_reader_still_finds_the_puzzle_of_sheet_a() {
    for case in [windoku_x(), jigsaw4()] {
        let (_dir, path) = write_doc(&doc(&case, &Uniqueness::Unknown));
        let read = read_puzzle(&path, &ReadOptions::default()).unwrap();
        assert_eq!(read.givens, case.puzzle.givens);
        assert_eq!(read.geometry, case.puzzle.geometry);
        let dir = tempfile::tempdir().unwrap();
        let input = dir.path().join("in.xlsx");
        write_input_workbook(&input, &case.puzzle).unwrap();
        let read = read_puzzle(&input, &ReadOptions::default()).unwrap();
        assert_eq!(read.givens, case.puzzle.givens);
        assert_eq!(read.geometry, case.puzzle.geometry);
    }
}

#[test]
fn the_status_cell_is_bold_green_when_solved_and_red_when_something_is_wrong() {
    use crate::write::book::{Condition, Sheet, Style};
    let case = diabolske();
    let play = checked(&case, &case.solution);
    let mut sheet = Sheet::new("Play");
    play.write_status(&mut sheet, (4, 12), &Style::new());
    let when: Vec<String> = sheet
        .conditionals
        .iter()
        .map(|c| {
            let Condition::Formula(e) = &c.when else {
                panic!("a formula: {:?}", c.when)
            };
            e.xlsx()
        })
        .collect();
    assert_eq!(
        when,
        [
            "=M5=\"solved\"",
            "=AND(NOT(M5=\"solved\"),NOT(M5=\"not started\"),NOT(M5=\"no clash so far\"))"
        ]
    );
    let solved = &sheet.conditionals[0].style;
    assert_eq!(solved, &Style::new().bold().color(0x006100).fill(0xC6EFCE));
    let wrong = &sheet.conditionals[1].style;
    assert_eq!(wrong, &Style::new().bold().color(0xC00000).fill(0xFFC7CE));
}
