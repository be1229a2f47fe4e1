//! The solution workbook stays a live model in Calc: the `Model` sheet's
//! block rows follow sheet `B` by formula (the paper's constraint (4) with
//! b_ij) and its objective follows sheet `A`. The workbook is opened in
//! Calc through UNO by `live_model.py`, cells are typed as a teacher types
//! them, and Calc's recalculated summary is read back. (LibreOffice 7.x
//! does not load the Solver settings from a file, so the Solver itself is
//! not run here.)

use std::path::Path;
use std::process::Command;

use sheetdoku::CellNamer;

use super::cases::{cases, write_workbook_as};
use super::extension::python_with_uno;
use super::soffice::office;

/// The Model's summary as Calc computes it after typing `edits`
/// (`"B!A1=2"`) into `book`: (objective, givens, rows not equal to 1).
fn summary_after(python: &Path, book: &Path, work: &Path, edits: &[String]) -> (f64, f64, f64) {
    let driver = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/libreoffice/live_model.py");
    let run = Command::new(python)
        .arg(driver)
        .arg(book)
        .arg(work)
        .args(edits)
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&run.stdout);
    assert!(
        run.status.success(),
        "live_model.py on {}: {stdout}\n{}",
        book.display(),
        String::from_utf8_lossy(&run.stderr)
    );
    let line = stdout.lines().last().unwrap_or_default();
    let v: serde_json::Value = serde_json::from_str(line)
        .unwrap_or_else(|e| panic!("live_model.py printed '{line}': {e}"));
    let number = |k: &str| v[k].as_f64().unwrap_or_else(|| panic!("no {k} in {line}"));
    (number("objective"), number("givens"), number("broken"))
}

#[test]
fn a_redrawn_block_map_and_a_retyped_given_change_the_model() {
    let test = "a_redrawn_block_map_and_a_retyped_given_change_the_model";
    let (Some(_office), Some(python)) = (office(test), python_with_uno(test)) else {
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    let cases = cases();
    let case = &cases[0];
    let g = &case.puzzle.geometry;
    let n = g.size();
    let name = |c: usize| CellNamer::default().cell(n, c);
    // The block map redrawn: A1 and a cell of another block holding
    // another digit swap labels.
    let other = (0..n * n)
        .rev()
        .find(|&c| g.block_of(c) != g.block_of(0) && case.solution.get(c) != case.solution.get(0))
        .unwrap();
    let (first, second) = (g.block_of(0) + 1, g.block_of(other) + 1);
    let map = vec![
        format!("B!{}={second}", name(0)),
        format!("B!{}={first}", name(other)),
    ];
    // A given retyped: the first given of sheet A gets another digit.
    let given = (0..n * n)
        .find(|&c| case.puzzle.givens.get(c) != 0)
        .unwrap();
    let digit = case.puzzle.givens.get(given) % n as u8 + 1;
    let retyped = vec![format!("A!{}={digit}", name(given))];
    let givens = case.puzzle.givens.given_count() as f64;
    for ext in ["xlsx", "ods"] {
        let sub = dir.path().join(ext);
        std::fs::create_dir_all(&sub).unwrap();
        let book = write_workbook_as(&sub, case, ext);
        let work = |what: &str| sub.join(what);
        // Unchanged: the solution meets every row and keeps every given.
        let same = summary_after(&python, &book, &work("same"), &[]);
        assert_eq!(same, (givens, givens, 0.0), "{ext}, unchanged");
        // The redrawn map: the two blocks no longer hold each digit once
        // in the stored solution, so their rows say so.
        let (objective, _, broken) = summary_after(&python, &book, &work("map"), &map);
        assert_eq!(objective, givens, "{ext}, redrawn map");
        assert!(broken >= 2.0, "{ext}: {broken} rows broken by the new map");
        // The retyped given: the objective counts one given fewer kept.
        let after = summary_after(&python, &book, &work("given"), &retyped);
        assert_eq!(after, (givens - 1.0, givens, 0.0), "{ext}, retyped given");
    }
}
