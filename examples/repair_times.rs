//! Times the repair of contradictory givens (the grid keeping the most
//! givens, [`keep_most_givens`]) on every puzzle of a file, in one process,
//! and can write each puzzle's repair model (the paper's model with the
//! givens only in the objective) as a CPLEX LP file for other solvers.
//! Used by bench/repair.sh.
//!
//! `cargo run --release --example repair_times -- METHOD FILE [TIME_LIMIT_S]`
//! where METHOD is `default` (microlp with presolve: implicit hitting sets
//! over the givens), `presolve-off` (microlp on the paper's model) or
//! `highs` (HiGHS on the paper's model; needs `--features highs`);
//! `cargo run --release --example repair_times -- write-lp FILE DIR` writes
//! `DIR/1.lp`, `DIR/2.lp`, ... instead.
//!
//! Prints one line per puzzle, in file order: milliseconds, then the givens
//! kept and the givens in all (`timeout` when the limit came first).

use std::path::Path;
use std::time::{Duration, Instant};

use sheetdoku::check::is_solution;
use sheetdoku::read::{read_puzzles, ReadOptions};
use sheetdoku::solve::{keep_most_givens, write_lp, BlpOptions, Presolve, SolverKind};
use sheetdoku::{Deadline, Grid};

fn main() -> Result<(), String> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let (method, file) = match (args.first(), args.get(1)) {
        (Some(m), Some(f)) => (m.as_str(), f.as_str()),
        _ => return Err("usage: repair_times METHOD FILE [TIME_LIMIT_S | DIR]".to_string()),
    };
    let puzzles =
        read_puzzles(Path::new(file), &ReadOptions::default()).map_err(|e| e.to_string())?;
    if method == "write-lp" {
        let dir = Path::new(args.get(2).ok_or("write-lp needs a folder")?);
        std::fs::create_dir_all(dir).map_err(|e| e.to_string())?;
        for (i, p) in puzzles.iter().enumerate() {
            let mut text = Vec::new();
            write_lp(&p.geometry, &p.givens, &mut text).map_err(|e| e.to_string())?;
            std::fs::write(dir.join(format!("{}.lp", i + 1)), text).map_err(|e| e.to_string())?;
        }
        return Ok(());
    }
    let limit = args
        .get(2)
        .and_then(|s| s.parse::<f64>().ok())
        .map(Duration::from_secs_f64);
    let base = match method {
        "default" => BlpOptions::default(),
        "presolve-off" => BlpOptions::default().with_presolve(Presolve::Off),
        "highs" => BlpOptions::default().with_solver(SolverKind::Highs),
        other => return Err(format!("unknown method '{other}'")),
    };
    for p in &puzzles {
        let opts = base.clone().with_deadline(Deadline::start(limit));
        let start = Instant::now();
        let result = keep_most_givens(&p.geometry, &p.givens, &opts);
        let ms = start.elapsed().as_secs_f64() * 1000.0;
        let total = p.givens.given_count();
        match result {
            Ok(Some(r)) => {
                let empty = Grid::empty(p.geometry.size());
                if !is_solution(&p.geometry, &empty, &r.grid).unwrap() {
                    return Err(format!("not a grid: {}", r.grid));
                }
                println!("{ms:.1} {} {total}", total - r.dropped.len());
            }
            Ok(None) => println!("{ms:.1} nogrid {total}"),
            Err(sheetdoku::error::Error::TimeLimit { .. }) => println!("{ms:.1} timeout {total}"),
            Err(e) => return Err(e.to_string()),
        }
    }
    Ok(())
}
