//! Puzzles of sums (arrows, little killers) read from f-puzzles JSON: the
//! engine counts one solution, the grid they were made from, and the BLP
//! finds it too; a grid with a wrong sum is broken by the checker, naming
//! the rule.

use std::path::PathBuf;

use sheetdoku::check::{check, Conflict};
use sheetdoku::read::{read_puzzles, ReadOptions};
use sheetdoku::solve::{count_solutions, solve_blp, solve_native, BlpOptions, Count, SolveOutcome};
use sheetdoku::{CellNamer, Constraint, Grid, SumKind};

const SOLUTION: &str =
    "534678912672195348198342567859761423426853791713924856961537284287419635345286179";

#[test]
fn each_sums_puzzle_has_its_grid_as_its_one_solution() {
    let solution = Grid::parse_line(SOLUTION).unwrap();
    for (file, kind, count) in [
        ("arrow9.json", SumKind::Arrow, 22),
        ("little_killer9.json", SumKind::LittleKiller, 9),
    ] {
        let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
            .join("tests/data")
            .join(file);
        let puzzles = read_puzzles(&path, &ReadOptions::default()).unwrap();
        let p = &puzzles[0];
        let g = &p.geometry;
        let sums: Vec<_> = g
            .constraints()
            .iter()
            .filter_map(|c| match c {
                Constraint::Sum(sum) => Some(sum),
                Constraint::AllDifferent(_)
                | Constraint::Cage(_)
                | Constraint::Parity(_)
                | Constraint::Pair(_)
                | Constraint::Anti(_)
                | Constraint::Line(_)
                | Constraint::Sandwich(_) => None,
            })
            .collect();
        assert_eq!(sums.len(), count, "{file}");
        assert!(sums.iter().all(|s| s.kind == kind), "{file}");
        assert_eq!(p.givens.given_count(), 12);
        assert_eq!(count_solutions(g, &p.givens, 2).unwrap(), Count::Exact(1));
        assert_eq!(solve_native(g, &p.givens).unwrap(), Some(solution.clone()));
        let report = solve_blp(g, &p.givens, &BlpOptions::default()).unwrap();
        assert_eq!(
            report.outcome,
            SolveOutcome::Solved(solution.clone()),
            "{file}"
        );
        assert!(check(g, &solution).conflicts.is_empty());
        // The givens alone leave many grids: the sums decide.
        let plain = sheetdoku::Geometry::standard(9).unwrap();
        assert_eq!(
            count_solutions(&plain, &p.givens, 2).unwrap(),
            Count::AtLeast(2)
        );
    }
}

#[test]
fn a_wrong_sum_is_broken_and_named() {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/data/arrow9.json");
    let p = &read_puzzles(&path, &ReadOptions::default()).unwrap()[0];
    let g = &p.geometry;
    // The first arrow's circle A7 (9 in the solution, B7 + C6 = 6 + 3)
    // holds 8.
    let mut grid = Grid::parse_line(SOLUTION).unwrap();
    grid.set(54, 8);
    let texts: Vec<String> = check(g, &grid)
        .conflicts
        .iter()
        .filter(|c| matches!(c, Conflict::Total { .. }))
        .map(|c| c.describe(g, &CellNamer::default()))
        .collect();
    assert_eq!(texts, ["the arrow from A7 to C6 adds up to 9, not 8"]);
    // A7 emptied, B7 and C6 left: nothing broken yet.
    grid.set(54, 0);
    assert!(!check(g, &grid)
        .conflicts
        .iter()
        .any(|c| matches!(c, Conflict::Total { .. })));
}
