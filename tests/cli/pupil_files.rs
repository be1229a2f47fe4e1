//! The answers stay with the teacher: `worksheet` and `generate` write the
//! pupils' file at `-o` (no answers anywhere in it) and the teacher's file
//! `<name>-teacher.<ext>` beside it (everything, answers included), both
//! named on the terminal; `solve --pupil-copy` writes a pupil's copy of
//! the Play page without the solution.

use std::path::Path;

use calamine::{open_workbook_auto, Data, Reader};
use predicates::prelude::*;
use tempfile::TempDir;

use super::common::{sample, sheetdoku, text_file, MATLAB};

/// Every sheet of `book` with its cells as text, hidden sheets included.
fn sheets(book: &Path) -> Vec<(String, Vec<Vec<String>>)> {
    let mut wb = open_workbook_auto(book).unwrap();
    let names = wb.sheet_names();
    names
        .into_iter()
        .map(|name| {
            let range = wb.worksheet_range(&name).unwrap();
            let rows = range
                .rows()
                .map(|row| {
                    row.iter()
                        .map(|v| match v {
                            Data::Empty => String::new(),
                            other => other.to_string(),
                        })
                        .collect()
                })
                .collect();
            (name, rows)
        })
        .collect()
}

fn names(book: &Path) -> Vec<String> {
    sheets(book).into_iter().map(|(n, _)| n).collect()
}

/// The answers on the `Key` sheet of `book` (column G from row 3).
fn key_answers(book: &Path) -> Vec<String> {
    let (_, key) = sheets(book).into_iter().find(|(n, _)| n == "Key").unwrap();
    key.iter()
        .skip(2)
        .filter_map(|row| row.get(6).filter(|a| !a.is_empty()).cloned())
        .collect()
}

/// Asserts that the pair written at `pupils` holds the answers in the
/// teacher's file only: the pupils' file has no `Answers` sheet, no answer
/// on its `Key` (which still lists every grid) and no cell holding an
/// answer of the teacher's key.
fn assert_answers_with_teacher_only(pupils: &Path, teacher: &Path) {
    let answers = key_answers(teacher);
    assert!(
        !answers.is_empty(),
        "{}: no answer on the key",
        teacher.display()
    );
    assert!(names(teacher).contains(&"Answers".to_string()));
    let pupil_sheets = sheets(pupils);
    let pupil_names: Vec<&String> = pupil_sheets.iter().map(|(n, _)| n).collect();
    for gone in ["Answers", "Steps", "Solution", "S"] {
        assert!(!pupil_names.iter().any(|n| *n == gone), "{pupil_names:?}");
    }
    assert_eq!(key_answers(pupils), Vec::<String>::new());
    for (name, rows) in &pupil_sheets {
        for row in rows {
            for cell in row {
                assert!(
                    !answers.iter().any(|a| cell.contains(a.as_str())),
                    "{}: sheet {name} holds the answer {cell}",
                    pupils.display()
                );
            }
        }
    }
    // The key still lists every grid, with its puzzle line, in both files.
    let lines = |book: &Path| {
        let (_, key) = sheets(book).into_iter().find(|(n, _)| n == "Key").unwrap();
        key.iter()
            .skip(2)
            .map(|r| r[..6].to_vec())
            .collect::<Vec<_>>()
    };
    assert_eq!(lines(pupils), lines(teacher));
}

#[test]
fn a_worksheet_is_the_pupils_file_and_the_teachers_beside_it() {
    let dir = TempDir::new().unwrap();
    let killers = dir.path().join("k.txt");
    sheetdoku()
        .args([
            "generate", "--killer", "--size", "6", "--count", "2", "--seed", "3", "-o",
        ])
        .arg(&killers)
        .assert()
        .success();
    let standard = text_file(&dir, "s.txt", MATLAB);
    let kinds: [(&str, Vec<&Path>); 3] = [
        ("standard", vec![&standard]),
        ("killer", vec![&killers]),
        ("mixed", vec![&standard, &killers]),
    ];
    let x = sample("sudoku-x.ods");
    for (kind, mut inputs) in kinds {
        if kind == "mixed" {
            inputs.push(&x);
        }
        for ext in ["ods", "xlsx"] {
            let out = dir.path().join(format!("{kind}.{ext}"));
            let teacher = dir.path().join(format!("{kind}-teacher.{ext}"));
            sheetdoku()
                .arg("worksheet")
                .args(&inputs)
                .arg("-o")
                .arg(&out)
                .assert()
                .success()
                .stdout(predicate::str::contains(format!(
                    "pupils' file: {}; teacher's file with the answers: {} (keep it for marking)",
                    out.display(),
                    teacher.display()
                )));
            assert_answers_with_teacher_only(&out, &teacher);
        }
    }
}

#[test]
fn generate_writes_both_files_and_a_text_output_alone() {
    let dir = TempDir::new().unwrap();
    for ext in ["xlsx", "ods"] {
        let out = dir.path().join(format!("g.{ext}"));
        sheetdoku()
            .args([
                "generate", "--count", "2", "--seed", "4", "--copies", "2", "-o",
            ])
            .arg(&out)
            .assert()
            .success()
            .stdout(predicate::str::contains("teacher's file with the answers"));
        assert_answers_with_teacher_only(&out, &dir.path().join(format!("g-teacher.{ext}")));
    }
    let txt = dir.path().join("t.txt");
    sheetdoku()
        .args(["generate", "--count", "1", "--seed", "4", "-o"])
        .arg(&txt)
        .assert()
        .success();
    assert!(!dir.path().join("t-teacher.txt").exists());
}

#[test]
fn a_teachers_file_that_would_overwrite_an_input_is_refused_before_any_work() {
    let dir = TempDir::new().unwrap();
    let input = dir.path().join("w-teacher.ods");
    std::fs::copy(sample("sudoku-x.ods"), &input).unwrap();
    let before = std::fs::read(&input).unwrap();
    let out = dir.path().join("w.ods");
    sheetdoku()
        .arg("worksheet")
        .arg(&input)
        .arg("-o")
        .arg(&out)
        .assert()
        .code(2)
        .stdout(predicate::str::is_empty())
        .stderr(
            predicate::str::contains("w-teacher.ods: the teacher's file")
                .and(predicate::str::contains("would overwrite the input")),
        );
    assert!(!out.exists());
    assert_eq!(std::fs::read(&input).unwrap(), before);
    sheetdoku()
        .args(["generate", "--copies", "2", "--from"])
        .arg(&input)
        .arg("-o")
        .arg(&out)
        .assert()
        .code(2)
        .stderr(predicate::str::contains("would overwrite the input"));
    assert!(!out.exists());
}

#[test]
fn solve_writes_a_pupils_copy_without_the_solution() {
    let dir = TempDir::new().unwrap();
    for ext in ["ods", "xlsx"] {
        let solved = dir.path().join(format!("s.{ext}"));
        let copy = dir.path().join(format!("copy.{ext}"));
        sheetdoku()
            .arg("solve")
            .arg(sample("windoku-x.ods"))
            .arg("-o")
            .arg(&solved)
            .arg("--pupil-copy")
            .arg(&copy)
            .assert()
            .success()
            .stdout(predicate::str::contains(format!(
                "pupil's copy without the answers: {}",
                copy.display()
            )));
        let all = names(&solved);
        for answers in ["Solution", "S", "Steps", "Model"] {
            assert!(all.contains(&answers.to_string()), "{all:?}");
        }
        let sheets_of_copy = names(&copy);
        assert_eq!(sheets_of_copy[0], "Play", "{sheets_of_copy:?}");
        for answers in ["Solution", "S", "Steps", "Model"] {
            assert!(
                !sheets_of_copy.contains(&answers.to_string()),
                "{sheets_of_copy:?}"
            );
        }
        let answer = key_answers(&solved);
        assert_eq!(answer.len(), 1);
        assert_eq!(key_answers(&copy), Vec::<String>::new());
        // A pupil's copy reads back as the puzzle, and checks as not started.
        sheetdoku()
            .arg("check")
            .arg(&copy)
            .assert()
            .success()
            .stdout(predicate::str::contains("not started"));
    }
    // Refused before any work: the input itself, or the -o file.
    let same = dir.path().join("s.ods");
    sheetdoku()
        .arg("solve")
        .arg(sample("windoku-x.ods"))
        .arg("-o")
        .arg(&same)
        .arg("--pupil-copy")
        .arg(&same)
        .assert()
        .code(2)
        .stdout(predicate::str::is_empty())
        .stderr(predicate::str::contains("would be one file"));
}
