//! `check` on the files pupils return: the Play sheet of a solution
//! workbook, the P sheets of a worksheet, and marking a class.

use std::path::{Path, PathBuf};

use calamine::{open_workbook_auto, Data, Reader};
use predicates::prelude::*;
use sheetdoku::check::check;
use sheetdoku::{Geometry, Grid};
use tempfile::TempDir;

use super::common::{sheetdoku, text_file, MATLAB};
use super::pupil::{grid_of, pupil_saves, pupil_saves_at};

/// The solution workbook of the MATLAB puzzle (grid at A1 of its text).
fn class_workbook(dir: &TempDir, name: &str) -> PathBuf {
    let input = text_file(dir, "matlab.txt", &format!("{MATLAB}\n"));
    let out = dir.path().join(name);
    sheetdoku()
        .args(["solve"])
        .arg(&input)
        .arg("-o")
        .arg(&out)
        .assert()
        .success();
    out
}

/// Every empty cell of the MATLAB puzzle filled from the stored solution.
fn all_typed(book: &Path) -> Vec<(usize, usize, u8)> {
    let solution = grid_of(book, "S", 0, 0, 9);
    let givens = Grid::parse_line(MATLAB).unwrap();
    (0..81)
        .filter(|&c| givens.get(c) == 0)
        .map(|c| (c / 9, c % 9, solution[c]))
        .collect()
}

#[test]
fn an_untouched_play_sheet_is_not_started_in_xlsx_and_ods() {
    let dir = TempDir::new().unwrap();
    for name in ["class.xlsx", "class.ods"] {
        let book = class_workbook(&dir, name);
        sheetdoku()
            .arg("check")
            .arg(&book)
            .assert()
            .code(0)
            .stdout(predicate::str::contains(
                "sheet Play: 9x9 Sudoku (3x3 blocks)",
            ))
            .stdout(predicate::str::contains("0 of 60 empty cells filled"))
            .stdout(predicate::str::contains("verdict: not started"));
    }
}

#[test]
fn a_clash_on_the_play_sheet_is_named_as_the_sheet_prints_it() {
    let dir = TempDir::new().unwrap();
    let book = class_workbook(&dir, "class.xlsx");
    let pupil = dir.path().join("pupil.xlsx");
    // Column F holds 5 in row 6; the pupil types 5 in row 2 of column F,
    // which is cell G6 of the spreadsheet (the grid starts at B5).
    pupil_saves(&book, &pupil, "Play", &[(1, 5, 5)]);
    sheetdoku()
        .arg("check")
        .arg(&pupil)
        .assert()
        .code(1)
        .stdout(predicate::str::contains(
            "clash: F2 and F6 both hold 5 in column F",
        ))
        .stdout(predicate::str::contains("1 of 60 empty cells filled"))
        .stdout(predicate::str::contains("verdict: clash"))
        // As a cell name, not inside the temporary folder's name.
        .stdout(predicate::str::is_match(r"\bG6\b").unwrap().not());
}

#[test]
fn a_digit_off_the_solution_is_wrong_and_a_full_grid_is_solved() {
    let dir = TempDir::new().unwrap();
    let book = class_workbook(&dir, "class.ods");
    let solution = grid_of(&book, "S", 0, 0, 9);
    let givens = Grid::parse_line(MATLAB).unwrap();
    let g = Geometry::standard(9).unwrap();
    // A digit at F2 that clashes with nothing yet is not the solution's.
    let cell = 9 + 5;
    let d = (1..=9u8)
        .find(|&d| {
            let mut cells = givens.cells().to_vec();
            cells[cell] = d;
            d != solution[cell] && check(&g, &Grid::from_cells(9, cells).unwrap()).is_valid()
        })
        .unwrap();
    let pupil = dir.path().join("wrong.ods");
    pupil_saves(&book, &pupil, "Play", &[(1, 5, d)]);
    sheetdoku()
        .arg("check")
        .arg(&pupil)
        .assert()
        .code(1)
        .stdout(predicate::str::contains("wrong digit: F2"))
        .stdout(predicate::str::contains("verdict: wrong digits"));

    let pupil = dir.path().join("done.ods");
    pupil_saves(&book, &pupil, "Play", &all_typed(&book));
    sheetdoku()
        .arg("check")
        .arg(&pupil)
        .assert()
        .code(0)
        .stdout(predicate::str::contains("60 of 60 empty cells filled"))
        .stdout(predicate::str::contains("verdict: solved"))
        .stdout(predicate::str::contains("wrong").not());
}

/// A worksheet of two generated puzzles: the teacher's file, which holds
/// the answers (the pupils' file at `-o` has none; marking it against the
/// teacher's file is `check --key`).
pub(crate) fn worksheet(dir: &TempDir, name: &str) -> PathBuf {
    let out = dir.path().join(name);
    sheetdoku()
        .args(["generate", "--count", "2", "--seed", "7", "-o"])
        .arg(&out)
        .assert()
        .success();
    sheetdoku::write::teacher_path(&out)
}

/// The answer to puzzle `k` of a worksheet, and its givens (from its P
/// sheet).
pub(crate) fn answer(book: &Path, k: usize) -> (Vec<u8>, Vec<u8>) {
    let givens = grid_of(book, &format!("P{k}"), 0, 0, 9);
    let mut wb = open_workbook_auto(book).unwrap();
    let range = wb.worksheet_range("Answers").unwrap();
    // The grid under the label "k.".
    let (r, c) = range
        .used_cells()
        .find(|(_, _, v)| matches!(v, Data::String(s) if *s == format!("{k}.")))
        .map(|(r, c, _)| (r as u32, c as u32))
        .unwrap();
    let (r0, c0) = range.start().unwrap();
    (grid_of(book, "Answers", r0 + r + 1, c0 + c, 9), givens)
}

#[test]
fn every_p_sheet_of_a_worksheet_is_checked_against_the_answers() {
    let dir = TempDir::new().unwrap();
    let book = worksheet(&dir, "ws.xlsx");
    let (solution, givens) = answer(&book, 2);
    let typed: Vec<(usize, usize, u8)> = (0..81)
        .filter(|&c| givens[c] == 0)
        .map(|c| (c / 9, c % 9, solution[c]))
        .collect();
    let pupil = dir.path().join("pupil.xlsx");
    pupil_saves(&book, &pupil, "P2", &typed);
    sheetdoku()
        .arg("check")
        .arg(&pupil)
        .assert()
        .code(0)
        .stdout(predicate::str::contains("sheet P1: 0 of "))
        .stdout(predicate::str::contains("not started"))
        .stdout(
            predicate::str::is_match("sheet P2: ([0-9]+) of ([0-9]+) empty cells filled: solved")
                .unwrap(),
        )
        .stdout(predicate::str::contains("2 grids: 1 solved, 1 not started"));
    // One P sheet chosen by name, also as the Calc extension names the
    // sheet on screen ('P2'!).
    for wanted in ["P2", "'P2'!", "P2!"] {
        sheetdoku()
            .arg("check")
            .arg(&pupil)
            .args(["--puzzle", wanted])
            .assert()
            .code(0)
            .stdout(predicate::str::contains("sheet P2: 9x9"))
            .stdout(predicate::str::contains("sheet P1").not());
    }
}

#[test]
fn a_grid_typed_on_the_printed_worksheet_page_is_checked_too() {
    let dir = TempDir::new().unwrap();
    for name in ["ws.xlsx", "ws.ods"] {
        let book = worksheet(&dir, name);
        let (solution, givens) = answer(&book, 2);
        // Puzzle 2 on the page: its heading at row 4, column L (four to a
        // page, two side by side), its grid under it.
        let typed: Vec<(usize, usize, u8)> = (0..81)
            .filter(|&c| givens[c] == 0)
            .map(|c| (c / 9, c % 9, solution[c]))
            .collect();
        let pupil = dir.path().join(format!("pupil-{name}"));
        pupil_saves_at(&book, &pupil, "Worksheet", Some((4, 11)), &typed);
        sheetdoku()
            .arg("check")
            .arg(&pupil)
            .assert()
            .code(0)
            .stdout(
                predicate::str::is_match(
                    "sheet Worksheet \\(puzzle 2\\): [0-9]+ of [0-9]+ empty cells filled: solved",
                )
                .unwrap(),
            )
            // One line per puzzle: P2, untouched, is not marked beside it.
            .stdout(predicate::str::contains("sheet P2").not())
            .stdout(predicate::str::contains("2 grids: 1 solved, 1 not started"));
        // Untouched, the page adds nothing to the P sheets.
        sheetdoku()
            .arg("check")
            .arg(&book)
            .assert()
            .code(0)
            .stdout(predicate::str::contains("Worksheet").not())
            .stdout(predicate::str::contains("2 grids: 2 not started"));
    }
}

#[test]
fn a_wrong_digit_on_a_p_sheet_is_found_from_the_answer_key() {
    // A digit that clashes with nothing yet is not the solution's: only the
    // answer key, found on the Answers sheet, can tell. In both formats.
    let dir = TempDir::new().unwrap();
    for name in ["ws.xlsx", "ws.ods"] {
        let book = worksheet(&dir, name);
        let (solution, givens) = answer(&book, 1);
        let g = Geometry::standard(9).unwrap();
        let (cell, d) = (0..81)
            .filter(|&c| givens[c] == 0)
            .find_map(|c| {
                (1..=9u8).find_map(|d| {
                    let mut cells = givens.clone();
                    cells[c] = d;
                    let fits = check(&g, &Grid::from_cells(9, cells).unwrap()).is_valid();
                    (d != solution[c] && fits).then_some((c, d))
                })
            })
            .unwrap();
        let pupil = dir.path().join(format!("pupil-{name}"));
        pupil_saves(&book, &pupil, "P1", &[(cell / 9, cell % 9, d)]);
        sheetdoku()
            .arg("check")
            .arg(&pupil)
            .args(["--puzzle", "P1"])
            .assert()
            .code(1)
            .stdout(predicate::str::contains("wrong digit"))
            .stdout(predicate::str::contains("verdict: wrong digits"))
            .stdout(predicate::str::contains("only clashes are checked").not());
    }
}

#[test]
fn marking_a_class_writes_one_row_per_file_and_puzzle() {
    let dir = TempDir::new().unwrap();
    let returned = dir.path().join("returned");
    std::fs::create_dir(&returned).unwrap();
    let book = class_workbook(&dir, "class.xlsx");
    pupil_saves(
        &book,
        &returned.join("anna.xlsx"),
        "Play",
        &all_typed(&book),
    );
    pupil_saves(&book, &returned.join("ben.ods"), "Play", &[(1, 5, 5)]);
    let sheets = worksheet(&dir, "ws.ods");
    pupil_saves(&sheets, &returned.join("cleo.ods"), "P1", &[]);
    // Not ours, and damaged.
    std::fs::copy(
        super::common::sample("mini-4x4.xlsx"),
        returned.join("dan.xlsx"),
    )
    .unwrap();
    std::fs::write(returned.join("eve.ods"), b"not a spreadsheet at all").unwrap();
    let mut files: Vec<PathBuf> = std::fs::read_dir(&returned)
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    files.sort();
    for marks in ["marks.xlsx", "marks.ods"] {
        let out = dir.path().join(marks);
        sheetdoku()
            .arg("check")
            .args(&files)
            .arg("-o")
            .arg(&out)
            .assert()
            // Two files could not be marked: an input error, after the rest.
            .code(2)
            .stdout(predicate::str::contains("verdict"))
            .stdout(predicate::str::contains(
                "5 files, 4 grids: 1 solved, 2 not started, 1 clash; 2 files not marked",
            ))
            .stderr(predicate::str::contains("2 of 5 files could not be marked"));
        let mut wb = open_workbook_auto(&out).unwrap();
        let range = wb.worksheet_range("Marks").unwrap();
        let rows: Vec<Vec<String>> = range
            .rows()
            .map(|r| r.iter().map(|v| v.to_string()).collect())
            .collect();
        assert!(rows[0][0].starts_with("Marks: "), "{rows:?}");
        assert!(rows[1][0].starts_with("Marked on "), "{rows:?}");
        assert_eq!(
            rows[3],
            [
                "pupil's file",
                "puzzle",
                "grid marked",
                "filled",
                "right",
                "clashes",
                "wrong",
                "not a digit",
                "verdict",
                "note"
            ]
        );
        let row = |file: &str, sheet: &str| {
            rows.iter()
                .find(|r| r[0].ends_with(file) && r[2] == sheet)
                .unwrap_or_else(|| panic!("no row {file} {sheet}: {rows:?}"))
                .clone()
        };
        assert_eq!(
            row("anna.xlsx", "Play")[1..9],
            ["1", "Play", "60 of 60", "60", "0", "0", "0", "solved"]
        );
        assert_eq!(
            row("ben.ods", "Play")[3..9],
            ["1 of 60", "0", "1", "1", "0", "clash"]
        );
        assert!(row("ben.ods", "Play")[9].contains("F2 and F6 both hold 5 in column F"));
        assert_eq!(row("cleo.ods", "P1")[8], "not started");
        assert_eq!(row("cleo.ods", "P2")[8], "not started");
        let dan = row("dan.xlsx", "-");
        assert_eq!(dan[8], "not marked");
        assert!(
            dan[9].contains("not a workbook written by sheetdoku"),
            "{dan:?}"
        );
        let eve = row("eve.ods", "-");
        assert!(eve[9].contains("not a readable"), "{eve:?}");
        let pupils = rows.iter().filter(|r| r[0].contains("returned")).count();
        assert_eq!(pupils, 6, "{rows:?}");
        assert!(
            rows.iter()
                .any(|r| r[0].starts_with("Summary: 5 files, 4 grids: 1 solved")),
            "{rows:?}"
        );
    }
}

#[test]
fn the_marks_output_is_checked_before_any_work() {
    let dir = TempDir::new().unwrap();
    let book = class_workbook(&dir, "class.xlsx");
    sheetdoku()
        .arg("check")
        .arg(&book)
        .args(["-o", "marks.csv"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains("name it .xlsx or .ods"))
        .stdout(predicate::str::is_empty());
    sheetdoku()
        .arg("check")
        .arg(&book)
        .arg("-o")
        .arg(&book)
        .assert()
        .code(2)
        .stderr(predicate::str::contains(
            "the marks would overwrite the input",
        ));
}

#[test]
fn cells_are_named_by_the_labels_the_play_sheet_prints() {
    // The teacher's grid starts at B3, but the Play sheet labels its columns
    // A-I and its rows 1-9, as a pupil names cells: the pupil's A1 is the
    // spreadsheet's B6.
    let dir = TempDir::new().unwrap();
    let book = dir.path().join("teacher.xlsx");
    sheetdoku()
        .arg("solve")
        .arg(super::common::sample("teacher-layout-diabolske.xlsx"))
        .arg("-o")
        .arg(&book)
        .assert()
        // The puzzle has 64 solutions: said, and exit 1.
        .code(1);
    let pupil = dir.path().join("pupil.xlsx");
    pupil_saves(&book, &pupil, "Play", &[(0, 0, 6)]);
    sheetdoku()
        .arg("check")
        .arg(&pupil)
        .assert()
        .code(1)
        .stdout(predicate::str::contains(
            "clash: A1 and C1 both hold 6 in row 1",
        ))
        .stdout(predicate::str::contains("B6").not());
    // Read as a puzzle, the Play sheet names its cells the same way.
    sheetdoku()
        .args(["solve", "--no-output", "--puzzle", "Play"])
        .arg(&pupil)
        .assert()
        .code(1)
        .stdout(predicate::str::contains("A1 and C1 both hold 6 in row 1"));
    // Something that is no digit is named where it lies and as printed,
    // counted wrong, and the rest of the grid is marked.
    pupil_saves(&book, &pupil, "Play", &[(1, 0, 10)]);
    sheetdoku()
        .arg("check")
        .arg(&pupil)
        .assert()
        .code(1)
        .stdout(predicate::str::contains(
            "Play!B7 (A2 on the grid) holds 10, not a digit 1 to 9: counted wrong",
        ))
        .stdout(predicate::str::contains("verdict: wrong digits"));
}

#[test]
fn check_describes_the_puzzle_in_the_teachers_language() {
    let dir = TempDir::new().unwrap();
    let book = class_workbook(&dir, "class.ods");
    sheetdoku()
        .args(["check", "--lang", "sk"])
        .arg(&book)
        .assert()
        .code(0)
        .stdout(predicate::str::contains("9x9 Sudoku (bloky 3x3)"));
}
