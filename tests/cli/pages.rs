//! Pages for a class: the teacher's title carried from the sheet, no solver
//! details on the Solution page, the Play page as a pupil reads it, one
//! answer per chosen puzzle; generating for a class (levels in order, no
//! search unless asked) and copies that look different.

use std::path::Path;

use calamine::{open_workbook_auto, Data, Reader};
use rust_xlsxwriter::Workbook;
use sheetdoku::rate::rate;
use sheetdoku::read::{read_puzzles, ReadOptions};
use sheetdoku::solve::{count_solutions, Count};
use tempfile::TempDir;

use super::common::{sheetdoku, text_file, MATLAB};

/// Every text of `sheet`, row by row.
fn texts(path: &Path, sheet: &str) -> Vec<(u32, u32, String)> {
    let mut book = open_workbook_auto(path).unwrap();
    let range = book.worksheet_range(sheet).unwrap();
    let (top, left) = range.start().unwrap_or((0, 0));
    range
        .cells()
        .filter_map(|(r, c, v)| match v {
            Data::String(s) => Some((top + r as u32, left + c as u32, s.clone())),
            Data::Float(x) => Some((top + r as u32, left + c as u32, x.to_string())),
            _ => None,
        })
        .collect()
}

/// A teacher's sheet: a title at A1, the grid at B4:J12 (so its own
/// column letters are B-J and its row numbers 4-12).
fn teachers_sheet(dir: &TempDir) -> std::path::PathBuf {
    let path = dir.path().join("week.xlsx");
    let mut book = Workbook::new();
    let sheet = book.add_worksheet().set_name("Week 12").unwrap();
    sheet
        .write_string(0, 0, "Puzzle of the week - Year 9")
        .unwrap();
    for (i, ch) in MATLAB.chars().enumerate() {
        if let Some(d) = ch.to_digit(10) {
            let (r, c) = (3 + (i / 9) as u32, 1 + (i % 9) as u16);
            sheet.write_number(r, c, f64::from(d)).unwrap();
        }
    }
    book.save(&path).unwrap();
    path
}

#[test]
fn the_pages_carry_the_teachers_title_and_speak_to_the_class() {
    let dir = TempDir::new().unwrap();
    let input = teachers_sheet(&dir);
    let out = dir.path().join("answer.xlsx");
    sheetdoku()
        .arg("solve")
        .arg(&input)
        .arg("-o")
        .arg(&out)
        .assert()
        .success();
    for sheet in ["Solution", "Play"] {
        let cells = texts(&out, sheet);
        assert_eq!(cells[0].2, "Puzzle of the week - Year 9", "{sheet}");
        let all: String = cells
            .iter()
            .map(|c| c.2.as_str())
            .collect::<Vec<_>>()
            .join("\n");
        for detail in ["microlp", "BLP", "variables", "presolve", "constraints"] {
            assert!(!all.contains(detail), "{sheet} shows '{detail}':\n{all}");
        }
    }
    // The solver's details stay on the Info sheet.
    let info: Vec<String> = texts(&out, "Info").into_iter().map(|c| c.2).collect();
    assert!(info.iter().any(|t| t.starts_with("Solved")), "{info:?}");
    // The Play page: a Name/Date line, columns A-I and rows 1-9 around the
    // grid (not B-J and 4-12, where the grid sat on the teacher's sheet),
    // the rules under it, and no block map.
    let play = texts(&out, "Play");
    assert!(
        play.iter().any(|c| c.2.starts_with("Name: ___")),
        "{play:?}"
    );
    let header = play
        .iter()
        .find(|c| c.2 == "A" && c.1 == 1)
        .map(|c| c.0)
        .expect("column letters");
    let letters: Vec<&str> = play
        .iter()
        .filter(|c| c.0 == header)
        .map(|c| c.2.as_str())
        .collect();
    assert_eq!(letters, ["A", "B", "C", "D", "E", "F", "G", "H", "I"]);
    let numbers: Vec<&str> = play
        .iter()
        .filter(|c| c.1 == 0 && c.0 > header && c.0 <= header + 9)
        .map(|c| c.2.as_str())
        .collect();
    assert_eq!(numbers, ["1", "2", "3", "4", "5", "6", "7", "8", "9"]);
    assert!(
        play.iter().any(|c| c.0 > header + 9
            && c.2.starts_with(
                "Fill in the empty cells with the digits 1 to 9: every row, column and 3x3 block holds each digit once."
            )),
        "{play:?}"
    );
}

#[test]
fn the_rules_line_names_what_each_variant_adds() {
    let dir = TempDir::new().unwrap();
    let out = dir.path().join("x.xlsx");
    let x = "..9..3.47...9...6567.5..9.3896....5...........4528.136.1.7.2....3..645.8.6....3.1 variant=x";
    let input = text_file(&dir, "x.txt", &format!("{x}\n"));
    sheetdoku()
        .arg("solve")
        .arg(&input)
        .arg("-o")
        .arg(&out)
        .assert()
        // This X puzzle has more than one solution: solve says so (exit 1)
        // and writes the pages all the same.
        .code(1);
    let play = texts(&out, "Play");
    assert!(
        play.iter().any(|c| c
            .2
            .contains("every row, column and 3x3 block holds each digit once; so does each of the two shaded diagonals.")),
        "{play:?}"
    );
}

#[test]
fn solving_another_puzzle_of_a_file_writes_another_answer() {
    let dir = TempDir::new().unwrap();
    let second = MATLAB.chars().rev().collect::<String>();
    let input = text_file(&dir, "two.txt", &format!("{MATLAB}\n{second}\n"));
    for k in ["1", "2"] {
        sheetdoku()
            .arg("solve")
            .arg(&input)
            .args(["--puzzle", k])
            .assert()
            .success();
    }
    let first = dir.path().join("two-1-solved.xlsx");
    let other = dir.path().join("two-2-solved.xlsx");
    assert!(first.exists() && other.exists());
    let read = |p: &Path| {
        read_puzzles(p, &ReadOptions::default()).unwrap()[0]
            .givens
            .clone()
    };
    assert_ne!(read(&first), read(&other));
}

/// The puzzle lines of a text output (comments left out) and their notes.
fn puzzle_lines(text: &str) -> Vec<&str> {
    text.lines().filter(|l| !l.starts_with('#')).collect()
}

#[test]
fn levels_come_in_the_order_asked_and_ratings_easiest_first() {
    let dir = TempDir::new().unwrap();
    let out = dir.path().join("levels.txt");
    sheetdoku()
        .args(["generate", "--seed", "3", "--difficulty", "easy,medium"])
        .args(["--count", "2", "-o"])
        .arg(&out)
        .assert()
        .success();
    let text = std::fs::read_to_string(&out).unwrap();
    let levels: Vec<&str> = puzzle_lines(&text)
        .iter()
        .map(|l| l.split(": ").nth(1).unwrap().split(' ').next().unwrap())
        .collect();
    assert_eq!(levels, ["easy", "easy", "medium", "medium"], "{text}");
    let out = dir.path().join("range.txt");
    sheetdoku()
        .args([
            "generate", "--seed", "4", "--rating", "1.0-4.4", "--count", "4", "-o",
        ])
        .arg(&out)
        .assert()
        .success();
    let text = std::fs::read_to_string(&out).unwrap();
    let scores: Vec<f64> = puzzle_lines(&text)
        .iter()
        .map(|l| {
            let at = l.find("(rating ").unwrap() + "(rating ".len();
            l[at..].split(')').next().unwrap().parse().unwrap()
        })
        .collect();
    assert_eq!(scores.len(), 4);
    assert!(scores.windows(2).all(|w| w[0] <= w[1]), "{text}");
}

#[test]
fn a_class_gets_no_puzzle_that_needs_search_unless_asked() {
    let dir = TempDir::new().unwrap();
    let out = dir.path().join("jigsaw.txt");
    sheetdoku()
        .args([
            "generate",
            "--variant",
            "jigsaw",
            "--seed",
            "2",
            "--count",
            "4",
            "-o",
        ])
        .arg(&out)
        .assert()
        .success();
    let puzzles = read_puzzles(&out, &ReadOptions::default()).unwrap();
    assert_eq!(puzzles.len(), 4);
    for p in &puzzles {
        let rating = rate(&p.geometry, &p.givens).unwrap();
        assert!(rating.solved_by_logic(), "{:?}", p.source);
    }
}

#[test]
fn copies_for_a_class_count_right_and_come_from_the_teachers_own_puzzle() {
    let dir = TempDir::new().unwrap();
    let out = dir.path().join("copies.txt");
    sheetdoku()
        .args([
            "generate",
            "--variant",
            "jigsaw",
            "--seed",
            "7",
            "--copies",
            "4",
            "-o",
        ])
        .arg(&out)
        .assert()
        .success()
        .stdout(predicates::str::contains("(4 puzzles, one per line)"));
    let text = std::fs::read_to_string(&out).unwrap();
    assert_eq!(puzzle_lines(&text).len(), 4, "{text}");
    let copies = read_puzzles(&out, &ReadOptions::default()).unwrap();
    let maps: std::collections::HashSet<Vec<u8>> = copies
        .iter()
        .map(|p| p.geometry.block_map().to_vec())
        .collect();
    assert!(maps.len() > 1, "every copy shows the same block map");
    // The teacher's own puzzle, from a workbook of theirs.
    let input = teachers_sheet(&dir);
    let out = dir.path().join("mine.txt");
    sheetdoku()
        .args(["generate", "--seed", "1", "--copies", "3", "--from"])
        .arg(&input)
        .arg("-o")
        .arg(&out)
        .assert()
        .success();
    let original = &read_puzzles(&input, &ReadOptions::default()).unwrap()[0];
    let level = rate(&original.geometry, &original.givens).unwrap().level;
    let copies = read_puzzles(&out, &ReadOptions::default()).unwrap();
    assert_eq!(copies.len(), 3);
    let text = std::fs::read_to_string(&out).unwrap();
    for (p, line) in copies.iter().zip(puzzle_lines(&text)) {
        assert_ne!(p.givens, original.givens);
        assert_eq!(
            count_solutions(&p.geometry, &p.givens, 2).unwrap(),
            Count::Exact(1)
        );
        assert!(line.contains(&format!(": {level} (")), "{line}");
        assert_eq!(p.givens.given_count(), original.givens.given_count());
    }
}

#[test]
fn the_answer_key_says_when_a_puzzle_has_more_than_one_solution() {
    let dir = TempDir::new().unwrap();
    // Two solutions: rows 3 and 4 can swap their 1s and 3s in columns B, D.
    let several = text_file(&dir, "several.txt", "1234\n....\n....\n....\n");
    let unique = text_file(&dir, "unique.txt", "1...\n..1.\n.4..\n...2\n");
    let out = dir.path().join("class.xlsx");
    sheetdoku()
        .args(["worksheet", "--allow-broken", "-o"])
        .arg(&out)
        .arg(&unique)
        .arg(&several)
        .assert()
        .code(1)
        .stderr(predicates::str::contains(
            "several.txt, line 1: several solutions",
        ));
    // The answer key is in the teacher's file, beside the pupils'.
    let teacher = dir.path().join("class-teacher.xlsx");
    let key: Vec<String> = texts(&teacher, "Answers")
        .into_iter()
        .map(|t| t.2)
        .collect();
    let notes: Vec<&String> = key.iter().filter(|t| t.contains("NOT unique")).collect();
    assert_eq!(notes.len(), 1, "{key:?}");
    // Puzzle 2 is the one with two solutions; its note names the cells.
    assert!(notes[0].starts_with("2.  "), "{notes:?}");
    assert!(notes[0].contains("4 cells"), "{notes:?}");
    assert!(key.contains(&"Notes on the puzzles".to_string()), "{key:?}");
}
