//! Makes tests/data/dev50.txt: 50 unique 9x9 puzzles for the tests and
//! benches, from easy to hard, reproducibly.
//!
//! For seeds 1..=50 (ChaCha8) a random full grid is drawn with the native
//! engine, then givens are removed in a random order while the puzzle keeps
//! exactly one solution. Puzzle k stops at a floor of givens that falls from
//! 36 (the first puzzles: singles suffice) to 0 (the last: minimal puzzles,
//! some needing fish or search), so the set spans the rater's levels. Each
//! puzzle is written as a `Grid NN` line and nine lines of digits (0 empty),
//! the grid form many puzzle collections use.
//!
//! `cargo run --release --example make_dev_set > tests/data/dev50.txt`

use rand::seq::SliceRandom;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use sheetdoku::solve::{random_solution, Count, Engine};
use sheetdoku::{Deadline, Geometry, Grid};

const PUZZLES: u64 = 50;

fn main() {
    let g = Geometry::standard(9).expect("9x9");
    let engine = Engine::new(&g);
    for seed in 1..=PUZZLES {
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let full = random_solution(&g, &Grid::empty(9), &mut rng)
            .unwrap()
            .expect("a full grid");
        // 36 givens for the first puzzle, down to no floor (minimal) by the 30th.
        let floor = 36usize.saturating_sub(((seed - 1) * 36 / 29) as usize);
        let mut puzzle = full.clone();
        let mut cells: Vec<usize> = (0..81).collect();
        cells.shuffle(&mut rng);
        let mut givens = 81;
        for cell in cells {
            if givens <= floor {
                break;
            }
            let d = puzzle.get(cell);
            puzzle.set(cell, 0);
            if engine.count(&puzzle, 2, &Deadline::none()).ok() == Some(Count::Exact(1)) {
                givens -= 1;
            } else {
                puzzle.set(cell, d);
            }
        }
        println!("Grid {seed:02}");
        let line = puzzle.to_line().replace('.', "0");
        for row in line.as_bytes().chunks(9) {
            println!("{}", std::str::from_utf8(row).expect("ascii digits"));
        }
    }
}
