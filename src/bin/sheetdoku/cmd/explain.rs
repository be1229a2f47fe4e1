//! `sheetdoku explain`: the whole solving path of every puzzle of a file,
//! one line per step, in words a pupil understands.

use anyhow::Result;
use clap::ValueEnum;
use sheetdoku::{rate, solving_path};

use crate::args::InputArgs;
use crate::status::Status;

/// How to print the steps.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum Format {
    /// Plain text, one numbered line per step.
    Text,
    /// Markdown: a heading per puzzle and a numbered list.
    Markdown,
}

/// Explain every step of the solution, with cells named as on the sheet.
#[derive(Debug, clap::Args)]
pub struct Args {
    #[command(flatten)]
    input: InputArgs,
    /// Output format.
    #[arg(long, value_enum, default_value = "text")]
    format: Format,
}

/// Prints each puzzle's level and rating, then its steps.
pub fn run(args: Args) -> Result<Status> {
    let puzzles = crate::cmd::read_all(&args.input.file, &args.input.read_options())?;
    let mut status = Status::Success;
    for (i, p) in puzzles.iter().enumerate() {
        let label = crate::cmd::puzzle_label(p, i);
        let r = rate(&p.geometry, &p.givens);
        let path = solving_path(&p.geometry, &p.givens, &r, &p.source.namer);
        let heading = format!("{label}: {}", path.summary);
        if i > 0 {
            println!();
        }
        match args.format {
            Format::Text => println!("{heading}"),
            Format::Markdown => println!("## {heading}\n"),
        }
        for (k, line) in path.steps.iter().enumerate() {
            match args.format {
                Format::Text => println!("{:>3}. {line}", k + 1),
                Format::Markdown => println!("{}. {line}", k + 1),
            }
        }
        crate::json::emit(crate::json::explain(&label, p, &r, &path));
        if r.contradiction || !r.solved_by_logic {
            status = Status::PuzzleResult;
        }
        let end = &path.end;
        match args.format {
            Format::Text => println!("     {end}"),
            Format::Markdown => println!("\n{end}"),
        }
    }
    Ok(status)
}
