//! `sheetdoku worksheet`: lays out existing puzzles as a printable worksheet.

use std::path::PathBuf;

use anyhow::Result;
use sheetdoku::{rate, solutions_up_to_two, write_worksheet, Solutions, WorksheetPuzzle};

use crate::cli::VariantArg;
use crate::cmd::{check_output, plural, Format};
use crate::Status;

/// Lay out puzzles from files as a printable worksheet with answers.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// Puzzle files (every puzzle of each is taken).
    #[arg(required = true)]
    files: Vec<PathBuf>,
    /// The variant, where a file does not say.
    #[arg(long, value_enum)]
    variant: Option<VariantArg>,
    #[command(flatten)]
    page: crate::cli::PageArgs,
    /// The worksheet (.xlsx or .ods).
    #[arg(short, long, value_name = "FILE")]
    output: PathBuf,
}

/// Reads, rates and solves every puzzle, then writes the worksheet.
pub fn run(args: Args) -> Result<Status> {
    check_output(&args.output, &[Format::Xlsx, Format::Ods], "a worksheet")?;
    let opts = sheetdoku::ReadOptions {
        variant: args.variant.map(Into::into),
        ..sheetdoku::ReadOptions::default()
    };
    let mut puzzles = Vec::new();
    let mut status = Status::Success;
    for file in &args.files {
        for p in crate::cmd::read_all(file, &opts)? {
            let level = rate(&p.geometry, &p.givens).level;
            let solution = match solutions_up_to_two(&p.geometry, &p.givens) {
                Solutions::Unique(s) => Some(s),
                Solutions::None => {
                    eprintln!("{}: no solution; printed without key", p.source.label());
                    status = Status::PuzzleResult;
                    None
                }
                Solutions::Multiple(s, _) => {
                    eprintln!(
                        "{}: not unique; the key shows one solution",
                        p.source.label()
                    );
                    status = Status::PuzzleResult;
                    Some(s)
                }
            };
            puzzles.push(WorksheetPuzzle {
                note: p.source.name.clone(),
                geometry: p.geometry,
                givens: p.givens,
                solution,
                level: Some(level),
            });
        }
    }
    let doc = args.page.doc(puzzles);
    write_worksheet(&args.output, &doc)?;
    println!(
        "wrote {} ({})",
        args.output.display(),
        plural(doc.puzzles.len(), "puzzle")
    );
    Ok(status)
}
