//! `sheetdoku count` over files: one line per puzzle in the file's order
//! while several puzzles are counted at once, and a large grid on which
//! one depth-first search gets lost.

use super::common::{data, sheetdoku, text_file, DIABOLSKE, MATLAB};
use predicates::prelude::*;
use tempfile::TempDir;

/// A file of 150 puzzles (several batches) with 64, 1 and 0 solutions in
/// turn: each line comes in the file's order with its own count, and the
/// summary counts them all.
#[test]
fn a_file_is_counted_in_its_order() {
    let dir = TempDir::new().unwrap();
    let none = format!("11{}", &MATLAB[2..]);
    let lines: Vec<&str> = (0..150)
        .map(|i| match i % 3 {
            0 => DIABOLSKE,
            1 => MATLAB,
            _ => none.as_str(),
        })
        .collect();
    let file = text_file(&dir, "mixed.txt", &(lines.join("\n") + "\n"));
    let out = sheetdoku()
        .args(["count", "--limit", "100"])
        .arg(&file)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    let stdout = String::from_utf8(out.stdout).unwrap();
    let got: Vec<&str> = stdout.lines().collect();
    assert_eq!(got.len(), 151, "{stdout}");
    for (i, line) in got[..150].iter().enumerate() {
        let count = match i % 3 {
            0 => "64 solutions",
            1 => "1 solution",
            _ => "0 solutions",
        };
        let want = format!("line {}: {count} (native engine, ", i + 1);
        assert!(line.starts_with(&want), "{line} (wanted {want})");
    }
    assert!(
        got[150].starts_with("150 puzzles: 50 with one solution, 50 with none, 50 with several"),
        "{}",
        got[150]
    );
}

/// A 25x25 puzzle with 55% of its cells empty on which one depth-first
/// search got lost for more than 100 s: counting goes on by restarts past
/// the solutions found and shows two, or as many as the limit asks.
#[test]
fn a_25x25_that_stalls_one_search_is_counted() {
    for (limit, want) in [
        ("2", "at least 2 solutions"),
        ("500", "at least 500 solutions"),
    ] {
        sheetdoku()
            .args(["count", "--limit", limit, "--time-limit", "60"])
            .arg(data("stall25.txt"))
            .assert()
            .code(1)
            .stdout(predicate::str::contains(want));
    }
}
