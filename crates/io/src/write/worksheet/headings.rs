//! The heading over each grid of a worksheet's page: its number and
//! level ("3.  Level: fiendish"), in print that fits over the grid.

use super::WorksheetPuzzle;
use crate::write::book::Style;
use crate::write::common::page_words::text_px;

/// The size of a heading's print where the grid is wide enough.
const HEADING_PT: f64 = 11.0;
/// The smallest it gets over a narrow grid (six 16x16 to a page, or a
/// long level's name: "Úroveň: ďábelská").
const SMALLEST_PT: f64 = 7.0;

/// "3.  Level: hard": what the pupils' page says of a puzzle (its note,
/// such as "copy 2", is for the answer key only); "3.  This puzzle has no
/// solution." for one printed although it is not sound.
pub(super) fn heading(number: usize, p: &WorksheetPuzzle) -> String {
    let mut s = format!("{number}.");
    if let Some(flaw) = p.flaw {
        s.push_str(&format!("  {}", flaw.words()));
    } else if let Some(level) = p.level {
        let level = sheetdoku_i18n::text(&format!("level-{level}"));
        let words = sheetdoku_i18n::text_with("worksheet-level", &[("level", &level)]);
        s.push_str(&format!("  {words}"));
    }
    s
}

/// The style of heading `words` with `room_px` pixels across (the grid's
/// width and the column it starts in): bold, 11 pt, smaller where that
/// does not fit, down to 7 pt; wrapped on two lines where even that is
/// too wide ("1.  Уровень: дьявольский" over six 16x16 killers to a
/// page), `true` then: the caller merges the room so that it wraps there.
pub(super) fn heading_style(words: &str, room_px: u32) -> (Style, bool) {
    // Bold print, and Cyrillic letters, are wider than `text_px` counts.
    let need = f64::from(text_px(words, HEADING_PT).max(1)) * 1.15;
    let fits = (HEADING_PT * f64::from(room_px) / need * 2.0).floor() / 2.0;
    let style = Style::new()
        .bold()
        .size(fits.clamp(SMALLEST_PT, HEADING_PT));
    match fits < SMALLEST_PT {
        true => (style.wrap(), true),
        false => (style, false),
    }
}
