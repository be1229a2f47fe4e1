//! What spreadsheet-ods 1.0.4 cannot write, added to the package it wrote:
//! sheet protection (`table:protected`, no password) and defined names
//! (`table:named-expressions`, workbook-wide and sheet-local, as
//! LibreOffice keeps the Solver settings `solver_*`).
//!
//! The package is read with a zip library and `content.xml` is rewritten
//! event by event with an XML library; every other part is copied as it
//! is (compressed bytes included, `mimetype` first and stored).
//!
//! This is also the one place every text of the workbook passes through on
//! its way into the file (cells, sheet names, validation messages, footers,
//! defined names): spreadsheet-ods writes the characters XML 1.0 forbids
//! (NUL, BEL, VT, the other C0 controls but tab and line ends, U+FFFE and
//! U+FFFF) as they are, and LibreOffice cannot open such a file. Every XML
//! part holding one is rewritten without them ([`drop_forbidden`]).

use std::collections::{HashMap, HashSet};
use std::fmt;
use std::io::{Cursor, Read, Write};

use quick_xml::events::{BytesEnd, BytesStart, Event};
use quick_xml::{Reader, Writer};
use zip::write::SimpleFileOptions;
use zip::{CompressionMethod, ZipArchive, ZipWriter};

use super::{Book, DefinedName, Expr};

/// A failure to rewrite the package (which we wrote ourselves a moment
/// before, so this is a bug, reported rather than hidden). Only its message
/// is kept: it becomes the writer's error text.
#[derive(Debug)]
pub(crate) enum PackageError {
    Zip(zip::result::ZipError),
    Xml(quick_xml::Error),
    Attr(quick_xml::events::attributes::AttrError),
    Io(std::io::Error),
}

impl fmt::Display for PackageError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PackageError::Zip(e) => write!(f, "ODF package: {e}"),
            PackageError::Xml(e) => write!(f, "ODF content.xml: {e}"),
            PackageError::Attr(e) => write!(f, "ODF content.xml: {e}"),
            PackageError::Io(e) => write!(f, "ODF package: {e}"),
        }
    }
}

impl From<zip::result::ZipError> for PackageError {
    fn from(e: zip::result::ZipError) -> Self {
        PackageError::Zip(e)
    }
}

impl From<quick_xml::Error> for PackageError {
    fn from(e: quick_xml::Error) -> Self {
        PackageError::Xml(e)
    }
}

impl From<quick_xml::events::attributes::AttrError> for PackageError {
    fn from(e: quick_xml::events::attributes::AttrError) -> Self {
        PackageError::Attr(e)
    }
}

impl From<std::io::Error> for PackageError {
    fn from(e: std::io::Error) -> Self {
        PackageError::Io(e)
    }
}

/// The package `ods` with the protection and the names of `book` added and
/// the characters XML 1.0 forbids dropped from every XML part.
pub(crate) fn finish(ods: Vec<u8>, book: &Book) -> Result<Vec<u8>, PackageError> {
    let protected: HashSet<&str> = book
        .sheets
        .iter()
        .filter(|s| s.protected)
        .map(|s| s.name.as_str())
        .collect();
    let mut archive = ZipArchive::new(Cursor::new(ods))?;
    let mut out = ZipWriter::new(Cursor::new(Vec::new()));
    for i in 0..archive.len() {
        let file = archive.by_index_raw(i)?;
        let name = file.name()?.to_string();
        let content_xml = name == "content.xml";
        if !name.ends_with(".xml") {
            out.raw_copy_file(file)?;
            continue;
        }
        drop(file);
        let mut xml = Vec::new();
        archive.by_index(i)?.read_to_end(&mut xml)?;
        let rewrite = content_xml && !(protected.is_empty() && book.names.is_empty());
        if !rewrite && !has_forbidden(&xml) {
            out.raw_copy_file(archive.by_index_raw(i)?)?;
            continue;
        }
        if rewrite {
            xml = rewrite_content(&xml, &protected, &book.names)?;
        }
        let xml = drop_forbidden(xml);
        let options = SimpleFileOptions::default().compression_method(CompressionMethod::Deflated);
        out.start_file(name, options)?;
        out.write_all(&xml)?;
    }
    Ok(out.finish()?.into_inner())
}

/// Whether `c` is a character XML 1.0 allows (its `Char` production; a
/// Rust `char` is never a surrogate).
fn xml_char(c: char) -> bool {
    matches!(c, '\t' | '\n' | '\r' | '\u{20}'..='\u{FFFD}' | '\u{10000}'..)
}

/// Whether the UTF-8 text `xml` holds a character XML 1.0 forbids: a C0
/// control but tab and line ends, or U+FFFE or U+FFFF (`EF BF BE`, `EF BF
/// BF`).
fn has_forbidden(xml: &[u8]) -> bool {
    xml.iter().enumerate().any(|(i, &b)| {
        (b < 0x20 && !matches!(b, b'\t' | b'\n' | b'\r'))
            || (b == 0xEF && matches!(xml.get(i + 1..i + 3), Some([0xBF, 0xBE | 0xBF])))
    })
}

/// `xml` without the characters XML 1.0 forbids (kept as it is when it
/// has none, or is not UTF-8, which spreadsheet-ods never writes).
fn drop_forbidden(xml: Vec<u8>) -> Vec<u8> {
    if !has_forbidden(&xml) {
        return xml;
    }
    match String::from_utf8(xml) {
        Ok(text) => text
            .chars()
            .filter(|&c| xml_char(c))
            .collect::<String>()
            .into_bytes(),
        Err(e) => e.into_bytes(),
    }
}

/// `content.xml` with `table:protected="true"` on the tables named in
/// `protected`, each sheet's own names at the end of its table and the
/// workbook-wide names after the last table.
fn rewrite_content(
    content: &[u8],
    protected: &HashSet<&str>,
    names: &[DefinedName],
) -> Result<Vec<u8>, PackageError> {
    let mut local: HashMap<&str, Vec<&DefinedName>> = HashMap::new();
    let mut global = Vec::new();
    for name in names {
        match &name.scope {
            Some(sheet) => local.entry(sheet.as_str()).or_default().push(name),
            None => global.push(name),
        }
    }
    let mut reader = Reader::from_reader(content);
    reader.config_mut().trim_text(false);
    let mut writer = Writer::new(Vec::with_capacity(content.len() + 4096));
    // The table being copied, by name.
    let mut table: Option<String> = None;
    loop {
        match reader.read_event()? {
            Event::Eof => break,
            Event::Start(start) if start.name().as_ref() == b"table:table" => {
                let name = match start.try_get_attribute("table:name")? {
                    Some(attr) => attr
                        .decode_and_unescape_value(reader.decoder())?
                        .into_owned(),
                    None => String::new(),
                };
                if protected.contains(name.as_str()) {
                    let mut start = start.into_owned();
                    start.push_attribute(("table:protected", "true"));
                    writer.write_event(Event::Start(start))?;
                } else {
                    writer.write_event(Event::Start(start))?;
                }
                table = Some(name);
            }
            Event::End(end) if end.name().as_ref() == b"table:table" => {
                if let Some(sheet) = table.take() {
                    if let Some(names) = local.get(sheet.as_str()) {
                        write_names(&mut writer, &sheet, names)?;
                    }
                }
                writer.write_event(Event::End(end))?;
            }
            Event::End(end) if end.name().as_ref() == b"office:spreadsheet" => {
                let first = names_base(names);
                write_names(&mut writer, &first, &global)?;
                writer.write_event(Event::End(end))?;
            }
            event => writer.write_event(event)?,
        }
    }
    Ok(writer.into_inner())
}

/// The sheet the workbook-wide names are based on: any, as their
/// references name their sheets; the first one named.
fn names_base(names: &[DefinedName]) -> String {
    names
        .iter()
        .find_map(|n| n.scope.clone())
        .unwrap_or_else(|| "Sheet1".to_string())
}

/// `<table:named-expressions>` holding `names`: a reference as a named
/// range, anything else (a number, a text, another name) as a named
/// expression, both based on cell A1 of `sheet`.
fn write_names(
    writer: &mut Writer<Vec<u8>>,
    sheet: &str,
    names: &[&DefinedName],
) -> Result<(), PackageError> {
    if names.is_empty() {
        return Ok(());
    }
    let base = Expr::Ref(super::formula::Ref {
        sheet: Some(sheet.to_string()),
        from: (0, 0),
        to: None,
        absolute: true,
    })
    .ods_address()
    .unwrap_or_default();
    writer.write_event(Event::Start(BytesStart::new("table:named-expressions")))?;
    for name in names {
        let element = match name.value.ods_address() {
            Some(address) => {
                let mut e = BytesStart::new("table:named-range");
                e.push_attribute(("table:name", name.name.as_str()));
                e.push_attribute(("table:base-cell-address", base.as_str()));
                e.push_attribute(("table:cell-range-address", address.as_str()));
                e
            }
            None => {
                let mut e = BytesStart::new("table:named-expression");
                e.push_attribute(("table:name", name.name.as_str()));
                e.push_attribute(("table:base-cell-address", base.as_str()));
                // Without the `of:=` prefix, as LibreOffice 25.2 writes
                // the Solver settings.
                e.push_attribute(("table:expression", name.value.ods_body().as_str()));
                e
            }
        };
        writer.write_event(Event::Empty(element))?;
    }
    writer.write_event(Event::End(BytesEnd::new("table:named-expressions")))?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn forbidden_characters_are_dropped_and_the_rest_kept() {
        let text = "a\u{0}b\u{7}c\u{B}d\te\nf\u{FFFE}g\u{FFFF}h\u{FFFD}\u{200F}\u{1F600}";
        assert!(has_forbidden(text.as_bytes()));
        let kept = String::from_utf8(drop_forbidden(text.as_bytes().to_vec())).unwrap();
        assert_eq!(kept, "abcd\te\nfgh\u{FFFD}\u{200F}\u{1F600}");
        assert!(!has_forbidden(kept.as_bytes()));
        assert!(!has_forbidden("é ü 漢 \u{10FFFF}".as_bytes()));
    }
}
