//! The pupils' work through Calc: a solution workbook and a worksheet we
//! wrote, filled in (a clash on the Play sheet, a solved P sheet), opened
//! and saved by LibreOffice in the other format, and checked: the clash is
//! named as the Play sheet prints it, the verdicts are right, and a class
//! of such files is marked.

use std::path::{Path, PathBuf};
use std::process::Command;

use super::soffice::{expect_file, office, Recalc};
use crate::cli::pupil::{grid_of, pupil_saves, pupil_saves_many, Typing};
use crate::support::MATLAB;

fn sheetdoku() -> Command {
    Command::new(env!("CARGO_BIN_EXE_sheetdoku"))
}

/// Runs `sheetdoku args`, returning its exit code and standard output.
fn run(args: &[&std::ffi::OsStr]) -> (i32, String) {
    let out = sheetdoku().args(args).output().unwrap();
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
    )
}

fn solve_to(dir: &Path, name: &str) -> PathBuf {
    let input = dir.join("matlab.txt");
    std::fs::write(&input, format!("{MATLAB}\n")).unwrap();
    let out = dir.join(name);
    let (code, _) = run(&[
        "solve".as_ref(),
        input.as_os_str(),
        "-o".as_ref(),
        out.as_os_str(),
    ]);
    assert_eq!(code, 0);
    out
}

#[test]
fn a_filled_play_sheet_saved_by_calc_is_checked_and_marked() {
    let Some(office) = office("a_filled_play_sheet_saved_by_calc_is_checked_and_marked") else {
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    let xlsx = solve_to(d, "class.xlsx");
    let ods = solve_to(d, "class-ods.ods");
    // Anna solves the puzzle in the .xlsx; Ben types a clash at F2 (column
    // F holds 1 in row 5) in the .ods; Cleo fills P2 of a worksheet.
    let solution = grid_of(&xlsx, "S", 0, 0, 9);
    let givens: Vec<u8> = MATLAB
        .chars()
        .map(|c| c.to_digit(10).unwrap_or(0) as u8)
        .collect();
    let all: Vec<(usize, usize, u8)> = (0..81)
        .filter(|&c| givens[c] == 0)
        .map(|c| (c / 9, c % 9, solution[c]))
        .collect();
    let typed = d.join("typed");
    std::fs::create_dir(&typed).unwrap();
    pupil_saves(&xlsx, &typed.join("anna.xlsx"), "Play", &all);
    pupil_saves(&ods, &typed.join("ben.ods"), "Play", &[(1, 5, 5)]);
    let sheets = d.join("ws.xlsx");
    let (code, _) = run(&[
        "generate".as_ref(),
        "--count".as_ref(),
        "2".as_ref(),
        "--seed".as_ref(),
        "5".as_ref(),
        "-o".as_ref(),
        sheets.as_os_str(),
    ]);
    assert_eq!(code, 0);
    // The teacher's file, which holds the answers (the pupils' file at -o
    // has none; marking it against the teacher's is `check --key`).
    let sheets = sheetdoku::write::teacher_path(&sheets);
    let p2 = grid_of(&sheets, "P2", 0, 0, 9);
    pupil_saves(&sheets, &typed.join("cleo.xlsx"), "P2", &[(0, 0, p2[0])]);
    // Calc opens each returned file and saves it in the other format.
    let returned = d.join("returned");
    office.convert(
        "ods",
        &[&typed.join("anna.xlsx"), &typed.join("cleo.xlsx")],
        &returned,
        Recalc::Default,
    );
    office.convert(
        "xlsx:Calc MS Excel 2007 XML",
        &[&typed.join("ben.ods")],
        &returned,
        Recalc::Default,
    );
    let anna = returned.join("anna.ods");
    let ben = returned.join("ben.xlsx");
    let cleo = returned.join("cleo.ods");
    let (code, out) = run(&["check".as_ref(), expect_file(&anna).as_os_str()]);
    assert_eq!(code, 0, "{out}");
    assert!(out.contains("60 of 60 empty cells filled"), "{out}");
    assert!(out.contains("verdict: solved"), "{out}");
    let (code, out) = run(&["check".as_ref(), expect_file(&ben).as_os_str()]);
    assert_eq!(code, 1, "{out}");
    assert!(
        out.contains("clash: F2 and F6 both hold 5 in column F"),
        "{out}"
    );
    assert!(!out.contains("G6"), "{out}");
    assert!(out.contains("verdict: clash"), "{out}");
    // The class, marked into an .ods.
    let marks = d.join("marks.ods");
    let (code, out) = run(&[
        "check".as_ref(),
        anna.as_os_str(),
        ben.as_os_str(),
        expect_file(&cleo).as_os_str(),
        "-o".as_ref(),
        marks.as_os_str(),
    ]);
    assert_eq!(code, 1, "{out}");
    assert!(
        out.contains("3 files, 4 grids: 1 solved, 2 not started, 1 clash"),
        "{out}"
    );
    expect_file(&marks);
}

/// The unique solution of the 9x9 `givens` (row by row, 0 empty).
fn solution_of(givens: &[u8]) -> Vec<u8> {
    let g = sheetdoku::Geometry::standard(9).unwrap();
    let grid = sheetdoku::Grid::from_cells(9, givens.to_vec()).unwrap();
    match sheetdoku::solve::solutions_up_to_two_until(&g, &grid, &sheetdoku::Deadline::none())
        .unwrap()
    {
        sheetdoku::solve::Solutions::Unique(s) => s.cells().to_vec(),
        other => panic!("{other:?}"),
    }
}

/// A cell of `givens` and a digit for it that is not the solution's but
/// clashes with nothing.
fn wrong_digit(givens: &[u8], solution: &[u8]) -> (usize, usize, u8) {
    let g = sheetdoku::Geometry::standard(9).unwrap();
    (0..81)
        .filter(|&c| givens[c] == 0)
        .find_map(|c| {
            (1..=9u8).find_map(|d| {
                let mut cells = givens.to_vec();
                cells[c] = d;
                let grid = sheetdoku::Grid::from_cells(9, cells).unwrap();
                (d != solution[c] && sheetdoku::check::check(&g, &grid).is_valid()).then_some((
                    c / 9,
                    c % 9,
                    d,
                ))
            })
        })
        .unwrap()
}

#[test]
fn a_class_saved_by_calc_is_marked_against_the_answers_and_the_marks_print() {
    let Some(office) = office("a_class_saved_by_calc_is_marked_against_the_answers") else {
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    let sheets = d.join("ws.xlsx");
    let (code, _) = run(&[
        "generate".as_ref(),
        "--count".as_ref(),
        "6".as_ref(),
        "--seed".as_ref(),
        "11".as_ref(),
        "--title".as_ref(),
        "Class 3B".as_ref(),
        "-o".as_ref(),
        sheets.as_os_str(),
    ]);
    assert_eq!(code, 0);
    // The teacher's file, which holds the answers (the pupils' file at -o
    // has none; marking it against the teacher's is `check --key`).
    let sheets = sheetdoku::write::teacher_path(&sheets);
    let givens: Vec<Vec<u8>> = (1..=6)
        .map(|k| grid_of(&sheets, &format!("P{k}"), 0, 0, 9))
        .collect();
    let solutions: Vec<Vec<u8>> = givens.iter().map(|g| solution_of(g)).collect();
    let all = |k: usize| -> Vec<(usize, usize, u8)> {
        (0..81)
            .filter(|&c| givens[k][c] == 0)
            .map(|c| (c / 9, c % 9, solutions[k][c]))
            .collect()
    };
    // Anna: a wrong digit clashing with nothing on P1, P2 solved. Ben: a
    // clash on P3 (the first given of row 1 typed again in that row), a
    // wrong digit on P5.
    let anna_wrong = wrong_digit(&givens[0], &solutions[0]);
    let typed = d.join("typed");
    std::fs::create_dir(&typed).unwrap();
    let p2 = all(1);
    pupil_saves_many(
        &sheets,
        &typed.join("anna.xlsx"),
        &[
            Typing {
                sheet: "P1",
                origin: Some((0, 0)),
                typed: &[anna_wrong],
            },
            Typing {
                sheet: "P2",
                origin: Some((0, 0)),
                typed: &p2,
            },
        ],
    );
    let first = (0..9).find(|&c| givens[2][c] != 0).unwrap();
    let free = (0..9).find(|&c| givens[2][c] == 0).unwrap();
    let ben_clash = (0, free, givens[2][first]);
    let ben_wrong = wrong_digit(&givens[4], &solutions[4]);
    pupil_saves_many(
        &sheets,
        &typed.join("ben.xlsx"),
        &[
            Typing {
                sheet: "P3",
                origin: Some((0, 0)),
                typed: &[ben_clash],
            },
            Typing {
                sheet: "P5",
                origin: Some((0, 0)),
                typed: &[ben_wrong],
            },
        ],
    );
    // Calc opens each returned file and saves it as .ods.
    let returned = d.join("returned");
    office.convert(
        "ods",
        &[&typed.join("anna.xlsx"), &typed.join("ben.xlsx")],
        &returned,
        Recalc::Default,
    );
    let anna = returned.join("anna.ods");
    let ben = returned.join("ben.ods");
    let marks = d.join("marks.ods");
    let (code, out) = run(&[
        "check".as_ref(),
        expect_file(&anna).as_os_str(),
        expect_file(&ben).as_os_str(),
        "-o".as_ref(),
        marks.as_os_str(),
    ]);
    assert_eq!(code, 1, "{out}");
    let name = |(r, c, _): (usize, usize, u8)| format!("{}{}", (b'A' + c as u8) as char, r + 1);
    let line = |file: &str, sheet: &str| {
        out.lines()
            .find(|l| l.contains(file) && l.contains(&format!("  {sheet}  ")))
            .unwrap_or_else(|| panic!("no line for {file} {sheet}:\n{out}"))
            .to_string()
    };
    let a1 = line("anna.ods", "P1");
    assert!(a1.contains("wrong digits"), "{a1}");
    assert!(
        a1.contains(&format!("wrong digit: {}", name(anna_wrong))),
        "{a1}"
    );
    assert!(line("anna.ods", "P2").contains("solved"), "{out}");
    assert!(line("anna.ods", "P3").contains("not started"), "{out}");
    let b3 = line("ben.ods", "P3");
    assert!(b3.contains("clash"), "{b3}");
    let b5 = line("ben.ods", "P5");
    assert!(
        b5.contains(&format!("wrong digit: {}", name(ben_wrong))),
        "{b5}"
    );
    assert!(
        out.contains("2 files, 12 grids: 1 solved, 8 not started, 2 wrong digits, 1 clash"),
        "{out}"
    );
    // The marks print on one landscape page, titled, with their headings
    // apart.
    office.convert("pdf", &[expect_file(&marks)], d, Recalc::Default);
    let pdf = d.join("marks.pdf");
    let text = Command::new("pdftotext")
        .args(["-layout"])
        .arg(expect_file(&pdf))
        .arg("-")
        .output()
        .ok()
        .filter(|o| o.status.success())
        .map(|o| String::from_utf8_lossy(&o.stdout).into_owned());
    if let Some(text) = text {
        assert!(text.contains("Marks: Class 3B"), "{text}");
        assert!(text.contains("Marked on "), "{text}");
        for heading in ["pupil's file", "grid marked", "clashes", "wrong", "verdict"] {
            assert!(text.contains(heading), "{heading}: {text}");
        }
        assert!(!text.contains("clasheswrong"), "{text}");
        assert!(text.contains("Summary: 2 files, 12 grids"), "{text}");
        assert_eq!(text.matches('\u{c}').count(), 1, "one page: {text}");
    }
}
