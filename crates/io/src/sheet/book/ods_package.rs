//! What spreadsheet-ods 1.0.4 cannot write, added to the package it wrote:
//! sheet protection (`table:protected`, no password) and defined names
//! (`table:named-expressions`, workbook-wide and sheet-local, as
//! LibreOffice keeps the Solver settings `solver_*`).
//!
//! The package is read with a zip library and `content.xml` is rewritten
//! event by event with an XML library; every other part is copied as it
//! is (compressed bytes included, `mimetype` first and stored).

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
pub(in crate::sheet) enum PackageError {
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

/// The package `ods` with the protection and the names of `book` added.
pub(in crate::sheet) fn finish(ods: Vec<u8>, book: &Book) -> Result<Vec<u8>, PackageError> {
    let protected: HashSet<&str> = book
        .sheets
        .iter()
        .filter(|s| s.protected)
        .map(|s| s.name.as_str())
        .collect();
    if protected.is_empty() && book.names.is_empty() {
        return Ok(ods);
    }
    let mut archive = ZipArchive::new(Cursor::new(ods))?;
    let mut out = ZipWriter::new(Cursor::new(Vec::new()));
    for i in 0..archive.len() {
        let file = archive.by_index_raw(i)?;
        if file.name()? != "content.xml" {
            out.raw_copy_file(file)?;
            continue;
        }
        drop(file);
        let mut content = Vec::new();
        archive.by_index(i)?.read_to_end(&mut content)?;
        let content = rewrite_content(&content, &protected, &book.names)?;
        let options = SimpleFileOptions::default().compression_method(CompressionMethod::Deflated);
        out.start_file("content.xml", options)?;
        out.write_all(&content)?;
    }
    Ok(out.finish()?.into_inner())
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
