//! Puzzles of lines (thermometers, whispers, palindromes) read from their
//! puzzle lines (`rules=`): the engine counts one solution, the grid they
//! were made from, and the BLP finds it too; their lines keep their order
//! (a thermometer rises from its bulb, the first cell written).

use std::path::PathBuf;

use sheetdoku::check::check;
use sheetdoku::read::{read_puzzles, ReadOptions};
use sheetdoku::solve::{count_solutions, solve_blp, solve_native, BlpOptions, Count, SolveOutcome};
use sheetdoku::{Constraint, Grid, LineKind};

const SOLUTION: &str =
    "534678912672195348198342567859761423426853791713924856961537284287419635345286179";

#[test]
fn each_lines_puzzle_has_its_grid_as_its_one_solution() {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/data/lines9.txt");
    let puzzles = read_puzzles(&path, &ReadOptions::default()).unwrap();
    assert_eq!(puzzles.len(), 3);
    let solution = Grid::parse_line(SOLUTION).unwrap();
    let mut kinds = Vec::new();
    for p in &puzzles {
        let g = &p.geometry;
        let lines: Vec<_> = g
            .constraints()
            .iter()
            .filter_map(|c| match c {
                Constraint::Line(line) => Some(line),
                Constraint::AllDifferent(_)
                | Constraint::Cage(_)
                | Constraint::Parity(_)
                | Constraint::Pair(_)
                | Constraint::Sum(_)
                | Constraint::Anti(_)
                | Constraint::Sandwich(_) => None,
            })
            .collect();
        assert!(lines.len() >= 8, "{}", g.describe());
        kinds.extend(lines.iter().map(|l| l.kind));
        // Each thermometer rises from the cell written first.
        for line in lines.iter().filter(|l| l.kind == LineKind::Thermometer) {
            let digits: Vec<u8> = line.cells.iter().map(|&c| solution.get(c)).collect();
            assert!(digits.windows(2).all(|w| w[0] < w[1]), "{line:?}");
        }
        assert!(p.givens.given_count() <= 8, "{}", p.givens);
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
    // Renban lines came after these puzzles: the core's engine/tests/lines.rs
    // counts them.
    for kind in [
        LineKind::Thermometer,
        LineKind::Whisper,
        LineKind::Palindrome,
    ] {
        assert!(kinds.contains(&kind), "{kind:?}");
    }
}
