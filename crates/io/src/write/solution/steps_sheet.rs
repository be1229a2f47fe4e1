//! The `Steps` sheet of a solution workbook: the solving path in words, one
//! numbered step per row, for the screen (it does not print).

use crate::write::book::{Sheet, Size, Style};
use sheetdoku_core::SolvingPath;
use sheetdoku_i18n::{text, text_with};

/// The name of the sheet.
use crate::layout::STEPS_SHEET;

/// The sheet row of the first step.
const FIRST_STEP: u32 = 4;

/// The sheet: "Solving path: hard (rating 4.2, XY-Wing)", a word on
/// candidates, the numbered
/// steps (numbers as text, so that nothing here reads as a grid), the end.
pub(crate) fn write(path: &SolvingPath) -> Sheet {
    let mut sheet = Sheet::new(STEPS_SHEET);
    sheet.width(0, Size::Chars(6.0));
    sheet.width(1, Size::Chars(110.0));
    let title = Style::new().bold().size(14.0);
    let heading = text_with("steps-title", &[("summary", &path.summary)]);
    sheet.text(0, 0, heading, &title);
    let note = Style::new().italic();
    sheet.text(1, 0, path.intro.as_str(), &note);
    sheet.text(2, 0, text("steps-note"), &note);
    let plain = Style::new();
    for (k, step) in path.steps.iter().enumerate() {
        let row = FIRST_STEP + k as u32;
        sheet.text(row, 0, format!("{}.", k + 1), &plain);
        sheet.text(row, 1, step.as_str(), &plain);
    }
    let end = FIRST_STEP + 1 + path.steps.len() as u32;
    sheet.text(end, 1, path.end.as_str(), &Style::new().bold());
    sheet
}
