//! The look of an .ods sheet: the automatic cell styles of `content.xml`
//! (borders and fills), each cell's or column's style, repeats, spans,
//! `table:visibility` and formulas.

use std::collections::HashMap;
use std::io::{Read, Seek};

use quick_xml::events::Event;

use super::{attr, attr_full, each_event, part, CellLook, Formula, Line, Look, Zip};
use super::{MAX_COL, MAX_REPEAT, MAX_ROW};

/// The line a `fo:border` value draws ("0.06pt solid #000000", "none").
fn ods_line(value: &str) -> Line {
    let v = value.trim();
    if v.is_empty() || v == "none" || v.contains("hidden") {
        return Line::None;
    }
    if v.contains("double") {
        return Line::Thick;
    }
    let width = v.split_whitespace().find_map(|w| {
        let (num, unit) = w.split_at(w.find(|c: char| c.is_ascii_alphabetic())?);
        let x: f64 = num.parse().ok()?;
        Some(match unit {
            "pt" => x,
            "mm" => x * 72.0 / 25.4,
            "cm" => x * 72.0 / 2.54,
            "in" => x * 72.0,
            "px" => x * 0.75,
            _ => return None,
        })
    });
    match width {
        Some(w) if w >= 1.0 => Line::Thick,
        _ => Line::Thin,
    }
}

/// One automatic cell style: its borders and fill, and whether its text
/// is bold.
#[derive(Clone, Debug, Default)]
struct Style {
    look: CellLook,
    bold: bool,
}

/// Whether a `fo:font-weight` value is bold ("bold", or a weight of 600
/// and more).
fn weight_is_bold(value: &str) -> bool {
    value == "bold" || value.parse::<u32>().is_ok_and(|w| w >= 600)
}

/// The cell styles of an .ods `content.xml`'s automatic styles, by name.
fn ods_styles(bytes: &[u8]) -> HashMap<String, Style> {
    let mut styles: HashMap<String, Style> = HashMap::new();
    let mut current: Option<String> = None;
    each_event(bytes, |event, name| match event {
        Event::Start(t) | Event::Empty(t) => match name {
            b"style" => {
                current = attr(t, b"name")
                    .filter(|_| attr(t, b"family").is_some_and(|f| f == "table-cell"));
                if let Some(style) = &current {
                    styles.insert(style.clone(), Style::default());
                }
            }
            b"text-properties" => {
                let bold = attr_full(t, b"fo:font-weight").is_some_and(|w| weight_is_bold(&w));
                if let Some(style) = current.as_ref().and_then(|s| styles.get_mut(s)) {
                    style.bold = bold;
                }
            }
            b"table-cell-properties" => {
                if let Some(style) = current.as_ref().and_then(|s| styles.get_mut(s)) {
                    let look = &mut style.look;
                    if let Some(all) = attr_full(t, b"fo:border") {
                        let l = ods_line(&all);
                        (look.top, look.bottom, look.left, look.right) = (l, l, l, l);
                    }
                    for (key, side) in [
                        (&b"fo:border-top"[..], &mut look.top),
                        (b"fo:border-bottom", &mut look.bottom),
                        (b"fo:border-left", &mut look.left),
                        (b"fo:border-right", &mut look.right),
                    ] {
                        if let Some(v) = attr_full(t, key) {
                            *side = ods_line(&v);
                        }
                    }
                    look.fill = attr_full(t, b"fo:background-color")
                        .filter(|c| c != "transparent" && !c.eq_ignore_ascii_case("#ffffff"));
                }
            }
            _ => {}
        },
        Event::End(_) if name == b"style" => current = None,
        _ => {}
    });
    styles
}

pub(super) fn ods_looks<R: Read + Seek>(zip: &mut Zip<'_, R>) -> HashMap<String, Look> {
    let Some(bytes) = part(zip, "content.xml") else {
        return HashMap::new();
    };
    let styles = ods_styles(&bytes);
    let mut looks = HashMap::new();
    let mut sheet: Option<(String, Look)> = None;
    // Column default styles and visibility of the current sheet.
    let mut columns: Vec<(Option<String>, bool)> = Vec::new();
    let (mut row, mut col, mut row_repeat) = (0usize, 0usize, 1usize);
    let mut row_hidden = false;
    each_event(&bytes, |event, name| match event {
        Event::Start(t) | Event::Empty(t) => {
            let repeat = |key: &[u8]| {
                attr(t, key)
                    .and_then(|v| v.parse::<usize>().ok())
                    .unwrap_or(1)
                    .max(1)
            };
            match name {
                b"table" => {
                    sheet = Some((attr(t, b"name").unwrap_or_default(), Look::default()));
                    columns.clear();
                    row = 0;
                }
                b"table-column" => {
                    let k = repeat(b"number-columns-repeated");
                    let hidden = attr(t, b"visibility").is_some_and(|v| v != "visible");
                    let style = attr(t, b"default-cell-style-name");
                    if columns.len() < MAX_COL {
                        let k = k.min(MAX_COL - columns.len());
                        columns.extend(std::iter::repeat_n((style, hidden), k));
                    }
                }
                b"table-row" => {
                    row_repeat = repeat(b"number-rows-repeated");
                    row_hidden = attr(t, b"visibility").is_some_and(|v| v != "visible");
                    col = 0;
                    if matches!(event, Event::Empty(_)) {
                        row = row.saturating_add(row_repeat);
                    }
                }
                b"table-cell" | b"covered-table-cell" => {
                    let k = repeat(b"number-columns-repeated");
                    let Some((_, look)) = sheet.as_mut() else {
                        return;
                    };
                    let style = attr(t, b"style-name")
                        .or_else(|| columns.get(col).and_then(|c| c.0.clone()));
                    let style = style.and_then(|s| styles.get(&s));
                    let rows = row_repeat.min(MAX_REPEAT);
                    let cols = k.min(MAX_REPEAT);
                    if let Some(s) = style.filter(|_| row < MAX_ROW && col < MAX_COL) {
                        for r in row..row + rows {
                            for c in col..col + cols {
                                if !s.look.is_plain() {
                                    look.cells.insert((r, c), s.look.clone());
                                }
                                if s.bold {
                                    look.bold.insert((r, c));
                                }
                            }
                        }
                    }
                    if name == b"table-cell" && row < MAX_ROW && col < MAX_COL {
                        if let Some(f) = attr(t, b"formula") {
                            let text = f.split_once(':').map_or(f.clone(), |(_, f)| f.to_string());
                            let stored = attr(t, b"value-type").map(|_| {
                                attr(t, b"value")
                                    .or_else(|| attr(t, b"string-value"))
                                    .or_else(|| attr(t, b"boolean-value"))
                                    .unwrap_or_else(|| "text".to_string())
                            });
                            look.formulas.insert(
                                (row, col),
                                Formula {
                                    text: if text.starts_with('=') {
                                        text
                                    } else {
                                        format!("={text}")
                                    },
                                    stored,
                                },
                            );
                        }
                        let span = |key: &[u8]| attr(t, key).and_then(|v| v.parse::<usize>().ok());
                        let (h, w) = (
                            span(b"number-rows-spanned").unwrap_or(1),
                            span(b"number-columns-spanned").unwrap_or(1),
                        );
                        if (h > 1 || w > 1) && h <= MAX_REPEAT && w <= MAX_REPEAT {
                            look.merged.push((row, col, row + h - 1, col + w - 1));
                        }
                    }
                    if row_hidden && row < MAX_ROW {
                        look.hidden_rows.extend(row..row + rows);
                    }
                    col = col.saturating_add(k);
                }
                _ => {}
            }
        }
        Event::End(_) => match name {
            b"table-row" => row = row.saturating_add(row_repeat),
            b"table" => {
                if let Some((name, mut look)) = sheet.take() {
                    for (c, (_, hidden)) in columns.iter().enumerate() {
                        if *hidden {
                            look.hidden_cols.insert(c);
                        }
                    }
                    looks.insert(name, look);
                }
            }
            _ => {}
        },
        _ => {}
    });
    looks
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ods_border_widths() {
        assert_eq!(ods_line("0.06pt solid #000000"), Line::Thin);
        assert_eq!(ods_line("2.49pt solid #000000"), Line::Thick);
        assert_eq!(ods_line("0.5mm solid #000000"), Line::Thick);
        assert_eq!(ods_line("none"), Line::None);
        assert_eq!(ods_line("1.1pt double #000000"), Line::Thick);
    }

    #[test]
    fn ods_bold_weights() {
        assert!(weight_is_bold("bold"));
        assert!(weight_is_bold("700"));
        assert!(!weight_is_bold("normal"));
        assert!(!weight_is_bold("400"));
    }
}
