//! The pupils' work through Calc: a solution workbook and a worksheet we
//! wrote, filled in (a clash on the Play sheet, a solved P sheet), opened
//! and saved by LibreOffice in the other format, and checked: the clash is
//! named as the Play sheet prints it, the verdicts are right, and a class
//! of such files is marked.

use std::path::{Path, PathBuf};
use std::process::Command;

use crate::pupil::{grid_of, pupil_saves};
use crate::soffice::{expect_file, office, Recalc};
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
    assert!(out.contains("81 of 81 cells filled"), "{out}");
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
        out.contains("3 files, 4 grids: 1 solved, 2 keep going, 1 clash"),
        "{out}"
    );
    expect_file(&marks);
}
