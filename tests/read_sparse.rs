//! The shapes the generated sheets of `read_generated` once refused
//! without naming the grid, as fixed cases: sparse grids whose digits make
//! no block of their own, a square of digits too big for it, a legend
//! beside a grid with a hidden column between. Each is read as meant or
//! refused with the intended grid among the candidates.

use std::path::{Path, PathBuf};

use crate::support::*;
use rust_xlsxwriter::Workbook;
use sheetdoku::read::{read_puzzle, ReadOptions};
use sheetdoku::CellNamer;

fn opts() -> ReadOptions {
    ReadOptions::default()
}

fn with_size(n: usize) -> ReadOptions {
    opts().with_size(Some(n))
}

fn csv(dir: &Path, name: &str, text: &str) -> PathBuf {
    let path = dir.join(name);
    std::fs::write(&path, text).unwrap();
    path
}

fn err(path: &Path, o: &ReadOptions) -> String {
    read_puzzle(path, o).unwrap_err().to_string()
}

#[test]
fn a_sparse_4x4_whose_digits_fill_three_rows_and_columns() {
    // A 4x4 at B6:E9 under a title: column B and row 9 hold no given, so
    // the digits make a 3x3 block that is no grid by itself.
    let dir = tempfile::TempDir::new().unwrap();
    let text = "\n\n,Sudoku for class 3B,,,\n\n\n,,,2,1\n,,,4,\n,,4,,2\n\n";
    let path = csv(dir.path(), "sparse.csv", text);
    let e = err(&path, &opts());
    assert!(
        e.contains("the digits in C6:E8 do not fill a grid by themselves"),
        "{e}"
    );
    assert!(
        e.contains("B6:E9 (4x4, column B and row 9 empty)")
            || e.contains("B6:E9 (4x4, row 9 and column B empty)"),
        "{e}"
    );
    assert!(e.contains("size 4 or size 6"), "{e}");
    // At the sheet's corner with the size known, one 4x4 holds them.
    let path = csv(dir.path(), "corner.csv", ",3,,\n4,,1,\n,1,,\n");
    let e = err(&path, &opts());
    assert!(
        e.ends_with(
            "choose one: A1:D4 (4x4, row 4 and column D empty); \
             A1:F6 (6x6, rows 4 to 6 and columns D to F empty); \
             or give the size (size 4 or size 6)"
        ),
        "{e}"
    );
    let p = read_puzzle(&path, &with_size(4)).unwrap();
    assert_eq!(p.givens.to_line(), ".3..4.1..1......");
    assert_eq!(
        p.source.found.as_deref(),
        Some("grid A1:D4, from its size and the cells around it")
    );
}

#[test]
fn a_square_of_digits_too_big_for_it_is_no_grid() {
    // A sparse 9x9 at C5:K13 whose first two rows are empty: its column D
    // holds no given, and E7:K13 is a 7x7 square of digits that holds an 8
    // and a 9. It was read as a 7x7 and refused at the 8.
    let dir = tempfile::TempDir::new().unwrap();
    let text = "Name: ________,,,,,,,,,,\n,,,,,,,,,,\n,,,,,,,,,,\n,,,,,,,,,,\n,,,,,,,,,,\n\
                ,,,,,,,,,,\n,,,,,,7,2,3,8,\n,,,,,7,2,,,,\n,,8,,,,,6,7,,3\n,,,,,8,9,,1,,6\n\
                ,,,,,2,,,,,1\n,,,,8,,4,,,,\n,,,,,,,,,3,\n";
    let path = csv(dir.path(), "seven.csv", text);
    let e = err(&path, &opts());
    assert!(e.contains("C5:K13 (9x9, rows 5 to 6 empty)"), "{e}");
    assert!(!e.contains("expected a digit 1 to 7"), "{e}");
}

#[test]
fn a_6x6_with_two_empty_columns_is_offered_as_a_6x6() {
    // A 6x6 at B2:G7 whose first row and first and last columns are
    // empty: five rows by four columns of digits.
    let dir = tempfile::TempDir::new().unwrap();
    let text = ",,,,,\n,,,,,\n,,2,,,\n,,1,,2,\n,,,,5,1\n,,3,,1,\n,,,,,3\n";
    let path = csv(dir.path(), "six.csv", text);
    let e = err(&path, &opts());
    assert!(
        e.contains("B2:G7 (6x6, row 2 and column B and column G empty)"),
        "{e}"
    );
    assert!(!e.contains("must be square"), "{e}");
}

#[test]
fn a_legend_beside_a_grid_with_a_hidden_helper_column_between() {
    // A 9x9 at A5:I13 whose last column is empty, a hidden helper column J
    // right of it, the digits 1-9 in L as a legend.
    let dir = tempfile::TempDir::new().unwrap();
    let mut wb = Workbook::new();
    let ws = wb.add_worksheet();
    ws.write_string(2, 0, "Sudoku 3").unwrap();
    let line: String = MATLAB
        .chars()
        .enumerate()
        .map(|(i, c)| if i % 9 == 8 { '.' } else { c })
        .collect();
    put(ws, 4, 0, &rows_of(&line), false);
    for k in 0..9u32 {
        ws.write_number(4 + k, 9, 0.0).unwrap();
        ws.write_number(4 + k, 11, f64::from(k + 1)).unwrap();
    }
    ws.set_column_hidden(9).unwrap();
    let path = save(wb, dir.path(), "helper.xlsx");
    let p = read_puzzle(&path, &opts()).unwrap();
    assert_eq!(p.givens.to_line(), line);
    assert_eq!(p.source.namer, CellNamer::at(4, 0));
}

#[test]
fn a_6x6_with_an_empty_row_is_no_4x4() {
    // A 6x6 at A1:F6 whose first and last columns and fifth row are empty,
    // a hidden helper column G: the first four rows make a 4x4 square of
    // digits that holds a 6.
    let dir = tempfile::TempDir::new().unwrap();
    let mut wb = Workbook::new();
    let ws = wb.add_worksheet();
    let line = [".64...", "...1..", "......", ".51.4.", "......", "..64.."].concat();
    let rows: Vec<String> = rows_of(&line);
    put(ws, 0, 0, &rows, false);
    for k in 0..6u32 {
        ws.write_number(k, 6, 0.0).unwrap();
    }
    ws.set_column_hidden(6).unwrap();
    let path = save(wb, dir.path(), "six-hidden.xlsx");
    let p = read_puzzle(&path, &opts()).unwrap();
    assert_eq!(p.givens.to_line(), line);
    assert_eq!(p.source.namer, CellNamer::at(0, 0));
    assert_eq!(
        p.source.found.as_deref(),
        Some("grid Sheet1!A1:F6, from the edge of the sheet")
    );
}
