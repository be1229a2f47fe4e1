//! The workbooks of a puzzle with odd text in every text field a caller
//! gives a writer, and the check that a package's XML is valid: shared by
//! `tests/valid_xml.rs` and the LibreOffice suite.

use std::io::{Cursor, Read};

use proptest::prelude::*;
use quick_xml::events::Event;
use quick_xml::Reader;
use sheetdoku::check::MarkRow;
use sheetdoku::solve::{solve_puzzle, SolveOptions};
use sheetdoku::write::{
    batch_workbook_to_bytes, Audience, BatchEntry, MarksDoc, SolutionDoc, WorkbookFormat,
    WorksheetDoc, WorksheetPuzzle,
};
use sheetdoku::{Geometry, Grid, Puzzle};

/// Whether XML 1.0 allows `c` (its `Char` production).
pub fn xml_char(c: char) -> bool {
    matches!(c, '\t' | '\n' | '\r' | '\u{20}'..='\u{D7FF}' | '\u{E000}'..='\u{FFFD}' | '\u{10000}'..)
}

/// The characters most likely to break a file, and some ordinary ones.
pub fn odd_char() -> impl Strategy<Value = char> {
    prop_oneof![
        4 => (0u32..0x20).prop_map(|c| char::from_u32(c).unwrap()),
        2 => (0x7Fu32..0xA0).prop_map(|c| char::from_u32(c).unwrap()),
        2 => prop::sample::select(vec![
            '\u{FFFE}', '\u{FFFF}', '\u{FFFD}', '\u{D7FF}', '\u{E000}', '\u{200E}', '\u{200F}',
            '\u{202E}', '\u{2066}', '\u{FEFF}', '\u{1F600}', '\u{1F1F8}', '\u{10FFFF}', '<', '>',
            '&', '"', '\'', ']', '=', ';',
        ]),
        3 => any::<char>(),
        3 => prop::char::range('a', 'z'),
    ]
}

pub fn odd_text() -> impl Strategy<Value = String> {
    prop::collection::vec(odd_char(), 1..24).prop_map(|cs| cs.into_iter().collect())
}

/// Every `.xml` part of the package `bytes`: each must parse as XML with
/// every text and attribute value unescaped, and hold (raw and unescaped)
/// only characters XML 1.0 allows. The first fault found, naming the part.
pub fn xml_fault(bytes: &[u8]) -> Option<String> {
    let mut zip = zip::ZipArchive::new(Cursor::new(bytes)).ok()?;
    for i in 0..zip.len() {
        let mut part = zip.by_index(i).unwrap();
        let name = part.name().map(|n| n.into_owned()).unwrap_or_default();
        if !name.ends_with(".xml") && !name.ends_with(".rels") {
            continue;
        }
        let mut text = String::new();
        if part.read_to_string(&mut text).is_err() {
            return Some(format!("{name}: not UTF-8"));
        }
        if let Some(c) = text.chars().find(|&c| !xml_char(c)) {
            return Some(format!("{name}: holds U+{:04X}", c as u32));
        }
        let mut reader = Reader::from_str(&text);
        loop {
            let event = match reader.read_event() {
                Ok(e) => e,
                Err(e) => return Some(format!("{name}: {e}")),
            };
            let mut values = Vec::new();
            match &event {
                Event::Eof => break,
                Event::Text(t) => match t.decode() {
                    Ok(v) => values.push(v.into_owned()),
                    Err(e) => return Some(format!("{name}: {e}")),
                },
                Event::GeneralRef(r) => {
                    // A character reference must name an XML character.
                    if let Ok(Some(c)) = r.resolve_char_ref() {
                        values.push(c.to_string());
                    }
                }
                Event::Start(s) | Event::Empty(s) => {
                    for attr in s.attributes() {
                        match attr.map(|a| {
                            a.decode_and_unescape_value(reader.decoder())
                                .map(|v| v.into_owned())
                        }) {
                            Ok(Ok(v)) => values.push(v),
                            Ok(Err(e)) => return Some(format!("{name}: {e}")),
                            Err(e) => return Some(format!("{name}: {e}")),
                        }
                    }
                }
                _ => {}
            }
            for v in values {
                if let Some(c) = v.chars().find(|&c| !xml_char(c)) {
                    return Some(format!("{name}: a value holds U+{:04X}", c as u32));
                }
            }
        }
    }
    None
}

/// The workbooks of a 4x4 puzzle with `text` in every text field and
/// `symbols` (four different characters) for digits, in `format`.
pub fn workbooks(text: &str, symbols: &[char], format: WorkbookFormat) -> Vec<(String, Vec<u8>)> {
    let g = Geometry::standard(4).unwrap();
    let givens = Grid::parse_line("1..4.4..2..3..1.").unwrap();
    let puzzle = Puzzle::new(g.clone(), givens.clone()).unwrap();
    let report = solve_puzzle(&g, &givens, &SolveOptions::default()).unwrap();
    let solution = report.solution().cloned();
    let mut p = WorksheetPuzzle::new(g, givens);
    p.solution = solution.clone();
    p.note = Some(text.to_string());
    p.hardest_step = Some(text.to_string());
    let worksheet = WorksheetDoc::default()
        .with_title(text)
        .with_puzzles(vec![p])
        .with_per_page(1)
        .with_symbols(Some(symbols.to_vec()));
    let mut out = Vec::new();
    for audience in [Audience::Teacher, Audience::Pupils] {
        out.push((
            format!("worksheet {audience:?}"),
            worksheet.to_bytes_for(audience, format).unwrap(),
        ));
    }
    let doc = SolutionDoc::from_report(&puzzle, &report, text).with_title(Some(text));
    out.push(("solution".into(), doc.to_bytes(format).unwrap()));
    let entry = BatchEntry::new(text, &puzzle, solution.as_ref(), text);
    out.push((
        "batch".into(),
        batch_workbook_to_bytes(&[entry], format).unwrap(),
    ));
    // Every text field of the row holds the text.
    let mut row = MarkRow::unmarked(text, text.to_string());
    row.puzzle = Some(1);
    row.sheet = text.to_string();
    row.details = text.to_string();
    row.pupil = Some(text.to_string());
    let rows = [row];
    let marks = MarksDoc::new(text, text, &rows, text);
    out.push(("marks".into(), marks.to_bytes(format).unwrap()));
    out
}
