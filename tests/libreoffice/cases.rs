//! The puzzles of the suite, solved with the library, and their workbooks.

use std::path::{Path, PathBuf};

use sheetdoku::solve::{find_other_solution, solve_blp, BlpOptions, SolveOutcome, Uniqueness};
use sheetdoku::write::{write_solution_workbook, SolutionDoc};
use sheetdoku::{Geometry, Grid, Puzzle, Variant};

use crate::support;

/// A puzzle, its solution and whether that is unique.
pub struct Case {
    /// File stem of its workbooks.
    pub stem: &'static str,
    pub puzzle: Puzzle,
    pub solution: Grid,
    pub uniqueness: Uniqueness,
}

/// Solves `givens` with the BLP; `None` when it has no solution.
pub fn solve(geometry: &Geometry, givens: &Grid) -> Option<Grid> {
    match solve_blp(geometry, givens, &BlpOptions::default())
        .unwrap()
        .outcome
    {
        SolveOutcome::Solved(grid) => Some(grid),
        SolveOutcome::NoSolution => None,
    }
}

/// A case; its uniqueness is checked only when `check_unique` is set.
fn case(stem: &'static str, geometry: Geometry, givens: Grid, check_unique: bool) -> Case {
    let solution = solve(&geometry, &givens).expect("the case has a solution");
    let opts = BlpOptions::default();
    let uniqueness = match check_unique {
        false => Uniqueness::Unknown,
        true => match find_other_solution(&geometry, &givens, &solution, &opts).unwrap() {
            Some(other) => Uniqueness::NotUnique(other),
            None => Uniqueness::Unique,
        },
    };
    Case {
        stem,
        puzzle: Puzzle::new(geometry, givens).unwrap(),
        solution,
        uniqueness,
    }
}

/// A full grid of `geometry` with every third cell kept as a given.
fn thinned(geometry: &Geometry) -> Grid {
    let full = solve(geometry, &Grid::empty(geometry.size())).unwrap();
    let cells = (0..geometry.cell_count())
        .map(|i| if i % 3 == 0 { full.get(i) } else { 0 })
        .collect();
    Grid::from_cells(geometry.size(), cells).unwrap()
}

/// A unique standard puzzle, a Windoku X and a jigsaw.
pub fn cases() -> Vec<Case> {
    let standard = case(
        "standard",
        Geometry::standard(9).unwrap(),
        Grid::parse_line(support::MATLAB).unwrap(),
        true,
    );
    assert_eq!(standard.uniqueness, Uniqueness::Unique);
    let windoku = Geometry::for_variant(Variant::WINDOKU_X, 9, None).unwrap();
    let windoku = case("windoku-x", windoku.clone(), thinned(&windoku), false);
    let jigsaw = Geometry::from_block_map(9, &support::labels(&support::jigsaw_blocks())).unwrap();
    let jigsaw = case("jigsaw", jigsaw.clone(), thinned(&jigsaw), false);
    vec![standard, windoku, jigsaw]
}

/// Writes the solution workbook of `case` as `dir/<stem>.xlsx`.
pub fn write_workbook(dir: &Path, case: &Case) -> PathBuf {
    write_workbook_as(dir, case, "xlsx")
}

/// Writes the solution workbook of `case` in format `ext` (`xlsx` or
/// `ods`): `dir/<stem>.xlsx`, or `dir/<stem>-ods.ods` so that the files
/// LibreOffice converts from both have their own names.
pub fn write_workbook_as(dir: &Path, case: &Case, ext: &str) -> PathBuf {
    let path = match ext {
        "xlsx" => dir.join(format!("{}.xlsx", case.stem)),
        _ => dir.join(format!("{}-{ext}.{ext}", case.stem)),
    };
    let doc = SolutionDoc::new(&case.puzzle, "Solved by microlp")
        .with_solution(Some(&case.solution))
        .with_uniqueness(&case.uniqueness);
    write_solution_workbook(&path, &doc).unwrap();
    path
}
