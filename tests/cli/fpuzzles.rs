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

#[test]
fn solve_reads_arrows_and_little_killers_from_f_puzzles() {
    for file in ["arrow9.json", "little_killer9.json"] {
        let path = std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR"))
            .join("tests/data")
            .join(file);
        sheetdoku()
            .arg("solve")
            .arg(&path)
            .arg("--no-output")
            .assert()
            .success()
            .stdout(predicate::str::contains("unique: yes"));
    }
}

/// An even/odd 9x9 made with sheetdoku itself from the MATLAB example's
/// grid: 36 cells marked even or odd (seeded at random), then the MATLAB
/// givens thinned to 14 while the engine still counted one solution.
const EVEN_ODD_GIVENS: &str =
    ".2..3..4.6.......3..4...5.....8.........1.......7.5.....7..............8.3.......";
/// Its solution, written out by hand from the MATLAB example's.
const EVEN_ODD_SOLUTION: &str =
    "925631847618574293374982561749826135852413976163795482287359614491267358536148729";
/// Its grey squares and circles, as f-puzzles writes them.
const EVEN_ODD_KEYS: &str = concat!(
    r#","even":[{"cell":"R1C2"},{"cell":"R1C8"},{"cell":"R2C6"},{"cell":"R2C7"},"#,
    r#"{"cell":"R3C6"},{"cell":"R3C8"},{"cell":"R5C3"},{"cell":"R6C2"},{"cell":"R6C8"},"#,
    r#"{"cell":"R7C1"},{"cell":"R7C2"},{"cell":"R7C7"},{"cell":"R7C9"},{"cell":"R8C1"},"#,
    r#"{"cell":"R8C5"},{"cell":"R8C9"},{"cell":"R9C3"},{"cell":"R9C5"}]"#,
    r#","odd":[{"cell":"R1C5"},{"cell":"R1C6"},{"cell":"R2C4"},{"cell":"R2C5"},"#,
    r#"{"cell":"R2C9"},{"cell":"R3C1"},{"cell":"R3C4"},{"cell":"R4C3"},{"cell":"R5C2"},"#,
    r#"{"cell":"R6C5"},{"cell":"R6C6"},{"cell":"R7C3"},{"cell":"R7C4"},{"cell":"R8C6"},"#,
    r#"{"cell":"R8C8"},{"cell":"R9C4"},{"cell":"R9C7"},{"cell":"R9C9"}]"#
);

#[test]
fn an_even_odd_puzzle_is_read_solved_and_checked() {
    let dir = TempDir::new().unwrap();
    let path = text_file(
        &dir,
        "even-odd.json",
        &json_of(EVEN_ODD_GIVENS, EVEN_ODD_KEYS),
    );
    let puzzles = read_puzzles(&path, &ReadOptions::default()).unwrap();
    let p = &puzzles[0];
    assert_eq!(p.geometry.constraints().len(), 27 + 36);
    let solution = sheetdoku::Grid::parse_line(EVEN_ODD_SOLUTION).unwrap();
    assert_eq!(
        sheetdoku::solve::solve_native(&p.geometry, &p.givens).unwrap(),
        Some(solution.clone())
    );
    assert_eq!(
        count_solutions(&p.geometry, &p.givens, 2).unwrap(),
        Count::Exact(1)
    );
    assert!(sheetdoku::check::check(&p.geometry, &solution)
        .conflicts
        .is_empty());
    // The 14 givens alone leave several grids: the squares and circles
    // are needed.
    let plain = sheetdoku::Geometry::standard(9).unwrap();
    assert_eq!(
        count_solutions(&plain, &p.givens, 2).unwrap(),
        Count::AtLeast(2)
    );
    sheetdoku()
        .arg("solve")
        .arg(&path)
        .arg("--no-output")
        .assert()
        .success()
        .stdout(predicate::str::contains("unique: yes"));
    // A pupil's 4 in R1C5, under a grey circle, is named by `check`.
    let wrong = EVEN_ODD_GIVENS.replacen("3", "4", 1);
    let path = text_file(&dir, "wrong.json", &json_of(&wrong, EVEN_ODD_KEYS));
    sheetdoku()
        .arg("check")
        .arg(&path)
        .assert()
        .stdout(predicate::str::contains(
            "E1 holds 4, an even digit, but its grey circle asks for an odd one",
        ));
}
