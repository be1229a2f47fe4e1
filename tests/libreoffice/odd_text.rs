//! A workbook written with the characters XML 1.0 forbids (NUL, BEL, VT,
//! U+FFFE) and right-to-left marks and emoji in its title, notes, symbols
//! and statuses opens in Calc: converted to .xlsx, every one is written.

use sheetdoku::write::WorkbookFormat;

use super::soffice::{expect_file, office, Recalc};
use crate::odd_text as valid_xml;

#[test]
fn workbooks_with_control_characters_open_in_calc() {
    let Some(office) = office("workbooks_with_control_characters_open_in_calc") else {
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    let text = "Trieda\u{0} 3B\u{7}\u{B} \u{FFFE}\u{FFFF} \u{200F}שלום\u{1F600} <&>";
    let symbols = ['\u{0}', '\u{7}', 'x', '\u{1F600}'];
    let mut files = Vec::new();
    for (name, bytes) in valid_xml::workbooks(text, &symbols, WorkbookFormat::Ods) {
        let stem = name.replace(' ', "-");
        let path = dir.path().join(format!("{stem}.ods"));
        std::fs::write(&path, bytes).unwrap();
        files.push((stem, path));
    }
    let out = dir.path().join("out");
    std::fs::create_dir_all(&out).unwrap();
    let paths: Vec<&std::path::Path> = files.iter().map(|(_, p)| p.as_path()).collect();
    office.convert("xlsx", &paths, &out, Recalc::Default);
    for (stem, _) in &files {
        expect_file(&out.join(format!("{stem}.xlsx")));
    }
}
