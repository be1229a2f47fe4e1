//! The bad-input catalogue, library level: every kind of bad
//! file, sheet, cell and puzzle gives a located message that says what
//! would be valid. (tests/read_errors.rs holds the reader's own cases:
//! each bad cell value, merged cells, ranges, the jigsaw map errors.)

mod support;

use std::path::{Path, PathBuf};

use rust_xlsxwriter::{Workbook, Worksheet};
use sheetdoku::{read_puzzle, read_puzzles, Error, InputError, ReadOptions};
use support::*;
use tempfile::TempDir;

fn opts() -> ReadOptions {
    ReadOptions::default()
}

fn message(path: &Path) -> String {
    read_puzzle(path, &opts()).unwrap_err().to_string()
}

fn fixture(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures")
        .join(name)
}

/// A workbook whose sheet "A" holds the MATLAB grid, then `edit`.
fn workbook(dir: &Path, name: &str, edit: impl FnOnce(&mut Workbook)) -> PathBuf {
    let mut wb = Workbook::new();
    let ws = wb.add_worksheet();
    ws.set_name("A").unwrap();
    put(ws, 0, 0, &rows_of(MATLAB), false);
    edit(&mut wb);
    save(wb, dir, name)
}

const PNG: &[u8] = b"\x89PNG\r\n\x1a\n\0\0\0\rIHDR\0\0\0\x01\0\0\0\x01\x08\x02\0\0\0\x90wS\xde";

#[test]
fn files_that_are_not_spreadsheets() {
    let dir = TempDir::new().unwrap();
    let cases: [(&str, &[u8], &str); 5] = [
        (
            "image.xlsx",
            PNG,
            "the file is not a zip container, as every .xlsx workbook is",
        ),
        (
            "image.ods",
            PNG,
            "the file is not a zip container, as every .ods spreadsheet is",
        ),
        (
            "notes.xlsx",
            b"shopping list\n",
            "the file is not a zip container, as every .xlsx workbook is",
        ),
        (
            "notes.xls",
            b"shopping list\n",
            "the file is not an OLE2 container, as every .xls workbook is",
        ),
        (
            "image.xlsb",
            PNG,
            "the file is not a zip container, as every .xlsb workbook is",
        ),
    ];
    for (name, bytes, want) in cases {
        let path = dir.path().join(name);
        std::fs::write(&path, bytes).unwrap();
        let err = read_puzzle(&path, &opts()).unwrap_err();
        assert!(err.is_input(), "{name}");
        assert_eq!(
            err.to_string(),
            format!(
                "{}: not a readable spreadsheet: {want} (another kind of file renamed?); \
                 save it from the spreadsheet program as .xlsx or .ods",
                path.display()
            ),
            "{name}"
        );
    }
}

#[test]
fn a_workbook_cut_in_half() {
    let dir = TempDir::new().unwrap();
    for name in ["teacher.xlsx", "teacher.ods"] {
        let bytes = std::fs::read(fixture(name)).unwrap();
        let path = dir.path().join(format!("half-{name}"));
        std::fs::write(&path, &bytes[..bytes.len() / 2]).unwrap();
        let what = if name.ends_with("ods") {
            ".ods spreadsheet"
        } else {
            ".xlsx workbook"
        };
        assert_eq!(
            message(&path),
            format!(
                "{}: not a readable spreadsheet: the {what}'s zip container is damaged or cut short \
                 (a half-saved or half-downloaded file?); save or download it again",
                path.display()
            )
        );
    }
}

#[test]
fn password_protected_workbooks_made_by_libreoffice() {
    // tests/fixtures/encrypted/make_encrypted.py wrote both (password "secret").
    for name in ["encrypted.xlsx", "encrypted.ods"] {
        let path = fixture(&format!("encrypted/{name}"));
        let err = read_puzzle(&path, &opts()).unwrap_err();
        assert!(matches!(
            &err,
            Error::Input {
                problem: InputError::PasswordProtected,
                ..
            }
        ));
        assert_eq!(
            err.to_string(),
            format!(
                "{}: the workbook is password-protected; save an unprotected copy",
                path.display()
            )
        );
    }
}

#[test]
fn missing_folder_and_unknown_files() {
    let dir = TempDir::new().unwrap();
    let missing = dir.path().join("missing.ods");
    assert_eq!(
        message(&missing),
        format!(
            "{}: No such file or directory (os error 2)",
            missing.display()
        )
    );
    let folder = dir.path().join("puzzles.xlsx");
    std::fs::create_dir(&folder).unwrap();
    let err = read_puzzle(&folder, &opts()).unwrap_err();
    assert!(!err.is_input(), "a folder is an I/O error, not bad content");
    assert_eq!(
        err.to_string(),
        format!("{}: is a directory, not a puzzle file", folder.display())
    );
    let none = dir.path().join("puzzle");
    std::fs::write(&none, "1").unwrap();
    assert_eq!(
        message(&none),
        format!(
            "{}: unknown file type '(none)' (valid: .ods, .xlsx, .xlsm, .xls, .xlsb, .txt, .sdk, .text, .csv)",
            none.display()
        )
    );
    for name in ["empty.ods", "empty.txt", "empty.csv"] {
        let path = dir.path().join(name);
        std::fs::write(&path, "").unwrap();
        assert_eq!(
            message(&path),
            format!("{}: the file is empty", path.display())
        );
    }
}

#[test]
fn an_unreadable_file() {
    use std::os::unix::fs::PermissionsExt;
    let dir = TempDir::new().unwrap();
    let path = workbook(dir.path(), "locked.xlsx", |_| {});
    std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o000)).unwrap();
    if std::fs::File::open(&path).is_ok() {
        // root (or CAP_DAC_OVERRIDE) reads it all the same: nothing to test.
        eprintln!("an_unreadable_file: skipped, this user can read a mode-000 file (root?)");
        return;
    }
    assert_eq!(
        message(&path),
        format!("{}: Permission denied (os error 13)", path.display())
    );
}

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
    // A labelled grid 9 rows by 7 columns.
    let mut wb = Workbook::new();
    let ws = wb.add_worksheet();
    ws.write_string(0, 0, "Puzzle").unwrap();
    for r in 0..9u32 {
        ws.write_number(r + 1, 0, 1.0).unwrap();
        ws.write_number(r + 1, 6, 2.0).unwrap();
    }
    let narrow = save(wb, dir.path(), "narrow.xlsx");
    assert_eq!(
        message(&narrow),
        format!(
            "{}, sheet 'Sheet1', range A2:G10: the grid is 9 rows by 7 columns; a puzzle grid must be square",
            narrow.display()
        )
    );
    // The named block map sheet does not exist.
    let path = workbook(dir.path(), "named.xlsx", |_| {});
    let blocks = ReadOptions {
        blocks: Some("Regions!A1:I9".to_string()),
        ..opts()
    };
    assert_eq!(
        read_puzzle(&path, &blocks).unwrap_err().to_string(),
        format!("{}: no sheet named 'Regions' (sheets: A)", path.display())
    );
    // A block map range outside the sheet.
    let far = ReadOptions {
        blocks: Some("A!AA1".to_string()),
        ..opts()
    };
    assert_eq!(
        read_puzzle(&path, &far).unwrap_err().to_string(),
        format!(
            "{}, sheet 'A': bad range: AA1:AI9 is outside the sheet (its cells end at I9)",
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

#[test]
fn a_block_map_with_a_region_of_eight_and_one_of_ten() {
    let dir = TempDir::new().unwrap();
    let path = workbook(dir.path(), "eight-ten.xlsx", |wb| {
        let ws = wb.add_worksheet();
        ws.set_name("B").unwrap();
        let mut map = standard_blocks();
        map[2] = "111222233"; // D3 leaves region 3 for region 2
        put_labels(ws, 0, 0, &map);
    });
    assert_eq!(
        message(&path),
        format!(
            "{}, sheet 'B', range A1:I9: the block map is not a partition into 9 regions of 9 cells: \
             region 2 has 10 cells (D1, E1, F1, D2, E2, F2, D3, E3, F3, G3); \
             region 3 has 8 cells (G1, H1, I1, G2, H2, I2, H3, I3)",
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
            "{}: 2 puzzles in file (Monday, Tuesday); choose one with --puzzle NAME or NUMBER",
            path.display()
        )
    );
}

/// Found by the proptest in tests/robustness.rs: in our own layout a grid
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

/// Fuzzing regressions (fuzz/ target `sheets`): a MATLAB clue table whose
/// clue is a huge number chose that number as the grid size (its square
/// wrapped around) and indexed out of bounds.
#[test]
fn a_clue_table_with_a_huge_number() {
    use sheetdoku::fuzzing::{read_sheets, Cell, Sheet};
    for huge in [9.2e18, 1e300, 26.0] {
        let sheet = Sheet {
            name: "Clues".into(),
            cells: vec![
                vec![Cell::Number(1.0), Cell::Number(1.0), Cell::Number(5.0)],
                vec![Cell::Number(2.0), Cell::Number(huge), Cell::Number(3.0)],
            ],
            ..Sheet::default()
        };
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
