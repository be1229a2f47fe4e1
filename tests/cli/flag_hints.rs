//! The library says what to give in its own words; the command names its
//! flags where it prints the error to the teacher, on the terminal and in
//! the --json error line.

use predicates::prelude::*;
use tempfile::TempDir;

use super::common::{sheetdoku, text_file, unused_map_workbook, MATLAB};

/// A CSV of a sparse 4x4 at the sheet's corner: a 4x4 or a 6x6 may hold it.
const SPARSE: &str = ",3,,\n4,,1,\n,1,,\n";

#[test]
fn an_ambiguous_grid_is_chosen_with_puzzle_or_size() {
    let dir = TempDir::new().unwrap();
    let path = text_file(&dir, "corner.csv", SPARSE);
    sheetdoku()
        .args(["solve", "--no-output"])
        .arg(&path)
        .assert()
        .code(2)
        .stderr(predicate::str::contains(
            "choose one: --puzzle 'A1:D4' (4x4, row 4 and column D empty); \
             --puzzle 'A1:F6' (6x6, rows 4 to 6 and columns D to F empty); \
             or give the size (--size 4 or --size 6)",
        ));
    let out = sheetdoku()
        .args(["--json", "solve", "--no-output"])
        .arg(&path)
        .assert()
        .code(2)
        .get_output()
        .stdout
        .clone();
    let line = String::from_utf8(out).unwrap();
    assert!(line.contains("\"kind\":\"error\""), "{line}");
    assert!(line.contains("--puzzle 'A1:D4'"), "{line}");
    assert!(line.contains("--size 4 or --size 6"), "{line}");
}

/// MATLAB's puzzle as CSV rows, `copies` times side by side.
fn csv_rows(copies: usize) -> String {
    let rows: Vec<String> = MATLAB
        .as_bytes()
        .chunks(9)
        .map(|r| {
            let row: Vec<String> = r
                .iter()
                .map(|&c| {
                    if c == b'.' {
                        String::new()
                    } else {
                        (c as char).to_string()
                    }
                })
                .collect();
            vec![row.join(","); copies].join(",,")
        })
        .collect();
    rows.join("\n")
}

#[test]
fn several_grids_and_puzzles_are_chosen_with_puzzle() {
    let dir = TempDir::new().unwrap();
    let path = text_file(&dir, "two.csv", &csv_rows(2));
    sheetdoku()
        .args(["solve", "--no-output"])
        .arg(&path)
        .assert()
        .code(2)
        .stderr(predicate::str::contains("--puzzle 'A1:I9'"))
        .stderr(predicate::str::contains("--puzzle 'K1:S9'"));
    let lines = text_file(&dir, "two.txt", &format!("{MATLAB}\n{MATLAB}\n"));
    sheetdoku()
        .args(["template", "-o"])
        .arg(dir.path().join("t.xlsx"))
        .arg("--from")
        .arg(&lines)
        .assert()
        .code(2)
        .stderr(predicate::str::contains(
            "2 puzzles in file (1, 2); choose one with --puzzle NAME or NUMBER",
        ));
}

#[test]
fn a_jigsaw_without_its_map_is_given_one_with_blocks() {
    let dir = TempDir::new().unwrap();
    let path = text_file(&dir, "p.csv", &csv_rows(1));
    sheetdoku()
        .args(["solve", "--no-output", "--variant", "jigsaw"])
        .arg(&path)
        .assert()
        .code(2)
        .stderr(predicate::str::contains(
            "the jigsaw variant needs a block map: give the block map \
             (sheet B, a table labelled B, or --blocks)",
        ));
}

#[test]
fn settings_the_library_refuses_name_their_flags() {
    sheetdoku()
        .args(["generate", "--size", "4", "--givens", "17"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains(
            "--givens 17 is more than the 16 cells of the grid",
        ));
    if cfg!(feature = "highs") {
        return;
    }
    let dir = TempDir::new().unwrap();
    let path = text_file(&dir, "p.txt", &format!("{MATLAB}\n"));
    sheetdoku()
        .args(["solve", "--no-output", "--solver", "highs"])
        .arg(&path)
        .assert()
        .code(2)
        .stderr(predicate::str::contains("rebuild with --features highs"));
}

/// A second block map, on a sheet the puzzle does not use, is named on
/// the terminal with the flag that would use it.
#[test]
fn an_unused_block_map_is_named_with_its_flag() {
    let dir = TempDir::new().unwrap();
    let path = unused_map_workbook(&dir);
    sheetdoku()
        .args(["solve", "--no-output"])
        .arg(&path)
        .assert()
        .success()
        .stderr(predicate::str::contains(
            "sheet 'Last week' also holds a block map, 'Last week'!A1:I9, that is not used \
             (--blocks \"'Last week'!A1:I9\" uses it)",
        ));
}

#[test]
fn the_calc_extension_gets_steps_in_calc_not_flags() {
    // What the extension shows a teacher: the grid to select in Calc's
    // own notation and the command to choose again, in her language; no
    // flag of the command line.
    let dir = TempDir::new().unwrap();
    let two = text_file(&dir, "two.csv", &csv_rows(2));
    let corner = text_file(&dir, "corner.csv", SPARSE);
    let refused = |lang: &str, path: &std::path::Path| {
        let out = sheetdoku()
            .args(["--calc-words", "--lang", lang, "solve", "--no-output"])
            .arg(path)
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(2));
        String::from_utf8(out.stderr).unwrap()
    };
    let said = refused("en", &two);
    assert!(said.contains("select A1:I9; select K1:S9"), "{said}");
    assert!(!said.contains("--"), "{said}");
    let said = refused("sk", &corner);
    assert!(said.contains("označte A1:D4"), "{said}");
    assert!(said.contains("alebo označte presne mriežku 4x4"), "{said}");
    assert!(said.contains("zvoľte príkaz znova"), "{said}");
    assert!(!said.contains("--") && !said.contains("choose"), "{said}");
    let path = text_file(&dir, "p.csv", &csv_rows(1));
    let out = sheetdoku()
        .args([
            "--calc-words",
            "solve",
            "--no-output",
            "--variant",
            "jigsaw",
        ])
        .arg(&path)
        .output()
        .unwrap();
    let said = String::from_utf8(out.stderr).unwrap();
    assert!(
        said.contains("add a sheet named B holding the block map"),
        "{said}"
    );
}
