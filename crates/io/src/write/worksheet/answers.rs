//! The answer key of a worksheet: small grids, each numbered (with its
//! note), on as few pages as stay readable, and, when the puzzles carry
//! them, each puzzle's hardest step in words under the grids.

use super::drawn::{grid, symbol_points, Marked, PAGE_MARGINS};
use super::pages::{PAGE_H, PAGE_W};
use super::{Flaw, WorksheetDoc, WorksheetPuzzle};
use crate::layout::ANSWERS_SHEET;
use crate::write::book::{square, Area, Print, Sheet, Size, Style, VAlign};
use crate::write::common::page_words::{chars_per_line, text_px};
use sheetdoku_core::CellNamer;

/// The gap around answer-key grids and the height of their labels, pixels.
const KEY_GAP: u32 = 14;
const KEY_LABEL: u32 = 18;
/// Characters of a hardest step's text to a printed line (8 pt across the
/// page), and the height of such a line in pixels.
const STEP_CHARS: usize = 110;
const STEP_LINE: u32 = 15;

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

/// "3.  (puzzle 1, copy 2)": a puzzle's label in the answer key, with
/// what is wrong with it when it is printed although it is not sound.
fn key_label(number: usize, p: &WorksheetPuzzle) -> String {
    let mut label = match &p.note {
        Some(note) => format!("{number}.  ({note})"),
        None => format!("{number}."),
    };
    if let Some(flaw) = p.flaw {
        label.push_str(&format!("  {}", flaw.words()));
    }
    label
}

/// The answer key sheet `Answers`.
pub(super) fn answers(doc: &WorksheetDoc) -> Sheet {
    let mut sheet = Sheet::new(ANSWERS_SHEET);
    sheet.no_gridlines = true;
    let n = doc
        .puzzles
        .iter()
        .map(|p| p.geometry.size())
        .max()
        .unwrap_or(9);
    let (per_row, px) = key_layout(doc.puzzles.len(), n);
    let last_col = (per_row * (n + 1)) as u16;
    let heading = sheetdoku_i18n::text_with("answers-title", &[("title", &doc.title)]);
    let legend = sheetdoku_i18n::text("answers-legend");
    // The title and the legend across the page: where the grids are
    // narrower than their words (a few 4x4 or 6x6), the column after the
    // last grid widens, up to the page's width; beyond, they wrap.
    // A cell as written: whole 3 points (see `square`).
    let cell_w = (square(px).points() / 0.75) as u32;
    let grids_w = per_row as u32 * (n as u32 * cell_w + KEY_GAP);
    let words_w = text_px(&heading, 16.0)
        .max(text_px(&legend, 9.0))
        .min(PAGE_W);
    let last_w = KEY_GAP + words_w.saturating_sub(grids_w + KEY_GAP);
    for c in 0..=last_col {
        let w = match c {
            c if c == last_col => Size::Pixels(last_w),
            c if c % (n as u16 + 1) == 0 => Size::Pixels(KEY_GAP),
            _ => square(px),
        };
        sheet.width(c, w);
    }
    let room = grids_w + last_w - KEY_GAP;
    for (row, text, style) in [
        (0, heading, Style::new().bold().size(16.0)),
        (1, legend, Style::new().size(9.0)),
    ] {
        let font = if row == 0 { 16.0 } else { 9.0 };
        let lines = text
            .chars()
            .count()
            .div_ceil(chars_per_line(room, font).max(1));
        sheet.merge(Area::new(row, 1, row, last_col));
        sheet.text(row, 1, text, &style.wrap().valign(VAlign::Top));
        let line_h = if row == 0 { 34 } else { 20 };
        sheet.height(row, Size::Pixels(line_h * lines.max(1) as u32));
    }
    let label = Style::new().bold().size(9.0);
    let mut last = 1;
    for (i, p) in doc.puzzles.iter().enumerate() {
        // A puzzle without solution printed on purpose shows its givens,
        // under a label that says so; one with no key known is left out.
        let solution = match (&p.solution, p.flaw) {
            (Some(solution), _) => solution,
            (None, Some(Flaw::NoSolution)) => &p.givens,
            (None, _) => continue,
        };
        let top = 3 + (i / per_row) as u32 * (n as u32 + 2);
        let left = (1 + (i % per_row) * (n + 1)) as u16;
        sheet.height(top - 1, Size::Pixels(KEY_LABEL));
        sheet.text(top - 1, left, key_label(i + 1, p), &label);
        for r in 0..n as u32 {
            sheet.height(top + r, square(px));
        }
        sheet.height(top + n as u32, Size::Pixels(KEY_GAP));
        // The print's size from the cell as written (18 pixels make
        // cells of 12 points, whole 3 points, where 8 pt bold "16" would
        // fill them to the border).
        let font = (symbol_points(cell_w), Marked::Givens);
        // A killer's cages outlined, their sums left to the pupils' pages.
        let none = sheetdoku_core::ClueSides::default();
        grid(&mut sheet, (top, left, 1, none), p, solution, font, doc);
        last = last.max(top + n as u32);
    }
    last = hardest_steps(&mut sheet, doc, last + 1, last_col);
    *sheet.print_mut() = Print {
        margins: PAGE_MARGINS,
        fit: Some((1, 0)),
        area: Some(Area::new(0, 0, last, last_col)),
        ..Print::default()
    };
    sheet
}

/// The Solution page's sentence on a second solution, for a puzzle that
/// has one.
fn not_unique(p: &WorksheetPuzzle) -> Option<String> {
    let (solution, other) = (p.solution.as_ref()?, p.other_solution.as_ref()?);
    Some(crate::write::common::page_words::not_unique(
        solution,
        other,
        &CellNamer::default(),
    ))
}

/// Under the grids from sheet row `top`: "Hardest steps" and one line per
/// puzzle that carries its hardest step or a second solution, each across the page (columns 1 to
/// `last_col - 1`), wrapped. Returns the last row used (`top - 1` when no
/// puzzle carries one).
fn hardest_steps(sheet: &mut Sheet, doc: &WorksheetDoc, top: u32, last_col: u16) -> u32 {
    let steps: Vec<(usize, String)> = doc
        .puzzles
        .iter()
        .enumerate()
        .filter_map(|(i, p)| {
            let lines: Vec<String> = p
                .hardest_step
                .iter()
                .cloned()
                .chain(not_unique(p))
                .collect();
            (!lines.is_empty()).then(|| (i + 1, lines.join(" ")))
        })
        .collect();
    if steps.is_empty() {
        return top - 1;
    }
    let heading = Style::new().bold().size(11.0);
    sheet.height(top, Size::Pixels(26));
    sheet.text(
        top,
        1,
        sheetdoku_i18n::text(if doc.puzzles.iter().any(|p| p.other_solution.is_some()) {
            "answers-notes"
        } else {
            "answers-hardest-step"
        }),
        &heading,
    );
    let text = Style::new().size(8.0).wrap().valign(VAlign::Top);
    let mut row = top + 1;
    for (number, step) in steps {
        let line = format!("{number}.  {step}");
        let lines = line.chars().count().div_ceil(STEP_CHARS).max(1) as u32;
        sheet.height(row, Size::Pixels(STEP_LINE * lines + 2));
        sheet.text(row, 1, line, &text);
        sheet.merged.push(Area::new(row, 1, row, last_col - 1));
        row += 1;
    }
    row - 1
}
