//! Times the `solve` pipeline (presolve + Peško's BLP, default options) on
//! every puzzle of a file, and prints median, p95 and max per puzzle.
//!
//! `cargo run --release --example solve_times -- FILE [--presolve off] [--time-limit S] [--each]`
//!
//! With `--time-limit` a puzzle that runs out of time counts as taking the
//! limit (and is reported); `--each` prints every puzzle's time.

use std::path::PathBuf;
use std::time::{Duration, Instant};

use sheetdoku::check::is_solution;
use sheetdoku::read::{read_puzzles, ReadOptions};
use sheetdoku::solve::{solve_puzzle, BlpOptions, Presolve, SolveOptions};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let usage = "usage: solve_times FILE [--presolve off] [--time-limit S] [--each]";
    let file = PathBuf::from(args.first().expect(usage));
    let value = |flag: &str| {
        args.iter()
            .position(|a| a == flag)
            .map(|i| args.get(i + 1).expect(usage).as_str())
    };
    let presolve = if value("--presolve") == Some("off") {
        Presolve::Off
    } else {
        Presolve::On
    };
    let time_limit = value("--time-limit")
        .map(|s| Duration::from_secs_f64(s.parse().expect("--time-limit in seconds")));
    let each = args.iter().any(|a| a == "--each");
    let puzzles = read_puzzles(&file, &ReadOptions::default()).expect("read puzzles");
    let blp = BlpOptions::default().with_presolve(presolve);
    let mut times = Vec::new();
    let mut no_lp = 0;
    let mut timeouts = 0;
    for (i, p) in puzzles.iter().enumerate() {
        let start = Instant::now();
        // Each puzzle gets the whole limit.
        let opts = SolveOptions::default().with_blp(
            blp.clone()
                .with_deadline(sheetdoku::Deadline::start(time_limit)),
        );
        let result = solve_puzzle(&p.geometry, &p.givens, &opts);
        let ms = start.elapsed().as_secs_f64() * 1000.0;
        match result {
            Ok(report) => {
                let solution = report.solution().expect("solvable");
                assert!(is_solution(&p.geometry, &p.givens, solution).unwrap());
                if matches!(
                    report,
                    sheetdoku::solve::SolveReport::Solved {
                        method: sheetdoku::solve::Method::Propagation,
                        ..
                    }
                ) {
                    no_lp += 1;
                }
                if each {
                    println!("puzzle {:3}: {ms:.2} ms", i + 1);
                }
            }
            Err(sheetdoku::error::Error::TimeLimit { .. }) => {
                timeouts += 1;
                if each {
                    println!("puzzle {:3}: time limit ({ms:.0} ms)", i + 1);
                }
            }
            Err(e) => panic!("puzzle {}: {e}", i + 1),
        }
        times.push(ms);
    }
    times.sort_by(|a, b| a.total_cmp(b));
    let at = |q: f64| times[((times.len() - 1) as f64 * q).round() as usize];
    println!(
        "{} puzzles, presolve {}: median {:.2} ms, p95 {:.2} ms, max {:.2} ms; {} solved by propagation alone; {} timed out",
        times.len(),
        if presolve == Presolve::On { "on" } else { "off" },
        at(0.5),
        at(0.95),
        at(1.0),
        no_lp,
        timeouts
    );
}
