//! Each puzzle of a worksheet is read from its row on the hidden `Key`
//! sheet: a mixed worksheet keeps every puzzle's rules, a worksheet
//! written before the key still reads by its sheets, a given retyped on a
//! `P` sheet is refused with the cells named, and a pupil's digits are not
//! givens.

use super::*;
use crate::layout::KEY_SHEET;
use crate::read::read_puzzles;
use crate::read_options::ReadOptions;
use crate::write::render;
use sheetdoku_core::{generate, GenerateOptions};
use sheetdoku_core::{Diagonals, Variant};

/// One generated puzzle of `g` (seeded).
fn one(g: &Geometry, seed: u64) -> WorksheetPuzzle {
    let opts = GenerateOptions::default().with_seed(seed);
    let p = generate(g, 1, &opts).unwrap().remove(0);
    WorksheetPuzzle::generated(g, p)
}

/// A standard 9x9, an X 9x9 and a 6x6 X: one worksheet of mixed rules.
fn mixed() -> WorksheetDoc {
    let standard = Geometry::standard(9).unwrap();
    let x9 = Geometry::for_variant(Variant::X, 9, None).unwrap();
    let x6 = Geometry::standard(6)
        .unwrap()
        .with_diagonals(Diagonals::Both);
    WorksheetDoc::default()
        .with_title("Mixed")
        .with_puzzles(vec![one(&standard, 1), one(&x9, 2), one(&x6, 3)])
}

/// `book` written as `name` in `dir`, in the format its ending names.
fn written(dir: &Path, name: &str, book: &Book) -> std::path::PathBuf {
    let path = dir.join(name);
    let format = if name.ends_with(".ods") {
        WorkbookFormat::Ods
    } else {
        WorkbookFormat::Xlsx
    };
    std::fs::write(&path, render(book, format).unwrap()).unwrap();
    path
}

fn sheet_mut<'a>(book: &'a mut Book, name: &str) -> &'a mut Sheet {
    book.sheets.iter_mut().find(|s| s.name == name).unwrap()
}

#[test]
fn a_mixed_worksheet_reads_back_every_puzzle_with_its_own_rules() {
    let dir = tempfile::tempdir().unwrap();
    let doc = mixed();
    let audiences = [Audience::Teacher, Audience::Pupils];
    for (name, audience) in ["m.xlsx", "m.ods"]
        .into_iter()
        .flat_map(|n| audiences.map(|a| (n, a)))
    {
        let path = written(dir.path(), name, &build(&doc, audience).unwrap());
        let read = read_puzzles(&path, &ReadOptions::default()).unwrap();
        assert_eq!(read.len(), 3, "{name}");
        for (p, r) in doc.puzzles.iter().zip(&read) {
            assert_eq!(r.geometry, p.geometry, "{name}");
            assert_eq!(r.givens, p.givens, "{name}");
        }
        assert_eq!(read[1].source.sheet.as_deref(), Some("P2"));
    }
}

#[test]
fn the_info_sheet_of_a_mixed_worksheet_says_mixed_and_where_the_rules_are() {
    let book = build(&mixed(), Audience::Teacher).unwrap();
    let info = book.sheets.iter().find(|s| s.name == INFO_SHEET).unwrap();
    let texts: Vec<String> = info
        .cells
        .values()
        .filter_map(|c| match &c.value {
            crate::write::book::Value::Text(t) => Some(t.clone()),
            _ => None,
        })
        .collect();
    assert!(texts.iter().any(|t| t == MIXED), "{texts:?}");
    assert!(
        texts.iter().any(|t| t.contains("hidden sheet Key")),
        "{texts:?}"
    );
    assert!(!texts.iter().any(|t| t == "standard"), "{texts:?}");
}

#[test]
fn a_worksheet_without_its_key_still_reads_by_its_sheets() {
    let dir = tempfile::tempdir().unwrap();
    // One variant for every puzzle: the Info sheet names it.
    let x = Geometry::for_variant(Variant::X, 9, None).unwrap();
    let doc = WorksheetDoc::default().with_puzzles(vec![one(&x, 4), one(&x, 5)]);
    let mut book = build(&doc, Audience::Teacher).unwrap();
    book.sheets.retain(|s| s.name != KEY_SHEET);
    for name in ["old.xlsx", "old.ods"] {
        let path = written(dir.path(), name, &book);
        let read = read_puzzles(&path, &ReadOptions::default()).unwrap();
        assert_eq!(read.len(), 2);
        for (p, r) in doc.puzzles.iter().zip(&read) {
            assert_eq!(r.geometry, p.geometry, "{name}");
            assert_eq!(r.givens, p.givens, "{name}");
        }
    }
}

#[test]
fn a_given_changed_on_a_p_sheet_is_refused_with_its_cells() {
    let dir = tempfile::tempdir().unwrap();
    let doc = mixed();
    let givens = &doc.puzzles[1].givens;
    let first = (0..81).find(|&c| givens.get(c) != 0).unwrap();
    let other = givens.get(first) % 9 + 1;
    let at = sheetdoku_core::CellNamer::default().cell(9, first);
    let mut book = build(&doc, Audience::Teacher).unwrap();
    let p2 = sheet_mut(&mut book, "P2");
    let (r, c) = ((first / 9) as u32, (first % 9) as u16);
    p2.number(r, c, f64::from(other), &Style::new());
    for name in ["edited.xlsx", "edited.ods"] {
        let path = written(dir.path(), name, &book);
        let e = read_puzzles(&path, &ReadOptions::default())
            .unwrap_err()
            .to_string();
        assert!(e.contains("sheet 'P2'"), "{e}");
        assert!(
            e.contains(&format!("{at} holds {other}, not {}", givens.get(first))),
            "{e}"
        );
        assert!(e.contains("1 given changed"), "{e}");
        assert!(e.contains("hidden sheet Key"), "{e}");
        // The other puzzles still read one by one.
        let opts = ReadOptions::default().with_puzzle(Some("P1".to_string()));
        let p1 = crate::read::read_puzzle(&path, &opts).unwrap();
        assert_eq!(p1.givens, doc.puzzles[0].givens);
    }
}

#[test]
fn a_pupils_digits_on_a_p_sheet_are_not_givens() {
    let dir = tempfile::tempdir().unwrap();
    let doc = mixed();
    let givens = &doc.puzzles[1].givens;
    let solution = doc.puzzles[1].solution.as_ref().unwrap();
    let mut book = build(&doc, Audience::Teacher).unwrap();
    let p2 = sheet_mut(&mut book, "P2");
    let open: Vec<usize> = (0..81).filter(|&c| givens.get(c) == 0).take(5).collect();
    for &cell in &open {
        let (r, c) = ((cell / 9) as u32, (cell % 9) as u16);
        p2.number(r, c, f64::from(solution.get(cell)), &Style::new());
    }
    for name in ["typed.xlsx", "typed.ods"] {
        let path = written(dir.path(), name, &book);
        let read = read_puzzles(&path, &ReadOptions::default()).unwrap();
        assert_eq!(&read[1].givens, givens, "{name}");
        assert_eq!(read[1].geometry, doc.puzzles[1].geometry, "{name}");
        // Marking still sees what the pupil typed.
        let grids = crate::read_returned(&path).unwrap().unwrap();
        let p2 = grids.iter().find(|g| g.sheet == "P2").unwrap();
        assert!(open.iter().all(|&c| p2.grid.get(c) == solution.get(c)));
    }
}
