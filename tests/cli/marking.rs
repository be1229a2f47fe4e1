//! What the pupil typed, read by `hint`, `explain` and `solve`; every
//! wrong digit named; uniqueness always said; another valid solution of a
//! puzzle with several never called wrong.

use std::path::PathBuf;

use calamine::{open_workbook_auto, Reader};
use predicates::prelude::*;
use sheetdoku::check::check;
use sheetdoku::solve::{solutions_up_to_two_until, Solutions};
use sheetdoku::{Deadline, Geometry, Grid};
use tempfile::TempDir;

use super::common::{sheetdoku, text_file, MATLAB};
use super::pupil::{grid_of, pupil_saves};

/// `puzzle` solved into the workbook `name`.
pub(crate) fn solved(dir: &TempDir, puzzle: &str, name: &str) -> PathBuf {
    let input = text_file(dir, "puzzle.txt", &format!("{puzzle}\n"));
    let out = dir.path().join(name);
    // Exit 0, or 1 for a puzzle with several solutions.
    sheetdoku()
        .arg("solve")
        .arg(&input)
        .arg("-o")
        .arg(&out)
        .assert()
        .code(predicate::in_iter([0, 1]));
    assert!(out.exists());
    out
}

/// Two empty cells of the MATLAB puzzle and a digit for each that is not
/// the solution's but clashes with nothing.
pub(crate) fn two_wrong_digits(solution: &[u8]) -> [(usize, u8); 2] {
    let g = Geometry::standard(9).unwrap();
    let mut grid = Grid::parse_line(MATLAB).unwrap();
    let mut found = Vec::new();
    let empty: Vec<usize> = (0..81).filter(|&c| grid.get(c) == 0).collect();
    for c in empty {
        let fits = (1..=9u8).find(|&d| {
            let mut next = grid.clone();
            next.set(c, d);
            d != solution[c] && check(&g, &next).is_valid()
        });
        if let Some(d) = fits {
            grid.set(c, d);
            found.push((c, d));
            if found.len() == 2 {
                return [found[0], found[1]];
            }
        }
    }
    panic!("no two wrong digits")
}

#[test]
fn hint_explain_and_solve_read_the_play_sheet_and_name_every_wrong_digit() {
    let dir = TempDir::new().unwrap();
    let book = solved(&dir, MATLAB, "class.xlsx");
    let solution = grid_of(&book, "S", 0, 0, 9);
    let wrong = two_wrong_digits(&solution);
    let typed: Vec<(usize, usize, u8)> = wrong.iter().map(|&(c, d)| (c / 9, c % 9, d)).collect();
    let pupil = dir.path().join("pupil.xlsx");
    pupil_saves(&book, &pupil, "Play", &typed);
    let names: Vec<String> = wrong
        .iter()
        .map(|&(c, _)| sheetdoku::CellNamer::default().cell(9, c))
        .collect();
    let both = format!("the digits at {} and {} are wrong", names[0], names[1]);
    for command in ["hint", "explain"] {
        sheetdoku()
            .arg(command)
            .arg(&pupil)
            .assert()
            .code(1)
            .stdout(predicate::str::contains(
                "read sheet Play (what the pupil typed: 2 digits)",
            ))
            .stdout(predicate::str::contains(both.as_str()));
    }
    sheetdoku()
        .arg("solve")
        .arg(&pupil)
        .arg("--no-output")
        .assert()
        .stdout(predicate::str::contains("read sheet Play"))
        .stdout(predicate::str::contains(both.as_str()));
    // A clash on the Play sheet is the first mistake hint names.
    let clash = dir.path().join("clash.xlsx");
    pupil_saves(&book, &clash, "Play", &[(1, 5, 5)]);
    sheetdoku()
        .arg("hint")
        .arg(&clash)
        .assert()
        .code(1)
        .stdout(predicate::str::contains(
            "a mistake first: F2 and F6 both hold 5",
        ));
}

/// A 4x4 puzzle with two solutions, and both.
const TWO: &str = "12..34..........";

fn two_solutions() -> (Grid, Grid) {
    let g = Geometry::standard(4).unwrap();
    let givens = Grid::parse_line("12..34..21..43..").unwrap();
    match solutions_up_to_two_until(&g, &givens, &Deadline::none()).unwrap() {
        Solutions::Multiple(a, b) => (a, b),
        other => panic!("{other:?}"),
    }
}

#[test]
fn solve_always_says_whether_the_solution_is_unique() {
    let dir = TempDir::new().unwrap();
    let unique = text_file(&dir, "one.txt", &format!("{MATLAB}\n"));
    sheetdoku()
        .arg("solve")
        .arg(&unique)
        .arg("--no-output")
        .assert()
        .code(0)
        .stdout(predicate::str::contains(
            "unique: yes, the native search finds no second solution",
        ));
    let several = text_file(&dir, "two.txt", &format!("{TWO}\n"));
    let out = dir.path().join("two.xlsx");
    sheetdoku()
        .arg("solve")
        .arg(&several)
        .arg("-o")
        .arg(&out)
        .assert()
        .code(1)
        .stdout(predicate::str::contains("not unique"))
        .stdout(predicate::str::contains("a second solution differs in"));
    let mut wb = open_workbook_auto(&out).unwrap();
    let info = wb.worksheet_range("Info").unwrap();
    let rows: Vec<Vec<String>> = info
        .rows()
        .map(|r| r.iter().map(|v| v.to_string()).collect())
        .collect();
    let row = |key: &str| rows.iter().find(|r| r[0] == key).cloned();
    assert_eq!(row("unique").unwrap()[1], "no", "{rows:?}");
    assert!(
        row("second solution").unwrap()[1].starts_with("differs in "),
        "{rows:?}"
    );
}

#[test]
fn another_valid_solution_is_marked_as_such_never_as_wrong_digits() {
    let dir = TempDir::new().unwrap();
    let (a, b) = two_solutions();
    // The puzzle keeps the cells both solutions share.
    let givens: String = (0..16)
        .map(|c| {
            if a.get(c) == b.get(c) {
                sheetdoku::model::symbol(a.get(c))
            } else {
                '.'
            }
        })
        .collect();
    let book = solved(&dir, &givens, "two.ods");
    let key = grid_of(&book, "S", 0, 0, 4);
    let other = if key == b.cells() { &a } else { &b };
    let typed: Vec<(usize, usize, u8)> = (0..16)
        .filter(|&c| a.get(c) != b.get(c))
        .map(|c| (c / 4, c % 4, other.get(c)))
        .collect();
    let pupil = dir.path().join("pupil.ods");
    pupil_saves(&book, &pupil, "Play", &typed);
    sheetdoku()
        .arg("check")
        .arg(&pupil)
        .assert()
        .code(0)
        .stdout(predicate::str::contains(
            "verdict: a valid solution, but not the key's",
        ))
        .stdout(predicate::str::contains("differs from the key at"))
        .stdout(predicate::str::contains("wrong").not())
        .stdout(predicate::str::contains("verdict: solved").not());
}
