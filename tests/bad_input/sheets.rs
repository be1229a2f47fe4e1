//! Sheets without one usable grid: no grid, several grids or puzzles
//! where one is wanted, merged cells, bad ranges and missing sheets.

use rust_xlsxwriter::{Format, Workbook};
use sheetdoku::error::{Error, InputError};
use sheetdoku::read::{read_puzzle, read_puzzles};
use tempfile::TempDir;

use super::common::*;
use crate::support::*;

#[test]
fn sheets_without_a_usable_grid() {
    let dir = TempDir::new().unwrap();
    // Only words: no grid anywhere.
    let mut wb = Workbook::new();
    let ws = wb.add_worksheet();
    ws.set_name("Notes").unwrap();
    ws.write_string(0, 0, "Homework for Monday").unwrap();
    let words = save(wb, dir.path(), "words.xlsx");
    assert_eq!(
        message(&words),
        format!(
            "{}: no puzzle grid found: no block of digits in sheets Notes",
            words.display()
        )
    );
    // A labelled grid 9 rows by 5 columns: more empty columns than a grid
    // usually leaves at its edge; the one 9x9 that holds it is offered.
    let mut wb = Workbook::new();
    let ws = wb.add_worksheet();
    ws.write_string(0, 0, "Puzzle").unwrap();
    for r in 0..9u32 {
        ws.write_number(r + 1, 0, 1.0).unwrap();
        ws.write_number(r + 1, 4, 2.0).unwrap();
    }
    let narrow = save(wb, dir.path(), "narrow.xlsx");
    assert_eq!(
        message(&narrow),
        format!(
            "{}, sheet 'Sheet1': no puzzle grid found: the digits in A2:E10 do not fill a grid \
             by themselves, and nothing on the sheet (borders drawn around the grid, a label, \
             the size) says which grid they belong to: choose \
             Sheet1!A2:I10 (9x9, columns F to I empty)",
            narrow.display()
        )
    );
    // The named block map sheet does not exist.
    let path = workbook(dir.path(), "named.xlsx", |_| {});
    let blocks = opts().with_blocks(Some("Regions!A1:I9".to_string()));
    assert_eq!(
        read_puzzle(&path, &blocks).unwrap_err().to_string(),
        format!("{}: no sheet named 'Regions' (sheets: A)", path.display())
    );
    // A block map range outside the sheet.
    let far = opts().with_blocks(Some("A!AA1".to_string()));
    assert_eq!(
        read_puzzle(&path, &far).unwrap_err().to_string(),
        format!(
            "{}, sheet 'A': bad range: AA1:AI9 is outside the sheet (its cells end at I9)",
            path.display()
        )
    );
}

#[test]
fn several_puzzles_where_one_is_wanted() {
    let dir = TempDir::new().unwrap();
    let mut wb = Workbook::new();
    for name in ["Monday", "Tuesday"] {
        let ws = wb.add_worksheet();
        ws.set_name(name).unwrap();
        put(ws, 1, 1, &rows_of(MATLAB), false);
    }
    let path = save(wb, dir.path(), "week.xlsx");
    assert_eq!(read_puzzles(&path, &opts()).unwrap().len(), 2);
    assert_eq!(
        message(&path),
        format!(
            "{}: 2 puzzles in file (Monday, Tuesday); choose one by name or number",
            path.display()
        )
    );
}

/// Found by the proptest in tests/bad_input/random.rs: in our own layout a grid
/// with only a few givens looks like no grid (or like a 3-column MATLAB
/// clue table); with the size known from sheet B it is the grid at A1.
#[test]
fn a_sparse_grid_in_our_layout_is_the_grid_at_a1() {
    let dir = TempDir::new().unwrap();
    let mut wb = Workbook::new();
    let ws = wb.add_worksheet();
    ws.set_name("A").unwrap();
    ws.write_number(2, 2, 1.0).unwrap();
    ws.write_number(3, 0, 1.0).unwrap();
    let ws = wb.add_worksheet();
    ws.set_name("B").unwrap();
    put_labels(ws, 0, 0, &["1122", "1122", "3344", "3344"]);
    let path = save(wb, dir.path(), "sparse.xlsx");
    let p = read_puzzle(&path, &opts()).unwrap();
    assert_eq!(p.givens.to_line(), "..........1.1...");
}

#[test]
fn merged_cells_inside_the_grid() {
    let dir = TempDir::new().unwrap();
    let path = teacher(dir.path(), "merged.xlsx", |ws| {
        ws.merge_range(3, 3, 3, 4, "", &Format::new()).unwrap();
    });
    let err = read_puzzle(&path, &opts()).unwrap_err();
    assert!(
        matches!(&err, Error::Input { problem: InputError::MergedCells(r), .. } if r == "D4:E4")
    );
    assert_eq!(
        err.to_string(),
        format!(
            "{}, sheet 'Sheet1', range B2:J10: merged cells D4:E4 inside the grid; unmerge them so that each cell holds one digit",
            path.display()
        )
    );
}

#[test]
fn several_unlabelled_grids_ask_for_a_range() {
    let dir = TempDir::new().unwrap();
    let path = teacher(dir.path(), "two.xlsx", |ws| {
        put(ws, 1, 11, &rows_of(MATLAB), false);
    });
    assert_eq!(
        message_with(&path, &opts()),
        format!(
            "{}, sheet 'Sheet1': several candidate grids; choose one: Sheet1!B2:J10; Sheet1!L2:T10",
            path.display()
        )
    );
}

#[test]
fn bad_ranges_and_missing_sheets() {
    let dir = TempDir::new().unwrap();
    let path = teacher(dir.path(), "r.xlsx", |_| {});
    let with = |puzzle: &str| opts().with_puzzle(Some(puzzle.to_string()));
    let p = path.display();
    assert_eq!(
        message_with(&path, &with("Sheet1!Z100:AH108")),
        format!("{p}, sheet 'Sheet1': bad range: Z100:AH108 is outside the sheet (its cells end at J10)")
    );
    assert_eq!(
        message_with(&path, &with("Sheet1!B2:")),
        format!("{p}: bad range: 'Sheet1!B2:' is not a range like B2:J10 or Sheet1!B2:J10")
    );
    assert_eq!(
        message_with(&path, &with("Nope!B2:J10")),
        format!("{p}: no sheet named 'Nope' (sheets: Sheet1)")
    );
    assert_eq!(
        message_with(&path, &with("B2:J9")),
        format!("{p}, sheet 'Sheet1', range B2:J9: the grid is 8 rows by 9 columns; a puzzle grid must be square")
    );
    assert_eq!(
        message_with(&path, &with("B2:D4")),
        format!("{p}, sheet 'Sheet1', range B2:D4: a 3x3 grid is not supported (sizes 4 to 25)")
    );
}
