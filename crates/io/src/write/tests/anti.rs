//! The anti-knight rule on a grid that checks itself: its `Check` row's
//! counts (twice the pairs a knight's move apart holding each digit), the
//! red test of a cell, the status a clash a move apart gives, and the
//! page's rule sentence.

use super::*;
use crate::write::self_check::{CheckedGrid, Status};
use sheetdoku_core::{Anti, AntiKind, Constraint};

/// A 9x9 anti-knight puzzle made with sheetdoku's generator (the core's
/// `engine/tests/anti.rs`).
fn knight() -> Case {
    let geometry = Geometry::standard(9)
        .unwrap()
        .with_constraint(Constraint::Anti(Anti::new(AntiKind::Knight, 9)))
        .unwrap();
    let givens = Grid::parse_line(
        "..........6........3.7.59.6.5..7..............7....4......1...34.3...7.....3...2.",
    )
    .unwrap();
    let solution = Grid::parse_line(
        "745961382869243571231785946354179268986432157172658439627514893493826715518397624",
    )
    .unwrap();
    Case {
        puzzle: Puzzle::new(geometry, givens).unwrap(),
        solution,
    }
}

fn checked<'a>(case: &'a Case, grid: &'a Grid) -> CheckedGrid<'a> {
    CheckedGrid {
        sheet: "Play",
        top: 4,
        left: 1,
        geometry: &case.puzzle.geometry,
        grid,
        check_col: 0,
        row_step: 1,
    }
}

#[test]
fn a_digit_twice_a_knight_s_move_apart_is_a_clash_and_red() {
    let case = knight();
    let status = |grid: &Grid| checked(&case, grid).stored_status();
    assert_eq!(status(&case.solution), Status::Solved);
    // B3 and C5 both 4.
    let mut grid = Grid::empty(9);
    grid.set(19, 4);
    grid.set(38, 4);
    assert_eq!(status(&grid), Status::Clash);
    let play = checked(&case, &case.puzzle.givens);
    // B3 (cell 19) is red when one of its knight cells holds its digit.
    let red = play.clash_condition(19).xlsx();
    assert!(red.contains("C7=$D$9"), "{red}");
    assert!(red.contains("C7=$B$5"), "{red}");
    // The row's count of 4s: each step of the move, row by row.
    let (_, anti) = play.antis()[0];
    let count = play.anti_count(anti, false, &crate::write::book::formula::num(4.0));
    let text = count.xlsx();
    assert!(
        text.starts_with("=SUM(COUNTIFS($B$5:$H$5,4,$D$6:$J$6,4),"),
        "{text}"
    );
    assert!(text.ends_with(")*2"), "{text}");
    // 4 steps: 8 rows each of the one-row steps, 7 of the two-row ones.
    assert_eq!(text.matches("COUNTIFS").count(), 8 + 8 + 7 + 7);
}

#[test]
fn the_check_sheet_stores_the_anti_row_and_the_page_says_the_rule() {
    let mut case = knight();
    let mut played = case.puzzle.givens.clone();
    // B3 and C5 both 4 (neither a given).
    played.set(19, 4);
    played.set(38, 4);
    case.puzzle = Puzzle::new(case.puzzle.geometry.clone(), played).unwrap();
    let (_dir, path) = write_doc(&doc(&case, &Uniqueness::Unknown));
    let check = range(&path, "Check");
    // Under the 27 units, the rule's row: two for the one pair of 4s.
    let row = 3 + 27;
    assert_eq!(text(&check, row, 0), "the anti-knight rule");
    assert_eq!(num(&check, (row, 4)), Some(2.0));
    assert_eq!(num(&check, (row, 5)), Some(0.0));
    let play = range(&path, "Play");
    let all: Vec<String> = (0..40)
        .flat_map(|r| (0..20).map(move |c| (r, c)))
        .map(|(r, c)| text(&play, r, c))
        .collect();
    assert!(all.iter().any(|t| t == "clash"), "{all:?}");
}
