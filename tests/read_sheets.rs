//! Reading the spreadsheet layouts: our own, a teacher's, the MATLAB table.

use crate::support::*;
use rust_xlsxwriter::{Formula, Workbook};
use sheetdoku::read::{read_puzzle, read_puzzles, ReadOptions};
use sheetdoku::{CellNamer, Diagonals, Geometry, Grid, Variant};
use tempfile::TempDir;

fn opts() -> ReadOptions {
    ReadOptions::default()
}

#[test]
fn our_layout_with_info_reads_back() {
    let dir = TempDir::new().unwrap();
    let mut wb = Workbook::new();
    // Solution-workbook sheets before A must not be taken for the puzzle.
    let ws = wb.add_worksheet();
    ws.set_name("Solution").unwrap();
    put(ws, 0, 0, &rows_of(&MATLAB.replace('.', "1")), false);
    let ws = wb.add_worksheet();
    ws.set_name("A").unwrap();
    put(ws, 0, 0, &rows_of(MATLAB), false);
    let ws = wb.add_worksheet();
    ws.set_name("B2").unwrap();
    put_labels(ws, 0, 0, &windoku_extra());
    info(
        &mut wb,
        &[
            ("variant", "windoku-x"),
            ("size", "9"),
            ("diagonals", "yes"),
        ],
    );
    let path = save(wb, dir.path(), "own.xlsx");
    let p = read_puzzle(&path, &opts()).unwrap();
    assert_eq!(p.givens, Grid::parse_line(MATLAB).unwrap());
    assert_eq!(
        p.geometry,
        Geometry::for_variant(Variant::WINDOKU_X, 9, None).unwrap()
    );
    assert_eq!(p.source.sheet.as_deref(), Some("A"));
    assert_eq!(p.source.namer, CellNamer::at(0, 0));
    assert_eq!(p.source.file.as_deref(), Some(path.as_path()));
    // One puzzle in batch too.
    assert_eq!(read_puzzles(&path, &opts()).unwrap().len(), 1);
    // The option overrides Info.
    let o = opts().with_variant(Some(Variant::STANDARD));
    assert_eq!(
        read_puzzle(&path, &o).unwrap().geometry.variant(),
        Variant::STANDARD
    );
}

#[test]
fn our_layout_jigsaw_with_any_labels_and_no_info() {
    let dir = TempDir::new().unwrap();
    let mut wb = Workbook::new();
    let ws = wb.add_worksheet();
    ws.set_name("a").unwrap(); // case-insensitive sheet names
    put(ws, 0, 0, &rows_of("1.......2......3"), false);
    let ws = wb.add_worksheet();
    ws.set_name("B").unwrap();
    let map = ["aaab", "acbb", "ccdb", "cddd"];
    put_labels(ws, 0, 0, &map);
    let path = save(wb, dir.path(), "jig.xlsx");
    let p = read_puzzle(&path, &opts()).unwrap();
    assert_eq!(p.geometry.variant(), Variant::JIGSAW);
    assert_eq!(
        p.geometry,
        Geometry::from_block_map(4, &labels(&map)).unwrap()
    );
    assert_eq!(p.givens.to_line(), "1.......2......3");
}

#[test]
fn our_layout_with_empty_edge_rows_uses_info_size() {
    let dir = TempDir::new().unwrap();
    let line = format!("{}{}", &MATLAB[..72], ".........");
    let make = |with_info: bool| {
        let mut wb = Workbook::new();
        let ws = wb.add_worksheet();
        ws.set_name("A").unwrap();
        put(ws, 0, 0, &rows_of(&line), false);
        if with_info {
            info(&mut wb, &[("size", "9")]);
        }
        wb
    };
    let with = save(make(true), dir.path(), "with.xlsx");
    assert_eq!(read_puzzle(&with, &opts()).unwrap().givens.to_line(), line);
    // Without the size, the grid is still the 9x9 from A1: our layout puts
    // it there, and nine columns make nine rows.
    let without = save(make(false), dir.path(), "without.xlsx");
    assert_eq!(
        read_puzzle(&without, &opts()).unwrap().givens.to_line(),
        line
    );
    let o = opts().with_size(Some(9));
    assert_eq!(read_puzzle(&without, &o).unwrap().givens.to_line(), line);
}

#[test]
fn a_teachers_sheet_with_a_title_and_text_digits() {
    let dir = TempDir::new().unwrap();
    let mut wb = Workbook::new();
    let ws = wb.add_worksheet();
    ws.write_string(0, 0, "Sudoku for class 3B, due Monday")
        .unwrap();
    ws.write_string(1, 0, "Name:").unwrap();
    put(ws, 2, 1, &rows_of(MATLAB), true);
    // A formula cell counts by its cached value, "0" and "-" are empty.
    ws.write_formula(2, 2, Formula::new("=1+1").set_result("2"))
        .unwrap();
    ws.write_string(2, 1, "0").unwrap();
    ws.write_string(2, 3, "-").unwrap();
    let path = save(wb, dir.path(), "teacher.xlsx");
    let p = read_puzzle(&path, &opts()).unwrap();
    assert_eq!(p.givens, Grid::parse_line(MATLAB).unwrap());
    assert_eq!(p.source.sheet.as_deref(), Some("Sheet1"));
    assert_eq!(p.source.namer, CellNamer::at(2, 1));
    assert_eq!(
        p.source.cell_location(9, 10).to_string(),
        format!("{}, sheet 'Sheet1', cell C4", path.display())
    );
    assert_eq!(p.geometry, Geometry::standard(9).unwrap());
}

#[test]
fn labelled_tables_give_puzzle_blocks_and_extra_regions() {
    let dir = TempDir::new().unwrap();
    let mut wb = Workbook::new();
    let ws = wb.add_worksheet();
    ws.set_name("Jigsaw 1").unwrap();
    ws.write_string(0, 1, "Zadanie").unwrap();
    put(ws, 1, 1, &rows_of(MATLAB), false);
    ws.write_string(0, 11, "Regions").unwrap();
    put_labels(ws, 1, 11, &jigsaw_blocks());
    ws.write_string(11, 1, "B\u{304}").unwrap();
    put_labels(ws, 12, 1, &windoku_extra());
    let path = save(wb, dir.path(), "labelled.xlsx");
    let p = read_puzzle(&path, &opts()).unwrap();
    assert_eq!(p.givens, Grid::parse_line(MATLAB).unwrap());
    assert_eq!(p.source.namer, CellNamer::at(1, 1));
    let expected = Geometry::from_block_map(9, &labels(&jigsaw_blocks()))
        .unwrap()
        .with_extra_regions(&labels(&windoku_extra()))
        .unwrap();
    assert_eq!(p.geometry, expected);
    assert!(p.geometry.is_windoku_layout());
}

#[test]
fn a_label_left_of_the_grid_and_an_empty_first_row() {
    let dir = TempDir::new().unwrap();
    let mut wb = Workbook::new();
    let ws = wb.add_worksheet();
    ws.write_string(3, 0, "Puzzle").unwrap();
    // The grid's first row is empty: only the label places it.
    let line = format!("{}{}", ".........", &MATLAB[9..]);
    put(ws, 3, 1, &rows_of(&line), false);
    ws.write_string(3, 1, "4").unwrap(); // something next to the label
    let path = save(wb, dir.path(), "left.xlsx");
    let p = read_puzzle(&path, &opts()).unwrap();
    assert_eq!(p.source.namer, CellNamer::at(3, 1));
    assert_eq!(p.givens.at(0, 0), 4);
    assert_eq!(p.givens.at(1, 0), 6);
}

#[test]
fn the_matlab_clue_table() {
    let dir = TempDir::new().unwrap();
    let mut wb = Workbook::new();
    let ws = wb.add_worksheet();
    for (c, h) in ["row", "col", "value"].iter().enumerate() {
        ws.write_string(0, c as u16, *h).unwrap();
    }
    let g = Grid::parse_line(MATLAB).unwrap();
    let mut r = 1;
    for cell in 0..81 {
        if g.get(cell) != 0 {
            ws.write_number(r, 0, (cell / 9 + 1) as f64).unwrap();
            ws.write_number(r, 1, (cell % 9 + 1) as f64).unwrap();
            ws.write_number(r, 2, g.get(cell) as f64).unwrap();
            r += 1;
        }
    }
    let path = save(wb, dir.path(), "matlab.xlsx");
    let p = read_puzzle(&path, &opts()).unwrap();
    assert_eq!(p.givens, g);
    let o = opts().with_size(Some(16));
    let p = read_puzzle(&path, &o).unwrap();
    assert_eq!(p.givens.size(), 16);
    assert_eq!(p.givens.given_count(), 21);
    assert_eq!(p.givens.at(8, 7), 2);
}

#[test]
fn explicit_ranges_override_detection() {
    let dir = TempDir::new().unwrap();
    let mut wb = Workbook::new();
    let ws = wb.add_worksheet();
    ws.set_name("Data").unwrap();
    put(ws, 0, 0, &rows_of(MATLAB), false);
    put(ws, 4, 12, &rows_of(&MATLAB.replace('2', "7")), false);
    let ws = wb.add_worksheet();
    ws.set_name("My maps").unwrap();
    put_labels(ws, 2, 2, &jigsaw_blocks());
    let path = save(wb, dir.path(), "ranges.xlsx");
    let o = opts()
        .with_puzzle(Some("Data!M5:U13".into()))
        .with_blocks(Some("'My maps'!C3:K11".into()));
    let p = read_puzzle(&path, &o).unwrap();
    assert_eq!(p.givens.to_line(), MATLAB.replace('2', "7"));
    assert_eq!(p.source.namer, CellNamer::at(4, 12));
    assert_eq!(p.geometry.variant(), Variant::JIGSAW);
    // A range without a sheet is on the first sheet; a top-left cell needs a size.
    let o = opts().with_puzzle(Some("$A$1:$I$9".into()));
    assert_eq!(read_puzzle(&path, &o).unwrap().givens.to_line(), MATLAB);
    let o = opts()
        .with_puzzle(Some("Data!M5".into()))
        .with_size(Some(9))
        .with_blocks(Some("My maps!C3".into()));
    assert_eq!(
        read_puzzle(&path, &o).unwrap().geometry.variant(),
        Variant::JIGSAW
    );
    // A bare cell names no sheet: it is refused with the spelling to use.
    let o = opts().with_puzzle(Some("M5".into())).with_size(Some(9));
    let e = read_puzzle(&path, &o).unwrap_err().to_string();
    assert!(
        e.contains("no sheet named 'M5' (sheets: Data, My maps)"),
        "{e}"
    );
    assert!(e.contains("Data!M5"), "{e}");
}

#[test]
fn a_workbook_with_a_puzzle_on_each_sheet() {
    let dir = TempDir::new().unwrap();
    let mut wb = Workbook::new();
    let ws = wb.add_worksheet();
    ws.set_name("Monday").unwrap();
    put(ws, 1, 1, &rows_of(MATLAB), false);
    let ws = wb.add_worksheet();
    ws.set_name("Notes").unwrap();
    ws.write_string(0, 0, "Solve one a day").unwrap();
    let ws = wb.add_worksheet();
    ws.set_name("Tuesday").unwrap();
    put(ws, 0, 0, &rows_of("1.......2......3"), false);
    let path = save(wb, dir.path(), "week.xlsx");
    let all = read_puzzles(&path, &opts()).unwrap();
    assert_eq!(all.len(), 2);
    assert_eq!(all[0].source.sheet.as_deref(), Some("Monday"));
    assert_eq!(all[1].givens.size(), 4);
    let err = read_puzzle(&path, &opts()).unwrap_err();
    assert_eq!(
        err.to_string(),
        format!(
            "{}: 2 puzzles in file (Monday, Tuesday); choose one by name or number",
            path.display()
        )
    );
    let o = opts().with_puzzle(Some("tuesday".into()));
    assert_eq!(read_puzzle(&path, &o).unwrap().givens.size(), 4);
}

#[test]
fn sixteen_by_sixteen_with_letters_and_numbers() {
    let dir = TempDir::new().unwrap();
    let mut wb = Workbook::new();
    let ws = wb.add_worksheet();
    ws.write_number(0, 0, 16.0).unwrap();
    ws.write_string(0, 1, "a").unwrap();
    ws.write_number(15, 15, 1.0).unwrap();
    ws.write_number(15, 0, 12.0).unwrap();
    ws.write_string(0, 15, "G").unwrap();
    let path = save(wb, dir.path(), "big.xlsx");
    let p = read_puzzle(&path, &opts()).unwrap();
    assert_eq!(p.givens.size(), 16);
    assert_eq!(
        (
            p.givens.at(0, 0),
            p.givens.at(0, 1),
            p.givens.at(0, 15),
            p.givens.at(15, 0)
        ),
        (16, 10, 16, 12)
    );
}

#[test]
fn combined_variants_are_named_by_their_parts_and_read_back() {
    let dir = TempDir::new().unwrap();
    let jigsaw_windoku =
        Geometry::for_variant(Variant::WINDOKU, 9, Some(&labels(&jigsaw_blocks()))).unwrap();
    // One extra region, the 3x3 square B2:D4: not Windoku's.
    let mut square = vec![0u32; 81];
    for r in 1..4 {
        for c in 1..4 {
            square[r * 9 + c] = 1;
        }
    }
    let extra_regions = Geometry::standard(9)
        .unwrap()
        .with_diagonals(Diagonals::Both)
        .with_extra_regions(&square)
        .unwrap();
    for (geometry, name, title) in [
        (jigsaw_windoku, "jigsaw-windoku", "9x9 Jigsaw Windoku"),
        (
            extra_regions,
            "extra-regions-x",
            "9x9 Sudoku X with extra regions",
        ),
    ] {
        assert_eq!(geometry.variant().name(), name);
        assert_eq!(geometry.title(), title);
        let puzzle = sheetdoku::Puzzle::new(geometry.clone(), Grid::empty(9)).unwrap();
        for ext in ["xlsx", "ods"] {
            let path = dir.path().join(format!("{name}.{ext}"));
            sheetdoku::write::write_input_workbook(&path, &puzzle).unwrap();
            // The Info sheet names the variant; reading it back takes that name.
            let p = read_puzzle(&path, &opts()).unwrap();
            assert_eq!(p.geometry, geometry, "{name}.{ext}");
            assert_eq!(p.geometry.variant().name(), name, "{name}.{ext}");
        }
    }
}
