//! Calc's AutoInput completes what a pupil types into a cell from the
//! texts already in its column: a "3" typed under the heading "3.  Level:
//! easy" became "3.  Level: easy", and a "1" under a killer's sum "11"
//! became "11", and the grid's validation then refused the right digit.
//! So no text that begins with a digit stands in a column a pupil types
//! digits into: on every page, in every grid's columns, above and below
//! it (sums are numbers; titles and headings stand in the margin or the
//! gap between grids).

use super::*;
use crate::write::book::Value;
use sheetdoku_core::{generate_killer, GenerateOptions, KillerOptions};

/// A class of two killers and two plain puzzles of each size 6 and 9,
/// under a title that begins with a digit, as class names do.
fn class() -> WorksheetDoc {
    let mut puzzles = Vec::new();
    for n in [6, 9] {
        let base = Geometry::standard(n).unwrap();
        for seed in 0..2 {
            let opts = KillerOptions::default().with_seed(seed);
            puzzles.push(WorksheetPuzzle::killer(
                generate_killer(&base, &opts).unwrap(),
            ));
            let opts = GenerateOptions::default().with_seed(seed);
            let made = sheetdoku_core::generate(&base, 1, &opts).unwrap().remove(0);
            let mut plain = WorksheetPuzzle::new(base.clone(), made.givens);
            plain.solution = Some(made.solution);
            puzzles.push(plain);
        }
    }
    WorksheetDoc::default()
        .with_title("7.A Sudoku")
        .with_puzzles(puzzles)
        .with_cage_style(crate::CageStyle::Outlined)
}

/// The marking key's grids: sheet, top row, left column, size.
fn grids(book: &Book, doc: &WorksheetDoc) -> Vec<(String, u32, u16, usize)> {
    let key = book.sheets.iter().find(|s| s.name == "Key").unwrap();
    let text = |r: u32, c: u16| match key.cells.get(&(r, c)).map(|c| &c.value) {
        Some(Value::Text(t)) => Some(t.clone()),
        Some(Value::Number(x)) => Some(x.to_string()),
        _ => None,
    };
    (2..)
        .map_while(|r| {
            let puzzle: usize = text(r, 0)?.parse::<f64>().ok()? as usize;
            let sheet = text(r, 2)?;
            let num = |c| text(r, c).unwrap().parse::<f64>().unwrap();
            let n = doc.puzzles[puzzle - 1].geometry.size();
            Some((sheet, num(3) as u32 - 1, num(4) as u16 - 1, n))
        })
        .collect()
}

#[test]
fn no_text_a_digit_could_be_completed_from_stands_in_a_grids_columns() {
    let doc = class();
    for audience in [Audience::Pupils, Audience::Teacher] {
        let book = build(&doc, audience).unwrap();
        let grids = grids(&book, &doc);
        assert!(grids.len() >= 16, "{grids:?}");
        for (name, _, left, n) in grids {
            let sheet = book.sheets.iter().find(|s| s.name == name).unwrap();
            for (&(r, c), cell) in &sheet.cells {
                let Value::Text(t) = &cell.value else {
                    continue;
                };
                let in_columns = (left..left + n as u16).contains(&c);
                let digit_first = t.chars().next().is_some_and(|ch| ch.is_ascii_digit());
                // A cage joined by corners keeps its label "19…" (text).
                let joined = t.ends_with('…');
                assert!(
                    !(in_columns && digit_first && !joined),
                    "{name}: '{t}' at row {r}, column {c}, above or below a grid"
                );
            }
        }
    }
}
