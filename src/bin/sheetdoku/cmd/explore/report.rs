//! `sheetdoku explore report`: the grids and the fewest givens of every
//! variant at 4x4, 6x6 and 9x9, written as a workbook.

use std::path::PathBuf;
use std::time::{Duration, Instant};

use anyhow::Result;
use sheetdoku::explore::{run_study, GridFigures, StudyOptions};
use sheetdoku::write::write_study_workbook;

use super::run::{control, seconds, with_progress};
use crate::args::{parse_seconds, TimeLimit};
use crate::cmd::{check_output, Format};
use crate::status::Status;

/// Compute the study and write it as a workbook.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// The workbook to write: .xlsx (with a chart) or .ods.
    #[arg(short, long, value_name = "FILE")]
    output: PathBuf,
    #[command(flatten)]
    time: TimeLimit,
    /// Random probes for each 9x9 estimate.
    #[arg(long, default_value_t = 20_000)]
    probes: u64,
    /// Seconds for each 9x9 fewest-givens search.
    #[arg(long, value_name = "SECONDS", value_parser = parse_seconds, default_value = "20")]
    search_time: Duration,
    /// Seconds at most for each exact fewest-givens computation (4x4, 6x6).
    #[arg(long, value_name = "SECONDS", value_parser = parse_seconds, default_value = "120")]
    exact_time: Duration,
    /// Worker threads (default: all cores).
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u16).range(1..))]
    jobs: Option<u16>,
    /// Seed of the random choices.
    #[arg(long, default_value_t = 1)]
    seed: u64,
}

/// Writes the report; exit 0 when every figure was finished, 1 otherwise.
pub fn run(args: Args) -> Result<Status> {
    check_output(
        &args.output,
        &[Format::Xlsx, Format::Ods],
        "the report",
        &[],
    )?;
    let control = control(&args.time, args.jobs);
    let opts = StudyOptions::default()
        .with_probes(args.probes)
        .with_search_time(args.search_time)
        .with_exact_time(args.exact_time)
        .with_seed(args.seed);
    let start = Instant::now();
    let study = with_progress(&control, "study: current step", || {
        run_study(&opts, &control)
    });
    write_study_workbook(&args.output, &study)?;
    let mut finished = true;
    for t in &study.grids {
        let (what, stopped) = match &t.result {
            GridFigures::Exact(c) => (format!("{} grids (exact)", c.grids), c.stopped),
            GridFigures::Estimate(e) => (
                format!(
                    "about {:.3e} grids (95% {:.3e} to {:.3e})",
                    e.grids, e.interval.0, e.interval.1
                ),
                e.stopped,
            ),
        };
        finished &= stopped.is_none();
        println!(
            "{n}x{n} {:<10} {what}  [{}]",
            t.case.variant.name(),
            seconds(t.elapsed),
            n = t.case.size
        );
    }
    for t in &study.givens {
        let g = t
            .result
            .givens()
            .map_or("none found".to_string(), |g| g.to_string());
        let how = if t.result.proven() {
            "proven"
        } else {
            "best found"
        };
        println!(
            "{n}x{n} {:<10} fewest givens {g} ({how})  [{}]",
            t.case.variant.name(),
            seconds(t.elapsed),
            n = t.case.size
        );
    }
    println!(
        "wrote {} in {}",
        args.output.display(),
        seconds(start.elapsed())
    );
    if control.should_stop() {
        finished = false;
        println!(
            "stopped early ({}): unfinished figures are marked in the workbook",
            control.stop_reason()
        );
    }
    Ok(if finished {
        Status::Success
    } else {
        Status::PuzzleResult
    })
}
