//! Print-ready worksheets for a class: 1, 2, 4 or 6 puzzles per A4 page with
//! a title, a "Name / Date" line, each puzzle's number and level, thick
//! region borders and shaded diagonals and extra blocks; an answer key of
//! small grids; and every puzzle again on its own sheet `P1`, `P2`, ... in
//! our grid layout (grid at A1, block map labelled `Blocks`, extra regions
//! labelled `Extra`) with an `Info` sheet, so that
//! `sheetdoku solve worksheet.xlsx --puzzle 'P2!A1:I9'` reads puzzle 2 back.

use std::path::Path;

use rust_xlsxwriter::{Color, Format, FormatAlign, FormatBorder, Workbook, Worksheet, XlsxError};

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

fn build(workbook: &mut Workbook, doc: &WorksheetDoc) -> Result<(), XlsxError> {
    printable(workbook.add_worksheet().set_name("Worksheet")?, doc)?;
    if doc.puzzles.iter().any(|p| p.solution.is_some()) {
        answers(workbook.add_worksheet().set_name("Answers")?, doc)?;
    }
    for (i, p) in doc.puzzles.iter().enumerate() {
        own_sheet(workbook.add_worksheet().set_name(format!("P{}", i + 1))?, p)?;
    }
    info(workbook.add_worksheet().set_name("Info")?, doc)
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

fn printable(sheet: &mut Worksheet, doc: &WorksheetDoc) -> Result<(), XlsxError> {
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
                grid(sheet, row + 1, left, p, &p.givens, font, doc)?;
            }
            row += n as u32 + 2;
        }
    }
    sheet.set_page_breaks(&breaks)?;
    Ok(())
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
/// labelled `Blocks` to the right, the extra regions labelled `Extra`.
fn own_sheet(sheet: &mut Worksheet, p: &WorksheetPuzzle) -> Result<(), XlsxError> {
    let g = &p.geometry;
    let n = g.size();
    for c in 0..(3 * n + 2) as u16 {
        sheet.set_column_width_pixels(c, 26)?;
    }
    for cell in 0..n * n {
        let format = cell_format(g, cell, 11.0);
        let (r, c) = ((cell / n) as u32, (cell % n) as u16);
        match p.givens.get(cell) {
            0 => sheet.write_blank(r, c, &format)?,
            d => sheet.write_number_with_format(r, c, f64::from(d), &format)?,
        };
    }
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
    Ok(())
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

/// The puzzles of a worksheet written by [`write_worksheet`], read from
/// their own sheets `P1`, `P2`, ... in order; `Ok(None)` when `path` is not
/// such a workbook (no `Worksheet` sheet or no `P1`). Its printable sheets
/// hold several grids each, which the general reader
/// ([`crate::read_puzzles`]) would refuse as ambiguous.
pub fn read_worksheet(
    path: &Path,
    opts: &crate::sheet::ReadOptions,
) -> Result<Option<Vec<crate::puzzle::Puzzle>>> {
    let is_xlsx = path
        .extension()
        .and_then(|e| e.to_str())
        .is_some_and(|e| e.eq_ignore_ascii_case("xlsx"));
    if !is_xlsx || opts.puzzle.is_some() {
        return Ok(None);
    }
    use calamine::{Data, Reader};
    let Ok(mut book) = calamine::open_workbook::<calamine::Xlsx<_>, _>(path) else {
        return Ok(None);
    };
    let names = book.sheet_names();
    let own = |k: usize| format!("P{k}");
    if !names.iter().any(|s| s == "Worksheet") || !names.contains(&own(1)) {
        return Ok(None);
    }
    let mut puzzles = Vec::new();
    for k in (1..).take_while(|&k| names.contains(&own(k))) {
        // The grid's size: the "Blocks" label sits one column right of it.
        let size = book.worksheet_range(&own(k)).ok().and_then(|range| {
            (0..=crate::geometry::MAX_SIZE as u32 + 1).find_map(|c| {
                let at = range.get_value((0, c))?;
                (*at == Data::String("Blocks".into())).then(|| c as usize - 1)
            })
        });
        let Some(n) =
            size.filter(|n| (crate::geometry::MIN_SIZE..=crate::geometry::MAX_SIZE).contains(n))
        else {
            return Ok(None);
        };
        let one = crate::sheet::ReadOptions {
            puzzle: Some(format!("{}!A1:{}", own(k), crate::grid::a1(n - 1, n - 1))),
            ..opts.clone()
        };
        let mut p = crate::sheet::read_puzzle(path, &one)?;
        p.source.name = Some(own(k));
        puzzles.push(p);
    }
    Ok(Some(puzzles))
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
