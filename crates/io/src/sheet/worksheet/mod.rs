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
//! show digits: their statuses sit right of the pages, on the screen only;
//! the counts are on the hidden `Check` sheet. Only the pages and the
//! answer key print. Grid cells are drawn with the shared styles of
//! `write::styles`, like every other page of ours.

use std::path::Path;

mod read;

pub use read::read_worksheet;

use super::book::{square, Area, Book, Margins, Print, Sheet, Size, Style};
use super::write::self_check::{check_sheet, CheckedGrid};
use super::write::styles::{
    cell_edges, centred, heading as bold_heading, label, variant_fill, with_edges,
};
use super::write::{check_output_path, save};
use crate::error::{Error, Result};
use crate::generate::Generated;
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

impl WorksheetPuzzle {
    /// A generated puzzle of `geometry`, with its answer key and level and
    /// no note.
    pub fn generated(geometry: &Geometry, puzzle: Generated) -> Self {
        WorksheetPuzzle {
            geometry: geometry.clone(),
            givens: puzzle.givens,
            solution: Some(puzzle.solution),
            level: Some(puzzle.rating.level),
            note: None,
        }
    }
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

/// Printable width and height of an A4 page within the margins and above
/// the footer, in pixels (96 to the inch), with a little to spare.
const PAGE_W: u32 = 700;
const PAGE_H: u32 = 1000;
const GAP: u32 = 24;
const LABEL_H: u32 = 26;
const HEADER_H: u32 = 40 + 30 + 12;
/// The largest grid cell, in pixels (2 cm).
const MAX_CELL: u32 = 75;

/// Writes the worksheet workbook to `path` (`.xlsx` or `.ods`): sheets
/// `Worksheet` (printable), `Answers` (the keys, when known), `P1`.. (each
/// puzzle in our layout), `Info` and the hidden `Check`. The file is moved
/// into place only when complete.
pub fn write_worksheet(path: &Path, doc: &WorksheetDoc) -> Result<()> {
    let format = check_output_path(path)?;
    check(doc)?;
    save(path, format, &build(doc))
}

fn check(doc: &WorksheetDoc) -> Result<()> {
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

fn build(doc: &WorksheetDoc) -> Book {
    let names = own_names(doc);
    let mut book = Book::default();
    let (sheet, mut checked) = printable(doc);
    book.sheets.push(sheet);
    if doc.puzzles.iter().any(|p| p.solution.is_some()) {
        book.sheets.push(answers(doc));
    }
    for (p, name) in doc.puzzles.iter().zip(&names) {
        let check_col = checked.last().map_or(0, CheckedGrid::next_check_col);
        let (sheet, grid) = own_sheet(name, p, check_col);
        book.sheets.push(sheet);
        checked.push(grid);
    }
    book.sheets.push(info(doc));
    book.sheets.extend(check_sheet(&checked));
    book
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

/// The side of a grid cell in pixels for `per_page` puzzles of size `n`:
/// as large as the page allows.
fn cell_px(per_page: usize, n: usize) -> u32 {
    let (cols, rows) = slots(per_page);
    let (cols, rows, n) = (cols as u32, rows as u32, n as u32);
    let w = (PAGE_W - GAP * (cols - 1)) / cols / n;
    let h = (PAGE_H - HEADER_H - rows * (LABEL_H + GAP)) / rows / n;
    w.min(h).min(MAX_CELL)
}

/// The font size in points of the symbols in a cell of `px` pixels.
fn symbol_points(px: u32) -> f64 {
    (f64::from(px) * 0.75 * 0.6).round()
}

/// A4 margins of the worksheet pages, in inches.
const PAGE_MARGINS: Margins = Margins {
    left: 0.4,
    right: 0.4,
    top: 0.4,
    bottom: 0.5,
    header: 0.2,
    footer: 0.2,
};

/// The printable pages; returns their grids when they check themselves
/// (see [`printable_checks`]). Their statuses ("keep going") are for the
/// screen: they sit right of the pages, outside the print range.
fn printable(doc: &WorksheetDoc) -> (Sheet, Vec<CheckedGrid<'_>>) {
    let mut sheet = Sheet::new(PRINTABLE);
    let checks = printable_checks(doc);
    let mut checked: Vec<CheckedGrid> = Vec::new();
    sheet.no_gridlines = true;
    let n = doc
        .puzzles
        .iter()
        .map(|p| p.geometry.size())
        .max()
        .unwrap_or(9);
    let px = cell_px(doc.per_page, n);
    let (cols, rows) = slots(doc.per_page);
    // The room the grids leave on a full page, shared out between them.
    let used = HEADER_H + rows as u32 * (LABEL_H + n as u32 * px + GAP);
    let gap = GAP + PAGE_H.saturating_sub(used) / rows as u32;
    // Column 0 is the margin; slot k starts at column 1 + k * (n + 1).
    sheet.width(0, Size::Pixels(8));
    for k in 0..cols {
        let left = 1 + k * (n + 1);
        for c in 0..n {
            sheet.width((left + c) as u16, square(px));
        }
        sheet.width((left + n) as u16, Size::Pixels(GAP));
    }
    let last_col = (cols * (n + 1)) as u16;
    // The statuses, right of the printed columns.
    let status_col = last_col + 2;
    sheet.width(status_col, Size::Chars(6.0));
    sheet.width(status_col + 1, Size::Chars(14.0));
    let title = Style::new().bold().size(18.0);
    let plain = Style::new().size(12.0);
    let label = Style::new().bold().size(11.0);
    let font = symbol_points(px);
    let mut row: u32 = 0;
    let mut breaks = Vec::new();
    for (page, chunk) in doc.puzzles.chunks(doc.per_page).enumerate() {
        if page > 0 {
            breaks.push(row);
        }
        sheet.height(row, Size::Pixels(40));
        sheet.text(row, 1, doc.title.as_str(), &title);
        sheet.height(row + 1, Size::Pixels(30));
        let line = "Name: ________________________________     Date: ________________";
        sheet.text(row + 1, 1, line, &plain);
        sheet.height(row + 2, Size::Pixels(12));
        row += 3;
        for (sr, slot_row) in chunk.chunks(cols).enumerate() {
            sheet.height(row, Size::Pixels(LABEL_H));
            for r in 0..n as u32 {
                sheet.height(row + 1 + r, square(px));
            }
            sheet.height(row + 1 + n as u32, Size::Pixels(gap));
            for (k, p) in slot_row.iter().enumerate() {
                let number = page * doc.per_page + sr * cols + k + 1;
                let left = (1 + k * (n + 1)) as u16;
                sheet.text(row, left, heading(number, p), &label);
                if !checks {
                    grid(&mut sheet, row + 1, left, p, &p.givens, font, doc);
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
                checked_grid(&mut sheet, &play, font);
                let at = row + 1 + 2 * k as u32;
                sheet.text(at, status_col, format!("{number}."), &label);
                let (formula, result) = play.status_formula();
                let status = Style::new().italic().size(11.0);
                sheet.formula(at, status_col + 1, formula, result, &status);
                checked.push(play);
            }
            row += n as u32 + 2;
        }
    }
    // One page wide whatever the fonts (a safety net: the columns are
    // sized to fit); as many pages tall as the breaks make.
    *sheet.print_mut() = Print {
        margins: PAGE_MARGINS,
        fit: Some((1, 0)),
        area: Some(Area::new(0, 0, row.saturating_sub(1), last_col)),
        row_breaks: breaks,
        page_numbers: true,
        ..Print::default()
    };
    sheet.protected = checks;
    (sheet, checked)
}

/// A grid that checks itself: the givens as numbers, the empty cells
/// unlocked, validation and clash colouring (the caller protects the sheet).
fn checked_grid(sheet: &mut Sheet, play: &CheckedGrid, font: f64) {
    let n = play.geometry.size();
    for cell in 0..n * n {
        let format = cell_format(play.geometry, cell, font);
        let (r, c) = play.position(cell);
        match play.grid.get(cell) {
            0 => sheet.blank(r, c, &format.unlocked()),
            d => sheet.number(r, c, f64::from(d), &format.bold()),
        };
    }
    play.add_rules(sheet);
}

/// "3.  Level: hard": what the pupils' page says of a puzzle (its note,
/// such as "copy 2", is for the answer key only).
fn heading(number: usize, p: &WorksheetPuzzle) -> String {
    let mut s = format!("{number}.");
    if let Some(level) = p.level {
        s.push_str(&format!("  Level: {level}"));
    }
    s
}

/// "3.  (puzzle 1, copy 2)": a puzzle's label in the answer key.
fn key_label(number: usize, p: &WorksheetPuzzle) -> String {
    match &p.note {
        Some(note) => format!("{number}.  ({note})"),
        None => format!("{number}."),
    }
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
    sheet: &mut Sheet,
    top: u32,
    left: u16,
    p: &WorksheetPuzzle,
    values: &Grid,
    font: f64,
    doc: &WorksheetDoc,
) {
    let g = &p.geometry;
    let n = g.size();
    for cell in 0..n * n {
        let format = cell_format(g, cell, font);
        let (r, c) = (top + (cell / n) as u32, left + (cell % n) as u16);
        match values.get(cell) {
            0 => sheet.blank(r, c, &format),
            d => sheet.text(r, c, shown(doc, d), &format),
        };
    }
}

/// A grid cell as every page of ours draws it: centred, thick borders
/// between regions and around the grid, diagonals and extra blocks shaded.
fn cell_format(g: &Geometry, cell: usize, font: f64) -> Style {
    let style = with_edges(centred(font), cell_edges(g, cell));
    match variant_fill(g, cell) {
        Some(fill) => style.fill(fill),
        None => style,
    }
}

/// Answer-key grids in a row and the side of their cells in pixels: as
/// large as one page allows for all of them, at least 8 pixels (more
/// pages then).
fn key_layout(count: usize, n: usize) -> (usize, u32) {
    let n = n as u32;
    let fit = |per_row: usize| {
        let rows = count.div_ceil(per_row) as u32;
        let w = (PAGE_W - KEY_GAP * per_row as u32) / per_row as u32 / n;
        // Many answers: no size fits one page, and the floor below applies.
        let h = PAGE_H.saturating_sub(40 + rows * (KEY_LABEL + KEY_GAP)) / rows / n;
        w.min(h).min(28)
    };
    let per_row = (2..=6)
        .max_by_key(|&k| (fit(k), usize::MAX - k))
        .unwrap_or(4);
    (per_row, fit(per_row).max(8))
}

/// The gap around answer-key grids and the height of their labels, pixels.
const KEY_GAP: u32 = 14;
const KEY_LABEL: u32 = 18;

/// The answer key: small grids, each numbered (with its note), on as few
/// pages as stay readable.
fn answers(doc: &WorksheetDoc) -> Sheet {
    let mut sheet = Sheet::new("Answers");
    sheet.no_gridlines = true;
    let n = doc
        .puzzles
        .iter()
        .map(|p| p.geometry.size())
        .max()
        .unwrap_or(9);
    let (per_row, px) = key_layout(doc.puzzles.len(), n);
    for c in 0..(per_row * (n + 1) + 1) as u16 {
        let w = if c % (n as u16 + 1) == 0 {
            Size::Pixels(KEY_GAP)
        } else {
            square(px)
        };
        sheet.width(c, w);
    }
    let title = Style::new().bold().size(16.0);
    sheet.text(0, 1, format!("{}: answers", doc.title), &title);
    sheet.height(0, Size::Pixels(34));
    sheet.height(1, Size::Pixels(6));
    let label = Style::new().bold().size(9.0);
    let mut last = 1;
    for (i, p) in doc.puzzles.iter().enumerate() {
        let Some(solution) = &p.solution else {
            continue;
        };
        let top = 3 + (i / per_row) as u32 * (n as u32 + 2);
        let left = (1 + (i % per_row) * (n + 1)) as u16;
        sheet.height(top - 1, Size::Pixels(KEY_LABEL));
        sheet.text(top - 1, left, key_label(i + 1, p), &label);
        for r in 0..n as u32 {
            sheet.height(top + r, square(px));
        }
        sheet.height(top + n as u32, Size::Pixels(KEY_GAP));
        grid(&mut sheet, top, left, p, solution, symbol_points(px), doc);
        last = last.max(top + n as u32);
    }
    *sheet.print_mut() = Print {
        margins: PAGE_MARGINS,
        fit: Some((1, 0)),
        area: Some(Area::new(0, 0, last, (per_row * (n + 1)) as u16)),
        page_numbers: true,
        ..Print::default()
    };
    sheet
}

/// The puzzle in our layout: digits at A1 (blank = empty), the block map
/// labelled `Blocks` to the right, the extra regions labelled `Extra`; the
/// grid checks itself, its status two rows under it.
fn own_sheet<'a>(
    name: &'a str,
    p: &'a WorksheetPuzzle,
    check_col: u16,
) -> (Sheet, CheckedGrid<'a>) {
    let mut sheet = Sheet::new(name);
    let g = &p.geometry;
    let n = g.size();
    for c in 0..(3 * n + 2) as u16 {
        sheet.width(c, Size::Pixels(26));
    }
    let play = CheckedGrid {
        sheet: name,
        top: 0,
        left: 0,
        geometry: g,
        grid: &p.givens,
        check_col,
    };
    checked_grid(&mut sheet, &play, 11.0);
    let (formula, result) = play.status_formula();
    let status = bold_heading(12.0);
    sheet.formula(n as u32 + 1, 0, formula, result, &status);
    let hint = format!("digits 1 to {n}; red: a clash");
    sheet.text(n as u32 + 2, 0, hint, &label());
    sheet.protected = true;
    let bold = Style::new().bold();
    let plain = Style::new();
    let map_left = (n + 1) as u16;
    sheet.text(0, map_left, "Blocks", &bold);
    for cell in 0..n * n {
        let (r, c) = (1 + (cell / n) as u32, map_left + (cell % n) as u16);
        sheet.number(r, c, (g.block_of(cell) + 1) as f64, &plain);
    }
    if g.has_extra_regions() {
        let left = (2 * n + 2) as u16;
        sheet.text(0, left, "Extra", &bold);
        for cell in 0..n * n {
            let (r, c) = (1 + (cell / n) as u32, left + (cell % n) as u16);
            sheet.number(r, c, g.extra_of(cell).unwrap_or(0) as f64, &plain);
        }
    }
    (sheet, play)
}

/// Variant, size and diagonals when every puzzle shares them (the reader
/// takes the diagonals from here), and the symbols.
fn info(doc: &WorksheetDoc) -> Sheet {
    let mut sheet = Sheet::new("Info");
    let first = &doc.puzzles[0].geometry;
    let same = doc.puzzles.iter().all(|p| {
        let g = &p.geometry;
        g.size() == first.size() && g.variant() == first.variant()
    });
    let bold = Style::new().bold();
    let plain = Style::new();
    sheet.width(0, Size::Chars(12.0));
    sheet.width(1, Size::Chars(50.0));
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
        sheet.text(r as u32, 0, *k, &bold);
        match v.parse::<f64>() {
            Ok(x) if *k == "size" || *k == "puzzles" => sheet.number(r as u32, 1, x, &plain),
            _ => sheet.text(r as u32, 1, v.as_str(), &plain),
        };
    }
    sheet
}

#[cfg(test)]
mod tests;
