//! The marks workbook of a class: one row per pupil's file and puzzle
//! (file, puzzle, filled, cells, clashes, wrong digits, verdict, note), as
//! a [`super::book`] description rendered as `.xlsx` or `.ods`.

use std::path::Path;

use super::book::{Book, HAlign, Print, Sheet, Size, Style};
use super::write::{check_output_path, save};
use crate::error::Result;
use crate::mark::MarkRow;

/// The column headings of the `Marks` sheet.
pub const MARK_HEADINGS: [&str; 8] = [
    "file",
    "puzzle",
    "filled",
    "cells",
    "clashes",
    "wrong digits",
    "verdict",
    "note",
];

/// Writes the marks to `path` (`.xlsx` or `.ods`), one row per entry of
/// `rows` under a heading row, on the sheet `Marks`. A row that could not
/// be marked keeps its file name, says "not marked" and gives the reason
/// as its note. The file is moved into place only when complete.
pub fn write_marks(path: &Path, rows: &[MarkRow]) -> Result<()> {
    let format = check_output_path(path)?;
    let mut book = Book::default();
    book.sheets.push(marks_sheet(rows));
    save(path, format, &book)
}

fn marks_sheet(rows: &[MarkRow]) -> Sheet {
    let mut sheet = Sheet::new("Marks");
    let heading = Style::new().bold();
    let text = Style::new().align(HAlign::Left);
    let number = Style::new().centred();
    let widths = [28.0, 10.0, 8.0, 8.0, 8.0, 12.0, 14.0, 100.0];
    for (c, (&name, &w)) in MARK_HEADINGS.iter().zip(&widths).enumerate() {
        sheet.width(c as u16, Size::Chars(w));
        let style = if (2..6).contains(&c) {
            heading.clone().centred()
        } else {
            heading.clone()
        };
        sheet.text(0, c as u16, name, &style);
    }
    for (i, row) in rows.iter().enumerate() {
        let r = i as u32 + 1;
        sheet.text(r, 0, row.file.as_str(), &text);
        if !row.puzzle.is_empty() {
            sheet.text(r, 1, row.puzzle.as_str(), &text);
        }
        match &row.result {
            Ok(m) => {
                sheet.number(r, 2, m.filled as f64, &number);
                sheet.number(r, 3, m.cells as f64, &number);
                sheet.number(r, 4, m.conflicts.len() as f64, &number);
                sheet.number(r, 5, m.wrong.len() as f64, &number);
                sheet.text(r, 6, m.verdict.words(), &text);
                if !row.details.is_empty() {
                    sheet.text(r, 7, row.details.as_str(), &text);
                }
            }
            Err(reason) => {
                sheet.text(r, 6, row.verdict_words(), &text);
                sheet.text(r, 7, reason.as_str(), &text);
            }
        }
    }
    *sheet.print_mut() = Print {
        landscape: true,
        fit: Some((1, 0)),
        ..Print::default()
    };
    sheet
}
