//! Bad cells inside the grid: each kind of bad value is named with its
//! cell (A1 notation) and what would be valid.

use std::path::Path;

use rust_xlsxwriter::{ExcelDateTime, Format, Formula, Workbook, Worksheet};
use sheetdoku::read::read_puzzle;
use tempfile::TempDir;

use super::common::*;
use crate::support::*;

#[test]
fn every_kind_of_bad_cell_is_named() {
    let dir = TempDir::new().unwrap();
    let cases: Vec<(&str, Edit, &str)> = vec![
        (
            "ten",
            Box::new(|ws| {
                ws.write_number(2, 3, 10.0).unwrap();
            }),
            "D3: holds 10",
        ),
        (
            "neg",
            Box::new(|ws| {
                ws.write_number(9, 9, -3.0).unwrap();
            }),
            "J10: holds -3",
        ),
        (
            "frac",
            Box::new(|ws| {
                ws.write_number(1, 1, 4.5).unwrap();
            }),
            "B2: holds 4.5",
        ),
        (
            "text",
            Box::new(|ws| {
                ws.write_string(5, 5, "x").unwrap();
            }),
            "F6: holds 'x'",
        ),
        (
            "word",
            Box::new(|ws| {
                ws.write_string(5, 6, "five").unwrap();
            }),
            "G6: holds 'five'",
        ),
        (
            "div0",
            Box::new(|ws| {
                ws.write_formula(3, 4, Formula::new("=1/0").set_result("#DIV/0!"))
                    .unwrap();
            }),
            "E4: holds the error #DIV/0!",
        ),
        (
            "bool",
            Box::new(|ws| {
                ws.write_boolean(4, 2, true).unwrap();
            }),
            "C5: holds the boolean TRUE",
        ),
        (
            "date",
            Box::new(|ws| {
                let date = ExcelDateTime::from_ymd(2024, 1, 1).unwrap();
                let format = Format::new().set_num_format("yyyy-mm-dd");
                ws.write_datetime_with_format(6, 7, &date, &format).unwrap();
            }),
            "H7: holds a date or time (45292 formatted as a date)",
        ),
    ];
    for (name, edit, want) in cases {
        let path = teacher(dir.path(), &format!("{name}.xlsx"), edit);
        assert_eq!(
            message_with(&path, &opts()),
            format!(
                "{}, sheet 'Sheet1', cell {want}; expected a digit 1 to 9 or an empty cell",
                path.display()
            ),
            "{name}"
        );
    }
}

#[test]
fn a_bad_cell_in_a_sixteen_grid_names_the_letters() {
    let dir = TempDir::new().unwrap();
    let mut wb = Workbook::new();
    let ws = wb.add_worksheet();
    ws.set_name("A").unwrap();
    ws.write_number(0, 0, 16.0).unwrap();
    ws.write_string(15, 15, "Q").unwrap();
    let path = save(wb, dir.path(), "q.xlsx");
    assert_eq!(
        message_with(&path, &opts()),
        format!(
            "{}, sheet 'A', cell P16: holds 'Q'; expected a digit 1 to 16 (or 1-9 and A-G) or an empty cell",
            path.display()
        )
    );
}

#[test]
fn zero_is_an_empty_cell_but_other_numbers_are_named() {
    let dir = TempDir::new().unwrap();
    let path = workbook(dir.path(), "zeros.xlsx", |wb| {
        let ws: &mut Worksheet = wb.worksheet_from_name("A").unwrap();
        ws.write_number(0, 0, 0.0).unwrap();
        ws.write_string(0, 1, "0").unwrap();
    });
    let p = read_puzzle(&path, &opts()).unwrap();
    assert_eq!(p.givens.get(0), 0);
    assert_eq!(p.givens.get(1), 0, "B1 held the given 2, now the text 0");
    for (value, want) in [(10.0, "10"), (-3.0, "-3"), (4.5, "4.5")] {
        let path = workbook(dir.path(), "n.xlsx", |wb| {
            let ws = wb.worksheet_from_name("A").unwrap();
            ws.write_number(8, 8, value).unwrap();
        });
        assert_eq!(
            message(&path),
            format!(
                "{}, sheet 'A', cell I9: holds {want}; expected a digit 1 to 9 or an empty cell",
                path.display()
            )
        );
    }
}

/// Fuzzing regressions (fuzz/ target `sheets`): a MATLAB clue table whose
/// clue is a huge number chose that number as the grid size (its square
/// wrapped around) and indexed out of bounds.
#[test]
fn a_clue_table_with_a_huge_number() {
    use sheetdoku::fuzzing::{read_sheets, CellValue, Table};
    for huge in [9.2e18, 1e300, 26.0] {
        let sheet = Table::new(
            "Clues",
            vec![
                vec![
                    CellValue::Number(1.0),
                    CellValue::Number(1.0),
                    CellValue::Number(5.0),
                ],
                vec![
                    CellValue::Number(2.0),
                    CellValue::Number(huge),
                    CellValue::Number(3.0),
                ],
            ],
        );
        let err = read_sheets(Path::new("c.xlsx"), &[sheet], &opts()).unwrap_err();
        let shown = if huge == 26.0 {
            "26".to_string()
        } else {
            (huge as i64).to_string()
        };
        assert_eq!(
            err.to_string(),
            format!(
                "c.xlsx, sheet 'Clues', cell B2: holds {shown}; expected a column number 1 to 25"
            )
        );
    }
}
