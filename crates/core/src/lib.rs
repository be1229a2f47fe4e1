//! # sheetdoku-core
//!
//! The puzzle core of sheetdoku: every variant as a [`Geometry`] (an `n x n`
//! grid plus units over cells, each holding every digit once), and all that
//! works from it: Peško's binary linear program (our presolve and branch
//! and bound over microlp's LP relaxation; good_lp for a whole MILP), the
//! native engine, the checker, the rater, the generator, isomorphic copies
//! and the explorations of Peško's open problems.
//!
//! This crate never sees a file format: puzzles come in and go out as
//! [`Puzzle`], [`Grid`] and plain Rust values. Reading and writing
//! spreadsheets and text is `sheetdoku-io`; the `sheetdoku` crate re-exports
//! both. With the `parallel` feature the explorations use every core
//! (rayon); without it they run on the caller's thread.
#![deny(missing_docs)]

// The modules are private: what `sheetdoku-io` and users need is
// re-exported at the root below (the `sheetdoku` crate picks its public
// API from these by job).
mod a1;
mod blp;
mod budget;
mod check;
mod engine;
mod error;
mod explore;
mod figure;
mod generate;
mod geometry;
mod grid;
mod isomorph;
mod mark;
mod out_of_range;
mod outcome;
mod par;
mod parse_error;
mod puzzle;
mod rate;
mod remedy;
mod render;
#[cfg(feature = "serde")]
mod serde_text;
mod solve;
#[cfg(test)]
mod test_killers;
mod words;

/// The random number crates the core's API takes a generator from
/// (generation, random grids and maps, isomorphic copies), so a caller seeds
/// the same generator without depending on them itself.
pub use {rand, rand_chacha};

pub use blp::{
    count_blp, find_other_solution, keep_most_givens, min_hitting_set, presolve, presolve_until,
    solve_blp, write_lp, BlpOptions, BlpProblem, BlpReport, DecidedBy, Digits, ModelSize, Presolve,
    Relaxation, SolveOutcome, SolverKind,
};
pub use budget::{Cancel, Deadline};
pub use check::{check, is_solution, CheckReport, Conflict};
pub use engine::{
    count_solutions, count_solutions_until, propagate, propagate_masks, random_solution,
    solutions_up_to_two, solutions_up_to_two_until, solve_native, Candidates, Effort, Engine,
    Propagation, Solutions,
};
pub use error::{seconds_text, Error, InputError, Location, Result};
pub use explore::{
    cell_symmetries, essentially_different_grids, estimate_grids, factorial, fewest_givens_of_grid,
    fewest_givens_of_variant, fewest_givens_search, grid_census, published, run_study, study_cases,
    Case, Control, FewestGivens, GridCensus, GridEstimate, GridFigures, Published, Record,
    RelabellingCheck, SecondSolutions, StopReason, Study, StudyOptions, Timed, JIGSAW_6X6,
};
pub use figure::{
    CageLabel, CageOutline, CircleMark, CircleMarkKind, ClueMark, ClueSides, Edge, Edges, Figure,
    FigureCell, LineMark, LineMarkKind, PairMark, PairMarkKind, Shading, ShapeMark, ShapeMarkKind,
};
pub use generate::{example_killer, generate_killer, GeneratedKiller, KillerOptions};
pub use generate::{
    generate, random_jigsaw, random_jigsaw_until, random_partition, Batch, GenerateOptions,
    Generated, GeneratedRule, Generator, Removal, Search, Symmetry, UnknownGeneratedRule,
};
pub use generate::{is_cage_layout, offer_totals, OfferedTotals};
pub use geometry::{
    box_shape, windoku_map, Anti, AntiError, AntiKind, Blocks, Cage, CageError, CageSum, Carried,
    Constraint, ConstraintError, ConstraintId, Diagonals, DistinctGroups, Extra, Geometry,
    GeometryError, GeometrySpec, Joined, Line, LineError, LineKind, Pair, PairError, PairKind,
    Parity, ParityError, ParityKind, Relabelling, RuleFamily, RuleMark, RuleStore, RuleSymmetry,
    RuleTextError, Sandwich, SandwichError, SandwichLine, SpecError, SpecPart, SumError, SumKind,
    SumRule, Unit, UnitError, UnitKind, Variant, MAX_SIZE, MIN_SIZE,
};
pub use grid::{
    a1, column_letters, digit_of_symbol, side_neighbours, symbol, CellNamer, Grid, OutOfRange,
    SYMBOLS,
};
pub use isomorph::{
    isomorphic_copies, random_copy_transform, random_transform, IsomorphicCopy, Transform,
};
pub use mark::{
    by_puzzle, by_puzzle_found, describe_mark, mark, pupils_version, version_letter, BadCell,
    Counting, FileVersion, Found, Mark, MarkRow, PupilWork, PuzzleWork, ReturnedGrid, RowResult,
    Verdict,
};
pub use outcome::{Count, Uniqueness};
pub use par::each_in_order;
pub use parse_error::ParseError;
pub use puzzle::{Puzzle, Source, SourceFormat};
pub use rate::{
    candidates_left, explain, explain_hardest, next_pattern, next_step, rate, rate_until,
    solving_path, step_name, Ending, Level, Rating, Score, SolvingPath, Step, Technique,
};
pub use remedy::{Choice, ReadSetting, Remedy, Unused, Wording, Words};
pub use render::{render_candidates, render_grid};
pub use solve::{
    solve_puzzle, Method, NoSolution, Repair, RepairMode, SecondSolution, SolveOptions, SolveReport,
};
pub use words::{rule_words, unit_words};
// Words for places and numbers, shared by the readers, the writers and the
// command.
pub use words::{
    and_list, grid_place, killer_summary, thousands, variant_summary, variant_title, variant_units,
};
