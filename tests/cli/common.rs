//! Helpers shared by the CLI tests.

use std::path::{Path, PathBuf};

use assert_cmd::Command;
use tempfile::TempDir;

/// A file of `samples/`.
pub fn sample(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("samples")
        .join(name)
}

/// A file of `tests/data/`.
pub fn data(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests")
        .join("data")
        .join(name)
}

/// The binary under test.
pub fn sheetdoku() -> Command {
    Command::cargo_bin("sheetdoku").unwrap()
}

/// Writes `text` to `name` in `dir`.
pub fn text_file(dir: &TempDir, name: &str, text: &str) -> PathBuf {
    let path = dir.path().join(name);
    std::fs::write(&path, text).unwrap();
    path
}

/// Peško's "Diabolské puzzle": 64 solutions.
pub const DIABOLSKE: &str =
    "..6..49...4.....7....9.1.45.9.83....8.......9....19.3.78.5.2....2.....8...46..2..";

/// The MATLAB intlinprog example.
pub const MATLAB: &str =
    ".2..3..4.6.......3..4...5.....8.6...8...1...6...7.5.....7...6..4.......8.3..4..2.";

/// A workbook of the MATLAB example's puzzle on sheet A, its block map on
/// sheet B (the map read) and last week's copy of the map on sheet "Last
/// week" (a map the reader sees and does not use).
pub fn unused_map_workbook(dir: &TempDir) -> PathBuf {
    let mut wb = rust_xlsxwriter::Workbook::new();
    let a = wb.add_worksheet();
    a.set_name("A").unwrap();
    for (i, c) in MATLAB.chars().enumerate() {
        if let Some(d) = c.to_digit(10) {
            a.write_number((i / 9) as u32, (i % 9) as u16, d as f64)
                .unwrap();
        }
    }
    for name in ["B", "Last week"] {
        let map = wb.add_worksheet();
        map.set_name(name).unwrap();
        for cell in 0..81u32 {
            let (r, c) = (cell / 9, cell % 9);
            let block = 3 * (r / 3) + c / 3 + 1;
            map.write_number(r, c as u16, block as f64).unwrap();
        }
    }
    let path = dir.path().join("unused.xlsx");
    wb.save(&path).unwrap();
    path
}
