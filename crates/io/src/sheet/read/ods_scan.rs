//! A streaming look at an .ods `content.xml` before calamine parses it:
//! calamine spells out repeated rows and cells (`table:number-rows-repeated`,
//! `table:number-columns-repeated`) into a dense range per sheet, so a tiny
//! file can ask for a hundred million cells. This scan bounds each sheet's
//! range from above: rows up to the last row with content, times the widest
//! row up to its last cell with content (empty repeats at the end of a row
//! or a sheet, as LibreOffice writes them, cost nothing).

use std::io::{self, Read};

use super::limits::{count, MAX_CELLS};
use crate::error::InputError;

/// Longest tag kept whole; a longer table tag is refused.
const MAX_TAG: usize = 64 << 10;

/// The scanner's state.
#[derive(Default)]
pub(crate) struct OdsScan {
    /// Inside `<...>`, and the tag's text so far.
    in_tag: bool,
    tag: Vec<u8>,
    /// The tag was longer than [`MAX_TAG`].
    overflow: bool,
    sheet: String,
    rows_seen: u64,
    rows_used: u64,
    width: u64,
    row_repeats: u64,
    col: u64,
    row_width: u64,
    /// Cells of the sheets finished so far.
    total: u64,
    error: Option<InputError>,
}

impl OdsScan {
    /// Feeds the whole stream, returning the bytes read.
    pub fn feed_all(&mut self, reader: &mut impl Read) -> io::Result<u64> {
        let mut buf = [0u8; 16 << 10];
        let mut read = 0u64;
        loop {
            let k = match reader.read(&mut buf) {
                Ok(0) => return Ok(read),
                Ok(k) => k,
                Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
                Err(e) => return Err(e),
            };
            read += k as u64;
            self.feed(&buf[..k]);
        }
    }

    /// Feeds bytes.
    pub fn feed(&mut self, bytes: &[u8]) {
        for &b in bytes {
            if self.error.is_some() {
                return;
            }
            if !self.in_tag {
                if b == b'<' {
                    self.in_tag = true;
                    self.tag.clear();
                    self.overflow = false;
                }
            } else if b == b'>' {
                self.in_tag = false;
                self.tag_done();
            } else if self.tag.len() < MAX_TAG {
                self.tag.push(b);
            } else {
                self.overflow = true;
            }
        }
    }

    /// The verdict once the stream is done.
    pub fn finish(self) -> Result<(), InputError> {
        match self.error {
            Some(e) => Err(e),
            None => Ok(()),
        }
    }

    fn tag_done(&mut self) {
        let tag = std::mem::take(&mut self.tag);
        let end = tag
            .iter()
            .skip(1)
            .position(|b| b.is_ascii_whitespace() || *b == b'/')
            .map_or(tag.len(), |i| i + 1);
        let name = &tag[..end];
        let closing = name.first() == Some(&b'/');
        let ours = matches!(
            name,
            b"table:table" | b"table:table-row" | b"table:table-cell" | b"table:covered-table-cell"
        );
        if ours && self.overflow {
            self.error = Some(InputError::TooLarge(format!(
                "a table element of content.xml is longer than {} KiB",
                MAX_TAG >> 10
            )));
            return;
        }
        let empty = tag.last() == Some(&b'/');
        match (name, closing) {
            (b"table:table", false) => {
                self.sheet = attr(&tag, b"table:name").unwrap_or_default();
                (self.rows_seen, self.rows_used, self.width) = (0, 0, 0);
            }
            (b"/table:table", _) => self.sheet_done(),
            (b"table:table-row", false) => {
                self.row_repeats = number(&tag, b"table:number-rows-repeated");
                (self.col, self.row_width) = (0, 0);
                if empty {
                    self.row_done();
                }
            }
            (b"/table:table-row", _) => self.row_done(),
            (b"table:table-cell" | b"table:covered-table-cell", false) => {
                let repeats = number(&tag, b"table:number-columns-repeated");
                self.col = self.col.saturating_add(repeats);
                if !empty || find(&tag, b"office:value-type").is_some() {
                    self.row_width = self.col;
                }
            }
            _ => {}
        }
    }

    fn row_done(&mut self) {
        self.rows_seen = self.rows_seen.saturating_add(self.row_repeats);
        if self.row_width > 0 {
            self.rows_used = self.rows_seen;
            self.width = self.width.max(self.row_width);
        }
        (self.col, self.row_width, self.row_repeats) = (0, 0, 1);
    }

    fn sheet_done(&mut self) {
        let cells = self.rows_used.saturating_mul(self.width);
        self.total = self.total.saturating_add(cells);
        if self.total > MAX_CELLS as u64 {
            self.error = Some(InputError::TooLarge(format!(
                "the repeated rows and columns of sheet '{}' spell out {} by {} cells; \
                 at most {} cells (all sheets together) are read",
                self.sheet,
                count(self.rows_used),
                count(self.width),
                count(MAX_CELLS as u64)
            )));
        }
    }
}

/// Where `name="` starts its value in a tag.
fn find(tag: &[u8], name: &[u8]) -> Option<usize> {
    let mut from = 0;
    while let Some(i) = tag[from..]
        .windows(name.len())
        .position(|w| w == name)
        .map(|i| i + from)
    {
        let before_ok = i == 0 || tag[i - 1].is_ascii_whitespace();
        let mut j = i + name.len();
        while tag.get(j).is_some_and(u8::is_ascii_whitespace) {
            j += 1;
        }
        if before_ok && tag.get(j) == Some(&b'=') {
            j += 1;
            while tag.get(j).is_some_and(u8::is_ascii_whitespace) {
                j += 1;
            }
            if matches!(tag.get(j), Some(b'"' | b'\'')) {
                return Some(j + 1);
            }
        }
        from = i + 1;
    }
    None
}

/// An attribute's value as text.
fn attr(tag: &[u8], name: &[u8]) -> Option<String> {
    let start = find(tag, name)?;
    let quote = tag[start - 1];
    let len = tag[start..].iter().position(|&b| b == quote)?;
    Some(String::from_utf8_lossy(&tag[start..start + len]).into_owned())
}

/// A repeat count (1 when absent or unreadable, as calamine reads it).
fn number(tag: &[u8], name: &[u8]) -> u64 {
    attr(tag, name)
        .and_then(|v| v.trim().parse::<u64>().ok())
        .unwrap_or(1)
        .max(1)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn scan(xml: &str) -> Result<(), InputError> {
        let mut s = OdsScan::default();
        // Feed in small pieces: tags may straddle reads.
        for chunk in xml.as_bytes().chunks(7) {
            s.feed(chunk);
        }
        s.finish()
    }

    #[test]
    fn trailing_empty_repeats_cost_nothing() {
        let xml = r#"<table:table table:name="A"><table:table-row>
            <table:table-cell office:value-type="float" office:value="5"><text:p>5</text:p></table:table-cell>
            <table:table-cell table:number-columns-repeated="16383"/></table:table-row>
            <table:table-row table:number-rows-repeated="1048575"><table:table-cell table:number-columns-repeated="16384"/></table:table-row>
            </table:table>"#;
        assert!(scan(xml).is_ok());
    }

    #[test]
    fn repeated_content_is_counted() {
        let xml = r#"<table:table table:name='Big'><table:table-row table:number-rows-repeated = "2000">
            <table:table-cell table:number-columns-repeated="1000" office:value-type="float" office:value="1"/>
            </table:table-row></table:table>"#;
        assert_eq!(
            scan(xml).unwrap_err().to_string(),
            "too large: the repeated rows and columns of sheet 'Big' spell out 2,000 by 1,000 cells; \
             at most 1,000,000 cells (all sheets together) are read"
        );
        let small = xml.replace("2000", "1000");
        assert!(scan(&small).is_ok());
        let twice = format!("{small}{}", small.replace("'Big'", "'Big2'"));
        assert!(scan(&twice).unwrap_err().to_string().contains("'Big2'"));
    }

    #[test]
    fn empty_rows_between_content_rows_count() {
        let row =
            r#"<table:table-row><table:table-cell office:value-type="float"/></table:table-row>"#;
        let gap = r#"<table:table-row table:number-rows-repeated="1048574"><table:table-cell/></table:table-row>"#;
        let xml = format!(
            r#"<table:table table:name="S">{row}{gap}<table:table-row><table:table-cell table:number-columns-repeated="3"/><table:table-cell><text:p>x</text:p></table:table-cell></table:table-row></table:table>"#
        );
        let e = scan(&xml).unwrap_err().to_string();
        assert!(e.contains("1,048,576 by 4 cells"), "{e}");
    }
}
