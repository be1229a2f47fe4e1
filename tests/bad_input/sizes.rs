//! Bounded work: huge and hostile workbooks are refused with
//! `InputError::TooLarge` and a message, before they can exhaust memory.

use std::path::Path;

use crate::hostile::*;
use sheetdoku::error::{Error, InputError};
use sheetdoku::read::{read_puzzle, read_title, ReadOptions};
use tempfile::TempDir;

fn too_large(path: &Path) -> String {
    let err = read_puzzle(path, &ReadOptions::default()).unwrap_err();
    assert!(
        matches!(
            &err,
            Error::Input {
                problem: InputError::TooLarge(_),
                ..
            }
        ),
        "{err}"
    );
    err.to_string()
}

#[test]
fn a_sheet_with_a_million_used_cells() {
    let dir = TempDir::new().unwrap();
    let path = many_cells(dir.path(), 1000, 1001);
    assert_eq!(
        too_large(&path),
        format!(
            "{}, sheet 'Sheet1': too large: more than 1,000,000 used cells (all sheets together); \
             copy the puzzle to a smaller workbook",
            path.display()
        )
    );
    // Just inside the bound it reads (and finds no puzzle in the block).
    let path = many_cells(dir.path(), 1000, 1000);
    let err = read_puzzle(&path, &ReadOptions::default()).unwrap_err();
    assert!(err.to_string().contains("no puzzle grid found"), "{err}");
}

#[test]
fn two_cells_at_the_far_corners_of_a_sheet() {
    let dir = TempDir::new().unwrap();
    let path = far_corners(dir.path());
    assert_eq!(
        too_large(&path),
        format!(
            "{}, sheet 'Sheet1': too large: the used range A1:XFD1048576 holds 17,179,869,184 cells; \
             at most 1,000,000 cells (all sheets together) are read: copy the puzzle to a smaller workbook",
            path.display()
        )
    );
}

#[test]
fn thousands_of_sheets() {
    let dir = TempDir::new().unwrap();
    let path = many_sheets(dir.path(), 5000);
    assert_eq!(
        too_large(&path),
        format!(
            "{}: too large: the workbook's zip container holds 5,008 parts; at most 4,000 are read",
            path.display()
        )
    );
    let path = many_sheets(dir.path(), 1001);
    assert_eq!(
        too_large(&path),
        format!(
            "{}: too large: the workbook has 1,001 sheets; at most 1,000 are read",
            path.display()
        )
    );
}

#[test]
fn zip_bombs() {
    let dir = TempDir::new().unwrap();
    let padding = 300 << 20;
    let honest = zip_bomb(dir.path(), padding, false);
    assert!(std::fs::metadata(&honest).unwrap().len() < 1 << 20);
    assert_eq!(
        too_large(&honest),
        format!(
            "{}: too large: the workbook's parts inflate to 300.0 MiB, more than the 256 MiB read \
             (a zip bomb or a huge workbook)",
            honest.display()
        )
    );
    // Headers that claim the sheet is small: the zip reader stops at the
    // claimed size, so the bomb is a damaged file.
    let lying = zip_bomb(dir.path(), padding, true);
    let err = read_puzzle(&lying, &ReadOptions::default()).unwrap_err();
    assert_eq!(
        err.to_string(),
        format!(
            "{}: not a readable spreadsheet: the .xlsx workbook's zip container is damaged \
             (xl/worksheets/sheet1.xml: File is larger than its declared uncompressed size); \
             save or download it again",
            lying.display()
        )
    );
    // Well inside the bounds the padded workbook is just a workbook.
    let small = zip_bomb(dir.path(), 1 << 20, false);
    let err = read_puzzle(&small, &ReadOptions::default()).unwrap_err();
    assert!(err.to_string().contains("no puzzle grid found"), "{err}");
}

/// A title is read as the puzzles are: a workbook the reader refuses
/// gives none, however small and readable its `Info` sheet, and reading
/// it ends as soon as the bounds are passed.
#[test]
fn hostile_workbooks_give_no_title() {
    let dir = TempDir::new().unwrap();
    // Within the bounds the same builders give their title.
    let small = titled_zip_bomb(dir.path(), 1 << 20, "Week 3");
    assert_eq!(read_title(&small).as_deref(), Some("Week 3"));
    let bomb = titled_zip_bomb(dir.path(), 300 << 20, "Week 3");
    assert!(too_large(&bomb).contains("a zip bomb"));
    assert_eq!(read_title(&bomb), None);
    let repeats = titled_ods_repeats(dir.path(), "Week 3");
    assert!(too_large(&repeats).contains("spell out 65,536 by 16,384 cells"));
    assert_eq!(read_title(&repeats), None);
}

#[test]
fn an_ods_whose_repeats_spell_out_a_billion_cells() {
    let dir = TempDir::new().unwrap();
    let path = ods_repeats(dir.path());
    assert!(std::fs::metadata(&path).unwrap().len() < 2048);
    assert_eq!(
        too_large(&path),
        format!(
            "{}: too large: the repeated rows and columns of sheet 'Repeats' spell out 65,536 by 16,384 cells; \
             at most 1,000,000 cells (all sheets together) are read",
            path.display()
        )
    );
}

#[test]
fn files_too_big_to_read() {
    let dir = TempDir::new().unwrap();
    let text = dir.path().join("huge.txt");
    let file = std::fs::File::create(&text).unwrap();
    file.set_len((16 << 20) + 1).unwrap();
    assert_eq!(
        too_large(&text),
        format!(
            "{}: too large: the file is 16.0 MiB; at most 16 MiB is read",
            text.display()
        )
    );
    let book = dir.path().join("huge.xlsx");
    let file = std::fs::File::create(&book).unwrap();
    file.set_len(80 << 20).unwrap();
    assert_eq!(
        too_large(&book),
        format!(
            "{}: too large: the file is 80 MiB; at most 64 MiB is read",
            book.display()
        )
    );
    let csv = dir.path().join("wide.csv");
    std::fs::write(&csv, ",".repeat(1_000_000)).unwrap();
    assert_eq!(
        too_large(&csv),
        format!(
            "{}: too large: the table has 1,000,001 fields; at most 1,000,000 are read",
            csv.display()
        )
    );
}

#[test]
fn text_with_more_than_fifty_thousand_puzzles() {
    let line = format!("{}\n", ".".repeat(81));
    let text = line.repeat(50_001);
    let err = sheetdoku::read::parse_text(&text, None, &ReadOptions::default()).unwrap_err();
    assert_eq!(
        err.to_string(),
        "line 50001: too large: more than 50,000 puzzles or 4,050,000 grid cells (50,000 9x9 grids) \
         up to this line; split the file"
    );
    let small = format!("{}\n", ".".repeat(16)).repeat(50_001);
    let err = sheetdoku::read::parse_text(&small, None, &ReadOptions::default()).unwrap_err();
    assert!(
        err.to_string().starts_with("line 50001: too large"),
        "{err}"
    );
    let ok = line.repeat(50_000);
    assert_eq!(
        sheetdoku::read::parse_text(&ok, None, &ReadOptions::default())
            .unwrap()
            .len(),
        50_000
    );
}
