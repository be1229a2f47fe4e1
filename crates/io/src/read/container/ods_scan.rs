//! A streaming look at an .ods `content.xml` before calamine parses it:
//! calamine spells out repeated rows and cells (`table:number-rows-repeated`,
//! `table:number-columns-repeated`) into a dense range per sheet, so a tiny
//! file can ask for a hundred million cells. This scan bounds each sheet's
//! range from above: rows up to the last row with content, times the widest
//! row up to its last cell with content (empty repeats at the end of a row
//! or a sheet, as LibreOffice writes them, cost nothing).
//!
//! The XML is read by quick-xml, event by event, so memory stays small
//! whatever the repeats say. What the bounds allow is decided by the caller
//! ([`super::limits`]).

use std::io::{self, BufReader, Read};
use std::ops::ControlFlow;

use quick_xml::encoding::Decoder;
use quick_xml::events::{BytesStart, Event};
use quick_xml::Reader;

/// How far one sheet's repeated rows and columns reach.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct SheetExtent {
    /// The sheet's name.
    pub sheet: String,
    /// Rows up to the last row with content.
    pub rows: u64,
    /// The widest row, up to its last cell with content.
    pub width: u64,
}

impl SheetExtent {
    /// The cells calamine's dense range for the sheet holds at most.
    pub fn cells(&self) -> u64 {
        self.rows.saturating_mul(self.width)
    }
}

/// Reads `content.xml` to its end and hands each sheet's extent to
/// `sheet_done` as the sheet closes; a `Break` stops the scan there.
/// Returns the bytes read (all of them, unless stopped), so the caller can
/// count what the part inflates to.
///
/// XML quick-xml cannot parse ends the scan, but the rest is still read and
/// counted: calamine then says what is wrong with the document. Errors
/// reading the stream itself (a part that is not deflate data) are returned.
pub(crate) fn scan_content(
    reader: impl Read,
    mut sheet_done: impl FnMut(&SheetExtent) -> ControlFlow<()>,
) -> io::Result<u64> {
    let mut xml = Reader::from_reader(BufReader::new(Counted {
        inner: reader,
        read: 0,
    }));
    let mut state = Scan {
        decoder: xml.decoder(),
        extent: SheetExtent::default(),
        rows_seen: 0,
        row_repeats: 1,
        col: 0,
        row_width: 0,
    };
    let mut buf = Vec::new();
    loop {
        let event = match xml.read_event_into(&mut buf) {
            Ok(Event::Eof) => break,
            Ok(event) => event,
            Err(quick_xml::Error::Io(e)) => return Err(io::Error::new(e.kind(), e.to_string())),
            Err(_) => break,
        };
        let flow = match event {
            Event::Start(tag) => state.open(&tag, false, &mut sheet_done),
            Event::Empty(tag) => state.open(&tag, true, &mut sheet_done),
            Event::End(tag) => state.close(tag.name().as_ref(), &mut sheet_done),
            _ => ControlFlow::Continue(()),
        };
        if flow.is_break() {
            return Ok(xml.into_inner().into_inner().read);
        }
        buf.clear();
    }
    let mut rest = xml.into_inner().into_inner();
    io::copy(&mut rest, &mut io::sink())?;
    Ok(rest.read)
}

/// A reader that counts the bytes taken from it.
struct Counted<R> {
    inner: R,
    read: u64,
}

impl<R: Read> Read for Counted<R> {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        let k = self.inner.read(buf)?;
        self.read += k as u64;
        Ok(k)
    }
}

/// Where the scan is within the current sheet.
struct Scan {
    decoder: Decoder,
    extent: SheetExtent,
    rows_seen: u64,
    row_repeats: u64,
    col: u64,
    row_width: u64,
}

impl Scan {
    /// A start tag, or an empty element when `empty`.
    fn open(
        &mut self,
        tag: &BytesStart,
        empty: bool,
        sheet_done: &mut impl FnMut(&SheetExtent) -> ControlFlow<()>,
    ) -> ControlFlow<()> {
        match tag.name().as_ref() {
            b"table:table" => {
                self.extent = SheetExtent {
                    sheet: text(tag, "table:name", self.decoder).unwrap_or_default(),
                    ..SheetExtent::default()
                };
                self.rows_seen = 0;
                if empty {
                    return sheet_done(&self.extent);
                }
            }
            b"table:table-row" => {
                self.row_repeats = repeats(tag, "table:number-rows-repeated", self.decoder);
                (self.col, self.row_width) = (0, 0);
                if empty {
                    self.row_done();
                }
            }
            b"table:table-cell" | b"table:covered-table-cell" => {
                self.col = self.col.saturating_add(repeats(
                    tag,
                    "table:number-columns-repeated",
                    self.decoder,
                ));
                let has_value = matches!(tag.try_get_attribute("office:value-type"), Ok(Some(_)));
                if !empty || has_value {
                    self.row_width = self.col;
                }
            }
            _ => {}
        }
        ControlFlow::Continue(())
    }

    /// An end tag.
    fn close(
        &mut self,
        name: &[u8],
        sheet_done: &mut impl FnMut(&SheetExtent) -> ControlFlow<()>,
    ) -> ControlFlow<()> {
        match name {
            b"table:table-row" => self.row_done(),
            b"table:table" => return sheet_done(&self.extent),
            _ => {}
        }
        ControlFlow::Continue(())
    }

    fn row_done(&mut self) {
        self.rows_seen = self.rows_seen.saturating_add(self.row_repeats);
        if self.row_width > 0 {
            self.extent.rows = self.rows_seen;
            self.extent.width = self.extent.width.max(self.row_width);
        }
        (self.col, self.row_width, self.row_repeats) = (0, 0, 1);
    }
}

/// An attribute's value as text, if present and readable.
fn text(tag: &BytesStart, name: &str, decoder: Decoder) -> Option<String> {
    let attr = tag.try_get_attribute(name).ok()??;
    Some(attr.decode_and_unescape_value(decoder).ok()?.into_owned())
}

/// A repeat count (1 when absent or unreadable, as calamine reads it).
fn repeats(tag: &BytesStart, name: &str, decoder: Decoder) -> u64 {
    text(tag, name, decoder)
        .and_then(|v| v.trim().parse::<u64>().ok())
        .unwrap_or(1)
        .max(1)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every sheet's extent, read from a stream that hands out 7 bytes at a
    /// time (tags straddle reads), and the bytes read.
    fn extents(xml: &str) -> (Vec<SheetExtent>, u64) {
        struct Trickle<'a>(&'a [u8]);
        impl Read for Trickle<'_> {
            fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
                let k = self.0.len().min(buf.len()).min(7);
                buf[..k].copy_from_slice(&self.0[..k]);
                self.0 = &self.0[k..];
                Ok(k)
            }
        }
        let mut seen = Vec::new();
        let read = scan_content(Trickle(xml.as_bytes()), |e| {
            seen.push(e.clone());
            ControlFlow::Continue(())
        })
        .unwrap();
        (seen, read)
    }

    fn extent(sheet: &str, rows: u64, width: u64) -> SheetExtent {
        SheetExtent {
            sheet: sheet.to_string(),
            rows,
            width,
        }
    }

    #[test]
    fn trailing_empty_repeats_cost_nothing() {
        let xml = r#"<table:table table:name="A"><table:table-row>
            <table:table-cell office:value-type="float" office:value="5"><text:p>5</text:p></table:table-cell>
            <table:table-cell table:number-columns-repeated="16383"/></table:table-row>
            <table:table-row table:number-rows-repeated="1048575"><table:table-cell table:number-columns-repeated="16384"/></table:table-row>
            </table:table>"#;
        let (seen, read) = extents(xml);
        assert_eq!(seen, [extent("A", 1, 1)]);
        assert_eq!(read, xml.len() as u64);
    }

    #[test]
    fn repeated_content_is_counted() {
        let xml = r#"<table:table table:name='Big'><table:table-row table:number-rows-repeated = "2000">
            <table:table-cell table:number-columns-repeated="1000" office:value-type="float" office:value="1"/>
            </table:table-row></table:table>"#;
        let twice = format!("{xml}{}", xml.replace("'Big'", "'Big2'"));
        let (seen, _) = extents(&twice);
        assert_eq!(
            seen,
            [extent("Big", 2000, 1000), extent("Big2", 2000, 1000)]
        );
        assert_eq!(seen[0].cells(), 2_000_000);
    }

    #[test]
    fn empty_rows_between_content_rows_count() {
        let row =
            r#"<table:table-row><table:table-cell office:value-type="float"/></table:table-row>"#;
        let gap = r#"<table:table-row table:number-rows-repeated="1048574"><table:table-cell/></table:table-row>"#;
        let xml = format!(
            r#"<table:table table:name="S">{row}{gap}<table:table-row><table:table-cell table:number-columns-repeated="3"/><table:table-cell><text:p>x</text:p></table:table-cell></table:table-row></table:table>"#
        );
        assert_eq!(extents(&xml).0, [extent("S", 1_048_576, 4)]);
    }

    #[test]
    fn a_break_stops_the_scan_and_broken_xml_is_left_to_calamine() {
        let sheet = r#"<table:table table:name="T"><table:table-row><table:table-cell><text:p>1</text:p></table:table-cell></table:table-row></table:table>"#;
        let mut calls = 0;
        let both = format!("{sheet}{sheet}");
        scan_content(both.as_bytes(), |_| {
            calls += 1;
            ControlFlow::Break(())
        })
        .unwrap();
        assert_eq!(calls, 1);
        // A mismatched end tag ends the scan; every byte is still counted.
        let broken = format!("{sheet}<table:table></table:row>{sheet}");
        let (seen, read) = extents(&broken);
        assert_eq!(seen, [extent("T", 1, 1)]);
        assert_eq!(read, broken.len() as u64);
    }
}
