//! Evidence over the largest digit, and the values exports write: a digit
//! that does not fit the grid its cells make is refused at its cell (not
//! read as a bigger grid); a square of a size without boxes asks for its
//! block map; a decimal comma ("7,0") reads as the digit it holds; a
//! formula whose value the file does not store is named at its cell.

use std::path::{Path, PathBuf};

use crate::support::*;
use rust_xlsxwriter::Workbook;
use sheetdoku::read::{read_puzzle, ReadOptions};
use tempfile::TempDir;

fn opts() -> ReadOptions {
    ReadOptions::default()
}

fn with_size(n: usize) -> ReadOptions {
    opts().with_size(Some(n))
}

fn err(path: &Path, o: &ReadOptions) -> String {
    read_puzzle(path, o).unwrap_err().to_string()
}

/// The MATLAB grid at (row0, col0) of a sheet with a title above, its
/// cell at grid row `r`, column `c` holding `typo` instead.
fn typo_book(
    dir: &TempDir,
    name: &str,
    at: (u32, u16),
    cell: (usize, usize),
    typo: f64,
) -> PathBuf {
    let mut wb = Workbook::new();
    let ws = wb.add_worksheet();
    let mut line: Vec<char> = MATLAB.chars().collect();
    line[cell.0 * 9 + cell.1] = '.';
    let line: String = line.into_iter().collect();
    put(ws, at.0, at.1, &rows_of(&line), false);
    ws.write_number(at.0 + cell.0 as u32, at.1 + cell.1 as u16, typo)
        .unwrap();
    save(wb, dir.path(), name)
}

#[test]
fn a_12_typed_into_a_9x9_is_refused_at_its_cell() {
    let dir = TempDir::new().unwrap();
    // B2:J10, C4 holds 12 (it was read as a 12x12 with two givens dropped).
    let path = typo_book(&dir, "typo.xlsx", (1, 1), (2, 1), 12.0);
    let e = err(&path, &opts());
    assert!(
        e.ends_with(
            "sheet 'Sheet1', cell C4: holds 12; expected a digit 1 to 9 or an empty cell: \
             the grid B2:J10 is 9x9; if the grid is 12x12, give its size (--size 12) or draw \
             its borders"
        ),
        "{e}"
    );
    // At A1, where the edge of the sheet left one 12x12: the same.
    let path = typo_book(&dir, "corner.xlsx", (0, 0), (4, 4), 12.0);
    let e = err(&path, &opts());
    assert!(
        e.contains("cell E5: holds 12; expected a digit 1 to 9"),
        "{e}"
    );
    assert!(e.contains("the grid A1:I9 is 9x9"), "{e}");
    // A digit with no grid of its size (13) gets no size to give.
    let path = typo_book(&dir, "thirteen.xlsx", (0, 0), (4, 4), 13.0);
    let e = err(&path, &opts());
    assert!(e.contains("cell E5: holds 13"), "{e}");
    assert!(!e.contains("--size 13"), "{e}");
    // The size given says the grid is bigger: read as the 12x12 at A1.
    let path = typo_book(&dir, "corner.xlsx", (0, 0), (4, 4), 12.0);
    let p = read_puzzle(&path, &with_size(12)).unwrap();
    assert_eq!(p.givens.size(), 12);
    assert_eq!(p.givens.get(4 * 12 + 4), 12);
    assert_eq!(p.source.namer.cell(12, 0), "A1");
}

#[test]
fn a_too_big_digit_in_a_grid_with_an_empty_row_is_named_at_its_cell() {
    // The MATLAB grid has givens in every row: drop its first row's givens,
    // so that the block is 8 rows by 9 columns (two 9x9 windows fit it).
    let dir = TempDir::new().unwrap();
    let mut wb = Workbook::new();
    let ws = wb.add_worksheet();
    let line: String = MATLAB
        .chars()
        .enumerate()
        .map(|(i, c)| if i < 9 { '.' } else { c })
        .collect();
    put(ws, 1, 1, &rows_of(&line), false);
    ws.write_number(5, 5, 16.0).unwrap();
    let path = save(wb, dir.path(), "empty_row.xlsx");
    let e = err(&path, &opts());
    assert!(
        e.contains("cell F6: holds 16; expected a digit 1 to 9"),
        "{e}"
    );
    assert!(e.contains("the digits B3:J10 make a 9x9 grid"), "{e}");
    assert!(e.contains("give its size (--size 16)"), "{e}");
}

#[test]
fn the_info_size_says_the_grid_is_bigger() {
    let dir = TempDir::new().unwrap();
    let mut wb = Workbook::new();
    let ws = wb.add_worksheet();
    ws.set_name("A").unwrap();
    put(ws, 0, 0, &rows_of(MATLAB), false);
    ws.write_number(4, 4, 12.0).unwrap();
    info(&mut wb, &[("size", "12")]);
    let path = save(wb, dir.path(), "info.xlsx");
    let p = read_puzzle(&path, &opts()).unwrap();
    assert_eq!(p.givens.size(), 12);
}

/// A Latin square of size `n` with the cells `keep` says (row-major).
fn latin(n: usize, keep: impl Fn(usize, usize) -> bool) -> Vec<String> {
    (0..n)
        .map(|r| {
            (0..n)
                .map(|c| {
                    if keep(r, c) {
                        char::from_digit(((r * 3 + c) % n + 1) as u32, 10).unwrap()
                    } else {
                        '.'
                    }
                })
                .collect()
        })
        .collect()
}

#[test]
fn a_7x7_square_of_digits_is_not_read_as_an_8x8() {
    // Every row and column holds a given: the cells make a 7x7 grid, which
    // has no standard blocks, or an 8x8 with an empty row and column (it
    // was read as the 8x8 with no word): asked, the 7x7 with its block map.
    let dir = TempDir::new().unwrap();
    let rows = latin(7, |r, c| (r + c) % 3 == 0);
    let mut wb = Workbook::new();
    put(wb.add_worksheet(), 0, 0, &rows, false);
    let path = save(wb, dir.path(), "corner.xlsx");
    let e = err(&path, &opts());
    assert!(
        e.ends_with(
            "choose one: Sheet1!A1:G7 (7x7, which has no standard blocks: give its block map \
             on sheet B); Sheet1!A1:H8 (8x8, row 8 and column H empty); or give the size (size 7 or \
             size 8)"
        ),
        "{e}"
    );
    // Said to be an 8x8, it is one; said to be the 7x7, it asks for blocks.
    let p = read_puzzle(&path, &with_size(8)).unwrap();
    assert_eq!(p.givens.size(), 8);
    let e = err(&path, &with_size(7));
    assert!(e.contains("7x7 grid") && e.contains("block map"), "{e}");
    // Under a title, off the corner: every window is offered.
    let mut wb = Workbook::new();
    let ws = wb.add_worksheet();
    ws.write_string(0, 0, "Sudoku").unwrap();
    put(ws, 2, 1, &rows, false);
    let path = save(wb, dir.path(), "titled.xlsx");
    let e = err(&path, &opts());
    assert!(
        e.contains("B3:H9 (7x7, which has no standard blocks"),
        "{e}"
    );
    assert!(e.contains("B3:I10 (8x8, row 10 and column I empty)"), "{e}");
    // A 7x7 square that holds an 8 is part of an 8x8 (the one size more).
    let mut eight = rows.clone();
    eight[3].replace_range(3..4, "8");
    let mut wb = Workbook::new();
    put(wb.add_worksheet(), 0, 0, &eight, false);
    let path = save(wb, dir.path(), "eight.xlsx");
    let p = read_puzzle(&path, &opts()).unwrap();
    assert_eq!(p.givens.size(), 8);
    // A 5x5 the same.
    let mut wb = Workbook::new();
    put(
        wb.add_worksheet(),
        0,
        0,
        &latin(5, |r, c| (r + c) % 2 == 0),
        false,
    );
    let path = save(wb, dir.path(), "five.xlsx");
    let e = err(&path, &opts());
    assert!(
        e.contains("A1:E5 (5x5, which has no standard blocks"),
        "{e}"
    );
}

#[test]
fn a_7x7_square_with_its_block_map_reads() {
    let dir = TempDir::new().unwrap();
    let mut wb = Workbook::new();
    let ws = wb.add_worksheet();
    ws.set_name("A").unwrap();
    put(ws, 0, 0, &latin(7, |r, c| (r + 2 * c) % 4 == 0), false);
    // Seven regions of seven: each row a region.
    let map: Vec<String> = (1..=7).map(|r| r.to_string().repeat(7)).collect();
    let maps: Vec<&str> = map.iter().map(String::as_str).collect();
    let ws = wb.add_worksheet();
    ws.set_name("B").unwrap();
    put_labels(ws, 0, 0, &maps);
    let path = save(wb, dir.path(), "seven.xlsx");
    let p = read_puzzle(&path, &opts()).unwrap();
    assert_eq!(p.givens.size(), 7);
}

fn text(dir: &TempDir, name: &str, body: &str) -> PathBuf {
    let path = dir.path().join(name);
    std::fs::write(&path, body).unwrap();
    path
}

/// The MATLAB grid as CSV lines, each given written by `digit`, fields
/// parted by `sep`.
fn matlab_csv(sep: &str, digit: impl Fn(char) -> String) -> String {
    rows_of(MATLAB)
        .iter()
        .map(|row| {
            row.chars()
                .map(|c| if c == '.' { String::new() } else { digit(c) })
                .collect::<Vec<_>>()
                .join(sep)
        })
        .collect::<Vec<_>>()
        .join("\n")
}

#[test]
fn a_decimal_comma_reads_as_the_digit_it_holds() {
    let dir = TempDir::new().unwrap();
    let want = sheetdoku::Grid::parse_line(MATLAB).unwrap();
    // Slovak and Czech Calc: semicolons between fields, "7,0" for 7.
    let semi = text(&dir, "sk.csv", &matlab_csv(";", |c| format!("{c},0")));
    assert_eq!(read_puzzle(&semi, &opts()).unwrap().givens, want);
    // A full 4x4 of decimal commas: more commas than semicolons, still
    // parted at the semicolons.
    let full = "1,0;2,0;3,0;4,0\n3,0;4,0;1,0;2,0\n2,0;1,0;4,0;3,0\n4,0;3,0;2,0;1,00\n";
    let p = read_puzzle(&text(&dir, "full.csv", full), &opts()).unwrap();
    assert_eq!(p.givens.to_line(), "1234341221434321");
    // Commas between fields, the decimal comma quoted.
    let quoted = text(
        &dir,
        "quoted.csv",
        &matlab_csv(",", |c| format!("\"{c},0\"")),
    );
    assert_eq!(read_puzzle(&quoted, &opts()).unwrap().givens, want);
    // "7.0" as ever, and tabs.
    let point = text(&dir, "point.csv", &matlab_csv("\t", |c| format!("{c}.0")));
    assert_eq!(read_puzzle(&point, &opts()).unwrap().givens, want);
    // As text in a workbook.
    let mut wb = Workbook::new();
    let ws = wb.add_worksheet();
    for (i, c) in MATLAB.chars().enumerate() {
        if c != '.' {
            ws.write_string((i / 9) as u32, (i % 9) as u16, format!("{c},0"))
                .unwrap();
        }
    }
    let book = save(wb, dir.path(), "text.xlsx");
    assert_eq!(read_puzzle(&book, &opts()).unwrap().givens, want);
}

#[test]
fn a_fraction_is_refused_at_its_cell() {
    let dir = TempDir::new().unwrap();
    // The 2 of B1 typed as "2,5".
    let body = matlab_csv(";", |c| format!("{c},0")).replacen("2,0", "2,5", 1);
    let e = err(&text(&dir, "half.csv", &body), &opts());
    assert!(
        e.contains("cell B1: holds '2,5'; expected a digit 1 to 9"),
        "{e}"
    );
    let body = matlab_csv(",", |c| c.to_string()).replacen('2', "2.5", 1);
    let e = err(&text(&dir, "half_point.csv", &body), &opts());
    assert!(
        e.contains("cell B1: holds '2.5'; expected a digit 1 to 9"),
        "{e}"
    );
}

#[test]
fn formulas_without_values_are_named_at_their_cell() {
    // A file written by a program: every given a formula whose value the
    // file does not store. The reader sees no digits, and says why.
    let dir = TempDir::new().unwrap();
    let mut wb = Workbook::new();
    let ws = wb.add_worksheet();
    ws.write_string(0, 0, "Puzzle of the week").unwrap();
    for (i, c) in MATLAB.chars().enumerate() {
        if c != '.' {
            ws.write_formula(
                2 + (i / 9) as u32,
                1 + (i % 9) as u16,
                format!("={c}").as_str(),
            )
            .unwrap();
        }
    }
    let path = save(wb, dir.path(), "program.xlsx");
    let e = err(&path, &opts());
    assert!(e.contains("cell C3: holds the formula =2"), "{e}");
    assert!(
        e.contains("open the file in LibreOffice or Excel and save it"),
        "{e}"
    );
    for puzzle in ["1", "Sheet1"] {
        let o = opts().with_puzzle(Some(puzzle.to_string()));
        let e = err(&path, &o);
        assert!(e.contains("cell C3: holds the formula =2"), "{puzzle}: {e}");
    }
    // Half the givens computed: still the formula, not the shape.
    let mut wb = Workbook::new();
    let ws = wb.add_worksheet();
    for (i, c) in MATLAB.chars().enumerate() {
        let (r, col) = ((i / 9) as u32, (i % 9) as u16);
        match c {
            '.' => {}
            c if r >= 5 => {
                ws.write_formula(r, col, format!("={c}").as_str()).unwrap();
            }
            c => {
                ws.write_number(r, col, f64::from(c.to_digit(10).unwrap()))
                    .unwrap();
            }
        }
    }
    let path = save(wb, dir.path(), "half.xlsx");
    let e = err(&path, &opts());
    assert!(e.contains("holds the formula ="), "{e}");
    assert!(e.contains("LibreOffice or Excel"), "{e}");
}
