//! `sheetdoku check`: every broken rule of a grid as it stands.

use std::time::Duration;

use anyhow::Result;
use sheetdoku::{check, read_puzzle, Deadline};

use crate::cli::{parse_seconds, InputArgs};
use crate::Status;

/// Check a grid (partial or complete) against the variant's rules.
#[derive(Debug, clap::Args)]
pub struct Args {
    #[command(flatten)]
    input: InputArgs,
    /// Stop after this many seconds (exit code 3).
    #[arg(long, value_name = "SECONDS", value_parser = parse_seconds)]
    time_limit: Option<Duration>,
}

/// Lists every conflict; exit 1 when any rule is broken.
pub fn run(args: Args) -> Result<Status> {
    let deadline = Deadline::start(args.time_limit);
    let puzzle = read_puzzle(&args.input.file, &args.input.read_options())?;
    deadline.check(|| format!("reading {}", args.input.file.display()))?;
    let geometry = &puzzle.geometry;
    let report = check(geometry, &puzzle.givens);
    println!(
        "{}: {}, {} of {} cells filled",
        puzzle.source.label(),
        geometry.describe(),
        geometry.cell_count() - report.empty,
        geometry.cell_count()
    );
    for conflict in &report.conflicts {
        println!("conflict: {}", conflict.describe(geometry, puzzle.namer()));
    }
    let verdict = match (report.is_valid(), report.is_complete()) {
        (true, true) => "complete and valid: solved",
        (true, false) => "valid so far (no rule broken), not complete",
        (false, true) => "complete but invalid",
        (false, false) => "invalid, not complete",
    };
    println!("{verdict}");
    Ok(if report.is_valid() {
        Status::Success
    } else {
        Status::PuzzleResult
    })
}
