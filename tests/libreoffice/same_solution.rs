//! Two puzzles of a class set with the same solution, changed by a pupil
//! in Calc itself (through UNO, `pupil_actions.py`): she solves P2, renames
//! its sheet and deletes P1. Her grid keeps both puzzles' givens; the bold
//! givens Calc keeps say it is puzzle 2's, in either format Calc saves.

use std::path::Path;
use std::process::Command;

use sheetdoku::solve::{solutions_up_to_two_until, Solutions};
use sheetdoku::{Deadline, Geometry, Grid};

use super::extension::python_with_uno;
use super::soffice::{expect_file, office};

/// The MATLAB intlinprog example.
const MATLAB: &str =
    ".2..3..4.6.......3..4...5.....8.6...8...1...6...7.5.....7...6..4.......8.3..4..2.";

#[test]
fn a_renamed_sheet_is_the_puzzle_its_bold_givens_say_after_calc_saves_it() {
    let test = "a_renamed_sheet_is_the_puzzle_its_bold_givens_say_after_calc_saves_it";
    let (Some(_office), Some(python)) = (office(test), python_with_uno(test)) else {
        return;
    };
    let g = Geometry::standard(9).unwrap();
    let first = Grid::parse_line(MATLAB).unwrap();
    let Solutions::Unique(solution) =
        solutions_up_to_two_until(&g, &first, &Deadline::none()).unwrap()
    else {
        panic!("the MATLAB puzzle has one solution")
    };
    // Puzzle 2: puzzle 1's givens and ten more cells of its solution.
    let mut second = first.clone();
    (0..81)
        .filter(|&c| first.get(c) == 0)
        .take(10)
        .for_each(|c| second.set(c, solution.get(c)));
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    let puzzles = d.join("two.txt");
    std::fs::write(
        &puzzles,
        format!("{}\n{}\n", first.to_line(), second.to_line()),
    )
    .unwrap();
    let bin = env!("CARGO_BIN_EXE_sheetdoku");
    let pupils = d.join("ws.ods");
    let made = Command::new(bin)
        .args(["worksheet", "-o"])
        .arg(&pupils)
        .arg(&puzzles)
        .output()
        .unwrap();
    assert!(made.status.success(), "{made:?}");
    let key = sheetdoku::write::teacher_path(&pupils);
    let mut actions: Vec<String> = (0..81)
        .filter(|&c| second.get(c) == 0)
        .map(|c| {
            let cell = format!("{}{}", (b'A' + (c % 9) as u8) as char, c / 9 + 1);
            format!("number:P2:{cell}:{}", solution.get(c))
        })
        .collect();
    actions.extend(["rename:P2:Mine".to_string(), "delete:P1".to_string()]);
    let driver = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/libreoffice/pupil_actions.py");
    for ext in ["ods", "xlsx"] {
        let pupil = d.join(format!("ben.{ext}"));
        let work = d.join(format!("uno-{ext}"));
        std::fs::create_dir(&work).unwrap();
        let run = Command::new(&python)
            .arg(&driver)
            .arg(&pupils)
            .arg(&pupil)
            .arg(&work)
            .args(&actions)
            .output()
            .unwrap();
        assert!(
            run.status.success(),
            "pupil_actions.py: {}\n{}",
            String::from_utf8_lossy(&run.stdout),
            String::from_utf8_lossy(&run.stderr)
        );
        let out = Command::new(bin)
            .args(["check", "--key"])
            .arg(&key)
            .arg(expect_file(&pupil))
            .output()
            .unwrap();
        let stdout = String::from_utf8_lossy(&out.stdout);
        // Exit 1: a puzzle was not handed in.
        assert_eq!(out.status.code(), Some(1), "{ext}: {stdout}");
        let line = |sheet: &str| {
            stdout
                .lines()
                .find(|l| l.contains(&format!("  {sheet}  ")))
                .unwrap_or_else(|| panic!("{ext}: no line for {sheet}:\n{stdout}"))
                .to_string()
        };
        let p2 = line("P2");
        assert!(
            p2.contains("solved") && p2.contains("P2 found at Mine!A1"),
            "{ext}: {p2}"
        );
        assert!(line("P1").contains("not found"), "{ext}: {stdout}");
    }
}
