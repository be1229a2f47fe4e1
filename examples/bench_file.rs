//! Times one way of solving on every puzzle of a file, in one process
//! (build + solve per puzzle, as the peers in bench/peers.py are timed).
//! Used by bench/compare.sh.
//!
//! `cargo run --release --example bench_file -- METHOD FILE [TIME_LIMIT_S [SEED]]`
//! where METHOD is `default` (the `solve` pipeline: propagation presolve,
//! then the BLP with microlp), `presolve-off` (the paper's model as written),
//! `highs` (the pipeline with HiGHS; needs `--features highs`), `native`
//! (the engine's propagation and search, no LP), or `givens` / `highs-givens`
//! (microlp / HiGHS on the model reduced by the givens alone: givens fixed,
//! every `x_ijk` a given excludes dropped, no propagation; the reduction
//! usually quoted as "HiGHS with presolve"). With a SEED, `native` draws
//! its solution with `random_solution` from that seed (the randomised
//! search `solve_native` runs from 16x16 on with a fixed seed), to see how
//! much a puzzle's time owes to luck.
//!
//! Prints one line per puzzle, in file order: milliseconds, then `ok`,
//! `timeout`, `nosolution` or `error`. A summary goes to stderr.

use std::path::Path;
use std::time::{Duration, Instant};

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use sheetdoku::check::is_solution;
use sheetdoku::read::{read_puzzles, ReadOptions};
use sheetdoku::solve::{
    random_solution, solve_native, solve_puzzle, BlpOptions, Method, Presolve, SolveOptions,
    SolveOutcome, SolverKind,
};

fn main() -> Result<(), String> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let (method, file) = match (args.first(), args.get(1)) {
        (Some(m), Some(f)) => (m.as_str(), f.as_str()),
        _ => return Err("usage: bench_file METHOD FILE [TIME_LIMIT_S [SEED]]".to_string()),
    };
    let limit = args
        .get(2)
        .and_then(|s| s.parse::<f64>().ok())
        .map(Duration::from_secs_f64);
    let seed = args.get(3).and_then(|s| s.parse::<u64>().ok());
    let puzzles =
        read_puzzles(Path::new(file), &ReadOptions::default()).map_err(|e| e.to_string())?;
    let blp = match method {
        "default" | "native" | "givens" => BlpOptions::default(),
        "highs-givens" => BlpOptions::default().with_solver(SolverKind::Highs),
        "presolve-off" => BlpOptions::default().with_presolve(Presolve::Off),
        "highs" => BlpOptions::default().with_solver(SolverKind::Highs),
        other => return Err(format!("unknown method '{other}'")),
    };
    let (mut lp, mut bad) = (0, 0);
    // One untimed run to load code and tables.
    if let Some(p) = puzzles.first() {
        let _ = solve_native(&p.geometry, &p.givens).unwrap();
    }
    for p in &puzzles {
        let start = Instant::now();
        // Each puzzle gets the whole limit.
        let opts = SolveOptions::default()
            .with_blp(blp.clone().with_deadline(sheetdoku::Deadline::start(limit)));
        let (verdict, solution) = if method == "native" {
            let s = match seed {
                Some(seed) => {
                    random_solution(&p.geometry, &p.givens, &mut ChaCha8Rng::seed_from_u64(seed))
                        .unwrap()
                }
                None => solve_native(&p.geometry, &p.givens).unwrap(),
            };
            (if s.is_some() { "ok" } else { "nosolution" }, s)
        } else if method.ends_with("givens") {
            // Every digit a candidate: the model's own presolve fixes the
            // givens and drops what they exclude, nothing more.
            let n = p.geometry.size();
            let all = vec![sheetdoku::solve::Digits::all(n); n * n];
            match sheetdoku::solve::BlpProblem::with_candidates(
                &p.geometry,
                &p.givens,
                &all,
                &opts.blp,
            )
            .and_then(|problem| problem.solve())
            {
                Ok(r) => {
                    lp += 1;
                    match r.outcome {
                        SolveOutcome::Solved(s) => ("ok", Some(s)),
                        SolveOutcome::NoSolution => ("nosolution", None),
                    }
                }
                Err(sheetdoku::error::Error::TimeLimit { .. }) => ("timeout", None),
                Err(_) => ("error", None),
            }
        } else {
            match solve_puzzle(&p.geometry, &p.givens, &opts) {
                Ok(r) => {
                    lp += usize::from(matches!(
                        r,
                        sheetdoku::solve::SolveReport::Solved {
                            method: Method::Blp(_),
                            ..
                        }
                    ));
                    let s = r.solution().cloned();
                    (if s.is_some() { "ok" } else { "nosolution" }, s)
                }
                Err(sheetdoku::error::Error::TimeLimit { .. }) => ("timeout", None),
                Err(_) => ("error", None),
            }
        };
        let ms = start.elapsed().as_secs_f64() * 1000.0;
        if let Some(s) = &solution {
            if !is_solution(&p.geometry, &p.givens, s).unwrap() {
                return Err(format!("{}: an invalid solution", p.source.label()));
            }
        }
        bad += usize::from(verdict != "ok");
        println!("{ms:.3} {verdict}");
    }
    eprintln!(
        "{method}: {} puzzles, {lp} went past propagation to the BLP, {bad} not solved",
        puzzles.len()
    );
    Ok(())
}
