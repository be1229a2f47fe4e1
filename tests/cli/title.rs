//! `solve --title`: the teacher's title heads the printed pages, is kept on
//! the answer's `Info` sheet and is taken from there when that workbook is
//! solved again.

use calamine::{open_workbook_auto, Data, Reader};

use super::common::{sample, sheetdoku};

fn first_cell(path: &std::path::Path, sheet: &str) -> String {
    let mut book = open_workbook_auto(path).unwrap();
    let range = book.worksheet_range(sheet).unwrap();
    match range.get_value((0, 0)) {
        Some(Data::String(s)) => s.clone(),
        other => panic!("{sheet}!A1 holds {other:?}"),
    }
}

#[test]
fn the_title_heads_the_pages_and_travels_with_the_workbook() {
    let dir = tempfile::tempdir().unwrap();
    let first = dir.path().join("first.ods");
    sheetdoku()
        .args(["solve", "--title", "Class 2C, Monday", "-o"])
        .arg(&first)
        .arg(sample("mini-4x4.xlsx"))
        .assert()
        .success();
    assert_eq!(first_cell(&first, "Solution"), "Class 2C, Monday");
    assert_eq!(first_cell(&first, "Play"), "Class 2C, Monday");
    // Solving our own answer again keeps the title without --title.
    let again = dir.path().join("again.xlsx");
    sheetdoku()
        .args(["solve", "-o"])
        .arg(&again)
        .arg(&first)
        .assert()
        .success();
    assert_eq!(first_cell(&again, "Solution"), "Class 2C, Monday");
    // An input without a title: the variant heads the page.
    let plain = dir.path().join("plain.xlsx");
    sheetdoku()
        .args(["solve", "-o"])
        .arg(&plain)
        .arg(sample("mini-4x4.xlsx"))
        .assert()
        .success();
    assert!(first_cell(&plain, "Solution").starts_with("4x4 Sudoku"));
}
