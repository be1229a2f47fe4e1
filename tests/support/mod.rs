//! Helpers shared by the reader tests: writing small workbooks.

use std::path::{Path, PathBuf};

use rust_xlsxwriter::{Workbook, Worksheet};

/// The MATLAB intlinprog example (one solution).
pub const MATLAB: &str =
    ".2..3..4.6.......3..4...5.....8.6...8...1...6...7.5.....7...6..4.......8.3..4..2.";

/// The rows of a one-line grid.
pub fn rows_of(line: &str) -> Vec<String> {
    let n = (1..=25).find(|n| n * n == line.len()).expect("square");
    line.as_bytes()
        .chunks(n)
        .map(|c| String::from_utf8(c.to_vec()).unwrap())
        .collect()
}

/// Writes a grid of symbols at (row0, col0): digits as numbers (or text when
/// `as_text`), letters as text, '.' left empty.
pub fn put(ws: &mut Worksheet, row0: u32, col0: u16, rows: &[String], as_text: bool) {
    for (r, row) in rows.iter().enumerate() {
        for (c, ch) in row.chars().enumerate() {
            let (r, c) = (row0 + r as u32, col0 + c as u16);
            match ch {
                '.' => {}
                d if d.is_ascii_digit() && !as_text => {
                    ws.write_number(r, c, d.to_digit(10).unwrap() as f64)
                        .unwrap();
                }
                other => {
                    ws.write_string(r, c, other.to_string()).unwrap();
                }
            }
        }
    }
}

/// Writes a label map (one symbol per cell, all written as text).
pub fn put_labels(ws: &mut Worksheet, row0: u32, col0: u16, rows: &[&str]) {
    let rows: Vec<String> = rows.iter().map(|s| s.to_string()).collect();
    put(ws, row0, col0, &rows, true);
}

/// Writes `key`/`value` rows on a sheet named Info.
pub fn info(wb: &mut Workbook, pairs: &[(&str, &str)]) {
    let ws = wb.add_worksheet();
    ws.set_name("Info").unwrap();
    for (i, (k, v)) in pairs.iter().enumerate() {
        ws.write_string(i as u32, 0, *k).unwrap();
        match v.parse::<f64>() {
            Ok(x) => ws.write_number(i as u32, 1, x).unwrap(),
            Err(_) => ws.write_string(i as u32, 1, *v).unwrap(),
        };
    }
}

/// Saves a workbook in `dir` under `name`.
pub fn save(mut wb: Workbook, dir: &Path, name: &str) -> PathBuf {
    let path = dir.join(name);
    wb.save(&path).unwrap();
    path
}

/// The standard 9x9 block map with labels 1-9, as rows.
pub fn standard_blocks() -> Vec<&'static str> {
    vec![
        "111222333",
        "111222333",
        "111222333",
        "444555666",
        "444555666",
        "444555666",
        "777888999",
        "777888999",
        "777888999",
    ]
}

/// A 9x9 jigsaw: the standard map with A1's box taking D1 and giving C3.
pub fn jigsaw_blocks() -> Vec<&'static str> {
    vec![
        "111122333",
        "111222333",
        "112222333",
        "444555666",
        "444555666",
        "444555666",
        "777888999",
        "777888999",
        "777888999",
    ]
}

/// Windoku's extra map (Table 4 of Peško's paper).
pub fn windoku_extra() -> Vec<&'static str> {
    vec![
        "000000000",
        "011102220",
        "011102220",
        "011102220",
        "000000000",
        "033304440",
        "033304440",
        "033304440",
        "000000000",
    ]
}

/// Labels of a map as numbers, row by row.
pub fn labels(rows: &[&str]) -> Vec<u32> {
    rows.iter()
        .flat_map(|r| r.chars().map(|c| c.to_digit(36).unwrap()))
        .collect()
}
