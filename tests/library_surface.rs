//! The library's entry points over any geometry and any grid: a grid of
//! another size than its geometry is a typed error (or an honest "no"),
//! never a panic, and a grid that fits gets an answer within its budget.

use std::time::Duration;

use proptest::prelude::*;
use sheetdoku::check::{check, is_solution, Conflict};
use sheetdoku::error::Error;
use sheetdoku::generate::{generate, GenerateOptions};
use sheetdoku::rate::{next_step, rate, rate_until};
use sheetdoku::solve::{
    count_blp, count_solutions, count_solutions_until, presolve_until, propagate,
    solutions_up_to_two, solutions_up_to_two_until, solve_blp, solve_puzzle, write_lp, BlpOptions,
    Propagation, SolveOptions,
};
use sheetdoku::{Deadline, Geometry, Grid, Puzzle, Variant};

/// A geometry of one size and a grid of another (or the same) size, its
/// cells random digits of its own size, often empty.
#[derive(Clone, Debug)]
struct Case {
    variant: Variant,
    n: usize,
    grid_n: usize,
    cells: Vec<u8>,
}

fn case() -> impl Strategy<Value = Case> {
    (
        prop::sample::select(vec![4usize, 6, 9]),
        prop::sample::select(vec![4usize, 6, 9]),
        prop::sample::select(vec![Variant::STANDARD, Variant::X, Variant::WINDOKU]),
    )
        .prop_flat_map(|(n, grid_n, variant)| {
            let cells = grid_n * grid_n;
            (
                Just(n),
                Just(grid_n),
                Just(variant),
                prop::collection::vec(
                    prop_oneof![6 => Just(0u8), 1 => 1..=grid_n as u8],
                    cells..=cells,
                ),
            )
        })
        .prop_map(|(n, grid_n, variant, cells)| Case {
            variant,
            n,
            grid_n,
            cells,
        })
}

/// A budget that keeps a case short: counting and rating a 9x9 with few
/// givens may take long, and a time limit is a fine answer here.
fn budget() -> Deadline {
    Deadline::per_call(Duration::from_millis(300))
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(96))]

    #[test]
    fn public_functions_answer_any_geometry_and_grid(c in case()) {
        // Windoku needs square boxes: 6x6 is a typed error, not a panic.
        let g = match Geometry::for_variant(c.variant, c.n, None) {
            Ok(g) => g,
            Err(e) => {
                prop_assert!(!e.to_string().is_empty());
                return Ok(());
            }
        };
        let grid = Grid::from_cells(c.grid_n, c.cells.clone()).unwrap();
        let fits = c.n == c.grid_n;
        let mismatch = |e: &Error| {
            matches!(e, Error::SizeMismatch { expected, found } if *expected == c.n && *found == c.grid_n)
        };

        let report = check(&g, &grid);
        if !fits {
            let wrong_size = matches!(report.conflicts.as_slice(), [Conflict::WrongSize { .. }]);
            prop_assert!(wrong_size, "{:?}", report.conflicts);
            prop_assert!(!report.is_valid());
        }
        for conflict in &report.conflicts {
            prop_assert!(!conflict.describe(&g, &Default::default()).is_empty());
        }
        match is_solution(&g, &grid, &grid) {
            Ok(solved) => prop_assert!(fits && solved == report.is_solved()),
            Err(e) => prop_assert!(!fits && mismatch(&e), "{e}"),
        }

        match Puzzle::new(g.clone(), grid.clone()) {
            Ok(p) => prop_assert!(fits && p.givens() == &grid),
            Err(e) => prop_assert!(!fits && mismatch(&e), "{e}"),
        }

        let opts = SolveOptions::default().with_blp(BlpOptions::default().with_deadline(budget()));
        match solve_puzzle(&g, &grid, &opts) {
            Ok(r) => {
                prop_assert!(fits);
                if let Some(s) = r.solution() {
                    prop_assert!(is_solution(&g, &grid, s).unwrap());
                }
            }
            Err(e) if !fits => prop_assert!(mismatch(&e), "{e}"),
            Err(e) => prop_assert!(matches!(e, Error::TimeLimit { .. }), "{e}"),
        }
        for result in [
            solve_blp(&g, &grid, &opts.blp).map(|_| ()),
            count_blp(&g, &grid, 2, &opts.blp).map(|_| ()),
            presolve_until(&g, &grid, &budget()).map(|_| ()),
        ] {
            match result {
                Ok(()) => prop_assert!(fits),
                Err(e) if !fits => prop_assert!(mismatch(&e), "{e}"),
                Err(e) => prop_assert!(matches!(e, Error::TimeLimit { .. }), "{e}"),
            }
        }
        let mut lp = Vec::new();
        prop_assert_eq!(write_lp(&g, &grid, &mut lp).is_ok(), fits);

        // Rating and counting: the size error for a grid that does not
        // fit, never a panic nor an answer about another puzzle.
        match rate(&g, &grid) {
            Ok(_) => prop_assert!(fits),
            Err(e) => prop_assert!(!fits && mismatch(&e), "{e}"),
        }
        match rate_until(&g, &grid, &budget()) {
            Ok(_) => prop_assert!(fits),
            Err(e) => prop_assert!(
                mismatch(&e) || (fits && matches!(e, Error::TimeLimit { .. })),
                "{e}"
            ),
        }
        prop_assert_eq!(next_step(&g, &grid).is_ok(), fits);
        if !fits || grid.given_count() >= c.n * c.n / 3 {
            prop_assert_eq!(count_solutions(&g, &grid, 2).is_ok(), fits);
            prop_assert_eq!(solutions_up_to_two(&g, &grid).is_ok(), fits);
        }
        if let Err(e) = count_solutions_until(&g, &grid, 2, &budget()) {
            prop_assert!(mismatch(&e) || (fits && matches!(e, Error::TimeLimit { .. })), "{e}");
        }
        prop_assert_eq!(
            propagate(&g, &grid, Propagation::LockedCandidates).is_ok(),
            fits
        );
    }
}

/// A per-call budget is started by every call it is given to: spent at
/// once when it is zero, and never spent by time passing before the call.
#[test]
fn a_per_call_budget_starts_with_each_call() {
    let g = Geometry::for_variant(Variant::STANDARD, 9, None).unwrap();
    let empty = Grid::from_cells(9, vec![0; 81]).unwrap();
    let spent = Deadline::per_call(Duration::ZERO);
    let late = |r: Result<(), Error>| matches!(r, Err(Error::TimeLimit { .. }));
    assert!(late(
        count_solutions_until(&g, &empty, u64::MAX, &spent).map(|_| ())
    ));
    assert!(late(rate_until(&g, &empty, &spent).map(|_| ())));
    let opts = GenerateOptions::default().with_deadline(spent);
    assert!(late(generate(&g, 1, &opts).map(|_| ())));

    let kept = Deadline::per_call(Duration::from_secs(60));
    std::thread::sleep(Duration::from_millis(20));
    let four = Geometry::for_variant(Variant::STANDARD, 4, None).unwrap();
    let givens = Grid::parse_line("1..4.4..2..3..1.").unwrap();
    assert!(count_solutions_until(&four, &givens, 2, &kept).is_ok());
    assert!(solutions_up_to_two_until(&four, &givens, &kept).is_ok());
    assert!(rate_until(&four, &givens, &kept).is_ok());
}

/// Errors say their cause: a request that makes no sense is a bad setting,
/// a search that met no target in its attempts is exhausted, and both are
/// the asker's to change (exit 2 in the command), never a failure.
#[test]
fn errors_are_typed_by_cause() {
    let four = Geometry::for_variant(Variant::STANDARD, 4, None).unwrap();
    let opts = GenerateOptions::default().with_max_attempts(0);
    let none = generate(&four, 1, &opts).unwrap_err();
    assert!(matches!(none, Error::Setting(_)), "{none:?}");

    // Two attempts at a fiendish 4x4: no 4x4 needs more than singles.
    let opts = GenerateOptions::default()
        .with_max_attempts(2)
        .with_difficulty(Some("fiendish".parse().unwrap()));
    let hard = generate(&four, 1, &opts).unwrap_err();
    assert!(matches!(hard, Error::Exhausted(_)), "{hard:?}");
    assert!(hard.to_string().contains("2 attempts"), "{hard}");
    assert!(none.is_input() && hard.is_input());
}

/// The one rule for options (docs/library.md, "What may grow"): every
/// options struct starts from `Default` and is built with one chained
/// `with_*` method per field, and its fields read back what was set. Only
/// the documented way is used here, so this compiles only while the rule
/// holds for each of them.
#[test]
fn every_options_struct_is_built_from_default_with_one_method_per_field() {
    use sheetdoku::explore::StudyOptions;
    use sheetdoku::generate::{KillerOptions, Removal, Search, Symmetry};
    use sheetdoku::rate::{Level, Score};
    use sheetdoku::read::ReadOptions;
    use sheetdoku::solve::{Presolve, RepairMode, SecondSolution, SolverKind};

    let deadline = Deadline::per_call(Duration::from_secs(5));

    let blp = BlpOptions::default()
        .with_solver(SolverKind::Microlp)
        .with_presolve(Presolve::Off)
        .with_deadline(deadline);
    assert_eq!(
        (blp.solver, blp.presolve, blp.deadline),
        (SolverKind::Microlp, Presolve::Off, deadline)
    );

    let solve = SolveOptions::default()
        .with_blp(blp.clone())
        .with_second_solution(SecondSolution::Cut)
        .with_repair(RepairMode::KeepMostGivens);
    assert_eq!(solve.blp, blp);
    assert_eq!(solve.second_solution, SecondSolution::Cut);
    assert_eq!(solve.repair, RepairMode::KeepMostGivens);

    let range = (Score::from_tenths(12), Score::from_tenths(20));
    let generate = GenerateOptions::default()
        .with_seed(7)
        .with_symmetry(Symmetry::Rotate180)
        .with_removal(Removal::Minimal)
        .with_difficulty(Some(Level::Easy))
        .with_rating(Some(range))
        .with_givens(Some(30))
        .with_search(Search::Allowed)
        .with_max_attempts(9)
        .with_deadline(deadline);
    assert_eq!(generate.seed, 7);
    assert_eq!(generate.symmetry, Symmetry::Rotate180);
    assert_eq!(generate.removal, Removal::Minimal);
    assert_eq!(generate.difficulty, Some(Level::Easy));
    assert_eq!(generate.rating, Some(range));
    assert_eq!(generate.givens, Some(30));
    assert_eq!(generate.search, Search::Allowed);
    assert_eq!(generate.max_attempts, 9);
    assert_eq!(generate.deadline, deadline);

    let killer = KillerOptions::default()
        .with_seed(3)
        .with_max_cage(4)
        .with_givens(2)
        .with_difficulty(Some(Level::Easy))
        .with_search(Search::Allowed)
        .with_max_attempts(8)
        .with_symmetry(Symmetry::Rotate90)
        .with_deadline(deadline);
    assert_eq!(
        (
            killer.seed,
            killer.max_cage,
            killer.givens,
            killer.max_attempts
        ),
        (3, 4, 2, 8)
    );
    assert_eq!(killer.difficulty, Some(Level::Easy));
    assert_eq!(killer.search, Search::Allowed);
    assert_eq!(killer.symmetry, Symmetry::Rotate90);
    assert_eq!(killer.deadline, deadline);

    let read = ReadOptions::default()
        .with_puzzle(Some("Sheet1!B2:J10".to_string()))
        .with_blocks(Some("Maps!B2".to_string()))
        .with_extra(Some("Maps!L2".to_string()))
        .with_variant(Some(Variant::X))
        .with_size(Some(9));
    assert_eq!(read.puzzle.as_deref(), Some("Sheet1!B2:J10"));
    assert_eq!(read.blocks.as_deref(), Some("Maps!B2"));
    assert_eq!(read.extra.as_deref(), Some("Maps!L2"));
    assert_eq!((read.variant, read.size), (Some(Variant::X), Some(9)));
    assert_eq!(
        ReadOptions::default().with_size(None),
        ReadOptions::default()
    );

    let study = StudyOptions::default()
        .with_probes(100)
        .with_search_time(Duration::from_secs(1))
        .with_exact_time(Duration::from_secs(2))
        .with_seed(5);
    assert_eq!(
        (
            study.probes,
            study.search_time,
            study.exact_time,
            study.seed
        ),
        (100, Duration::from_secs(1), Duration::from_secs(2), 5)
    );
}
