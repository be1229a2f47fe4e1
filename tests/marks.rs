//! Puzzles of marks between two cells (Kropki dots, X and V, greater-than
//! signs) read from their puzzle lines (`rules=`): the engine counts one
//! solution, the grid they were made from, and the BLP finds it too.

use std::path::PathBuf;

use sheetdoku::check::check;
use sheetdoku::read::{read_puzzles, ReadOptions};
use sheetdoku::solve::{count_solutions, solve_blp, solve_native, BlpOptions, Count, SolveOutcome};
use sheetdoku::Grid;

const SOLUTION: &str =
    "534678912672195348198342567859761423426853791713924856961537284287419635345286179";

#[test]
fn each_marks_puzzle_has_its_grid_as_its_one_solution() {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/data/marks9.txt");
    let puzzles = read_puzzles(&path, &ReadOptions::default()).unwrap();
    assert_eq!(puzzles.len(), 3);
    let solution = Grid::parse_line(SOLUTION).unwrap();
    for p in &puzzles {
        let g = &p.geometry;
        assert!(g.constraints().len() > 27 + 20, "{}", g.describe());
        assert_eq!(count_solutions(g, &p.givens, 2).unwrap(), Count::Exact(1));
        assert_eq!(solve_native(g, &p.givens).unwrap(), Some(solution.clone()));
        let report = solve_blp(g, &p.givens, &BlpOptions::default()).unwrap();
        assert_eq!(
            report.outcome,
            SolveOutcome::Solved(solution.clone()),
            "{}",
            g.title()
        );
        assert!(check(g, &solution).conflicts.is_empty());
    }
}
