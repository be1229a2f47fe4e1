//! `solve` on a file of many puzzles: parallel, input order kept, one
//! solution per line, per-puzzle failures reported without stopping.

use super::common::{sheetdoku, text_file, MATLAB};
use predicates::prelude::*;
use sheetdoku::check::is_solution;
use sheetdoku::{Geometry, Grid};
use tempfile::TempDir;

/// The first puzzle of tests/data/dev50.txt: singles suffice.
const EASY01: &str =
    "700000500003640018204000603009000030600204089800096005057901004102063000006085021";
/// MATLAB (unique) with one more given that clashes with no given but is
/// not the solution's digit there: no clash to see, yet no solution.
fn tampered() -> String {
    let mut g = Grid::parse_line(MATLAB).unwrap();
    let s = sheetdoku::solve::solve_native(&Geometry::standard(9).unwrap(), &g)
        .unwrap()
        .unwrap();
    let geometry = Geometry::standard(9).unwrap();
    for cell in 0..81 {
        if g.get(cell) != 0 {
            continue;
        }
        for d in 1..=9u8 {
            let clash = geometry.peers(cell).iter().any(|&p| g.get(p) == d);
            if d != s.get(cell) && !clash {
                g.set(cell, d);
                return g.to_line();
            }
        }
    }
    unreachable!("MATLAB has an empty cell with a free wrong digit")
}

#[test]
fn a_batch_keeps_order_writes_lines_and_reports_failures() {
    let dir = TempDir::new().unwrap();
    let bad = tampered();
    let text = format!("{EASY01}\n{bad}\n{MATLAB}\n");
    let input = text_file(&dir, "many.txt", &text);
    let out = dir.path().join("out.txt");
    sheetdoku()
        .args(["solve", "--jobs", "2", "-o"])
        .arg(&out)
        .arg(&input)
        .assert()
        .code(1)
        .stdout(predicate::str::contains("3 puzzles: 2 solved"))
        .stdout(predicate::str::contains("1 without solution"))
        .stdout(predicate::str::contains("no solution"));
    let written = std::fs::read_to_string(&out).unwrap();
    let lines: Vec<&str> = written.lines().collect();
    assert_eq!(lines.len(), 3);
    assert!(lines.iter().all(|l| l.len() == 81));
    let g = Geometry::standard(9).unwrap();
    for (line, puzzle) in [(lines[0], EASY01), (lines[2], MATLAB)] {
        let givens = Grid::parse_line(puzzle).unwrap();
        assert!(is_solution(&g, &givens, &Grid::parse_line(line).unwrap()).unwrap());
    }
    assert_eq!(lines[1], ".".repeat(81));
}

#[test]
fn a_grid_file_with_names_is_solved_in_order_on_one_thread() {
    let dir = TempDir::new().unwrap();
    let mut text = String::new();
    for (name, p) in [("Grid 01", EASY01), ("Grid 02", MATLAB)] {
        text.push_str(name);
        text.push('\n');
        for row in p.as_bytes().chunks(9) {
            text.push_str(&String::from_utf8_lossy(row).replace('.', "0"));
            text.push('\n');
        }
    }
    let input = text_file(&dir, "grids.txt", &text);
    let assert = sheetdoku()
        .args(["solve", "--unique", "--jobs", "1"])
        .arg(&input)
        .assert()
        .success()
        .stdout(predicate::str::contains("2 puzzles: 2 solved"))
        .stdout(predicate::str::contains("on 1 thread"));
    let stdout = String::from_utf8_lossy(&assert.get_output().stdout).into_owned();
    let first = stdout.find("Grid 01:").unwrap();
    let second = stdout.find("Grid 02:").unwrap();
    assert!(first < second, "{stdout}");
    assert_eq!(stdout.matches(", unique").count(), 2, "{stdout}");
}

#[test]
fn batch_input_and_output_errors_exit_2() {
    let dir = TempDir::new().unwrap();
    let input = text_file(&dir, "two.txt", &format!("{EASY01}\n{MATLAB}\n"));
    sheetdoku()
        .args(["solve", "-o"])
        .arg(dir.path().join("out.csv"))
        .arg(&input)
        .assert()
        .code(2)
        .stderr(predicate::str::contains(
            "out.csv: the solution can be written as .xlsx, .ods or .txt (one per line)",
        ));
    assert!(!dir.path().join("out.csv").exists());
    sheetdoku()
        .args(["solve", "--write-lp"])
        .arg(dir.path().join("m.lp"))
        .arg(&input)
        .assert()
        .code(2)
        .stderr(predicate::str::contains("--puzzle"));
    let broken = text_file(&dir, "broken.txt", &format!("{EASY01}\n12345\n"));
    sheetdoku().arg("solve").arg(&broken).assert().code(2);
}

#[test]
fn a_workbook_of_puzzle_sheets_is_a_batch() {
    let dir = TempDir::new().unwrap();
    let book = dir.path().join("four.xlsx");
    sheetdoku()
        .args(["generate", "--count", "4", "--seed", "3", "-o"])
        .arg(&book)
        .assert()
        .success();
    let out = dir.path().join("solved.txt");
    sheetdoku()
        .args(["solve", "--unique", "-o"])
        .arg(&out)
        .arg(&book)
        .assert()
        .success()
        .stdout(predicate::str::contains("4 puzzles: 4 solved"));
    let puzzles = sheetdoku::read::read_puzzles(&book, &Default::default()).unwrap();
    let written = std::fs::read_to_string(&out).unwrap();
    assert_eq!(written.lines().count(), 4);
    for (p, line) in puzzles.iter().zip(written.lines()) {
        let s = Grid::parse_line(line).unwrap();
        assert!(is_solution(&p.geometry, &p.givens, &s).unwrap());
    }
}

/// Column `col` of the `Summary` sheet, below the heading row.
fn summary_column(book: &std::path::Path, col: u32) -> Vec<String> {
    use calamine::{open_workbook_auto, Reader};
    let mut wb = open_workbook_auto(book).unwrap();
    assert_eq!(wb.sheet_names()[0], "Summary");
    let range = wb.worksheet_range("Summary").unwrap();
    let (top, left) = range.start().unwrap();
    let heading = (0..range.height() as u32)
        .find(|&r| range.get_value((top + r, left)).is_some_and(|v| *v == "#"))
        .expect("a heading row starting with #");
    (heading + 1..range.height() as u32)
        .map(|r| {
            range
                .get_value((top + r, left + col))
                .map(|v| v.to_string())
                .unwrap_or_default()
        })
        .collect()
}

#[test]
fn a_batch_is_written_as_a_workbook_in_input_order() {
    let dir = TempDir::new().unwrap();
    let bad = tampered();
    let input = text_file(&dir, "many.txt", &format!("{EASY01}\n{bad}\n{MATLAB}\n"));
    let g = Geometry::standard(9).unwrap();
    for ext in ["xlsx", "ods"] {
        let out = dir.path().join(format!("out.{ext}"));
        sheetdoku()
            .args(["solve", "--jobs", "2", "-o"])
            .arg(&out)
            .arg(&input)
            .assert()
            .code(1)
            .stdout(predicate::str::contains("3 puzzles: 2 solved"))
            .stdout(predicate::str::contains("solution pages S1-S3"));
        let status = summary_column(&out, 2);
        assert_eq!(status.len(), 3, "{ext}: {status:?}");
        assert!(status[1].contains("no solution"), "{ext}: {status:?}");
        let givens = summary_column(&out, 3);
        let solutions = summary_column(&out, 4);
        assert_eq!(givens[0], EASY01.replace('0', "."), "{ext}");
        assert_eq!(givens[2], MATLAB, "{ext}");
        for i in [0, 2] {
            let given = Grid::parse_line(&givens[i]).unwrap();
            let solved = Grid::parse_line(&solutions[i]).unwrap();
            assert!(is_solution(&g, &given, &solved).unwrap(), "{ext} row {i}");
        }
        assert!(!solutions[1].chars().any(|c| c.is_ascii_digit()), "{ext}");
        let sheets = {
            use calamine::{open_workbook_auto, Reader};
            open_workbook_auto(&out).unwrap().sheet_names()
        };
        assert_eq!(sheets, ["Summary", "S1", "S2", "S3"], "{ext}");
    }
}
