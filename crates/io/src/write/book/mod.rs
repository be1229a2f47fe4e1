//! The workbooks we write, described without any spreadsheet library: the
//! sheet builders fill a [`Book`], and [`xlsx`] (rust_xlsxwriter) or
//! [`ods`] (spreadsheet-ods) renders it. Cell positions are 0-based
//! `(row, column)`.

mod chart;
pub(crate) mod formula;
pub(crate) mod ods;
mod ods_package;
mod picture;
mod style;
pub(crate) mod xlsx;
mod xlsx_metrics;

use std::collections::BTreeMap;

use sheetdoku_core::Figure;

pub(crate) use chart::Chart;

/// Why a workbook was not rendered: the format's writer failed (its
/// message), or the budget the rendering polls between sheets was spent or
/// cancelled.
pub(crate) enum RenderError {
    /// The format's writer failed, in its words.
    Format(String),
    /// The budget ran out (or was cancelled) between two sheets.
    Stopped(sheetdoku_core::Error),
}

impl From<spreadsheet_ods::OdsError> for RenderError {
    fn from(e: spreadsheet_ods::OdsError) -> Self {
        RenderError::Format(e.to_string())
    }
}

impl From<rust_xlsxwriter::XlsxError> for RenderError {
    fn from(e: rust_xlsxwriter::XlsxError) -> Self {
        RenderError::Format(e.to_string())
    }
}

/// How many cells a sheet's rendering writes between two polls of its
/// budget (a few milliseconds' work).
pub(crate) const CELLS_PER_POLL: usize = 2048;

/// Polls `deadline` while `sheet` is rendered, every [`CELLS_PER_POLL`]
/// cells (`k` counts them).
pub(crate) fn poll_cells(
    deadline: &sheetdoku_core::Deadline,
    sheet: &Sheet,
    k: usize,
) -> Result<(), RenderError> {
    if !k.is_multiple_of(CELLS_PER_POLL) {
        return Ok(());
    }
    deadline
        .check(|| sheetdoku_i18n::text_with("doing-writing-sheet", &[("sheet", &sheet.name)]))
        .map_err(RenderError::Stopped)
}

/// Polls `deadline` before sheet `i` of `book` is rendered.
pub(crate) fn poll(
    deadline: &sheetdoku_core::Deadline,
    book: &Book,
    i: usize,
) -> Result<(), RenderError> {
    deadline
        .check(|| {
            sheetdoku_i18n::text_with(
                "doing-writing-sheet-of",
                &[
                    ("number", &(i + 1).to_string()),
                    ("total", &book.sheets.len().to_string()),
                ],
            )
        })
        .map_err(RenderError::Stopped)
}
pub(crate) use formula::Expr;
pub(crate) use style::{Border, HAlign, Style, VAlign};

/// A workbook: its sheets in order and its defined names.
#[derive(Clone, Debug, Default)]
pub(crate) struct Book {
    pub sheets: Vec<Sheet>,
    pub names: Vec<DefinedName>,
}

/// A defined name, workbook-wide or scoped to one sheet.
#[derive(Clone, Debug)]
pub(crate) struct DefinedName {
    /// The sheet it belongs to, if scoped.
    pub scope: Option<String>,
    pub name: String,
    pub value: Expr,
}

/// What a cell holds.
#[derive(Clone, Debug, PartialEq)]
pub(crate) enum Value {
    /// Nothing (written only for its style).
    Blank,
    Number(f64),
    Text(String),
    /// A link that opens `url` when clicked, showing `text`.
    Link {
        /// Where it leads.
        url: String,
        /// What the cell shows.
        text: String,
    },
    /// A formula with the result it has for the workbook as written.
    Formula(Expr, Cached),
}

/// A formula's stored result.
#[derive(Clone, Debug, PartialEq)]
pub(crate) enum Cached {
    Number(f64),
    Text(String),
}

impl Cached {
    /// The result as text (how rust_xlsxwriter takes it).
    pub(crate) fn as_text(&self) -> String {
        match self {
            Cached::Number(x) => formula::format_number(*x),
            Cached::Text(s) => s.clone(),
        }
    }
}

/// A cell: value and style.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct Cell {
    pub value: Value,
    pub style: Style,
}

/// A column width or row height.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) enum Size {
    /// Screen pixels (96 per inch).
    Pixels(u32),
    /// Column width in characters of the default font.
    Chars(f64),
    /// Row height in points.
    Points(f64),
}

impl Size {
    /// In points (1/72 inch), for the formats that take lengths.
    pub(crate) fn points(self) -> f64 {
        match self {
            Size::Pixels(px) => f64::from(px) * 0.75,
            // Excel's default font: 7 pixels a character plus 5 of padding.
            Size::Chars(w) => (w * 7.0 + 5.0) * 0.75,
            Size::Points(pt) => pt,
        }
    }
}

/// The side of a square grid cell of about `px` pixels, as a length that
/// both formats render exactly (a column of the `.xlsx` is a whole number
/// of ninths of a digit), for the column widths and the row heights alike.
pub(crate) fn square(px: u32) -> Size {
    Size::Points(xlsx_metrics::snap(f64::from(px) * 0.75))
}

/// A rectangle of cells, corners included.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Area {
    pub first: (u32, u16),
    pub last: (u32, u16),
}

impl Area {
    /// From `(r0, c0)` to `(r1, c1)`.
    pub(crate) fn new(r0: u32, c0: u16, r1: u32, c1: u16) -> Self {
        Area {
            first: (r0, c0),
            last: (r1, c1),
        }
    }
}

/// Cells that accept only whole numbers from `min` to `max` (or blank).
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct Validation {
    pub area: Area,
    pub min: i32,
    pub max: i32,
    pub title: String,
    pub message: String,
}

/// When a conditional format applies.
#[derive(Clone, Debug, PartialEq)]
pub(crate) enum Condition {
    /// A formula, its relative references taken from the area's first cell.
    Formula(Expr),
    /// The cell's value equals this number.
    Equals(f64),
    /// The cell's value differs from this number.
    NotEquals(f64),
}

/// A conditional format.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct Conditional {
    pub area: Area,
    pub when: Condition,
    /// Applied over the cell's own style (font and fill).
    pub style: Style,
}

/// Page margins in inches.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) struct Margins {
    pub left: f64,
    pub right: f64,
    pub top: f64,
    pub bottom: f64,
    pub header: f64,
    pub footer: f64,
}

/// How a sheet that goes on paper prints: always A4.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct Print {
    pub landscape: bool,
    /// Fit to this many pages wide and tall (0: as many as needed).
    pub fit: Option<(u16, u16)>,
    pub margins: Margins,
    pub center_horizontally: bool,
    pub area: Option<Area>,
    /// Page breaks before these rows.
    pub row_breaks: Vec<u32>,
    /// Rows printed again at the top of every page (a table's headings),
    /// first and last.
    pub repeat_rows: Option<(u32, u32)>,
    /// "Page N of M" centred in the footer.
    pub page_numbers: bool,
    /// M of "Page N of M" when only some of the document's pages count
    /// (the pupils' pages, not the answer key); `None`: every page.
    pub page_count: Option<u32>,
}

impl Default for Print {
    fn default() -> Self {
        Print {
            landscape: false,
            fit: None,
            margins: Margins {
                left: 0.7,
                right: 0.7,
                top: 0.75,
                bottom: 0.75,
                header: 0.3,
                footer: 0.3,
            },
            center_horizontally: false,
            area: None,
            row_breaks: Vec::new(),
            repeat_rows: None,
            page_numbers: false,
            page_count: None,
        }
    }
}

/// A worksheet.
#[derive(Clone, Debug, Default)]
pub(crate) struct Sheet {
    pub name: String,
    pub cells: BTreeMap<(u32, u16), Cell>,
    pub widths: BTreeMap<u16, Size>,
    /// Columns hidden on the screen and on paper (read by programs still).
    pub hidden_cols: Vec<u16>,
    pub heights: BTreeMap<u32, Size>,
    pub merged: Vec<Area>,
    pub validations: Vec<Validation>,
    pub conditionals: Vec<Conditional>,
    /// Locked cells cannot be edited (no password).
    pub protected: bool,
    pub hidden: bool,
    /// Hide the grid lines on screen.
    pub no_gridlines: bool,
    /// Columns left of this one stay in view.
    pub freeze_cols: Option<u16>,
    /// How the sheet prints. `None`: the sheet is for the screen only and
    /// prints no page, so that printing the whole workbook gives exactly
    /// the sheets meant for paper.
    pub print: Option<Print>,
    /// Charts (drawn in `.xlsx` only).
    pub charts: Vec<Chart>,
    /// Pictures laid over blocks of cells (the marks of rules).
    pub pictures: Vec<Picture>,
}

/// A picture laid exactly over a block of cells, on the screen and on
/// paper, moving and sizing with them, drawn when the book is written from
/// the sizes its columns and rows then have.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct Picture {
    /// The cells it covers, from the top-left corner of the first cell to
    /// the bottom-right corner of the last.
    pub area: Area,
    /// What it shows.
    pub drawing: Drawing,
}

/// What a picture shows.
#[derive(Clone, Debug, PartialEq)]
pub(crate) enum Drawing {
    /// The marks of a grid's rules (`write::picture`), laid over the grid.
    Marks {
        /// The puzzle's figure, whose marks it draws.
        figure: Figure,
        /// Sheet rows from one row of digits to the next.
        step: u32,
        /// The strips outside the grid the picture covers too, where its
        /// clues stand (none on a page that keeps no strip).
        sides: sheetdoku_core::ClueSides,
    },
    /// The QR code of a link (`write::picture::qr`) in the block's
    /// top-right corner, as large as the block's shorter side and at most
    /// `side` points.
    Qr {
        /// The code's modules.
        code: crate::write::picture::QrModules,
        /// The largest side of the code, in points.
        side: f32,
    },
}

impl Sheet {
    /// An empty sheet called `name`.
    pub(crate) fn new(name: &str) -> Self {
        Sheet {
            name: name.to_string(),
            ..Sheet::default()
        }
    }

    /// Sets cell `(r, c)`.
    pub(crate) fn set(&mut self, r: u32, c: u16, value: Value, style: &Style) {
        let style = style.clone();
        self.cells.insert((r, c), Cell { value, style });
    }

    /// A number.
    pub(crate) fn number(&mut self, r: u32, c: u16, x: f64, style: &Style) {
        self.set(r, c, Value::Number(x), style);
    }

    /// A text.
    pub(crate) fn text(&mut self, r: u32, c: u16, s: impl Into<String>, style: &Style) {
        self.set(r, c, Value::Text(s.into()), style);
    }

    /// A link to `url` showing `text`.
    pub(crate) fn link(&mut self, r: u32, c: u16, url: String, text: String, style: &Style) {
        self.set(r, c, Value::Link { url, text }, style);
    }

    /// An empty cell with a style.
    pub(crate) fn blank(&mut self, r: u32, c: u16, style: &Style) {
        self.set(r, c, Value::Blank, style);
    }

    /// A formula and its result.
    pub(crate) fn formula(&mut self, r: u32, c: u16, expr: Expr, result: Cached, style: &Style) {
        self.set(r, c, Value::Formula(expr, result), style);
    }

    /// Merges `area`; the first cell holds the value.
    pub(crate) fn merge(&mut self, area: Area) {
        self.merged.push(area);
    }

    /// Column width.
    pub(crate) fn width(&mut self, c: u16, size: Size) {
        self.widths.insert(c, size);
    }

    /// Row height.
    pub(crate) fn height(&mut self, r: u32, size: Size) {
        self.heights.insert(r, size);
    }

    /// Lays the marks of `figure` (Kropki dots, signs) over its grid,
    /// whose first row of digits is at sheet row `top` and first column at
    /// `left`, rows of digits `step` sheet rows apart; nothing when the
    /// figure has no marks. The page keeps no strip outside the grid: a
    /// clue is drawn in its first cell's corner.
    pub(crate) fn lay_marks(&mut self, figure: &Figure, top: u32, left: u16, step: u32) {
        let none = sheetdoku_core::ClueSides::default();
        self.lay_marks_beside(figure, (top, left, step), none);
    }

    /// [`Sheet::lay_marks`] on a page that keeps the strips `sides`
    /// outside the grid for its clues ([`Figure::clue_sides`]): one column
    /// left and right, one sheet row below, and `step` rows above (over a
    /// killer's strip of sums), which the picture covers too.
    pub(crate) fn lay_marks_beside(
        &mut self,
        figure: &Figure,
        (top, left, step): (u32, u16, u32),
        sides: sheetdoku_core::ClueSides,
    ) {
        if !crate::write::picture::has_marks(figure) {
            return;
        }
        let n = figure.size();
        let first = top.saturating_sub(if sides.top { step } else { 0 });
        let last = top + step * (n as u32 - 1) + u32::from(sides.bottom);
        let from = left.saturating_sub(u16::from(sides.left));
        let to = left + n as u16 - 1 + u16::from(sides.right);
        self.pictures.push(Picture {
            area: Area::new(first, from, last, to),
            drawing: Drawing::Marks {
                figure: figure.clone(),
                step,
                sides,
            },
        });
    }

    /// Lays the QR code `code`, at most `side` points a side, over the
    /// cells of `area`.
    pub(crate) fn lay_qr(&mut self, area: Area, code: crate::write::picture::QrModules, side: f32) {
        self.pictures.push(Picture {
            area,
            drawing: Drawing::Qr { code, side },
        });
    }

    /// The print settings, created with defaults when missing.
    pub(crate) fn print_mut(&mut self) -> &mut Print {
        self.print.get_or_insert_with(Print::default)
    }
}
