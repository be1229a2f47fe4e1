//! # sheetdoku
//!
//! Sudoku variants kept in spreadsheets, solved with the binary linear program
//! of Štefan Peško's paper "BLP modely Sudoku v tabuľkových procesoroch"
//! (OSSConf 2024): standard, Sudoku X, Windoku, Windoku X and jigsaw puzzles of
//! sizes 4x4 to 25x25.
//!
//! Every variant is a [`Geometry`]: an `n x n` grid, its region maps and a
//! list of [`Constraint`]s, so far all units (rows, columns, blocks,
//! diagonals, extra regions), each holding every digit once. A [`Variant`]
//! names what a geometry contains; a [`GeometrySpec`] describes one the way
//! a reader finds it (size, variant, maps, rules). The solvers, the checker
//! and the spreadsheet writer all work from it. [`prelude`] holds the entry
//! points most programs start from; long calls take a [`Deadline`] (a fixed
//! instant, or a duration counted from each call) that a [`Cancel`] handle
//! can stop from another thread.
//!
//! This crate is the front door: it re-exports the puzzle core
//! (`sheetdoku-core`: geometry, solvers, rating, generation) and the file
//! side (`sheetdoku-io`: spreadsheets and text), so `use sheetdoku::...`
//! reaches both. It needs none of the command line's crates. The `parallel`
//! feature lets the explorations use every core (rayon); `highs` adds HiGHS
//! as a second MILP solver.
#![deny(missing_docs)]

/// The README's examples, compiled and run as doctests.
#[cfg(doctest)]
#[doc = include_str!("../../../README.md")]
pub struct ReadmeDoctests;

pub use sheetdoku_core::*;
/// The language of the pages written: `set_language(Lang::Sk)` once, first.
pub use sheetdoku_i18n::{language, plain_messages, set_language, Lang};
pub use sheetdoku_io::*;

/// The entry points most programs start from, without the helpers and
/// error plumbing of the root: `use sheetdoku::prelude::*;`.
///
/// ```
/// use sheetdoku::prelude::*;
/// let g = Geometry::for_variant(Variant::STANDARD, 4, None).unwrap();
/// let puzzle = Puzzle::new(g, Grid::parse_line("1..4.4..2..3..1.").unwrap()).unwrap();
/// let report = solve_puzzle(puzzle.geometry(), puzzle.givens(), &SolveOptions::default());
/// assert!(report.unwrap().solution().is_some());
/// assert_eq!(rate(puzzle.geometry(), puzzle.givens()).level, Level::Easy);
/// ```
pub mod prelude {
    pub use sheetdoku_core::{
        count_solutions, generate, is_solution, rate, solve_puzzle, Cancel, Deadline,
        GenerateOptions, Geometry, GeometrySpec, Grid, Level, Puzzle, SolveOptions, Variant,
    };
    pub use sheetdoku_io::{
        read_puzzle, read_puzzles, write_solution_workbook, write_worksheet, ReadOptions,
    };
}
