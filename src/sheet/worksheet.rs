//! Print-ready worksheets for a class: 1, 2, 4 or 6 puzzles per A4 page with
//! a title, a "Name / Date" line, each puzzle's number and level, thick
//! region borders and shaded diagonals and extra blocks; an answer key of
//! small grids; and every puzzle again on its own sheet `P1`, `P2`, ... in
//! our grid layout (grid at A1, block map labelled `Blocks`, extra regions
//! labelled `Extra`) with an `Info` sheet, so that
//! `sheetdoku solve worksheet.xlsx --puzzle 'P2!A1:I9'` reads puzzle 2 back.
//!
//! The `P` sheets check themselves like the solution workbook's `Play`
//! sheet (see `write::self_check`), and so do the printed grids when they
//! show digits: each gets a status cell under it; the counts are on the
//! hidden `Check` sheet.

use std::path::Path;

use rust_xlsxwriter::{Color, Format, FormatAlign, FormatBorder, Workbook, Worksheet, XlsxError};

mod read;

pub use read::read_worksheet;

use super::write::self_check::{check_sheet, CheckedGrid};
use crate::error::{Error, Result};
use crate::geometry::Geometry;
use crate::grid::{symbol, Grid};
use crate::rate::Level;

/// One puzzle of a worksheet.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WorksheetPuzzle {
    /// Its geometry.
    pub geometry: Geometry,
    /// The givens.
    pub givens: Grid,
    /// The answer key, if known.
    pub solution: Option<Grid>,
    /// Its level, printed beside the number.
    pub level: Option<Level>,
    /// A short note printed after the level ("copy 2", a file name).
    pub note: Option<String>,
}

/// Everything a worksheet shows.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WorksheetDoc {
    /// The title on every page.
    pub title: String,
    /// The puzzles, numbered from 1 in this order.
    pub puzzles: Vec<WorksheetPuzzle>,
    /// Puzzles per A4 page: 1, 2, 4 or 6.
    pub per_page: usize,
    /// The symbols printed for digits 1..n (e.g. "ABCDEFGHI" for a
    /// Wordoku); `None` prints digits (1-9, then A-P).
    pub symbols: Option<Vec<char>>,
}

/// Printable width and height of an A4 page within the margins, in pixels.
const PAGE_W: u32 = 660;
const PAGE_H: u32 = 960;
const GAP: u32 = 24;
const LABEL_H: u32 = 26;
const HEADER_H: u32 = 40 + 30 + 12;
const DIAGONAL_FILL: u32 = 0xFFF2CC;
const EXTRA_FILL: u32 = 0xDDEBF7;
const BOTH_FILL: u32 = 0xE2EFDA;

/// Writes the worksheet workbook to `path` (`.xlsx`): sheets `Worksheet`
/// (printable), `Answers` (the keys, when known), `P1`.. (each puzzle in our
/// layout) and `Info`. The file is moved into place only when complete.
pub fn write_worksheet(path: &Path, doc: &WorksheetDoc) -> Result<()> {
    check(path, doc)?;
    let mut workbook = Workbook::new();
    build(&mut workbook, doc).map_err(|e| output_error(path, &e.to_string()))?;
    let bytes = workbook
        .save_to_buffer()
        .map_err(|e| output_error(path, &e.to_string()))?;
    super::write::write_atomically(path, &bytes)
}

fn check(path: &Path, doc: &WorksheetDoc) -> Result<()> {
    let ext = path.extension().and_then(|e| e.to_str()).unwrap_or("");
    if !ext.eq_ignore_ascii_case("xlsx") {
        return Err(Error::Usage(format!(
            "{}: a worksheet is written as an .xlsx workbook",
            path.display()
        )));
    }
    if ![1, 2, 4, 6].contains(&doc.per_page) {
        return Err(Error::Usage(format!(
            "{} puzzles per page: choose 1, 2, 4 or 6",
            doc.per_page
        )));
    }
    if doc.puzzles.is_empty() {
        return Err(Error::Usage("a worksheet needs at least one puzzle".into()));
    }
    for (i, p) in doc.puzzles.iter().enumerate() {
        let n = p.geometry.size();
        let grids = std::iter::once(&p.givens).chain(p.solution.as_ref());
        if grids.into_iter().any(|g| g.size() != n) {
            return Err(Error::Usage(format!(
                "puzzle {}: a grid does not match its {n}x{n} geometry",
                i + 1
            )));
        }
        if let Some(symbols) = &doc.symbols {
            let mut distinct = symbols.clone();
            distinct.sort_unstable();
            distinct.dedup();
            if symbols.len() != n || distinct.len() != n {
                return Err(Error::Usage(format!(
                    "--symbols needs {n} different symbols for puzzle {}, got '{}'",
                    i + 1,
                    symbols.iter().collect::<String>()
                )));
            }
        }
    }
    Ok(())
}

/// Names of the puzzles' own sheets.
fn own_names(doc: &WorksheetDoc) -> Vec<String> {
    (1..=doc.puzzles.len()).map(|k| format!("P{k}")).collect()
}

fn build(workbook: &mut Workbook, doc: &WorksheetDoc) -> Result<(), XlsxError> {
    let names = own_names(doc);
    let mut checked = printable(workbook.add_worksheet().set_name(PRINTABLE)?, doc)?;
    if doc.puzzles.iter().any(|p| p.solution.is_some()) {
        answers(workbook.add_worksheet().set_name("Answers")?, doc)?;
    }
    for (p, name) in doc.puzzles.iter().zip(&names) {
        let check_col = checked.last().map_or(0, CheckedGrid::next_check_col);
        let sheet = workbook.add_worksheet().set_name(name)?;
        checked.push(own_sheet(sheet, name, p, check_col)?);
    }
    info(workbook.add_worksheet().set_name("Info")?, doc)?;
    check_sheet(workbook.add_worksheet(), &checked)
}

/// The name of the printable sheet.
const PRINTABLE: &str = "Worksheet";

/// Whether the printable grids can check themselves: they show the digits
/// as numbers, which they do when the symbols are the digits 1..9.
fn printable_checks(doc: &WorksheetDoc) -> bool {
    doc.symbols.is_none() && doc.puzzles.iter().all(|p| p.geometry.size() <= 9)
}

/// (slot columns, slot rows) of a page.
fn slots(per_page: usize) -> (usize, usize) {
    match per_page {
        1 => (1, 1),
        2 => (1, 2),
        4 => (2, 2),
        _ => (2, 3),
    }
}

/// The side of a grid cell in pixels for `per_page` puzzles of size `n`.
fn cell_px(per_page: usize, n: usize) -> u32 {
    let (cols, rows) = slots(per_page);
    let (cols, rows, n) = (cols as u32, rows as u32, n as u32);
    let w = (PAGE_W - GAP * (cols - 1)) / cols / n;
    let h = (PAGE_H - HEADER_H - rows * (LABEL_H + GAP)) / rows / n;
    w.min(h).min(60)
}

/// The printable pages; returns their grids when they check themselves
/// (see [`printable_checks`]), each with a status cell under it.
fn printable<'a>(
    sheet: &mut Worksheet,
    doc: &'a WorksheetDoc,
) -> Result<Vec<CheckedGrid<'a>>, XlsxError> {
    let checks = printable_checks(doc);
    let mut checked: Vec<CheckedGrid<'a>> = Vec::new();
    sheet
        .set_paper_size(9)
        .set_margins(0.4, 0.4, 0.4, 0.5, 0.2, 0.2);
    sheet.set_screen_gridlines(false);
    sheet.set_footer("&C&8Page &P of &N");
    let n = doc
        .puzzles
        .iter()
        .map(|p| p.geometry.size())
        .max()
        .unwrap_or(9);
    let px = cell_px(doc.per_page, n);
    let (cols, _) = slots(doc.per_page);
    // Column 0 is the margin; slot k starts at column 1 + k * (n + 1).
    sheet.set_column_width_pixels(0, 8)?;
    for k in 0..cols {
        let left = 1 + k * (n + 1);
        for c in 0..n {
            sheet.set_column_width_pixels((left + c) as u16, px)?;
        }
        sheet.set_column_width_pixels((left + n) as u16, GAP)?;
    }
    let title = Format::new().set_bold().set_font_size(18);
    let plain = Format::new().set_font_size(12);
    let label = Format::new().set_bold().set_font_size(11);
    let mut row: u32 = 0;
    let mut breaks = Vec::new();
    for (page, chunk) in doc.puzzles.chunks(doc.per_page).enumerate() {
        if page > 0 {
            breaks.push(row);
        }
        sheet.set_row_height_pixels(row, 40)?;
        sheet.write_string_with_format(row, 1, &doc.title, &title)?;
        sheet.set_row_height_pixels(row + 1, 30)?;
        let line = "Name: ________________________________     Date: ________________";
        sheet.write_string_with_format(row + 1, 1, line, &plain)?;
        sheet.set_row_height_pixels(row + 2, 12)?;
        row += 3;
        for (sr, slot_row) in chunk.chunks(cols).enumerate() {
            sheet.set_row_height_pixels(row, LABEL_H)?;
            for r in 0..n as u32 {
                sheet.set_row_height_pixels(row + 1 + r, px)?;
            }
            sheet.set_row_height_pixels(row + 1 + n as u32, GAP)?;
            for (k, p) in slot_row.iter().enumerate() {
                let number = page * doc.per_page + sr * cols + k + 1;
                let left = (1 + k * (n + 1)) as u16;
                sheet.write_string_with_format(row, left, heading(number, p), &label)?;
                let font = f64::from(px) * 0.5;
                if !checks {
                    grid(sheet, row + 1, left, p, &p.givens, font, doc)?;
                    continue;
                }
                let check_col = checked.last().map_or(0, CheckedGrid::next_check_col);
                let play = CheckedGrid {
                    sheet: PRINTABLE,
                    top: row + 1,
                    left,
                    geometry: &p.geometry,
                    grid: &p.givens,
                    check_col,
                };
                checked_grid(sheet, &play, font)?;
                let below = row + 1 + p.geometry.size() as u32;
                let last = left + p.geometry.size() as u16 - 1;
                let status = Format::new()
                    .set_italic()
                    .set_font_size(9)
                    .set_align(FormatAlign::Center)
                    .set_align(FormatAlign::VerticalCenter);
                sheet.merge_range(below, left, below, last, "", &status)?;
                sheet.write_formula_with_format(below, left, play.status_formula(), &status)?;
                checked.push(play);
            }
            row += n as u32 + 2;
        }
    }
    sheet.set_page_breaks(&breaks)?;
    // One page wide whatever the font's widths (the columns are set in
    // pixels of the default font, which LibreOffice may replace by a wider one).
    sheet.set_print_fit_to_pages(1, breaks.len() as u16 + 1);
    if checks {
        sheet.protect();
    }
    Ok(checked)
}

/// A grid that checks itself: the givens as numbers, the empty cells
/// unlocked, validation and clash colouring (the caller protects the sheet).
fn checked_grid(sheet: &mut Worksheet, play: &CheckedGrid, font: f64) -> Result<(), XlsxError> {
    let n = play.geometry.size();
    for cell in 0..n * n {
        let format = cell_format(play.geometry, cell, font);
        let (r, c) = play.position(cell);
        match play.grid.get(cell) {
            0 => sheet.write_blank(r, c, &format.set_unlocked())?,
            d => sheet.write_number_with_format(r, c, f64::from(d), &format.set_bold())?,
        };
    }
    play.add_rules(sheet)
}

/// "3.  Level: hard  (copy 2)".
fn heading(number: usize, p: &WorksheetPuzzle) -> String {
    let mut s = format!("{number}.");
    if let Some(level) = p.level {
        s.push_str(&format!("  Level: {level}"));
    }
    if let Some(note) = &p.note {
        s.push_str(&format!("  ({note})"));
    }
    s
}

/// The text of digit `d` (`d > 0`).
fn shown(doc: &WorksheetDoc, d: u8) -> String {
    match &doc.symbols {
        Some(symbols) => symbols[d as usize - 1].to_string(),
        None => symbol(d).to_string(),
    }
}

/// One grid with region borders and shading, top-left at (top, left).
fn grid(
    sheet: &mut Worksheet,
    top: u32,
    left: u16,
    p: &WorksheetPuzzle,
    values: &Grid,
    font: f64,
    doc: &WorksheetDoc,
) -> Result<(), XlsxError> {
    let g = &p.geometry;
    let n = g.size();
    for cell in 0..n * n {
        let format = cell_format(g, cell, font);
        let (r, c) = (top + (cell / n) as u32, left + (cell % n) as u16);
        match values.get(cell) {
            0 => sheet.write_blank(r, c, &format)?,
            d => sheet.write_string_with_format(r, c, shown(doc, d), &format)?,
        };
    }
    Ok(())
}

/// Centred text, thick borders between regions and around the grid, and
/// the fill of diagonal and extra-region cells.
fn cell_format(g: &Geometry, cell: usize, font: f64) -> Format {
    let n = g.size();
    let (r, c) = (cell / n, cell % n);
    let block = g.block_of(cell);
    let side = |edge: bool, other: usize| {
        if edge || g.block_of(other) != block {
            FormatBorder::Thick
        } else {
            FormatBorder::Thin
        }
    };
    let mut f = Format::new()
        .set_align(FormatAlign::Center)
        .set_align(FormatAlign::VerticalCenter)
        .set_font_size(font)
        .set_border_top(side(r == 0, cell.wrapping_sub(n)))
        .set_border_bottom(side(r + 1 == n, cell + n))
        .set_border_left(side(c == 0, cell.wrapping_sub(1)))
        .set_border_right(side(c + 1 == n, cell + 1));
    let diagonal = g.has_diagonals() && (r == c || r + c + 1 == n);
    let fill = match (diagonal, g.extra_of(cell).is_some()) {
        (true, true) => Some(BOTH_FILL),
        (true, false) => Some(DIAGONAL_FILL),
        (false, true) => Some(EXTRA_FILL),
        (false, false) => None,
    };
    if let Some(fill) = fill {
        f = f.set_background_color(Color::RGB(fill));
    }
    f
}

/// The answer key: small grids, four to a row, each numbered.
fn answers(sheet: &mut Worksheet, doc: &WorksheetDoc) -> Result<(), XlsxError> {
    sheet
        .set_paper_size(9)
        .set_margins(0.4, 0.4, 0.4, 0.5, 0.2, 0.2);
    sheet.set_screen_gridlines(false);
    sheet.set_print_fit_to_pages(1, 0);
    let n = doc
        .puzzles
        .iter()
        .map(|p| p.geometry.size())
        .max()
        .unwrap_or(9);
    let px = (150 / n as u32).clamp(6, 18);
    let per_row = 4;
    for c in 0..(per_row * (n + 1) + 1) as u16 {
        sheet.set_column_width_pixels(c, if c % (n as u16 + 1) == 0 { 14 } else { px })?;
    }
    let title = Format::new().set_bold().set_font_size(16);
    sheet.write_string_with_format(0, 1, format!("{}: answers", doc.title), &title)?;
    sheet.set_row_height_pixels(0, 34)?;
    let label = Format::new().set_bold().set_font_size(9);
    for (i, p) in doc.puzzles.iter().enumerate() {
        let Some(solution) = &p.solution else {
            continue;
        };
        let top = 2 + (i / per_row) as u32 * (n as u32 + 2);
        let left = (1 + (i % per_row) * (n + 1)) as u16;
        sheet.write_string_with_format(top - 1, left, format!("{}.", i + 1), &label)?;
        for r in 0..n as u32 {
            sheet.set_row_height_pixels(top + r, px)?;
        }
        grid(sheet, top, left, p, solution, f64::from(px) * 0.5, doc)?;
    }
    Ok(())
}

/// The puzzle in our layout: digits at A1 (blank = empty), the block map
/// labelled `Blocks` to the right, the extra regions labelled `Extra`; the
/// grid checks itself, its status two rows under it.
fn own_sheet<'a>(
    sheet: &mut Worksheet,
    name: &'a str,
    p: &'a WorksheetPuzzle,
    check_col: u16,
) -> Result<CheckedGrid<'a>, XlsxError> {
    let g = &p.geometry;
    let n = g.size();
    for c in 0..(3 * n + 2) as u16 {
        sheet.set_column_width_pixels(c, 26)?;
    }
    let play = CheckedGrid {
        sheet: name,
        top: 0,
        left: 0,
        geometry: g,
        grid: &p.givens,
        check_col,
    };
    checked_grid(sheet, &play, 11.0)?;
    let status = Format::new().set_bold().set_font_size(12);
    sheet.write_formula_with_format(n as u32 + 1, 0, play.status_formula(), &status)?;
    let hint = format!("digits 1 to {n}; red: a clash");
    let grey = Format::new().set_font_color(Color::RGB(0x595959));
    sheet.write_string_with_format(n as u32 + 2, 0, hint, &grey)?;
    sheet.protect();
    let bold = Format::new().set_bold();
    let map_left = (n + 1) as u16;
    sheet.write_string_with_format(0, map_left, "Blocks", &bold)?;
    for cell in 0..n * n {
        let (r, c) = (1 + (cell / n) as u32, map_left + (cell % n) as u16);
        sheet.write_number(r, c, (g.block_of(cell) + 1) as f64)?;
    }
    if g.has_extra_regions() {
        let left = (2 * n + 2) as u16;
        sheet.write_string_with_format(0, left, "Extra", &bold)?;
        for cell in 0..n * n {
            let (r, c) = (1 + (cell / n) as u32, left + (cell % n) as u16);
            sheet.write_number(r, c, g.extra_of(cell).unwrap_or(0) as f64)?;
        }
    }
    Ok(play)
}

/// Variant, size and diagonals when every puzzle shares them (the reader
/// takes the diagonals from here), and the symbols.
fn info(sheet: &mut Worksheet, doc: &WorksheetDoc) -> Result<(), XlsxError> {
    let first = &doc.puzzles[0].geometry;
    let same = doc.puzzles.iter().all(|p| {
        let g = &p.geometry;
        g.size() == first.size() && g.variant() == first.variant()
    });
    let bold = Format::new().set_bold();
    sheet.set_column_width(0, 12)?;
    sheet.set_column_width(1, 50)?;
    let mut rows: Vec<(&str, String)> = Vec::new();
    if same {
        let yes_no = if first.has_diagonals() { "yes" } else { "no" };
        rows.push(("variant", first.variant().name().to_string()));
        rows.push(("size", first.size().to_string()));
        rows.push(("diagonals", yes_no.to_string()));
    }
    rows.push(("title", doc.title.clone()));
    rows.push(("puzzles", doc.puzzles.len().to_string()));
    if let Some(symbols) = &doc.symbols {
        rows.push(("symbols", symbols.iter().collect()));
    }
    let last = crate::grid::a1(first.size() - 1, first.size() - 1);
    rows.push((
        "read",
        format!("sheetdoku solve FILE --puzzle 'P1!A1:{last}'"),
    ));
    for (r, (k, v)) in rows.iter().enumerate() {
        sheet.write_string_with_format(r as u32, 0, *k, &bold)?;
        match v.parse::<f64>() {
            Ok(x) if *k == "size" || *k == "puzzles" => sheet.write_number(r as u32, 1, x)?,
            _ => sheet.write_string(r as u32, 1, v)?,
        };
    }
    Ok(())
}

fn output_error(path: &Path, message: &str) -> Error {
    Error::Output {
        path: path.to_path_buf(),
        message: message.to_string(),
    }
}

#[cfg(test)]
#[path = "worksheet_tests.rs"]
mod tests;
