//! More of the library's entry points over random input (see also
//! `library_surface.rs`): generation with any options, isomorphic copies,
//! exploration on tiny budgets, the bytes readers on random and damaged
//! files, rating and explaining grids of another size, and cells, positions
//! and digits out of range. Each answers with a valid result or an error of
//! the right kind, never a panic; the few calls that panic on a number out
//! of range say so in a `# Panics` section and have a checked form.

use std::io::Cursor;
use std::path::Path;
use std::time::Duration;

use proptest::prelude::*;
use sheetdoku::check::is_solution;
use sheetdoku::error::Error;
use sheetdoku::explore::{
    estimate_grids, fewest_givens_of_grid, fewest_givens_search, grid_census, Control,
    SecondSolutions,
};
use sheetdoku::generate::{
    generate, isomorphic_copies, random_jigsaw, random_transform, GenerateOptions, Symmetry,
};
use sheetdoku::model::side_neighbours;
use sheetdoku::rate::{explain, explain_hardest, next_step, rate, rate_until, solving_path};
use sheetdoku::read::{read_puzzle_from, read_puzzles_from, ReadOptions};
use sheetdoku::solve::{
    count_solutions, count_solutions_until, random_solution, solutions_up_to_two,
    solutions_up_to_two_until, solve_puzzle, Count, SolveOptions,
};
use sheetdoku::{CellNamer, Deadline, Geometry, Grid, OutOfRange, Variant};
use sheetdoku_core::rand::SeedableRng;
use sheetdoku_core::rand_chacha::ChaCha8Rng;

/// A geometry of size `n`: the variant asked for where it exists at that
/// size, a random jigsaw map for the jigsaws; `None` where it does not
/// exist (Windoku at 6x6).
fn geometry(variant: Variant, n: usize, seed: u64) -> Option<Geometry> {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    if variant == Variant::JIGSAW || variant == Variant::JIGSAW_X {
        return random_jigsaw(n, variant.diagonals, &mut rng).ok();
    }
    Geometry::for_variant(variant, n, None).ok()
}

fn variants() -> impl Strategy<Value = Variant> {
    prop::sample::select(Variant::ALL.to_vec())
}

/// A grid of size `n`, each cell a digit of its size or (often) empty.
fn grid(n: usize) -> impl Strategy<Value = Grid> {
    prop::collection::vec(prop_oneof![3 => Just(0u8), 1 => 1..=n as u8], n * n..=n * n)
        .prop_map(move |cells| Grid::from_cells(n, cells).unwrap())
}

/// Whether every given of `givens` stands in `solution`.
fn kept(givens: &Grid, solution: &Grid) -> bool {
    givens.size() == solution.size()
        && (0..givens.cells().len()).all(|c| givens.get(c) == 0 || givens.get(c) == solution.get(c))
}

/// A short budget, spent per call.
fn tiny() -> Deadline {
    Deadline::per_call(Duration::from_millis(20))
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    /// Any variant and options: puzzles with one solution that keep their
    /// givens, or a typed refusal (givens beyond the grid, no attempt
    /// allowed, time spent).
    #[test]
    fn generation_answers_any_options(
        variant in variants(),
        n in prop::sample::select(vec![4usize, 6]),
        seed in 0u64..1000,
        givens in prop::option::of(0usize..45),
        attempts in 0usize..3,
        symmetric in any::<bool>(),
        spent in prop::bool::weighted(0.2),
    ) {
        let Some(g) = geometry(variant, n, seed) else { return Ok(()) };
        let mut opts = GenerateOptions::default()
            .with_seed(seed)
            .with_givens(givens)
            .with_max_attempts(attempts)
            .with_deadline(if spent { Deadline::per_call(Duration::ZERO) } else { tiny() });
        if symmetric {
            opts = opts.with_symmetry(Symmetry::Rotate180);
        }
        let cells = n * n;
        match generate(&g, 2, &opts) {
            Ok(puzzles) => {
                prop_assert!(givens.is_none_or(|k| k <= cells) && attempts > 0 && !spent);
                for p in puzzles {
                    prop_assert!(is_solution(&g, &p.givens, &p.solution).unwrap());
                    prop_assert!(kept(&p.givens, &p.solution));
                    prop_assert_eq!(count_solutions(&g, &p.givens, 2).unwrap(), Count::Exact(1));
                }
            }
            Err(Error::TooManyGivens { givens: asked, cells: had }) => {
                prop_assert_eq!(Some(asked), givens);
                prop_assert_eq!(had, cells);
                prop_assert!(asked > cells);
                let text = Error::TooManyGivens { givens: asked, cells }.to_string();
                prop_assert!(!text.contains("--"), "{}", text);
            }
            Err(e @ Error::TimeLimit { .. }) => {
                prop_assert!(givens.is_none_or(|k| k <= cells) && attempts > 0);
                prop_assert!(!e.to_string().is_empty());
            }
            // No attempt allowed, or none of the attempts met the targets.
            Err(e) => prop_assert!(
                givens.is_none_or(|k| k <= cells) && e.is_input(),
                "{e}"
            ),
        }
        if givens.is_some_and(|k| k > cells) || attempts == 0 {
            prop_assert!(generate(&g, 1, &opts).is_err());
        }
    }

    /// Copies of a puzzle of any geometry (and of a grid of another size):
    /// each copy's givens stand in its solution, which solves its
    /// geometry, the transform maps the geometry; a random transform
    /// carries a solution to a solution.
    #[test]
    fn isomorphic_copies_keep_the_puzzle(
        variant in variants(),
        n in prop::sample::select(vec![4usize, 6, 9]),
        other in prop::sample::select(vec![4usize, 6, 9]),
        seed in 0u64..1000,
        blanks in prop::collection::vec(any::<bool>(), 81),
        k in 0usize..4,
    ) {
        let Some(g) = geometry(variant, n, seed) else { return Ok(()) };
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let solution = random_solution(&g, &Grid::empty(n), &mut rng).unwrap().expect("a full grid");
        let cells = (0..n * n).map(|c| if blanks[c] { 0 } else { solution.get(c) }).collect();
        let givens = Grid::from_cells(n, cells).unwrap();
        for copy in isomorphic_copies(&g, &givens, &solution, k, &mut rng).unwrap() {
            prop_assert!(copy.transform.maps(&g, &copy.geometry));
            prop_assert!(is_solution(&copy.geometry, &copy.givens, &copy.solution).unwrap());
            prop_assert!(kept(&copy.givens, &copy.solution));
            prop_assert_eq!(copy.givens.given_count(), givens.given_count());
        }
        let t = random_transform(&g, &mut rng);
        prop_assert!(t.is_valid_for(&g));
        let moved = t.apply(&solution).unwrap();
        prop_assert!(is_solution(&g, &Grid::empty(n), &moved).unwrap());
        // A transform refuses a grid of another size.
        let refused = t.apply(&Grid::empty(other));
        prop_assert_eq!(refused.is_err(), other != n);
        // A grid of another size than the geometry: the size error, no
        // panic. An empty grid has no copy that differs but where a
        // jigsaw's map turns.
        let stranger = Grid::empty(other);
        match isomorphic_copies(&g, &stranger, &stranger, k, &mut rng) {
            Ok(copies) => prop_assert!(other == n && copies.len() <= k),
            Err(e) => prop_assert!(other != n && matches!(e, Error::SizeMismatch { .. }), "{e}"),
        }
    }

    /// Exploring a 4x4 with a tiny budget: an answer marked stopped, or a
    /// whole one that is right (288 standard 4x4 grids; a fewest-givens
    /// puzzle with one solution).
    #[test]
    fn exploration_answers_within_tiny_budgets(
        variant in prop::sample::select(vec![Variant::STANDARD, Variant::X, Variant::WINDOKU]),
        millis in 0u64..30,
        probes in 0u64..40,
        seed in 0u64..1000,
        cells in grid(4),
    ) {
        let g = Geometry::for_variant(variant, 4, None).unwrap();
        let control = || Control::unlimited().with_time_limit(Some(Duration::from_millis(millis)));
        let census = grid_census(&g, &control());
        prop_assert_eq!(census.size, 4);
        if census.stopped.is_none() && variant == Variant::STANDARD {
            prop_assert_eq!(census.grids, 288);
        }
        let estimate = estimate_grids(&g, probes, seed, &control());
        prop_assert_eq!(estimate.size, 4);
        prop_assert!(estimate.probes <= probes);
        prop_assert!(estimate.grids.is_finite() && estimate.grids >= 0.0);
        prop_assert!(probes > 0 || estimate.interval.1 == f64::INFINITY);
        prop_assert!(estimate.interval.0 <= estimate.interval.1);
        let search = fewest_givens_search(&g, 2, seed, &control());
        if let Some(best) = &search.best {
            prop_assert_eq!(count_solutions(&g, best, 2).unwrap(), Count::Exact(1));
            prop_assert!(best.given_count() >= search.lower_bound);
        }
        // Any grid: a full solution gets its fewest givens, anything else
        // is refused as input.
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let full = random_solution(&g, &Grid::empty(4), &mut rng).unwrap().expect("a full grid");
        for grid in [cells, full.clone(), Grid::empty(9)] {
            match fewest_givens_of_grid(&g, &grid, SecondSolutions::Native, None, &control()) {
                Ok(found) => {
                    prop_assert!(is_solution(&g, &Grid::empty(4), &grid).unwrap());
                    if let Some(best) = &found.best {
                        prop_assert!(kept(best, &grid));
                        prop_assert_eq!(count_solutions(&g, best, 2).unwrap(), Count::Exact(1));
                    }
                }
                Err(e) => prop_assert!(e.is_input() && grid != full, "{e}"),
            }
        }
    }

    /// Rating, hints, counting and checking a grid of any size against a
    /// geometry of any size: a grid of another size is
    /// [`Error::SizeMismatch`] from every call that takes both (never a
    /// panic, nor an answer about some other puzzle); one that fits gets
    /// steps that explain.
    #[test]
    fn rating_and_explaining_answer_any_size(
        n in prop::sample::select(vec![4usize, 6, 9]),
        (m, cells) in prop::sample::select(vec![4usize, 6, 9]).prop_flat_map(|m| (Just(m), grid(m))),
    ) {
        let g = Geometry::standard(n).unwrap();
        let namer = CellNamer::default();
        if m != n {
            let mismatch = |r: Result<(), Error>| {
                matches!(r, Err(Error::SizeMismatch { expected, found }) if expected == n && found == m)
            };
            let none = Deadline::none();
            prop_assert!(mismatch(rate(&g, &cells).map(drop)));
            prop_assert!(mismatch(rate_until(&g, &cells, &none).map(drop)));
            prop_assert!(mismatch(next_step(&g, &cells).map(drop)));
            prop_assert!(mismatch(count_solutions(&g, &cells, 2).map(drop)));
            prop_assert!(mismatch(count_solutions_until(&g, &cells, 2, &none).map(drop)));
            prop_assert!(mismatch(solutions_up_to_two(&g, &cells).map(drop)));
            prop_assert!(mismatch(solutions_up_to_two_until(&g, &cells, &none).map(drop)));
            prop_assert!(mismatch(is_solution(&g, &cells, &cells).map(drop)));
            prop_assert!(mismatch(is_solution(&g, &Grid::empty(n), &cells).map(drop)));
            prop_assert!(mismatch(solve_puzzle(&g, &cells, &SolveOptions::default()).map(drop)));
            let differ = Grid::empty(n).differences(&cells);
            let told = matches!(differ, Err(OutOfRange::Size { expected, found })
                if expected == n && found == m);
            prop_assert!(told);
            return Ok(());
        }
        let rating = rate(&g, &cells).unwrap();
        let lines = explain(&g, &cells, &rating.steps, &namer).unwrap();
        let path = solving_path(&g, &cells, &rating, &namer).unwrap();
        let _ = explain_hardest(&g, &cells, &rating, &namer).unwrap();
        let step = next_step(&g, &cells).unwrap();
        prop_assert_eq!(step.is_some(), !rating.steps.is_empty());
        if rating.solved_by_logic() {
            prop_assert!(is_solution(&g, &cells, &rating.grid).unwrap());
        }
        prop_assert!(lines.len() >= rating.steps.len().min(1));
        prop_assert!(!path.intro.is_empty());
    }

    /// Cells, positions and digits of any number: the checked forms answer
    /// `None` or [`OutOfRange`] exactly when they are outside the grid,
    /// and the plain forms agree with them inside it; naming any cell
    /// never panics.
    #[test]
    fn numbers_out_of_range_are_refused(
        n in prop::sample::select(vec![4usize, 6, 9, 16, 25]),
        cell in prop_oneof![0usize..700, any::<usize>()],
        (r, c) in (prop_oneof![0usize..30, any::<usize>()], prop_oneof![0usize..30, any::<usize>()]),
        digit in any::<u8>(),
    ) {
        let cells = n * n;
        let inside = cell < cells;
        let mut grid = Grid::empty(n);
        prop_assert_eq!(grid.get_checked(cell), inside.then_some(0));
        prop_assert_eq!(grid.at_checked(r, c), (r < n && c < n).then_some(0));
        match grid.try_set(cell, digit) {
            Ok(()) => {
                prop_assert!(inside && usize::from(digit) <= n);
                prop_assert_eq!(grid.get(cell), digit);
            }
            Err(e) => {
                prop_assert!(!inside || usize::from(digit) > n, "{e}");
                prop_assert_eq!(&grid, &Grid::empty(n), "unchanged on an error");
            }
        }
        let g = Geometry::standard(n).unwrap();
        prop_assert_eq!(g.block_of_checked(cell).is_ok(), inside);
        prop_assert_eq!(g.units_of_checked(cell).is_ok(), inside);
        prop_assert_eq!(g.extra_of_checked(cell).is_ok(), inside);
        match g.peers_checked(cell) {
            Ok(peers) => {
                prop_assert!(inside);
                prop_assert_eq!(&peers, &g.peers(cell));
                prop_assert_eq!(g.block_of_checked(cell).unwrap(), g.block_of(cell));
            }
            Err(e) => prop_assert_eq!(e, OutOfRange::Cell { cell, cells }),
        }
        let _ = CellNamer::at(r, c).cell(n, cell);
        let _ = CellNamer::at(r, c).row_label(cell);
        let _ = CellNamer::at(r, c).column_label(cell);
        let _ = CellNamer::default().cell(0, cell);
        prop_assert!(side_neighbours(n, cell).all(|b| b < cells));
        prop_assert_eq!(side_neighbours(0, cell).count(), 0);
    }
}

/// The calls of the issue that panicked without a word: each now panics
/// as its `# Panics` section says (naming what is out of range), and its
/// checked form refuses instead.
#[test]
fn the_plain_forms_panic_as_documented() {
    let panics = |f: &dyn Fn()| {
        std::panic::catch_unwind(std::panic::AssertUnwindSafe(f))
            .err()
            .and_then(|e| e.downcast_ref::<String>().cloned())
    };
    let mut grid = Grid::empty(4);
    let said = panics(&|| Grid::empty(4).set(0, 200)).unwrap();
    assert_eq!(said, "digit 200 is above the size 4");
    assert_eq!(
        grid.try_set(0, 200),
        Err(OutOfRange::Digit {
            digit: 200,
            size: 4
        })
    );
    let said = panics(&|| Grid::empty(4).set(1000, 1)).unwrap();
    assert_eq!(said, "cell 1000 is outside the grid of 16 cells");
    assert!(grid.try_set(1000, 1).is_err());
    assert!(panics(&|| {
        let _ = Grid::empty(4).get(1000);
    })
    .is_some());
    assert_eq!(grid.get_checked(1000), None);
    let said = panics(&|| {
        let _ = Grid::empty(4).at(9, 9);
    })
    .unwrap();
    assert_eq!(said, "row 9, column 9 (from 0) is outside the 4x4 grid");
    // A column past the edge no longer reads the next row's cell.
    assert!(panics(&|| {
        let _ = Grid::empty(4).at(0, 5);
    })
    .is_some());
    assert_eq!(grid.at_checked(0, 5), None);
    let g = Geometry::standard(9).unwrap();
    assert!(panics(&|| {
        let _ = g.block_of(1000);
    })
    .is_some());
    assert!(panics(&|| {
        let _ = g.units_of(1000);
    })
    .is_some());
    assert!(panics(&|| {
        let _ = g.peers(1000);
    })
    .is_some());
    assert!(panics(&|| {
        let _ = g.extra_of(1000);
    })
    .is_some());
    for e in [
        g.block_of_checked(1000).unwrap_err(),
        g.units_of_checked(1000).unwrap_err(),
        g.peers_checked(1000).unwrap_err(),
        g.extra_of_checked(1000).unwrap_err(),
    ] {
        assert_eq!(
            e,
            OutOfRange::Cell {
                cell: 1000,
                cells: 81
            }
        );
        assert_eq!(e.to_string(), "cell 1000 is outside the grid of 81 cells");
    }
    assert!(!sheetdoku::model::column_letters(usize::MAX).is_empty());
    assert!(sheetdoku::model::a1(usize::MAX, 0).ends_with("18446744073709551616"));
}

/// The workbooks shipped in `samples/`, as bytes.
fn samples() -> Vec<(String, Vec<u8>)> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("samples");
    [
        "mini-4x4.ods",
        "mini-4x4.xlsx",
        "jigsaw.ods",
        "windoku.xlsx",
    ]
    .iter()
    .map(|name| (name.to_string(), std::fs::read(dir.join(name)).unwrap()))
    .collect()
}

/// What a reader may answer: puzzles whose givens fit their geometry, or
/// an error about the input (never a failure of the machine).
fn sensible<T>(result: &Result<T, Error>, each: impl Fn(&T) -> bool) -> bool {
    match result {
        Ok(v) => each(v),
        Err(e) => e.is_input(),
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    /// Any bytes under any name: puzzles that fit their geometry, or an
    /// input error naming the file.
    #[test]
    fn the_bytes_readers_answer_any_bytes(
        bytes in prop::collection::vec(any::<u8>(), 0..600),
        ending in prop::sample::select(vec!["xlsx", "ods", "xls", "csv", "txt", "bin"]),
    ) {
        let name = format!("upload.{ending}");
        let opts = ReadOptions::default();
        let all = read_puzzles_from(Cursor::new(&bytes), &name, &opts);
        prop_assert!(sensible(&all, |ps| ps.iter().all(|p| p.givens.size() == p.geometry.size())));
        if let Err(e) = &all {
            prop_assert!(e.to_string().starts_with(&name), "{e}");
        }
        let one = read_puzzle_from(Cursor::new(&bytes), &name, &opts);
        prop_assert!(sensible(&one, |p| p.givens.size() == p.geometry.size()));
    }

    /// A shipped workbook with bytes flipped or cut off: its puzzle, a
    /// puzzle that fits its geometry, or an input error.
    #[test]
    fn the_bytes_readers_answer_damaged_workbooks(
        which in 0usize..4,
        flips in prop::collection::vec((any::<prop::sample::Index>(), any::<u8>()), 0..4),
        cut in prop::option::of(any::<prop::sample::Index>()),
    ) {
        let (name, mut bytes) = samples().swap_remove(which);
        for (at, value) in flips {
            let i = at.index(bytes.len());
            bytes[i] ^= value.max(1);
        }
        if let Some(at) = cut {
            bytes.truncate(at.index(bytes.len()));
        }
        let opts = ReadOptions::default();
        let all = read_puzzles_from(Cursor::new(&bytes), &name, &opts);
        prop_assert!(sensible(&all, |ps| ps.iter().all(|p| p.givens.size() == p.geometry.size())));
        let one = read_puzzle_from(Cursor::new(&bytes), &name, &opts);
        prop_assert!(sensible(&one, |p| p.givens.size() == p.geometry.size()));
    }

    /// An f-puzzles puzzle (a jigsaw X killer) as JSON, as a link in a
    /// text and as a link in place of a file, with characters changed or
    /// cut off: a puzzle that fits its geometry, or an input error.
    #[test]
    fn the_f_puzzles_readers_answer_damaged_json_and_links(
        form in 0usize..3,
        flips in prop::collection::vec((any::<prop::sample::Index>(), 32u8..127), 0..4),
        cut in prop::option::of(any::<prop::sample::Index>()),
    ) {
        let map: Vec<u32> = "1112122233343444".bytes().map(u32::from).collect();
        let g = Geometry::for_variant(Variant::JIGSAW_X, 4, Some(&map))
            .unwrap()
            .with_constraint(sheetdoku::Constraint::Cage(sheetdoku::Cage::new(vec![1, 2], 5)))
            .unwrap();
        let links = sheetdoku::write::fpuzzles_links(&g, &Grid::parse_line("1...............").unwrap(), Some("T")).unwrap();
        let mut text = match form {
            0 => links.json,
            1 => links.fpuzzles,
            _ => links.sudokupad,
        }
        .into_bytes();
        for (at, value) in flips {
            let i = at.index(text.len());
            text[i] = value;
        }
        if let Some(at) = cut {
            text.truncate(at.index(text.len()).max(1));
        }
        let name = if form == 0 { "p.json" } else { "links.txt" };
        let opts = ReadOptions::default();
        let all = read_puzzles_from(Cursor::new(&text), name, &opts);
        prop_assert!(sensible(&all, |ps| ps.iter().all(|p| p.givens.size() == p.geometry.size())));
        if form > 0 {
            let link = String::from_utf8_lossy(&text).into_owned();
            // Still a link (not a file's name, which would be no input error).
            if sheetdoku::read::is_puzzle_link(&link) {
                let one = sheetdoku::read::read_puzzles(Path::new(&link), &opts);
                prop_assert!(sensible(&one, |ps| ps.iter().all(|p| p.givens.size() == p.geometry.size())));
            }
        }
    }
}
