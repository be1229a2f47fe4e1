//! Speed of the native engine: uniqueness checks (count up to two).
//!
//! Run with `cargo bench --bench engine`. The free functions reuse the
//! engine compiled for the last geometry, so they measure the check alone;
//! `Engine::new` is measured separately. Puzzle sets:
//! - dev50: the 50 development puzzles of tests/data/dev50.txt;
//! - hard 9x9: generated here, reproducibly: random full grids from a fixed
//!   seed, givens removed in random order while the puzzle stays unique, and
//!   the five that take this engine the most search nodes kept (no puzzle is
//!   copied from elsewhere);
//! - 16x16 half given: random full grids from a fixed seed with 128 of the
//!   256 cells blanked at random (usually not unique: the check stops at two).

use std::hint::black_box;
use std::time::Duration;

use criterion::{criterion_group, criterion_main, Criterion};
use rand::seq::SliceRandom;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use sheetdoku::solve::{solutions_up_to_two, Count, Engine};
use sheetdoku::{Geometry, Grid};

fn dev50() -> Vec<Grid> {
    let text = include_str!("../tests/data/dev50.txt");
    let digits: Vec<String> = text
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with("Grid"))
        .map(String::from)
        .collect();
    digits
        .chunks(9)
        .map(|rows| Grid::parse_line(&rows.concat()).expect("a puzzle of dev50.txt"))
        .collect()
}

/// Minimal unique puzzles from random grids; the `keep` hardest by nodes.
fn hard_9x9(candidates: usize, keep: usize) -> Vec<(Grid, u64)> {
    let g = Geometry::standard(9).unwrap();
    let engine = Engine::new(&g);
    let mut rng = ChaCha8Rng::seed_from_u64(2024);
    let mut rated = Vec::new();
    for _ in 0..candidates {
        let mut puzzle = engine
            .random_solution(&Grid::empty(9), &mut rng)
            .unwrap()
            .unwrap();
        let mut order: Vec<usize> = (0..81).collect();
        order.shuffle(&mut rng);
        for cell in order {
            let digit = puzzle.get(cell);
            puzzle.set(cell, 0);
            if engine
                .count(&puzzle, 2, &sheetdoku::Deadline::none())
                .unwrap()
                != Count::Exact(1)
            {
                puzzle.set(cell, digit);
            }
        }
        let nodes = engine
            .effort(&puzzle, 2, &sheetdoku::Deadline::none())
            .unwrap()
            .nodes;
        rated.push((puzzle, nodes));
    }
    rated.sort_by_key(|(_, nodes)| std::cmp::Reverse(*nodes));
    rated.truncate(keep);
    rated
}

fn half_given_16x16(count: usize) -> Vec<Grid> {
    let g = Geometry::standard(16).unwrap();
    let engine = Engine::new(&g);
    let mut rng = ChaCha8Rng::seed_from_u64(16);
    (0..count)
        .map(|_| {
            let mut grid = engine
                .random_solution(&Grid::empty(16), &mut rng)
                .unwrap()
                .unwrap();
            let mut cells: Vec<usize> = (0..256).collect();
            cells.shuffle(&mut rng);
            for &cell in &cells[..128] {
                grid.set(cell, 0);
            }
            grid
        })
        .collect()
}

fn bench(c: &mut Criterion) {
    let g9 = Geometry::standard(9).unwrap();
    let engine9 = Engine::new(&g9);

    let puzzles = dev50();
    let mut group = c.benchmark_group("dev50");
    group.bench_function("all 50, solutions_up_to_two each", |b| {
        b.iter(|| {
            for p in &puzzles {
                black_box(solutions_up_to_two(&g9, black_box(p)).unwrap());
            }
        })
    });
    group.bench_function("all 50, prebuilt Engine", |b| {
        b.iter(|| {
            for p in &puzzles {
                black_box(engine9.solutions_up_to_two(black_box(p)).unwrap());
            }
        })
    });
    group.finish();

    c.bench_function("Engine::new 9x9 (compile the geometry)", |b| {
        b.iter(|| black_box(Engine::new(black_box(&g9))))
    });

    let hard = hard_9x9(200, 5);
    let mut group = c.benchmark_group("hard 9x9");
    for (i, (puzzle, nodes)) in hard.iter().enumerate() {
        eprintln!(
            "hard 9x9 #{i}: {nodes} nodes, {} givens: {puzzle}",
            puzzle.given_count()
        );
        group.bench_function(format!("#{i} ({nodes} nodes)"), |b| {
            b.iter(|| black_box(solutions_up_to_two(&g9, black_box(puzzle)).unwrap()))
        });
    }
    group.finish();

    let g16 = Geometry::standard(16).unwrap();
    let mut group = c.benchmark_group("16x16 half given");
    for (i, puzzle) in half_given_16x16(5).iter().enumerate() {
        group.bench_function(format!("#{i}"), |b| {
            b.iter(|| black_box(solutions_up_to_two(&g16, black_box(puzzle)).unwrap()))
        });
    }
    group.finish();
}

criterion_group! {
    name = benches;
    config = Criterion::default()
        .sample_size(30)
        .warm_up_time(Duration::from_millis(500))
        .measurement_time(Duration::from_secs(2));
    targets = bench
}
criterion_main!(benches);
