//! Text pasted into a grid cell in Calc itself (through UNO,
//! `pupil_actions.py`): a paste passes Calc's validation, so the digit 3
//! arrives as text that no count of digits sees. The `Play` sheet and a
//! worksheet's sheet `P1` must say so after LibreOffice recalculates, in
//! .xlsx and .ods, where they said "not started" before.

use std::path::Path;
use std::process::Command;

use super::extension::python_with_uno;
use super::soffice::{office, Recalc, CSV_ALL_SHEETS};
use super::status::{shown_status, Expect};

/// The MATLAB intlinprog example: A1 is empty.
const MATLAB: &str =
    ".2..3..4.6.......3..4...5.....8.6...8...1...6...7.5.....7...6..4.......8.3..4..2.";

const NOT_A_DIGIT: &str = "a red cell holds something other than a digit of the grid";

#[test]
fn text_pasted_into_a_grid_cell_is_named_by_the_status() {
    let test = "text_pasted_into_a_grid_cell_is_named_by_the_status";
    let (Some(office), Some(python)) = (office(test), python_with_uno(test)) else {
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    let line = d.join("matlab.txt");
    std::fs::write(&line, format!("{MATLAB}\n")).unwrap();
    let bin = env!("CARGO_BIN_EXE_sheetdoku");
    let driver = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/libreoffice/pupil_actions.py");
    let mut expects = Vec::new();
    for ext in ["ods", "xlsx"] {
        // The Play sheet's grid starts at B6 (labels above and left of
        // it); a worksheet's P1 at A1.
        let made = [("solve", "Play", "B6"), ("worksheet", "P1", "A1")];
        for (command, sheet, first) in made {
            let book = d.join(format!("{command}.{ext}"));
            let run = Command::new(bin)
                .arg(command)
                .arg(&line)
                .arg("-o")
                .arg(&book)
                .output()
                .unwrap();
            assert!(run.status.success(), "{run:?}");
            let pupil = d.join(format!("{command}-pasted-{ext}.{ext}"));
            let work = d.join(format!("uno-{command}-{ext}"));
            std::fs::create_dir(&work).unwrap();
            let run = Command::new(&python)
                .arg(&driver)
                .arg(&book)
                .arg(&pupil)
                .arg(&work)
                .arg(format!("text:{sheet}:{first}:3"))
                .output()
                .unwrap();
            assert!(
                run.status.success(),
                "pupil_actions.py: {}\n{}",
                String::from_utf8_lossy(&run.stdout),
                String::from_utf8_lossy(&run.stderr)
            );
            expects.push(Expect {
                file: pupil,
                sheet,
                status: NOT_A_DIGIT,
            });
        }
    }
    let refs: Vec<&Path> = expects.iter().map(|e| e.file.as_path()).collect();
    let out = d.join("csv");
    office.convert(CSV_ALL_SHEETS, &refs, &out, Recalc::Always);
    for expect in &expects {
        assert_eq!(
            shown_status(expect, &out),
            expect.status,
            "{}",
            expect.file.display()
        );
    }
}
