//! Builders of huge and hostile inputs, made in the test so that nothing
//! large is committed: a million used cells, far-apart corners, thousands
//! of sheets, zip bombs, an .ods whose repeats spell out a billion cells.

use std::io::{Cursor, Read, Write};
use std::path::{Path, PathBuf};

use rust_xlsxwriter::Workbook;
use zip::write::SimpleFileOptions;
use zip::{CompressionMethod, ZipArchive, ZipWriter};

/// One sheet of `rows x cols` numbers 1..9.
pub fn many_cells(dir: &Path, rows: u32, cols: u16) -> PathBuf {
    let mut wb = Workbook::new();
    let ws = wb.add_worksheet();
    for r in 0..rows {
        for c in 0..cols {
            ws.write_number(r, c, f64::from((r + u32::from(c)) % 9 + 1))
                .unwrap();
        }
    }
    let path = dir.join(format!("cells-{rows}x{cols}.xlsx"));
    wb.save(&path).unwrap();
    path
}

/// A puzzle-sized sheet with one more cell in the last row and column.
pub fn far_corners(dir: &Path) -> PathBuf {
    let mut wb = Workbook::new();
    let ws = wb.add_worksheet();
    ws.write_number(0, 0, 5.0).unwrap();
    ws.write_number(1_048_575, 16_383, 7.0).unwrap();
    let path = dir.join("corners.xlsx");
    wb.save(&path).unwrap();
    path
}

/// A workbook of `sheets` sheets holding one number each.
pub fn many_sheets(dir: &Path, sheets: usize) -> PathBuf {
    let mut wb = Workbook::new();
    for _ in 0..sheets {
        wb.add_worksheet().write_number(0, 0, 1.0).unwrap();
    }
    let path = dir.join(format!("sheets-{sheets}.xlsx"));
    wb.save(&path).unwrap();
    path
}

/// A small valid .xlsx whose sheet XML is padded with `padding` spaces
/// after `<sheetData>` (valid XML that inflates to that many bytes). With
/// `lie`, the zip headers claim the sheet is as small as it was.
pub fn zip_bomb(dir: &Path, padding: u64, lie: bool) -> PathBuf {
    padded(dir, padding, lie, None)
}

/// [`zip_bomb`] with a second sheet, `Info`, that gives the pages a title
/// as our workbooks do ("title" | `title`).
pub fn titled_zip_bomb(dir: &Path, padding: u64, title: &str) -> PathBuf {
    padded(dir, padding, false, Some(title))
}

fn padded(dir: &Path, padding: u64, lie: bool, title: Option<&str>) -> PathBuf {
    let mut wb = Workbook::new();
    wb.add_worksheet().write_number(0, 0, 5.0).unwrap();
    if let Some(title) = title {
        let info = wb.add_worksheet().set_name("Info").unwrap();
        info.write_string(0, 0, "title").unwrap();
        info.write_string(0, 1, title).unwrap();
    }
    let plain = wb.save_to_buffer().unwrap();
    let mut src = ZipArchive::new(Cursor::new(plain)).unwrap();
    let mut out = ZipWriter::new(Cursor::new(Vec::new()));
    let sheet = "xl/worksheets/sheet1.xml";
    let mut true_size = 0u64;
    for i in 0..src.len() {
        let mut entry = src.by_index(i).unwrap();
        if entry.name().unwrap() != sheet {
            out.raw_copy_file(entry).unwrap();
            continue;
        }
        let mut xml = String::new();
        entry.read_to_string(&mut xml).unwrap();
        true_size = xml.len() as u64;
        let at = xml.find("<sheetData>").unwrap() + "<sheetData>".len();
        let options = SimpleFileOptions::default()
            .compression_method(CompressionMethod::Deflated)
            .compression_level(Some(9))
            .large_file(padding > u32::MAX as u64 / 2);
        out.start_file(sheet, options).unwrap();
        out.write_all(&xml.as_bytes()[..at]).unwrap();
        let chunk = vec![b' '; 1 << 20];
        let mut left = padding;
        while left > 0 {
            let k = left.min(chunk.len() as u64) as usize;
            out.write_all(&chunk[..k]).unwrap();
            left -= k as u64;
        }
        out.write_all(&xml.as_bytes()[at..]).unwrap();
    }
    let mut bytes = out.finish().unwrap().into_inner();
    if lie {
        let real = (true_size + padding) as u32;
        patch_sizes(&mut bytes, sheet, real, true_size as u32);
    }
    let path = dir.join(format!(
        "bomb-{padding}{}{}.xlsx",
        if lie { "-lying" } else { "" },
        if title.is_some() { "-titled" } else { "" }
    ));
    std::fs::write(&path, bytes).unwrap();
    path
}

/// Replaces the uncompressed size `real` of `name` by `claim` in its local
/// and central headers.
fn patch_sizes(bytes: &mut [u8], name: &str, real: u32, claim: u32) {
    let mut patched = 0;
    for i in 0..bytes.len().saturating_sub(46) {
        let (sig, size_at, name_len_at, name_at) = match &bytes[i..i + 4] {
            b"PK\x03\x04" => ("local", 22, 26, 30),
            b"PK\x01\x02" => ("central", 24, 28, 46),
            _ => continue,
        };
        let _ = sig;
        let len = u16::from_le_bytes([bytes[i + name_len_at], bytes[i + name_len_at + 1]]) as usize;
        if bytes.get(i + name_at..i + name_at + len) != Some(name.as_bytes()) {
            continue;
        }
        let at = i + size_at;
        if bytes[at..at + 4] == real.to_le_bytes() {
            bytes[at..at + 4].copy_from_slice(&claim.to_le_bytes());
            patched += 1;
        }
    }
    assert!(patched >= 1, "no size of {name} to patch");
}

/// An .ods of a few hundred bytes whose content.xml repeats one filled row
/// of 16,384 cells 65,536 times: a billion cells once spelled out.
pub fn ods_repeats(dir: &Path) -> PathBuf {
    repeats(dir, "", "repeats.ods")
}

/// [`ods_repeats`] whose first sheet, `Info`, gives the pages a title as
/// our workbooks do ("title" | `title`).
pub fn titled_ods_repeats(dir: &Path, title: &str) -> PathBuf {
    let info = format!(
        r#"<table:table table:name="Info"><table:table-row><table:table-cell office:value-type="string"><text:p>title</text:p></table:table-cell><table:table-cell office:value-type="string"><text:p>{title}</text:p></table:table-cell></table:table-row></table:table>"#
    );
    repeats(dir, &info, "titled-repeats.ods")
}

/// An .ods of the repeats, `first` (a table's XML) before them.
fn repeats(dir: &Path, first: &str, name: &str) -> PathBuf {
    let content = r#"<?xml version="1.0" encoding="UTF-8"?>
<office:document-content xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" office:version="1.3"><office:body><office:spreadsheet>
FIRST<table:table table:name="Repeats"><table:table-row table:number-rows-repeated="65536"><table:table-cell table:number-columns-repeated="16384" office:value-type="float" office:value="1"><text:p>1</text:p></table:table-cell></table:table-row></table:table>
</office:spreadsheet></office:body></office:document-content>"#
        .replace("FIRST", first);
    let manifest = r#"<?xml version="1.0" encoding="UTF-8"?>
<manifest:manifest xmlns:manifest="urn:oasis:names:tc:opendocument:xmlns:manifest:1.0" manifest:version="1.3">
 <manifest:file-entry manifest:full-path="/" manifest:media-type="application/vnd.oasis.opendocument.spreadsheet"/>
 <manifest:file-entry manifest:full-path="content.xml" manifest:media-type="text/xml"/>
</manifest:manifest>"#;
    let mut out = ZipWriter::new(Cursor::new(Vec::new()));
    let stored = SimpleFileOptions::default().compression_method(CompressionMethod::Stored);
    let deflated = SimpleFileOptions::default().compression_method(CompressionMethod::Deflated);
    out.start_file("mimetype", stored).unwrap();
    out.write_all(b"application/vnd.oasis.opendocument.spreadsheet")
        .unwrap();
    out.start_file("META-INF/manifest.xml", deflated).unwrap();
    out.write_all(manifest.as_bytes()).unwrap();
    out.start_file("content.xml", deflated).unwrap();
    out.write_all(content.as_bytes()).unwrap();
    let bytes = out.finish().unwrap().into_inner();
    let path = dir.join(name);
    std::fs::write(&path, bytes).unwrap();
    path
}
