//! Reader errors: exact messages naming the file, sheet and cell.

mod support;

use std::path::Path;

use rust_xlsxwriter::{ExcelDateTime, Format, Formula, Workbook, Worksheet};
use sheetdoku::{read_puzzle, Error, InputError, ReadOptions, Variant};
use support::*;
use tempfile::TempDir;

fn opts() -> ReadOptions {
    ReadOptions::default()
}

/// A workbook whose one sheet holds the MATLAB grid at B2 and then `edit`.
fn teacher(dir: &Path, name: &str, edit: impl FnOnce(&mut Worksheet)) -> std::path::PathBuf {
    let mut wb = Workbook::new();
    let ws = wb.add_worksheet();
    put(ws, 1, 1, &rows_of(MATLAB), false);
    edit(ws);
    save(wb, dir, name)
}

/// A change to a sheet.
type Edit = Box<dyn FnOnce(&mut Worksheet)>;

fn message(path: &Path, opts: &ReadOptions) -> String {
    read_puzzle(path, opts).unwrap_err().to_string()
}

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
            message(&path, &opts()),
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
        message(&path, &opts()),
        format!(
            "{}, sheet 'A', cell P16: holds 'Q'; expected a digit 1 to 16 (or 1-9 and A-G) or an empty cell",
            path.display()
        )
    );
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
        message(&path, &opts()),
        format!(
            "{}: several candidate grids (Sheet1!B2:J10, Sheet1!L2:T10); choose one with --puzzle 'SHEET!RANGE'",
            path.display()
        )
    );
}

#[test]
fn bad_ranges_and_missing_sheets() {
    let dir = TempDir::new().unwrap();
    let path = teacher(dir.path(), "r.xlsx", |_| {});
    let with = |puzzle: &str| ReadOptions {
        puzzle: Some(puzzle.to_string()),
        ..opts()
    };
    let p = path.display();
    assert_eq!(
        message(&path, &with("Sheet1!Z100:AH108")),
        format!("{p}, sheet 'Sheet1': bad range: Z100:AH108 is outside the sheet (its cells end at J10)")
    );
    assert_eq!(
        message(&path, &with("Sheet1!B2:")),
        format!("{p}: bad range: 'Sheet1!B2:' is not a range like B2:J10 or Sheet1!B2:J10")
    );
    assert_eq!(
        message(&path, &with("Nope!B2:J10")),
        format!("{p}: no sheet named 'Nope' (sheets: Sheet1)")
    );
    assert_eq!(
        message(&path, &with("B2:J9")),
        format!("{p}, sheet 'Sheet1', range B2:J9: the grid is 8 rows by 9 columns; a puzzle grid must be square")
    );
    assert_eq!(
        message(&path, &with("B2:D4")),
        format!("{p}, sheet 'Sheet1', range B2:D4: a 3x3 grid is not supported (sizes 4 to 25)")
    );
}

#[test]
fn block_map_errors_name_the_maps_own_cells() {
    let dir = TempDir::new().unwrap();
    let cases = [
        // L2 (region 1) and L5 (region 4) swapped: L2 is cut off from region 4.
        (
            vec!["411222333", "111222333", "111222333", "144555666", "444555666", "444555666", "777888999", "777888999", "777888999"],
            "region 4 of the block map is not connected: M5, N5, L6, M6, N6, L7, M7, N7 is cut off from L2",
        ),
        (
            vec!["111222333", "111222333", "111222333", "111555666", "444555666", "444555666", "777888999", "777888999", "777888999"],
            "the block map is not a partition into 9 regions of 9 cells: region 1 has 12 cells (L2, M2, N2, L3, M3, N3, L4, M4, N4, L5, M5, N5); region 4 has 6 cells (L6, M6, N6, L7, M7, N7)",
        ),
    ];
    for (i, (map, want)) in cases.into_iter().enumerate() {
        let path = teacher(dir.path(), &format!("map{i}.xlsx"), |ws| {
            ws.write_string(0, 1, "A").unwrap();
            ws.write_string(0, 11, "B").unwrap();
            put_labels(ws, 1, 11, &map);
        });
        assert_eq!(
            message(&path, &opts()),
            format!("{}, sheet 'Sheet1', range L2:T10: {want}", path.display())
        );
    }
    // Extra regions of the wrong size, on their own sheet B2.
    let mut wb = Workbook::new();
    let ws = wb.add_worksheet();
    ws.set_name("A").unwrap();
    put(ws, 0, 0, &rows_of(MATLAB), false);
    let ws = wb.add_worksheet();
    ws.set_name("B2").unwrap();
    let mut extra = windoku_extra();
    extra[1] = "011002220";
    put_labels(ws, 0, 0, &extra);
    let path = save(wb, dir.path(), "extra.xlsx");
    assert_eq!(
        message(&path, &opts()),
        format!(
            "{}, sheet 'B2', range A1:I9: extra region 1 has 8 cells (B2, C2, B3, C3, D3, B4, C4, D4), every extra region must have 9",
            path.display()
        )
    );
}

#[test]
fn variants_that_do_not_fit() {
    let dir = TempDir::new().unwrap();
    let mut wb = Workbook::new();
    let ws = wb.add_worksheet();
    ws.set_name("A").unwrap();
    put(
        ws,
        0,
        0,
        &rows_of("1......2......3......4......5......6"),
        false,
    );
    let path = save(wb, dir.path(), "six.xlsx");
    let with = |v| ReadOptions {
        variant: Some(v),
        ..opts()
    };
    assert_eq!(
        message(&path, &with(Variant::Windoku)),
        format!(
            "{}, sheet 'A': Windoku needs square boxes (4x4, 9x9, 16x16, 25x25), not 6x6",
            path.display()
        )
    );
    assert_eq!(
        message(&path, &with(Variant::JigsawX)),
        format!(
            "{}, sheet 'A': the jigsaw-x variant needs a block map (sheet B, a table labelled B, or --blocks)",
            path.display()
        )
    );
    let huge = ReadOptions {
        size: Some(0),
        ..opts()
    };
    assert_eq!(
        message(&path, &huge),
        "a 0x0 grid is not supported (sizes 4 to 25)"
    );
    // Diagonals fit any grid.
    assert!(read_puzzle(&path, &with(Variant::X))
        .unwrap()
        .geometry
        .has_diagonals());
}

#[test]
fn files_that_cannot_be_read() {
    let dir = TempDir::new().unwrap();
    let missing = dir.path().join("missing.xlsx");
    let err = read_puzzle(&missing, &opts()).unwrap_err();
    assert!(
        matches!(&err, Error::Io { path, .. } if path == &missing),
        "{err}"
    );
    assert!(err.to_string().starts_with(&missing.display().to_string()));
    let folder = dir.path().join("folder.ods");
    std::fs::create_dir(&folder).unwrap();
    assert!(matches!(
        read_puzzle(&folder, &opts()),
        Err(Error::Io { .. })
    ));
    let odd = dir.path().join("p.docx");
    std::fs::write(&odd, "x").unwrap();
    assert_eq!(
        message(&odd, &opts()),
        format!(
            "{}: unknown file type '.docx' (valid: .ods, .xlsx, .xlsm, .xls, .xlsb, .txt, .sdk, .text, .csv)",
            odd.display()
        )
    );
    let empty = dir.path().join("empty.xlsx");
    std::fs::write(&empty, "").unwrap();
    assert_eq!(
        message(&empty, &opts()),
        format!("{}: the file is empty", empty.display())
    );
    let fake = dir.path().join("fake.xlsx");
    std::fs::write(&fake, "not a zip").unwrap();
    let err = read_puzzle(&fake, &opts()).unwrap_err();
    assert!(
        matches!(
            &err,
            Error::Input {
                problem: InputError::NotASpreadsheet(_),
                ..
            }
        ),
        "{err}"
    );
    let blank = save(Workbook::new(), dir.path(), "blank.xlsx");
    assert_eq!(
        message(&blank, &opts()),
        format!(
            "{}: no puzzle grid found: no block of digits in sheets Sheet1",
            blank.display()
        )
    );
}

#[test]
fn reading_leaves_the_file_alone() {
    let dir = TempDir::new().unwrap();
    let path = teacher(dir.path(), "keep.xlsx", |_| {});
    let before = (
        std::fs::read(&path).unwrap(),
        std::fs::metadata(&path).unwrap().modified().unwrap(),
    );
    read_puzzle(&path, &opts()).unwrap();
    let after = (
        std::fs::read(&path).unwrap(),
        std::fs::metadata(&path).unwrap().modified().unwrap(),
    );
    assert_eq!(before, after);
}
