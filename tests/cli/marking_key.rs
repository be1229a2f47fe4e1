//! `check --key teacher-file returned/*`: the teacher's own worksheet is
//! the key, each pupil's grid is found by its givens (a sheet renamed, a
//! Key deleted do not matter), a word in a cell is named there and the
//! rest still marked, a deleted grid is missing, a file given twice is
//! counted once, a copy under another name marked with a note, a file of another worksheet is named; without
//! the key, a pupils' file holding no answers is marked against answers
//! solved from its own Key, with a word on the safer way.

use std::path::{Path, PathBuf};

use calamine::{open_workbook_auto, Data, Reader};
use predicates::prelude::*;
use tempfile::TempDir;

use super::common::sheetdoku;
use super::pupil::{pupil_saves_with, Action, Typing};

/// A worksheet of two generated 9x9 puzzles.
fn worksheet(dir: &TempDir, name: &str, seed: &str) -> PathBuf {
    let out = dir.path().join(name);
    sheetdoku()
        .args(["generate", "--count", "2", "--seed", seed, "-o"])
        .arg(&out)
        .assert()
        .success();
    out
}

/// The teacher's file written beside the pupils' file `pupils`: the
/// key, with the answers.
fn teacher_file(pupils: &Path) -> PathBuf {
    sheetdoku::write::teacher_path(pupils)
}

/// The Key sheet's rows of `book` as texts.
fn key_rows(book: &Path) -> Vec<Vec<String>> {
    let mut wb = open_workbook_auto(book).unwrap();
    let range = wb.worksheet_range("Key").unwrap();
    range
        .rows()
        .map(|r| r.iter().map(Data::to_string).collect())
        .collect()
}

/// Puzzle `name`'s givens and answer, from the Key's columns F and G.
fn givens_and_answer(book: &Path, name: &str) -> (Vec<u8>, Vec<u8>) {
    let rows = key_rows(book);
    let row = rows.iter().find(|r| r[1] == name).unwrap();
    let digits = |s: &str| -> Vec<u8> {
        s.chars()
            .take(81)
            .map(|c| c.to_digit(10).map_or(0, |d| d as u8))
            .collect()
    };
    (digits(&row[5]), digits(&row[6]))
}

/// Every empty cell of a puzzle typed from its answer.
fn solved(givens: &[u8], answer: &[u8]) -> Vec<(usize, usize, u8)> {
    (0..81)
        .filter(|&c| givens[c] == 0)
        .map(|c| (c / 9, c % 9, answer[c]))
        .collect()
}

#[test]
fn marked_against_the_teachers_file_whatever_pupils_did_to_theirs() {
    let dir = TempDir::new().unwrap();
    let teacher = worksheet(&dir, "ws.ods", "7");
    let other = worksheet(&dir, "other.ods", "8");
    let (g1, a1) = givens_and_answer(&teacher_file(&teacher), "P1");
    let (g2, _) = givens_and_answer(&teacher_file(&teacher), "P2");
    let returned = dir.path().join("returned");
    std::fs::create_dir(&returned).unwrap();
    // Anna solves P1 and renames its sheet; types a word into a free cell
    // of P2, and deletes the Key.
    let free = (0..81).find(|&c| g2[c] == 0).unwrap();
    let word_at = (free / 9, free % 9);
    let p1 = solved(&g1, &a1);
    let anna = returned.join("anna.ods");
    pupil_saves_with(
        &teacher,
        &anna,
        &[Typing {
            sheet: "P1",
            origin: Some((0, 0)),
            typed: &p1,
        }],
        &[
            Action::Rename("P1".into(), "Mine".into()),
            Action::Text("P2".into(), word_at, "seven".into()),
            Action::Delete("Key".into()),
        ],
    );
    let copy = returned.join("anna-copy.ods");
    std::fs::copy(&anna, &copy).unwrap();
    // Ben returns a file of another worksheet; Cleo deletes P2.
    let ben = returned.join("ben.ods");
    pupil_saves_with(&other, &ben, &[], &[]);
    let cleo = returned.join("cleo.ods");
    pupil_saves_with(&teacher, &cleo, &[], &[Action::Delete("P2".into())]);
    // Dora swaps the names of P1 and P2, inserts a row above the grid now
    // on P1 (puzzle 2's) and types 12 into a free cell of puzzle 1.
    let dora = returned.join("dora.ods");
    let free1 = (0..81).find(|&c| g1[c] == 0).unwrap();
    pupil_saves_with(
        &teacher,
        &dora,
        &[],
        &[
            Action::Number("P1".into(), (free1 / 9, free1 % 9), 12.0),
            Action::Swap("P1".into(), "P2".into()),
            Action::InsertRow("P1".into(), 0),
        ],
    );
    let marks = dir.path().join("marks.xlsx");
    let word_cell = format!("P2!{}{}", (b'A' + word_at.1 as u8) as char, word_at.0 + 1);
    sheetdoku()
        .arg("check")
        .arg("--key")
        .arg(teacher_file(&teacher))
        .args([&anna, &anna, &copy, &ben, &cleo, &dora])
        .arg("-o")
        .arg(&marks)
        .assert()
        .code(2)
        .stdout(predicate::str::contains(
            "6 files, 7 grids: 2 solved, 2 not started, 3 wrong digits; 1 grid missing; \
             1 file given again, counted once; 1 file not marked",
        ))
        .stderr(predicate::str::contains("1 of 6 files could not be marked"));
    let mut wb = open_workbook_auto(&marks).unwrap();
    let range = wb.worksheet_range("Marks").unwrap();
    let rows: Vec<Vec<String>> = range
        .rows()
        .map(|r| r.iter().map(Data::to_string).collect())
        .collect();
    let row = |file: &str, puzzle: &str| {
        rows.iter()
            .find(|r| r[0].ends_with(file) && r[1] == puzzle)
            .unwrap_or_else(|| panic!("no row {file} {puzzle}: {rows:?}"))
            .clone()
    };
    let p1 = row("anna.ods", "1");
    assert_eq!(p1[8], "solved", "{p1:?}");
    assert!(p1[9].contains("P1 found at Mine!A1"), "{p1:?}");
    let p2 = row("anna.ods", "2");
    let to_fill = g2.iter().filter(|&&d| d == 0).count();
    assert_eq!(p2[3], format!("1 of {to_fill}"), "{p2:?}");
    assert_eq!(p2[7], "1", "{p2:?}");
    assert_eq!(p2[8], "wrong digits", "{p2:?}");
    assert!(
        p2[9].contains(&format!("{word_cell} holds 'seven'")),
        "{p2:?}"
    );
    let again: Vec<&Vec<String>> = rows
        .iter()
        .filter(|r| r[8] == "repeated, counted once")
        .collect();
    assert_eq!(again.len(), 1, "{rows:?}");
    assert!(again.iter().all(|r| r[9].contains("anna.ods")), "{again:?}");
    // The same content under another name is marked for that pupil too,
    // never dropped, and each of its rows says so.
    let copied = row("anna-copy.ods", "1");
    assert_eq!(copied[8], "solved", "{copied:?}");
    assert!(copied[9].contains("the same content as"), "{copied:?}");
    let b = row("ben.ods", "-");
    assert!(
        b[9].contains("not a copy of this worksheet: none of its grids has the givens"),
        "{b:?}"
    );
    assert!(b[9].contains("ws-teacher.ods"), "{b:?}");
    assert_eq!(row("cleo.ods", "1")[8], "not started");
    let c2 = row("cleo.ods", "2");
    assert_eq!(c2[8], "missing", "{c2:?}");
    assert!(c2[9].contains("P2"), "{c2:?}");
    let d1 = row("dora.ods", "1");
    assert_eq!(d1[8], "wrong digits", "{d1:?}");
    let twelve = format!("P2!{}{}", (b'A' + (free1 % 9) as u8) as char, free1 / 9 + 1);
    assert!(d1[9].contains(&format!("{twelve} holds 12")), "{d1:?}");
    assert!(d1[9].contains("P1 found at P2!A1"), "{d1:?}");
    let d2 = row("dora.ods", "2");
    assert_eq!(d2[8], "not started", "{d2:?}");
    assert!(d2[9].contains("P2 found at P1!A2"), "{d2:?}");
}

#[test]
fn a_pupils_file_without_answers_is_marked_against_its_solved_key() {
    let dir = TempDir::new().unwrap();
    let teacher = worksheet(&dir, "ws.xlsx", "7");
    let (g1, a1) = givens_and_answer(&teacher_file(&teacher), "P1");
    // The pupils' file: the Key's answers gone. Dan solves P1 but for one
    // wrong digit.
    let mut p1 = solved(&g1, &a1);
    let last = p1.len() - 1;
    p1[last].2 = p1[last].2 % 9 + 1;
    let keys = key_rows(&teacher).len();
    let blank: Vec<Action> = (2..keys)
        .map(|r| Action::Text("Key".into(), (r, 6), String::new()))
        .collect();
    let dan = dir.path().join("dan.xlsx");
    let typing = [Typing {
        sheet: "P1",
        origin: Some((0, 0)),
        typed: &p1,
    }];
    pupil_saves_with(&teacher, &dan, &typing, &blank);
    let (r, c, _) = p1[last];
    let cell = format!("{}{}", (b'A' + c as u8) as char, r + 1);
    sheetdoku()
        .arg("check")
        .arg(&dan)
        .arg(&dan)
        .assert()
        .code(1)
        .stdout(predicate::str::contains(format!("wrong digit: {cell}")))
        .stdout(predicate::str::contains("1 file given again, counted once"))
        .stderr(predicate::str::contains(
            "check --key teacher-file returned/*",
        ));
    // Against the teacher's file, the same mark and no such note.
    sheetdoku()
        .arg("check")
        .arg("--key")
        .arg(teacher_file(&teacher))
        .arg(&dan)
        .assert()
        .code(1)
        .stdout(predicate::str::contains(format!("wrong digit: {cell}")))
        .stderr(predicate::str::contains("teacher-file").not());
}

/// A class set of two versions (`generate --copies 2`): puzzles 1 and 2
/// are version A, 3 and 4 version B, all in the one file each pupil gets.
/// Each pupil's marks list the puzzles of the version she worked on, never
/// the other version's as not started; a file with work on both versions,
/// or none, says so and lists every puzzle.
#[test]
fn a_pupil_of_a_class_set_is_marked_on_her_own_version_alone() {
    let dir = TempDir::new().unwrap();
    let class = dir.path().join("class.ods");
    sheetdoku()
        .args(["generate", "--count", "2", "--copies", "2", "--seed", "4"])
        .arg("-o")
        .arg(&class)
        .assert()
        .success();
    let key = teacher_file(&class);
    let typed = |name: &str| {
        let (g, a) = givens_and_answer(&key, name);
        solved(&g, &a)
    };
    let (p1, p3) = (typed("P1"), typed("P3"));
    fn on<'a>(sheet: &'a str, typed: &'a [(usize, usize, u8)]) -> Typing<'a> {
        Typing {
            sheet,
            origin: Some((0, 0)),
            typed,
        }
    }
    let returned = dir.path().join("returned");
    std::fs::create_dir(&returned).unwrap();
    let pupil = |name: &str, typing: &[Typing]| {
        let file = returned.join(name);
        pupil_saves_with(&class, &file, typing, &[]);
        file
    };
    // Anna also types her name over the name line of the printed page.
    let anna = returned.join("anna.ods");
    let typed_name = Action::Text("Worksheet".into(), (1, 0), "Anna Nováková".into());
    pupil_saves_with(&class, &anna, &[on("P1", &p1)], &[typed_name]);
    let ben = pupil("ben.ods", &[on("P3", &p3)]);
    let cleo = pupil("cleo.ods", &[on("P1", &p1), on("P3", &p3)]);
    let dora = pupil("dora.ods", &[]);
    for with_key in [true, false] {
        let marks = dir.path().join(format!("marks-{with_key}.xlsx"));
        let mut run = sheetdoku();
        run.arg("check");
        if with_key {
            run.arg("--key").arg(&key);
        }
        let out = run
            .args([&anna, &ben, &cleo, &dora])
            .arg("-o")
            .arg(&marks)
            .output()
            .unwrap();
        let stdout = String::from_utf8_lossy(&out.stdout);
        let mut wb = open_workbook_auto(&marks).unwrap();
        let range = wb.worksheet_range("Marks").unwrap();
        let rows: Vec<Vec<String>> = range
            .rows()
            .map(|r| r.iter().map(Data::to_string).collect())
            .collect();
        let of = |file: &str| -> Vec<(String, String, String)> {
            rows.iter()
                .filter(|r| r[0].contains(file))
                .map(|r| (r[1].clone(), r[8].clone(), r[9].clone()))
                .collect()
        };
        let puzzles = |file: &str| -> Vec<String> { of(file).into_iter().map(|r| r.0).collect() };
        assert_eq!(puzzles("anna.ods"), ["1", "2"], "{stdout}");
        // Her typed name follows her file's name; the others typed none.
        let named: Vec<&Vec<String>> = rows.iter().filter(|r| r[0].contains("anna.ods")).collect();
        assert!(
            named
                .iter()
                .all(|r| r[0].ends_with("anna.ods (Anna Nováková)")),
            "{stdout}"
        );
        assert!(stdout.contains("anna.ods (Anna Nováková)"), "{stdout}");
        assert!(rows.iter().all(|r| !r[0].contains("ben.ods (")), "{stdout}");
        assert_eq!(of("anna.ods")[0].1, "solved", "{stdout}");
        assert_eq!(puzzles("ben.ods"), ["3", "4"], "{stdout}");
        assert_eq!(of("ben.ods")[0].1, "solved", "{stdout}");
        assert_eq!(puzzles("cleo.ods"), ["1", "2", "3", "4"], "{stdout}");
        assert!(
            of("cleo.ods")
                .iter()
                .all(|r| r.2.contains("puzzles of versions A, B")),
            "{stdout}"
        );
        assert_eq!(puzzles("dora.ods"), ["1", "2", "3", "4"], "{stdout}");
        assert!(
            of("dora.ods")
                .iter()
                .all(|r| r.2.contains("which version (A, B)")),
            "{stdout}"
        );
        assert!(
            stdout.contains("4 files, 12 grids: 4 solved, 8 not started"),
            "{stdout}"
        );
    }
}
