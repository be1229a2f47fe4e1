//! # sheetdoku
//!
//! Sudoku variants kept in spreadsheets, solved with the binary linear program
//! of Štefan Peško's paper "BLP modely Sudoku v tabuľkových procesoroch"
//! (OSSConf 2024): standard, Sudoku X, Windoku, Windoku X and jigsaw puzzles of
//! sizes 4x4 to 25x25.
//!
//! Every variant is a [`Geometry`]: an `n x n` grid plus a list of units
//! (rows, columns, blocks, diagonals, extra regions), each holding every digit
//! once. The solvers, the checker and the spreadsheet writer all work from it.
#![deny(missing_docs)]

/// The README's examples, compiled and run as doctests.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
pub struct ReadmeDoctests;

mod blp;
mod budget;
mod check;
mod engine;
mod error;
mod explore;
#[doc(hidden)]
pub mod fuzzing;
mod generate;
mod geometry;
mod grid;
mod isomorph;
mod mark;
mod outcome;
mod puzzle;
mod puzzle_line;
mod rate;
mod render;
mod sheet;
mod solve;
mod text;
mod words;

pub use blp::{
    count_blp, find_other_solution, keep_most_givens, min_hitting_set, presolve, presolve_until,
    solve_blp, write_lp, BlpOptions, BlpProblem, BlpReport, Digits, ModelSize, Relaxation,
    SolveOutcome, SolverKind,
};
pub use budget::Deadline;
pub use check::{check, is_solution, CheckReport, Conflict};
pub use engine::{
    count_solutions, count_solutions_until, propagate, propagate_masks, random_solution,
    solutions_up_to_two, solutions_up_to_two_until, solve_native, Candidates, Effort, Engine,
    Solutions,
};
pub use error::{Error, InputError, Location, Result};
pub use explore::{
    cell_symmetries, essentially_different_grids, estimate_grids, factorial, fewest_givens_of_grid,
    fewest_givens_of_variant, fewest_givens_search, grid_census, published, run_study, study_cases,
    Case, Control, FewestGivens, GridCensus, GridEstimate, GridFigures, Published,
    RelabellingCheck, SecondSolutions, StopReason, Study, StudyOptions, Timed, JIGSAW_6X6,
};
pub use generate::{
    generate, random_jigsaw, random_jigsaw_until, random_partition, GenerateOptions, Generated,
    Generator, Symmetry,
};
pub use geometry::{
    box_shape, windoku_map, Geometry, GeometryError, Unit, UnitKind, Variant, MAX_SIZE, MIN_SIZE,
};
pub use grid::{a1, column_letters, digit_of_symbol, symbol, CellNamer, Grid, SYMBOLS};
pub use isomorph::{isomorphic_copies, random_transform, IsomorphicCopy, Transform};
pub use mark::{describe_mark, mark, Mark, MarkRow, ReturnedGrid, Verdict};
pub use outcome::{Count, Uniqueness};
pub use puzzle::{Puzzle, Source};
pub use puzzle_line::puzzle_line;
pub use rate::{
    explain, explain_hardest, next_step, rate, rate_until, solving_path, Level, Rating, Score,
    SolvingPath, Step, Technique,
};
pub use render::render_grid;
pub use sheet::read_title;
pub use sheet::write_study_workbook;
pub use sheet::{
    read_puzzle, read_puzzles, read_returned, write_atomically, write_batch_workbook,
    write_input_workbook, write_marks, write_solution_workbook, BatchEntry, ReadOptions,
    SolutionDoc, BATCH_PAGES, MARK_HEADINGS,
};
pub use sheet::{read_worksheet, write_worksheet, WorksheetDoc, WorksheetPuzzle};
pub use solve::{solve_puzzle, Method, NoSolution, Repair, SolveOptions, SolveReport};
pub use text::parse_text;
pub use words::thousands;
