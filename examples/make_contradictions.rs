//! Makes a reproducible set of puzzles whose givens contradict each other:
//! for seeds 1..=COUNT, a unique puzzle from the generator, plus 1 to 3
//! (cycling with the seed) wrong givens in empty cells. Each wrong digit
//! differs from the solution's and repeats no given of the cell's row,
//! column or block, so no two givens clash in plain sight. One line per
//! puzzle ('.' empty).
//!
//! `cargo run --release --example make_contradictions -- N COUNT > FILE`
//! (bench/repair16.txt: line 1 is a 16x16 without solution, lines 2-9 `16 8`;
//! bench/repair9.txt: 9 8).

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use sheetdoku::check::check;
use sheetdoku::generate::{generate, GenerateOptions};
use sheetdoku::Geometry;

fn main() -> Result<(), String> {
    let args: Vec<usize> = std::env::args()
        .skip(1)
        .map(|a| a.parse::<usize>().map_err(|e| format!("{a}: {e}")))
        .collect::<Result<_, _>>()?;
    let [n, count] = args[..] else {
        return Err("usage: make_contradictions N COUNT".to_string());
    };
    let g = Geometry::standard(n).map_err(|e| e.to_string())?;
    for seed in 1..=count as u64 {
        let opts = GenerateOptions::default().with_seed(seed);
        let puzzle = generate(&g, 1, &opts).map_err(|e| e.to_string())?.remove(0);
        let mut givens = puzzle.givens;
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let wrong = 1 + (seed as usize - 1) % 3;
        let mut added = 0;
        while added < wrong {
            let cell = rng.random_range(0..n * n);
            let digit = rng.random_range(1..=n as u8);
            if givens.get(cell) != 0 || digit == puzzle.solution.get(cell) {
                continue;
            }
            givens.set(cell, digit);
            if check(&g, &givens).is_valid() {
                added += 1;
            } else {
                givens.set(cell, 0);
            }
        }
        println!("{}", givens.to_line());
    }
    Ok(())
}
