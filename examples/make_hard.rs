//! Makes bench/hard9.txt: hard unique 9x9 puzzles, reproducibly.
//!
//! For seeds 1..=CANDIDATES (ChaCha8), a random full grid is drawn with the
//! native engine, then givens are removed in a random order while the puzzle
//! keeps exactly one solution (a minimal puzzle). Each puzzle is rated by the
//! search nodes the native engine needs to count its solutions up to 2
//! (`Engine::effort`), and the KEEP puzzles needing the most are written, in
//! seed order, one 81-character line each ('.' for empty).
//!
//! `cargo run --release --example make_hard -- [CANDIDATES [KEEP]] > bench/hard9.txt`
//! (defaults 2000 and 100).

use rand::seq::SliceRandom;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use sheetdoku::solve::{random_solution, Count, Engine};
use sheetdoku::{Geometry, Grid};

fn main() {
    let mut args = std::env::args().skip(1).map(|a| a.parse::<u64>());
    let candidates = args.next().and_then(Result::ok).unwrap_or(2000);
    let keep = args.next().and_then(Result::ok).unwrap_or(100) as usize;
    let g = Geometry::standard(9).expect("9x9");
    let engine = Engine::new(&g);
    let mut rated: Vec<(u64, u64, Grid)> = Vec::new();
    for seed in 1..=candidates {
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let full = random_solution(&g, &Grid::empty(9), &mut rng)
            .unwrap()
            .expect("a full grid");
        let mut puzzle = full.clone();
        let mut cells: Vec<usize> = (0..81).collect();
        cells.shuffle(&mut rng);
        for cell in cells {
            let d = puzzle.get(cell);
            puzzle.set(cell, 0);
            if engine.count(&puzzle, 2, &sheetdoku::Deadline::none()).ok() != Some(Count::Exact(1))
            {
                puzzle.set(cell, d);
            }
        }
        let effort = engine
            .effort(&puzzle, 2, &sheetdoku::Deadline::none())
            .expect("no deadline");
        rated.push((effort.nodes, seed, puzzle));
    }
    rated.sort_by(|a, b| b.0.cmp(&a.0).then(a.1.cmp(&b.1)));
    rated.truncate(keep);
    rated.sort_by_key(|r| r.1);
    let nodes: Vec<u64> = rated.iter().map(|r| r.0).collect();
    eprintln!(
        "kept {} of {candidates}: search nodes {}..={}",
        rated.len(),
        nodes.iter().min().unwrap_or(&0),
        nodes.iter().max().unwrap_or(&0)
    );
    for (_, _, puzzle) in rated {
        println!("{}", puzzle.to_line());
    }
}
