//! The native engine and Peško's BLP must agree: on the puzzles of the papers
//! and our development set, and on random blankings of valid grids of every
//! variant and size, they agree on solvable / unsolvable, unique, and the
//! count of solutions up to a small limit; every solution either returns is
//! valid and keeps the givens.

use std::path::PathBuf;

use proptest::prelude::*;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use sheetdoku::check::is_solution;
use sheetdoku::read::{parse_text, ReadOptions};
use sheetdoku::solve::{
    count_blp, count_solutions, find_other_solution, random_solution, solve_blp, solve_native,
    solve_puzzle, BlpOptions, Count, Presolve, SolveOptions, SolveOutcome,
};
use sheetdoku::{Geometry, Grid, Variant};

const LIMIT: u64 = 4;

/// A puzzle file of tests/data.
fn data(file: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data")
        .join(file)
}

fn blp(presolve: Presolve) -> BlpOptions {
    BlpOptions::default().with_presolve(presolve)
}

/// Checks every agreement on one puzzle.
fn assert_agree(geometry: &Geometry, givens: &Grid, what: &str) {
    let native = count_solutions(geometry, givens, LIMIT).unwrap();
    let by_blp = count_blp(geometry, givens, LIMIT, &blp(Presolve::On)).unwrap();
    assert_eq!(native, by_blp, "{what}: counts differ for {givens}");

    let native_one = solve_native(geometry, givens).unwrap();
    let report = solve_puzzle(geometry, givens, &SolveOptions::default()).unwrap();
    let paper = solve_blp(geometry, givens, &blp(Presolve::Off)).unwrap();
    let paper_one = match &paper.outcome {
        SolveOutcome::Solved(g) => Some(g.clone()),
        SolveOutcome::NoSolution => None,
    };
    let solvable = native.found() > 0;
    assert_eq!(native_one.is_some(), solvable, "{what}: native solve");
    assert_eq!(report.solution().is_some(), solvable, "{what}: pipeline");
    assert_eq!(paper_one.is_some(), solvable, "{what}: paper's model");
    for solution in [native_one.as_ref(), report.solution(), paper_one.as_ref()]
        .into_iter()
        .flatten()
    {
        assert!(
            is_solution(geometry, givens, solution).unwrap(),
            "{what}: {solution}"
        );
    }
    if solvable {
        assert_eq!(
            paper.objective.round() as usize,
            givens.given_count(),
            "{what}: the optimum equals the number of givens"
        );
        let first = report.solution().unwrap();
        let other = find_other_solution(geometry, givens, first, &blp(Presolve::On)).unwrap();
        assert_eq!(
            other.is_none(),
            native == Count::Exact(1),
            "{what}: uniqueness"
        );
        if let Some(other) = other {
            assert!(is_solution(geometry, givens, &other).unwrap(), "{what}");
            assert_ne!(&other, first, "{what}: the cut must give another grid");
        }
    }
}

#[test]
fn the_papers_puzzles_agree() {
    let g = Geometry::standard(9).unwrap();
    // MATLAB example (unique), the Diabolské puzzle (64 solutions) and its
    // isomorphic copy, as the paper prints them.
    for line in [
        ".2..3..4.6.......3..4...5.....8.6...8...1...6...7.5.....7...6..4.......8.3..4..2.",
        "..6..49...4.....7....9.1.45.9.83....8.......9....19.3.78.5.2....2.....8...46..2..",
        "..6..49...4.....7....9.1.45.9.23....2.......9....19.3.72.5.8....8.....2...46..8..",
    ] {
        assert_agree(&g, &Grid::parse_line(line).unwrap(), line);
    }
    let diabolske = Grid::parse_line(
        "..6..49...4.....7....9.1.45.9.83....8.......9....19.3.78.5.2....2.....8...46..2..",
    )
    .unwrap();
    assert_eq!(
        count_solutions(&g, &diabolske, 100).unwrap(),
        Count::Exact(64)
    );
    assert_eq!(
        count_blp(&g, &diabolske, 100, &blp(Presolve::On)).unwrap(),
        Count::Exact(64)
    );
}

#[test]
fn dev50_puzzles_agree() {
    let text = std::fs::read_to_string(data("dev50.txt")).unwrap();
    let puzzles = parse_text(&text, None, &ReadOptions::default()).unwrap();
    assert_eq!(puzzles.len(), 50);
    // Every tenth puzzle through every check (the BLP cut takes a while);
    // all 50 through the count.
    for (i, p) in puzzles.iter().enumerate() {
        if i % 10 == 0 {
            assert_agree(&p.geometry, &p.givens, &p.source.label());
        } else {
            assert_eq!(
                count_solutions(&p.geometry, &p.givens, 2).unwrap(),
                count_blp(&p.geometry, &p.givens, 2, &blp(Presolve::On)).unwrap(),
                "{}",
                p.source.label()
            );
        }
    }
}

/// The geometries the random tests draw from: every variant, several sizes.
fn geometries() -> Vec<(&'static str, Geometry)> {
    let jigsaw6: Vec<u32> = "331422331442331442511142566662555566"
        .chars()
        .map(|c| c.to_digit(10).unwrap())
        .collect();
    vec![
        ("4x4", Geometry::standard(4).unwrap()),
        ("6x6", Geometry::standard(6).unwrap()),
        ("9x9", Geometry::standard(9).unwrap()),
        ("X 9x9", Geometry::for_variant(Variant::X, 9, None).unwrap()),
        (
            "Windoku 9x9",
            Geometry::for_variant(Variant::WINDOKU, 9, None).unwrap(),
        ),
        (
            "Windoku X 9x9",
            Geometry::for_variant(Variant::WINDOKU_X, 9, None).unwrap(),
        ),
        (
            "Windoku 4x4",
            Geometry::for_variant(Variant::WINDOKU, 4, None).unwrap(),
        ),
        ("jigsaw 6x6", Geometry::from_block_map(6, &jigsaw6).unwrap()),
        ("8x8", Geometry::standard(8).unwrap()),
    ]
}

/// The larger sizes, with fixed seeds (the BLP count takes longer there).
#[test]
fn engines_agree_on_12x12_and_16x16() {
    for (n, variant, seed) in [
        (12, Variant::STANDARD, 1u64),
        (12, Variant::X, 2),
        (16, Variant::STANDARD, 3),
        (16, Variant::WINDOKU, 4),
    ] {
        let geometry = Geometry::for_variant(variant, n, None).unwrap();
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let full = random_solution(&geometry, &Grid::empty(n), &mut rng)
            .unwrap()
            .unwrap();
        let mut givens = full.clone();
        // Keep about half of the cells, in a seeded pattern.
        let mut state = seed;
        for cell in 0..n * n {
            state = state
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            if (state >> 33) % 100 >= 50 {
                givens.set(cell, 0);
            }
        }
        assert_agree(&geometry, &givens, &format!("{n}x{n} {variant}"));
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 40, ..ProptestConfig::default() })]

    /// A random full grid of a random geometry, blanked at random, plus at
    /// times one extra random given that may contradict the rest.
    #[test]
    fn engines_agree_on_random_puzzles(
        which in 0usize..9,
        seed in any::<u64>(),
        keep_percent in 15usize..70,
        extra in proptest::option::of((any::<usize>(), 1u8..=9)),
    ) {
        let (name, geometry) = geometries().swap_remove(which);
        let n = geometry.size();
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let full = random_solution(&geometry, &Grid::empty(n), &mut rng).unwrap()
            .expect("every geometry here has solutions");
        prop_assert!(is_solution(&geometry, &Grid::empty(n), &full).unwrap());
        let mut givens = full.clone();
        let mut state = seed;
        for cell in 0..n * n {
            state = state.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
            if ((state >> 33) % 100) as usize >= keep_percent {
                givens.set(cell, 0);
            }
        }
        if let Some((cell, digit)) = extra {
            let cell = cell % (n * n);
            let digit = 1 + (digit - 1) % n as u8;
            if givens.get(cell) == 0 {
                givens.set(cell, digit);
            }
        }
        assert_agree(&geometry, &givens, name);
    }
}
