//! A pupil types her name into the file she hands in: on a worksheet's
//! first page and on a puzzle's Play page the name line is the one cell of
//! its protected sheet, besides the grids' empty cells, that Calc lets her
//! type into; what is printed there stays the line to write on.

use std::path::Path;
use std::process::Command;

use super::extension::python_with_uno;
use super::soffice::office;

/// Whether each of `cells` ("Play!A3") of `book` is locked, its sheet
/// protected, and its text, as Calc loads them.
fn locks(python: &Path, book: &Path, work: &Path, cells: &[&str]) -> serde_json::Value {
    let driver = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/libreoffice/locks.py");
    let run = Command::new(python)
        .arg(driver)
        .arg(book)
        .arg(work)
        .args(cells)
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&run.stdout);
    assert!(
        run.status.success(),
        "locks.py on {}: {stdout}\n{}",
        book.display(),
        String::from_utf8_lossy(&run.stderr)
    );
    let line = stdout.lines().last().unwrap_or_default();
    serde_json::from_str(line).unwrap_or_else(|e| panic!("locks.py printed '{line}': {e}"))
}

/// The name cell is open on its protected sheet; a cell beside it is not.
fn assert_typeable(found: &serde_json::Value, name: &str, other: &str, what: &str) {
    let cell = &found[name];
    assert_eq!(cell["protected"], true, "{what}: {found}");
    assert_eq!(cell["locked"], false, "{what}: {found}");
    assert!(
        cell["text"].as_str().unwrap_or_default().contains("____"),
        "{what}: {found}"
    );
    assert_eq!(found[other]["locked"], true, "{what}: {found}");
}

#[test]
fn a_pupil_can_type_her_name_on_the_worksheet_and_the_play_page() {
    let test = "a_pupil_can_type_her_name_on_the_worksheet_and_the_play_page";
    let (Some(_office), Some(python)) = (office(test), python_with_uno(test)) else {
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    let bin = env!("CARGO_BIN_EXE_sheetdoku");
    for ext in ["ods", "xlsx"] {
        let class = dir.path().join(format!("class.{ext}"));
        let made = Command::new(bin)
            .args(["generate", "--count", "2", "--seed", "3", "-o"])
            .arg(&class)
            .output()
            .unwrap();
        assert!(made.status.success(), "{made:?}");
        let work = dir.path().join(format!("w-{ext}"));
        // The title in A1, the name line under it.
        let found = locks(&python, &class, &work, &["Worksheet!A2", "Worksheet!A1"]);
        assert_typeable(&found, "Worksheet!A2", "Worksheet!A1", ext);

        let copy = dir.path().join(format!("pupil.{ext}"));
        let solved = Command::new(bin)
            .args(["solve", "--no-output", "--pupil-copy"])
            .arg(&copy)
            .arg(Path::new(env!("CARGO_MANIFEST_DIR")).join("samples/windoku-x.ods"))
            .output()
            .unwrap();
        assert!(solved.status.success(), "{solved:?}");
        let work = dir.path().join(format!("p-{ext}"));
        // The title in A1, the name line in row 3.
        let found = locks(&python, &copy, &work, &["Play!A3", "Play!A1"]);
        assert_typeable(&found, "Play!A3", "Play!A1", ext);
    }
}
