//! `--puzzle NAME | NUMBER | RANGE` in every command that reads puzzles,
//! and check, count and rate over files of many puzzles.

use std::path::PathBuf;

use predicates::prelude::*;
use sheetdoku::read::{read_puzzle, ReadOptions};
use tempfile::TempDir;

use super::common::{sheetdoku, text_file, MATLAB};

/// A worksheet of three generated puzzles.
fn worksheet(dir: &TempDir) -> PathBuf {
    let out = dir.path().join("class.xlsx");
    sheetdoku()
        .args(["generate", "--count", "3", "--seed", "11", "-o"])
        .arg(&out)
        .assert()
        .success();
    out
}

fn givens_of(path: &std::path::Path, puzzle: &str) -> String {
    let opts = ReadOptions::default().with_puzzle(Some(puzzle.to_string()));
    read_puzzle(path, &opts).unwrap().givens.to_line()
}

#[test]
fn a_sheet_name_that_reads_like_a_cell_selects_the_sheet() {
    let dir = TempDir::new().unwrap();
    let book = worksheet(&dir);
    let p2 = givens_of(&book, "P2!A1:I9");
    assert_eq!(givens_of(&book, "P2"), p2);
    assert_eq!(givens_of(&book, "p2"), p2);
    assert_eq!(givens_of(&book, "2"), p2);
    assert_ne!(givens_of(&book, "P1"), p2);
    for command in ["solve", "check", "count", "rate"] {
        let mut cmd = sheetdoku();
        cmd.arg(command).arg(&book).args(["--puzzle", "P2"]);
        if command == "solve" {
            cmd.arg("--no-output");
        }
        cmd.assert()
            .code(0)
            .stdout(predicate::str::contains("P2"))
            .stdout(predicate::str::contains("P1").not())
            .stdout(predicate::str::contains("P3").not());
    }
}

#[test]
fn a_selection_that_matches_nothing_says_what_exists() {
    let dir = TempDir::new().unwrap();
    let book = worksheet(&dir);
    sheetdoku()
        .args(["solve", "--no-output", "--puzzle", "P7"])
        .arg(&book)
        .assert()
        .code(2)
        .stderr(predicate::str::contains("no sheet named 'P7'"))
        .stderr(predicate::str::contains("P1, P2, P3"));
    sheetdoku()
        .args(["count", "--puzzle", "9"])
        .arg(&book)
        .assert()
        .code(2)
        .stderr(predicate::str::contains(
            "no puzzle 9: the file holds 3 puzzles (P1, P2, P3)",
        ));
    // A bare cell is no selection of its own: name its sheet.
    sheetdoku()
        .args(["solve", "--no-output", "--puzzle", "B2"])
        .arg(&book)
        .assert()
        .code(2)
        .stderr(predicate::str::contains("no sheet named 'B2'"))
        .stderr(predicate::str::contains("--puzzle 'Worksheet!B2'"));
}

#[test]
fn a_map_sheet_named_like_a_cell_is_ambiguous() {
    let dir = TempDir::new().unwrap();
    let book = dir.path().join("windoku.xlsx");
    sheetdoku()
        .args(["template", "--variant", "windoku", "-o"])
        .arg(&book)
        .assert()
        .success();
    sheetdoku()
        .args(["solve", "--no-output", "--puzzle", "B2"])
        .arg(&book)
        .assert()
        .code(2)
        .stderr(predicate::str::contains("is both the sheet B2"))
        .stderr(predicate::str::contains("--puzzle 'B2!'"))
        .stderr(predicate::str::contains("--puzzle 'A!B2'"));
}

#[test]
fn template_from_a_file_takes_a_selection() {
    let dir = TempDir::new().unwrap();
    let book = worksheet(&dir);
    let out = dir.path().join("p3.xlsx");
    sheetdoku()
        .args(["template", "--from"])
        .arg(&book)
        .arg("-o")
        .arg(&out)
        .assert()
        .code(2)
        .stderr(predicate::str::contains(
            "3 puzzles in file (P1, P2, P3); choose one with --puzzle NAME or NUMBER",
        ));
    assert!(!out.exists());
    sheetdoku()
        .args(["template", "--puzzle", "P3", "-o"])
        .arg(&out)
        .arg("--from")
        .arg(&book)
        .assert()
        .success();
    assert_eq!(givens_of(&out, "A"), givens_of(&book, "P3"));
}

#[test]
fn help_documents_every_selection_form() {
    for command in ["solve", "check", "count", "rate", "template"] {
        sheetdoku()
            .args([command, "--help"])
            .assert()
            .success()
            .stdout(predicate::str::contains("NAME|NUMBER|RANGE"));
    }
    sheetdoku()
        .args(["solve", "--help"])
        .assert()
        .stdout(predicate::str::contains("Sheet1!B2:J10"))
        .stdout(predicate::str::contains("second puzzle"));
}

/// Three puzzles, the second with a clash, the third with two solutions.
fn three(dir: &TempDir) -> PathBuf {
    let clash = format!("1{}", &MATLAB[1..]).replacen('.', "1", 1);
    let mut two = MATLAB.to_string();
    // Emptying givens until the puzzle has several solutions.
    two.replace_range(1..2, ".");
    two.replace_range(4..5, ".");
    two.replace_range(7..8, ".");
    two.replace_range(10..11, ".");
    two.replace_range(18..19, ".");
    two.replace_range(21..22, ".");
    text_file(dir, "three.txt", &format!("{MATLAB}\n{clash}\n{two}\n"))
}

#[test]
fn check_count_and_rate_take_files_of_many_puzzles() {
    let dir = TempDir::new().unwrap();
    let file = three(&dir);
    sheetdoku()
        .arg("check")
        .arg(&file)
        .assert()
        .code(1)
        .stdout(predicate::str::contains(
            "line 1: 21 of 81 cells filled: keep going",
        ))
        .stdout(predicate::str::contains("line 2: ").and(predicate::str::contains("clash")))
        .stdout(predicate::str::contains(
            "line 3: 18 of 81 cells filled: no rule is broken yet, but these givens have several solutions",
        ))
        .stdout(predicate::str::contains(
            "3 grids: 1 keep going, 1 clash, 1 with several solutions",
        ));
    sheetdoku()
        .args(["count", "--limit", "2"])
        .arg(&file)
        .assert()
        .code(1)
        .stdout(predicate::str::contains("line 1: 1 solution"))
        .stdout(predicate::str::contains("line 2: 0 solutions"))
        .stdout(predicate::str::contains("line 3: at least 2 solutions"))
        .stdout(predicate::str::contains(
            "3 puzzles: 1 with one solution, 1 with none, 1 with several",
        ));
    sheetdoku()
        .arg("rate")
        .arg(&file)
        .assert()
        .code(1)
        .stdout(predicate::str::contains("3 puzzles: "))
        .stdout(predicate::str::contains("1 without solution"));
    // One puzzle picked by number.
    sheetdoku()
        .args(["count", "--puzzle", "1"])
        .arg(&file)
        .assert()
        .code(0)
        .stdout(predicate::str::contains("1 solution"))
        .stdout(predicate::str::contains("puzzles:").not());
}

/// A workbook of one puzzle per sheet, the sheets named `names` in order;
/// the puzzle on each is the MATLAB example with 1 and the sheet's index
/// + 2 swapped, so that every sheet holds another puzzle.
fn numbered_sheets(dir: &TempDir, names: &[&str]) -> (PathBuf, Vec<String>) {
    let mut wb = rust_xlsxwriter::Workbook::new();
    let mut lines = Vec::new();
    for (k, name) in names.iter().enumerate() {
        let swap = char::from_digit(k as u32 + 2, 10).unwrap();
        let line: String = MATLAB
            .chars()
            .map(|c| match c {
                '1' => swap,
                c if c == swap => '1',
                c => c,
            })
            .collect();
        let ws = wb.add_worksheet();
        ws.set_name(*name).unwrap();
        for (i, c) in line.chars().enumerate() {
            if let Some(d) = c.to_digit(10) {
                ws.write_number((i / 9) as u32, (i % 9) as u16, f64::from(d))
                    .unwrap();
            }
        }
        lines.push(line.replace('.', "0"));
    }
    let path = dir.path().join("numbered.xlsx");
    wb.save(&path).unwrap();
    let lines = lines
        .into_iter()
        .map(|l| sheetdoku::Grid::parse_line(&l).unwrap().to_line())
        .collect();
    (path, lines)
}

#[test]
fn a_sheet_named_by_a_number_is_taken_by_name_and_both_readings_ask() {
    let dir = TempDir::new().unwrap();
    // Sheets "1" and "2" in order: the name and the number agree.
    let (book, lines) = numbered_sheets(&dir, &["1", "2"]);
    assert_eq!(givens_of(&book, "1"), lines[0]);
    assert_eq!(givens_of(&book, "2"), lines[1]);
    // Sheets "Intro", "2", "1": puzzle 1 is on Intro, the sheet "1" is the
    // third; "2" is both the sheet and the 2nd puzzle: no question.
    let (book, lines) = numbered_sheets(&dir, &["Intro", "2", "1"]);
    assert_eq!(givens_of(&book, "2"), lines[1]);
    assert_eq!(givens_of(&book, "'1'!"), lines[2]);
    assert_eq!(givens_of(&book, "1!"), lines[2]);
    assert_eq!(givens_of(&book, "Intro"), lines[0]);
    // "3" is no sheet: the third puzzle.
    assert_eq!(givens_of(&book, "3"), lines[2]);
    // "1" reads two ways: asked, with the --puzzle of each.
    for command in ["solve", "check", "count", "rate"] {
        let mut cmd = sheetdoku();
        cmd.arg(command).arg(&book).args(["--puzzle", "1"]);
        if command == "solve" {
            cmd.arg("--no-output");
        }
        cmd.assert()
            .code(2)
            .stderr(predicate::str::contains(
                "'1' is both the sheet named '1' and puzzle 1 of the file, on sheet Intro",
            ))
            .stderr(predicate::str::contains("--puzzle \"'1'!\""))
            .stderr(predicate::str::contains(
                "--puzzle 'Intro!' (puzzle 1 of the file)",
            ));
    }
}
