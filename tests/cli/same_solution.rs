//! Two puzzles of a class set with the same solution: once the pupil has
//! filled one in, its grid also keeps the other's givens. When the pupil
//! deletes the other's sheet and renames this one, the grid belongs to the
//! puzzle whose givens the file shows in bold, as Calc keeps them
//! (`tests/libreoffice/same_solution.rs`); in a file that shows none,
//! marking asks instead of marking the pupil's work as the other puzzle.

use std::path::PathBuf;

use predicates::prelude::*;
use sheetdoku::solve::{solutions_up_to_two_until, Solutions};
use sheetdoku::{Deadline, Geometry, Grid};
use tempfile::TempDir;

use super::common::{sheetdoku, text_file, MATLAB};
use super::pupil::{pupil_saves_with, Action, Typing};

/// The MATLAB puzzle's solution, and a second puzzle with the same
/// solution: its givens and ten more cells of the solution.
fn two_puzzles_one_solution() -> (Grid, Grid, Grid) {
    let g = Geometry::standard(9).unwrap();
    let first = Grid::parse_line(MATLAB).unwrap();
    let solution = match solutions_up_to_two_until(&g, &first, &Deadline::none()).unwrap() {
        Solutions::Unique(s) => s,
        other => panic!("{other:?}"),
    };
    let mut second = first.clone();
    (0..81)
        .filter(|&c| first.get(c) == 0)
        .take(10)
        .for_each(|c| second.set(c, solution.get(c)));
    (first, second, solution)
}

/// The class set of the two puzzles: the pupils' file and the teacher's.
fn class(dir: &TempDir, first: &Grid, second: &Grid) -> (PathBuf, PathBuf) {
    let text = format!("{}\n{}\n", first.to_line(), second.to_line());
    let puzzles = text_file(dir, "two.txt", &text);
    let pupils = dir.path().join("class.ods");
    sheetdoku()
        .args(["worksheet", "--per-page", "2", "-o"])
        .arg(&pupils)
        .arg(&puzzles)
        .assert()
        .success();
    (pupils, dir.path().join("class-teacher.ods"))
}

#[test]
fn marking_asks_when_the_file_does_not_say_whose_grid_it_is() {
    let dir = TempDir::new().unwrap();
    let (first, second, solution) = two_puzzles_one_solution();
    let (pupils, teacher) = class(&dir, &first, &second);
    let returned = dir.path().join("ben.ods");
    // Saved with its values only: no cell is bold.
    let typed: Vec<(usize, usize, u8)> = (0..81)
        .filter(|&c| second.get(c) == 0)
        .map(|c| (c / 9, c % 9, solution.get(c)))
        .collect();
    let typing = [Typing {
        sheet: "P2",
        origin: Some((0, 0)),
        typed: &typed,
    }];
    let actions = [
        Action::Delete("P1".to_string()),
        Action::Rename("P2".to_string(), "Mine".to_string()),
    ];
    pupil_saves_with(&pupils, &returned, &typing, &actions);
    sheetdoku()
        .args(["check", "--key"])
        .arg(&teacher)
        .arg(&returned)
        .assert()
        .code(2)
        .stdout(predicate::str::contains(
            "the grid at Mine!A1 fits this puzzle and puzzle 2 alike",
        ))
        .stdout(predicate::str::contains(
            "the grid at Mine!A1 fits this puzzle and puzzle 1 alike",
        ));
}
