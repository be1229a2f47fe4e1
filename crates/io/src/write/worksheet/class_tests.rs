//! The worksheet as a class gets it: rules under every grid, no block map
//! in sight, page numbers of the pupils' pages only, two grids across a
//! page on its side, and an answer key that shows the givens apart.

use super::*;
use crate::layout::PRINTABLE;
use crate::write::book::Value;
use crate::write::common::house_style::SOLVED_FONT;
use rand::SeedableRng;
use sheetdoku_core::{generate, random_jigsaw, GenerateOptions};
use sheetdoku_core::{Diagonals, Variant};

fn doc(g: &Geometry, count: usize, per_page: usize) -> WorksheetDoc {
    let puzzles = generate(g, count, &GenerateOptions::default())
        .unwrap()
        .into_iter()
        .map(|p| WorksheetPuzzle::generated(g, p))
        .collect();
    WorksheetDoc::default()
        .with_title("Year 9")
        .with_puzzles(puzzles)
        .with_per_page(per_page)
        .with_cage_style(crate::CageStyle::Outlined)
}

fn sheet<'a>(book: &'a Book, name: &str) -> &'a Sheet {
    book.sheets.iter().find(|s| s.name == name).unwrap()
}

fn texts(sheet: &Sheet) -> Vec<&str> {
    sheet
        .cells
        .values()
        .filter_map(|c| match &c.value {
            Value::Text(t) => Some(t.as_str()),
            _ => None,
        })
        .collect()
}

#[test]
fn every_grid_has_its_rules_under_it() {
    let x = Geometry::for_variant(Variant::X, 9, None).unwrap();
    let book = build(&doc(&x, 3, 4), Audience::Teacher).unwrap();
    let page = sheet(&book, PRINTABLE);
    let rules: Vec<&str> = texts(page)
        .into_iter()
        .filter(|t| t.starts_with("Fill in the empty cells with the digits 1 to 9: every row"))
        .collect();
    assert_eq!(rules.len(), 3);
    assert!(rules[0].ends_with(
        "every row, column and 3x3 block holds each digit once; so does each of the two shaded \
         diagonals."
    ));
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(2);
    let jigsaw = random_jigsaw(6, Diagonals::None, &mut rng).unwrap();
    let book = build(&doc(&jigsaw, 1, 1), Audience::Teacher).unwrap();
    let page = sheet(&book, PRINTABLE);
    assert!(texts(page)
        .iter()
        .any(|t| t.contains("every row, column and outlined region holds each digit once.")));
}

#[test]
fn no_block_map_is_shown_beside_a_pupils_grid() {
    let w = Geometry::for_variant(Variant::WINDOKU, 9, None).unwrap();
    let book = build(&doc(&w, 1, 1), Audience::Teacher).unwrap();
    let p1 = sheet(&book, "P1");
    // The maps (block map and extra blocks) sit in hidden columns.
    for col in 10..=28u16 {
        assert!(p1.hidden_cols.contains(&col), "column {col} is shown");
    }
    for (&(_, c), cell) in &p1.cells {
        if c >= 10 && !matches!(cell.value, Value::Blank) {
            assert!(
                p1.hidden_cols.contains(&c),
                "a map cell in shown column {c}"
            );
        }
    }
    assert!(!p1.hidden_cols.contains(&8));
}

#[test]
fn page_numbers_count_the_pupils_pages_only() {
    let g = Geometry::standard(9).unwrap();
    let book = build(&doc(&g, 5, 2), Audience::Teacher).unwrap();
    let page = sheet(&book, PRINTABLE);
    let print = page.print.as_ref().unwrap();
    assert!(print.page_numbers);
    assert_eq!(print.page_count, Some(3));
    let key = sheet(&book, "Answers").print.as_ref().unwrap();
    assert!(!key.page_numbers);
}

#[test]
fn two_grids_fill_the_width_of_a_page_on_its_side() {
    let g = Geometry::standard(9).unwrap();
    let book = build(&doc(&g, 2, 2), Audience::Teacher).unwrap();
    let page = sheet(&book, PRINTABLE);
    assert!(page.print.as_ref().unwrap().landscape);
    // Both grids on one row of slots: their headings share a row.
    let headings: Vec<(u32, u16)> = page
        .cells
        .iter()
        .filter(|(_, c)| matches!(&c.value, Value::Text(t) if t.starts_with("1.") || t.starts_with("2.")))
        .map(|(&at, _)| at)
        .filter(|&(_, c)| c <= 20)
        .collect();
    assert_eq!(headings.len(), 2, "{headings:?}");
    assert_eq!(headings[0].0, headings[1].0);
    // Together the grids' columns take most of the page's width.
    let grid_px: u32 = (1..=9u16)
        .chain(11..=19)
        .map(|c| match page.widths[&c] {
            Size::Points(pt) => (pt / 0.75) as u32,
            Size::Pixels(px) => px,
            Size::Chars(ch) => (ch * 7.0) as u32,
        })
        .sum();
    assert!(grid_px > 850, "the grids take {grid_px} px of about 1030");
}

#[test]
fn the_answer_key_shows_the_givens_apart() {
    let g = Geometry::standard(9).unwrap();
    let d = doc(&g, 1, 1);
    let book = build(&d, Audience::Teacher).unwrap();
    let key = sheet(&book, "Answers");
    assert!(texts(key).iter().any(|t| t.contains("givens")));
    let p = &d.puzzles[0];
    let (top, left) = key
        .cells
        .iter()
        .find(|(_, c)| matches!(&c.value, Value::Text(t) if t == "1."))
        .map(|(&(r, c), _)| (r + 1, c))
        .unwrap();
    for cell in 0..81 {
        let at = (top + (cell / 9) as u32, left + (cell % 9) as u16);
        let style = &key.cells[&at].style;
        let digit = p.solution.as_ref().unwrap().get(cell);
        assert_eq!(key.cells[&at].value, Value::Text(digit.to_string()));
        if p.givens.get(cell) == 0 {
            assert!(
                !style.bold && style.color == Some(SOLVED_FONT),
                "cell {cell}"
            );
        } else {
            assert!(style.bold, "given {cell}");
        }
    }
}

/// A 16x16 reads 10 to 16 on the printed page as on its `P` sheet and as
/// its rules say ("digits 1 to 16"), never the letters A to G.
#[test]
fn a_sixteen_prints_its_digits_as_numbers_on_every_sheet() {
    let g = Geometry::standard(16).unwrap();
    for audience in [Audience::Pupils, Audience::Teacher] {
        let book = build(&doc(&g, 1, 1), audience).unwrap();
        for name in [PRINTABLE, "P1"] {
            let on = sheet(&book, name);
            let letters: Vec<&str> = texts(on)
                .into_iter()
                .filter(|t| t.len() == 1 && t.chars().all(|c| ('A'..='G').contains(&c)))
                .collect();
            assert!(letters.is_empty(), "{name}: {letters:?}");
            let big = on.cells.values().any(|c| match &c.value {
                Value::Number(x) => *x >= 10.0,
                Value::Text(t) => t.parse::<u8>().is_ok_and(|d| (10..=16).contains(&d)),
                _ => false,
            });
            assert!(big, "{name}: no digit 10 to 16 among the givens");
        }
    }
}
