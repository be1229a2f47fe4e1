//! `sheetdoku worksheet`: lays out existing puzzles as a printable worksheet.

use std::path::PathBuf;
use std::time::Duration;

use anyhow::Result;
use sheetdoku::rate::rate_until;
use sheetdoku::solve::{solutions_up_to_two_until, Solutions};
use sheetdoku::write::{write_worksheet, WorksheetPuzzle};
use sheetdoku::Deadline;

use crate::args::{parse_seconds, VariantArg};
use crate::cmd::{check_output, check_room, plural, stand_in, time_limit_note, Format};
use crate::status::Status;

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
    page: crate::args::PageArgs,
    /// The worksheet (.xlsx or .ods).
    #[arg(short, long, value_name = "FILE")]
    output: PathBuf,
    /// Stop after this many seconds, everything included (exit code 3; the
    /// puzzles finished by then are written).
    #[arg(long, value_name = "SECONDS", value_parser = parse_seconds)]
    time_limit: Option<Duration>,
}

/// Reads, rates and solves every puzzle, then writes the worksheet.
pub fn run(args: Args) -> Result<Status> {
    // Ctrl-C stops the work as the time limit does.
    let deadline = crate::interrupt::deadline(Deadline::start(args.time_limit));
    let inputs: Vec<&std::path::Path> = args.files.iter().map(PathBuf::as_path).collect();
    check_output(
        &args.output,
        &[Format::Xlsx, Format::Ods],
        "a worksheet",
        &inputs,
    )?;
    let opts = sheetdoku::read::ReadOptions {
        variant: args.variant.map(Into::into),
        ..sheetdoku::read::ReadOptions::default()
    };
    let mut read = Vec::new();
    for file in &args.files {
        read.extend(crate::cmd::read_all(file, &opts)?);
        deadline.check(|| format!("reading {}", file.display()))?;
    }
    let total = read.len();
    // The room, before any puzzle is rated or solved: one puzzle of each
    // size, variant and kind stands for those like it.
    let mut kinds: Vec<&sheetdoku::Geometry> = Vec::new();
    for p in &read {
        let g = &p.geometry;
        let kind = |k: &&sheetdoku::Geometry| {
            k.size() == g.size() && k.variant() == g.variant() && k.has_cages() == g.has_cages()
        };
        if !kinds.iter().any(kind) {
            kinds.push(g);
        }
    }
    let kinds = kinds.into_iter().map(stand_in).collect();
    check_room(
        &args.output,
        &args.page.doc(kinds),
        total,
        "lay them out as several worksheets",
    )?;
    let mut puzzles = Vec::new();
    let mut status = Status::Success;
    let bar = crate::cmd::generate::progress(
        total,
        read.iter().map(|p| p.geometry.size()).max().unwrap_or(0),
    );
    for p in read {
        bar.as_ref().inspect(|b| b.inc(1));
        if deadline.expired() {
            status = crate::interrupt::stopped();
            break;
        }
        let rating = match rate_until(&p.geometry, &p.givens, &deadline) {
            Ok(rating) => rating,
            Err(e) if crate::interrupt::is_stop(&e) => {
                status = crate::interrupt::stopped();
                break;
            }
            Err(e) => return Err(e.into()),
        };
        let (solution, other_solution) =
            match solutions_up_to_two_until(&p.geometry, &p.givens, &deadline) {
                Err(e) if crate::interrupt::is_stop(&e) => {
                    status = crate::interrupt::stopped();
                    break;
                }
                Err(e) => return Err(e.into()),
                Ok(Solutions::Unique(s)) => (Some(s), None),
                Ok(Solutions::None) => {
                    eprintln!("{}: no solution; printed without key", p.source.label());
                    status = Status::PuzzleResult;
                    (None, None)
                }
                Ok(Solutions::Multiple(s, other)) => {
                    eprintln!(
                        "{}: not unique; the key shows one solution and says where another differs",
                        p.source.label()
                    );
                    status = Status::PuzzleResult;
                    (Some(s), Some(other))
                }
            };
        puzzles.push(WorksheetPuzzle {
            note: p.source.name.clone(),
            hardest_step: args.page.hardest_step(&p.geometry, &p.givens, &rating),
            geometry: p.geometry,
            givens: p.givens,
            solution,
            other_solution,
            level: Some(rating.level),
        });
    }
    if let Some(b) = bar {
        b.finish_and_clear();
    }
    let stopped = matches!(status, Status::TimeLimit | Status::Interrupted);
    if puzzles.is_empty() && stopped {
        return Err(deadline.exceeded("solving the first puzzle").into());
    }
    let doc = args.page.doc(puzzles);
    write_worksheet(&args.output, &doc)?;
    println!(
        "wrote {} ({})",
        args.output.display(),
        plural(doc.puzzles.len(), "puzzle")
    );
    crate::json::emit(|| crate::json::written(&args.output, "worksheet", doc.puzzles.len()));
    if stopped {
        let done = doc.puzzles.len();
        eprintln!(
            "{}; the {done} are written to {}",
            time_limit_note(&deadline, done, total, "puzzles"),
            args.output.display()
        );
    }
    Ok(status)
}
