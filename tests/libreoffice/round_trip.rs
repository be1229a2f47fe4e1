//! Our workbooks through LibreOffice: .xlsx to .ods read back, an .ods with
//! a given changed, and PDF export.

use std::path::Path;

use sheetdoku::{is_solution, read_puzzle, write_input_workbook, Grid, Puzzle, ReadOptions};

use crate::cases::{cases, solve, write_workbook};
use crate::soffice::{expect_file, office, Recalc};
use assert_cmd::Command;

/// `sheetdoku solve --no-output` on `path` (with `--unique` if asked):
/// succeeds; returns what it printed.
fn cli_solve(path: &Path, unique: bool) -> String {
    let mut cmd = Command::cargo_bin("sheetdoku").unwrap();
    cmd.args(["solve", "--no-output"]);
    if unique {
        cmd.arg("--unique");
    }
    let out = cmd.arg(path).assert().success().get_output().stdout.clone();
    String::from_utf8(out).unwrap()
}

/// The digits of the grid the command printed (a 9x9 grid), row by row.
fn printed_grid(printed: &str) -> String {
    printed
        .lines()
        .filter(|l| l.starts_with('┃'))
        .flat_map(|l| l.chars().filter(char::is_ascii_digit))
        .collect()
}

fn read(path: &Path) -> Puzzle {
    read_puzzle(path, &ReadOptions::default())
        .unwrap_or_else(|e| panic!("reading {}: {e}", path.display()))
}

#[test]
fn xlsx_to_ods_keeps_puzzle_variant_and_solution() {
    let Some(office) = office("xlsx_to_ods_keeps_puzzle_variant_and_solution") else {
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    let cases = cases();
    let files: Vec<_> = cases
        .iter()
        .map(|c| write_workbook(dir.path(), c))
        .collect();
    let refs: Vec<&Path> = files.iter().map(|p| p.as_path()).collect();
    let out = dir.path().join("ods");
    office.convert("ods", &refs, &out, Recalc::Default);
    for case in &cases {
        let ods = out.join(format!("{}.ods", case.stem));
        let read = read(expect_file(&ods));
        assert_eq!(read.geometry, case.puzzle.geometry, "{}", case.stem);
        assert_eq!(read.geometry.variant(), case.puzzle.geometry.variant());
        assert_eq!(read.givens, case.puzzle.givens, "{}", case.stem);
        let solution = solve(&read.geometry, &read.givens).expect("still solvable");
        assert!(is_solution(&read.geometry, &read.givens, &solution));
        let unique = case.uniqueness == sheetdoku::Uniqueness::Unique;
        if unique {
            assert_eq!(solution, case.solution, "{}", case.stem);
        }
        // The command line reads the same .ods.
        let printed = cli_solve(&ods, unique);
        assert!(
            printed.contains(&case.puzzle.geometry.describe()),
            "{printed}"
        );
        assert!(printed.contains("\nSolved"), "{printed}");
        if unique {
            assert!(printed.contains("unique: proven"), "{printed}");
            assert_eq!(printed_grid(&printed), case.solution.to_line());
        }
    }
}

/// The first change of one given (in reading order, digits upwards) that
/// leaves the puzzle solvable: `(cell, index among the givens, new digit)`.
fn solvable_change(puzzle: &Puzzle) -> (usize, usize, u8) {
    let n = puzzle.geometry.size();
    let givens: Vec<usize> = (0..n * n).filter(|&c| puzzle.givens.get(c) != 0).collect();
    for (index, &cell) in givens.iter().enumerate() {
        for digit in 1..=n as u8 {
            if digit == puzzle.givens.get(cell) {
                continue;
            }
            let mut changed = puzzle.givens.clone();
            changed.set(cell, digit);
            if solve(&puzzle.geometry, &changed).is_some() {
                return (cell, index, digit);
            }
        }
    }
    panic!("no single change of a given keeps the puzzle solvable");
}

/// Sets the `index`-th number of sheet `sheet` of a flat ODS document to
/// `digit`, as typing it into that cell in Calc would.
fn retype_number(fods: &str, sheet: &str, index: usize, digit: u8) -> String {
    let start = fods
        .find(&format!("<table:table table:name=\"{sheet}\""))
        .expect("the sheet is in the document");
    let mut at = start;
    for _ in 0..=index {
        at += fods[at..].find("office:value=\"").expect("enough numbers") + 1;
    }
    let value_start = at - 1 + "office:value=\"".len();
    let value_end = value_start + fods[value_start..].find('"').unwrap();
    let old = &fods[value_start..value_end];
    let text_start = value_end + fods[value_end..].find("<text:p>").unwrap() + "<text:p>".len();
    let text_end = text_start + fods[text_start..].find("</text:p>").unwrap();
    assert_eq!(&fods[text_start..text_end], old, "the cell shows its value");
    format!(
        "{}{digit}{}{digit}{}",
        &fods[..value_start],
        &fods[value_end..text_start],
        &fods[text_end..]
    )
}

#[test]
fn an_ods_with_a_changed_given_gives_the_new_answer() {
    let Some(office) = office("an_ods_with_a_changed_given_gives_the_new_answer") else {
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    let case = &cases()[0];
    let xlsx = dir.path().join("puzzle.xlsx");
    write_input_workbook(&xlsx, &case.puzzle).unwrap();
    // Calc opens our workbook and saves it (as flat XML, so that the edit
    // below is a plain text change of Calc's own document) ...
    let flat = dir.path().join("flat");
    office.convert("fods", &[&xlsx], &flat, Recalc::Default);
    let fods = std::fs::read_to_string(expect_file(&flat.join("puzzle.fods"))).unwrap();
    // ... the user retypes one given ...
    let (cell, index, digit) = solvable_change(&case.puzzle);
    let edited = dir.path().join("edited.fods");
    std::fs::write(&edited, retype_number(&fods, "A", index, digit)).unwrap();
    // ... and Calc saves the result as .ods.
    let out = dir.path().join("ods");
    office.convert("ods", &[&edited], &out, Recalc::Default);
    let read = read(expect_file(&out.join("edited.ods")));

    let mut expected: Grid = case.puzzle.givens.clone();
    expected.set(cell, digit);
    assert_eq!(read.givens, expected);
    assert_eq!(read.geometry, case.puzzle.geometry);
    let solution = solve(&read.geometry, &read.givens).expect("the change keeps it solvable");
    assert!(is_solution(&read.geometry, &expected, &solution));
    assert_eq!(solution.get(cell), digit);
    assert_ne!(solution, case.solution);
    let printed = cli_solve(&out.join("edited.ods"), false);
    assert!(printed.contains("\nSolved"), "{printed}");
    let printed = Grid::parse_line(&printed_grid(&printed)).unwrap();
    assert!(is_solution(&read.geometry, &expected, &printed));
}

#[test]
fn xlsx_renders_to_pdf() {
    let Some(office) = office("xlsx_renders_to_pdf") else {
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    let cases = cases();
    let files: Vec<_> = cases
        .iter()
        .map(|c| write_workbook(dir.path(), c))
        .collect();
    let refs: Vec<&Path> = files.iter().map(|p| p.as_path()).collect();
    let out = dir.path().join("pdf");
    office.convert("pdf", &refs, &out, Recalc::Default);
    for case in &cases {
        let pdf = std::fs::read(expect_file(&out.join(format!("{}.pdf", case.stem)))).unwrap();
        assert!(pdf.starts_with(b"%PDF-"), "{} is not a PDF", case.stem);
        assert!(
            pdf.len() > 10_000,
            "{}: a PDF of {} bytes",
            case.stem,
            pdf.len()
        );
    }
}
