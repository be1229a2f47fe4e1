//! Renders a [`Book`] as an Office Open XML workbook with rust_xlsxwriter.

use std::collections::HashMap;

use rust_xlsxwriter::{
    Color, ConditionalFormatCell, ConditionalFormatCellRule, ConditionalFormatFormula,
    DataValidation, DataValidationRule, Format, FormatAlign, FormatBorder, Formula, Url, Workbook,
    Worksheet, XlsxError,
};

use super::xlsx_metrics::{column_pixels, NORMAL_COLUMN_PX, NORMAL_FONT, NORMAL_POINTS};
use super::RenderError;
use super::{Book, Border, Condition, HAlign, Print, Sheet, Size, Style, VAlign, Value};
use sheetdoku_core::Deadline;

/// A4 in the paper size codes of the format.
const A4: u8 = 9;

/// The bytes of the `.xlsx` file; `deadline` is polled before each sheet
/// (the zip at the end is one call).
pub(crate) fn render(book: &Book, deadline: &Deadline) -> Result<Vec<u8>, RenderError> {
    let mut workbook = Workbook::new();
    let normal = Format::new()
        .set_font_name(NORMAL_FONT)
        .set_font_size(NORMAL_POINTS);
    workbook.set_default_format(&normal, 20, NORMAL_COLUMN_PX)?;
    let mut formats = Formats::default();
    for (i, sheet) in book.sheets.iter().enumerate() {
        super::poll(deadline, book, i)?;
        let ws = workbook.add_worksheet();
        write_sheet(ws, sheet, &mut formats, deadline)?;
        for chart in &sheet.charts {
            ws.insert_chart(chart.at.0, chart.at.1, &chart.xlsx(&sheet.name))?;
        }
        super::picture::xlsx_pictures(ws, sheet, deadline)?;
    }
    for name in &book.names {
        let full = match &name.scope {
            Some(sheet) => format!("{sheet}!{}", name.name),
            None => name.name.clone(),
        };
        workbook.define_name(full, &name.value.xlsx())?;
    }
    super::poll(deadline, book, book.sheets.len())?;
    Ok(workbook.save_to_buffer()?)
}

/// One [`Format`] per distinct [`Style`].
#[derive(Default)]
struct Formats(HashMap<Style, Format>);

impl Formats {
    fn get(&mut self, style: &Style) -> &Format {
        self.0
            .entry(style.clone())
            .or_insert_with(|| format_of(style))
    }
}

fn border(b: Border) -> FormatBorder {
    match b {
        Border::Thin => FormatBorder::Thin,
        Border::Dashed => FormatBorder::MediumDashed,
        Border::Medium => FormatBorder::Medium,
        Border::Thick => FormatBorder::Thick,
    }
}

fn format_of(style: &Style) -> Format {
    let mut f = Format::new();
    if style.bold {
        f = f.set_bold();
    }
    if style.italic {
        f = f.set_italic();
    }
    if let Some(pt) = style.points() {
        f = f.set_font_size(pt);
    }
    if let Some(rgb) = style.color {
        f = f.set_font_color(Color::RGB(rgb));
    }
    if let Some(rgb) = style.fill {
        f = f.set_background_color(Color::RGB(rgb));
    }
    match style.align {
        Some(HAlign::Left) => f = f.set_align(FormatAlign::Left),
        Some(HAlign::Center) => f = f.set_align(FormatAlign::Center),
        None => {}
    }
    match style.valign {
        Some(VAlign::Top) => f = f.set_align(FormatAlign::Top),
        Some(VAlign::Center) => f = f.set_align(FormatAlign::VerticalCenter),
        None => {}
    }
    if style.wrap {
        f = f.set_text_wrap();
    }
    let [top, right, bottom, left] = style.borders;
    if let Some(b) = top {
        f = f.set_border_top(border(b));
    }
    if let Some(b) = right {
        f = f.set_border_right(border(b));
    }
    if let Some(b) = bottom {
        f = f.set_border_bottom(border(b));
    }
    if let Some(b) = left {
        f = f.set_border_left(border(b));
    }
    if style.unlocked {
        f = f.set_unlocked();
    }
    f
}

fn write_sheet(
    ws: &mut Worksheet,
    sheet: &Sheet,
    formats: &mut Formats,
    deadline: &Deadline,
) -> Result<(), RenderError> {
    ws.set_name(&sheet.name)?;
    if sheet.hidden {
        ws.set_hidden(true);
    }
    if sheet.no_gridlines {
        ws.set_screen_gridlines(false);
    }
    if let Some(col) = sheet.freeze_cols {
        ws.set_freeze_panes(0, col)?;
    }
    for (&c, &size) in &sheet.widths {
        ws.set_column_width_pixels(c, column_pixels(size))?;
    }
    for &c in &sheet.hidden_cols {
        ws.set_column_hidden(c)?;
    }
    for (&r, &size) in &sheet.heights {
        match size {
            Size::Pixels(px) => ws.set_row_height_pixels(r, px)?,
            Size::Points(pt) => ws.set_row_height(r, pt)?,
            Size::Chars(w) => ws.set_row_height(r, Size::Chars(w).points())?,
        };
    }
    // Merged ranges first: the value of the first cell is written after.
    let plain = Style::new();
    for area in &sheet.merged {
        let style = sheet.cells.get(&area.first).map_or(&plain, |c| &c.style);
        let (r0, c0) = area.first;
        let (r1, c1) = area.last;
        ws.merge_range(r0, c0, r1, c1, "", formats.get(style))?;
    }
    for (k, (&(r, c), cell)) in sheet.cells.iter().enumerate() {
        super::poll_cells(deadline, sheet, k)?;
        let format = formats.get(&cell.style);
        match &cell.value {
            Value::Blank => ws.write_blank(r, c, format)?,
            Value::Number(x) => ws.write_number_with_format(r, c, *x, format)?,
            Value::Text(s) => ws.write_string_with_format(r, c, s, format)?,
            // Excel keeps links of up to 2,079 characters: a longer one (a
            // puzzle of many rules) stays as its text.
            Value::Link { url, text } if url.encode_utf16().count() >= 2_080 => {
                ws.write_string_with_format(r, c, text, format)?
            }
            Value::Link { url, text } => {
                ws.write_url_with_format(r, c, Url::new(url).set_text(text), format)?
            }
            Value::Formula(expr, result) => {
                let formula = Formula::new(expr.xlsx()).set_result(result.as_text());
                ws.write_formula_with_format(r, c, formula, format)?
            }
        };
    }
    for v in &sheet.validations {
        let rule = DataValidation::new()
            .allow_whole_number(DataValidationRule::Between(v.min, v.max))
            .set_error_title(excel_limit(&v.title, 32))?
            .set_error_message(&v.message)?;
        let ((r0, c0), (r1, c1)) = (v.area.first, v.area.last);
        ws.add_data_validation(r0, c0, r1, c1, &rule)?;
    }
    for cf in &sheet.conditionals {
        let format = format_of(&cf.style);
        let ((r0, c0), (r1, c1)) = (cf.area.first, cf.area.last);
        match &cf.when {
            Condition::Formula(expr) => {
                let rule = ConditionalFormatFormula::new()
                    .set_rule(expr.xlsx().as_str())
                    .set_format(format);
                ws.add_conditional_format(r0, c0, r1, c1, &rule)?;
            }
            Condition::Equals(x) | Condition::NotEquals(x) => {
                let rule = match cf.when {
                    Condition::Equals(_) => ConditionalFormatCellRule::EqualTo(*x),
                    _ => ConditionalFormatCellRule::NotEqualTo(*x),
                };
                let rule = ConditionalFormatCell::new()
                    .set_rule(rule)
                    .set_format(format);
                ws.add_conditional_format(r0, c0, r1, c1, &rule)?;
            }
        }
    }
    match &sheet.print {
        Some(print) => page_setup(ws, print)?,
        None => screen_only(ws)?,
    }
    if sheet.protected {
        ws.protect();
    }
    Ok(())
}

/// The last cell both Calc (1024 columns, AMJ) and Excel have.
const LAST_CELL: (u32, u16) = (1_048_575, 1023);

/// A sheet that prints no page. The format has no "do not print" flag for a
/// visible sheet, so its print range is one cell that stays empty: Calc
/// leaves out empty pages (its default), so the sheet adds no page and
/// takes no page number.
fn screen_only(ws: &mut Worksheet) -> Result<(), XlsxError> {
    let (row, col) = LAST_CELL;
    ws.set_print_area(row, col, row, col)?;
    Ok(())
}

fn page_setup(ws: &mut Worksheet, print: &Print) -> Result<(), XlsxError> {
    ws.set_paper_size(A4);
    if print.landscape {
        ws.set_landscape();
    } else {
        ws.set_portrait();
    }
    if let Some((w, h)) = print.fit {
        ws.set_print_fit_to_pages(w, h);
    }
    let m = &print.margins;
    ws.set_margins(m.left, m.right, m.top, m.bottom, m.header, m.footer);
    if print.center_horizontally {
        ws.set_print_center_horizontally(true);
    }
    if let Some(area) = &print.area {
        let ((r0, c0), (r1, c1)) = (area.first, area.last);
        ws.set_print_area(r0, c0, r1, c1)?;
    }
    if !print.row_breaks.is_empty() {
        ws.set_page_breaks(&print.row_breaks)?;
    }
    if let Some((first, last)) = print.repeat_rows {
        ws.set_repeat_rows(first, last)?;
    }
    if print.page_numbers {
        let of = print.page_count.map_or("&N".to_string(), |k| k.to_string());
        let words = sheetdoku_i18n::text_with("page-footer", &[("page", "&P"), ("count", &of)]);
        ws.set_footer(format!("&C&8{words}"));
    }
    Ok(())
}

/// `text` cut to Excel's limit of `max` characters for a data validation's
/// title (a translated title may be longer), ending in "…" when cut.
fn excel_limit(text: &str, max: usize) -> String {
    if text.chars().count() <= max {
        return text.to_string();
    }
    let mut cut: String = text.chars().take(max - 1).collect();
    cut.push('…');
    cut
}
