//! f-puzzles and SudokuPad puzzles end to end: a `.json` file, a link
//! given in place of a file, a file of links written by `generate
//! --format`, and a rule sheetdoku lacks refused by its name (exit 2).

use predicates::prelude::*;
use sheetdoku::read::{read_puzzles, ReadOptions};
use sheetdoku::solve::{count_solutions, Count};
use tempfile::TempDir;

use super::common::{sheetdoku, text_file, MATLAB};

/// f-puzzles JSON of a 9x9 with the givens of `line` (`.` empty), written
/// out by hand as f-puzzles writes it: `{}` for an empty cell, a player's
/// digit in R9C9 that is no given, and `more` keys after the grid.
fn json_of(line: &str, more: &str) -> String {
    let rows: Vec<String> = line
        .as_bytes()
        .chunks(9)
        .enumerate()
        .map(|(r, row)| {
            let cells: Vec<String> = row
                .iter()
                .enumerate()
                .map(|(c, &b)| match b {
                    b'1'..=b'9' => format!(r#"{{"value":{},"given":true}}"#, b - b'0'),
                    _ if (r, c) == (8, 8) => r#"{"value":5,"centerPencilMarks":[5,6]}"#.into(),
                    _ => "{}".into(),
                })
                .collect();
            format!("[{}]", cells.join(","))
        })
        .collect();
    format!(
        "{{\n\"size\":9,\"title\":\"Intlinprog\",\"author\":\"MathWorks\",\n\"grid\":[\n{}\n]{more}\n}}\n",
        rows.join(",\n")
    )
}

#[test]
fn solve_reads_an_f_puzzles_json_file() {
    let dir = TempDir::new().unwrap();
    let path = text_file(&dir, "puzzle.json", &json_of(MATLAB, ""));
    sheetdoku()
        .arg("solve")
        .arg(&path)
        .arg("--no-output")
        .assert()
        .success()
        .stdout(predicate::str::contains("unique: yes"));
}

#[test]
fn solve_reads_a_link_given_in_place_of_a_file() {
    let dir = TempDir::new().unwrap();
    let puzzles = read_puzzles(
        &text_file(&dir, "p.json", &json_of(MATLAB, "")),
        &ReadOptions::default(),
    )
    .unwrap();
    let p = &puzzles[0];
    let links = sheetdoku::write::fpuzzles_links(&p.geometry, &p.givens, None).unwrap();
    for link in [&links.fpuzzles, &links.sudokupad] {
        sheetdoku()
            .current_dir(dir.path())
            .args(["solve", link])
            .assert()
            .success()
            .stdout(predicate::str::contains("unique: yes"))
            .stdout(predicate::str::contains("wrote puzzle-solved.xlsx"));
        assert!(dir.path().join("puzzle-solved.xlsx").exists());
        std::fs::remove_file(dir.path().join("puzzle-solved.xlsx")).unwrap();
    }
    // A link cut short is an input error naming the link by its start.
    let cut = &links.fpuzzles[..60];
    sheetdoku()
        .args(["solve", cut])
        .assert()
        .code(2)
        .stderr(predicate::str::contains("https://f-puzzles.com/?load="))
        .stderr(predicate::str::contains("copy it again, whole"));
}

#[test]
fn a_rule_sheetdoku_lacks_is_refused_by_its_f_puzzles_name() {
    let dir = TempDir::new().unwrap();
    let clone = r#","clone":[{"cells":["R1C1"],"cloneCells":["R9C9"]}]"#;
    let path = text_file(&dir, "clone.json", &json_of(MATLAB, clone));
    sheetdoku()
        .arg("solve")
        .arg(&path)
        .assert()
        .code(2)
        .stderr(predicate::str::contains(
            "clone.json: this puzzle uses 'clone', which sheetdoku does not support",
        ));
    // A thermometer is read, in its order; one that jumps a cell is
    // refused with the line and the cells named.
    let jump = r#","thermometer":[{"lines":[["R1C1","R1C3"]]}]"#;
    let path = text_file(&dir, "thermo.json", &json_of(MATLAB, jump));
    sheetdoku()
        .arg("solve")
        .arg(&path)
        .assert()
        .code(2)
        .stderr(predicate::str::contains(
            "line 1 at R1C1 ('thermometer') goes from R1C1 to R1C3, which do not touch",
        ));
    let broken = json_of(MATLAB, "").replace("\"grid\":[", "\"grid\":[,");
    let path = text_file(&dir, "broken.json", &broken);
    sheetdoku()
        .arg("solve")
        .arg(&path)
        .assert()
        .code(2)
        .stderr(predicate::str::contains(
            "broken.json, line 3: not valid f-puzzles JSON",
        ));
}

#[test]
fn generate_writes_links_that_solve_reads_back() {
    let dir = TempDir::new().unwrap();
    for (format, start) in [
        ("fpuzzles", "https://f-puzzles.com/?load="),
        ("sudokupad", "https://sudokupad.app/fpuzzles"),
    ] {
        let out = dir.path().join(format!("{format}.txt"));
        sheetdoku()
            .args(["generate", "--variant", "x", "--size", "6", "--count", "2"])
            .args(["--seed", "3", "--format", format, "-o"])
            .arg(&out)
            .assert()
            .success();
        let text = std::fs::read_to_string(&out).unwrap();
        let links: Vec<&str> = text.lines().filter(|l| !l.starts_with('#')).collect();
        assert_eq!(links.len(), 2, "{text}");
        assert!(links.iter().all(|l| l.starts_with(start)), "{text}");
        let puzzles = read_puzzles(&out, &ReadOptions::default()).unwrap();
        assert_eq!(puzzles.len(), 2);
        for p in &puzzles {
            assert!(p.geometry.has_diagonals());
            assert_eq!(
                count_solutions(&p.geometry, &p.givens, 2).unwrap(),
                Count::Exact(1)
            );
        }
        sheetdoku()
            .arg("solve")
            .arg(&out)
            .arg("--no-output")
            .assert()
            .success();
    }
}
