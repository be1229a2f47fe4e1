//! `sheetdoku generate --rules`: puzzles with marks read off their answer,
//! written, read back, unique and carrying the rules asked for.

use sheetdoku::read::{read_puzzles, ReadOptions};
use sheetdoku::solve::{count_solutions, Count};
use sheetdoku::{Puzzle, RuleFamily};
use tempfile::TempDir;

use super::common::sheetdoku;

/// The puzzles of `path`, each checked to have one solution.
fn unique_puzzles(path: &std::path::Path) -> Vec<Puzzle> {
    let puzzles = read_puzzles(path, &ReadOptions::default()).unwrap();
    for (i, p) in puzzles.iter().enumerate() {
        assert_eq!(
            count_solutions(&p.geometry, &p.givens, 2).unwrap(),
            Count::Exact(1),
            "puzzle {} of {}",
            i + 1,
            path.display()
        );
    }
    puzzles
}

/// The families of `p`'s rules beyond its units.
fn families(p: &Puzzle) -> Vec<RuleFamily> {
    p.geometry
        .families()
        .into_iter()
        .filter(|&f| f != RuleFamily::Units)
        .collect()
}

#[test]
fn a_greater_than_worksheet_of_4x4_reads_back_unique_with_its_signs() {
    let dir = TempDir::new().unwrap();
    let out = dir.path().join("signs.ods");
    sheetdoku()
        .args(["generate", "--size", "4", "--rules", "greater-than"])
        .args(["--count", "4", "--seed", "3", "-o"])
        .arg(&out)
        .assert()
        .success();
    let puzzles = unique_puzzles(&out);
    assert_eq!(puzzles.len(), 4);
    for p in &puzzles {
        assert_eq!(families(p), [RuleFamily::GreaterThan]);
        assert_eq!(p.geometry.size(), 4);
    }
    // The teacher's file holds the same puzzles.
    let teacher = unique_puzzles(&dir.path().join("signs-teacher.ods"));
    assert_eq!(teacher.len(), 4);
}

#[test]
fn two_rules_asked_for_are_both_on_every_puzzle_and_the_givens_keep_the_symmetry() {
    let dir = TempDir::new().unwrap();
    let out = dir.path().join("marks.txt");
    sheetdoku()
        .args(["generate", "--size", "6", "--rules", "even-odd,kropki"])
        .args([
            "--symmetry",
            "rotate180",
            "--count",
            "3",
            "--seed",
            "8",
            "-o",
        ])
        .arg(&out)
        .assert()
        .success();
    let puzzles = unique_puzzles(&out);
    assert_eq!(puzzles.len(), 3);
    for p in &puzzles {
        let mut found = families(p);
        found.sort_unstable();
        assert_eq!(found, [RuleFamily::EvenOdd, RuleFamily::Kropki]);
        for cell in 0..36 {
            let image = 35 - cell;
            assert_eq!(
                p.givens.get(cell) != 0,
                p.givens.get(image) != 0,
                "{cell} and {image}"
            );
        }
    }
}

#[test]
fn xv_puzzles_written_as_fpuzzles_links_read_back_with_their_marks() {
    let dir = TempDir::new().unwrap();
    let out = dir.path().join("xv.txt");
    sheetdoku()
        .args(["generate", "--rules", "xv", "--count", "2", "--seed", "4"])
        .args(["--format", "fpuzzles", "-o"])
        .arg(&out)
        .assert()
        .success();
    let text = std::fs::read_to_string(&out).unwrap();
    assert!(text.contains("f-puzzles.com"), "{text}");
    for p in unique_puzzles(&out) {
        assert_eq!(families(&p), [RuleFamily::Xv]);
    }
}

#[test]
fn a_rule_that_cannot_be_generated_is_refused_naming_those_that_can() {
    let run = sheetdoku()
        .args(["generate", "--size", "4", "--rules", "greater-than,arrow"])
        .assert()
        .code(2);
    let stderr = String::from_utf8(run.get_output().stderr.clone()).unwrap();
    assert!(stderr.contains("'arrow' cannot be generated"), "{stderr}");
    assert!(
        stderr.contains("greater-than, even-odd, kropki, xv"),
        "{stderr}"
    );
    // Symbols have no values for the marks to compare.
    let run = sheetdoku()
        .args(["generate", "--size", "4", "--rules", "kropki"])
        .args(["--symbols", "ABCD", "-o", "never.xlsx"])
        .assert()
        .code(2);
    let stderr = String::from_utf8(run.get_output().stderr.clone()).unwrap();
    assert!(stderr.contains("leave --symbols out"), "{stderr}");
}

#[test]
fn json_lines_stream_each_thermometer_puzzle_with_its_lines() {
    let dir = TempDir::new().unwrap();
    let out = sheetdoku()
        .args(["--json", "generate", "--size", "6"])
        .args(["--rules", "thermometer", "--count", "3", "--seed", "6"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(0));
    let stdout = String::from_utf8(out.stdout).unwrap();
    let lines: Vec<String> = stdout
        .lines()
        .map(|l| serde_json::from_str::<serde_json::Value>(l).unwrap())
        .filter(|v| v["kind"] == "puzzle")
        .map(|v| v["line"].as_str().unwrap().to_string())
        .collect();
    assert_eq!(lines.len(), 3, "{stdout}");
    // Each line reads back as a unique puzzle with thermometers only.
    let text = dir.path().join("lines.txt");
    std::fs::write(&text, lines.join("\n") + "\n").unwrap();
    let puzzles = unique_puzzles(&text);
    assert_eq!(puzzles.len(), 3);
    for p in &puzzles {
        assert_eq!(families(p), [RuleFamily::Thermo]);
    }
}
