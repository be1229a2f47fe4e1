//! Block maps and maps of windows are read as carefully as puzzles (issue
//! 21, families 5 and 8): numbers around them, window sheets under the
//! teacher's own name, maps of the wrong shape refused with their own
//! sheet and cells, regions named by the teacher's labels; a full grid of
//! labels or a second grid the puzzle does not use is named, never
//! skipped in silence; a package is read by what it holds.

use std::io::Write;
use std::path::Path;

use crate::support::*;
use rust_xlsxwriter::{Workbook, Worksheet};
use sheetdoku::error::{ReadSetting, Words};
use sheetdoku::read::{read_puzzle, ReadOptions};
use sheetdoku::Geometry;

fn opts() -> ReadOptions {
    ReadOptions::default()
}

fn err(path: &Path, o: &ReadOptions) -> String {
    read_puzzle(path, o).unwrap_err().to_string()
}

/// Writes the numbers 1..=n above (from `(row, col + 1)`) and beside
/// (from `(row + 1, col)`) an n x n table whose top-left is `(row + 1,
/// col + 1)`.
fn numbers_around(ws: &mut Worksheet, row: u32, col: u16, n: u32) {
    for k in 0..n {
        ws.write_number(row, col + 1 + k as u16, f64::from(k + 1))
            .unwrap();
        ws.write_number(row + 1 + k, col, f64::from(k + 1)).unwrap();
    }
}

/// A workbook whose sheet `A` holds MATLAB's puzzle at A1.
fn with_sheet_a() -> Workbook {
    let mut wb = Workbook::new();
    let a = wb.add_worksheet();
    a.set_name("A").unwrap();
    put(a, 0, 0, &rows_of(MATLAB), false);
    wb
}

fn jigsaw() -> Geometry {
    Geometry::from_block_map(9, &labels(&jigsaw_blocks())).unwrap()
}

#[test]
fn column_numbers_above_the_grid_with_a_blank_row_between() {
    let dir = tempfile::TempDir::new().unwrap();
    let mut wb = Workbook::new();
    let ws = wb.add_worksheet();
    for k in 0..9u16 {
        ws.write_number(0, 1 + k, f64::from(k + 1)).unwrap();
    }
    put(ws, 2, 1, &rows_of(MATLAB), false);
    let path = save(wb, dir.path(), "numbers-above.xlsx");
    let p = read_puzzle(&path, &opts()).unwrap();
    assert_eq!(p.givens.to_line(), MATLAB);
    assert_eq!(p.source.namer, sheetdoku::CellNamer::at(2, 1));
}

#[test]
fn numbers_around_a_block_map_are_labels() {
    let dir = tempfile::TempDir::new().unwrap();
    // On sheet B, as papers print their tables.
    let mut wb = Workbook::new();
    put(wb.add_worksheet(), 0, 0, &rows_of(MATLAB), false);
    let b = wb.add_worksheet();
    b.set_name("B").unwrap();
    numbers_around(b, 0, 0, 9);
    put_labels(b, 1, 1, &jigsaw_blocks());
    let path = save(wb, dir.path(), "numbered-map.xlsx");
    let p = read_puzzle(&path, &opts()).unwrap();
    assert_eq!(p.geometry, jigsaw());
    // Given with --blocks as the whole numbered table's inner range.
    let given = opts().with_blocks(Some("B!B2:J10".into()));
    assert_eq!(read_puzzle(&path, &given).unwrap().geometry, jigsaw());
    // Beside the puzzle on its own sheet, found by its shape and named.
    let mut wb = Workbook::new();
    let ws = wb.add_worksheet();
    put(ws, 1, 0, &rows_of(MATLAB), false);
    numbers_around(ws, 0, 10, 9);
    put_labels(ws, 1, 11, &jigsaw_blocks());
    let path = save(wb, dir.path(), "numbered-beside.xlsx");
    let p = read_puzzle(&path, &opts()).unwrap();
    assert_eq!(p.geometry, jigsaw());
    assert_eq!(p.source.found.as_deref(), Some("block map Sheet1!L2:T10"));
}

/// A workbook of our layout (sheet A) with the windows of Windoku on a
/// sheet of the teacher's naming.
fn windows_on(dir: &Path, sheet: &str) -> std::path::PathBuf {
    let mut wb = with_sheet_a();
    let w = wb.add_worksheet();
    w.set_name(sheet).unwrap();
    put_labels(w, 0, 0, &windoku_extra());
    save(wb, dir, &format!("windows-{sheet}.xlsx"))
}

#[test]
fn a_window_sheet_named_bbar_or_c_is_used_and_named() {
    let dir = tempfile::TempDir::new().unwrap();
    let windoku = Geometry::standard(9)
        .unwrap()
        .with_extra_regions(&labels(&windoku_extra()))
        .unwrap();
    // B̄ spelt out: the paper's name for the extra blocks.
    let p = read_puzzle(&windows_on(dir.path(), "Bbar"), &opts()).unwrap();
    assert_eq!(p.geometry, windoku);
    assert_eq!(p.source.found, None);
    // Any other name: found by its shape, and the output says where.
    let p = read_puzzle(&windows_on(dir.path(), "C"), &opts()).unwrap();
    assert_eq!(p.geometry, windoku);
    assert_eq!(p.source.found.as_deref(), Some("extra regions C!A1:I9"));
    // Said to be standard, the windows are unused and named as such.
    let standard = opts().with_variant(Some(sheetdoku::Variant::STANDARD));
    let p = read_puzzle(&windows_on(dir.path(), "C"), &standard).unwrap();
    assert_eq!(p.geometry, Geometry::standard(9).unwrap());
    assert_eq!(p.source.unused.len(), 1);
    assert_eq!(p.source.unused[0].choice.setting, ReadSetting::Extra);
    assert_eq!(
        p.source.reading(&Words).as_deref(),
        Some(
            "extra regions C!A1:I9; sheet 'C' also holds extra regions, C!A1:I9, that are \
             not used (give them as the extra regions to use them)"
        )
    );
}

#[test]
fn a_map_one_column_too_wide_is_refused_with_its_own_cells() {
    let dir = tempfile::TempDir::new().unwrap();
    let mut wb = with_sheet_a();
    let b = wb.add_worksheet();
    b.set_name("B").unwrap();
    let wide: Vec<String> = jigsaw_blocks().iter().map(|r| format!("{r}9")).collect();
    let wide: Vec<&str> = wide.iter().map(String::as_str).collect();
    put_labels(b, 0, 0, &wide);
    let path = save(wb, dir.path(), "wide-map.xlsx");
    let e = err(&path, &opts());
    assert!(
        e.contains(
            "sheet 'B', range A1:J9: the block map is 9 rows by 10 columns but the puzzle is 9x9"
        ),
        "{e}"
    );
}

#[test]
fn regions_are_named_by_the_teachers_labels() {
    let dir = tempfile::TempDir::new().unwrap();
    let letters: Vec<String> = standard_blocks()
        .iter()
        .map(|r| {
            r.chars()
                .map(|c| (b'A' + c.to_digit(10).unwrap() as u8 - 1) as char)
                .collect()
        })
        .collect();
    let mut rows: Vec<&str> = letters.iter().map(String::as_str).collect();
    // A stray label where region E should be.
    let stray = "DDDJEEFFF".to_string();
    rows[4] = &stray;
    let mut wb = with_sheet_a();
    let b = wb.add_worksheet();
    b.set_name("B").unwrap();
    put_labels(b, 0, 0, &rows);
    let path = save(wb, dir.path(), "letters.xlsx");
    let e = err(&path, &opts());
    assert!(e.contains("sheet 'B'"), "{e}");
    assert!(e.contains("region E has 8 cells"), "{e}");
    assert!(e.contains("region J has 1 cells (D5)"), "{e}");
    assert!(!e.contains("region 10"), "{e}");
}

#[test]
fn a_second_map_or_grid_the_puzzle_does_not_use_is_named() {
    let dir = tempfile::TempDir::new().unwrap();
    let mut wb = with_sheet_a();
    let b = wb.add_worksheet();
    b.set_name("B").unwrap();
    put_labels(b, 0, 0, &jigsaw_blocks());
    let old = wb.add_worksheet();
    old.set_name("Last week").unwrap();
    put_labels(old, 0, 0, &standard_blocks());
    put(old, 0, 12, &rows_of(MATLAB), false);
    let path = save(wb, dir.path(), "unused.xlsx");
    let p = read_puzzle(&path, &opts()).unwrap();
    assert_eq!(p.geometry, jigsaw());
    assert_eq!(p.source.found.as_deref(), Some("grid A!A1:I9"));
    let unused: Vec<(ReadSetting, &str, &str)> = p
        .source
        .unused
        .iter()
        .map(|u| (u.choice.setting, u.place.as_str(), u.choice.value.as_str()))
        .collect();
    assert_eq!(
        unused,
        [
            (
                ReadSetting::Blocks,
                "sheet 'Last week'",
                "'Last week'!A1:I9"
            ),
            (
                ReadSetting::Puzzle,
                "sheet 'Last week'",
                "'Last week'!M1:U9"
            ),
        ]
    );
    // In the library's words, which name no flag (the command's are in
    // tests/cli).
    assert_eq!(
        p.source.reading(&Words).as_deref(),
        Some(
            "grid A!A1:I9; sheet 'Last week' also holds a block map, 'Last week'!A1:I9, that is not used \
             (give it as the block map to use it); sheet 'Last week' also holds another \
             grid, 'Last week'!M1:U9, that is not read (choose it to read it)"
        )
    );
    // The sheets of a solution workbook we wrote are no unused grids.
    let mut wb = with_sheet_a();
    let s = wb.add_worksheet();
    s.set_name("S").unwrap();
    put(s, 0, 0, &rows_of(MATLAB), false);
    let path = save(wb, dir.path(), "ours.xlsx");
    assert_eq!(read_puzzle(&path, &opts()).unwrap().source.found, None);
}

#[test]
fn a_package_is_read_by_what_it_holds() {
    let dir = tempfile::TempDir::new().unwrap();
    let mut wb = Workbook::new();
    put(wb.add_worksheet(), 0, 0, &rows_of(MATLAB), false);
    let xlsx = save(wb, dir.path(), "puzzle.xlsx");
    // An .xlsx saved under the name .ods.
    let renamed = dir.path().join("puzzle.ods");
    std::fs::copy(&xlsx, &renamed).unwrap();
    assert_eq!(
        read_puzzle(&renamed, &opts()).unwrap().givens.to_line(),
        MATLAB
    );
    // A Word document under a workbook's name: said what it is.
    let docx = dir.path().join("letter.xlsx");
    let mut zip = zip::ZipWriter::new(std::fs::File::create(&docx).unwrap());
    let plain = zip::write::SimpleFileOptions::default();
    zip.start_file("[Content_Types].xml", plain).unwrap();
    zip.write_all(b"<Types/>").unwrap();
    zip.start_file("word/document.xml", plain).unwrap();
    zip.write_all(b"<document/>").unwrap();
    zip.finish().unwrap();
    assert_eq!(
        err(&docx, &opts()),
        format!(
            "{}: not a readable spreadsheet: the file is named as an .xlsx workbook but holds \
             a Word document (.docx); open it and save the puzzle from the spreadsheet \
             program as .xlsx or .ods",
            docx.display()
        )
    );
    // A CSV export under the name .ods.
    let csv = dir.path().join("export.ods");
    std::fs::write(&csv, "1,2,3\n4,5,6\n").unwrap();
    assert!(err(&csv, &opts())
        .contains("holds a CSV table (comma-separated text); give it the ending .csv"));
}
