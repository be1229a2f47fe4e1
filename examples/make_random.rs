//! Makes a reproducible set of random puzzles of a standard size: for seeds
//! 1..=COUNT (ChaCha8), a random full grid drawn by the native engine with
//! each cell kept with probability PERCENT/100. Such puzzles always have a
//! solution (not necessarily a unique one). One line per puzzle ('.' empty).
//!
//! `cargo run --release --example make_random -- N PERCENT COUNT > FILE`
//! (bench/half16.txt: 16 50 30; bench/given45-25.txt: 25 45 20).

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use sheetdoku::solve::random_solution;
use sheetdoku::{Geometry, Grid};

fn main() -> Result<(), String> {
    let args: Vec<usize> = std::env::args()
        .skip(1)
        .map(|a| a.parse::<usize>().map_err(|e| format!("{a}: {e}")))
        .collect::<Result<_, _>>()?;
    let [n, percent, count] = args[..] else {
        return Err("usage: make_random N PERCENT COUNT".to_string());
    };
    let g = Geometry::standard(n).map_err(|e| e.to_string())?;
    for seed in 1..=count as u64 {
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let mut grid = random_solution(&g, &Grid::empty(n), &mut rng)
            .unwrap()
            .ok_or("no full grid")?;
        for cell in 0..n * n {
            if rng.random_range(0..100) >= percent {
                grid.set(cell, 0);
            }
        }
        println!("{}", grid.to_line());
    }
    Ok(())
}
