//! Peško's BLP with microlp on the 50 development puzzles of tests/data/dev50.txt
//! (`dev50_all_puzzles`) and per grid size (`by_size`, see [`by_size`]);
//! with presolve (givens fixed, excluded variables dropped) and without it
//! (the paper's model as printed: givens only in the objective).
//!
//! Before the criterion runs, prints the median and the worst time per puzzle
//! (each puzzle solved three times, its median kept).

use std::hint::black_box;
use std::time::{Duration, Instant};

use criterion::{criterion_group, criterion_main, Criterion};
use sheetdoku::solve::{
    presolve, solve_blp, solve_puzzle, BlpOptions, BlpProblem, Digits, Presolve, SolveOptions,
    SolveOutcome,
};
use sheetdoku::{Geometry, Grid};

fn puzzles() -> Vec<Grid> {
    let text = include_str!("../tests/data/dev50.txt");
    let mut grids = Vec::new();
    let mut current = String::new();
    for line in text.lines().map(str::trim) {
        if line.is_empty() || line.starts_with("Grid") {
            continue;
        }
        current.push_str(line);
        if current.len() == 81 {
            grids.push(Grid::parse_line(&current).expect("a puzzle of dev50.txt"));
            current.clear();
        }
    }
    grids
}

fn options(presolve: Presolve) -> BlpOptions {
    BlpOptions::default().with_presolve(presolve)
}

fn solve(g: &Geometry, p: &Grid, presolve: Presolve) -> Duration {
    let started = Instant::now();
    let report = solve_blp(g, p, &options(presolve)).expect("BLP");
    assert!(matches!(report.outcome, SolveOutcome::Solved(_)));
    started.elapsed()
}

fn summary(g: &Geometry, grids: &[Grid]) {
    for presolve in [Presolve::On, Presolve::Off] {
        let mut times: Vec<Duration> = grids
            .iter()
            .map(|p| {
                let mut three: Vec<Duration> = (0..3).map(|_| solve(g, p, presolve)).collect();
                three.sort();
                three[1]
            })
            .collect();
        let worst = times
            .iter()
            .enumerate()
            .max_by_key(|(_, t)| **t)
            .map(|(i, t)| (i + 1, *t))
            .unwrap_or_default();
        times.sort();
        let total: Duration = times.iter().sum();
        eprintln!(
            "BLP microlp, presolve {}: {} puzzles, median {:.2?}, mean {:.2?}, worst {:.2?} (grid {:02})",
            if presolve == Presolve::On { "on " } else { "off" },
            times.len(),
            times[times.len() / 2],
            total / times.len().max(1) as u32,
            worst.1,
            worst.0
        );
    }
}

fn bench(c: &mut Criterion) {
    let grids = puzzles();
    let g = Geometry::standard(9).expect("9x9");
    if !std::env::args().any(|a| a == "--list") {
        summary(&g, &grids);
    }
    let mut group = c.benchmark_group("dev50_all_puzzles");
    // One iteration solves all 50 puzzles (about 0.13 s with presolve,
    // 1.4 s without in a release build): few samples, enough time.
    group.sample_size(10);
    group.measurement_time(Duration::from_secs(15));
    for (name, presolve) in [
        ("presolve_on", Presolve::On),
        ("presolve_off", Presolve::Off),
    ] {
        group.bench_function(name, |b| {
            b.iter(|| {
                for p in &grids {
                    black_box(solve(&g, black_box(p), presolve));
                }
            })
        });
    }
    group.finish();
}

/// The puzzles of a file in bench/, one per line.
fn lines(text: &str) -> Vec<Grid> {
    text.lines()
        .filter(|l| !l.trim().is_empty())
        .map(|l| Grid::parse_line(l.trim()).expect("a puzzle line"))
        .collect()
}

/// Presolve (propagation + probing), model build on the presolved
/// candidates, and the whole default path (presolve + BLP with microlp), per
/// puzzle, on hard 9x9 (bench/hard9.txt), half-given 16x16
/// (bench/half16.txt) and 45%-given 25x25 (bench/given45-25.txt, the first
/// 3; the default path there is the branch and bound of `crates/core/src/blp/bnb.rs`
/// over microlp's root LP, about 0.3-3 s a puzzle).
fn by_size(c: &mut Criterion) {
    let sets = [
        ("9x9_hard", 9, lines(include_str!("../bench/hard9.txt"))),
        ("16x16_half", 16, lines(include_str!("../bench/half16.txt"))),
        (
            "25x25_45pct",
            25,
            lines(include_str!("../bench/given45-25.txt")),
        ),
    ];
    let mut group = c.benchmark_group("by_size");
    group.sample_size(10);
    for (name, n, grids) in &sets {
        let g = Geometry::standard(*n).expect("a standard size");
        let grids: Vec<Grid> = grids
            .iter()
            .take(if *n == 25 { 3 } else { 10 })
            .cloned()
            .collect();
        let masks: Vec<Vec<Digits>> = grids
            .iter()
            .map(|p| {
                let masks = presolve(&g, p).expect("solvable");
                masks.into_iter().map(Digits::from_bits).collect()
            })
            .collect();
        group.bench_function(format!("{name}/presolve"), |b| {
            b.iter(|| {
                for p in &grids {
                    black_box(presolve(&g, black_box(p)));
                }
            })
        });
        group.bench_function(format!("{name}/model_build"), |b| {
            b.iter(|| {
                for (p, m) in grids.iter().zip(&masks) {
                    let problem = BlpProblem::with_candidates(&g, p, m, &BlpOptions::default());
                    black_box(problem.expect("model").size());
                }
            })
        });
        let opts = SolveOptions::default();
        group.bench_function(format!("{name}/default_path"), |b| {
            b.iter(|| {
                for p in &grids {
                    let r = solve_puzzle(&g, black_box(p), &opts).expect("solve");
                    assert!(r.solution().is_some());
                }
            })
        });
    }
    group.finish();
}

criterion_group!(benches, bench, by_size);
criterion_main!(benches);
