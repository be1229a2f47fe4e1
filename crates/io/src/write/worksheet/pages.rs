//! The printable pages of a worksheet: 1, 2, 4 or 6 grids to an A4 page
//! under the title and a "Name / Date" line. Column widths belong to a
//! whole sheet, so each grid size gets its own printable sheet with its
//! columns sized for that size: `Worksheet` when every puzzle has one size,
//! `Worksheet 9x9`, `Worksheet 16x16`, ... (in the order the sizes first
//! appear) when they differ. The puzzles keep their numbers.

use super::drawn::{checked_grid, grid, symbol_points, Marked, PAGE_MARGINS};
use super::headings::{heading, heading_style};
use super::WorksheetDoc;
use crate::layout::PRINTABLE;
use crate::write::book::{square, Area, Print, Sheet, Size, Style, VAlign};
use crate::write::common::cage_page::{strip_height, strip_rows};
use crate::write::common::page_words::{chars_per_line, name_and_date, rules};
use crate::write::common::wrap::wrapped_lines;
use crate::write::picture::QrModules;
use crate::write::self_check::CheckedGrid;
use sheetdoku_core::{version_letter, ClueSides, Figure};

/// Printable width and height of an A4 page within the margins and above
/// the footer, in pixels (96 to the inch), with a little to spare.
pub(super) const PAGE_W: u32 = 700;
pub(super) const PAGE_H: u32 = 1000;
/// The same for an A4 page on its side.
const LANDSCAPE_W: u32 = 1030;
const LANDSCAPE_H: u32 = 660;
const GAP: u32 = 24;
const LABEL_H: u32 = 26;
/// The line of rules under each grid (up to three lines of 8 pt; more
/// would cost the grids of six to a page a step of 3 pt per cell, see
/// `square`).
const RULES_H: u32 = 40;
/// The same under a killer, whose rules say the cage rule too (four lines
/// and a half).
const KILLER_RULES_H: u32 = 60;
/// What a cell's margins take of its width, in pixels.
const CELL_PADDING: f64 = 6.0;
/// A line of text's height over its size (DejaVu Sans in Calc).
const LINE_SPACING: f64 = 1.17;
/// The sizes the rules may take, largest first: the first whose lines fit
/// the row under the grid.
const RULES_SIZES: [f64; 7] = [8.0, 7.5, 7.0, 6.5, 6.0, 5.5, 5.0];
const HEADER_H: u32 = 40 + 30 + 12;
/// What the header grows by where the name and the date take a line each.
const DATE_H: u32 = 32;
/// The largest grid cell, in pixels (2 cm).
const MAX_CELL: u32 = 75;
/// The largest QR code of a grid's SudokuPad link, in pixels (3.2 cm).
const MAX_QR: u32 = 120;

/// How the grids of a page are laid out.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Layout {
    /// Grids side by side and one under the other.
    cols: usize,
    rows: usize,
    /// The page's printable width and height in pixels.
    width: u32,
    height: u32,
    landscape: bool,
}

impl Layout {
    /// The layout of `per_page` grids: two go side by side on a page on
    /// its side, so that they fill its width; the others stand on portrait
    /// pages.
    fn of(per_page: usize) -> Layout {
        let portrait = |cols, rows| Layout {
            cols,
            rows,
            width: PAGE_W,
            height: PAGE_H,
            landscape: false,
        };
        match per_page {
            1 => portrait(1, 1),
            2 => Layout {
                cols: 2,
                rows: 1,
                width: LANDSCAPE_W,
                height: LANDSCAPE_H,
                landscape: true,
            },
            4 => portrait(2, 2),
            _ => portrait(2, 3),
        }
    }

    /// The side of a grid cell in pixels for grids `across` cells wide
    /// and `down` cells high (a grid's `n` and the strips of clues outside
    /// it): as large as the page allows.
    fn cell_px(self, (across, down): (u32, u32), rules_h: u32, header_h: u32) -> u32 {
        let (cols, rows) = (self.cols as u32, self.rows as u32);
        let w = (self.width - GAP * (cols - 1)) / cols / across;
        let h = (self.height - header_h - rows * (LABEL_H + rules_h + GAP)) / rows / down;
        w.min(h).min(MAX_CELL)
    }
}

/// The puzzles of one printable sheet: its name and the 0-based numbers of
/// its puzzles, in order.
pub(super) struct Pages {
    pub name: String,
    pub size: usize,
    /// Whether its puzzles write numbers in cells (a killer's cage sums,
    /// [`Geometry::needs_label_strip`](sheetdoku_core::Geometry::needs_label_strip)):
    /// their grids have a strip above each row of digits, so that a digit
    /// typed into a cage's corner cell never hides its sum. The other
    /// puzzles of a sheet with a killer are drawn so too (empty strips).
    pub strip: bool,
    pub puzzles: Vec<usize>,
    /// The sides of the grids where their puzzles' clues stand (a little
    /// killer's sums, [`Figure::clue_sides`]): every grid of the sheet
    /// has a strip one cell wide there, outside the grid.
    pub sides: ClueSides,
}

impl Pages {
    /// Sheet rows from one grid row to the next.
    fn step(&self) -> u32 {
        if self.strip {
            2
        } else {
            1
        }
    }

    /// A grid's slot in cells: its strips of clues and its `n` cells,
    /// across and down.
    fn cells(&self) -> (u32, u32) {
        let n = self.size as u32;
        let s = self.sides;
        (
            n + u32::from(s.left) + u32::from(s.right),
            n + u32::from(s.top) + u32::from(s.bottom),
        )
    }

    /// Grids to a page: `doc`'s, but four where six 16x16 grids with
    /// strips of sums would leave squares of 6 points, too small for a
    /// cage's sum over its digit.
    pub(super) fn per_page(&self, doc: &WorksheetDoc) -> usize {
        match self.strip && self.size >= 16 {
            true => doc.per_page.min(4),
            false => doc.per_page,
        }
    }

    /// The height of the rules under each grid, in pixels.
    fn rules_h(&self) -> u32 {
        if self.strip {
            KILLER_RULES_H
        } else {
            RULES_H
        }
    }

    /// The font size of the rules under grids `px` pixels a cell: 8 pt,
    /// smaller (down to 5 pt) where the longest rules would take more
    /// whole lines than the row under the grid holds across a narrow grid:
    /// a killer's cage rule, the marks of Kropki dots and signs, lines,
    /// six 6x6 to a page, German or Slovak.
    fn rules_font(&self, doc: &WorksheetDoc, px: u32, (cols, height): (usize, u32)) -> f64 {
        // The columns as written (whole 3 points, see `square`), less the
        // cell's margins.
        let cell_w = square(px).points() / 0.75;
        let width = cols as f64 * cell_w - CELL_PADDING;
        let texts: Vec<String> = self
            .puzzles
            .iter()
            .map(|&i| rules(&doc.puzzles[i].geometry))
            .collect();
        // The row's height in points, and what a size of `f` points
        // takes of it: the lines the words wrap to, each LINE_SPACING
        // times the size.
        let height = f64::from(height) * 0.75;
        let fits = |f: f64| {
            texts
                .iter()
                .all(|t| wrapped_lines(t, width, f) as f64 * f * LINE_SPACING <= height)
        };
        RULES_SIZES
            .into_iter()
            .find(|&f| fits(f))
            .unwrap_or(RULES_SIZES[RULES_SIZES.len() - 1])
    }
}

/// The printable sheets of `doc`: one per grid size, in the order they
/// first appear, whatever the puzzles' kinds: killers and other puzzles of
/// one size share its pages (all drawn with strips when one is a killer),
/// so that no page is left half empty for want of puzzles of one kind.
pub(super) fn page_sets(doc: &WorksheetDoc) -> Vec<Pages> {
    let mut sets: Vec<Pages> = Vec::new();
    for (i, p) in doc.puzzles.iter().enumerate() {
        let (n, strip) = (p.geometry.size(), p.geometry.needs_label_strip());
        let sides = Figure::of(&p.geometry).clue_sides();
        match sets.iter_mut().find(|s| s.size == n) {
            Some(set) => {
                set.puzzles.push(i);
                set.strip |= strip;
                set.sides = set.sides.with(sides);
            }
            None => sets.push(Pages {
                name: String::new(),
                size: n,
                strip,
                puzzles: vec![i],
                sides,
            }),
        }
    }
    let mixed = sets.len() > 1;
    for set in &mut sets {
        set.name = match mixed {
            false => PRINTABLE.to_string(),
            true => format!("{PRINTABLE} {n}x{n}", n = set.size),
        };
    }
    sets
}

/// Whether the printable grids of size `n` can check themselves: they
/// show the digits as numbers, which they do when the symbols are the
/// digits 1..9.
fn checks_itself(doc: &WorksheetDoc, n: usize) -> bool {
    doc.symbols.is_none() && n <= 9
}

/// The printable sheet of `set`, its grids as large as the page allows for
/// their size; the grids that check themselves (see [`checks_itself`]) are
/// added to `checked`, their counts after the last grid's there. Their
/// statuses ("not started") are for the screen: they sit right of the
/// pages, outside the print range. The printed grids in digits that do not
/// check themselves (sizes above 9) go to `unchecked`: a pupil can type on
/// them all the same, so marking must read them.
pub(super) fn printable<'a>(
    doc: &'a WorksheetDoc,
    (set, codes): (&'a Pages, &[Option<QrModules>]),
    checked: &mut Vec<CheckedGrid<'a>>,
    unchecked: &mut Vec<CheckedGrid<'a>>,
) -> Sheet {
    let mut sheet = Sheet::new(&set.name);
    let n = set.size;
    let checks = checks_itself(doc, n);
    sheet.no_gridlines = true;
    let layout = Layout::of(set.per_page(doc));
    let rules_h = set.rules_h();
    let (across, down) = set.cells();
    let (cols, rows) = (layout.cols, layout.rows);
    let gap_w = |px: u32| layout.width.saturating_sub(cols as u32 * across * px) / cols as u32;
    // A grid cell's width as written (whole 3 points, see `square`).
    let cell_w = |px: u32| (square(px).points() / 0.75) as u32;
    // The page's width: the margins, the grids and the gaps between them.
    let page_w = |px: u32| {
        16 + cols as u32 * across * cell_w(px) + (cols as u32 - 1) * gap_w(px).clamp(GAP, 3 * GAP)
    };
    // The name and the date on one line where the page is wide enough,
    // else on two (a 4x4 or a 6x6, six 9x9 to a page), the header taller.
    let px = layout.cell_px((across, down), rules_h, HEADER_H);
    let two_lines = name_and_date(chars_per_line(page_w(px), 12.0)).len() > 1;
    let header_h = HEADER_H + u32::from(two_lines) * DATE_H;
    let px = layout.cell_px((across, down), rules_h, header_h);
    let name_lines = name_and_date(chars_per_line(page_w(px), 12.0));
    // The room the grids leave on a full page, shared out between them.
    let used = header_h + rows as u32 * (LABEL_H + down * px + rules_h + GAP);
    let gap = GAP + layout.height.saturating_sub(used) / rows as u32;
    let gap_w = gap_w(px);
    // Column 0 is the margin; slot k starts at column 1 + k * (across +
    // 1): the strip of clues left of the grid if any, the grid, the strip
    // right of it if any, a gap.
    let (sides, across) = (set.sides, across as usize);
    let strip_left = u16::from(sides.left);
    sheet.width(0, Size::Pixels(8));
    for k in 0..cols {
        let left = 1 + k * (across + 1);
        for c in 0..across {
            sheet.width((left + c) as u16, square(px));
        }
        // Between slots a gap; after the last one a margin only, so that
        // the centred page is centred on its grids.
        let after = if k + 1 == cols {
            8
        } else {
            gap_w.clamp(GAP, 3 * GAP)
        };
        sheet.width((left + across) as u16, Size::Pixels(after));
    }
    let last_col = (cols * (across + 1)) as u16;
    // The statuses, right of the printed columns.
    let status_col = last_col + 2;
    sheet.width(status_col, Size::Chars(6.0));
    sheet.width(status_col + 1, Size::Chars(14.0));
    let title = Style::new().bold().size(18.0);
    let plain = Style::new().size(12.0);
    let label = Style::new().bold().size(11.0);
    let step = set.step();
    let mut font = symbol_points(px);
    if set.strip {
        // The digits share the square with the strip of sums.
        let side = f64::from(px) * 0.75;
        font = font.min(((side - strip_height(side, font)) * 0.85).round());
    }
    // Each grid's QR code stands right of its rules, as tall as the rows
    // under the grid allow: `qr_cols` of the grid's columns, at most a
    // third (the rules keep the rest), which the rules leave free on every
    // grid of the sheet, so that they share one size of print.
    let wide = (rules_h + gap).min(MAX_QR).div_ceil(px).min(n as u32 / 3);
    let qr_side = (rules_h + gap).min(MAX_QR).min(wide * px);
    let qr_points = qr_side as f32 * 0.75;
    let code_of = |i: usize| codes[i].as_ref().filter(|c| c.reads(qr_points));
    let qr_cols = match set.puzzles.iter().any(|&i| code_of(i).is_some()) {
        true => wide as usize,
        false => 0,
    };
    // Beside the codes, the rules run down into the gap row too.
    let rules_rows = 1 + u32::from(qr_cols > 0);
    let rules_room = match qr_cols {
        0 => (n, rules_h),
        _ => (n - qr_cols, rules_h + gap),
    };
    let rules_style = Style::new()
        .size(set.rules_font(doc, px, rules_room))
        .wrap()
        .valign(VAlign::Top);
    let mut row: u32 = 0;
    let mut breaks = Vec::new();
    for (page, chunk) in pages_of(doc, set).into_iter().enumerate() {
        if page > 0 {
            breaks.push(row);
        }
        // Title and name line in the margin column, running over the
        // grids' columns, as the headings do: no text a pupil's digit could
        // be completed from (a class "7.A") stands in a grid's column.
        sheet.height(row, Size::Pixels(40));
        let page_title = match doc.puzzles[chunk[0]].version {
            Some(v) => sheetdoku_i18n::text_with(
                "worksheet-title-version",
                &[("title", &doc.title), ("version", &version_letter(v))],
            ),
            None => doc.title.clone(),
        };
        sheet.text(row, 0, page_title, &title);
        // Unlocked on the protected sheet: a pupil working on the screen
        // types her name over the line, which then prints.
        let name_style = plain.clone().unlocked();
        if let [line] = &name_lines[..] {
            sheet.height(row + 1, Size::Pixels(30));
            sheet.text(row + 1, 0, line, &name_style);
        } else {
            sheet.height(row + 1, Size::Pixels(30 + DATE_H));
            sheet.merge(Area::new(row + 1, 0, row + 1, last_col));
            sheet.text(row + 1, 0, name_lines.join("\n"), &name_style.wrap());
        }
        sheet.height(row + 2, Size::Pixels(12));
        row += 3;
        for slot_row in chunk.chunks(cols) {
            sheet.height(row, Size::Pixels(LABEL_H));
            // The strip of clues above the grids, if any.
            let above = u32::from(sides.top);
            if sides.top {
                sheet.height(row + 1, square(px));
            }
            // The first row of digits (under its strip of sums, if any).
            let top = row + above + step;
            for r in 0..n as u32 {
                match square(px) {
                    Size::Points(side) if set.strip => {
                        strip_rows(&mut sheet, top + step * r, side, font)
                    }
                    side => sheet.height(top + r, side),
                }
            }
            let below = u32::from(sides.bottom);
            if sides.bottom {
                sheet.height(top + step * (n as u32 - 1) + 1, square(px));
            }
            let under = row + 1 + above + step * n as u32 + below;
            sheet.height(under, Size::Pixels(rules_h));
            sheet.height(under + 1, Size::Pixels(gap));
            for (k, &i) in slot_row.iter().enumerate() {
                let p = &doc.puzzles[i];
                let number = i + 1;
                let slot = (1 + k * (across + 1)) as u16;
                let left = slot + strip_left;
                // In the column left of the grid's slot (the margin, or
                // the gap between grids), running over the grid's columns:
                // Calc's AutoInput completes what a pupil types from the
                // texts of the column, and "3.  Level: easy" would take
                // her 3.
                let words = heading(number, p);
                let (style, wraps) = heading_style(&words, 8 + across as u32 * cell_w(px));
                if wraps {
                    // Merged over the grid's columns, the text still the
                    // margin column's.
                    let end = slot + across as u16 - 1;
                    sheet.merge(Area::new(row, slot - 1, row, end));
                }
                sheet.text(row, slot - 1, words, &style);
                let text_cols = match code_of(i) {
                    Some(code) if qr_cols > 0 => {
                        let first = left + (n - qr_cols) as u16;
                        let last = left + n as u16 - 1;
                        let area = Area::new(under, first, under + 1, last);
                        sheet.lay_qr(area, code.clone(), qr_points);
                        n - qr_cols
                    }
                    _ => n,
                };
                let last_row = under + rules_rows - 1;
                sheet.merge(Area::new(
                    under,
                    left,
                    last_row,
                    left + text_cols as u16 - 1,
                ));
                sheet.text(under, left, rules(&p.geometry), &rules_style);
                if !checks {
                    let at = (top, left, step, sides);
                    grid(&mut sheet, at, p, &p.givens, (font, Marked::Plain), doc);
                    // Letters (`--symbols`) are not digits marking can read.
                    if doc.symbols.is_none() {
                        unchecked.push(CheckedGrid {
                            sheet: &set.name,
                            top,
                            left,
                            geometry: &p.geometry,
                            grid: &p.givens,
                            // Not on the Check sheet.
                            check_col: 0,
                            row_step: step,
                        });
                    }
                    continue;
                }
                let check_col = checked.last().map_or(0, CheckedGrid::next_check_col);
                let play = CheckedGrid {
                    sheet: &set.name,
                    top,
                    left,
                    geometry: &p.geometry,
                    grid: &p.givens,
                    check_col,
                    row_step: step,
                };
                checked_grid(&mut sheet, &play, (font, doc.cage_style), sides);
                let at = top + 2 * k as u32 * step;
                sheet.text(at, status_col, format!("{number}."), &label);
                let status = Style::new().size(12.0);
                play.write_status(&mut sheet, (at, status_col + 1), &status);
                checked.push(play);
            }
            row = under + 2;
        }
    }
    if qr_cols > 0 {
        // A cell in the last gap row, so that the row (and its height,
        // which the last QR codes run into) is written.
        sheet.blank(row - 1, 0, &Style::new());
    }
    // One page wide whatever the fonts (a safety net: the columns are
    // sized to fit); as many pages tall as the breaks make.
    *sheet.print_mut() = Print {
        landscape: layout.landscape,
        center_horizontally: true,
        margins: PAGE_MARGINS,
        fit: Some((1, 0)),
        // The last gap row is left off where nothing prints in it, and
        // kept where the grids' QR codes run into it.
        area: Some(Area::new(
            0,
            0,
            row.saturating_sub(2 - u32::from(qr_cols > 0)),
            last_col,
        )),
        row_breaks: breaks,
        page_numbers: true,
        page_count: Some(pupil_pages(doc)),
        ..Print::default()
    };
    sheet.protected = checks;
    sheet
}

/// The pupils' pages of `doc`: those of its printable sheets, not the
/// answer key's ("Page 1 of 3" counts only these).
fn pupil_pages(doc: &WorksheetDoc) -> u32 {
    page_sets(doc)
        .iter()
        .map(|set| pages_of(doc, set).len() as u32)
        .sum()
}

/// The pages of `set`: its puzzles `per_page` at a time, each version of a
/// class set from a page of its own.
fn pages_of<'a>(doc: &WorksheetDoc, set: &'a Pages) -> Vec<&'a [usize]> {
    set.puzzles
        .chunk_by(|&a, &b| doc.puzzles[a].version == doc.puzzles[b].version)
        .flat_map(|version| version.chunks(set.per_page(doc)))
        .collect()
}

/// The QR code of each puzzle's SudokuPad link, for the code beside its
/// grid, encoded once and polling the worksheet's budget between puzzles:
/// none for a puzzle in symbols (SudokuPad would show it in digits), nor
/// for one f-puzzles cannot hold (a greater-than sign).
pub(super) fn qr_codes(doc: &WorksheetDoc) -> sheetdoku_core::Result<Vec<Option<QrModules>>> {
    doc.puzzles
        .iter()
        .enumerate()
        .map(|(i, p)| {
            doc.deadline.check(|| {
                sheetdoku_i18n::text_with(
                    "doing-worksheet-code",
                    &[("number", &(i + 1).to_string())],
                )
            })?;
            if doc.symbols.is_some() {
                return Ok(None);
            }
            let links = crate::text::fpuzzles::fpuzzles_links(&p.geometry, &p.givens, None);
            Ok(links.ok().and_then(|l| QrModules::of(&l.sudokupad)))
        })
        .collect()
}
