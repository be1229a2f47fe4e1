//! The solution workbook stores its puzzle on the hidden `Key` sheet, and
//! reading it back takes the puzzle from there: a given retyped on sheet
//! `A` is refused with its cell named, not read silently.

use super::*;
use crate::read::read_puzzle;
use crate::write::book::Style;
use crate::write::solution::solution_book::solution_book;

#[test]
fn the_solution_workbooks_puzzle_is_read_from_its_key_and_checked_against_sheet_a() {
    let dir = tempfile::tempdir().unwrap();
    let case = windoku_x();
    let d = doc(&case, &Uniqueness::Unique);
    let mut book = solution_book(&d, crate::write::common::audience::Audience::Teacher);
    let key = book.sheets.iter().find(|s| s.name == "Key").unwrap();
    assert!(key.hidden);
    let path = dir.path().join("as_written.ods");
    std::fs::write(&path, render(&book, WorkbookFormat::Ods).unwrap()).unwrap();
    let back = read_puzzle(&path, &ReadOptions::default()).unwrap();
    assert_eq!(back.geometry, case.puzzle.geometry);
    assert_eq!(back.givens, case.puzzle.givens);
    assert_eq!(back.source.sheet.as_deref(), Some("A"));
    // A given retyped on sheet A.
    let first = (0..81).find(|&c| case.puzzle.givens.get(c) != 0).unwrap();
    let given = case.puzzle.givens.get(first);
    let a = book.sheets.iter_mut().find(|s| s.name == "A").unwrap();
    let (r, c) = ((first / 9) as u32, (first % 9) as u16);
    a.number(r, c, f64::from(given % 9 + 1), &Style::new());
    for (name, format) in [
        ("edited.ods", WorkbookFormat::Ods),
        ("edited.xlsx", WorkbookFormat::Xlsx),
    ] {
        let path = dir.path().join(name);
        std::fs::write(&path, render(&book, format).unwrap()).unwrap();
        let e = read_puzzle(&path, &ReadOptions::default())
            .unwrap_err()
            .to_string();
        let cell = sheetdoku_core::CellNamer::default().cell(9, first);
        assert!(e.contains("sheet 'A'"), "{e}");
        assert!(
            e.contains(&format!("{cell} holds {}, not {given}", given % 9 + 1)),
            "{e}"
        );
    }
}
