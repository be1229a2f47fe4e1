//! `sheetdoku rate`: the level of every puzzle of a file, and the techniques
//! it needs.

use std::time::Duration;

use anyhow::Result;
use sheetdoku::{rate, Deadline};

use crate::cli::{parse_seconds, time_limit_note, InputArgs};
use crate::Status;

/// Rate every puzzle of a file by the techniques needed.
#[derive(Debug, clap::Args)]
pub struct Args {
    #[command(flatten)]
    input: InputArgs,
    /// Stop after this many seconds (checked between puzzles; exit code 3,
    /// the puzzles rated by then are printed).
    #[arg(long, value_name = "SECONDS", value_parser = parse_seconds)]
    time_limit: Option<Duration>,
}

/// One line per puzzle: label, level, givens and techniques with counts.
pub fn run(args: Args) -> Result<Status> {
    let deadline = Deadline::start(args.time_limit);
    let puzzles = crate::cmd::read_all(&args.input.file, &args.input.read_options())?;
    for (i, p) in puzzles.iter().enumerate() {
        if deadline.expired() {
            eprintln!("{}", time_limit_note(&deadline, i, puzzles.len()));
            return Ok(Status::TimeLimit);
        }
        let r = rate(&p.geometry, &p.givens);
        let label = p
            .source
            .name
            .clone()
            .or_else(|| p.source.sheet.clone())
            .unwrap_or_else(|| format!("puzzle {}", i + 1));
        let uses: Vec<String> = r.uses.iter().map(|(t, k)| format!("{t} x{k}")).collect();
        let mut line = format!("{label}: {} ({} givens)", r.level, r.givens);
        if !uses.is_empty() {
            line.push_str(&format!(": {}", uses.join(", ")));
        }
        if r.contradiction {
            line.push_str("; no solution (the givens contradict each other)");
        } else if !r.solved_by_logic {
            line.push_str("; then stuck: needs search");
        }
        println!("{line}");
    }
    Ok(Status::Success)
}
