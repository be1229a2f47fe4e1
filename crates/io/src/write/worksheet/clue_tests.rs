//! The printed worksheet's strips of clues: a little killer's grid has a
//! strip one cell wide on each side where its clues stand, empty of text
//! and covered by the marks picture, its heading left of the strip; a
//! page of puzzles without clues is laid out as before.

use super::pages::{page_sets, printable};
use super::*;
use crate::write::book::{Area, Drawing, Sheet, Value};
use sheetdoku_core::{Constraint, SumRule};

/// The standard 9x9 with little killers whose clues stand on every side
/// (A1 down to the right, B9 up to the right, I2 down to the left), their
/// sums those of `solution`, and its givens every third cell.
fn with_little_killers(solution: &Grid) -> WorksheetPuzzle {
    let diagonals: [Vec<usize>; 3] = [
        (0..9).map(|i| i * 10).collect(),
        (0..8).map(|i| 73 - i * 8).collect(),
        (0..8).map(|i| 17 + i * 8).collect(),
    ];
    let mut g = Geometry::standard(9).unwrap();
    for cells in diagonals {
        let sum = cells.iter().map(|&c| u32::from(solution.get(c))).sum();
        let rule = SumRule::little_killer(sum, cells);
        g = g.with_constraint(Constraint::Sum(rule)).unwrap();
    }
    WorksheetPuzzle::new(g, givens(solution))
}

/// A 9x9 solution: rows shifted by three and one.
fn solution() -> Grid {
    let cells = (0..81)
        .map(|i| {
            let (r, c) = (i / 9, i % 9);
            ((r * 3 + r / 3 + c) % 9 + 1) as u8
        })
        .collect();
    Grid::from_cells(9, cells).unwrap()
}

/// Every third cell of `solution`.
fn givens(solution: &Grid) -> Grid {
    let cells = (0..81)
        .map(|i| if i % 3 == 0 { solution.get(i) } else { 0 })
        .collect();
    Grid::from_cells(9, cells).unwrap()
}

/// The printable sheet of `puzzles`, one to a page, and its grids' top
/// left cells.
fn page(puzzles: Vec<WorksheetPuzzle>) -> (Sheet, Vec<(u32, u16)>) {
    let doc = WorksheetDoc::default()
        .with_puzzles(puzzles)
        .with_per_page(1);
    let sets = page_sets(&doc);
    let codes = vec![None; doc.puzzles.len()];
    let (mut checked, mut unchecked) = (Vec::new(), Vec::new());
    let sheet = printable(&doc, (&sets[0], &codes), &mut checked, &mut unchecked);
    let corners = checked.iter().map(|p| (p.top, p.left)).collect();
    (sheet, corners)
}

/// The areas of the sheet's marks pictures.
fn marks_areas(sheet: &Sheet) -> Vec<Area> {
    sheet
        .pictures
        .iter()
        .filter(|p| matches!(p.drawing, Drawing::Marks { .. }))
        .map(|p| p.area)
        .collect()
}

/// Whether the sheet's cell holds no text or number.
fn empty(sheet: &Sheet, at: (u32, u16)) -> bool {
    sheet
        .cells
        .get(&at)
        .is_none_or(|cell| matches!(cell.value, Value::Blank))
}

#[test]
fn a_printed_little_killer_has_its_clues_in_strips_outside_the_grid() {
    let s = solution();
    let (sheet, corners) = page(vec![with_little_killers(&s)]);
    // Title, name line, a thin row, the heading, the strip above: the
    // grid from row 5, right of the margin column and the strip left.
    assert_eq!(corners, [(5, 2)]);
    let (top, left) = corners[0];
    assert_eq!(marks_areas(&sheet), [Area::new(4, 1, top + 9, left + 9)]);
    for c in 1..=left + 9 {
        assert!(empty(&sheet, (top - 1, c)), "above, column {c}");
        assert!(empty(&sheet, (top + 9, c)), "below, column {c}");
    }
    for r in top..top + 9 {
        assert!(empty(&sheet, (r, 1)), "left, row {r}");
        assert!(empty(&sheet, (r, left + 9)), "right, row {r}");
    }
    // The heading stands left of the strip, above it.
    assert!(!empty(&sheet, (3, 0)), "the heading");
    // The strips are square cells like the grid's.
    assert_eq!(sheet.widths[&1], sheet.widths[&left]);
    assert_eq!(sheet.widths[&(left + 9)], sheet.widths[&left]);
    assert_eq!(sheet.heights[&(top - 1)], sheet.heights[&top]);
    assert_eq!(sheet.heights[&(top + 9)], sheet.heights[&top]);
    // The rules run under the bottom strip, from the grid's first column.
    assert!(!empty(&sheet, (top + 10, left)), "the rules");
}

#[test]
fn a_page_without_clues_keeps_no_strip() {
    let s = solution();
    let plain = WorksheetPuzzle::new(Geometry::standard(9).unwrap(), givens(&s));
    let (sheet, corners) = page(vec![plain]);
    // The grid right under its heading, right of the margin column.
    assert_eq!(corners, [(4, 1)]);
    assert!(!empty(&sheet, (3, 0)), "the heading");
    assert!(marks_areas(&sheet).is_empty());
    // Columns: the margin, nine of the grid, the margin after it.
    assert_eq!(sheet.widths.range(..=10).count(), 11);
    assert!(!empty(&sheet, (13, 1)), "the rules right under the grid");
}
