//! A cage layout (every cage without a total) given to `solve` and
//! `count` (issue 47): the totals offered, printed as a puzzle line in the
//! teacher's language, written by `solve -o`, and a `--json` line of kind
//! `offer` in English.

use super::common::{sheetdoku, text_file};
use sheetdoku::read::{read_puzzle, ReadOptions};
use sheetdoku::solve::{count_solutions, Count};
use sheetdoku::{is_cage_layout, CageSum};
use tempfile::TempDir;

/// The first killer of `bench/killer9.txt` with its totals dropped.
const LAYOUT: &str = "................................................................................. cages=?:F1,F2;?:H7,I7,H8,I8;?:D1,E1,D2;?:H5,I5;?:A7,A8,A9,B9,C9;?:G6,H6,I6;?:E9,F9;?:A3,A4,A5,A6;?:B4,B5,C5,B6,C6;?:D6,E6,F6,E7;?:E2,D3,E3;?:F7,E8,F8;?:F4,G4;?:H2,H3,I3;?:H9,I9;?:G1,H1;?:C7,D7,C8;?:I1,I2;?:H4,I4;?:G7,G8,G9;?:A1,A2,B2,B3;?:F5,G5;?:B1,C1,C2,C3,C4;?:D8,D9;?:B7,B8;?:G2,F3,G3;?:D5,E5;?:D4,E4";

#[test]
fn solve_of_a_layout_offers_totals_and_writes_the_puzzle() {
    let dir = TempDir::new().unwrap();
    let file = text_file(&dir, "layout.txt", &format!("{LAYOUT}\n"));
    let out_file = dir.path().join("offered.txt");
    let out = sheetdoku()
        .args(["--json", "solve", "-o"])
        .arg(&out_file)
        .arg(&file)
        .output()
        .unwrap();
    let stdout = String::from_utf8(out.stdout).unwrap();
    assert_eq!(out.status.code(), Some(0), "{stdout}");
    let offer: serde_json::Value = stdout
        .lines()
        .map(|l| serde_json::from_str::<serde_json::Value>(l).expect("one JSON object a line"))
        .find(|v| v["kind"] == "offer")
        .expect("an offer line");
    assert_eq!(offer["found"], true);
    let message = offer["message"].as_str().unwrap();
    assert!(message.contains("without a total"), "{message}");
    // The file holds the puzzle offered, as the line says: one solution,
    // every cage of the layout with a total.
    let written = std::fs::read_to_string(&out_file).unwrap();
    assert_eq!(written.trim(), offer["line"].as_str().unwrap());
    let p = read_puzzle(&out_file, &ReadOptions::default()).unwrap();
    assert!(!is_cage_layout(&p.geometry));
    assert!(p.geometry.cages().all(|(_, c)| c.sum != CageSum::NotGiven));
    assert_eq!(p.geometry.cages().count(), 28);
    assert_eq!(
        count_solutions(&p.geometry, &p.givens, 2).unwrap(),
        Count::Exact(1)
    );
}

#[test]
fn count_of_a_layout_says_so_in_the_teachers_language() {
    let dir = TempDir::new().unwrap();
    let file = text_file(&dir, "layout.txt", &format!("{LAYOUT}\n"));
    let out = sheetdoku()
        .args(["--lang", "de", "count"])
        .arg(&file)
        .output()
        .unwrap();
    let stdout = String::from_utf8(out.stdout).unwrap();
    assert_eq!(out.status.code(), Some(0), "{stdout}");
    assert!(stdout.contains("Käfigaufteilung"), "{stdout}");
    assert!(stdout.contains(" cages="), "{stdout}");
    assert!(stdout.contains("1 solution"), "{stdout}");
}
