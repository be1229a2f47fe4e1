//! The marks workbook of a class: a title (the worksheet's name and the
//! date), one row per pupil's file and puzzle (file, puzzle, the grid
//! marked, digits typed, right, clashes, wrong digits, cells holding no
//! digit, verdict, note: a grid missing, a file repeated or of another
//! worksheet is a row too) and a summary, as a [`super::book`] description rendered as `.xlsx` or `.ods`.
//! It prints on A4 landscape at 10 pt, the notes wrapped in their column
//! (the columns fit the page, so nothing is shrunk).

use std::path::Path;

use super::book::{Area, Book, Border, Margins, Print, Sheet, Size, Style, VAlign};
use super::{render, write_workbook, WorkbookFormat};
use crate::layout::MARKS_SHEET;
use sheetdoku_core::Result;
use sheetdoku_core::{MarkRow, RowResult, Verdict};
use sheetdoku_i18n::{language, Lang};

/// The column headings of the `Marks` sheet, as the terminal prints them too.
pub const MARK_HEADINGS: [&str; 10] = [
    "pupil's file",
    "puzzle",
    "grid marked",
    "filled",
    "right",
    "clashes",
    "wrong",
    "not a digit",
    "verdict",
    "note",
];

/// The catalogue's messages for [`MARK_HEADINGS`], in their order.
const HEADING_IDS: [&str; 10] = [
    "marks-file",
    "marks-puzzle",
    "marks-sheet",
    "marks-filled-heading",
    "marks-right",
    "marks-clashes",
    "marks-wrong",
    "marks-bad",
    "marks-verdict",
    "marks-note",
];

/// Column widths in pixels: together the width of an A4 landscape page
/// inside its margins (about 1045 pixels), the note taking what is left.
const WIDTHS: [u32; 10] = [140, 52, 150, 70, 48, 62, 50, 56, 120, 297];
/// The column of the verdict.
const VERDICT: usize = 8;
/// Characters of 10 pt text to a printed line of [`NOTE_PX`] pixels.
const NOTE_CHARS: usize = 44;
/// See [`NOTE_CHARS`].
const NOTE_PX: usize = 306;
/// The height of a printed line of 10 pt text, pixels.
const LINE_PX: u32 = 17;
/// The widest a character of 10 pt bold text prints, pixels (measured on
/// Calc's PDF of the headings: "vyplnené" broke in 70 pixels, the
/// Russian "конфликты" in 91).
const BOLD_CHAR_PX: u32 = 10;
/// A cell's padding left and right together, pixels.
const CELL_PADDING_PX: u32 = 10;
/// The narrowest the note column gets, pixels.
const NOTE_MIN_PX: u32 = 200;

/// What the marks workbook shows: made by [`new`](Self::new), with one
/// `with_*` method per field to change.
#[derive(Clone, Copy, Debug)]
#[non_exhaustive]
pub struct MarksDoc<'a> {
    /// The worksheet's name ("Class 3B"), printed in the title.
    pub title: &'a str,
    /// The date of the marking, as it is to be printed.
    pub date: &'a str,
    /// One row per pupil's file and puzzle.
    pub rows: &'a [MarkRow],
    /// The summary under the table ("5 files, 7 grids: 2 solved, ..."), in
    /// the pages' language (see [`marks_summary`]).
    pub summary: &'a str,
}

impl<'a> MarksDoc<'a> {
    /// The marks of `rows` under `title`, dated `date`, with `summary`
    /// under the table.
    pub fn new(title: &'a str, date: &'a str, rows: &'a [MarkRow], summary: &'a str) -> Self {
        MarksDoc {
            title,
            date,
            rows,
            summary,
        }
    }

    /// Sets [`title`](Self::title).
    #[must_use]
    pub fn with_title(mut self, title: &'a str) -> Self {
        self.title = title;
        self
    }

    /// Sets [`date`](Self::date).
    #[must_use]
    pub fn with_date(mut self, date: &'a str) -> Self {
        self.date = date;
        self
    }

    /// Sets [`rows`](Self::rows).
    #[must_use]
    pub fn with_rows(mut self, rows: &'a [MarkRow]) -> Self {
        self.rows = rows;
        self
    }

    /// Sets [`summary`](Self::summary).
    #[must_use]
    pub fn with_summary(mut self, summary: &'a str) -> Self {
        self.summary = summary;
        self
    }
}

/// The cells of a row of marks, in the order of [`MARK_HEADINGS`]; a row
/// that could not be marked says "not marked" and gives the reason as its
/// note, a missing grid says "missing", a file repeated "repeated" and
/// names the file it repeats.
pub fn mark_cells(row: &MarkRow) -> [String; 10] {
    let dash = || "-".to_string();
    let (right, clashes, wrong, bad, note) = match &row.result {
        RowResult::Marked(m) => (
            m.right.map_or_else(dash, |k| k.to_string()),
            m.conflicts.len().to_string(),
            m.wrong.len().to_string(),
            m.bad.len().to_string(),
            row.details.clone(),
        ),
        RowResult::Missing => (dash(), dash(), dash(), dash(), row.details.clone()),
        RowResult::Repeated(first) => (
            dash(),
            dash(),
            dash(),
            dash(),
            language().text_with("marks-repeats", &[("file", first)]),
        ),
        RowResult::NotMarked(why) => (dash(), dash(), dash(), dash(), why.clone()),
    };
    let sheet = if row.sheet.is_empty() {
        dash()
    } else {
        row.sheet.clone()
    };
    let file = match &row.pupil {
        Some(pupil) => format!("{} ({pupil})", row.file),
        None => row.file.clone(),
    };
    [
        file,
        row.puzzle.map_or_else(dash, |k| k.to_string()),
        sheet,
        row.filled_words(),
        right,
        clashes,
        wrong,
        bad,
        row.verdict_words().to_string(),
        note,
    ]
}

/// The column headings of the marks in `lang`, as the workbook and the
/// terminal show them.
pub fn mark_headings(lang: Lang) -> [String; 10] {
    HEADING_IDS.map(|id| lang.text(id))
}

/// [`mark_cells`] in `lang`: the cells filled ("12 of 57") and the verdict
/// in its words, as the workbook and the terminal show them.
pub fn local_mark_cells(lang: Lang, row: &MarkRow) -> [String; 10] {
    let mut cells = mark_cells(row);
    if let Some(m) = row.mark() {
        cells[3] = lang.text_with(
            "marks-filled",
            &[
                ("typed", &m.typed.to_string()),
                ("to_fill", &m.to_fill.to_string()),
            ],
        );
    }
    cells[VERDICT] = verdict_words(lang, row);
    if !row.sheet.is_empty() {
        cells[2] = sheetdoku_core::grid_place(lang, &row.sheet);
    }
    cells
}

/// A row's verdict in `lang`: "solved", ..., "not marked".
fn verdict_words(lang: Lang, row: &MarkRow) -> String {
    lang.text(match &row.result {
        RowResult::Marked(m) => verdict_id(m.verdict),
        RowResult::Missing => "verdict-missing",
        RowResult::Repeated(_) => "verdict-repeated",
        RowResult::NotMarked(_) => "verdict-not-marked",
    })
}

/// The catalogue's message for a verdict.
fn verdict_id(verdict: Verdict) -> &'static str {
    match verdict {
        Verdict::Solved => "verdict-solved",
        Verdict::OtherSolution => "verdict-other-solution",
        Verdict::NotStarted => "verdict-not-started",
        Verdict::KeepGoing => "verdict-keep-going",
        Verdict::WrongDigits => "verdict-wrong-digits",
        Verdict::Clash => "verdict-clash",
    }
}

/// The catalogue's message for a number of grids of a verdict, with its
/// plural ("1 solved", "5 keep going").
fn count_id(verdict: Verdict) -> &'static str {
    match verdict {
        Verdict::Solved => "marks-count-solved",
        Verdict::OtherSolution => "marks-count-other-solution",
        Verdict::NotStarted => "marks-count-not-started",
        Verdict::KeepGoing => "marks-count-keep-going",
        Verdict::WrongDigits => "marks-count-wrong-digits",
        Verdict::Clash => "marks-count-clash",
    }
}

/// The summary line of the marks in `lang`, from the number of `files`
/// given and the `rows` marked: "5 files, 4 grids: 1 solved, 3 keep going;
/// 1 grid missing; 1 file given again, counted once; 1 file not marked".
pub fn marks_summary(lang: Lang, files: usize, rows: &[MarkRow]) -> String {
    let verdicts: Vec<Verdict> = rows
        .iter()
        .filter_map(|r| r.mark().map(|m| m.verdict))
        .collect();
    let grids = if verdicts.is_empty() {
        lang.text("marks-no-grid")
    } else {
        let parts: Vec<String> = Verdict::ALL
            .iter()
            .map(|&v| (v, verdicts.iter().filter(|&&x| x == v).count()))
            .filter(|&(_, k)| k > 0)
            .map(|(v, k)| lang.text_with(count_id(v), &[("count", &k.to_string())]))
            .collect();
        lang.text_with(
            "marks-grids",
            &[
                ("count", &verdicts.len().to_string()),
                ("verdicts", &parts.join(", ")),
            ],
        )
    };
    let mut line = lang.text_with(
        "marks-files",
        &[("count", &files.to_string()), ("grids", &grids)],
    );
    let count = |f: fn(&RowResult) -> bool| rows.iter().filter(|r| f(&r.result)).count();
    let tails = [
        ("marks-missing", count(|r| matches!(r, RowResult::Missing))),
        (
            "marks-repeated",
            count(|r| matches!(r, RowResult::Repeated(_))),
        ),
        (
            "marks-unmarked",
            count(|r| matches!(r, RowResult::NotMarked(_))),
        ),
    ];
    for (id, k) in tails.into_iter().filter(|&(_, k)| k > 0) {
        line.push_str("; ");
        line.push_str(&lang.text_with(id, &[("count", &k.to_string())]));
    }
    line
}

/// Writes the marks to `path` (`.xlsx` or `.ods`) on the sheet `Marks`.
/// The file is moved into place only when complete.
pub fn write_marks(path: &Path, doc: &MarksDoc) -> Result<()> {
    write_workbook(path, |format| doc.to_bytes(format))
}

impl MarksDoc<'_> {
    /// The marks workbook's bytes in `format`, as [`write_marks`] writes
    /// them to a file.
    pub fn to_bytes(&self, format: WorkbookFormat) -> Result<Vec<u8>> {
        let mut book = Book::default();
        book.sheets.push(marks_sheet(self));
        render(&book, format)
    }
}

fn marks_sheet(doc: &MarksDoc) -> Sheet {
    let mut sheet = Sheet::new(MARKS_SHEET);
    let size = 10.0;
    let title = Style::new().bold().size(14.0);
    let plain = Style::new().size(size).valign(VAlign::Top);
    let wrapped = plain.clone().wrap();
    let heading = Style::new().bold().size(size).wrap().border(Border::Thin);
    let last_col = (MARK_HEADINGS.len() - 1) as u16;
    let lang = language();
    let headings = mark_headings(lang);
    let widths = widths_for(&headings);
    for (c, &w) in widths.iter().enumerate() {
        sheet.width(c as u16, Size::Pixels(w));
    }
    let heading_text = lang.text_with("marks-title", &[("title", doc.title)]);
    sheet.text(0, 0, heading_text, &title);
    sheet.height(0, Size::Pixels(28));
    let marked_on = lang.text_with("marks-date", &[("date", doc.date)]);
    sheet.text(1, 0, marked_on, &plain);
    sheet.height(1, Size::Pixels(LINE_PX + 4));
    let head_row = 3;
    // As many lines as the longest heading wraps to, whole words each.
    let head_lines = headings
        .iter()
        .zip(widths)
        .map(|(text, w)| lines_in(text, bold_chars_in(w)))
        .max()
        .unwrap_or(1);
    for (c, text) in headings.into_iter().enumerate() {
        sheet.text(head_row, c as u16, text, &heading);
    }
    sheet.height(head_row, Size::Pixels(LINE_PX * head_lines as u32 + 6));
    let mut r = head_row + 1;
    for row in doc.rows {
        let cells = local_mark_cells(lang, row);
        let lines = cells
            .iter()
            .enumerate()
            .map(|(c, text)| lines_in(text, chars_in(widths[c])))
            .max()
            .unwrap_or(1);
        sheet.height(r, Size::Pixels(LINE_PX * lines as u32 + 4));
        for (c, text) in cells.into_iter().enumerate() {
            sheet.text(r, c as u16, text, &wrapped);
        }
        r += 1;
    }
    r += 1;
    sheet.text(
        r,
        0,
        lang.text_with("marks-summary", &[("summary", doc.summary)]),
        &Style::new().bold().size(size),
    );
    sheet.merged.push(Area::new(r, 0, r, last_col));
    sheet.height(r, Size::Pixels(LINE_PX + 6));
    *sheet.print_mut() = Print {
        landscape: true,
        margins: Margins {
            left: 0.4,
            right: 0.4,
            top: 0.5,
            bottom: 0.5,
            header: 0.2,
            footer: 0.2,
        },
        area: Some(Area::new(0, 0, r, last_col)),
        // One page wide: where long headings widen their columns, the page
        // is printed a little smaller rather than the note column alone on
        // a page of its own.
        fit: Some((1, 0)),
        // The headings again on every page of a long class.
        repeat_rows: Some((head_row, head_row)),
        page_numbers: true,
        ..Print::default()
    };
    sheet
}

/// The column widths for `headings` (in the page's language): each
/// narrow column at least as wide as the longest word of its heading in
/// bold, so that no heading breaks inside a word; the note column gives up
/// what they take, keeping at least [`NOTE_MIN_PX`].
fn widths_for(headings: &[String; 10]) -> [u32; 10] {
    let mut widths = WIDTHS;
    let note = widths.len() - 1;
    for (c, text) in headings.iter().enumerate().take(note) {
        let longest = text.split_whitespace().map(|w| w.chars().count()).max();
        let needed = longest.unwrap_or(0) as u32 * BOLD_CHAR_PX + CELL_PADDING_PX;
        widths[c] = widths[c].max(needed);
    }
    let others: u32 = widths[..note].iter().sum();
    let page: u32 = WIDTHS.iter().sum();
    widths[note] = page.saturating_sub(others).max(NOTE_MIN_PX);
    widths
}

/// Characters of 10 pt bold text a column of `px` pixels holds on a line.
fn bold_chars_in(px: u32) -> usize {
    (px.saturating_sub(CELL_PADDING_PX) / BOLD_CHAR_PX).max(1) as usize
}

/// Characters of 10 pt text a column of `px` pixels holds on a line.
fn chars_in(px: u32) -> usize {
    // A character less for the cell's padding: a text that just fills the
    // column by this count wraps in Calc.
    (px as usize * NOTE_CHARS / NOTE_PX)
        .saturating_sub(1)
        .max(4)
}

/// Lines `text` takes wrapped at `width` characters, breaking at spaces
/// (a word longer than a line is broken where the line ends).
fn lines_in(text: &str, width: usize) -> usize {
    let width = width.max(1);
    let mut lines = 1;
    let mut used = 0;
    for word in text.split(' ') {
        let len = word.chars().count();
        if used > 0 && used + 1 + len <= width {
            used += 1 + len;
            continue;
        }
        if used > 0 {
            lines += 1;
        }
        lines += len.saturating_sub(1) / width;
        used = len - len.saturating_sub(1) / width * width;
    }
    lines
}

#[cfg(test)]
mod tests {
    use super::lines_in;

    #[test]
    fn lines_count_wrapped_words_and_words_longer_than_a_line() {
        assert_eq!(lines_in("", 10), 1);
        assert_eq!(lines_in("one two", 10), 1);
        assert_eq!(lines_in("one two three", 10), 2);
        assert_eq!(lines_in("/tmp/returned/anna.ods", 10), 3);
        assert_eq!(lines_in("ab /tmp/returned/anna.ods", 10), 4);
    }
}
