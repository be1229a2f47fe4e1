//! Makes the sample workbooks in `samples/` (our .xlsx layout) from the
//! puzzles and grids printed in the source papers, plus a jigsaw, a 4x4, a
//! 6x6 and a 16x16 puzzle. Run by `samples/make.sh`, which then converts each
//! to .ods with LibreOffice itself.
//!
//! Puzzles built from a printed solved grid keep it as their solution: givens
//! are removed in a seeded random order while the native engine still finds
//! exactly one solution (the Croatian paper's method).

use std::path::Path;

use rand::seq::SliceRandom;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use sheetdoku::check::is_solution;
use sheetdoku::solve::{count_solutions, random_solution, Count};
use sheetdoku::write::write_input_workbook;
use sheetdoku::{Geometry, Grid, Puzzle, Variant};

/// Removes givens in random order while the puzzle stays unique.
fn blank_while_unique(geometry: &Geometry, full: &Grid, seed: u64, keep_at_least: usize) -> Grid {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut order: Vec<usize> = (0..geometry.cell_count()).collect();
    order.shuffle(&mut rng);
    let mut grid = full.clone();
    for cell in order {
        if grid.given_count() <= keep_at_least {
            break;
        }
        let d = grid.get(cell);
        grid.set(cell, 0);
        if count_solutions(geometry, &grid, 2).unwrap() != Count::Exact(1) {
            grid.set(cell, d);
        }
    }
    grid
}

fn save(dir: &Path, name: &str, geometry: &Geometry, givens: Grid) {
    let path = dir.join(format!("{name}.xlsx"));
    let puzzle = Puzzle::new(geometry.clone(), givens).expect("givens of the geometry's size");
    write_input_workbook(&path, &puzzle).expect("write sample");
    println!(
        "{} ({}, {} givens)",
        path.display(),
        geometry.describe(),
        puzzle.givens.given_count()
    );
}

fn grid(line: &str) -> Grid {
    Grid::parse_line(line).expect("grid")
}

fn main() {
    let dir = std::env::args()
        .nth(1)
        .unwrap_or_else(|| "samples".to_string());
    let dir = Path::new(&dir);
    std::fs::create_dir_all(dir).expect("samples folder");
    let standard = Geometry::standard(9).unwrap();

    // Puzzles printed in the papers, as printed.
    save(
        dir,
        "matlab-example",
        &standard,
        grid(".2..3..4.6.......3..4...5.....8.6...8...1...6...7.5.....7...6..4.......8.3..4..2."),
    );
    let diabolske =
        "..6..49...4.....7....9.1.45.9.83....8.......9....19.3.78.5.2....2.....8...46..2..";
    save(dir, "diabolske-puzzle", &standard, grid(diabolske));
    let isomorphic =
        "..6..49...4.....7....9.1.45.9.23....2.......9....19.3.72.5.8....8.....2...46..8..";
    save(dir, "diabolske-isomorphic", &standard, grid(isomorphic));

    // Solved grids printed in the paper, made into unique puzzles.
    let x = Geometry::for_variant(Variant::X, 9, None).unwrap();
    let table3 =
        "259613847381947265674528913896371453123456789745289136518732694932164578467895321";
    save(dir, "sudoku-x-table3-as-printed", &x, grid(table3));
    let table3_fixed = table3.replacen("896371453", "896371452", 1);
    assert!(
        is_solution(&x, &Grid::empty(9), &grid(&table3_fixed)).unwrap(),
        "corrected Table 3"
    );
    save(
        dir,
        "sudoku-x",
        &x,
        blank_while_unique(&x, &grid(&table3_fixed), 3, 0),
    );
    let windoku = Geometry::for_variant(Variant::WINDOKU, 9, None).unwrap();
    let table5 =
        grid("219367854456128397378495216523914768184276935697853421731549682842631579965782143");
    save(
        dir,
        "windoku",
        &windoku,
        blank_while_unique(&windoku, &table5, 5, 0),
    );
    let windoku_x = Geometry::for_variant(Variant::WINDOKU_X, 9, None).unwrap();
    let table6 =
        grid("123456789548279613679318524216597438397184256854632971782961345931745862465823197");
    save(
        dir,
        "windoku-x",
        &windoku_x,
        blank_while_unique(&windoku_x, &table6, 6, 0),
    );

    // A 9x9 jigsaw: an irregular map, a random full grid, then blanked.
    let jigsaw_map: Vec<u32> = concat!(
        "111222333",
        "112222333",
        "112244433",
        "511444463",
        "555546666",
        "755546669",
        "775888699",
        "777888999",
        "777888999"
    )
    .chars()
    .map(|c| c.to_digit(10).unwrap())
    .collect();
    let jigsaw = Geometry::from_block_map(9, &jigsaw_map).unwrap();
    let mut rng = ChaCha8Rng::seed_from_u64(9);
    let full = random_solution(&jigsaw, &Grid::empty(9), &mut rng)
        .unwrap()
        .expect("the jigsaw map has a solution");
    let jigsaw_puzzle = blank_while_unique(&jigsaw, &full, 9, 0);
    // The teacher's-layout copy of this puzzle is made from CSV by make.sh.
    if let Some(lines) = std::env::args().nth(2) {
        std::fs::write(
            Path::new(&lines).join("jigsaw.line"),
            jigsaw_puzzle.to_line(),
        )
        .expect("write jigsaw.line");
    }
    save(dir, "jigsaw", &jigsaw, jigsaw_puzzle);

    // Other sizes from random full grids.
    for (n, seed, name) in [
        (4usize, 4u64, "mini-4x4"),
        (6, 6, "six-6x6"),
        (16, 16, "big-16x16"),
    ] {
        let g = Geometry::standard(n).unwrap();
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let full = random_solution(&g, &Grid::empty(n), &mut rng)
            .unwrap()
            .unwrap();
        // 16x16: keep about half of the cells (unique, fast to make).
        let keep = if n == 16 { n * n / 2 } else { 0 };
        save(dir, name, &g, blank_while_unique(&g, &full, seed, keep));
    }
}
