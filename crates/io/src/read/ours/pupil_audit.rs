//! For the tests: reading a written workbook as a curious pupil would,
//! every sheet (hidden or not), every cell and the package's XML
//! (formulas, conditional formats, validations), for anything the
//! solution can be read from; and which sheets are locked.

use std::io::{Cursor, Read};

use calamine::{open_workbook_from_rs, Data, Ods, Range, Reader, Xlsx};

use crate::write::WorkbookFormat;
use sheetdoku_core::{symbol, Grid};

/// Every sheet of the workbook `bytes` in `format`, by name, as calamine
/// reads it (the stored values of formulas included).
pub(crate) fn sheets(bytes: &[u8], format: WorkbookFormat) -> Vec<(String, Range<Data>)> {
    fn all<R: Reader<Cursor<Vec<u8>>>>(mut book: R) -> Vec<(String, Range<Data>)> {
        let names = book.sheet_names().to_vec();
        names
            .into_iter()
            .map(|name| {
                let range = book.worksheet_range(&name).ok().unwrap_or_default();
                (name, range)
            })
            .collect()
    }
    let cursor = Cursor::new(bytes.to_vec());
    match format {
        WorkbookFormat::Xlsx => all(open_workbook_from_rs::<Xlsx<_>, _>(cursor).unwrap()),
        WorkbookFormat::Ods => all(open_workbook_from_rs::<Ods<_>, _>(cursor).unwrap()),
    }
}

/// Every XML part of the package `bytes`, by its name in the zip.
pub(crate) fn xml_parts(bytes: &[u8]) -> Vec<(String, String)> {
    let mut zip = zip::ZipArchive::new(Cursor::new(bytes)).unwrap();
    let mut parts = Vec::new();
    for i in 0..zip.len() {
        let mut file = zip.by_index(i).unwrap();
        let name = file.name().unwrap().to_string();
        if name.ends_with(".xml") || name.ends_with(".rels") {
            let mut text = String::new();
            file.read_to_string(&mut text).unwrap();
            parts.push((name, text));
        }
    }
    parts
}

/// Where the workbook `bytes` lets `solution` (of the puzzle `givens`) be
/// read, or `None`: a cell or an XML part holding it as one line of
/// symbols (the marking key's answer, a formula's text), or a grid of
/// cells anywhere, rows 1 or 2 apart, holding its every digit that is not
/// a given (an answer key, a solution sheet or page).
pub(crate) fn leak(
    bytes: &[u8],
    format: WorkbookFormat,
    givens: &Grid,
    solution: &Grid,
) -> Option<String> {
    let line = solution.to_line();
    if let Some((part, _)) = xml_parts(bytes)
        .into_iter()
        .find(|(_, t)| t.contains(&line))
    {
        return Some(format!("the solution line {line} is in {part}"));
    }
    let n = solution.size();
    let open: Vec<usize> = (0..n * n).filter(|&c| givens.get(c) == 0).collect();
    if open.is_empty() {
        return None;
    }
    for (name, range) in sheets(bytes, format) {
        let holds = |r: usize, c: usize, d: u8| match range.get((r, c)) {
            Some(Data::Float(x)) => *x == f64::from(d),
            Some(Data::Int(x)) => *x == i64::from(d),
            Some(Data::String(s)) => s.trim() == symbol(d).to_string(),
            _ => false,
        };
        let (rows, cols) = range.get_size();
        for step in [1, 2] {
            for top in 0..rows {
                for left in 0..cols {
                    let shows = |&cell: &usize| {
                        holds(top + step * (cell / n), left + cell % n, solution.get(cell))
                    };
                    if open.iter().all(shows) {
                        let at = sheetdoku_core::a1(
                            top + range.start().map_or(0, |s| s.0 as usize),
                            left + range.start().map_or(0, |s| s.1 as usize),
                        );
                        return Some(format!("sheet {name} shows the solution from {at}"));
                    }
                }
            }
        }
    }
    None
}

/// Whether sheet `name` of the workbook `bytes` is protected (locked), as
/// its XML says: `table:protected="true"` on its table in an `.ods`, a
/// `sheetProtection` element in its part of an `.xlsx`.
pub(crate) fn protected(bytes: &[u8], format: WorkbookFormat, name: &str) -> bool {
    let parts = xml_parts(bytes);
    let part = |wanted: &str| {
        parts
            .iter()
            .find(|(n, _)| n == wanted)
            .map(|(_, t)| t.clone())
            .unwrap_or_default()
    };
    match format {
        WorkbookFormat::Ods => {
            let content = part("content.xml");
            let named = format!("table:name=\"{name}\"");
            content
                .split("<table:table ")
                .skip(1)
                .map(|t| &t[..t.find('>').unwrap_or(t.len())])
                .find(|tag| tag.contains(&named))
                .is_some_and(|tag| tag.contains("table:protected=\"true\""))
        }
        WorkbookFormat::Xlsx => {
            // Sheets are numbered in the workbook's order.
            let workbook = part("xl/workbook.xml");
            let Some(index) = workbook
                .split("<sheet ")
                .skip(1)
                .position(|s| s.contains(&format!("name=\"{name}\"")))
            else {
                return false;
            };
            part(&format!("xl/worksheets/sheet{}.xml", index + 1)).contains("<sheetProtection")
        }
    }
}
