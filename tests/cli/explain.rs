//! `explain` and `hint` on fixed puzzles.

use predicates::prelude::*;
use tempfile::TempDir;

use super::common::{sheetdoku, text_file};

/// A generated 9x9 that SE rates 4.2 (XY-Wing).
const XY_WING: &str =
    "..2..86.4..89..5..65...4........5...8...7.4..726...9...9....82.....9....3..2...1.";

#[test]
fn rate_prints_level_rating_and_hardest_technique() {
    let dir = TempDir::new().unwrap();
    let file = text_file(&dir, "xy.txt", XY_WING);
    sheetdoku()
        .arg("rate")
        .arg(&file)
        .assert()
        .success()
        .stdout(predicate::str::starts_with(
            "line 1: hard (rating 4.2, XY-Wing); 25 givens",
        ));
}

#[test]
fn explain_walks_the_whole_path_in_a1_names() {
    let dir = TempDir::new().unwrap();
    let file = text_file(&dir, "xy.txt", XY_WING);
    sheetdoku()
        .arg("explain")
        .arg(&file)
        .assert()
        .success()
        .stdout(predicate::str::starts_with(
            "line 1: hard (rating 4.2, XY-Wing)\n     Candidates (pencil marks) are the digits a cell can still hold",
        ))
        .stdout(predicate::str::contains(
            "\n  1. Hidden single: 5 can only go in C5 in the middle-left block.\n",
        ))
        .stdout(predicate::str::contains(
            "XY-Wing (twice, rating 4.2): pivot A1 (1,9), pincers E1 (1,3) and C3 (3,9), \
             so remove 3 from B1, E3; pivot C3 (3,9), pincers A1 (1,9) and E3 (1,3), so remove 1 from E1.",
        ))
        .stdout(predicate::str::ends_with("Solved.\n"));
    sheetdoku()
        .args(["explain", "--format", "markdown"])
        .arg(&file)
        .assert()
        .success()
        .stdout(predicate::str::starts_with(
            "## line 1: hard (rating 4.2, XY-Wing)\n\nCandidates (pencil marks)",
        ));
}

#[test]
fn hint_gives_three_levels_and_reports_a_wrong_digit_first() {
    let dir = TempDir::new().unwrap();
    let file = text_file(&dir, "xy.txt", XY_WING);
    sheetdoku()
        .args(["hint", "--level", "1"])
        .arg(&file)
        .assert()
        .success()
        .stdout(predicate::str::starts_with(
            "line 1: look for a hidden single in a block (there is one for the digit 5).",
        ));
    sheetdoku()
        .args(["hint", "--level", "2"])
        .arg(&file)
        .assert()
        .success()
        .stdout("line 1: look for a hidden single in a block at C5.\n");
    sheetdoku()
        .args(["hint", "--level", "3"])
        .arg(&file)
        .assert()
        .success()
        .stdout("line 1: Hidden single: 5 can only go in C5 in the middle-left block.\n");
    // A 2 typed in A1 clashes with the given 2 in C1.
    let clash = XY_WING.replacen('.', "2", 1);
    let file = text_file(&dir, "clash.txt", &clash);
    sheetdoku()
        .arg("hint")
        .arg(&file)
        .assert()
        .code(1)
        .stdout(predicate::str::contains(
            "a mistake first: A1 and C1 both hold 2 in row 1",
        ));
}

#[test]
fn hint_names_a_wrong_digit_that_breaks_no_rule() {
    // The solution has 1 in A1; a 9 there clashes with nothing given, but
    // leaves no solution.
    let dir = TempDir::new().unwrap();
    let wrong = format!("9{}", &XY_WING[1..]);
    let file = text_file(&dir, "wrong.txt", &wrong);
    sheetdoku()
        .arg("hint")
        .arg(&file)
        .assert()
        .code(1)
        .stdout(predicate::str::contains("a mistake first"))
        .stdout(predicate::str::contains("A1"));
}

/// A generated 9x9 whose path has steps that several patterns reach with
/// the same eliminations.
const SAME_ROUTES: &str =
    "...93...5.....6.48..9......7..65....9.......3.....91....529.4..8.7..5.9...37..8..";

#[test]
fn explain_tells_each_elimination_once() {
    // The hidden pair 3,5 in A6/B6 lies in row 6 and in block 4, and three
    // W-Wings remove the same 1 from F5: each step names one pattern.
    let dir = TempDir::new().unwrap();
    let file = text_file(&dir, "routes.txt", SAME_ROUTES);
    sheetdoku()
        .arg("explain")
        .arg(&file)
        .assert()
        .success()
        .stdout(predicate::str::contains(
            "24. Hidden pair (rating 3.4): 3,5 can only go in A6 and B6 within row 6, \
             so remove 2,6 from A6, B6.\n",
        ))
        .stdout(predicate::str::contains(
            "28. W-Wing (rating 4.4): D5 (1,4) and F9 (1,4), joined by the strong link D3 \
             and F3 on 4 in row 3, so remove 1 from F5.\n",
        ))
        .stdout(
            predicate::str::contains("within the middle-left block, so remove 2,6 from A6, B6")
                .not(),
        );
}

/// A 9x9 killer of 21 large cages (`KILLER9_SEARCH` of the core's tests)
/// on which the techniques get stuck.
const STUCK_KILLER: &str = "................................................................................. cages=24:A1,A2,A3;1:D6;12:C6,C7,D7;2:H6;4:I2;8:F2;19:C1,D1,C2,C3;24:I6,I7,G8,H8,I8;11:B1,B2,B3;30:A4,B4,C4,D4,C5,D5;4:F7,F8;38:E4,E5,F5,E6,E7,D8,E8;36:D2,D3,E3,F3,G3,H3,I3;22:A8,B8,C8;9:E1,F1,E2;27:A9,B9,C9,D9,E9;29:A5,B5,A6,B6,A7,B7;38:F4,G4,G5,F6,G6,G7,H7;24:G1,H1,I1,G2,H2;18:F9,G9,H9,I9;25:H4,I4,H5,I5";

/// The cells of a grid drawn by `render_grid` or `render_candidates`: the
/// text of each cell, row by row (the words between the lines).
fn drawn_cells(grid: &str) -> Vec<String> {
    grid.lines()
        .filter(|l| l.starts_with('┃'))
        .flat_map(|l| {
            l.replace(['┃', '│'], " ")
                .split_whitespace()
                .map(str::to_string)
                .collect::<Vec<_>>()
        })
        .collect()
}

#[test]
fn explain_ends_a_stuck_path_with_the_pencil_marks_and_the_answers_only_when_asked() {
    let dir = TempDir::new().unwrap();
    let file = text_file(&dir, "stuck.txt", STUCK_KILLER);
    let run = |flag: Option<&str>| {
        let mut cmd = sheetdoku();
        cmd.arg("explain").arg(&file);
        cmd.args(flag);
        let out = cmd.output().unwrap();
        assert_eq!(out.status.code(), Some(1), "stuck is a puzzle result");
        let said = String::from_utf8(out.stdout).unwrap();
        let stuck = said.find("Stuck: no technique applies").expect(&said);
        said[stuck..].to_string()
    };
    let title = "The true candidates: the one solution's digit in each cell whose pencil marks hold more than it:";
    // By default: the pencil marks, and a line naming the option, no answers.
    let plain = run(None);
    let marks = plain
        .find("Pencil marks where the techniques stop")
        .expect(&plain);
    assert!(!plain.contains(title), "{plain}");
    let hint = plain
        .find("(`--show-answer-candidates` adds")
        .expect(&plain);
    assert!(marks < hint);
    let pencil = drawn_cells(&plain[marks..hint]);
    assert_eq!(pencil.len(), 81, "{plain}");
    // Pencil marks of an open cell list several digits.
    assert!(pencil.iter().any(|c| c.len() > 1), "{pencil:?}");
    // Asked for: the same pencil marks, then the one solution's digit in
    // each cell whose pencil marks hold more than one digit, among them.
    let shown = run(Some("--show-answer-candidates"));
    let marks = shown.find("Pencil marks where").expect(&shown);
    let truth = shown.find(title).expect(&shown);
    assert!(marks < truth && !shown.contains("(`--show-answer-candidates` adds"));
    assert_eq!(drawn_cells(&shown[marks..truth]), pencil);
    let answers = drawn_cells(&shown[truth..]);
    assert_eq!(answers.len(), 81, "{shown}");
    let solved = dir.path().join("solved.txt");
    sheetdoku()
        .arg("solve")
        .arg(&file)
        .arg("-o")
        .arg(&solved)
        .assert()
        .success();
    let solution = std::fs::read_to_string(&solved).unwrap();
    let solution: Vec<char> = solution
        .lines()
        .find(|l| l.len() >= 81 && l.chars().take(81).all(|c| c.is_ascii_digit()))
        .expect(&solution)
        .chars()
        .take(81)
        .collect();
    for (cell, (marks, answer)) in pencil.iter().zip(&answers).enumerate() {
        if marks.len() > 1 {
            assert_eq!(answer, &solution[cell].to_string(), "cell {cell}");
            assert!(marks.contains(solution[cell]), "cell {cell}: {marks}");
        } else {
            assert_eq!(answer, ".", "cell {cell}: decided, not repeated");
        }
    }
    assert!(answers.iter().any(|a| a != "."), "{shown}");
}

/// A killer with no givens (generated, seed 7): its first step holds 27
/// cage combinations at once.
const EMPTY_KILLER: &str = "................................................................................. cages=18:A4,B4,A5;16:I4,I5;19:D3,E3,D4;11:F5,G5;14:A6,B6;16:G3,H3;5:E4,E5;8:F2,F3;12:A1,A2;20:D6,C7,D7,E7;8:H1,I1;16:C8,D8;22:B1,C1,B2,C2;20:A7,B7,A8,B8;19:H4,H5,H6,H7;15:E6,F6,F7;9:G2,H2;9:G6,G7;15:E9,F9;13:A9,B9,C9,D9;3:E8,F8;17:G8,G9;16:B5,C5,D5,C6;5:F1,G1;8:D1,D2;5:I6,I7;3:E2;9:E1;13:F4,G4;6:C3,C4;11:I2,I3;7:I8,I9;7:A3,B3;10:H8,H9";

#[test]
fn hint_points_at_one_pattern_of_a_step_that_holds_many() {
    let dir = TempDir::new().unwrap();
    let file = text_file(&dir, "killer.txt", EMPTY_KILLER);
    let level = |l: &str| {
        let out = sheetdoku()
            .args(["hint", "--level", l])
            .arg(&file)
            .output()
            .unwrap();
        assert!(out.status.success(), "{out:?}");
        String::from_utf8(out.stdout).unwrap()
    };
    // One cage's combination, not every digit 1 to 9 nor 27 patterns.
    assert_eq!(
        level("1"),
        "line 1: look for a cage combination (rating 2.4) that takes candidates out of I4.\n"
    );
    assert_eq!(
        level("2"),
        "line 1: look for a cage combination (rating 2.4); it changes I4, I5.\n"
    );
    assert_eq!(
        level("3"),
        "line 1: Cage combination (rating 2.4): the cage of 16 at I4 (2 cells) can only hold 7,9, so remove 1,2,3,4,5,6,8 from I4, I5.\n"
    );
}
