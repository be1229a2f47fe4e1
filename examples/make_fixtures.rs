//! Writes the .xlsx sources of the LibreOffice test fixtures in
//! tests/fixtures/ (tests/fixtures/make.sh converts them to .ods).
//!
//! Run: `cargo run --example make_fixtures -- tests/fixtures`

use std::path::PathBuf;

use rust_xlsxwriter::{Workbook, Worksheet, XlsxError};

const MATLAB: &str =
    ".2..3..4.6.......3..4...5.....8.6...8...1...6...7.5.....7...6..4.......8.3..4..2.";

const JIGSAW: [&str; 9] = [
    "111122333",
    "111222333",
    "112222333",
    "444555666",
    "444555666",
    "444555666",
    "777888999",
    "777888999",
    "777888999",
];

/// Writes one-line grid `line` at (row0, col0); digits as text if `as_text`.
fn put(
    ws: &mut Worksheet,
    row0: u32,
    col0: u16,
    line: &str,
    as_text: bool,
) -> Result<(), XlsxError> {
    for (i, ch) in line.chars().enumerate() {
        let (r, c) = (row0 + (i / 9) as u32, col0 + (i % 9) as u16);
        match ch {
            '.' => {}
            d if !as_text && d.is_ascii_digit() => {
                ws.write_number(r, c, f64::from(d.to_digit(10).unwrap_or(0)))?;
            }
            d => {
                ws.write_string(r, c, d.to_string())?;
            }
        }
    }
    Ok(())
}

fn main() -> Result<(), XlsxError> {
    let dir = PathBuf::from(
        std::env::args()
            .nth(1)
            .unwrap_or_else(|| "tests/fixtures".into()),
    );

    // A teacher's sheet: title row, grid at B3:J11, digits stored as text.
    let mut wb = Workbook::new();
    let ws = wb.add_worksheet();
    ws.set_name("Trieda 3B")?;
    ws.write_string(0, 0, "Sudoku for class 3B")?;
    put(ws, 2, 1, MATLAB, true)?;
    wb.save(dir.join("teacher.xlsx"))?;

    // Our own layout of a jigsaw: sheets A, B and Info.
    let mut wb = Workbook::new();
    let ws = wb.add_worksheet();
    ws.set_name("A")?;
    put(ws, 0, 0, MATLAB, false)?;
    let ws = wb.add_worksheet();
    ws.set_name("B")?;
    put(ws, 0, 0, &JIGSAW.concat(), false)?;
    let ws = wb.add_worksheet();
    ws.set_name("Info")?;
    for (r, (k, v)) in [("variant", "jigsaw"), ("size", "9")].iter().enumerate() {
        ws.write_string(r as u32, 0, *k)?;
        ws.write_string(r as u32, 1, *v)?;
    }
    wb.save(dir.join("jigsaw.xlsx"))?;

    // Labelled tables on one sheet, and a bad cell in the puzzle.
    let mut wb = Workbook::new();
    let ws = wb.add_worksheet();
    ws.write_string(0, 0, "Puzzle")?;
    put(ws, 1, 0, MATLAB, false)?;
    ws.write_string(6, 6, "x")?;
    ws.write_string(0, 10, "Blocks")?;
    put(ws, 1, 10, &JIGSAW.concat(), false)?;
    wb.save(dir.join("bad-cell.xlsx"))?;
    Ok(())
}
