//! Outputs: the format and folder of `-o` checked before any work, and the
//! text form (one puzzle per line, with the variant's fields) written by
//! `generate` and `solve` and read back by `solve`, `rate` and `worksheet`.

use predicates::prelude::*;
use tempfile::TempDir;

use super::common::{sample, sheetdoku, text_file, MATLAB};

#[test]
fn a_wrong_ending_is_refused_before_any_work() {
    let dir = TempDir::new().unwrap();
    let out = dir.path().join("out.csv");
    sheetdoku()
        .args(["solve"])
        .arg(sample("windoku-x.ods"))
        .arg("-o")
        .arg(&out)
        .assert()
        .code(2)
        // Nothing was solved: no grid, no "Solved" line.
        .stdout(predicate::str::is_empty())
        .stderr(predicate::str::contains(
            "out.csv: the solution can be written as .xlsx, .ods or .txt (one per line)",
        ));
    assert!(!out.exists());

    let pdf = dir.path().join("gen.pdf");
    sheetdoku()
        .args(["generate", "--seed", "1", "-o"])
        .arg(&pdf)
        .assert()
        .code(2)
        .stdout(predicate::str::is_empty())
        .stderr(predicate::str::contains(
            "gen.pdf: generated puzzles can be written as .xlsx, .ods or .txt",
        ));
    for cmd in ["worksheet", "template"] {
        let mut c = sheetdoku();
        c.arg(cmd);
        if cmd == "worksheet" {
            c.arg(text_file(&dir, "p.txt", MATLAB));
        }
        c.arg("-o")
            .arg(dir.path().join("sheet.txt"))
            .assert()
            .code(2)
            .stderr(predicate::str::contains("can be written as .xlsx or .ods"));
    }
}

#[test]
fn a_missing_folder_is_refused_before_any_work() {
    let dir = TempDir::new().unwrap();
    let out = dir.path().join("no-such-folder").join("g.xlsx");
    sheetdoku()
        .args(["generate", "--seed", "1", "-o"])
        .arg(&out)
        .assert()
        .code(2)
        .stdout(predicate::str::is_empty())
        .stderr(predicate::str::contains("no-such-folder does not exist"));
}

#[test]
fn generated_text_reads_back_for_every_variant() {
    let dir = TempDir::new().unwrap();
    for (variant, size, field) in [
        ("standard", "4", None),
        ("x", "4", Some("variant=x")),
        ("windoku", "9", Some("variant=windoku")),
        ("jigsaw", "6", Some("blocks=")),
        ("jigsaw-x", "6", Some("variant=jigsaw-x")),
    ] {
        let out = dir.path().join(format!("{variant}.txt"));
        let printed = sheetdoku()
            .args(["generate", "--variant", variant, "--size", size])
            .args(["--seed", "7", "--count", "2", "-o"])
            .arg(&out)
            .assert()
            .success()
            .stdout(predicate::str::contains("(2 puzzles, one per line)"))
            .get_output()
            .stdout
            .clone();
        let text = std::fs::read_to_string(&out).unwrap();
        // What was printed is what was written, and every line is usable.
        assert!(String::from_utf8(printed).unwrap().starts_with(&text));
        let puzzles: Vec<&str> = text.lines().filter(|l| !l.starts_with('#')).collect();
        assert_eq!(puzzles.len(), 2, "{text}");
        for line in &puzzles {
            match field {
                Some(f) => assert!(line.contains(f), "{variant}: {line}"),
                None => assert!(!line.contains('='), "{variant}: {line}"),
            }
        }
        // solve reads the variant back: a standard 4x4 reader would find
        // these jigsaw and diagonal puzzles not unique or wrongly solved.
        let solved = dir.path().join(format!("{variant}-solved.txt"));
        sheetdoku()
            .arg("solve")
            .arg(&out)
            .args(["--unique", "-o"])
            .arg(&solved)
            .assert()
            .success()
            .stdout(predicate::str::contains("2 solved"));
        let lines = std::fs::read_to_string(&solved).unwrap();
        assert_eq!(lines.lines().count(), 2);
        sheetdoku().arg("rate").arg(&out).assert().success();
        sheetdoku()
            .arg("worksheet")
            .arg(&out)
            .arg("-o")
            .arg(dir.path().join(format!("{variant}.xlsx")))
            .assert()
            .success()
            .stdout(predicate::str::contains("(2 puzzles)"));
    }
}

#[test]
fn one_puzzle_solves_to_a_text_line_that_checks() {
    let dir = TempDir::new().unwrap();
    let out = dir.path().join("answer.txt");
    sheetdoku()
        .arg("solve")
        .arg(sample("jigsaw.ods"))
        .arg("-o")
        .arg(&out)
        .assert()
        .success()
        .stdout(predicate::str::contains("wrote"));
    let line = std::fs::read_to_string(&out).unwrap();
    assert_eq!(line.lines().count(), 1);
    assert!(line.contains(" variant=jigsaw blocks="), "{line}");
    // The line is the solved grid of that jigsaw: check finds no broken rule.
    sheetdoku().arg("check").arg(&out).assert().success();
}

#[test]
fn a_bad_field_names_the_file_and_line() {
    let dir = TempDir::new().unwrap();
    let file = text_file(
        &dir,
        "bad.txt",
        "# two puzzles\n1............... variant=x\n1............... variant=hexagon\n",
    );
    sheetdoku()
        .arg("solve")
        .arg(&file)
        .assert()
        .code(2)
        .stderr(predicate::str::contains(
            "bad.txt, line 3: unknown variant 'hexagon'",
        ));
}
