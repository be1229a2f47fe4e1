//! The families of misreads and puzzling refusals of issue 21, each as a
//! fixed case: a grid is read only where the sheet's evidence fixes it,
//! otherwise the teacher is asked with every candidate and the `--puzzle`
//! that picks it.

use std::path::{Path, PathBuf};

use crate::support::*;
use rust_xlsxwriter::{Format, FormatBorder, Formula, Workbook, Worksheet};
use sheetdoku::read::{read_puzzle, read_puzzles, ReadOptions};
use sheetdoku::Geometry;

fn opts() -> ReadOptions {
    ReadOptions::default()
}

fn with_size(n: usize) -> ReadOptions {
    opts().with_size(Some(n))
}

fn err(path: &Path, o: &ReadOptions) -> String {
    read_puzzle(path, o).unwrap_err().to_string()
}

/// MATLAB's puzzle with its first row emptied.
fn no_first_row() -> String {
    format!("{}{}", ".........", &MATLAB[9..])
}

fn sheet(dir: &Path, name: &str, fill: impl FnOnce(&mut Worksheet)) -> PathBuf {
    let mut wb = Workbook::new();
    fill(wb.add_worksheet());
    save(wb, dir, name)
}

/// Thin lines on every cell of the 9x9 at (r0, c0), thick outline.
fn draw(ws: &mut Worksheet, r0: u32, c0: u16, line: &str) {
    for (i, row) in rows_of(line).iter().enumerate() {
        for (j, ch) in row.chars().enumerate() {
            let thick = |edge: bool| {
                if edge {
                    FormatBorder::Medium
                } else {
                    FormatBorder::Thin
                }
            };
            let f = Format::new()
                .set_border_top(thick(i == 0))
                .set_border_bottom(thick(i == 8))
                .set_border_left(thick(j == 0))
                .set_border_right(thick(j == 8));
            let (r, c) = (r0 + i as u32, c0 + j as u16);
            match ch.to_digit(10) {
                Some(d) => ws.write_number_with_format(r, c, d as f64, &f),
                None => ws.write_blank(r, c, &f),
            }
            .unwrap();
        }
    }
}

#[test]
fn family_1_an_empty_first_row_is_asked_for_or_decided_by_borders() {
    let dir = tempfile::TempDir::new().unwrap();
    let line = no_first_row();
    let plain = sheet(dir.path(), "plain.xlsx", |ws| {
        put(ws, 1, 1, &rows_of(&line), false)
    });
    for o in [opts(), with_size(9)] {
        let e = err(&plain, &o);
        assert!(e.contains("Sheet1!B2:J10"), "{e}");
        assert!(e.contains("Sheet1!B3:J11"), "{e}");
    }
    let drawn = sheet(dir.path(), "drawn.xlsx", |ws| draw(ws, 1, 1, &line));
    let p = read_puzzle(&drawn, &opts()).unwrap();
    assert_eq!(p.givens.to_line(), line);
    assert_eq!(
        p.source.found.as_deref(),
        Some("grid Sheet1!B2:J10, from its borders")
    );
    // LibreOffice's CSV export of a grid at A1 whose first row is empty.
    let csv = dir.path().join("export.csv");
    let text: Vec<String> = rows_of(&line)
        .iter()
        .map(|r| {
            r.chars()
                .map(|c| {
                    if c == '.' {
                        String::new()
                    } else {
                        c.to_string()
                    }
                })
                .collect::<Vec<_>>()
                .join(",")
        })
        .collect();
    std::fs::write(&csv, text.join("\n")).unwrap();
    let e = err(&csv, &with_size(9));
    assert!(e.contains("A1:I9"), "{e}");
}

#[test]
fn family_2_an_empty_first_row_and_column_is_no_8x8() {
    let dir = tempfile::TempDir::new().unwrap();
    // MATLAB's puzzle without its first row and column has no 9: an 8x8
    // block of digits 1-8.
    let mut line: Vec<char> = MATLAB.chars().collect();
    for k in 0..9 {
        line[k] = '.';
        line[k * 9] = '.';
    }
    let line: String = line
        .into_iter()
        .map(|c| if c == '9' { '.' } else { c })
        .collect();
    let path = sheet(dir.path(), "corner.xlsx", |ws| {
        put(ws, 0, 0, &rows_of(&line), false)
    });
    let e = err(&path, &opts());
    assert!(
        e.contains("Sheet1!A1:I9 (9x9, row 1 and column A empty)"),
        "{e}"
    );
    assert!(e.contains("Sheet1!B2:I9 (8x8)"), "{e}");
}

#[test]
fn family_3_a_title_sudoku_is_no_label() {
    let dir = tempfile::TempDir::new().unwrap();
    let path = sheet(dir.path(), "title.xlsx", |ws| {
        ws.write_string(0, 0, "Sudoku").unwrap();
        ws.write_string(0, 1, "Class 3B").unwrap();
        put(ws, 2, 0, &rows_of(MATLAB), false);
    });
    let p = read_puzzle(&path, &opts()).unwrap();
    assert_eq!(p.givens.to_line(), MATLAB);
    assert_eq!(p.source.namer, sheetdoku::CellNamer::at(2, 0));
}

#[test]
fn family_4_a_formula_without_its_value_is_refused_by_name() {
    let dir = tempfile::TempDir::new().unwrap();
    let path = sheet(dir.path(), "formula.xlsx", |ws| {
        put(ws, 0, 0, &rows_of(MATLAB), false);
        // Written by a program: the formula with no computed value.
        ws.write_formula(0, 0, Formula::new("=4+1")).unwrap();
    });
    let e = err(&path, &opts());
    assert!(e.contains("cell A1: holds the formula =4+1"), "{e}");
    assert!(e.contains("save it"), "{e}");
}

#[test]
fn family_5_a_legend_beside_the_grid_is_no_part_of_it() {
    let dir = tempfile::TempDir::new().unwrap();
    // A grid whose last column is empty, the digits 1-9 two columns away.
    let line: String = MATLAB
        .chars()
        .enumerate()
        .map(|(i, c)| if i % 9 == 8 { '.' } else { c })
        .collect();
    let path = sheet(dir.path(), "legend.xlsx", |ws| {
        put(ws, 0, 0, &rows_of(&line), false);
        for k in 0..9u32 {
            ws.write_number(k, 10, f64::from(k + 1)).unwrap();
        }
    });
    let p = read_puzzle(&path, &with_size(9)).unwrap();
    assert_eq!(p.givens.to_line(), line);
}

#[test]
fn family_6_a_hidden_column_inside_the_grid_is_refused() {
    let dir = tempfile::TempDir::new().unwrap();
    let path = sheet(dir.path(), "hidden.xlsx", |ws| {
        let rows = rows_of(MATLAB);
        put(
            ws,
            0,
            0,
            &rows.iter().map(|r| r[..4].to_string()).collect::<Vec<_>>(),
            false,
        );
        put(
            ws,
            0,
            5,
            &rows.iter().map(|r| r[4..].to_string()).collect::<Vec<_>>(),
            false,
        );
        for r in 0..9 {
            ws.write_number(r, 4, 1.0).unwrap();
        }
        ws.set_column_hidden(4).unwrap();
    });
    let e = err(&path, &opts());
    assert!(e.contains("column E is hidden"), "{e}");
}

#[test]
fn family_7_a_block_map_beside_the_puzzle_is_its_block_map() {
    let dir = tempfile::TempDir::new().unwrap();
    let path = sheet(dir.path(), "beside.xlsx", |ws| {
        ws.write_string(0, 0, "Jigsaw for Monday").unwrap();
        put(ws, 2, 1, &rows_of(MATLAB), false);
        put_labels(ws, 2, 11, &jigsaw_blocks());
    });
    let p = read_puzzle(&path, &opts()).unwrap();
    assert_eq!(
        p.geometry,
        Geometry::from_block_map(9, &labels(&jigsaw_blocks())).unwrap()
    );
    assert_eq!(p.source.found.as_deref(), Some("block map Sheet1!L3:T11"));
    let two = opts().with_puzzle(Some("2".into()));
    assert!(read_puzzle(&path, &two)
        .unwrap_err()
        .to_string()
        .contains("no puzzle 2"));
}

#[test]
fn family_8_a_map_of_another_size_is_named_on_its_own_sheet() {
    let dir = tempfile::TempDir::new().unwrap();
    let mut wb = Workbook::new();
    put(wb.add_worksheet(), 0, 0, &rows_of(MATLAB), false);
    let map = wb.add_worksheet();
    map.set_name("Map").unwrap();
    put_labels(
        map,
        0,
        0,
        &[
            "11112222", "11112222", "33334444", "33334444", "55556666", "55556666", "77778888",
            "77778888",
        ],
    );
    let path = save(wb, dir.path(), "map8.xlsx");
    let e = err(&path, &opts());
    assert!(
        e.contains("sheet 'Map', range A1:H8: this block map is 8x8 but the puzzle is 9x9"),
        "{e}"
    );
}

#[test]
fn two_grids_on_a_sheet_are_counted_by_puzzle_number() {
    let dir = tempfile::TempDir::new().unwrap();
    let path = sheet(dir.path(), "two.xlsx", |ws| {
        put(ws, 0, 0, &rows_of(MATLAB), false);
        put(ws, 0, 10, &rows_of(MATLAB), false);
    });
    let e = err(&path, &opts());
    assert!(e.contains("Sheet1!A1:I9"), "{e}");
    let second = opts().with_puzzle(Some("2".into()));
    let p = read_puzzle(&path, &second).unwrap();
    assert_eq!(p.source.namer, sheetdoku::CellNamer::at(0, 10));
    let first = opts().with_puzzle(Some("1".into()));
    assert_eq!(read_puzzle(&path, &first).unwrap().givens.to_line(), MATLAB);
}

#[test]
fn a_letter_b_in_a_16x16_is_a_digit() {
    let dir = tempfile::TempDir::new().unwrap();
    let mut cells = vec!['.'; 256];
    for (i, ch) in [
        (0, '1'),
        (17, '2'),
        (40, 'B'),
        (100, 'G'),
        (255, '3'),
        (130, '7'),
        (200, 'A'),
        (15, '4'),
    ] {
        cells[i] = ch;
    }
    let line: String = cells.into_iter().collect();
    let path = sheet(dir.path(), "big.xlsx", |ws| {
        put(ws, 0, 0, &rows_of(&line), true)
    });
    let p = read_puzzle(&path, &opts()).unwrap();
    assert_eq!(p.givens.size(), 16);
    assert_eq!(p.givens.get(40), 11);
}

#[test]
fn tabs_utf16_and_five_point_zero_read_as_digits() {
    let dir = tempfile::TempDir::new().unwrap();
    let rows = rows_of(MATLAB);
    let tsv: Vec<String> = rows
        .iter()
        .map(|r| {
            r.chars()
                .map(|c| {
                    if c == '.' {
                        String::new()
                    } else {
                        format!("{c}.0")
                    }
                })
                .collect::<Vec<_>>()
                .join("\t")
        })
        .collect();
    let text = tsv.join("\r\n");
    let tab = dir.path().join("tab.txt");
    std::fs::write(&tab, &text).unwrap();
    assert_eq!(read_puzzle(&tab, &opts()).unwrap().givens.to_line(), MATLAB);
    let mut utf16 = vec![0xFF, 0xFE];
    for u in text.encode_utf16() {
        utf16.extend(u.to_le_bytes());
    }
    let wide = dir.path().join("unicode.txt");
    std::fs::write(&wide, utf16).unwrap();
    assert_eq!(
        read_puzzle(&wide, &opts()).unwrap().givens.to_line(),
        MATLAB
    );
    // "5.0" typed as text in a workbook.
    let path = sheet(dir.path(), "text.xlsx", |ws| {
        put(ws, 0, 0, &rows_of(MATLAB), false);
        ws.write_string(0, 1, "2.0").unwrap();
    });
    assert_eq!(
        read_puzzle(&path, &opts()).unwrap().givens.to_line(),
        MATLAB
    );
}

#[test]
fn an_ods_named_xlsx_is_read_by_its_content() {
    let dir = tempfile::TempDir::new().unwrap();
    let fixture = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/teacher.ods");
    let renamed = dir.path().join("teacher.xlsx");
    std::fs::copy(&fixture, &renamed).unwrap();
    let a = read_puzzle(&fixture, &opts()).unwrap();
    let b = read_puzzle(&renamed, &opts()).unwrap();
    assert_eq!(a.givens, b.givens);
}

#[test]
fn merged_cells_in_a_grid_are_named() {
    let dir = tempfile::TempDir::new().unwrap();
    let path = sheet(dir.path(), "merged.xlsx", |ws| {
        put(ws, 0, 0, &rows_of(MATLAB), false);
        ws.merge_range(4, 2, 4, 3, "", &Format::new()).unwrap();
    });
    let e = err(&path, &with_size(9));
    assert!(e.contains("merged cells C5:D5"), "{e}");
}

#[test]
fn a_jigsaw_drawn_only_with_thick_borders_is_its_block_map() {
    let dir = tempfile::TempDir::new().unwrap();
    let map = labels(&jigsaw_blocks());
    let path = sheet(dir.path(), "drawn-jigsaw.xlsx", |ws| {
        for (i, row) in rows_of(MATLAB).iter().enumerate() {
            for (j, ch) in row.chars().enumerate() {
                let region = |a: usize, b: usize| map[a * 9 + b];
                let w = |other: Option<(usize, usize)>| match other {
                    Some((a, b)) if region(a, b) == region(i, j) => FormatBorder::Thin,
                    _ => FormatBorder::Medium,
                };
                let f = Format::new()
                    .set_border_top(w(i.checked_sub(1).map(|a| (a, j))))
                    .set_border_bottom(w((i < 8).then_some((i + 1, j))))
                    .set_border_left(w(j.checked_sub(1).map(|b| (i, b))))
                    .set_border_right(w((j < 8).then_some((i, j + 1))));
                let (r, c) = (i as u32, j as u16);
                match ch.to_digit(10) {
                    Some(d) => ws.write_number_with_format(r, c, d as f64, &f),
                    None => ws.write_blank(r, c, &f),
                }
                .unwrap();
            }
        }
    });
    let p = read_puzzle(&path, &opts()).unwrap();
    assert_eq!(p.geometry, Geometry::from_block_map(9, &map).unwrap());
    assert_eq!(
        p.source.found.as_deref(),
        Some("grid Sheet1!A1:I9, from its borders; block map from the thick borders of the grid")
    );
    // Said to be standard, the drawing is a conflict to name.
    let standard = opts().with_variant(Some(sheetdoku::Variant::STANDARD));
    assert!(err(&path, &standard).contains("thick borders"));
    let _ = read_puzzles(&path, &opts()).unwrap();
}
