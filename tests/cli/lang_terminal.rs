//! `--lang sk` in the terminal: `hint`, `explain` and the marks of a
//! class say every sentence in Slovak, counts with their plurals, ratings
//! with a decimal comma and digit lists that never read as a decimal.

use std::path::{Path, PathBuf};

use tempfile::TempDir;

use super::common::{sheetdoku, text_file, MATLAB};
use super::marking::{solved, two_wrong_digits};
use super::pupil::{grid_of, pupil_saves};

/// The standard output of `sheetdoku --lang sk ARGS FILE`, and its exit code.
fn slovak(args: &[&str], file: &Path) -> (String, i32) {
    let out = sheetdoku()
        .args(["--lang", "sk"])
        .args(args)
        .arg(file)
        .output()
        .unwrap();
    let text = String::from_utf8(out.stdout).unwrap();
    (text, out.status.code().unwrap_or(-1))
}

/// English that must not reach a Slovak teacher or pupil.
const ENGLISH: [&str; 14] = [
    "read sheet",
    "what the pupil typed",
    "is wrong",
    "are wrong",
    "answer key",
    "the steps start",
    "a mistake first",
    "puzzle ",
    "rating",
    "Naked single",
    "every other digit",
    "look for",
    "pupil's file",
    "verdict",
];

fn assert_no_english(text: &str) {
    for phrase in ENGLISH {
        assert!(!text.contains(phrase), "'{phrase}' in:\n{text}");
    }
}

/// A solved workbook of the MATLAB puzzle, and a pupil's copy with two
/// digits typed that clash with nothing but differ from the key (named).
fn pupil_with_two_wrong_digits(dir: &TempDir) -> (PathBuf, PathBuf, [String; 2]) {
    let book = solved(dir, MATLAB, "class.xlsx");
    let solution = grid_of(&book, "S", 0, 0, 9);
    let wrong = two_wrong_digits(&solution);
    let typed: Vec<(usize, usize, u8)> = wrong.iter().map(|&(c, d)| (c / 9, c % 9, d)).collect();
    let pupil = dir.path().join("pupil.xlsx");
    pupil_saves(&book, &pupil, "Play", &typed);
    let names = wrong.map(|(c, _)| sheetdoku::CellNamer::default().cell(9, c));
    (book, pupil, names)
}

#[test]
fn hint_and_explain_on_a_pupils_file_speak_slovak() {
    let dir = TempDir::new().unwrap();
    let (_, pupil, [a, b]) = pupil_with_two_wrong_digits(&dir);
    let (hint, code) = slovak(&["hint"], &pupil);
    assert_eq!(code, 1, "{hint}");
    assert!(
        hint.contains("Play: čítam hárok Play (žiak vpísal 2 číslice)"),
        "{hint}"
    );
    assert!(
        hint.contains(&format!(
            "najprv chyba: číslice v {a} a {b} sú chybné (kľúč má iné)."
        )),
        "{hint}"
    );
    assert_no_english(&hint);
    let (explain, code) = slovak(&["explain"], &pupil);
    assert_eq!(code, 1, "{explain}");
    assert!(
        explain.contains(&format!(
            "číslice v {a} a {b} sú chybné (kľúč má iné); postup začína bez nich"
        )),
        "{explain}"
    );
    assert!(explain.contains("Skrytý singl: "), "{explain}");
    assert_no_english(&explain);
}

#[test]
fn explain_in_slovak_writes_ratings_with_a_comma_and_lists_digits_apart() {
    let dir = TempDir::new().unwrap();
    let file = text_file(
        &dir,
        "xy.txt",
        "..2..86.4..89..5..65...4........5...8...7.4..726...9...9....82.....9....3..2...1.",
    );
    let (explain, code) = slovak(&["explain"], &file);
    assert_eq!(code, 0, "{explain}");
    assert!(explain.contains("(hodnotenie 4,2, "), "{explain}");
    // The XY-Wing's pivot and pincers with their candidates: "A1 (1, 9)".
    assert!(explain.contains("A1 (1, 9)"), "{explain}");
    assert!(!explain.contains("4.2"), "{explain}");
    // No digit list that reads as a decimal ("3,5"): a comma between
    // digits only in a rating.
    for line in explain.lines() {
        let mut rest = line.to_string();
        while let Some(at) = rest.find("hodnotenie ") {
            let tail: String = rest[at + "hodnotenie ".len()..]
                .chars()
                .skip_while(|c| c.is_ascii_digit() || *c == ',')
                .collect();
            rest = format!("{}{tail}", &rest[..at]);
        }
        let c: Vec<char> = rest.chars().collect();
        assert!(
            !c.windows(3)
                .any(|w| w[0].is_ascii_digit() && w[1] == ',' && w[2].is_ascii_digit()),
            "{line}"
        );
    }
    assert_no_english(&explain);
    let (hint, _) = slovak(&["hint", "--level", "1"], &file);
    assert!(
        hint.starts_with("riadok 1: hľadajte techniku skrytý singl v "),
        "{hint}"
    );
    assert_no_english(&hint);
}

#[test]
fn marking_a_class_in_slovak_prints_the_table_and_the_summary_in_slovak() {
    let dir = TempDir::new().unwrap();
    let (book, pupil, _) = pupil_with_two_wrong_digits(&dir);
    // A clash on the Play sheet: F2 and F6 both hold 5.
    let clash = dir.path().join("clash.xlsx");
    pupil_saves(&book, &clash, "Play", &[(1, 5, 5)]);
    let untouched = dir.path().join("untouched.xlsx");
    std::fs::copy(&book, &untouched).unwrap();
    let out = sheetdoku()
        .args(["--lang", "sk", "check"])
        .args([&pupil, &clash, &untouched])
        .output()
        .unwrap();
    let marks = String::from_utf8(out.stdout).unwrap();
    let head = marks.lines().next().unwrap_or_default();
    assert!(head.starts_with("súbor žiaka"), "{marks}");
    assert!(head.contains("výsledok"), "{marks}");
    assert!(marks.contains("chybné číslice"), "{marks}");
    assert!(
        marks.contains("3 súbory, 3 mriežky: 1 nezačatá, 1 s chybnými číslicami, 1 s kolíziou"),
        "{marks}"
    );
    assert!(!marks.contains("Worksheet"), "{marks}");
    assert_no_english(&marks);
    // A plain Sudoku's clash speaks of no cage, in English as in Slovak.
    let one = sheetdoku().arg("check").arg(&clash).output().unwrap();
    let one = String::from_utf8(one.stdout).unwrap();
    assert!(
        one.contains("verdict: clash (a digit twice in a unit)"),
        "{one}"
    );
    assert!(!one.contains("cage"), "{one}");
}

#[test]
fn a_line_that_is_no_grid_is_explained_in_slovak_and_czech() {
    let dir = TempDir::new().unwrap();
    // `solve` of a text file in a language: its exit code and stderr.
    let refused = |lang: &str, name: &str, text: &str| {
        let file = text_file(&dir, name, text);
        let out = sheetdoku()
            .args(["--lang", lang, "solve"])
            .arg(&file)
            .output()
            .unwrap();
        let said = String::from_utf8_lossy(&out.stderr).into_owned();
        assert_eq!(out.status.code(), Some(2), "{said}");
        said
    };
    let said = refused("sk", "short.txt", "1234\n");
    assert!(
        said.contains("short.txt, riadok 1: počet znakov 4 nezodpovedá žiadnej mriežke"),
        "{said}"
    );
    assert!(!said.contains("symbols"), "{said}");
    let said = refused("cs", "rows.txt", "123456789\n123456789\n");
    assert!(said.contains("mřížka 9x9 potřebuje 9 řádků"), "{said}");
}

/// The comment lines of a generated text and the note that no puzzle was
/// found speak the teacher's language: the kind of puzzle, each puzzle's
/// level, rating (with the decimal comma) and givens.
#[test]
fn generated_text_and_its_failures_are_in_slovak() {
    let out = sheetdoku()
        .args(["--lang", "sk", "generate", "--size", "4", "--count", "2"])
        .args(["--seed", "1"])
        .output()
        .unwrap();
    assert!(out.status.success());
    let text = String::from_utf8(out.stdout).unwrap();
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines[0], "# 4x4 Sudoku (bloky 2x2) (semienko 1)", "{text}");
    for line in &lines[1..3] {
        let comment = line.split_once("  # ").map(|(_, c)| c).unwrap_or("");
        assert!(comment.starts_with("úloha "), "{line}");
        assert!(comment.contains("hodnotenie 1,"), "{line}");
        assert!(comment.contains("zadan"), "{line}");
    }
    for english in ["puzzle", "rating", "givens", "seed", "standard", "boxes"] {
        assert!(!text.contains(english), "{english} in:\n{text}");
    }
    let out = sheetdoku()
        .args(["--lang", "sk", "generate", "--size", "4", "--killer"])
        .args(["--difficulty", "extreme", "--attempts", "2", "--seed", "1"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(
        err.contains("úloha 4x4 Killer Sudoku (bloky 2x2) s obtiažnosťou extrémna"),
        "{err}"
    );
    assert!(err.contains("po 2 pokusoch"), "{err}");
}
