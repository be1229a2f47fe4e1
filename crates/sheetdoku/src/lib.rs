//! # sheetdoku
//!
//! Sudoku variants kept in spreadsheets, solved with the binary linear program
//! of Štefan Peško's paper "BLP modely Sudoku v tabuľkových procesoroch"
//! (OSSConf 2024): standard, Sudoku X, Windoku, Windoku X, jigsaw and killer
//! puzzles of sizes 4x4 to 25x25.
//!
//! Every variant is a [`Geometry`]: an `n x n` grid, its region maps and a
//! list of [`Constraint`]s (units holding every digit once, killer cages). A
//! [`Variant`] names what a geometry contains; a [`GeometrySpec`] describes
//! one the way a reader finds it. A [`Puzzle`] is a geometry with its givens,
//! a [`Grid`]. Long calls take a [`Deadline`] (a fixed instant, or a duration
//! counted from each call) that a [`Cancel`] handle can stop from another
//! thread; [`each_in_order`] runs such calls over a file of puzzles on every
//! core, answering in the file's order. These model types are at the root;
//! everything else is in a module by job, and [`prelude`] holds the entry
//! points most programs start from.
//!
//! | module | job |
//! |---|---|
//! | [`read`] | puzzles from workbooks (`.xlsx`, `.ods`) and text |
//! | [`write`](mod@write) | solution workbooks, worksheets, input workbooks, marks |
//! | [`solve`] | solving, counting, the BLP model, the native engine |
//! | [`check`] | checking a grid against the rules, marking a class |
//! | [`generate`] | new puzzles, killers, jigsaw maps, isomorphic copies |
//! | [`rate`] | the difficulty (Sukaku Explainer scale), explanations, hints |
//! | [`explore`] | Peško's open problems: grid counts, fewest givens |
//! | [`model`] | cell names, symbols, box shapes, rule words |
//! | [`error`] | the typed errors and `Result` |
//!
//! ## Read
//!
//! ```
//! use sheetdoku::read::{read_puzzle, ReadOptions};
//!
//! let file = std::env::temp_dir().join("sheetdoku-doc-read.txt");
//! std::fs::write(&file, "1..4.4..2..3..1.\n").unwrap();
//! let puzzle = read_puzzle(&file, &ReadOptions::default()).unwrap();
//! assert_eq!(puzzle.geometry().size(), 4);
//! assert_eq!(puzzle.givens().given_count(), 6);
//! ```
//!
//! ## Solve
//!
//! ```
//! use sheetdoku::check::is_solution;
//! use sheetdoku::solve::{count_solutions, solve_puzzle, Count, SolveOptions};
//! use sheetdoku::{Geometry, Grid};
//!
//! let geometry = Geometry::standard(4).unwrap();
//! let givens = Grid::parse_line("1..4.4..2..3..1.").unwrap();
//! let report = solve_puzzle(&geometry, &givens, &SolveOptions::default()).unwrap();
//! assert!(is_solution(&geometry, &givens, report.solution().unwrap()).unwrap());
//! assert_eq!(count_solutions(&geometry, &givens, 2).unwrap(), Count::Exact(1));
//! ```
//!
//! ## Check
//!
//! ```
//! use sheetdoku::check::check;
//! use sheetdoku::{Geometry, Grid};
//!
//! let geometry = Geometry::standard(4).unwrap();
//! let report = check(&geometry, &Grid::parse_line("11..............").unwrap());
//! assert!(!report.is_valid());
//! ```
//!
//! ## Write
//!
//! ```
//! use sheetdoku::write::write_input_workbook;
//! use sheetdoku::{Geometry, Grid, Puzzle};
//!
//! let puzzle = Puzzle::new(
//!     Geometry::standard(4).unwrap(),
//!     Grid::parse_line("1..4.4..2..3..1.").unwrap(),
//! )
//! .unwrap();
//! let out = std::env::temp_dir().join("sheetdoku-doc-write.xlsx");
//! write_input_workbook(&out, &puzzle).unwrap();
//! assert!(out.exists());
//! ```
//!
//! ## Generate
//!
//! ```
//! use sheetdoku::generate::{generate, GenerateOptions};
//! use sheetdoku::solve::{count_solutions, Count};
//! use sheetdoku::Geometry;
//!
//! let geometry = Geometry::standard(4).unwrap();
//! let opts = GenerateOptions::default().with_seed(7);
//! for made in generate(&geometry, 3, &opts).unwrap() {
//!     assert_eq!(count_solutions(&geometry, &made.givens, 2).unwrap(), Count::Exact(1));
//! }
//! ```
//!
//! ## Rate
//!
//! ```
//! use sheetdoku::rate::{rate, Level};
//! use sheetdoku::{Geometry, Grid};
//!
//! let geometry = Geometry::standard(4).unwrap();
//! let rating = rate(&geometry, &Grid::parse_line("1..4.4..2..3..1.").unwrap()).unwrap();
//! assert_eq!(rating.level, Level::Easy);
//! ```
//!
//! ## Explore
//!
//! ```
//! use sheetdoku::explore::{grid_census, Control};
//! use sheetdoku::Geometry;
//!
//! // Every 4x4 Sudoku grid: 288 of them.
//! let census = grid_census(&Geometry::standard(4).unwrap(), &Control::unlimited());
//! assert_eq!(census.grids, 288);
//! ```
//!
//! The `parallel` feature lets the explorations use every core (rayon);
//! `highs` adds HiGHS as a second MILP solver; `serde` adds `Serialize` to
//! grids, variants, levels, techniques, ratings and the reports (solve,
//! count, check, marks), and `Deserialize` to the values and options that
//! read back (a grid as its line, a variant by its name, `SolveOptions`,
//! `GenerateOptions`), for a service that answers in JSON or reads its
//! settings from a file.
#![deny(missing_docs)]

/// The README's examples, compiled and run as doctests.
#[cfg(doctest)]
#[doc = include_str!("../../../README.md")]
pub struct ReadmeDoctests;

/// The library guide's examples (`docs/library.md`), compiled and run as
/// doctests.
#[cfg(doctest)]
#[doc = include_str!("../../../docs/library.md")]
pub struct LibraryGuideDoctests;

pub use sheetdoku_core::{
    each_in_order, Anti, AntiKind, Blocks, Cage, CageSum, Cancel, Carried, CellNamer, Constraint,
    ConstraintId, Deadline, Diagonals, DistinctGroups, Extra, Geometry, GeometrySpec, Grid, Joined,
    Line, LineKind, OutOfRange, Pair, PairKind, Parity, ParityKind, Puzzle, Relabelling,
    RuleFamily, RuleMark, RuleStore, RuleSymmetry, Sandwich, SandwichLine, Source, SourceFormat,
    SumKind, SumRule, Unit, UnitKind, Variant,
};
/// Totals offered for a cage layout: cages drawn without totals, and the
/// totals (and givens) that make it a puzzle with one solution.
pub use sheetdoku_core::{is_cage_layout, offer_totals, OfferedTotals};
/// The language of the pages written: per call with
/// `with_language(Lang::Sk, || ...)` (a service answering each request in
/// its own language), or a default for every call with `set_language`.
pub use sheetdoku_i18n::{
    language, plain_messages, set_language, with_language, Lang, TakesVariables,
};

/// Reading puzzles: workbooks (`.xlsx`, `.ods`) in our layout or a
/// teacher's, text files of puzzle lines, f-puzzles and SudokuPad puzzles
/// (JSON, links), returned worksheets.
pub mod read {
    pub use sheetdoku_core::Unused;
    pub use sheetdoku_io::{
        find_returned, find_returned_from, is_puzzle_link, parse_text, parse_text_by_line,
        puzzle_title, read_key, read_key_from, read_pupil_name, read_puzzle, read_puzzle_from,
        read_puzzles, read_puzzles_by_line, read_puzzles_from, read_returned, read_returned_from,
        read_title, read_worksheet, read_worksheet_from, text_room, KeyedGrid, ReadOptions,
    };
}

/// Writing workbooks and text: a solution, a worksheet of many puzzles, an
/// input workbook, a batch of results, a class's marks, a study; a puzzle
/// as one text line or as f-puzzles and SudokuPad links, a grid drawn for a terminal; the [`Figure`](write::Figure)
/// of a puzzle that every page and the terminal drawing translate.
pub mod write {
    pub use sheetdoku_core::{
        example_killer, render_candidates, render_grid, CageLabel, CageOutline, CircleMark,
        CircleMarkKind, Edge, Edges, Figure, FigureCell, LineMark, LineMarkKind, PairMark,
        PairMarkKind, Shading, ShapeMark, ShapeMarkKind,
    };
    pub use sheetdoku_io::{
        batch_workbook_to_bytes, fpuzzles_links, input_workbook_to_bytes, local_mark_cells,
        mark_cells, mark_headings, marks_summary, puzzle_line, study_workbook_to_bytes,
        template_workbook_to_bytes, write_batch_workbook, write_input_workbook, write_marks,
        write_solution_workbook, write_study_workbook, write_template_workbook, write_worksheet,
        BatchEntry, CageStyle, Flaw, FpuzzlesLinks, MarksDoc, SolutionDoc, TooManyPuzzles,
        TypedMarks, WorkbookFormat, WorksheetDoc, WorksheetPuzzle, BATCH_PAGES, MARK_HEADINGS,
    };
    pub use sheetdoku_io::{
        killer_summary, teacher_path, variant_summary, variant_title, write_solution_workbook_for,
        write_worksheet_for, Audience,
    };
}

/// Solving and counting: [`solve_puzzle`](solve::solve_puzzle) (the BLP
/// with its proofs), the native engine, and Peško's model itself
/// ([`solve_blp`](solve::solve_blp), [`write_lp`](solve::write_lp)).
pub mod solve {
    pub use sheetdoku_core::{
        count_blp, count_solutions, count_solutions_until, find_other_solution, keep_most_givens,
        min_hitting_set, presolve, presolve_until, propagate, propagate_masks, random_solution,
        solutions_up_to_two, solutions_up_to_two_until, solve_blp, solve_native, solve_puzzle,
        write_lp, BlpOptions, BlpProblem, BlpReport, Candidates, Count, DecidedBy, Digits, Effort,
        Engine, Method, ModelSize, NoSolution, Presolve, Propagation, Relaxation, Repair,
        RepairMode, SecondSolution, Solutions, SolveOptions, SolveOutcome, SolveReport, SolverKind,
        Uniqueness,
    };
}

/// Checking a grid against its rules, and marking a class's returned
/// grids against the answer key.
pub mod check {
    pub use sheetdoku_core::{
        by_puzzle, by_puzzle_found, check, describe_mark, is_solution, mark, pupils_version,
        version_letter, BadCell, CheckReport, Conflict, Counting, FileVersion, Found, Mark,
        MarkRow, PupilWork, PuzzleWork, ReturnedGrid, RowResult, Verdict,
    };
}

/// Making puzzles: with one solution, a level or rating asked for and a
/// symmetry; killers; random jigsaw maps; isomorphic copies.
pub mod generate {
    pub use sheetdoku_core::{
        generate, generate_killer, isomorphic_copies, random_copy_transform, random_jigsaw,
        random_jigsaw_until, random_partition, random_transform, Batch, GenerateOptions, Generated,
        GeneratedKiller, GeneratedRule, Generator, IsomorphicCopy, KillerOptions, Removal, Search,
        Symmetry, Transform, UnknownGeneratedRule,
    };
    /// The `rand` and `rand_chacha` crates whose generators the random
    /// forms take (`&mut R` where `R: rand::Rng`): seed one without a
    /// dependency of your own, and the same seed gives the same puzzles.
    ///
    /// ```
    /// use sheetdoku::generate::rand::SeedableRng;
    /// use sheetdoku::generate::{rand_chacha::ChaCha8Rng, random_partition};
    /// let a = random_partition(6, &mut ChaCha8Rng::seed_from_u64(7));
    /// let b = random_partition(6, &mut ChaCha8Rng::seed_from_u64(7));
    /// assert_eq!(a, b);
    /// ```
    pub use sheetdoku_core::{rand, rand_chacha};
}

/// Rating a puzzle on the Sukaku Explainer scale by the techniques a person
/// uses, and telling the steps in words (the whole path, or a hint).
pub mod rate {
    pub use sheetdoku_core::{
        candidates_left, explain, explain_hardest, next_pattern, next_step, rate, rate_until,
        solving_path, step_name, Ending, Level, Rating, Score, SolvingPath, Step, Technique,
    };
}

/// The open problems of Peško's paper: how many grids a variant has, and
/// the fewest givens that leave one solution.
pub mod explore {
    pub use sheetdoku_core::{
        cell_symmetries, essentially_different_grids, estimate_grids, fewest_givens_of_grid,
        fewest_givens_of_variant, fewest_givens_search, grid_census, published, run_study,
        study_cases, Case, Control, FewestGivens, GridCensus, GridEstimate, GridFigures, Published,
        Record, RelabellingCheck, SecondSolutions, StopReason, Study, StudyOptions, Timed,
        JIGSAW_6X6,
    };
}

/// The small pieces of the model: cell names (A1), digit symbols, box
/// shapes and Windoku's windows, sizes, neighbours, the words for a rule.
pub mod model {
    pub use sheetdoku_core::{
        a1, box_shape, column_letters, digit_of_symbol, rule_words, side_neighbours, symbol,
        unit_words, windoku_map, MAX_SIZE, MIN_SIZE, SYMBOLS,
    };
}

/// The errors: [`Error`](error::Error) typed by cause (bad input with its
/// [`Location`](error::Location), bad setting, search exhausted, time
/// limit, ...), and the geometry's own errors it wraps.
pub mod error {
    /// Seconds as the pages' language writes them in a message ("0.5",
    /// "0,5").
    pub use sheetdoku_core::seconds_text;
    pub use sheetdoku_core::{
        AntiError, CageError, Choice, ConstraintError, Error, GeometryError, InputError, LineError,
        Location, PairError, ParityError, ParseError, ReadSetting, Remedy, Result, RuleTextError,
        SandwichError, SpecError, SpecPart, SumError, UnitError, Wording, Words,
    };
}

/// Not a stable API: the spreadsheet reader's inner steps on raw bytes, for
/// the fuzz targets and the reader's robustness tests; only with the
/// feature `fuzzing`, which no program needs.
#[cfg(feature = "fuzzing")]
pub use sheetdoku_io::fuzzing;

/// The entry points most programs start from: `use sheetdoku::prelude::*;`.
///
/// ```
/// use sheetdoku::prelude::*;
/// let g = Geometry::for_variant(Variant::STANDARD, 4, None).unwrap();
/// let puzzle = Puzzle::new(g, Grid::parse_line("1..4.4..2..3..1.").unwrap()).unwrap();
/// let report = solve_puzzle(puzzle.geometry(), puzzle.givens(), &SolveOptions::default());
/// assert!(report.unwrap().solution().is_some());
/// assert_eq!(rate(puzzle.geometry(), puzzle.givens()).unwrap().level, Level::Easy);
/// ```
pub mod prelude {
    pub use crate::check::is_solution;
    pub use crate::generate::{generate, GenerateOptions};
    pub use crate::rate::{rate, Level};
    pub use crate::read::{read_puzzle, read_puzzle_from, read_puzzles, ReadOptions};
    pub use crate::solve::{count_solutions, solve_puzzle, SolveOptions};
    pub use crate::write::{
        write_solution_workbook, write_worksheet, SolutionDoc, WorkbookFormat, WorksheetDoc,
    };
    pub use crate::{Cancel, Deadline, Geometry, GeometrySpec, Grid, Puzzle, Variant};
}
