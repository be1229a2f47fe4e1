//! `sheetdoku worksheet`: lays out existing puzzles as a printable worksheet.

use std::path::PathBuf;

use anyhow::{bail, Result};
use sheetdoku::rate::rate_until;
use sheetdoku::write::{write_worksheet_for, Audience, WorksheetPuzzle};

use crate::args::{TimeLimit, VariantArg};
use crate::cmd::soundness::{named, refusal, soundness, Soundness};
use crate::cmd::{
    check_output, check_room, say_two_files, stand_in, teacher_output, time_limit_note, Format,
};
use crate::status::Status;

/// Lay out puzzles from files as a printable worksheet: the pupils' file
/// (no answers) at -o and the teacher's file with the answers beside it.
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
    /// The pupils' worksheet (.xlsx or .ods), without answers; the
    /// teacher's file with the answers and the marking key is written
    /// beside it as <name>-teacher.xlsx (or .ods).
    #[arg(short, long, value_name = "FILE")]
    output: PathBuf,
    /// Print puzzles that do not have exactly one solution (refused by
    /// default, exit code 2): the pupils' page and the answer key then say
    /// "This puzzle has no solution." or "... more than one solution.".
    #[arg(long)]
    allow_broken: bool,
    #[command(flatten)]
    time: TimeLimit,
}

/// Reads, rates and solves every puzzle, then writes the worksheet.
pub fn run(args: Args) -> Result<Status> {
    // Ctrl-C stops the work as the time limit does.
    let deadline = crate::interrupt::deadline(args.time.deadline());
    let inputs: Vec<&std::path::Path> = args.files.iter().map(PathBuf::as_path).collect();
    check_output(
        &args.output,
        &[Format::Xlsx, Format::Ods],
        "a worksheet",
        &inputs,
    )?;
    let teacher = teacher_output(&args.output, &inputs)?;
    let opts = sheetdoku::read::ReadOptions::default().with_variant(args.variant.map(Into::into));
    let mut read = Vec::new();
    // Each puzzle named for the teacher: file, sheet or line or number.
    let mut names = Vec::new();
    for file in &args.files {
        let puzzles = crate::cmd::read_all(file, &opts)?;
        let count = puzzles.len();
        names.extend(puzzles.iter().enumerate().map(|(i, p)| named(p, i, count)));
        read.extend(puzzles);
        deadline.check(|| {
            sheetdoku::language()
                .text_with("doing-reading", &[("file", &file.display().to_string())])
        })?;
    }
    let total = read.len();
    // The room, before any puzzle is rated or solved: one puzzle of each
    // size, variant and kind stands for those like it.
    let mut kinds: Vec<&sheetdoku::Geometry> = Vec::new();
    for p in &read {
        let g = &p.geometry;
        let kind = |k: &&sheetdoku::Geometry| {
            k.size() == g.size() && k.variant() == g.variant() && k.families() == g.families()
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
    // Puzzles without exactly one solution, each named with what to
    // change: none of them reaches a class unless asked for.
    let mut unsound = Vec::new();
    let bar = crate::cmd::generate::progress(
        total,
        read.iter().map(|p| p.geometry.size()).max().unwrap_or(0),
    );
    let mut checked = 0;
    // The puzzle whose check for one solution the time limit stopped.
    let mut unchecked = None;
    for (i, p) in read.iter().enumerate() {
        checked = i;
        bar.as_ref().inspect(|b| b.inc(1));
        if deadline.expired() {
            status = crate::interrupt::stopped();
            break;
        }
        let sound = match soundness(p, &deadline) {
            Ok(sound) => sound,
            Err(e) if crate::interrupt::is_stop(&e) => {
                status = crate::interrupt::stopped();
                unchecked = Some(&names[i]);
                break;
            }
            Err(e) => return Err(e.into()),
        };
        if let Some(words) = sound.words(p) {
            let at = &names[i];
            if !args.allow_broken {
                unsound.push(format!("{at}: {words}"));
                continue;
            }
            eprintln!("{at}: {words}; printed as asked (--allow-broken), the page says so");
            status = Status::PuzzleResult;
        }
        if !unsound.is_empty() {
            // Nothing will be written: the rest is only checked.
            continue;
        }
        let flaw = sound.flaw();
        let (solution, other_solution) = match sound {
            Soundness::Unique(s) => (Some(s), None),
            Soundness::NoSolution(_) => (None, None),
            Soundness::Several(s, other) => (Some(s), Some(other)),
        };
        let (level, hardest_step) = if flaw.is_some() {
            // No level for a puzzle that is not sound: the page says why.
            (None, None)
        } else {
            match rate_until(&p.geometry, &p.givens, &deadline) {
                Ok(rating) => (
                    Some(rating.level),
                    args.page.hardest_step(&p.geometry, &p.givens, &rating),
                ),
                Err(e) if crate::interrupt::is_stop(&e) => {
                    status = crate::interrupt::stopped();
                    break;
                }
                Err(e) => return Err(e.into()),
            }
        };
        puzzles.push(
            WorksheetPuzzle::new(p.geometry.clone(), p.givens.clone())
                .with_note(p.source.name.clone())
                .with_hardest_step(hardest_step)
                .with_solution(solution)
                .with_other_solution(other_solution)
                .with_level(level)
                .with_flaw(flaw),
        );
    }
    if let Some(b) = bar {
        b.finish_and_clear();
    }
    let stopped = matches!(status, Status::TimeLimit | Status::Interrupted);
    if !unsound.is_empty() {
        let stopped = if stopped {
            format!(
                " ({}: the others are not checked)",
                time_limit_note(&deadline, checked, total, crate::cmd::Things::Puzzles)
            )
        } else {
            String::new()
        };
        bail!(
            "{}",
            refusal(
                &format!("{} is not written{stopped}", args.output.display()),
                &unsound,
                "Correct the file (or take the puzzle out); to print it as it is, with the page \
                 saying so, pass --allow-broken."
            )
        );
    }
    let unfinished = unchecked
        .map(|at| {
            format!(
                "; {}",
                sheetdoku::language().text_with("note-unchecked", &[("at", at)])
            )
        })
        .unwrap_or_default();
    if puzzles.is_empty() && stopped {
        let doing = match unchecked {
            Some(at) => sheetdoku::language().text_with("doing-checking-unique-at", &[("at", at)]),
            None => sheetdoku::language().text("doing-first-puzzle"),
        };
        return Err(deadline.exceeded(&doing).into());
    }
    let doc = args.page.doc(puzzles);
    // The teacher's file first: a pupils' file never stands without its key.
    write_worksheet_for(&teacher, &doc, Audience::Teacher)?;
    write_worksheet_for(&args.output, &doc, Audience::Pupils)?;
    println!(
        "{}",
        sheetdoku::language().text_with(
            "wrote-worksheet",
            &[
                ("file", &args.output.display().to_string()),
                ("count", &doc.puzzles.len().to_string())
            ],
        )
    );
    say_two_files(&args.output, &teacher);
    crate::cmd::say_fewer_per_page(&doc);
    crate::json::emit(|| crate::json::written(&args.output, "worksheet", doc.puzzles.len()));
    crate::json::emit(|| crate::json::written(&teacher, "teacher", doc.puzzles.len()));
    if stopped {
        let done = doc.puzzles.len();
        let kept = sheetdoku::language().text_with(
            "kept-two-files",
            &[
                ("done", &done.to_string()),
                ("file", &args.output.display().to_string()),
                ("key", &teacher.display().to_string()),
            ],
        );
        eprintln!(
            "{}; {kept}{unfinished}",
            time_limit_note(&deadline, done, total, crate::cmd::Things::Puzzles),
        );
    }
    Ok(status)
}
