//! Lines on a grid that checks itself: each line's row on the `Check`
//! sheet with its test and the checker's stored result, its cells' red
//! tests, the status words of a broken line (a thermometer broken across
//! an empty cell too), and the lines' picture laid over the grids.

use super::*;
use crate::write::self_check::{CheckedGrid, Status};
use sheetdoku_core::{Constraint, Line, LineKind};

/// The diabolical 9x9 with lines its solution keeps: a thermometer A1 B1
/// C1 C2 (1 5 6 9), a whisper line G1 G2 H2 (9 1 7), a palindrome B2 B3
/// A4 (4 7 4).
fn with_lines() -> Case {
    let mut case = diabolske();
    let lines = [
        (LineKind::Thermometer, vec![0, 1, 2, 11]),
        (LineKind::Whisper, vec![6, 15, 16]),
        (LineKind::Palindrome, vec![10, 19, 27]),
    ];
    let mut geometry = case.puzzle.geometry.clone();
    for (kind, cells) in lines {
        geometry = geometry
            .with_constraint(Constraint::Line(Line { kind, cells }))
            .unwrap();
    }
    assert!(sheetdoku_core::check(&geometry, &case.solution)
        .conflicts
        .is_empty());
    case.puzzle = Puzzle::new(geometry, case.puzzle.givens.clone()).unwrap();
    case
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

/// A grid with only `digits` filled.
fn only(digits: &[(usize, u8)]) -> Grid {
    let mut grid = Grid::empty(9);
    for &(cell, d) in digits {
        grid.set(cell, d);
    }
    grid
}

#[test]
fn a_broken_line_has_its_own_status_words() {
    let case = with_lines();
    let status = |grid: &Grid| checked(&case, grid).stored_status();
    assert_eq!(status(&case.solution), Status::Solved);
    assert_eq!(status(&case.puzzle.givens), Status::NotStarted);
    let broken = Status::Broken("status-line-broken");
    assert_eq!(broken.words(), "a line is broken");
    // A1 6, B1 empty, C1 5: the thermometer is broken across B1.
    assert_eq!(status(&only(&[(0, 6), (2, 5)])), broken);
    assert_eq!(status(&only(&[(0, 5), (2, 6)])), Status::NotStarted);
    // G1 9 beside G2 6: they differ by 3, not 5.
    assert_eq!(status(&only(&[(6, 9), (15, 6)])), broken);
    // B2 4 and A4 3 at either end of the palindrome.
    assert_eq!(status(&only(&[(10, 4), (27, 3)])), broken);
    // A clash is said before a broken line.
    assert_eq!(status(&only(&[(0, 6), (2, 5), (3, 6)])), Status::Clash);
}

#[test]
fn each_kind_of_line_is_tested_by_its_formula() {
    let case = with_lines();
    let grid = &case.puzzle.givens;
    let play = checked(&case, grid);
    let lines = play.lines();
    assert_eq!(lines.len(), 3);
    // The thermometer: each cell against the largest digit before it, so
    // that every pair i < j is compared, empty cells between or not.
    assert_eq!(
        play.line_broken(lines[0].1, false).xlsx(),
        "=OR(AND(COUNT($C$5)=1,$C$5<=MAX($B$5)),AND(COUNT($D$5)=1,$D$5<=MAX($B$5,$C$5)),\
         AND(COUNT($D$6)=1,$D$6<=MAX($B$5,$C$5,$D$5)))"
    );
    // Neighbours on the whisper line differ by 5 at least on a 9x9.
    assert_eq!(
        play.line_broken(lines[1].1, false).xlsx(),
        "=OR(AND(COUNT($H$5,$H$6)=2,ABS($H$5-$H$6)<5),AND(COUNT($H$6,$I$6)=2,ABS($H$6-$I$6)<5))"
    );
    // The palindrome's ends are equal.
    assert_eq!(
        play.line_broken(lines[2].1, false).xlsx(),
        "=OR(AND(COUNT($C$6,$B$8)=2,$C$6<>$B$8))"
    );
    // B1 (cell 1) turns red with any thermometer cell it breaks.
    let red = play.clash_condition(1).xlsx();
    assert!(red.contains("AND(COUNT($B$5,$C$5)=2,$B$5>=$C$5)"), "{red}");
    assert!(red.contains("AND(COUNT($C$5,$D$6)=2,$C$5>=$D$6)"), "{red}");
    // A cell on no line has no line test.
    assert!(!play.clash_condition(40).xlsx().contains(">="));
}

#[test]
fn the_check_sheet_stores_each_line_row_as_the_checker_finds_it() {
    let mut case = with_lines();
    // Played: the thermometer's A1 6 and C1 5, B1 empty between.
    let played = only(&[(0, 6), (2, 5)]);
    case.puzzle = Puzzle::new(case.puzzle.geometry.clone(), played).unwrap();
    let (_dir, path) = write_doc(&doc(&case, &Uniqueness::Unknown));
    let play = range(&path, "Play");
    assert_eq!(text(&play, 5, 9 + 3), "a line is broken");
    let check = range(&path, "Check");
    // Under the 27 units, one row per line, the test right of the counts.
    let first = 3 + 27;
    let names: Vec<String> = (0..3).map(|i| text(&check, first + i, 0)).collect();
    assert_eq!(
        names,
        [
            "the thermometer from A1 to C2",
            "the whisper line from G1 to H2",
            "the palindrome from B2 to A4",
        ]
    );
    let tests: Vec<Option<f64>> = (0..3)
        .map(|i| num(&check, (first + i as u32, 10)))
        .collect();
    assert_eq!(tests, [Some(2.0), Some(0.0), Some(0.0)]);
}

#[test]
fn a_grid_with_lines_carries_their_picture() {
    let case = with_lines();
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("lines.ods");
    write_solution_workbook(&path, &doc(&case, &Uniqueness::Unique)).unwrap();
    let mut zip = zip::ZipArchive::new(std::fs::File::open(&path).unwrap()).unwrap();
    let mut content = String::new();
    std::io::Read::read_to_string(&mut zip.by_name("content.xml").unwrap(), &mut content).unwrap();
    assert_eq!(
        content
            .matches(r#"<draw:frame draw:name="The marks of the puzzle"#)
            .count(),
        3,
        "Solution, Play and A"
    );
    // The lines read back from the Key sheet, in their order.
    let back = crate::read_puzzle(&path, &ReadOptions::default()).unwrap();
    assert_eq!(
        back.geometry.constraints(),
        case.puzzle.geometry.constraints()
    );
}

/// A renban line I3 H3 G3 (5 4 3 in the diabolical 9x9's solution): every
/// pair of its cells tested, equal or three apart broken.
#[test]
fn a_renban_line_tests_every_pair_of_its_cells() {
    let mut case = diabolske();
    let geometry = case
        .puzzle
        .geometry
        .clone()
        .with_constraint(Constraint::Line(Line {
            kind: LineKind::Renban,
            cells: vec![26, 25, 24],
        }))
        .unwrap();
    assert!(sheetdoku_core::check(&geometry, &case.solution)
        .conflicts
        .is_empty());
    case.puzzle = Puzzle::new(geometry, case.puzzle.givens.clone()).unwrap();
    let grid = &case.puzzle.givens;
    let play = checked(&case, grid);
    let lines = play.lines();
    assert_eq!(
        play.line_broken(lines[0].1, false).xlsx(),
        "=OR(AND(COUNT($J$7,$I$7)=2,OR($J$7=$I$7,ABS($J$7-$I$7)>=3)),\
         AND(COUNT($J$7,$H$7)=2,OR($J$7=$H$7,ABS($J$7-$H$7)>=3)),\
         AND(COUNT($I$7,$H$7)=2,OR($I$7=$H$7,ABS($I$7-$H$7)>=3)))"
    );
    let status = |grid: &Grid| checked(&case, grid).stored_status();
    assert_eq!(status(&case.solution), Status::Solved);
    // I3 5 and G3 2: no run of three holds both.
    assert_eq!(
        status(&only(&[(26, 5), (24, 2)])),
        Status::Broken("status-line-broken")
    );
    assert_eq!(status(&only(&[(26, 5), (24, 3)])), Status::NotStarted);
    // G3 (cell 24) turns red with the end it is too far from.
    let red = play.clash_condition(24).xlsx();
    assert!(red.contains("ABS($J$7-$H$7)>=3"), "{red}");
}
