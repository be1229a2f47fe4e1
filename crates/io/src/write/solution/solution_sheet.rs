//! The printable `Solution` sheet (title, status, the grid with its regions,
//! notes on uniqueness and dropped givens) and the `Play` sheet (the same
//! page with only the givens, self-checking), each on one A4 page.

use sheetdoku_i18n::text;

use super::solution_doc::SolutionDoc;
use crate::write::book::{square, Area, HAlign, Margins, Print, Sheet, Size, Style, VAlign};
use crate::write::common::cage_page::{strip_rows, CagePage};
use crate::write::common::house_style::{
    figure_cell, heading, label, DROPPED_FILL, DROPPED_FONT, SOLVED_FONT,
};
use crate::write::common::page_words::{
    chars_per_line, class_status, name_and_date, notes, play_notes,
};
use crate::write::common::wrap::wrapped_lines;
use crate::write::self_check::CheckedGrid;
use sheetdoku_core::variant_title;
use sheetdoku_core::CellNamer;
use sheetdoku_core::{ClueSides, Figure, Geometry};
/// Sheet row of the "Name / Date" line of the `Play` page.
const NAME_ROW: u32 = 2;
/// Sheet row of the column letters; the grid starts on the next row.
const HEADER_ROW: u32 = 4;
/// Sheet row and column of the grid's top-left cell.
pub(crate) const GRID_TOP: u32 = HEADER_ROW + 1;
pub(crate) const GRID_LEFT: u16 = 1;

/// The sheet row of the grid's first row of digits and the sheet rows from
/// one grid row to the next: a killer's page has a strip for the cage sums
/// above each row of digits; a puzzle with clues above the grid (a little
/// killer's) has their strip between the column letters and the grid.
pub(crate) fn grid_rows(geometry: &Geometry) -> (u32, u32) {
    let below_clues = GRID_TOP + u32::from(clue_sides(geometry).top);
    if geometry.needs_label_strip() {
        (below_clues + 1, 2)
    } else {
        (below_clues, 1)
    }
}

/// The sheet column of the grid's first column: right of the row numbers,
/// and of the strip of clues left of the grid where the puzzle has one.
pub(crate) fn grid_left(geometry: &Geometry) -> u16 {
    GRID_LEFT + u16::from(clue_sides(geometry).left)
}

/// The sides of the grid where the puzzle's clues stand (a little
/// killer's sums), each given a strip of one cell outside the grid.
fn clue_sides(geometry: &Geometry) -> ClueSides {
    Figure::of(geometry).clue_sides()
}

/// Which page to write.
#[derive(Clone, Copy, Debug)]
pub(crate) enum Page<'a> {
    /// The solution as found.
    Solution,
    /// Only the givens, to be filled in: self-checking through `grid`.
    Play(&'a CheckedGrid<'a>),
}

/// How a grid cell is shown.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Shown {
    /// Empty (no solution, not a given).
    Empty,
    /// A given the grid keeps: bold black.
    Given,
    /// A digit found by the solver: blue.
    Solved,
    /// A given the grid does not keep: red on a red fill.
    Dropped,
}

/// How cell `cell` is shown and its digit (0 = none).
pub(crate) fn shown(doc: &SolutionDoc, cell: usize) -> (Shown, u8) {
    let given = doc.puzzle.givens.get(cell);
    if doc.dropped.contains(&cell) {
        let digit = doc.solution.map_or(given, |s| s.get(cell));
        return (Shown::Dropped, digit);
    }
    match doc.solution {
        Some(s) if given != 0 => (Shown::Given, s.get(cell)),
        Some(s) => (Shown::Solved, s.get(cell)),
        None if given != 0 => (Shown::Given, given),
        None => (Shown::Empty, 0),
    }
}

/// Cell size in pixels and digit font size for a grid of size `n`.
fn cell_size(n: usize) -> (u32, f64) {
    let px = (600 / (n + 1)).min(56) as u32;
    // The printed side (see `square`), and room for two digits from 10 on.
    let side = match square(px) {
        Size::Points(pt) => pt / 0.75,
        _ => f64::from(px),
    };
    let share = if n >= 10 { 0.3 } else { 0.45 };
    (px, (side * share).round())
}

/// The page as sheet `name`.
pub(crate) fn write(name: &str, doc: &SolutionDoc, page: Page) -> Sheet {
    let mut sheet = Sheet::new(name);
    fill(&mut sheet, doc, page);
    sheet
}

fn fill(sheet: &mut Sheet, doc: &SolutionDoc, page: Page) {
    let geometry = &doc.puzzle.geometry;
    let n = geometry.size();
    // Cells are named as a pupil names them (A-I, 1-9), wherever the grid
    // sat on the teacher's sheet.
    let namer = CellNamer::default();
    let (px, font) = cell_size(n);
    let margin = (px / 2).max(22);
    // The strips of clues outside the grid, each a cell wide, between the
    // labels and the grid.
    let sides = clue_sides(geometry);
    let left = grid_left(geometry);
    let strips = u16::from(sides.left) + u16::from(sides.right);
    let last_col = n as u16 + 1 + strips;
    let width_px = px * (n as u32 + u32::from(strips)) + 2 * margin;

    sheet.no_gridlines = true;
    *sheet.print_mut() = Print {
        landscape: false,
        fit: Some((1, 1)),
        center_horizontally: true,
        margins: Margins {
            left: 0.6,
            right: 0.6,
            top: 0.8,
            bottom: 0.8,
            header: 0.3,
            footer: 0.3,
        },
        ..Print::default()
    };
    sheet.width(0, Size::Pixels(margin));
    sheet.width(last_col, Size::Pixels(margin));
    for c in 1..last_col {
        sheet.width(c, square(px));
    }

    // Title and status, each across the whole width: the teacher's title
    // if any, else the puzzle's name and variant.
    let mut variant = variant_title(geometry);
    if let Some(name) = &doc.puzzle.source.name {
        variant = format!("{name}: {variant}");
    }
    let title = doc.title.map_or(variant.clone(), str::to_string);
    let title_format = heading(16.0).align(HAlign::Center).wrap();
    text_row(sheet, 0, last_col, &title, &title_format, 16.0, width_px);
    let status_format = Style::new().align(HAlign::Center).wrap().size(12.0);
    // The class sees what the page is, never how the solver got there
    // (that is on the Info sheet and the terminal).
    // The Play page's rules go under its grid.
    let subtitle = match (page, doc.title.is_some()) {
        (Page::Solution, true) => format!("{variant}. {}", class_status(doc)),
        (Page::Solution, false) => class_status(doc),
        (Page::Play(_), true) => variant.clone(),
        (Page::Play(_), false) => String::new(),
    };
    if subtitle.is_empty() {
        sheet.height(1, Size::Points(4.0));
    } else {
        text_row(
            sheet,
            1,
            last_col,
            &subtitle,
            &status_format,
            12.0,
            width_px,
        );
    }
    match page {
        Page::Play(_) => {
            sheet.merge(Area::new(NAME_ROW, 0, NAME_ROW, last_col));
            // Unlocked on the protected sheet: a pupil working on the
            // screen types her name over the line, which then prints.
            let line = Style::new().size(12.0).wrap().unlocked();
            let lines = name_and_date(chars_per_line(width_px, 12.0));
            sheet.text(NAME_ROW, 0, lines.join("\n"), &line);
            let rows = lines.len() as f64;
            sheet.height(NAME_ROW, Size::Points(rows * 12.0 * 1.35 + 14.0));
        }
        Page::Solution => {
            sheet.height(NAME_ROW, Size::Points(4.0));
        }
    }
    sheet.height(HEADER_ROW - 1, Size::Points(8.0));

    // Column letters and row numbers as the puzzle's own sheet names them, so
    // that the cells named in the notes can be found.
    let small = label().centred().size(9.0);
    for c in 0..n {
        sheet.text(HEADER_ROW, left + c as u16, namer.column_label(c), &small);
    }
    let (top, step) = grid_rows(geometry);
    if sides.top {
        sheet.height(GRID_TOP, square(px));
    }
    let figure = Figure::of(geometry);
    let cages = CagePage::new(&figure, doc.cage_style);
    for r in 0..n {
        let row = top + step * r as u32;
        match (&cages, square(px)) {
            (Some(_), Size::Points(side)) => strip_rows(sheet, row, side, font),
            _ => sheet.height(row, square(px)),
        }
        sheet.text(row, 0, namer.row_label(r), &small);
    }

    for cell in 0..n * n {
        let (row, col) = (top + step * (cell / n) as u32, left + (cell % n) as u16);
        let (how, digit) = match page {
            Page::Solution => shown(doc, cell),
            Page::Play(grid) => match grid.grid.get(cell) {
                0 => (Shown::Empty, 0),
                d => (Shown::Given, d),
            },
        };
        let mut format = match &cages {
            Some(cages) => cages.digit_style(sheet, (row, col), cell, font),
            None => figure_cell(font, figure.cell(cell)),
        };
        format = match how {
            // What the player types shows in blue, like solved digits.
            Shown::Empty if matches!(page, Page::Play(_)) => format.color(SOLVED_FONT),
            Shown::Empty | Shown::Given => format.bold(),
            Shown::Solved => format.color(SOLVED_FONT),
            Shown::Dropped => format.bold().color(DROPPED_FONT).fill(DROPPED_FILL),
        };
        if digit == 0 {
            if matches!(page, Page::Play(_)) {
                format = format.unlocked();
            }
            sheet.blank(row, col, &format);
        } else {
            sheet.number(row, col, f64::from(digit), &format);
        }
    }
    sheet.lay_marks_beside(&figure, (top, left, step), sides);

    // Notes under the grid (and its strip of clues, if any).
    let note = Style::new().wrap().valign(VAlign::Top).size(11.0);
    let mut row = top + step * (n as u32 - 1) + 1;
    if sides.bottom {
        sheet.height(row, square(px));
        row += 1;
    }
    sheet.height(row, Size::Points(8.0));
    row += 1;
    let texts = match page {
        Page::Solution => notes(doc),
        Page::Play(grid) => {
            // The status is for the screen: right of the page, outside the
            // print range.
            let status = heading(16.0);
            let status_col = last_col + 2;
            sheet.width(status_col, Size::Chars(30.0));
            grid.write_status(sheet, (GRID_TOP, status_col), &status);
            grid.add_rules(sheet);
            sheet.protected = true;
            let notes = play_notes(geometry, grid.grid);
            let screen = Style::new().wrap().valign(VAlign::Top).size(10.0);
            // Each note over a third of the grid's rows (at least two),
            // under the status.
            let span = (n as u32 / 3).max(2);
            for (i, line) in notes.screen.iter().enumerate() {
                let first = GRID_TOP + step * (1 + span * i as u32);
                let last = first + step * span - 1;
                sheet.merge(Area::new(first, status_col, last, status_col));
                sheet.text(first, status_col, line, &screen);
            }
            notes.page
        }
    };
    for text in texts {
        text_row(sheet, row, last_col, &text, &note, 11.0, width_px);
        row += 1;
    }
    if qr_row(sheet, row, doc, px) {
        row += 1;
    }
    sheet.print_mut().area = Some(Area::new(0, 0, row - 1, last_col));
}

/// The side of the QR code under a page's grid, in pixels (2.5 cm).
const QR_PX: u32 = 94;

/// Writes, at sheet row `row` under the grid (cells `px` pixels), the QR
/// code of the puzzle's SudokuPad link at the right and what it is for at
/// the left, so that a pupil with a tablet plays the same puzzle there;
/// whether it did (not for a puzzle whose link SudokuPad cannot hold, or
/// too long to read printed this small).
fn qr_row(sheet: &mut Sheet, row: u32, doc: &SolutionDoc, px: u32) -> bool {
    let g = &doc.puzzle.geometry;
    let n = g.size();
    let Ok(links) = crate::text::fpuzzles::fpuzzles_links(g, &doc.puzzle.givens, None) else {
        return false;
    };
    let cols = QR_PX.div_ceil(px).min((n as u32 / 3).max(1));
    let side = QR_PX.min(cols * px);
    let points = side as f32 * 0.75;
    let Some(code) = crate::write::picture::QrModules::of(&links.sudokupad) else {
        return false;
    };
    if !code.reads(points) {
        return false;
    }
    let first_qr = (n as u32 + 1 - cols) as u16;
    // As tall as the code, or as the words' lines beside it (a 4x4 leaves
    // them three columns: five lines of German).
    let note = text("page-sudokupad");
    let words_w = f64::from(first_qr - 1) * square(px).points() / 0.75 - 6.0;
    let lines = wrapped_lines(&note, words_w, 10.0) as f64;
    let words_h = (lines * 10.0 * 1.17 / 0.75 + 6.0).ceil() as u32;
    sheet.height(row, Size::Pixels(side.max(words_h)));
    let words = Style::new().wrap().valign(VAlign::Center).size(10.0);
    sheet.merge(Area::new(row, 1, row, first_qr - 1));
    sheet.text(row, 1, note, &words);
    let area = Area::new(row, first_qr, row, n as u16);
    sheet.lay_qr(area, code, points);
    true
}

/// A line of text merged across the sheet's width, tall enough for its
/// wrapped lines.
fn text_row(
    sheet: &mut Sheet,
    row: u32,
    last_col: u16,
    text: &str,
    format: &Style,
    font: f64,
    width_px: u32,
) {
    sheet.merge(Area::new(row, 0, row, last_col));
    sheet.text(row, 0, text, format);
    // About 0.55 em per character; be generous so nothing is cut off.
    let per_line = chars_per_line(width_px, font).max(1) as f64;
    // Cyrillic and long words wrap to more lines than characters count.
    let wrapped = wrapped_lines(text, f64::from(width_px) - 6.0, font) as f64;
    let lines = (text.chars().count() as f64 / per_line)
        .ceil()
        .max(wrapped)
        .max(1.0);
    sheet.height(row, Size::Points(lines * font * 1.35 + 4.0));
}
