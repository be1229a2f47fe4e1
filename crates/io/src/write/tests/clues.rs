//! The strips of clues outside the grid on the Solution and Play pages: a
//! little killer's clues stand between the labels and the grid, in cells
//! that hold no text and that the marks picture covers; a puzzle without
//! clues keeps the page as it was.

use super::*;
use crate::write::book::{Area, Drawing, Sheet, Value};
use crate::write::solution::solution_sheet::{grid_left, grid_rows, write, Page, GRID_TOP};
use sheetdoku_core::{Constraint, Pair, PairKind, SumRule};

/// The diabolical 9x9 with three little killers whose clues stand on
/// every side: A1 down to the right (the corner above-left: top and left),
/// B9 up to the right (below A9) and I2 down to the left (right of I1).
pub(super) fn with_little_killers() -> Case {
    let mut case = diabolske();
    let diagonals: [Vec<usize>; 3] = [
        (0..9).map(|i| i * 10).collect(),
        (0..8).map(|i| 73 - i * 8).collect(),
        (0..8).map(|i| 17 + i * 8).collect(),
    ];
    let mut geometry = case.puzzle.geometry.clone();
    for cells in diagonals {
        let sum = cells.iter().map(|&c| u32::from(case.solution.get(c))).sum();
        let rule = SumRule::little_killer(sum, cells);
        geometry = geometry.with_constraint(Constraint::Sum(rule)).unwrap();
    }
    case.puzzle = Puzzle::new(geometry, case.puzzle.givens.clone()).unwrap();
    case
}

/// The area of the sheet's marks picture.
fn marks_area(sheet: &Sheet) -> Area {
    let marks: Vec<Area> = sheet
        .pictures
        .iter()
        .filter(|p| matches!(p.drawing, Drawing::Marks { .. }))
        .map(|p| p.area)
        .collect();
    assert_eq!(marks.len(), 1, "one marks picture");
    marks[0]
}

/// Whether the sheet's cell holds no text or number.
fn empty(sheet: &Sheet, at: (u32, u16)) -> bool {
    sheet
        .cells
        .get(&at)
        .is_none_or(|cell| matches!(cell.value, Value::Blank))
}

#[test]
fn the_solution_and_play_pages_keep_a_strip_of_clues_between_labels_and_grid() {
    let case = with_little_killers();
    let g = &case.puzzle.geometry;
    let (top, step) = grid_rows(g);
    let left = grid_left(g);
    assert_eq!((top, step, left), (GRID_TOP + 1, 1, 2));
    let unique = Uniqueness::Unique;
    let doc = doc(&case, &unique);
    let play = crate::write::self_check::CheckedGrid {
        sheet: "Play",
        top,
        left,
        geometry: g,
        grid: &case.puzzle.givens,
        check_col: 0,
        row_step: step,
    };
    let pages = [
        write("Solution", &doc, Page::Solution),
        write("Play", &doc, Page::Play(&play)),
    ];
    for sheet in pages {
        // The picture covers the grid and its strips on all four sides.
        assert_eq!(
            marks_area(&sheet),
            Area::new(GRID_TOP, 1, top + 9, left + 9)
        );
        // The strips hold no text: above and below, left and right.
        for c in 1..=left + 9 {
            assert!(empty(&sheet, (GRID_TOP, c)), "above, column {c}");
            assert!(empty(&sheet, (top + 9, c)), "below, column {c}");
        }
        for r in top..top + 9 {
            assert!(empty(&sheet, (r, 1)), "left, row {r}");
            assert!(empty(&sheet, (r, left + 9)), "right, row {r}");
            assert!(!empty(&sheet, (r, 0)), "the row number");
        }
        // The labels name the grid's own rows and columns, outside the
        // strips; the strips are square cells like the grid's.
        assert!(!empty(&sheet, (GRID_TOP - 1, left)), "the letter A");
        assert!(sheet.cells.contains_key(&(top, left)), "A1");
        assert_eq!(sheet.widths[&1], sheet.widths[&left]);
        assert_eq!(sheet.widths[&(left + 9)], sheet.widths[&left]);
        assert_eq!(sheet.heights[&GRID_TOP], sheet.heights[&top]);
        assert_eq!(sheet.heights[&(top + 9)], sheet.heights[&top]);
    }
}

#[test]
fn a_page_without_clues_is_laid_out_as_before() {
    // A Kropki dot has a picture too, over the grid alone.
    let mut case = diabolske();
    let dot = Constraint::Pair(Pair::new(PairKind::KropkiBlack, 0, 1));
    let geometry = case.puzzle.geometry.clone().with_constraint(dot);
    case.puzzle = Puzzle::new(geometry.unwrap(), case.puzzle.givens.clone()).unwrap();
    let g = &case.puzzle.geometry;
    assert_eq!(grid_rows(g), (GRID_TOP, 1));
    assert_eq!(grid_left(g), 1);
    let unique = Uniqueness::Unique;
    let sheet = write("Solution", &doc(&case, &unique), Page::Solution);
    assert_eq!(marks_area(&sheet), Area::new(GRID_TOP, 1, GRID_TOP + 8, 9));
    // Columns: the row numbers, nine of the grid, the margin.
    assert_eq!(sheet.widths.keys().max(), Some(&10));
    assert!(!empty(&sheet, (GRID_TOP, 1)), "A1 right under the letters");
}
