//! Only sound puzzles reach a class: `worksheet` and `generate --from`
//! refuse a puzzle without exactly one solution, naming it and what to
//! change (unless `--allow-broken`, when the page says so); `rate`,
//! `explain` and `hint` say it first; `check` of a teacher's puzzle says
//! so even when no rule is visibly broken. Standard, X and killer.

use std::path::{Path, PathBuf};

use calamine::{open_workbook_auto, Data, Reader};
use predicates::prelude::*;
use sheetdoku::check::check;
use sheetdoku::read::{read_puzzles, ReadOptions};
use sheetdoku::solve::{count_solutions, solve_native, Count};
use sheetdoku::{Grid, Puzzle};
use tempfile::TempDir;

use super::common::{data, sheetdoku, text_file};

/// The 4x4 test killer (its one-cell cages at C3 and D4 hold 4 and 1).
const KILLER: &str =
    "................ cages=1:A1;7:B1,B2,B3;8:C1,D1,C2;9:A2,A3,A4;5:D2,D3;4:C3;5:B4,C4;1:D4";

/// One kind of puzzle: a line with exactly one solution, and one with
/// several.
struct Kind {
    name: &'static str,
    unique: String,
    several: String,
}

/// Standard, X and killer, 4x4.
fn kinds() -> Vec<Kind> {
    vec![
        Kind {
            name: "standard",
            unique: "1.....1..4.....2".to_string(),
            several: "1234............".to_string(),
        },
        Kind {
            name: "x",
            unique: fewest_givens("1234341243212143 variant=x"),
            several: "1............... variant=x".to_string(),
        },
        Kind {
            name: "killer",
            unique: KILLER.to_string(),
            several: "................ cages=3:A1,B1;7:C1,D1".to_string(),
        },
    ]
}

/// The one puzzle of a puzzle line.
fn puzzle(line: &str) -> Puzzle {
    let dir = TempDir::new().unwrap();
    let path = text_file(&dir, "p.txt", &format!("{line}\n"));
    read_puzzles(&path, &ReadOptions::default())
        .unwrap()
        .remove(0)
}

/// `line` with its givens replaced by `givens`.
fn with_givens(line: &str, givens: &Grid) -> String {
    let n2 = givens.cells().len();
    format!("{}{}", givens.to_line(), &line[n2..])
}

/// A full grid's line emptied cell by cell while it keeps one solution.
fn fewest_givens(full: &str) -> String {
    let p = puzzle(full);
    let mut givens = p.givens.clone();
    for c in 0..givens.cells().len() {
        let d = givens.get(c);
        givens.set(c, 0);
        if count_solutions(&p.geometry, &givens, 2).unwrap() != Count::Exact(1) {
            givens.set(c, d);
        }
    }
    with_givens(full, &givens)
}

/// `line` (one solution) with one more given that breaks no rule to see
/// but is not the solution's digit there: no solution.
fn tampered(line: &str) -> String {
    let p = puzzle(line);
    let g = &p.geometry;
    assert_eq!(
        count_solutions(g, &p.givens, 2).unwrap(),
        Count::Exact(1),
        "{line}"
    );
    let solution = solve_native(g, &p.givens).unwrap().unwrap();
    for c in 0..solution.cells().len() {
        for d in 1..=g.size() as u8 {
            if p.givens.get(c) != 0 || d == solution.get(c) {
                continue;
            }
            let mut givens = p.givens.clone();
            givens.set(c, d);
            if check(g, &givens).conflicts.is_empty() {
                assert_eq!(count_solutions(g, &givens, 1).unwrap(), Count::Exact(0));
                return with_givens(line, &givens);
            }
        }
    }
    panic!("no digit to slip into {line}")
}

/// The cell named "C4" in a grid of size `n`.
fn cell(name: &str, n: usize) -> usize {
    let col = (name.as_bytes()[0] - b'A') as usize;
    let row: usize = name[1..].parse().unwrap();
    (row - 1) * n + col
}

/// The cells a message names after `after`, up to `until`: "C4 and F7",
/// "A1, B2 and C3".
fn named_cells(text: &str, after: &str, until: &str, n: usize) -> Vec<usize> {
    let start = text.find(after).unwrap_or_else(|| panic!("{text}")) + after.len();
    let rest = &text[start..];
    let list = &rest[..rest.find(until).unwrap_or_else(|| panic!("{text}"))];
    list.replace(" and ", ", ")
        .split(", ")
        .map(|name| cell(name.trim(), n))
        .collect()
}

/// Every text of `sheet`.
fn texts(path: &Path, sheet: &str) -> Vec<String> {
    let mut book = open_workbook_auto(path).unwrap();
    let range = book.worksheet_range(sheet).unwrap();
    range
        .cells()
        .filter_map(|(_, _, v)| match v {
            Data::String(s) => Some(s.clone()),
            _ => None,
        })
        .collect()
}

fn stderr_of(out: &assert_cmd::assert::Assert) -> String {
    String::from_utf8(out.get_output().stderr.clone()).unwrap()
}

fn stdout_of(out: &assert_cmd::assert::Assert) -> String {
    String::from_utf8(out.get_output().stdout.clone()).unwrap()
}

/// A one-line puzzle file.
fn file(dir: &TempDir, name: &str, line: &str) -> PathBuf {
    text_file(dir, name, &format!("{line}\n"))
}

#[test]
fn a_worksheet_with_a_puzzle_without_solution_is_not_written_and_names_the_givens_to_drop() {
    for kind in kinds() {
        let dir = TempDir::new().unwrap();
        let good = file(&dir, "good.txt", &kind.unique);
        let bad_line = tampered(&kind.unique);
        let bad = file(&dir, "bad.txt", &bad_line);
        let out = dir.path().join("class.xlsx");
        let run = sheetdoku()
            .args(["worksheet", "-o"])
            .arg(&out)
            .arg(&good)
            .arg(&bad)
            .assert()
            .code(2);
        let err = stderr_of(&run);
        assert!(!out.exists(), "{}: {err}", kind.name);
        assert!(err.contains("class.xlsx is not written"), "{err}");
        assert!(
            err.contains("bad.txt, line 1: no solution: dropping the given at "),
            "{err}"
        );
        assert!(err.contains("--allow-broken"), "{err}");
        assert!(!err.contains("good.txt"), "{err}");
        // The given named is one whose removal makes it solvable.
        let p = puzzle(&bad_line);
        let n = p.geometry.size();
        for c in named_cells(&err, "dropping the given at ", " (1 of", n) {
            let mut givens = p.givens.clone();
            assert_ne!(givens.get(c), 0, "{err}");
            givens.set(c, 0);
            assert_ne!(
                count_solutions(&p.geometry, &givens, 1).unwrap(),
                Count::Exact(0),
                "{err}"
            );
        }
    }
}

#[test]
fn contradicting_cage_sums_are_named_as_the_cages_to_drop() {
    let dir = TempDir::new().unwrap();
    // The sums of the one-cell cages at C3 and D4 swapped: no given, no
    // visible clash, no solution.
    let swapped = KILLER.replace("4:C3", "1:C3").replace("1:D4", "4:D4");
    let bad = file(&dir, "swapped.txt", &swapped);
    let out = dir.path().join("class.ods");
    sheetdoku()
        .args(["worksheet", "-o"])
        .arg(&out)
        .arg(&bad)
        .assert()
        .code(2)
        .stderr(predicate::str::contains(
            "swapped.txt, line 1: no solution: dropping the cage of ",
        ))
        .stderr(predicate::str::contains("(2 of 8 cages)"));
    assert!(!out.exists());
}

#[test]
fn a_worksheet_with_a_puzzle_of_several_solutions_is_not_written_and_names_where_they_differ() {
    for kind in kinds() {
        let dir = TempDir::new().unwrap();
        let good = file(&dir, "good.txt", &kind.unique);
        let several = file(&dir, "several.txt", &kind.several);
        let out = dir.path().join("class.ods");
        let run = sheetdoku()
            .args(["worksheet", "-o"])
            .arg(&out)
            .arg(&good)
            .arg(&several)
            .assert()
            .code(2);
        let err = stderr_of(&run);
        assert!(!out.exists(), "{}: {err}", kind.name);
        let head = "several.txt, line 1: several solutions: two of them differ at ";
        assert!(err.contains(head), "{err}");
        // The cells named are empty in the puzzle, at least two.
        let p = puzzle(&kind.several);
        let cells = named_cells(&err, head, " (a given", p.geometry.size());
        assert!(cells.len() >= 2, "{err}");
        assert!(cells.iter().all(|&c| p.givens.get(c) == 0), "{err}");
    }
}

#[test]
fn asked_for_a_broken_puzzle_is_printed_and_the_page_and_the_key_say_so() {
    for (kind, ending) in kinds().into_iter().zip(["xlsx", "ods", "xlsx"]) {
        let dir = TempDir::new().unwrap();
        let good = file(&dir, "good.txt", &kind.unique);
        let bad = file(&dir, "bad.txt", &tampered(&kind.unique));
        let several = file(&dir, "several.txt", &kind.several);
        let out = dir.path().join(format!("class.{ending}"));
        sheetdoku()
            .args(["worksheet", "--allow-broken", "-o"])
            .arg(&out)
            .arg(&good)
            .arg(&bad)
            .arg(&several)
            .assert()
            .code(1)
            .stderr(predicate::str::contains("bad.txt, line 1: no solution"))
            .stderr(predicate::str::contains(
                "several.txt, line 1: several solutions",
            ));
        let page = texts(&out, "Worksheet");
        assert!(
            page.contains(&"2.  This puzzle has no solution.".to_string()),
            "{}: {page:?}",
            kind.name
        );
        assert!(
            page.contains(&"3.  This puzzle has more than one solution.".to_string()),
            "{page:?}"
        );
        assert!(
            page.iter().any(|t| t.starts_with("1.  Level: ")),
            "{page:?}"
        );
        assert!(!page.iter().any(|t| t.contains("extreme")), "{page:?}");
        let key = texts(&sheetdoku::write::teacher_path(&out), "Answers");
        assert!(
            key.iter()
                .any(|t| t.starts_with("2.") && t.ends_with("This puzzle has no solution.")),
            "{key:?}"
        );
        assert!(
            key.iter()
                .any(|t| t.starts_with("3.")
                    && t.ends_with("This puzzle has more than one solution.")),
            "{key:?}"
        );
    }
}

#[test]
fn copies_of_a_puzzle_without_solution_are_refused() {
    for kind in kinds() {
        let dir = TempDir::new().unwrap();
        let bad = file(&dir, "bad.txt", &tampered(&kind.unique));
        let out = dir.path().join("copies.xlsx");
        sheetdoku()
            .args(["generate", "--copies", "3", "--from"])
            .arg(&bad)
            .arg("-o")
            .arg(&out)
            .assert()
            .code(2)
            .stderr(predicate::str::contains(
                "bad.txt, line 1: no solution: dropping the ",
            ))
            .stderr(predicate::str::contains("copies.xlsx is not written"));
        assert!(!out.exists(), "{}", kind.name);
        let several = file(&dir, "several.txt", &kind.several);
        sheetdoku()
            .args(["generate", "--copies", "3", "--from"])
            .arg(&several)
            .assert()
            .code(2)
            .stderr(predicate::str::contains(
                "several.txt, line 1: several solutions: two of them differ at ",
            ));
    }
}

#[test]
fn rate_explain_and_hint_say_first_that_a_puzzle_is_not_sound() {
    for kind in kinds() {
        let dir = TempDir::new().unwrap();
        let bad = file(&dir, "bad.txt", &tampered(&kind.unique));
        let several = file(&dir, "several.txt", &kind.several);
        for (path, first) in [
            (&bad, "line 1: no solution: dropping the "),
            (
                &several,
                "line 1: several solutions: two of them differ at ",
            ),
        ] {
            for command in ["rate", "explain", "hint"] {
                let run = sheetdoku().arg(command).arg(path).assert().code(1);
                let out = stdout_of(&run);
                let line = out.lines().next().unwrap_or_default();
                if command == "hint" && path == &bad {
                    // The slip is named as the mistake to correct: the
                    // digit (or the digits, one of which) the grid has no
                    // solution with.
                    let slip = "line 1: a mistake first: ";
                    assert!(line.starts_with(slip), "{}: {out}", kind.name);
                    assert!(line.contains("no solution"), "{out}");
                    continue;
                }
                assert!(line.starts_with(first), "{} {command}: {out}", kind.name);
                assert!(!out.contains("extreme"), "{command}: {out}");
                assert!(!out.contains("stuck"), "{command}: {out}");
            }
        }
    }
}

#[test]
fn json_gives_the_soundness_as_a_typed_field() {
    let dir = TempDir::new().unwrap();
    let bad = file(&dir, "bad.txt", &tampered(KILLER));
    let several = file(&dir, "several.txt", "1234............");
    let good = file(&dir, "good.txt", "1.....1..4.....2");
    for (path, status) in [
        (&bad, "no_solution"),
        (&several, "several_solutions"),
        (&good, "unique"),
    ] {
        for command in ["rate", "explain", "hint", "check"] {
            let run = sheetdoku().args(["--json", command]).arg(path).assert();
            let out = stdout_of(&run);
            let v: serde_json::Value = serde_json::from_str(out.lines().next().unwrap()).unwrap();
            assert_eq!(v["soundness"]["status"], status, "{command}: {out}");
            if status == "unique" {
                continue;
            }
            assert_eq!(run.get_output().status.code(), Some(1), "{command}: {out}");
            if command != "hint" && command != "check" {
                assert!(v["level"].is_null(), "{command}: {out}");
            }
        }
    }
    let run = sheetdoku().args(["--json", "rate"]).arg(&several).assert();
    let v: serde_json::Value =
        serde_json::from_str(stdout_of(&run).lines().next().unwrap()).unwrap();
    let differ = v["soundness"]["differ"].as_array().unwrap();
    assert!(differ.len() >= 2, "{v}");
}

#[test]
fn check_of_a_teachers_puzzle_with_a_slip_says_it_has_no_solution() {
    for kind in kinds() {
        let dir = TempDir::new().unwrap();
        let bad = file(&dir, "bad.txt", &tampered(&kind.unique));
        sheetdoku()
            .arg("check")
            .arg(&bad)
            .assert()
            .code(1)
            .stdout(predicate::str::contains(
                "verdict: no rule is broken yet, but these givens",
            ))
            .stdout(predicate::str::contains(" have no solution: dropping the "))
            .stdout(predicate::str::contains("keep going").not());
        if kind.name == "killer" {
            sheetdoku()
                .arg("check")
                .arg(&bad)
                .assert()
                .stdout(predicate::str::contains(
                    "but these givens and cages have no solution",
                ));
        }
        let several = file(&dir, "several.txt", &kind.several);
        sheetdoku()
            .arg("check")
            .arg(&several)
            .assert()
            .code(1)
            .stdout(predicate::str::contains(" have several solutions: "));
        // A sound puzzle is as before.
        let good = file(&dir, "good.txt", &kind.unique);
        sheetdoku()
            .arg("check")
            .arg(&good)
            .assert()
            .code(0)
            .stdout(predicate::str::contains("verdict: keep going"));
        // A file of the three: one line each, counted apart.
        let text = format!(
            "{}\n{}\n{}\n",
            kind.unique,
            tampered(&kind.unique),
            kind.several
        );
        sheetdoku()
            .arg("check")
            .arg(text_file(&dir, "three.txt", &text))
            .assert()
            .code(1)
            .stdout(predicate::str::contains("three.txt, line 2: "))
            .stdout(predicate::str::contains(
                "3 grids: 1 keep going, 1 without solution, 1 with several solutions",
            ));
    }
}

/// A 25x25 whose second solution takes seconds to find: the check of its
/// soundness does not end within a tenth of a second, and says so.
#[test]
fn the_soundness_check_keeps_to_the_time_limit() {
    let slow = data("several25.txt");
    sheetdoku()
        .args(["check", "--time-limit", "0.1"])
        .arg(&slow)
        .assert()
        .code(3)
        .stderr(predicate::str::contains("exactly one solution"));
    sheetdoku()
        .args(["rate", "--time-limit", "0.1"])
        .arg(&slow)
        .assert()
        .code(3)
        .stderr(predicate::str::contains("exactly one solution"));
    sheetdoku()
        .args(["explain", "--time-limit", "0.1"])
        .arg(&slow)
        .assert()
        .code(3)
        .stderr(predicate::str::contains("exactly one solution"));
    let dir = TempDir::new().unwrap();
    let out = dir.path().join("class.xlsx");
    // Solving the puzzle comes first and takes milliseconds, tens of them
    // on a loaded machine: half a second leaves it time, and the second
    // solution still takes seconds.
    sheetdoku()
        .args(["worksheet", "--time-limit", "0.5", "-o"])
        .arg(&out)
        .arg(&slow)
        .assert()
        .code(3)
        .stderr(predicate::str::contains(
            "several25.txt, line 1 has exactly one solution; nothing is written",
        ));
    assert!(!out.exists());
}
