//! `-o out.ods`: every command that writes a workbook writes OpenDocument,
//! and the commands read it back.

use predicates::prelude::*;
use sheetdoku::read::{read_puzzle, ReadOptions};
use tempfile::TempDir;

use super::common::{sample, sheetdoku};

/// The lines of the grid `solve` printed.
fn grid_lines(stdout: &[u8]) -> Vec<String> {
    String::from_utf8(stdout.to_vec())
        .unwrap()
        .lines()
        .filter(|l| l.starts_with('┃'))
        .map(str::to_string)
        .collect()
}

#[test]
fn solve_writes_ods_that_solves_the_same() {
    let dir = TempDir::new().unwrap();
    let out = dir.path().join("solved.ods");
    let first = sheetdoku()
        .arg("solve")
        .arg(sample("windoku-x.ods"))
        .arg("-o")
        .arg(&out)
        .assert()
        .success()
        .stdout(predicate::str::contains("wrote"));
    let again = sheetdoku()
        .args(["solve", "--no-output", "--unique"])
        .arg(&out)
        .assert()
        .success()
        .stdout(predicate::str::contains("Windoku X"));
    let (a, b) = (
        grid_lines(&first.get_output().stdout),
        grid_lines(&again.get_output().stdout),
    );
    assert_eq!(a.len(), 9);
    assert_eq!(a, b);
}

#[test]
fn template_generate_and_worksheet_write_ods() {
    let dir = TempDir::new().unwrap();
    let template = dir.path().join("t.ods");
    sheetdoku()
        .args(["template", "--variant", "x", "--size", "9", "-o"])
        .arg(&template)
        .assert()
        .success();
    let p = read_puzzle(&template, &ReadOptions::default()).unwrap();
    assert_eq!(p.geometry.variant(), sheetdoku::Variant::X);
    assert_eq!(p.givens.given_count(), 0);

    let class = dir.path().join("class.ods");
    sheetdoku()
        .args(["generate", "--count", "2", "--seed", "3", "-o"])
        .arg(&class)
        .assert()
        .success();
    sheetdoku()
        .arg("rate")
        .arg(&class)
        .assert()
        .success()
        .stdout(predicate::str::contains("P1: "))
        .stdout(predicate::str::contains("P2: "));

    let text = super::common::text_file(&dir, "p.txt", super::common::MATLAB);
    let sheet = dir.path().join("w.ods");
    sheetdoku()
        .arg("worksheet")
        .arg(&text)
        .arg("-o")
        .arg(&sheet)
        .assert()
        .success();
    let opts = ReadOptions::default().with_puzzle(Some("P1!A1:I9".into()));
    let p = read_puzzle(&sheet, &opts).unwrap();
    assert_eq!(p.givens.to_line().replace('0', "."), super::common::MATLAB);
}
