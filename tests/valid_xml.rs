//! Valid files whatever the text: random Unicode (C0 and C1 controls, NUL,
//! BEL, VT, U+FFFE and U+FFFF, the neighbours of the surrogates,
//! right-to-left marks, emoji, markup characters) in every text field a
//! caller gives a writer (titles, notes, symbols, statuses, labels, a
//! class's names and dates) still makes a workbook whose every XML part
//! is well formed and holds only characters XML 1.0 allows, in both
//! formats (`odd_text/` makes them). `tests/libreoffice/odd_text.rs` opens
//! such a file in Calc.

use crate::odd_text::{odd_char, odd_text, workbooks, xml_fault};
use proptest::prelude::*;
use sheetdoku::write::WorkbookFormat;

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]

    #[test]
    fn every_text_makes_valid_xml(
        text in odd_text(),
        symbols in prop::collection::hash_set(odd_char(), 4..=4),
    ) {
        let symbols: Vec<char> = symbols.into_iter().collect();
        for format in [WorkbookFormat::Ods, WorkbookFormat::Xlsx] {
            for (name, bytes) in workbooks(&text, &symbols, format) {
                let fault = xml_fault(&bytes);
                prop_assert!(fault.is_none(), "{name} ({format:?}) with {text:?}: {fault:?}");
            }
        }
    }
}

#[test]
fn the_issues_characters_leave_the_ods_valid() {
    let text = "a\u{0}b\u{7}c\u{B}d\u{FFFE}\u{FFFF}\u{200F}\u{1F600}";
    let symbols = ['\u{0}', '\u{7}', '\u{B}', 'x'];
    for (name, bytes) in workbooks(text, &symbols, WorkbookFormat::Ods) {
        assert_eq!(xml_fault(&bytes), None, "{name}");
    }
}
