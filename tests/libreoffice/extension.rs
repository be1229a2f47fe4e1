//! The Sudoku extension for Calc in the real LibreOffice: the .oxt is built
//! by `scripts/build-oxt.sh` around this build's `sheetdoku`, installed with
//! `unopkg add` into a fresh profile, and each menu entry's code is driven
//! through UNO by `extension_driver.py` (Python with the `uno` module), which
//! asserts what the teacher sees: the solution workbook opened untitled with
//! the teacher's file unchanged, cells coloured by Check and uncoloured at
//! the next check, the texts of the hint, explain and mark dialogs, the
//! template and the worksheet opened (with progress, and Cancel keeping the
//! puzzles finished), the message when the command is missing; then, with
//! Calc's user-interface language set to Slovak in the profile, the menu
//! titles, the dialogs' words and the check verdict in Slovak.

use std::path::{Path, PathBuf};
use std::process::Command;

use super::soffice::office;

/// A Python that can `import uno` (Debian's python3-uno), or `None` with a
/// message (a panic when `CI` is set).
pub(crate) fn python_with_uno(test: &str) -> Option<PathBuf> {
    let candidates = [
        std::env::var_os("UNO_PYTHON").map(PathBuf::from),
        Some(PathBuf::from("/usr/bin/python3")),
        Some(PathBuf::from("python3")),
    ];
    let found = candidates.into_iter().flatten().find(|py| {
        Command::new(py)
            .args(["-c", "import uno"])
            .output()
            .is_ok_and(|o| o.status.success())
    });
    if found.is_none() {
        if std::env::var_os("CI").is_some() {
            panic!("{test}: CI is set but no Python can import uno (install python3-uno)");
        }
        eprintln!("SKIPPED {test}: no Python with the uno module (python3-uno)");
    }
    found
}

#[test]
fn extension_menu_entries_in_calc() {
    let test = "extension_menu_entries_in_calc";
    let (Some(_office), Some(python)) = (office(test), python_with_uno(test)) else {
        return;
    };
    let repo = Path::new(env!("CARGO_MANIFEST_DIR"));
    let work = tempfile::tempdir().unwrap();
    let build = Command::new("sh")
        .arg(repo.join("scripts/build-oxt.sh"))
        .arg("--bin")
        .arg(env!("CARGO_BIN_EXE_sheetdoku"))
        .arg("--out")
        .arg(work.path())
        .current_dir(repo)
        .output()
        .unwrap();
    assert!(
        build.status.success(),
        "build-oxt.sh: {}",
        String::from_utf8_lossy(&build.stderr)
    );
    let oxt = work.path().join("sheetdoku.oxt");
    assert!(oxt.is_file(), "build-oxt.sh wrote no {}", oxt.display());
    let run = Command::new(python)
        .arg(repo.join("tests/libreoffice/extension_driver.py"))
        .arg(&oxt)
        .arg(work.path().join("run"))
        .arg(repo)
        .env_remove("SHEETDOKU_BIN")
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&run.stdout);
    eprintln!("{stdout}");
    assert!(
        run.status.success(),
        "the extension's scenarios failed:\n{stdout}\n{}",
        String::from_utf8_lossy(&run.stderr)
    );
    for scenario in [
        "ok install",
        "ok menu",
        "ok solve via the menu",
        "ok check:",
        "ok check again",
        "ok check colours",
        "ok hints",
        "ok explain",
        "ok template",
        "ok killer template",
        "ok killer worksheet",
        "ok copies of this puzzle",
        "ok new worksheet",
        "ok cancel",
        "ok cancel with copies",
        "ok mark files",
        "ok mark files against the open teacher's file",
        "ok mark a folder",
        "ok help",
        "ok missing command",
        "ok ui language",
        "ok slovak menu",
        "ok slovak dialogs",
        "ok slovak check:",
        "ok slovak check of the saved work",
        "ok slovak mark files",
        "ok slovak missing command",
        "ok slovak which grid",
    ] {
        // A LibreOffice that adds no extension at all (the driver's probe of
        // one menu entry refused too) runs the menu's code from the .oxt's
        // files: what needs the installed menu cannot run, and says so.
        let unpacked = stdout.contains("skipped install:");
        if unpacked && NEED_INSTALL.iter().any(|s| scenario.starts_with(s)) {
            continue;
        }
        assert!(
            stdout.contains(scenario),
            "{scenario} did not run:\n{stdout}"
        );
    }
    if stdout.contains("skipped install:") {
        eprintln!("warning: the extension was not installed (see 'skipped install:' above)");
    }
}

/// The scenarios that need the extension installed in LibreOffice.
const NEED_INSTALL: [&str; 3] = ["ok install", "ok solve via the menu", "ok slovak menu"];
