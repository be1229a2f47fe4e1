//! `--lang`: the pages in the teacher's language; what the pupils fill in
//! is read back whatever the language.

use calamine::{open_workbook_auto, Data, Reader};
use tempfile::TempDir;

use crate::common::{sample, sheetdoku};

/// Every text cell of a sheet.
fn texts(path: &std::path::Path, sheet: &str) -> Vec<String> {
    let mut book = open_workbook_auto(path).unwrap();
    let range = book.worksheet_range(sheet).unwrap();
    range
        .rows()
        .flatten()
        .filter_map(|c| match c {
            Data::String(s) => Some(s.clone()),
            _ => None,
        })
        .collect()
}

#[test]
fn a_slovak_worksheet_is_written_in_slovak_and_read_back() {
    let dir = TempDir::new().unwrap();
    for name in ["sk.xlsx", "sk.ods"] {
        let out = dir.path().join(name);
        sheetdoku()
            .args([
                "generate", "--count", "2", "--seed", "3", "--lang", "sk", "-o",
            ])
            .arg(&out)
            .assert()
            .success();
        let page = texts(&out, "Worksheet");
        assert!(page.iter().any(|t| t.starts_with("Meno: ")), "{page:?}");
        assert!(
            page.iter().any(|t| t.starts_with("1.  Úroveň: ")),
            "{page:?}"
        );
        assert!(!page.iter().any(|t| t.contains("Level")), "{page:?}");
        // The pupils' grids are found and checked as in English.
        sheetdoku()
            .arg("check")
            .arg(&out)
            .assert()
            .code(0)
            .stdout(predicates::str::contains("sheet P2"));
    }
}

#[test]
fn a_croatian_play_page_and_its_notes() {
    let dir = TempDir::new().unwrap();
    let out = dir.path().join("hr.ods");
    sheetdoku()
        .args(["--lang", "hr-HR", "solve", "--unique", "-o"])
        .arg(&out)
        .arg(sample("windoku-x.ods"))
        .assert()
        .success();
    let play = texts(&out, "Play");
    assert!(
        play.iter().any(|t| t
            == "Upišite u prazna polja znamenke od 1 do 9: svaki redak, stupac, blok, dijagonala i dodatni blok sadrži svaku znamenku točno jednom."),
        "{play:?}"
    );
    let solution = texts(&out, "Solution");
    assert!(solution
        .iter()
        .any(|t| t == "Rješenje je jedinstveno: nijedna druga mreža ne odgovara zagonetki."));
    sheetdoku()
        .arg("check")
        .arg(&out)
        .assert()
        .code(0)
        .stdout(predicates::str::contains("verdict: not started"));
}

#[test]
fn a_language_not_shipped_is_refused_with_the_choices() {
    sheetdoku()
        .args(["--lang", "fr", "template", "-o", "x.ods"])
        .assert()
        .code(2)
        .stderr(predicates::str::contains("en, sk, cs, hr, de, it, ru"));
}
