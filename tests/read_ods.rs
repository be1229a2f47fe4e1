//! Real LibreOffice files (tests/fixtures/*.ods, remade by make.sh).

use std::path::{Path, PathBuf};

use sheetdoku::read::{read_puzzle, ReadOptions};
use sheetdoku::{CellNamer, Geometry, Grid, Variant};

const MATLAB: &str =
    ".2..3..4.6.......3..4...5.....8.6...8...1...6...7.5.....7...6..4.......8.3..4..2.";

const JIGSAW: &str =
    "111122333111222333112222333444555666444555666444555666777888999777888999777888999";

fn fixture(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures")
        .join(name)
}

fn jigsaw_labels() -> Vec<u32> {
    JIGSAW.chars().map(|c| c.to_digit(10).unwrap()).collect()
}

#[test]
fn a_teachers_sheet_saved_by_libreoffice() {
    let path = fixture("teacher.ods");
    let p = read_puzzle(&path, &ReadOptions::default()).unwrap();
    assert_eq!(p.givens, Grid::parse_line(MATLAB).unwrap());
    assert_eq!(p.source.sheet.as_deref(), Some("Trieda 3B"));
    assert_eq!(p.source.namer, CellNamer::at(2, 1));
    assert_eq!(p.geometry, Geometry::standard(9).unwrap());
}

#[test]
fn our_jigsaw_layout_saved_by_libreoffice() {
    let p = read_puzzle(&fixture("jigsaw.ods"), &ReadOptions::default()).unwrap();
    assert_eq!(p.givens.to_line(), MATLAB);
    assert_eq!(
        p.geometry,
        Geometry::from_block_map(9, &jigsaw_labels()).unwrap()
    );
    assert_eq!(p.geometry.variant(), Variant::JIGSAW);
}

#[test]
fn a_bad_cell_in_a_libreoffice_file_is_located() {
    let path = fixture("bad-cell.ods");
    let err = read_puzzle(&path, &ReadOptions::default()).unwrap_err();
    assert_eq!(
        err.to_string(),
        format!(
            "{}, sheet 'Sheet1', cell G7: holds 'x'; expected a digit 1 to 9 or an empty cell",
            path.display()
        )
    );
    // The same file read through its .xlsx source says the same.
    let src = fixture("bad-cell.xlsx");
    let err = read_puzzle(&src, &ReadOptions::default()).unwrap_err();
    assert!(err
        .to_string()
        .ends_with("sheet 'Sheet1', cell G7: holds 'x'; expected a digit 1 to 9 or an empty cell"));
}
