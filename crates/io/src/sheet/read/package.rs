//! What a workbook file really holds, whatever its name says: an .xlsx
//! saved under the name `.ods` (or the other way round) is read by its
//! content; a Word document, a presentation or a text file under a
//! workbook's name is refused with what it really is.

use std::io::{Read, Seek, SeekFrom};

use super::limits::is_cfb;
use super::workbook::Format;
use sheetdoku_core::InputError;

/// What the bytes of a file hold.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Content {
    /// A workbook of this format.
    Workbook(Format),
    /// An OLE2 container: an .xls, or an encrypted .xlsx.
    Ole2,
    /// Another kind of document, as told to a teacher ("a Word document
    /// (.docx)").
    Other(&'static str),
    /// Nothing recognised: left for the workbook reader to report.
    Unknown,
}

/// What the file at the reader's start holds; leaves the reader at its
/// start.
pub(crate) fn content<R: Read + Seek>(reader: &mut R) -> Content {
    let found = sniff(reader);
    let _ = reader.seek(SeekFrom::Start(0));
    found
}

fn sniff<R: Read + Seek>(reader: &mut R) -> Content {
    if is_cfb(reader).unwrap_or(false) {
        return Content::Ole2;
    }
    let Ok(mut zip) = zip::ZipArchive::new(&mut *reader) else {
        let _ = reader.seek(SeekFrom::Start(0));
        return text_kind(reader).map_or(Content::Unknown, Content::Other);
    };
    if let Ok(mut part) = zip.by_name("mimetype") {
        let mut text = String::new();
        let _ = part.by_ref().take(200).read_to_string(&mut text);
        return match text.trim() {
            t if t.ends_with("opendocument.spreadsheet")
                || t.ends_with("opendocument.spreadsheet-template") =>
            {
                Content::Workbook(Format::Ods)
            }
            t if t.contains("opendocument.text") => {
                Content::Other("an OpenDocument text document (.odt, LibreOffice Writer)")
            }
            t if t.contains("opendocument.presentation") => {
                Content::Other("an OpenDocument presentation (.odp, LibreOffice Impress)")
            }
            t if t.contains("opendocument.graphics") => {
                Content::Other("an OpenDocument drawing (.odg, LibreOffice Draw)")
            }
            _ => Content::Unknown,
        };
    }
    let has = |zip: &zip::ZipArchive<&mut R>, name: &str| zip.index_for_name(name).is_some();
    if has(&zip, "xl/workbook.xml") {
        Content::Workbook(Format::Xlsx)
    } else if has(&zip, "xl/workbook.bin") {
        Content::Workbook(Format::Xlsb)
    } else if has(&zip, "word/document.xml") {
        Content::Other("a Word document (.docx)")
    } else if has(&zip, "ppt/presentation.xml") {
        Content::Other("a PowerPoint presentation (.pptx)")
    } else {
        Content::Unknown
    }
}

/// What a file that is no container holds, when it reads as text: a
/// web page, a CSV or tab-separated table, or plain text.
fn text_kind<R: Read>(reader: &mut R) -> Option<&'static str> {
    let mut head = Vec::new();
    reader.take(4096).read_to_end(&mut head).ok()?;
    let text = match head.as_slice() {
        [0xFF, 0xFE, ..] | [0xFE, 0xFF, ..] => return Some("text (UTF-16)"),
        [0xEF, 0xBB, 0xBF, rest @ ..] => std::str::from_utf8(rest).ok()?,
        // The last bytes may cut a character short.
        bytes => match std::str::from_utf8(bytes) {
            Ok(t) => t,
            Err(e) if e.valid_up_to() + 4 >= bytes.len() => {
                std::str::from_utf8(&bytes[..e.valid_up_to()]).ok()?
            }
            Err(_) => return None,
        },
    };
    if text.is_empty() || text.chars().any(|c| c.is_control() && !c.is_whitespace()) {
        return None;
    }
    let lower = text.trim_start().to_ascii_lowercase();
    Some(
        if lower.starts_with("<!doctype html") || lower.starts_with("<html") {
            "a web page (HTML)"
        } else if lower.starts_with("<?xml") {
            "an XML file"
        } else if text.contains('\t') {
            "tab-separated text"
        } else if text.contains(',') || text.contains(';') {
            "a CSV table (comma-separated text)"
        } else {
            "plain text"
        },
    )
}

/// The format to read a file named as `named` holding `content` by, or
/// the refusal that says what the file really is.
pub(crate) fn format_to_read(named: Format, content: &Content) -> Result<Format, InputError> {
    match content {
        Content::Workbook(real) => Ok(*real),
        // An OLE2 file named .ods is an .xls; named .xlsx it may be an
        // encrypted .xlsx, which the .xlsx reader reports as such.
        Content::Ole2 if named == Format::Ods => Ok(Format::Xls),
        Content::Ole2 | Content::Unknown => Ok(named),
        Content::Other(what) => {
            let hint = if what.contains("text") || what.contains("CSV") {
                "; give it the ending .csv (or .txt) and read it again"
            } else {
                "; open it and save the puzzle from the spreadsheet program as .xlsx or .ods"
            };
            Err(InputError::NotASpreadsheet(format!(
                "the file is named as {} but holds {what}{hint}",
                article(named.name())
            )))
        }
    }
}

/// "an .xlsx workbook", "an .ods spreadsheet".
fn article(what: &str) -> String {
    format!("an {what}")
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::io::Cursor;

    #[test]
    fn text_under_a_workbook_name_is_told_by_kind() {
        let kind = |s: &str| content(&mut Cursor::new(s.as_bytes().to_vec()));
        assert_eq!(kind("1\t2\t3\n"), Content::Other("tab-separated text"));
        assert_eq!(
            kind("1,2,3\n"),
            Content::Other("a CSV table (comma-separated text)")
        );
        assert_eq!(kind("<html><body>"), Content::Other("a web page (HTML)"));
        assert_eq!(
            content(&mut Cursor::new(vec![0u8, 1, 2, 3])),
            Content::Unknown
        );
    }

    #[test]
    fn a_workbook_is_read_by_its_content() {
        assert_eq!(
            format_to_read(Format::Ods, &Content::Workbook(Format::Xlsx)),
            Ok(Format::Xlsx)
        );
        assert_eq!(format_to_read(Format::Ods, &Content::Ole2), Ok(Format::Xls));
        let e = format_to_read(Format::Xlsx, &Content::Other("a Word document (.docx)"))
            .unwrap_err()
            .to_string();
        assert!(
            e.contains("named as an .xlsx workbook but holds a Word document (.docx)"),
            "{e}"
        );
    }
}
