//! Inputs a teacher really makes: a grid with its rows and columns
//! numbered around it, a sparse grid with empty outer rows, number lines
//! for big grids, a jigsaw template.

use crate::support::*;
use rust_xlsxwriter::Workbook;
use sheetdoku::read::{read_puzzle, read_puzzles, ReadOptions};
use sheetdoku::{Grid, Variant};
use tempfile::TempDir;

/// The MATLAB grid at B2 with 1..9 above it (row 1) and beside it
/// (column A), as papers print their tables.
fn numbered(dir: &TempDir, name: &str, top: bool, left: bool) -> std::path::PathBuf {
    let mut wb = Workbook::new();
    let ws = wb.add_worksheet();
    ws.set_name("Table 1").unwrap();
    ws.write_string(0, 3, "A puzzle from the paper").unwrap();
    for k in 0..9u16 {
        if top {
            ws.write_number(2, 1 + k, f64::from(k + 1)).unwrap();
        }
        if left {
            ws.write_number(3 + u32::from(k), 0, f64::from(k + 1))
                .unwrap();
        }
    }
    put(ws, 3, 1, &rows_of(MATLAB), false);
    save(wb, dir.path(), name)
}

#[test]
fn numbers_above_and_beside_the_grid_are_labels() {
    let dir = TempDir::new().unwrap();
    let path = numbered(&dir, "framed.xlsx", true, true);
    let p = read_puzzle(&path, &ReadOptions::default()).unwrap();
    assert_eq!(p.givens, Grid::parse_line(MATLAB).unwrap());
    assert_eq!(p.givens.size(), 9);
    // Its cells keep their spreadsheet names: the grid starts at B4.
    assert_eq!(p.source.namer.cell(9, 0), "B4");
    // Numbers above only, or beside only, frame it too.
    for (top, left) in [(true, false), (false, true)] {
        let path = numbered(&dir, "half.xlsx", top, left);
        let p = read_puzzle(&path, &ReadOptions::default()).unwrap();
        assert_eq!(p.givens, Grid::parse_line(MATLAB).unwrap(), "{top} {left}");
    }
}

#[test]
fn an_ambiguous_frame_lists_the_candidates_and_the_option() {
    // A full first row 1..9 above a grid of eight rows and a row 1..9
    // under it: either row may be the labels.
    let dir = TempDir::new().unwrap();
    let mut wb = Workbook::new();
    let ws = wb.add_worksheet();
    for k in 0..9u16 {
        ws.write_number(0, k, f64::from(k + 1)).unwrap();
        ws.write_number(9, k, f64::from(k + 1)).unwrap();
    }
    put(ws, 1, 0, &rows_of(MATLAB)[1..9], false);
    let path = save(wb, dir.path(), "two.xlsx");
    let e = read_puzzle(&path, &ReadOptions::default())
        .unwrap_err()
        .to_string();
    assert!(e.contains("Sheet1!A2:I10"), "{e}");
    assert!(e.contains("Sheet1!A1:I9"), "{e}");
    assert!(e.contains("choose one: "), "{e}");
}

#[test]
fn a_sparse_grid_with_an_empty_outer_column_is_found_with_its_size() {
    let dir = TempDir::new().unwrap();
    let mut wb = Workbook::new();
    let ws = wb.add_worksheet();
    // A 6x6 typed at A1 whose column F and row 6 are empty.
    put(
        ws,
        0,
        0,
        &["1.....", "..3...", "....2.", ".4....", "..5...", "......"].map(String::from),
        false,
    );
    let path = save(wb, dir.path(), "six.xlsx");
    // Five rows and columns of digits at A1 fill a 5x5, a grid with no
    // standard blocks, as much as the 6x6 whose row 6 and column F are
    // empty (the only one the sheet's corner leaves): both are offered.
    // (It was read as the 6x6 with no word, as a 7x7 was read as an 8x8.)
    let e = read_puzzle(&path, &ReadOptions::default())
        .unwrap_err()
        .to_string();
    assert!(
        e.contains("A1:E5 (5x5, which has no standard blocks: give its block map on sheet B)"),
        "{e}"
    );
    assert!(e.contains("A1:F6 (6x6, row 6 and column F empty)"), "{e}");
    let opts = ReadOptions::default().with_size(Some(6));
    let p = read_puzzle(&path, &opts).unwrap();
    assert_eq!(p.givens.size(), 6);
    assert_eq!(p.givens.given_count(), 5);
    assert_eq!(p.givens.get(4 * 6 + 2), 5);
}

#[test]
fn only_a_grid_that_is_not_square_is_called_not_square() {
    let dir = TempDir::new().unwrap();
    let mut wb = Workbook::new();
    let ws = wb.add_worksheet();
    ws.set_name("A").unwrap();
    let line: String = (0..256)
        .map(|i| if i % 17 == 0 { '1' } else { '.' })
        .collect();
    put(ws, 0, 0, &rows_of(&line), false);
    info(&mut wb, &[("size", "9")]);
    let path = save(wb, dir.path(), "big.xlsx");
    let e = read_puzzle(&path, &ReadOptions::default())
        .unwrap_err()
        .to_string();
    assert!(!e.contains("square"), "{e}");
    assert!(e.contains("16x16"), "{e}");
    assert!(e.contains("Info sheet gives the size 9"), "{e}");
}

#[test]
fn number_lines_read_like_symbol_lines() {
    let dir = TempDir::new().unwrap();
    // A 16x16 with three givens, as a symbol line and as numbers.
    let mut cells = vec![0u8; 256];
    cells[2] = 13;
    cells[17] = 16;
    cells[255] = 1;
    let grid = Grid::from_cells(16, cells.clone()).unwrap();
    let commas: Vec<String> = cells.iter().map(u8::to_string).collect();
    let path = dir.path().join("big.txt");
    std::fs::write(
        &path,
        format!(
            "{}\n{}\n{}\n",
            grid.to_line(),
            commas.join(","),
            commas.join(" ")
        ),
    )
    .unwrap();
    let ps = read_puzzles(&path, &ReadOptions::default()).unwrap();
    assert_eq!(ps.len(), 3);
    for p in &ps {
        assert_eq!(p.givens, grid);
    }
    // Sixteen lines of sixteen numbers are one grid too.
    let rows: Vec<String> = cells
        .chunks(16)
        .map(|r| r.iter().map(u8::to_string).collect::<Vec<_>>().join(", "))
        .collect();
    std::fs::write(&path, rows.join("\n")).unwrap();
    let p = read_puzzle(&path, &ReadOptions::default()).unwrap();
    assert_eq!(p.givens, grid);
    // A 9x9 written row by row in its boxes, digits in threes: symbols, not
    // numbers (no cell's number has three digits), even a full row.
    let nine = ".2..3..4.6.......3..4...5.....8.6...8...1...6...7.5.....7...6..4.......8.3..4..2.";
    let mut nine_cells = Grid::parse_line(nine).unwrap().cells().to_vec();
    nine_cells[..9].copy_from_slice(&[1, 2, 3, 4, 5, 6, 7, 8, 9]);
    let nine_grid = Grid::from_cells(9, nine_cells.clone()).unwrap();
    let boxed: Vec<String> = nine_cells
        .chunks(9)
        .map(|r| {
            let r: String = r.iter().map(u8::to_string).collect();
            format!("{} {} {}", &r[..3], &r[3..6], &r[6..])
        })
        .collect();
    assert_eq!(boxed[0], "123 456 789");
    std::fs::write(&path, boxed.join("\n")).unwrap();
    let p = read_puzzle(&path, &ReadOptions::default()).unwrap();
    assert_eq!(p.givens, nine_grid);
    // A number too big for the grid is named as written.
    std::fs::write(&path, commas.join(",").replacen("13", "23", 1)).unwrap();
    let e = read_puzzle(&path, &ReadOptions::default())
        .unwrap_err()
        .to_string();
    assert!(e.contains("'23' at position 3"), "{e}");
    let _ = Variant::STANDARD;
}
