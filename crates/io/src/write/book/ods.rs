//! Renders a [`Book`] as an OpenDocument spreadsheet with spreadsheet-ods.
//!
//! Sheet protection and defined names (the `Model` sheet's Solver settings
//! `solver_*` and the `sudoku_*` ranges), which spreadsheet-ods 1.0.4
//! cannot write, are added to its package by [`super::ods_package`].

use std::collections::HashMap;

use spreadsheet_ods::color::Rgb;
use spreadsheet_ods::condition::Condition as OdsCondition;
use spreadsheet_ods::sheet::Visibility;
use spreadsheet_ods::style::stylemap::StyleMap;
use spreadsheet_ods::style::units::{
    Border as OdsBorder, CellAlignVertical, CellProtect, FontSize, LengthPercent, Margin,
    PageBreak, PrintCentering, PrintOrientation, TextAlignSource,
};
use spreadsheet_ods::style::{
    AnyStyleRef, MasterPage, PageStyle, RowStyle, StyleOrigin, StyleUse, TableStyle,
};
use spreadsheet_ods::text::{MetaPageCount, MetaPageNumber, TextA, TextP};
use spreadsheet_ods::validation::{
    Validation as OdsValidation, ValidationDisplay, ValidationError,
};
use spreadsheet_ods::{
    CellRange, CellRef, CellStyle, CellStyleRef, Length, OdsError, Sheet as OdsSheet,
    Value as OdsValue, WorkBook,
};

use super::RenderError;
use super::{Book, Border, Cached, Condition, HAlign, Print, Sheet, Size, Style, VAlign, Value};
use sheetdoku_core::Deadline;

/// Stand-ins for the page number and page count fields in the footer's
/// words (characters of Unicode's private use area, never in a message).
const PAGE_CHAR: char = '\u{E000}';
const COUNT_CHAR: char = '\u{E001}';
const PAGE_FIELD: &str = "\u{E000}";
const COUNT_FIELD: &str = "\u{E001}";

/// The bytes of the `.ods` file; `deadline` is polled before each sheet
/// (the package's last two steps, the XML and the zip, are one call each).
pub(crate) fn render(book: &Book, deadline: &Deadline) -> Result<Vec<u8>, RenderError> {
    let mut wb = WorkBook::new_empty();
    let mut styles = Styles::default();
    for (i, sheet) in book.sheets.iter().enumerate() {
        super::poll(deadline, book, i)?;
        let ods = write_sheet(&mut wb, &mut styles, i, sheet, deadline)?;
        wb.push_sheet(ods);
    }
    let ods = spreadsheet_ods::write_ods_buf(&mut wb, Vec::new())?;
    super::poll(deadline, book, book.sheets.len())?;
    super::ods_package::finish(ods, book)
        .map_err(|e| RenderError::from(OdsError::Ods(e.to_string())))
}

/// Cell styles by (look, conditional formats of the cell).
#[derive(Default)]
struct Styles {
    cells: HashMap<(Style, Vec<(usize, usize)>), CellStyleRef>,
    /// The named styles the conditional formats apply.
    applied: HashMap<Style, CellStyleRef>,
}

fn rgb(c: u32) -> Rgb<u8> {
    Rgb::new((c >> 16) as u8, (c >> 8) as u8, c as u8)
}

fn border_width(b: Border) -> Length {
    match b {
        Border::Thin => Length::Pt(0.75),
        Border::Dashed => Length::Pt(1.5),
        Border::Medium => Length::Pt(1.75),
        Border::Thick => Length::Pt(2.5),
    }
}

fn border_line(b: Border) -> OdsBorder {
    match b {
        Border::Dashed => OdsBorder::Dashed,
        Border::Thin | Border::Medium | Border::Thick => OdsBorder::Solid,
    }
}

/// The properties of `style` on an ODF cell style.
fn fill_style(cs: &mut CellStyle, style: &Style) {
    if style.bold {
        cs.set_font_bold();
    }
    if style.italic {
        cs.set_font_italic();
    }
    if let Some(pt) = style.points() {
        cs.set_font_size(FontSize::Length(Length::Pt(pt)));
    }
    if let Some(c) = style.color {
        cs.set_color(rgb(c));
    }
    if let Some(c) = style.fill {
        cs.set_background_color(rgb(c));
    }
    if let Some(a) = style.align {
        cs.set_text_align_source(TextAlignSource::Fix);
        cs.set_text_align(match a {
            HAlign::Left => spreadsheet_ods::style::units::TextAlign::Start,
            HAlign::Center => spreadsheet_ods::style::units::TextAlign::Center,
        });
    }
    if let Some(v) = style.valign {
        cs.set_vertical_align(match v {
            VAlign::Top => CellAlignVertical::Top,
            VAlign::Center => CellAlignVertical::Middle,
        });
    }
    if style.wrap {
        cs.set_wrap_option(spreadsheet_ods::style::units::WrapOption::Wrap);
    }
    let black = Rgb::new(0, 0, 0);
    let [top, right, bottom, left] = style.borders;
    if let Some(b) = top {
        cs.set_border_top(border_width(b), border_line(b), black);
    }
    if let Some(b) = right {
        cs.set_border_right(border_width(b), border_line(b), black);
    }
    if let Some(b) = bottom {
        cs.set_border_bottom(border_width(b), border_line(b), black);
    }
    if let Some(b) = left {
        cs.set_border_left(border_width(b), border_line(b), black);
    }
    if style.unlocked {
        cs.set_cell_protect(CellProtect::None);
    }
}

impl Styles {
    /// The named style a conditional format applies.
    fn applied(&mut self, wb: &mut WorkBook, style: &Style) -> CellStyleRef {
        if let Some(r) = self.applied.get(style) {
            return r.clone();
        }
        let mut cs = CellStyle::new_empty();
        cs.set_name(format!("cond{}", self.applied.len() + 1));
        // A common style (in styles.xml), as style:map requires.
        cs.set_styleuse(StyleUse::Named);
        cs.set_origin(StyleOrigin::Styles);
        fill_style(&mut cs, style);
        let r = wb.add_cellstyle(cs);
        self.applied.insert(style.clone(), r.clone());
        r
    }

    /// The automatic style of a cell of sheet `sheet` with look `style` and
    /// the conditional formats `conds` (indexes into `sheet.conditionals`).
    fn cell(
        &mut self,
        wb: &mut WorkBook,
        (index, sheet): (usize, &Sheet),
        style: &Style,
        conds: &[usize],
    ) -> CellStyleRef {
        let key = (
            style.clone(),
            conds.iter().map(|&c| (index, c)).collect::<Vec<_>>(),
        );
        if let Some(r) = self.cells.get(&key) {
            return r.clone();
        }
        let mut cs = CellStyle::new_empty();
        fill_style(&mut cs, style);
        for &c in conds {
            let cf = &sheet.conditionals[c];
            let applied = self.applied(wb, &cf.style);
            let (r, col) = cf.area.first;
            let condition = match &cf.when {
                Condition::Formula(expr) => OdsCondition::is_true_formula(expr.ods_body()),
                Condition::Equals(x) => OdsCondition::content_eq(*x),
                Condition::NotEquals(x) => OdsCondition::content_ne(*x),
            };
            let base = CellRef::remote(sheet.name.as_str(), r, u32::from(col));
            cs.push_stylemap(StyleMap::new(
                condition,
                AnyStyleRef::from(applied),
                Some(base),
            ));
        }
        let r = wb.add_cellstyle(cs);
        self.cells.insert(key, r.clone());
        r
    }
}

fn length(size: Size) -> Length {
    Length::Pt(size.points())
}

fn write_sheet(
    wb: &mut WorkBook,
    styles: &mut Styles,
    index: usize,
    sheet: &Sheet,
    deadline: &Deadline,
) -> Result<OdsSheet, RenderError> {
    let mut ods = OdsSheet::new(sheet.name.as_str());
    if sheet.hidden {
        ods.set_display(false);
    }
    if sheet.no_gridlines {
        ods.config_mut().show_grid = false;
    }
    if let Some(col) = sheet.freeze_cols {
        ods.split_col_header(u32::from(col));
    }
    for (&c, &size) in &sheet.widths {
        ods.set_col_width(u32::from(c), length(size));
    }
    for &c in &sheet.hidden_cols {
        ods.set_col_visible(u32::from(c), Visibility::Collapsed);
    }
    for (&r, &size) in &sheet.heights {
        ods.set_row_height(r, length(size));
    }
    // Conditional formats by cell.
    let mut conds: HashMap<(u32, u16), Vec<usize>> = HashMap::new();
    for (i, cf) in sheet.conditionals.iter().enumerate() {
        let ((r0, c0), (r1, c1)) = (cf.area.first, cf.area.last);
        for r in r0..=r1 {
            for c in c0..=c1 {
                conds.entry((r, c)).or_default().push(i);
            }
        }
    }
    let plain = Style::new();
    let mut positions: Vec<(u32, u16)> = sheet.cells.keys().copied().collect();
    positions.extend(conds.keys().filter(|p| !sheet.cells.contains_key(p)));
    for (k, (r, c)) in positions.into_iter().enumerate() {
        super::poll_cells(deadline, sheet, k)?;
        let (value, style) = match sheet.cells.get(&(r, c)) {
            Some(cell) => (&cell.value, &cell.style),
            None => (&Value::Blank, &plain),
        };
        let here = conds.get(&(r, c)).map_or(&[][..], Vec::as_slice);
        let style_ref = styles.cell(wb, (index, sheet), style, here);
        let col = u32::from(c);
        match value {
            Value::Blank => ods.set_styled_value(r, col, OdsValue::Empty, &style_ref),
            Value::Number(x) => ods.set_styled_value(r, col, *x, &style_ref),
            Value::Text(s) => ods.set_styled_value(r, col, s.as_str(), &style_ref),
            Value::Link { url, text } => {
                let paragraph =
                    TextP::new().tag(TextA::new().href(url.as_str()).text(text.as_str()));
                let value = OdsValue::TextXml(vec![paragraph.into_xmltag()]);
                ods.set_styled_value(r, col, value, &style_ref)
            }
            Value::Formula(expr, result) => {
                match result {
                    Cached::Number(x) => ods.set_styled_value(r, col, *x, &style_ref),
                    Cached::Text(s) => ods.set_styled_value(r, col, s.as_str(), &style_ref),
                }
                ods.set_formula(r, col, expr.ods());
            }
        }
    }
    // spreadsheet-ods writes the columns (and so their widths) only as far
    // as the last cell that holds something: an empty cell in the last
    // column given a width keeps the widths of columns beyond the cells
    // (the room of a page's empty slots, which sets its printed scale).
    let sized = sheet.widths.keys().chain(&sheet.hidden_cols).max();
    if let Some(&last) = sized {
        let last = u32::from(last);
        if ods.used_grid_size().1 <= last {
            ods.set_value(0, last, OdsValue::Empty);
        }
    }
    for area in &sheet.merged {
        let ((r0, c0), (r1, c1)) = (area.first, area.last);
        ods.set_row_span(r0, u32::from(c0), r1 - r0 + 1);
        ods.set_col_span(r0, u32::from(c0), u32::from(c1 - c0) + 1);
    }
    for v in &sheet.validations {
        let (r, c) = v.area.first;
        let digits: Vec<f64> = (v.min..=v.max).map(f64::from).collect();
        let mut valid = OdsValidation::new();
        valid.set_condition(OdsCondition::content_is_in_list(&digits));
        valid.set_base_cell(CellRef::remote(sheet.name.as_str(), r, u32::from(c)));
        valid.set_allow_empty(true);
        valid.set_display(ValidationDisplay::NoDisplay);
        let mut err = ValidationError::new();
        err.set_title(Some(v.title.clone()));
        err.set_text(Some(TextP::new().text(v.message.as_str()).into_xmltag()));
        valid.set_err(Some(err));
        let valid = wb.add_validation(valid);
        let ((r0, c0), (r1, c1)) = (v.area.first, v.area.last);
        for r in r0..=r1 {
            for c in c0..=c1 {
                ods.set_validation(r, u32::from(c), &valid);
            }
        }
    }
    super::picture::ods_pictures(wb, &mut ods, (sheet, index), deadline)?;
    // Every sheet gets its page style: without one Calc would print its
    // default header and footer, which the .xlsx does not have.
    let mut table = TableStyle::new_empty();
    let print = sheet.print.clone().unwrap_or_default();
    page_setup(wb, &mut ods, &mut table, index, &print);
    // A sheet for the screen only: `table:print="false"`, no page.
    ods.set_print(sheet.print.is_some());
    if sheet.hidden {
        // Where Calc and calamine look for a hidden sheet.
        table.tablestyle_mut().set_attr("table:display", "false");
    }
    let table = wb.add_tablestyle(table);
    ods.set_style(&table);
    Ok(ods)
}

fn page_setup(
    wb: &mut WorkBook,
    ods: &mut OdsSheet,
    table: &mut TableStyle,
    index: usize,
    print: &Print,
) {
    let mut page = PageStyle::new(format!("page{}", index + 1));
    page.set_page_width(Length::Mm(210.0));
    page.set_page_height(Length::Mm(297.0));
    if print.landscape {
        page.set_page_width(Length::Mm(297.0));
        page.set_page_height(Length::Mm(210.0));
        page.set_print_orientation(PrintOrientation::Landscape);
    } else {
        page.set_print_orientation(PrintOrientation::Portrait);
    }
    // The page margins; a footer takes its room from the bottom margin, as
    // in the .xlsx (footer margin from the edge, the body above it).
    let m = &print.margins;
    page.set_margin_left(Margin::Length(Length::In(m.left)));
    page.set_margin_right(Margin::Length(Length::In(m.right)));
    page.set_margin_top(Margin::Length(Length::In(m.top)));
    if print.page_numbers {
        page.set_margin_bottom(Margin::Length(Length::In(m.footer)));
        let footer = page.footerstyle_mut();
        let room = Length::In((m.bottom - m.footer).max(0.1));
        footer.set_min_height(LengthPercent::Length(room));
        footer.set_margin_top(Margin::Length(Length::In(0.05)));
    } else {
        page.set_margin_bottom(Margin::Length(Length::In(m.bottom)));
    }
    match print.fit {
        Some((1, 1)) => page.set_scale_to_pages(1),
        Some((w, h)) => {
            // ODF 1.3's scale to width and height, as LibreOffice writes them.
            let attrs = page.style_mut();
            if w > 0 {
                attrs.set_attr("style:scale-to-X", w.to_string());
            }
            if h > 0 {
                attrs.set_attr("style:scale-to-Y", h.to_string());
            }
        }
        _ => {}
    }
    if print.center_horizontally {
        page.set_table_centering(PrintCentering::Horizontal);
    }
    // Page numbers run on from the previous sheet (without this Calc
    // starts each sheet's pages at 1, as the .xlsx does not).
    page.style_mut()
        .set_attr("style:first-page-number", "continue");
    let page = wb.add_pagestyle(page);
    let mut master = MasterPage::new(format!("master{}", index + 1));
    master.set_pagestyle(&page);
    if print.page_numbers {
        // "Page 2 of 5" in the pages' language, the numbers as fields.
        let words = sheetdoku_i18n::text_with(
            "page-footer",
            &[("page", PAGE_FIELD), ("count", COUNT_FIELD)],
        );
        let mut footer = TextP::new();
        let mut rest = words.as_str();
        while let Some(at) = rest.find([PAGE_CHAR, COUNT_CHAR]) {
            if at > 0 {
                footer = footer.text(&rest[..at]);
            }
            let field = rest[at..].chars().next().unwrap_or(PAGE_CHAR);
            footer = match (field, print.page_count) {
                (PAGE_CHAR, _) => footer.tag(MetaPageNumber::new()),
                (_, Some(k)) => footer.text(k.to_string()),
                (_, None) => footer.tag(MetaPageCount::new()),
            };
            rest = &rest[at + field.len_utf8()..];
        }
        if !rest.is_empty() {
            footer = footer.text(rest);
        }
        master.footer_mut().set_display(true);
        master.footer_mut().add_center(footer.into_xmltag());
    }
    let master = wb.add_masterpage(master);
    table.set_master_page(&master);
    if let Some(area) = &print.area {
        let ((r0, c0), (r1, c1)) = (area.first, area.last);
        ods.add_print_range(CellRange::local(r0, u32::from(c0), r1, u32::from(c1)));
    }
    if let Some((first, last)) = print.repeat_rows {
        ods.set_header_rows(first, last);
    }
    for &row in &print.row_breaks {
        let mut style = RowStyle::new_empty();
        style.set_break_before(PageBreak::Page);
        style.set_use_optimal_row_height(false);
        let style = wb.add_rowstyle(style);
        ods.set_rowstyle(row, &style);
    }
}
