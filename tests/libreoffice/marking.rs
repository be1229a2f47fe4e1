//! The marking property with LibreOffice in the loop: each pupil's file is
//! opened and saved by Calc in the other format (.xlsx as .ods, .ods as
//! .xlsx) before it is marked, and every verdict must still equal a direct
//! comparison with the solution (`tests/marking/class.rs`), for a class
//! set of killers too; the same after what pupils do to files
//! (`tests/marking/actions.rs`), and a file changed by a pupil in Calc
//! itself (through UNO, `pupil_actions.py`) marked against the teacher's.

use std::cell::Cell;
use std::path::{Path, PathBuf};
use std::process::Command;

use super::extension::python_with_uno;
use super::soffice::{expect_file, office, Recalc};
use crate::marking::actions::mark_a_class_after_actions;
use crate::marking::class::{mark_a_class, mark_a_class_of, Class};

#[test]
fn marks_of_files_saved_by_calc_equal_a_direct_comparison() {
    let Some(office) = office("marks_of_files_saved_by_calc_equal_a_direct_comparison") else {
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    let runs = Cell::new(0);
    let resave = |path: &Path| -> PathBuf {
        runs.set(runs.get() + 1);
        let other = match path.extension().and_then(|e| e.to_str()) {
            Some("xlsx") => "ods",
            _ => "xlsx",
        };
        let out = dir.path().join(format!("calc{}", runs.get()));
        office.convert(other, &[path], &out, Recalc::Default);
        let stem = path.file_stem().unwrap().to_str().unwrap();
        expect_file(&out.join(format!("{stem}.{other}"))).to_path_buf()
    };
    // Seeded worksheets of every per-page setting, small to the largest.
    for (seed, count, per_page) in [(21, 3, 1), (22, 5, 2), (23, 8, 4), (24, 12, 6)] {
        mark_a_class(seed, count, per_page, &resave)
            .unwrap_or_else(|e| panic!("seed {seed}, {count} puzzles, {per_page} a page: {e}"));
    }
    // A class set of killers, their rows of digits apart under the sums.
    mark_a_class_of(Class::Killers, 25, 8, 4, &resave)
        .unwrap_or_else(|e| panic!("killers, seed 25: {e}"));
    assert_eq!(runs.get(), 10, "each class saved by Calc in both formats");
}

/// A worksheet of killers saved by Calc in the other format still reads
/// back each `P` sheet as its killer, cages and all, and still refuses a
/// range of a killer's `P` sheet rather than read it as a plain Sudoku.
#[test]
fn killer_p_sheets_saved_by_calc_read_back_with_their_cages() {
    let Some(office) = office("killer_p_sheets_saved_by_calc_read_back_with_their_cages") else {
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    let base = sheetdoku::Geometry::standard(6).unwrap();
    let puzzles: Vec<sheetdoku::write::WorksheetPuzzle> = (0..3)
        .map(|seed| {
            let opts = sheetdoku::generate::KillerOptions::default().with_seed(seed);
            let k = sheetdoku::generate::generate_killer(&base, &opts).unwrap();
            sheetdoku::write::WorksheetPuzzle::killer(k)
        })
        .collect();
    let doc = sheetdoku::write::WorksheetDoc::default()
        .with_title("Killers")
        .with_puzzles(puzzles)
        .with_per_page(2);
    let cages = |g: &sheetdoku::Geometry| {
        let mut c: Vec<_> = g.cages().map(|(_, c)| (c.cells.clone(), c.sum)).collect();
        c.sort();
        c
    };
    for (ext, other) in [("xlsx", "ods"), ("ods", "xlsx")] {
        let written = dir.path().join(format!("killers.{ext}"));
        sheetdoku::write::write_worksheet(&written, &doc).unwrap();
        let out = dir.path().join(format!("calc-{ext}"));
        office.convert(other, &[written.as_path()], &out, Recalc::Default);
        let saved = expect_file(&out.join(format!("killers.{other}"))).to_path_buf();
        let select = |puzzle: &str| {
            sheetdoku::read::ReadOptions::default().with_puzzle(Some(puzzle.to_string()))
        };
        for (k, p) in doc.puzzles.iter().enumerate() {
            let read =
                sheetdoku::read::read_puzzle(&saved, &select(&format!("P{}", k + 1))).unwrap();
            assert_eq!(
                cages(&read.geometry),
                cages(&p.geometry),
                "{other} P{}",
                k + 1
            );
            assert_eq!(read.givens, p.givens, "{other} P{}", k + 1);
        }
        let e = sheetdoku::read::read_puzzle(&saved, &select("P1!A1:F6")).unwrap_err();
        assert!(
            e.to_string().contains("read the whole sheet P1"),
            "{other}: {e}"
        );
    }
}

/// The marking property under what pupils do to their files (a word and
/// "12" in cells, a P sheet deleted, renamed, two swapped, a row inserted,
/// the Key deleted), each file then opened and saved by Calc in the other
/// format: marked against the teacher's file, every grid as a direct
/// comparison says, the deleted one missing.
#[test]
fn marks_after_pupil_actions_saved_by_calc_equal_a_direct_comparison() {
    let test = "marks_after_pupil_actions_saved_by_calc_equal_a_direct_comparison";
    let Some(office) = office(test) else {
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    let runs = Cell::new(0);
    let resave = |path: &Path| -> PathBuf {
        runs.set(runs.get() + 1);
        let other = match path.extension().and_then(|e| e.to_str()) {
            Some("xlsx") => "ods",
            _ => "xlsx",
        };
        let out = dir.path().join(format!("calc{}", runs.get()));
        office.convert(other, &[path], &out, Recalc::Default);
        let stem = path.file_stem().unwrap().to_str().unwrap();
        expect_file(&out.join(format!("{stem}.{other}"))).to_path_buf()
    };
    for (seed, per_page) in [(41, 4), (42, 6)] {
        mark_a_class_after_actions(seed, 10, per_page, &resave)
            .unwrap_or_else(|e| panic!("seed {seed}, {per_page} a page: {e}"));
    }
    assert_eq!(runs.get(), 4);
}

/// Puzzle `name`'s givens and answer (row by row, 0 empty), from the Key
/// of the teacher's file.
fn givens_and_answer(book: &Path, name: &str) -> (Vec<u8>, Vec<u8>) {
    use calamine::{open_workbook_auto, Data, Reader};
    let mut wb = open_workbook_auto(book).unwrap();
    let range = wb.worksheet_range("Key").unwrap();
    let row: Vec<String> = range
        .rows()
        .map(|r| r.iter().map(Data::to_string).collect::<Vec<_>>())
        .find(|r| r[1] == name)
        .unwrap();
    let digits = |s: &str| -> Vec<u8> {
        s.chars()
            .take(81)
            .map(|c| c.to_digit(10).map_or(0, |d| d as u8))
            .collect()
    };
    (digits(&row[5]), digits(&row[6]))
}

/// The A1 name of grid cell `c` of a 9x9 at A1, `rows_down` rows lower.
fn cell_name(c: usize, rows_down: usize) -> String {
    format!(
        "{}{}",
        (b'A' + (c % 9) as u8) as char,
        c / 9 + 1 + rows_down
    )
}

/// A pupil works in Calc itself on the teacher's worksheet: solves P1 and
/// renames its sheet, inserts a row above P2's grid, types a word into P3
/// and 12 into P4, deletes the hidden Key, and Calc saves the file as
/// .xlsx. Marked against the teacher's file, every grid is found and
/// marked, each bad cell named where it lies.
#[test]
fn a_file_a_pupil_changed_in_calc_is_marked_against_the_teachers_file() {
    let test = "a_file_a_pupil_changed_in_calc_is_marked_against_the_teachers_file";
    let (Some(_office), Some(python)) = (office(test), python_with_uno(test)) else {
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    let teacher = d.join("ws.ods");
    let bin = env!("CARGO_BIN_EXE_sheetdoku");
    let made = Command::new(bin)
        .args(["generate", "--count", "4", "--seed", "5", "-o"])
        .arg(&teacher)
        .output()
        .unwrap();
    assert!(made.status.success(), "{made:?}");
    // The pupils get ws.ods; the answers are in the teacher's file beside it.
    let key = sheetdoku::write::teacher_path(&teacher);
    let (g1, a1) = givens_and_answer(&key, "P1");
    let (g3, _) = givens_and_answer(&key, "P3");
    let (g4, _) = givens_and_answer(&key, "P4");
    let free = |g: &[u8]| (0..81).find(|&c| g[c] == 0).unwrap();
    let (w3, w4) = (free(&g3), free(&g4));
    let mut actions: Vec<String> = (0..81)
        .filter(|&c| g1[c] == 0)
        .map(|c| format!("number:P1:{}:{}", cell_name(c, 0), a1[c]))
        .collect();
    actions.extend([
        "rename:P1:Mine".to_string(),
        "insert-row:P2:0".to_string(),
        format!("text:P3:{}:seven", cell_name(w3, 0)),
        format!("number:P4:{}:12", cell_name(w4, 0)),
        "delete:Key".to_string(),
    ]);
    let pupil = d.join("anna.xlsx");
    let work = d.join("uno");
    std::fs::create_dir(&work).unwrap();
    let driver = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/libreoffice/pupil_actions.py");
    let run = Command::new(python)
        .arg(driver)
        .arg(&teacher)
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
        .arg("check")
        .arg("--key")
        .arg(&key)
        .arg(expect_file(&pupil))
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(1), "{stdout}");
    let line = |sheet: &str| {
        stdout
            .lines()
            .find(|l| l.contains(&format!("  {sheet}  ")))
            .unwrap_or_else(|| panic!("no line for {sheet}:\n{stdout}"))
            .to_string()
    };
    let p1 = line("P1");
    assert!(
        p1.contains("solved") && p1.contains("P1 found at Mine!A1"),
        "{p1}"
    );
    let p2 = line("P2");
    assert!(
        p2.contains("not started") && p2.contains("P2 found at P2!A2"),
        "{p2}"
    );
    let p3 = line("P3");
    assert!(
        p3.contains(&format!("P3!{} holds 'seven'", cell_name(w3, 0))),
        "{p3}"
    );
    let p4 = line("P4");
    assert!(
        p4.contains(&format!("P4!{} holds 12", cell_name(w4, 0))),
        "{p4}"
    );
    assert!(
        stdout.contains("1 file, 4 grids: 1 solved, 1 not started, 2 wrong digits"),
        "{stdout}"
    );
}
