//! A teacher's workbook as a plain model, written through the real writers:
//! .xlsx (rust_xlsxwriter), .ods (spreadsheet-ods), CSV as a spreadsheet
//! exports it (from A1 to the last used cell).

use std::collections::{BTreeMap, BTreeSet, HashMap};

use rust_xlsxwriter::{Format, FormatBorder, Workbook};
use spreadsheet_ods::color::Rgb;
use spreadsheet_ods::sheet::Visibility;
use spreadsheet_ods::style::units::Border as OdsBorder;
use spreadsheet_ods::{CellStyle, Length, Sheet as OdsSheet, WorkBook};

/// A cell's value.
#[derive(Clone, Debug, PartialEq)]
pub enum Value {
    Number(f64),
    Text(String),
}

/// Border lines of a cell: top, right, bottom, left (0 none, 1 thin, 2 thick).
pub type Lines = [u8; 4];

/// One sheet.
#[derive(Clone, Debug, Default)]
pub struct Sheet {
    pub name: String,
    pub cells: BTreeMap<(u32, u16), Value>,
    pub lines: HashMap<(u32, u16), Lines>,
    pub hidden_cols: BTreeSet<u16>,
    pub merged: Vec<(u32, u16, u16)>,
}

impl Sheet {
    pub fn named(name: &str) -> Sheet {
        Sheet {
            name: name.to_string(),
            ..Sheet::default()
        }
    }

    pub fn num(&mut self, r: u32, c: u16, x: f64) {
        self.cells.insert((r, c), Value::Number(x));
    }

    pub fn text(&mut self, r: u32, c: u16, t: &str) {
        self.cells.insert((r, c), Value::Text(t.to_string()));
    }

    /// Adds a line on one side of a cell (the stronger line wins).
    pub fn line(&mut self, r: u32, c: u16, side: usize, weight: u8) {
        let l = self.lines.entry((r, c)).or_default();
        l[side] = l[side].max(weight);
    }
}

/// A workbook.
#[derive(Clone, Debug, Default)]
pub struct Book {
    pub sheets: Vec<Sheet>,
}

fn xlsx_border(w: u8) -> FormatBorder {
    match w {
        0 => FormatBorder::None,
        1 => FormatBorder::Thin,
        _ => FormatBorder::Medium,
    }
}

/// The book as .xlsx bytes.
pub fn xlsx(book: &Book) -> Vec<u8> {
    let mut wb = Workbook::new();
    for s in &book.sheets {
        let ws = wb.add_worksheet();
        ws.set_name(&s.name).unwrap();
        let mut keys: BTreeSet<(u32, u16)> = s.cells.keys().copied().collect();
        keys.extend(s.lines.keys().copied());
        let merged_at: HashMap<(u32, u16), u16> =
            s.merged.iter().map(|&(r, c, c1)| ((r, c), c1)).collect();
        for (r, c) in keys {
            if s.merged
                .iter()
                .any(|&(mr, mc, mc1)| mr == r && c > mc && c <= mc1)
            {
                continue;
            }
            let mut f = Format::new();
            if let Some(l) = s.lines.get(&(r, c)) {
                f = f
                    .set_border_top(xlsx_border(l[0]))
                    .set_border_right(xlsx_border(l[1]))
                    .set_border_bottom(xlsx_border(l[2]))
                    .set_border_left(xlsx_border(l[3]));
            }
            if let Some(&c1) = merged_at.get(&(r, c)) {
                let t = match s.cells.get(&(r, c)) {
                    Some(Value::Text(t)) => t.clone(),
                    Some(Value::Number(x)) => x.to_string(),
                    None => String::new(),
                };
                ws.merge_range(r, c, r, c1, &t, &f).unwrap();
                continue;
            }
            match s.cells.get(&(r, c)) {
                Some(Value::Number(x)) => ws.write_number_with_format(r, c, *x, &f),
                Some(Value::Text(t)) => ws.write_string_with_format(r, c, t, &f),
                None => ws.write_blank(r, c, &f),
            }
            .unwrap();
        }
        for &c in &s.hidden_cols {
            ws.set_column_hidden(c).unwrap();
        }
    }
    wb.save_to_buffer().unwrap()
}

/// The book as .ods bytes.
pub fn ods(book: &Book) -> Vec<u8> {
    let mut wb = WorkBook::new_empty();
    let mut styles = HashMap::new();
    for s in &book.sheets {
        let mut sheet = OdsSheet::new(&s.name);
        let mut keys: BTreeSet<(u32, u16)> = s.cells.keys().copied().collect();
        keys.extend(s.lines.keys().copied());
        for (r, c) in keys {
            let (r32, c32) = (r, u32::from(c));
            let style = s.lines.get(&(r, c)).map(|l| {
                styles
                    .entry(*l)
                    .or_insert_with(|| {
                        let mut cs = CellStyle::new_empty();
                        let black = Rgb::new(0, 0, 0);
                        let w = |x: u8| match x {
                            1 => Some(Length::Pt(0.5)),
                            2 => Some(Length::Pt(2.5)),
                            _ => None,
                        };
                        if let Some(x) = w(l[0]) {
                            cs.set_border_top(x, OdsBorder::Solid, black);
                        }
                        if let Some(x) = w(l[1]) {
                            cs.set_border_right(x, OdsBorder::Solid, black);
                        }
                        if let Some(x) = w(l[2]) {
                            cs.set_border_bottom(x, OdsBorder::Solid, black);
                        }
                        if let Some(x) = w(l[3]) {
                            cs.set_border_left(x, OdsBorder::Solid, black);
                        }
                        wb.add_cellstyle(cs)
                    })
                    .clone()
            });
            let value: spreadsheet_ods::Value = match s.cells.get(&(r, c)) {
                Some(Value::Number(x)) => (*x).into(),
                Some(Value::Text(t)) => t.as_str().into(),
                None => spreadsheet_ods::Value::Empty,
            };
            match &style {
                Some(st) => sheet.set_styled_value(r32, c32, value, st),
                None => sheet.set_value(r32, c32, value),
            }
        }
        for &(r, c, c1) in &s.merged {
            sheet.set_col_span(r, u32::from(c), u32::from(c1 - c) + 1);
        }
        for &c in &s.hidden_cols {
            sheet.set_col_visible(u32::from(c), Visibility::Collapsed);
        }
        wb.push_sheet(sheet);
    }
    spreadsheet_ods::write_ods_buf(&mut wb, Vec::new()).unwrap()
}

/// The first sheet as a spreadsheet's CSV export: every line from row 1 to
/// the last used row, each as wide as the used range.
pub fn csv(sheet: &Sheet) -> Vec<u8> {
    let rows = sheet.cells.keys().map(|k| k.0).max().map_or(0, |r| r + 1);
    let cols = sheet.cells.keys().map(|k| k.1).max().map_or(0, |c| c + 1);
    let mut out = String::new();
    for r in 0..rows {
        let fields: Vec<String> = (0..cols)
            .map(|c| match sheet.cells.get(&(r, c)) {
                Some(Value::Number(x)) => format!("{x}"),
                Some(Value::Text(t)) if t.contains(',') => format!("\"{t}\""),
                Some(Value::Text(t)) => t.clone(),
                None => String::new(),
            })
            .collect();
        out.push_str(&fields.join(","));
        out.push('\n');
    }
    out.into_bytes()
}
