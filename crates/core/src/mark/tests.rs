use super::*;
use crate::grid::CellNamer;

const SOLUTION: &str = "1234341221434321";

fn g4() -> Geometry {
    Geometry::standard(4).unwrap()
}

fn grid(s: &str) -> Grid {
    Grid::parse_line(s).unwrap()
}

fn returned(puzzle: usize, sheet: &str, typed: &str) -> ReturnedGrid {
    ReturnedGrid {
        puzzle,
        sheet: sheet.to_string(),
        sheet_name: sheet.to_string(),
        geometry: g4(),
        grid: grid(typed),
        givens: Some(grid("1.......2.......")),
        solution: Some(grid(SOLUTION)),
        namer: CellNamer::default(),
        bad: Vec::new(),
        found_at: None,
    }
}

#[test]
fn every_verdict_from_a_direct_comparison() {
    let s = grid(SOLUTION);
    let givens = grid("1.......2.......");
    let m = mark(&g4(), &s, Some(&givens), Some(&s)).unwrap();
    assert_eq!((m.typed, m.to_fill, m.verdict), (14, 14, Verdict::Solved));
    assert_eq!(m.right, Some(14));
    let m = mark(&g4(), &givens, Some(&givens), Some(&s)).unwrap();
    assert_eq!((m.typed, m.verdict), (0, Verdict::NotStarted));
    let clash = grid("1..1....2.......");
    let m = mark(&g4(), &clash, Some(&givens), Some(&s)).unwrap();
    assert_eq!(m.verdict, Verdict::Clash);
    assert_eq!(m.conflicts.len(), 1);
    assert_eq!(m.wrong, vec![3]);
    let right = grid("12.4....2.......");
    let m = mark(&g4(), &right, Some(&givens), Some(&s)).unwrap();
    assert_eq!(
        (m.verdict, m.typed, m.right, m.wrong.clone()),
        (Verdict::KeepGoing, 2, Some(2), vec![])
    );
    // A wrong digit that clashes with nothing.
    let off = grid("13......2.......");
    let m = mark(&g4(), &off, Some(&givens), Some(&s)).unwrap();
    assert_eq!(
        (m.verdict, m.wrong.clone(), m.right),
        (Verdict::WrongDigits, vec![1], Some(0))
    );
}

#[test]
fn a_changed_given_is_wrong_even_in_a_valid_complete_grid() {
    let s = grid(SOLUTION);
    // Another solution of the empty 4x4 (rows 1 and 2 swapped).
    let other = grid("3412123421434321");
    let givens = grid("1...............");
    let m = mark(&g4(), &other, Some(&givens), None).unwrap();
    assert_eq!(
        (m.verdict, m.wrong.clone()),
        (Verdict::WrongDigits, vec![0])
    );
    // Without givens, the stored solution decides.
    let m = mark(&g4(), &other, None, Some(&s)).unwrap();
    assert_eq!(m.verdict, Verdict::WrongDigits);
    // Without either, a valid complete grid is solved.
    assert_eq!(
        mark(&g4(), &other, None, None).unwrap().verdict,
        Verdict::Solved
    );
}

#[test]
fn another_valid_solution_is_told_apart_and_never_called_wrong() {
    let s = grid(SOLUTION);
    // Both solve the puzzle with the single given 4 at D4.
    let givens = grid("...............1");
    let other = grid("3412123421434321");
    let m = mark(&g4(), &other, Some(&givens), Some(&s)).unwrap();
    assert_eq!(m.verdict, Verdict::OtherSolution);
    assert_eq!(m.wrong, s.differences(&other).unwrap());
    let lines = describe_mark(
        &ReturnedGrid {
            givens: Some(givens),
            grid: other,
            ..returned(1, "P1", SOLUTION)
        },
        &m,
    );
    assert_eq!(
        lines,
        vec!["differs from the key at A1, B1, C1, D1, A2, B2, C2, D2"]
    );
    assert!(!m.verdict.needs_correction());
}

#[test]
fn the_grid_with_more_typed_digits_is_counted_and_the_row_says_so() {
    let p1 = returned(1, "P1", "1.3.....2.......");
    let page = returned(1, "Worksheet (puzzle 1)", "1234....2.......");
    let p2 = returned(2, "P2", "1.......2.......");
    let works = by_puzzle(vec![p1, p2, page]);
    assert_eq!(works.len(), 2);
    assert_eq!(works[0].counted.sheet, "Worksheet (puzzle 1)");
    assert_eq!(works[0].also, vec![("P1".to_string(), 1)]);
    let row = MarkRow::marked("anna.ods", &works[0]);
    assert_eq!(row.verdict_words(), "keep going");
    assert_eq!(row.filled_words(), "3 of 14");
    assert!(
        row.details
            .contains("counted: Worksheet (puzzle 1) (more typed digits); P1 also holds 1 typed digit, not counted"),
        "{}",
        row.details
    );
    // An untouched puzzle is marked once, on its first grid.
    assert_eq!(works[1].counted.sheet, "P2");
    assert!(works[1].also.is_empty());
    assert_eq!(works[1].counted.mark().verdict, Verdict::NotStarted);
}

#[test]
fn a_cell_holding_no_digit_is_typed_and_wrong_and_named_where_it_lies() {
    let mut g = returned(1, "P1", "12......2.......");
    g.bad = vec![BadCell {
        cell: 5,
        at: "Mine!B3".to_string(),
        found: "'seven'".to_string(),
    }];
    let m = g.mark();
    assert_eq!((m.typed, m.bad.clone()), (2, vec![5]));
    assert_eq!(m.verdict, Verdict::WrongDigits);
    assert_eq!(m.right, Some(1));
    let lines = describe_mark(&g, &m).join("; ");
    assert!(lines.contains("Mine!B3 holds 'seven'"), "{lines}");
    // A clash stays a clash.
    g.grid = grid("1..1....2.......");
    assert_eq!(g.mark().verdict, Verdict::Clash);
}

#[test]
fn a_puzzle_whose_grids_are_gone_is_missing_and_one_typed_elsewhere_is_marked() {
    let missing = |k: usize, name: &str| Found::Missing {
        puzzle: k,
        name: name.to_string(),
    };
    let page = |k: usize, typed: &str| Found::Grid(returned(k, "Worksheet", typed));
    let works = by_puzzle_found(vec![
        missing(1, "P1"),
        page(1, "1.......2......."),
        missing(2, "P2"),
        page(2, "12......2......."),
        missing(3, "P3"),
        Found::Grid(returned(4, "P4", "1.......2.......")),
    ]);
    assert_eq!(works.len(), 4);
    // P1 deleted, its page untouched: the work went with the sheet.
    assert_eq!(
        works[0],
        PuzzleWork::Missing {
            puzzle: 1,
            names: vec!["P1".to_string()]
        }
    );
    // P2 deleted, digits typed on the page: marked there, P2 named.
    let PuzzleWork::Marked(w) = &works[1] else {
        panic!("{:?}", works[1]);
    };
    assert_eq!(w.missing, vec!["P2".to_string()]);
    let row = MarkRow::of_work("anna.ods", &works[1]);
    assert_eq!(row.verdict_words(), "keep going");
    assert!(
        row.details.contains("not found in the file: P2"),
        "{}",
        row.details
    );
    let row = MarkRow::of_work("anna.ods", &works[2]);
    assert_eq!((row.verdict_words(), row.puzzle), ("missing", Some(3)));
    // Untouched and whole: not started, not missing.
    let row = MarkRow::of_work("anna.ods", &works[3]);
    assert_eq!(row.verdict_words(), "not started");
}
