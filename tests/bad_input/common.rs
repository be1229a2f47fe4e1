//! Helpers shared by the bad-input modules: reading options, the error
//! message of a read, the committed fixtures and small workbooks to spoil.

use std::path::{Path, PathBuf};

use rust_xlsxwriter::{Workbook, Worksheet};
use sheetdoku::read::{read_puzzle, ReadOptions};

use crate::support::*;

pub fn opts() -> ReadOptions {
    ReadOptions::default()
}

/// The message of reading `path` with the default options.
pub fn message(path: &Path) -> String {
    read_puzzle(path, &opts()).unwrap_err().to_string()
}

/// The message of reading `path` with `opts`.
pub fn message_with(path: &Path, opts: &ReadOptions) -> String {
    read_puzzle(path, opts).unwrap_err().to_string()
}

pub fn fixture(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures")
        .join(name)
}

/// A workbook whose sheet "A" holds the MATLAB grid, then `edit`.
pub fn workbook(dir: &Path, name: &str, edit: impl FnOnce(&mut Workbook)) -> PathBuf {
    let mut wb = Workbook::new();
    let ws = wb.add_worksheet();
    ws.set_name("A").unwrap();
    put(ws, 0, 0, &rows_of(MATLAB), false);
    edit(&mut wb);
    save(wb, dir, name)
}

/// A workbook whose one sheet holds the MATLAB grid at B2 and then `edit`.
pub fn teacher(dir: &Path, name: &str, edit: impl FnOnce(&mut Worksheet)) -> PathBuf {
    let mut wb = Workbook::new();
    let ws = wb.add_worksheet();
    put(ws, 1, 1, &rows_of(MATLAB), false);
    edit(ws);
    save(wb, dir, name)
}

/// A change to a sheet.
pub type Edit = Box<dyn FnOnce(&mut Worksheet)>;

pub const PNG: &[u8] = b"\x89PNG\r\n\x1a\n\0\0\0\rIHDR\0\0\0\x01\0\0\0\x01\x08\x02\0\0\0\x90wS\xde";
