//! `sheetdoku count`: the number of solutions, exact below a limit.

use std::time::{Duration, Instant};

use anyhow::Result;
use clap::ValueEnum;
use sheetdoku::{count_blp, count_solutions_until, read_puzzle, BlpOptions, Count, Deadline};

use crate::cli::{parse_seconds, InputArgs};
use crate::cmd::ms;
use crate::Status;

/// Which engine counts.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum Engine {
    /// The native propagation-and-search engine (fast).
    Native,
    /// The BLP with one no-good cut per solution found (slow; for comparison).
    Blp,
}

/// Count solutions up to a limit.
#[derive(Debug, clap::Args)]
pub struct Args {
    #[command(flatten)]
    input: InputArgs,
    /// Stop counting at this many solutions.
    #[arg(long, default_value_t = 1000)]
    limit: u64,
    /// The engine that counts.
    #[arg(long, value_enum, default_value = "native")]
    engine: Engine,
    /// Stop after this many seconds.
    #[arg(long, value_name = "SECONDS", value_parser = parse_seconds, default_value = "60")]
    time_limit: Duration,
}

/// Prints the count; exit 0 for exactly one solution, 1 otherwise.
pub fn run(args: Args) -> Result<Status> {
    let start = Instant::now();
    let deadline = Deadline::after(args.time_limit);
    let puzzle = read_puzzle(&args.input.file, &args.input.read_options())?;
    let count = match args.engine {
        Engine::Native => {
            count_solutions_until(&puzzle.geometry, &puzzle.givens, args.limit, &deadline)?
        }
        Engine::Blp => {
            let opts = BlpOptions {
                deadline,
                ..BlpOptions::default()
            };
            count_blp(&puzzle.geometry, &puzzle.givens, args.limit, &opts)?
        }
    };
    let noun = if count == Count::Exact(1) {
        "solution"
    } else {
        "solutions"
    };
    println!(
        "{}: {count} {noun} ({:?} engine, {})",
        puzzle.source.label(),
        args.engine,
        ms(start.elapsed())
    );
    if let Count::AtLeast(_) = count {
        println!(
            "stopped at the limit of {}; raise it with --limit",
            args.limit
        );
    }
    Ok(if count == Count::Exact(1) {
        Status::Success
    } else {
        Status::PuzzleResult
    })
}
