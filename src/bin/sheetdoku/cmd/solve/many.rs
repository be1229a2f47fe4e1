//! `sheetdoku solve` on a file of many puzzles: solved in parallel (rayon,
//! `--jobs`), a progress bar on stderr when it is a terminal (indicatif),
//! results printed and written in input order (text: one solution per line;
//! workbook: a `Summary` sheet and solution pages), one failure per puzzle
//! reported without stopping the others.

use std::fmt::Write as _;
use std::io::IsTerminal;
use std::path::Path;
use std::time::{Duration, Instant};

use anyhow::{Context, Result};
use indicatif::{ProgressBar, ProgressStyle};
use rayon::prelude::*;
use sheetdoku::solve::{
    solve_puzzle, Method, SecondSolution, SolveOptions, SolveReport, Uniqueness,
};
use sheetdoku::write::{puzzle_line, write_batch_workbook, BatchEntry, BATCH_PAGES};
use sheetdoku::{Puzzle, Source};
use sheetdoku_io::write_atomically;

use crate::cmd::{ms, plural, time_limit_note, Format};
use crate::json;
use crate::status::Status;

/// What one puzzle of the batch came to.
struct Done {
    report: std::result::Result<SolveReport, sheetdoku::error::Error>,
}

/// How the batch runs.
pub struct Batch<'a> {
    /// Solver options for every puzzle.
    pub opts: SolveOptions,
    /// Worker threads (`None`: all cores).
    pub jobs: Option<usize>,
    /// The file to write, if any, and its format: text (one solution per
    /// line) or a workbook (`Summary` sheet and solution pages).
    pub output: Option<(&'a Path, Format)>,
}

/// Solves every puzzle; exit 1 if any has no solution, is not unique (with
/// `--unique`) or failed in the solver.
pub fn run(puzzles: &[Puzzle], batch: &Batch<'_>) -> Result<Status> {
    let start = Instant::now();
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(batch.jobs.unwrap_or(0))
        .build()
        .context("cannot start the worker threads")?;
    let bar = progress(puzzles.len());
    let done: Vec<Done> = pool.install(|| {
        puzzles
            .par_iter()
            .map(|p| {
                let report = solve_puzzle(&p.geometry, &p.givens, &batch.opts);
                bar.inc(1);
                Done { report }
            })
            .collect()
    });
    bar.finish_and_clear();
    let wall = start.elapsed();

    let mut lines = String::new();
    let mut tally = Tally::default();
    for (puzzle, done) in puzzles.iter().zip(&done) {
        let n = puzzle.givens.size();
        let label = puzzle.source.label();
        match &done.report {
            Err(e) if crate::interrupt::is_stop(e) => {
                tally.out_of_time += 1;
                let why = if crate::interrupt::interrupted() {
                    "stopped by Ctrl-C"
                } else {
                    "the time limit was reached"
                };
                println!("{label}: not solved: {why}");
                json::emit(|| json::unsolved(&label, puzzle, "time_limit", "time limit reached"));
                lines.push_str(&".".repeat(n * n));
            }
            Ok(report) => {
                let line = match report.solution() {
                    Some(s) => puzzle_line(&puzzle.geometry, s).unwrap_or_else(|_| s.to_line()),
                    None => ".".repeat(n * n),
                };
                let verdict = verdict(report, &mut tally);
                println!("{label}: {line} ({verdict})");
                json::emit(|| json::solve(&label, puzzle, report, &verdict));
                lines.push_str(&line);
            }
            Err(e) => {
                tally.failed += 1;
                let text = crate::flags::text(e);
                println!("{label}: error: {text}");
                json::emit(|| json::unsolved(&label, puzzle, "error", &text));
                lines.push_str(&".".repeat(n * n));
            }
        }
        lines.push('\n');
    }
    match batch.output {
        Some((out, Format::Text)) => write_atomically(out, lines.as_bytes())?,
        Some((out, Format::Xlsx | Format::Ods)) => {
            let labels: Vec<String> = puzzles.iter().map(|p| page_label(&p.source)).collect();
            let statuses: Vec<String> = done.iter().map(|d| page_status(&d.report)).collect();
            let entries: Vec<BatchEntry> = puzzles
                .iter()
                .zip(&done)
                .zip(labels.iter().zip(&statuses))
                .map(|((puzzle, done), (label, status))| {
                    let solution = done.report.as_ref().ok().and_then(|r| r.solution());
                    BatchEntry::new(label, puzzle, solution, status)
                })
                .collect();
            write_batch_workbook(out, &entries)?;
        }
        None => {}
    }
    let mut summary = format!(
        "{}: {} solved ({} by the presolve alone), {} without solution",
        plural(puzzles.len(), "puzzle"),
        tally.solved,
        tally.propagation,
        tally.unsolved
    );
    if batch.opts.second_solution == SecondSolution::Cut {
        let _ = write!(summary, ", {} not unique", tally.not_unique);
    }
    if tally.failed > 0 {
        let _ = write!(summary, ", {} failed", tally.failed);
    }
    if tally.out_of_time > 0 {
        let when = if crate::interrupt::interrupted() {
            "before Ctrl-C"
        } else {
            "in time"
        };
        let _ = write!(summary, ", {} not solved {when}", tally.out_of_time);
    }
    if tally.undecided > 0 {
        let _ = write!(summary, ", {} not proven unique in time", tally.undecided);
    }
    let threads = pool.current_num_threads();
    let _ = write!(
        summary,
        "; {} on {threads} thread{}",
        ms(wall),
        if threads == 1 { "" } else { "s" }
    );
    println!("{summary}");
    if tally.out_of_time + tally.undecided > 0 {
        let finished = puzzles.len() - tally.out_of_time - tally.undecided;
        let kept = match batch.output {
            Some(_) => format!("; the {finished} finished are written"),
            None => String::new(),
        };
        println!(
            "{}{kept}",
            time_limit_note(&batch.opts.blp.deadline, finished, puzzles.len(), "puzzles")
        );
    }
    match batch.output {
        Some((out, Format::Text)) => {
            println!("wrote {} (one solution per line)", out.display());
            json::emit(|| json::written(out, "solutions", puzzles.len()));
        }
        Some((out, Format::Xlsx | Format::Ods)) => {
            println!(
                "wrote {} (Summary sheet{})",
                out.display(),
                match puzzles.len().min(BATCH_PAGES) {
                    1 => ", solution page S1".to_string(),
                    k => format!(", solution pages S1-S{k}"),
                }
            );
            json::emit(|| json::written(out, "solutions", puzzles.len()));
        }
        None => {}
    }
    Ok(if tally.out_of_time + tally.undecided > 0 {
        crate::interrupt::stopped()
    } else if tally.unsolved + tally.failed + tally.not_unique == 0 {
        Status::Success
    } else {
        Status::PuzzleResult
    })
}

#[derive(Default)]
struct Tally {
    solved: usize,
    propagation: usize,
    unsolved: usize,
    not_unique: usize,
    failed: usize,
    out_of_time: usize,
    undecided: usize,
}

/// The outcome in words (printed in parentheses after the solution line,
/// the status in a workbook's Summary), counting as it goes.
fn verdict(report: &SolveReport, tally: &mut Tally) -> String {
    let time = ms(report.elapsed());
    let SolveReport::Solved {
        method, uniqueness, ..
    } = report
    else {
        tally.unsolved += 1;
        return format!("no solution, {time}");
    };
    tally.solved += 1;
    let how = match method {
        Method::Propagation => {
            tally.propagation += 1;
            "by the presolve, no LP".to_string()
        }
        Method::Blp(blp) => format!("by the BLP with {}", blp.solver),
    };
    let unique = match uniqueness {
        Uniqueness::Unknown => "",
        Uniqueness::Undecided => {
            tally.undecided += 1;
            ", uniqueness not proven (time limit)"
        }
        Uniqueness::Unique => ", unique",
        Uniqueness::NotUnique(_) => {
            tally.not_unique += 1;
            ", NOT unique"
        }
    };
    format!("solved {how}{unique}, {time}")
}

/// Where a puzzle came from in the pages' language, for the Summary sheet:
/// its name, else the file's name with its sheet or line.
fn page_label(source: &Source) -> String {
    if let Some(name) = &source.name {
        return name.clone();
    }
    let lang = sheetdoku::language();
    let file = source
        .file
        .as_ref()
        .and_then(|f| f.file_name())
        .map(|f| f.to_string_lossy().into_owned());
    let sheet = (source.sheet.as_ref()).map(|s| lang.text_with("summary-sheet", &[("sheet", s)]));
    let line = source
        .line
        .map(|l| lang.text_with("summary-line", &[("line", &l.to_string())]));
    [file, sheet, line]
        .into_iter()
        .flatten()
        .collect::<Vec<_>>()
        .join(", ")
}

/// The outcome of one puzzle in the pages' language, for the workbook's
/// Summary sheet (the terminal's line stays English; so do error messages).
fn page_status(report: &std::result::Result<SolveReport, sheetdoku::error::Error>) -> String {
    let lang = sheetdoku::language();
    let id = match report {
        Ok(SolveReport::Solved { uniqueness, .. }) => match uniqueness {
            Uniqueness::Unknown => "summary-solved",
            Uniqueness::Unique => "summary-solved-unique",
            Uniqueness::NotUnique(_) => "summary-solved-not-unique",
            Uniqueness::Undecided => "summary-solved-undecided",
        },
        Ok(_) => "summary-no-solution",
        Err(e) => return lang.text_with("summary-error", &[("error", &crate::flags::text(e))]),
    };
    lang.text(id)
}

/// A progress bar on stderr, drawn only when stderr is a terminal.
fn progress(len: usize) -> ProgressBar {
    if !std::io::stderr().is_terminal() {
        return ProgressBar::hidden();
    }
    let bar = ProgressBar::new(len as u64);
    if let Ok(style) = ProgressStyle::with_template("{bar:40} {pos}/{len} puzzles {elapsed}") {
        bar.set_style(style);
    }
    bar.enable_steady_tick(Duration::from_millis(200));
    bar
}
