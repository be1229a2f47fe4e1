//! What a file really holds, whatever its name says, and so how to read
//! it: a workbook is read by its content (an .xlsx saved under the name
//! `.ods`, or the other way round, or under no ending at all); text is
//! read as the name's ending says (`.csv`, `.txt`); a Word document, a
//! presentation or a text file under a workbook's name is refused with
//! what it really is, and anything else under a name we do not read is
//! refused with the endings we do.

use std::io::{Read, Seek, SeekFrom};
use std::path::Path;

use super::limits::is_cfb;
use sheetdoku_core::{InputError, SourceFormat};

/// The workbook formats calamine reads.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Format {
    Xlsx,
    Xlsb,
    Xls,
    Ods,
}

impl Format {
    /// What the format is called in messages.
    pub fn name(self) -> &'static str {
        match self {
            Format::Xlsx => ".xlsx workbook",
            Format::Xlsb => ".xlsb workbook",
            Format::Xls => ".xls workbook",
            Format::Ods => ".ods spreadsheet",
        }
    }

    /// The format of a lower-case extension.
    fn of(ext: &str) -> Option<Format> {
        match ext {
            "xlsx" | "xlsm" => Some(Format::Xlsx),
            "xlsb" => Some(Format::Xlsb),
            "xls" => Some(Format::Xls),
            "ods" => Some(Format::Ods),
            _ => None,
        }
    }
}

/// The kinds of file we read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Kind {
    Workbook(Format),
    Csv,
    Text,
}

impl Kind {
    /// The kind as the library reports it on each puzzle's source.
    pub fn source_format(self) -> SourceFormat {
        match self {
            Kind::Workbook(Format::Xlsx) => SourceFormat::Xlsx,
            Kind::Workbook(Format::Xlsb) => SourceFormat::Xlsb,
            Kind::Workbook(Format::Xls) => SourceFormat::Xls,
            Kind::Workbook(Format::Ods) => SourceFormat::Ods,
            Kind::Csv => SourceFormat::Csv,
            Kind::Text => SourceFormat::Text,
        }
    }
}

/// What a file's name says it is.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Named {
    Kind(Kind),
    /// An ending we do not read (".docx", or "(none)").
    Other(String),
}

fn named(name: &Path) -> Named {
    let ext = name
        .extension()
        .and_then(|e| e.to_str())
        .unwrap_or("")
        .to_ascii_lowercase();
    if let Some(format) = Format::of(&ext) {
        return Named::Kind(Kind::Workbook(format));
    }
    match ext.as_str() {
        "csv" => Named::Kind(Kind::Csv),
        // f-puzzles' JSON is text, told from the others by its content.
        "txt" | "sdk" | "ss" | "text" | "json" => Named::Kind(Kind::Text),
        "" => Named::Other("(none)".to_string()),
        _ => Named::Other(format!(".{ext}")),
    }
}

/// How to read the file named `name` whose bytes `reader` holds (the
/// reader is left at its start): by its content where that tells, else by
/// its name.
pub(crate) fn kind_of<R: Read + Seek>(reader: &mut R, name: &Path) -> Result<Kind, InputError> {
    let found = content(reader);
    let named = named(name);
    let unknown = |ending: &String| Err(InputError::UnknownExtension(ending.clone()));
    match (found, &named) {
        (Content::Workbook(real), _) => Ok(Kind::Workbook(real)),
        // An OLE2 file named .ods is an .xls; named .xlsx it may be an
        // encrypted .xlsx, which the .xlsx reader reports as such.
        (Content::Ole2, Named::Kind(Kind::Workbook(Format::Ods))) => {
            Ok(Kind::Workbook(Format::Xls))
        }
        (Content::Ole2, Named::Kind(Kind::Workbook(format))) => Ok(Kind::Workbook(*format)),
        (Content::Ole2, _) => Ok(Kind::Workbook(Format::Xls)),
        (Content::Document(what), named) => Err(refusal(named, what, false)),
        (Content::Text(what), Named::Kind(Kind::Workbook(_))) => Err(refusal(&named, what, true)),
        (Content::Text(_) | Content::Unknown, Named::Kind(kind)) => Ok(*kind),
        (Content::Text(_) | Content::Unknown, Named::Other(ending)) => unknown(ending),
    }
}

/// The refusal of a file named as `named` that holds `what` (text, when
/// `text`): what it really is, and what to do.
fn refusal(named: &Named, what: &str, text: bool) -> InputError {
    let hint = if what == JSON {
        "; give it the ending .json and read it again"
    } else if text {
        "; give it the ending .csv (or .txt) and read it again"
    } else {
        "; open it and save the puzzle from the spreadsheet program as .xlsx or .ods"
    };
    let named = match named {
        Named::Kind(Kind::Workbook(format)) => format!("named as an {}", format.name()),
        Named::Kind(Kind::Csv) => "named as a CSV table (.csv)".to_string(),
        Named::Kind(Kind::Text) => "named as text".to_string(),
        Named::Other(ending) if ending == "(none)" => "named with no ending".to_string(),
        Named::Other(ending) => format!("named {ending}"),
    };
    InputError::NotASpreadsheet(format!("the file is {named} but holds {what}{hint}"))
}

/// What a text holding a JSON object (f-puzzles') is called.
const JSON: &str = "JSON (an f-puzzles puzzle?)";

/// What the bytes of a file hold.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Content {
    /// A workbook of this format.
    Workbook(Format),
    /// An OLE2 container: an .xls, or an encrypted .xlsx.
    Ole2,
    /// Another kind of document, as told to a teacher ("a Word document
    /// (.docx)").
    Document(&'static str),
    /// Text, as told to a teacher ("plain text").
    Text(&'static str),
    /// Nothing recognised: left for the reader the name chooses to report.
    Unknown,
}

/// What the file at the reader's start holds; leaves the reader at its
/// start.
fn content<R: Read + Seek>(reader: &mut R) -> Content {
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
        return text_kind(reader).map_or(Content::Unknown, Content::Text);
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
                Content::Document("an OpenDocument text document (.odt, LibreOffice Writer)")
            }
            t if t.contains("opendocument.presentation") => {
                Content::Document("an OpenDocument presentation (.odp, LibreOffice Impress)")
            }
            t if t.contains("opendocument.graphics") => {
                Content::Document("an OpenDocument drawing (.odg, LibreOffice Draw)")
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
        Content::Document("a Word document (.docx)")
    } else if has(&zip, "ppt/presentation.xml") {
        Content::Document("a PowerPoint presentation (.pptx)")
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
        } else if lower.starts_with('{') {
            JSON
        } else if text.contains('\t') {
            "tab-separated text"
        } else if text.contains(',') || text.contains(';') {
            "a CSV table (comma-separated text)"
        } else {
            "plain text"
        },
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::io::Cursor;

    fn kind(bytes: &[u8], name: &str) -> Result<Kind, String> {
        kind_of(&mut Cursor::new(bytes.to_vec()), Path::new(name)).map_err(|e| e.to_string())
    }

    #[test]
    fn text_under_a_workbook_name_is_told_by_kind() {
        let found = |s: &str| content(&mut Cursor::new(s.as_bytes().to_vec()));
        assert_eq!(found("1\t2\t3\n"), Content::Text("tab-separated text"));
        assert_eq!(
            found("1,2,3\n"),
            Content::Text("a CSV table (comma-separated text)")
        );
        assert_eq!(found("<html><body>"), Content::Text("a web page (HTML)"));
        assert_eq!(found("{\"size\": 9}"), Content::Text(JSON));
        let e = kind(b"{\"size\": 9}", "p.xlsx").unwrap_err();
        assert!(
            e.contains("holds JSON (an f-puzzles puzzle?); give it the ending .json"),
            "{e}"
        );
        assert_eq!(
            content(&mut Cursor::new(vec![0u8, 1, 2, 3])),
            Content::Unknown
        );
        let e = kind(b"1,2,3\n", "p.ods").unwrap_err();
        assert!(
            e.contains("named as an .ods spreadsheet but holds a CSV table"),
            "{e}"
        );
    }

    #[test]
    fn text_is_read_as_its_name_says_and_refused_under_other_names() {
        assert_eq!(kind(b"1,2,3\n", "p.csv"), Ok(Kind::Csv));
        assert_eq!(kind(b"1..4\n", "p.txt"), Ok(Kind::Text));
        assert_eq!(kind(&[0, 1, 2, 3], "p.txt"), Ok(Kind::Text));
        assert_eq!(
            kind(b"1..4\n", "upload"),
            Err(InputError::UnknownExtension("(none)".into()).to_string())
        );
        assert_eq!(
            kind(b"%PDF-1.7", "p.pdf"),
            Err(InputError::UnknownExtension(".pdf".into()).to_string())
        );
    }

    #[test]
    fn an_ole2_container_is_read_by_its_name_or_as_xls() {
        let mut ole = vec![0xD0, 0xCF, 0x11, 0xE0, 0xA1, 0xB1, 0x1A, 0xE1];
        ole.extend([0; 504]);
        assert_eq!(kind(&ole, "p.ods"), Ok(Kind::Workbook(Format::Xls)));
        assert_eq!(kind(&ole, "p.xlsx"), Ok(Kind::Workbook(Format::Xlsx)));
        assert_eq!(kind(&ole, "upload"), Ok(Kind::Workbook(Format::Xls)));
    }
}
