//! Times the `solve` pipeline (presolve + Peško's BLP, default options) on
//! every puzzle of a file, and prints median, p95 and max per puzzle.
//!
//! `cargo run --release --example solve_times -- ../shared/puzzles/euler96.txt [--presolve off]`

use std::path::PathBuf;
use std::time::Instant;

use sheetdoku::{is_solution, read_puzzles, solve_puzzle, BlpOptions, ReadOptions, SolveOptions};

fn main() {
    let mut args = std::env::args().skip(1);
    let file = PathBuf::from(
        args.next()
            .expect("usage: solve_times FILE [--presolve off]"),
    );
    let presolve = !matches!(
        (args.next().as_deref(), args.next().as_deref()),
        (Some("--presolve"), Some("off"))
    );
    let puzzles = read_puzzles(&file, &ReadOptions::default()).expect("read puzzles");
    let opts = SolveOptions {
        blp: BlpOptions {
            presolve,
            ..BlpOptions::default()
        },
        ..SolveOptions::default()
    };
    let mut times = Vec::new();
    let mut no_lp = 0;
    for p in &puzzles {
        let start = Instant::now();
        let report = solve_puzzle(&p.geometry, &p.givens, &opts).expect("solve");
        times.push(start.elapsed().as_secs_f64() * 1000.0);
        let solution = report.solution().expect("solvable");
        assert!(is_solution(&p.geometry, &p.givens, solution));
        if matches!(report.method, sheetdoku::Method::Propagation) {
            no_lp += 1;
        }
    }
    times.sort_by(|a, b| a.total_cmp(b));
    let at = |q: f64| times[((times.len() - 1) as f64 * q).round() as usize];
    println!(
        "{} puzzles, presolve {}: median {:.2} ms, p95 {:.2} ms, max {:.2} ms; {} solved by propagation alone",
        times.len(),
        if presolve { "on" } else { "off" },
        at(0.5),
        at(0.95),
        at(1.0),
        no_lp
    );
}
