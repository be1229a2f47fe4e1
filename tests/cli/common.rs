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
