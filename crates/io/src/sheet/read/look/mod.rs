//! What a sheet shows besides its values, read from the package itself
//! (calamine does not expose it): the borders and fills of cells, hidden
//! rows and columns, formulas and whether their values are stored, and
//! (for .ods) merged cells. The reader uses it as evidence of where a grid
//! is and how its regions are drawn.
//!
//! .xlsx: `xl/styles.xml` (borders and fills of each cell format), the
//! sheets' XML (each cell's format `s`, `<f>` and `<v>`, hidden rows and
//! columns, merged cells come from calamine). .ods: the automatic cell
//! styles of `content.xml`, each cell's or column's style, repeats,
//! spans and `table:visibility`. Anything unreadable leaves the sheet's
//! look empty: the evidence is then simply absent.

use std::collections::{BTreeSet, HashMap};
use std::io::{BufReader, Read, Seek, SeekFrom};

use quick_xml::events::{BytesStart, Event};
use quick_xml::Reader;

mod ods;
use ods::ods_looks;

/// How one edge of a cell is drawn.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord)]
pub enum Line {
    /// Not drawn.
    #[default]
    None,
    /// A thin line (thin, hair, dotted, dashed).
    Thin,
    /// A thick line (medium, thick, double).
    Thick,
}

/// A cell's borders and fill.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct CellLook {
    pub(crate) top: Line,
    pub(crate) bottom: Line,
    pub(crate) left: Line,
    pub(crate) right: Line,
    /// The fill colour, when the cell is filled.
    pub(crate) fill: Option<String>,
}

impl CellLook {
    fn is_plain(&self) -> bool {
        *self == CellLook::default()
    }
}

/// A formula cell: its text and whether the file stores a usable value.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Formula {
    /// The formula as written (`=4+1`).
    pub text: String,
    /// The stored value: `None` when absent, else its text.
    pub stored: Option<String>,
}

/// Everything besides values that the reader looks at on one sheet:
/// borders, fills, hidden rows and columns, formulas.
#[derive(Clone, Debug, Default)]
pub struct Look {
    /// Cells with a border or a fill, by absolute (row, col).
    pub(crate) cells: HashMap<(usize, usize), CellLook>,
    /// Hidden rows and columns.
    pub(crate) hidden_rows: BTreeSet<usize>,
    pub(crate) hidden_cols: BTreeSet<usize>,
    /// Formula cells.
    pub(crate) formulas: HashMap<(usize, usize), Formula>,
    /// Merged areas the package states (.ods), as (top, left, bottom, right).
    pub(crate) merged: Vec<(usize, usize, usize, usize)>,
}

impl Look {
    /// The look of a cell (plain when unstyled).
    pub fn at(&self, r: usize, c: usize) -> CellLook {
        self.cells.get(&(r, c)).cloned().unwrap_or_default()
    }

    /// The line between (r, c) and the cell below it.
    pub fn below(&self, r: usize, c: usize) -> Line {
        self.at(r, c).bottom.max(self.at(r + 1, c).top)
    }

    /// The line between (r, c) and the cell right of it.
    pub fn right_of(&self, r: usize, c: usize) -> Line {
        self.at(r, c).right.max(self.at(r, c + 1).left)
    }

    /// The line above (r, c) (its own top edge or the bottom of the cell above).
    pub fn above(&self, r: usize, c: usize) -> Line {
        match r.checked_sub(1) {
            Some(up) => self.below(up, c),
            None => self.at(r, c).top,
        }
    }

    /// The line left of (r, c).
    pub fn left_of(&self, r: usize, c: usize) -> Line {
        match c.checked_sub(1) {
            Some(left) => self.right_of(r, left),
            None => self.at(r, c).left,
        }
    }
}

/// Repeats larger than this (a whole styled column, a sheet's last rows)
/// are no part of a grid and are not spelled out.
const MAX_REPEAT: usize = 64;
/// Rows and columns beyond these are not looked at.
const MAX_ROW: usize = 10_000;
const MAX_COL: usize = 1_000;

/// The look of every sheet, by sheet name; empty when the package cannot
/// be read. Leaves the reader at its start.
pub(crate) fn read<R: Read + Seek>(reader: &mut R, ods: bool) -> HashMap<String, Look> {
    let looks = (|| {
        let mut zip = zip::ZipArchive::new(&mut *reader).ok()?;
        Some(if ods {
            ods_looks(&mut zip)
        } else {
            xlsx_looks(&mut zip)
        })
    })()
    .unwrap_or_default();
    let _ = reader.seek(SeekFrom::Start(0));
    looks
}

type Zip<'a, R> = zip::ZipArchive<&'a mut R>;

fn part<R: Read + Seek>(zip: &mut Zip<'_, R>, name: &str) -> Option<Vec<u8>> {
    let part = zip.by_name(name).ok()?;
    let mut bytes = Vec::new();
    part.take(64 << 20).read_to_end(&mut bytes).ok()?;
    Some(bytes)
}

/// An attribute by its local name (prefixes ignored).
fn attr(tag: &BytesStart, local: &[u8]) -> Option<String> {
    tag.attributes().flatten().find_map(|a| {
        (a.key.local_name().as_ref() == local)
            .then(|| String::from_utf8_lossy(&a.value).into_owned())
    })
}

/// An attribute by its full name.
fn attr_full(tag: &BytesStart, name: &[u8]) -> Option<String> {
    tag.attributes().flatten().find_map(|a| {
        (a.key.as_ref() == name).then(|| String::from_utf8_lossy(&a.value).into_owned())
    })
}

/// Calls `f` on each event of an XML part, with the event's local name.
fn each_event(bytes: &[u8], mut f: impl FnMut(&Event, &[u8])) {
    let mut xml = Reader::from_reader(BufReader::new(bytes));
    let mut buf = Vec::new();
    loop {
        match xml.read_event_into(&mut buf) {
            Ok(Event::Eof) | Err(_) => break,
            Ok(event) => {
                let name: Vec<u8> = match &event {
                    Event::Start(t) | Event::Empty(t) => t.local_name().as_ref().to_vec(),
                    Event::End(t) => t.local_name().as_ref().to_vec(),
                    _ => Vec::new(),
                };
                f(&event, &name);
            }
        }
        buf.clear();
    }
}

fn xlsx_line(style: Option<String>) -> Line {
    match style.as_deref() {
        None | Some("none") => Line::None,
        Some("medium" | "thick" | "double" | "mediumDashed" | "mediumDashDot") => Line::Thick,
        Some(_) => Line::Thin,
    }
}

/// The look of each cell format of `xl/styles.xml`, by index.
fn xlsx_formats(bytes: &[u8]) -> Vec<CellLook> {
    let mut borders: Vec<CellLook> = Vec::new();
    let mut fills: Vec<Option<String>> = Vec::new();
    let mut formats: Vec<(usize, usize)> = Vec::new();
    let mut section: Vec<u8> = Vec::new();
    let mut in_cell_xfs = false;
    each_event(bytes, |event, name| match event {
        Event::Start(t) | Event::Empty(t) => {
            let empty = matches!(event, Event::Empty(_));
            match name {
                b"borders" | b"fills" => section = name.to_vec(),
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
                    formats.push((id(b"borderId"), id(b"fillId")));
                }
                _ => {}
            }
        }
        Event::End(_) => match name {
            b"borders" | b"fills" => section.clear(),
            b"cellXfs" => in_cell_xfs = false,
            _ => {}
        },
        _ => {}
    });
    formats
        .into_iter()
        .map(|(b, f)| {
            let mut look = borders.get(b).cloned().unwrap_or_default();
            look.fill = fills.get(f).cloned().flatten();
            look
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

fn xlsx_looks<R: Read + Seek>(zip: &mut Zip<'_, R>) -> HashMap<String, Look> {
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

fn xlsx_sheet(bytes: &[u8], formats: &[CellLook]) -> Look {
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
                    if let Some(style) = style.filter(|s| !s.is_plain()) {
                        if at.0 < MAX_ROW && at.1 < MAX_COL {
                            look.cells.insert(at, style.clone());
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
