//! Property tests over random grids and block maps: the checker, the
//! reader's extraction from cells, both engines' entry points and the
//! solution writer return values or typed errors, and never panic.

use std::path::Path;
use std::time::Duration;

use proptest::prelude::*;
use sheetdoku::check::{check, is_solution};
use sheetdoku::fuzzing::{read_sheets, CellValue, Table};
use sheetdoku::read::ReadOptions;
use sheetdoku::solve::{count_solutions_until, propagate, solve_native, Propagation};
use sheetdoku::write::{write_solution_workbook, SolutionDoc};
use sheetdoku::{Diagonals, Geometry, Grid, Puzzle};

/// A random puzzle: size, givens (0 = empty, may clash), a block map that
/// starts as the standard boxes and is then disturbed by swaps (which keep
/// region sizes but may cut a region apart) and relabellings (which break
/// the partition), and whether to add diagonals.
#[derive(Clone, Debug)]
struct Case {
    n: usize,
    givens: Vec<u8>,
    map: Vec<u32>,
    diagonals: Diagonals,
}

fn case() -> impl Strategy<Value = Case> {
    prop::sample::select(vec![4usize, 6, 8, 9])
        .prop_flat_map(|n| {
            let cells = n * n;
            (
                Just(n),
                prop::collection::vec(prop_oneof![3 => Just(0u8), 1 => 1..=n as u8], cells..=cells),
                prop::collection::vec((0..cells, 0..cells), 0..6),
                prop::collection::vec((0..cells, 1..=n as u32), 0..2),
                prop::sample::select(vec![Diagonals::None, Diagonals::Both]),
            )
        })
        .prop_map(|(n, givens, swaps, relabels, diagonals)| {
            let standard = Geometry::standard(n).expect("supported size");
            let mut map: Vec<u32> = standard.block_map().iter().map(|&b| b as u32 + 1).collect();
            for (a, b) in swaps {
                map.swap(a, b);
            }
            for (cell, label) in relabels {
                map[cell] = label;
            }
            Case {
                n,
                givens,
                map,
                diagonals,
            }
        })
}

fn geometry(c: &Case) -> Option<Geometry> {
    Geometry::from_block_map(c.n, &c.map)
        .ok()
        .map(|g| g.with_diagonals(c.diagonals))
}

/// The case as sheets A (givens) and B (block map), as a workbook holds it.
fn sheets(c: &Case) -> Vec<Table> {
    let rows = |f: &dyn Fn(usize) -> CellValue| {
        (0..c.n)
            .map(|r| (0..c.n).map(|col| f(r * c.n + col)).collect())
            .collect()
    };
    vec![
        Table::new(
            "A",
            rows(&|i| match c.givens[i] {
                0 => CellValue::Empty,
                d => CellValue::Number(f64::from(d)),
            }),
        ),
        Table::new("B", rows(&|i| CellValue::Number(f64::from(c.map[i])))),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn checker_and_engines_never_panic(c in case()) {
        let grid = Grid::from_cells(c.n, c.givens.clone()).unwrap();
        let Some(geom) = geometry(&c) else { return Ok(()); };
        let report = check(&geom, &grid);
        prop_assert_eq!(report.empty, c.givens.iter().filter(|&&d| d == 0).count());
        for conflict in &report.conflicts {
            prop_assert!(!conflict.describe(&geom, &Default::default()).is_empty());
        }
        let _ = propagate(&geom, &grid, Propagation::LockedCandidates).unwrap();
        let deadline = sheetdoku::Deadline::after(Duration::from_secs(2));
        let _ = count_solutions_until(&geom, &grid, 2, &deadline);
        if c.n <= 6 {
            if let Some(solution) = solve_native(&geom, &grid).unwrap() {
                prop_assert!(is_solution(&geom, &grid, &solution).unwrap());
                prop_assert!(report.conflicts.is_empty());
            }
        }
    }

    #[test]
    fn extraction_reads_what_the_cells_hold(c in case()) {
        let result = read_sheets(Path::new("random.xlsx"), &sheets(&c), &ReadOptions::default());
        match (result, geometry(&c)) {
            (Ok(puzzles), Some(geom)) => {
                prop_assert_eq!(puzzles.len(), 1);
                prop_assert_eq!(puzzles[0].givens.cells(), &c.givens[..]);
                prop_assert_eq!(puzzles[0].geometry.block_map(), geom.block_map());
            }
            (Ok(_), None) => prop_assert!(false, "an invalid block map was accepted"),
            // Sheets A and B of our layout always give the puzzle, even
            // with few givens (or none) that look like no grid.
            (Err(e), Some(_)) => prop_assert!(false, "{}", e),
            (Err(e), None) => prop_assert!(e.is_input(), "{}", e),
        }
    }
}

proptest! {
    // Each case writes a workbook: fewer cases.
    #![proptest_config(ProptestConfig::with_cases(24))]

    #[test]
    fn the_solution_writer_never_panics(c in case(), solved in any::<bool>()) {
        let Some(geometry) = geometry(&c) else { return Ok(()); };
        let givens = Grid::from_cells(c.n, c.givens.clone()).unwrap();
        let puzzle = Puzzle::new(geometry, givens).unwrap();
        let solution = solved.then(|| solve_native(&puzzle.geometry, &puzzle.givens).unwrap()).flatten();
        let dir = tempfile::TempDir::new().unwrap();
        let doc = SolutionDoc::new(&puzzle, "random").with_solution(solution.as_ref());
        let path = dir.path().join("out.xlsx");
        match write_solution_workbook(&path, &doc) {
            Ok(()) => prop_assert!(path.exists()),
            Err(e) => prop_assert!(!path.exists(), "{}", e),
        }
    }
}
