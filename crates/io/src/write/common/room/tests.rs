use super::*;
use crate::write::book::{Size, Style};

fn book(sheets: Vec<Sheet>) -> Book {
    Book {
        sheets,
        names: Vec::new(),
    }
}

#[test]
fn a_sheet_past_the_formats_rows_or_columns_is_refused_by_name() {
    let mut sheet = Sheet::new("Key");
    sheet.number(0, 0, 1.0, &Style::new());
    assert_eq!(check_room(&book(vec![sheet.clone()])), Ok(()));
    let mut tall = sheet.clone();
    tall.blank(MAX_ROWS as u32, 0, &Style::new());
    let why = check_room(&book(vec![tall])).unwrap_err();
    assert!(
        why.contains("sheet 'Key' would need 1,048,577 rows"),
        "{why}"
    );
    let mut wide = sheet.clone();
    wide.width(MAX_COLUMNS as u16, Size::Pixels(8));
    let why = check_room(&book(vec![wide])).unwrap_err();
    assert!(why.contains("16,385 columns"), "{why}");
}

#[test]
fn the_cells_read_back_are_counted_from_a1_to_the_last_value() {
    let mut sheet = Sheet::new("Check");
    // Styled blanks do not count; values do, with the rectangle to A1.
    sheet.blank(5000, 300, &Style::new());
    sheet.number(999, 99, 1.0, &Style::new());
    assert_eq!(read_back(&sheet), 1000 * 100);
    let sheets = MAX_CELLS / 100_000 + 1;
    assert!(sheets <= MAX_SHEETS);
    let sheets = (0..sheets)
        .map(|i| Sheet {
            name: format!("S{i}"),
            ..sheet.clone()
        })
        .collect();
    let why = check_room(&book(sheets)).unwrap_err();
    assert!(why.contains("are read back"), "{why}");
}

#[test]
fn a_book_grows_along_the_line_of_two_measures() {
    // Two puzzles: a sheet each, and a shared sheet two columns a puzzle
    // wide; four puzzles: four sheets, eight columns.
    let measures = |puzzles: u64| Measures {
        sheets: (0..puzzles)
            .map(|i| (format!("P{i}"), (9, 9)))
            .chain([("Check".to_string(), (30, 2 * puzzles))])
            .collect(),
        cells: 81 * puzzles + 60 * puzzles,
        extra_sheets: 0,
    };
    let grown = Measures::grown(&measures(2), &measures(4), (2, 4, 1000));
    assert_eq!(grown.sheets["Check"], (30, 2000));
    assert_eq!(grown.sheets.len() as u64 + grown.extra_sheets, 1001);
    assert_eq!(grown.cells, 141 * 1000);
    let why = grown.check().unwrap_err();
    assert!(why.contains("1,001 sheets"), "{why}");
}

#[test]
fn bytes_past_what_is_read_back_are_refused() {
    assert_eq!(check_bytes(1 << 20, 10 << 20), Ok(()));
    let why = check_bytes(MAX_WORKBOOK_BYTES + (1 << 20), 0).unwrap_err();
    assert!(why.contains("at most 64 MiB"), "{why}");
    let why = check_bytes(1 << 20, MAX_INFLATED_BYTES + 1).unwrap_err();
    assert!(why.contains("unpack to"), "{why}");
}
