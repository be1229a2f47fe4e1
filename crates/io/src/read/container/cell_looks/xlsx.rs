//! The look of an .xlsx sheet: the cell formats of `xl/styles.xml`
//! (borders, fills, bold fonts), each cell's format, hidden rows and
//! columns, and formulas with their stored values.

use std::collections::HashMap;
use std::io::{Read, Seek};

use quick_xml::events::Event;

use super::{attr, attr_full, each_event, part, CellLook, Formula, Line, Look, Zip};
use super::{MAX_COL, MAX_REPEAT, MAX_ROW};

fn xlsx_line(style: Option<String>) -> Line {
    match style.as_deref() {
        None | Some("none") => Line::None,
        Some("medium" | "thick" | "double" | "mediumDashed" | "mediumDashDot") => Line::Thick,
        Some(_) => Line::Thin,
    }
}

/// One cell format of `xl/styles.xml`: its borders and fill, and whether
/// its font is bold.
#[derive(Clone, Debug, Default)]
struct Format {
    look: CellLook,
    bold: bool,
}

/// Whether a font's `<b>` element says bold (`<b/>`, `<b val="1"/>`).
fn says_bold(value: Option<String>) -> bool {
    value.is_none_or(|v| v != "0" && v != "false")
}

/// Each cell format of `xl/styles.xml`, by index.
fn xlsx_formats(bytes: &[u8]) -> Vec<Format> {
    let mut borders: Vec<CellLook> = Vec::new();
    let mut fills: Vec<Option<String>> = Vec::new();
    let mut fonts: Vec<bool> = Vec::new();
    let mut formats: Vec<(usize, usize, usize)> = Vec::new();
    let mut section: Vec<u8> = Vec::new();
    let mut in_cell_xfs = false;
    each_event(bytes, |event, name| match event {
        Event::Start(t) | Event::Empty(t) => {
            let empty = matches!(event, Event::Empty(_));
            match name {
                b"borders" | b"fills" | b"fonts" => section = name.to_vec(),
                b"cellXfs" => in_cell_xfs = !empty,
                b"border" if section == b"borders" => borders.push(CellLook::default()),
                b"left" | b"right" | b"top" | b"bottom" if section == b"borders" => {
                    if let Some(b) = borders.last_mut() {
                        let line = xlsx_line(attr(t, b"style"));
                        match name {
                            b"left" => b.left = line,
                            b"right" => b.right = line,
                            b"top" => b.top = line,
                            _ => b.bottom = line,
                        }
                    }
                }
                b"font" if section == b"fonts" => fonts.push(false),
                b"b" if section == b"fonts" => {
                    if let Some(bold) = fonts.last_mut() {
                        *bold = says_bold(attr(t, b"val"));
                    }
                }
                b"fill" if section == b"fills" => fills.push(None),
                b"patternFill" if section == b"fills" => {
                    let solid = attr(t, b"patternType").is_some_and(|p| p != "none");
                    if let (true, Some(f)) = (solid, fills.last_mut()) {
                        *f = Some("pattern".to_string());
                    }
                }
                b"fgColor" if section == b"fills" => {
                    if let Some(Some(f)) = fills.last_mut() {
                        *f = attr(t, b"rgb")
                            .or_else(|| attr(t, b"theme").map(|x| format!("theme{x}")))
                            .or_else(|| attr(t, b"indexed").map(|x| format!("indexed{x}")))
                            .unwrap_or_else(|| "pattern".to_string());
                    }
                }
                b"xf" if in_cell_xfs => {
                    let id = |k: &[u8]| attr(t, k).and_then(|v| v.parse().ok()).unwrap_or(0);
                    formats.push((id(b"borderId"), id(b"fillId"), id(b"fontId")));
                }
                _ => {}
            }
        }
        Event::End(_) => match name {
            b"borders" | b"fills" | b"fonts" => section.clear(),
            b"cellXfs" => in_cell_xfs = false,
            _ => {}
        },
        _ => {}
    });
    formats
        .into_iter()
        .map(|(b, f, font)| {
            let mut look = borders.get(b).cloned().unwrap_or_default();
            look.fill = fills.get(f).cloned().flatten();
            Format {
                look,
                bold: fonts.get(font).copied().unwrap_or(false),
            }
        })
        .collect()
}

/// Sheet names and the parts that hold them, in workbook order.
fn xlsx_sheet_parts<R: Read + Seek>(zip: &mut Zip<'_, R>) -> Vec<(String, String)> {
    let mut targets: HashMap<String, String> = HashMap::new();
    if let Some(rels) = part(zip, "xl/_rels/workbook.xml.rels") {
        each_event(&rels, |event, name| {
            if let (Event::Start(t) | Event::Empty(t), b"Relationship") = (event, name) {
                if let (Some(id), Some(target)) = (attr(t, b"Id"), attr(t, b"Target")) {
                    let path = match target.strip_prefix('/') {
                        Some(abs) => abs.to_string(),
                        None => format!("xl/{target}"),
                    };
                    targets.insert(id, path);
                }
            }
        });
    }
    let mut sheets = Vec::new();
    if let Some(book) = part(zip, "xl/workbook.xml") {
        each_event(&book, |event, name| {
            if let (Event::Start(t) | Event::Empty(t), b"sheet") = (event, name) {
                let id = attr_full(t, b"r:id").or_else(|| attr(t, b"id"));
                if let (Some(sheet), Some(path)) =
                    (attr(t, b"name"), id.and_then(|i| targets.get(&i).cloned()))
                {
                    sheets.push((sheet, path));
                }
            }
        });
    }
    sheets
}

pub(super) fn xlsx_looks<R: Read + Seek>(zip: &mut Zip<'_, R>) -> HashMap<String, Look> {
    let formats = part(zip, "xl/styles.xml")
        .map(|b| xlsx_formats(&b))
        .unwrap_or_default();
    let mut looks = HashMap::new();
    for (name, path) in xlsx_sheet_parts(zip) {
        if let Some(bytes) = part(zip, &path) {
            looks.insert(name, xlsx_sheet(&bytes, &formats));
        }
    }
    looks
}

/// An A1 reference as 0-based (row, col).
fn cell_ref(text: &str) -> Option<(usize, usize)> {
    let letters = text.chars().take_while(|c| c.is_ascii_alphabetic()).count();
    let (col, row) = text.split_at(letters);
    let row: usize = row.parse().ok()?;
    let col = col
        .to_ascii_uppercase()
        .bytes()
        .fold(0usize, |acc, b| acc * 26 + (b - b'A' + 1) as usize);
    (row >= 1 && col >= 1).then(|| (row - 1, col - 1))
}

fn xlsx_sheet(bytes: &[u8], formats: &[Format]) -> Look {
    let mut look = Look::default();
    let mut cell: Option<(usize, usize)> = None;
    let mut next = (0usize, 0usize);
    let mut in_f = false;
    let mut in_v = false;
    let mut formula: Option<String> = None;
    let mut stored: Option<String> = None;
    each_event(bytes, |event, name| match event {
        Event::Start(t) | Event::Empty(t) => {
            let empty = matches!(event, Event::Empty(_));
            match name {
                b"row" => {
                    let r = attr(t, b"r")
                        .and_then(|v| v.parse::<usize>().ok())
                        .map_or(next.0, |r| r.saturating_sub(1));
                    next = (r, 0);
                    if attr(t, b"hidden").is_some_and(|h| h == "1" || h == "true") {
                        look.hidden_rows.insert(r);
                    }
                }
                b"col" => {
                    let n = |k: &[u8]| attr(t, k).and_then(|v| v.parse::<usize>().ok());
                    if let (Some(min), Some(max)) = (n(b"min"), n(b"max")) {
                        if attr(t, b"hidden").is_some_and(|h| h == "1" || h == "true")
                            && max >= min
                            && max - min < MAX_REPEAT
                        {
                            look.hidden_cols.extend(min.max(1) - 1..max);
                        }
                    }
                }
                b"c" => {
                    let at = attr(t, b"r").and_then(|r| cell_ref(&r)).unwrap_or(next);
                    next = (at.0, at.1 + 1);
                    let style = attr(t, b"s")
                        .and_then(|s| s.parse::<usize>().ok())
                        .and_then(|s| formats.get(s));
                    if let Some(style) = style.filter(|_| at.0 < MAX_ROW && at.1 < MAX_COL) {
                        if !style.look.is_plain() {
                            look.cells.insert(at, style.look.clone());
                        }
                        if style.bold {
                            look.bold.insert(at);
                        }
                    }
                    cell = (!empty).then_some(at);
                    formula = None;
                    stored = None;
                }
                b"f" if cell.is_some() => {
                    formula = Some(String::new());
                    in_f = !empty;
                }
                b"v" if cell.is_some() => {
                    stored = Some(String::new());
                    in_v = !empty;
                }
                _ => {}
            }
        }
        Event::Text(text) => {
            let s = String::from_utf8_lossy(text);
            if in_f {
                if let Some(f) = formula.as_mut() {
                    f.push_str(&s);
                }
            } else if in_v {
                if let Some(v) = stored.as_mut() {
                    v.push_str(&s);
                }
            }
        }
        Event::End(_) => match name {
            b"f" => in_f = false,
            b"v" => in_v = false,
            b"c" => {
                if let (Some(at), Some(text)) = (cell.take(), formula.take()) {
                    look.formulas.insert(
                        at,
                        Formula {
                            text: format!("={text}"),
                            stored: stored.take().filter(|v| !v.is_empty()),
                        },
                    );
                }
            }
            _ => {}
        },
        _ => {}
    });
    look
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn xlsx_cell_references() {
        assert_eq!(cell_ref("A1"), Some((0, 0)));
        assert_eq!(cell_ref("AB12"), Some((11, 27)));
        assert_eq!(cell_ref("12"), None);
    }
}
