//! `sheetdoku solve` on a file of many puzzles: solved in parallel (rayon,
//! `--jobs`), a progress bar on stderr when it is a terminal (indicatif),
//! results printed and written in input order (text: one solution per line;
//! workbook: a `Summary` sheet and solution pages), one failure per puzzle
//! reported without stopping the others.

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
use sheetdoku::{Lang, Puzzle, Source};
use sheetdoku_io::write_atomically;

use crate::cmd::{ms, time_limit_note, Format};
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
    let lang = sheetdoku::language();
    for (puzzle, done) in puzzles.iter().zip(&done) {
        let n = puzzle.givens.size();
        let label = puzzle.source.label();
        match &done.report {
            Err(e) if crate::interrupt::is_stop(e) => {
                tally.out_of_time += 1;
                let why = lang.text(if crate::interrupt::interrupted() {
                    "solve-batch-stopped"
                } else {
                    "solve-batch-time-limit"
                });
                println!(
                    "{}",
                    lang.text_with(
                        "solve-batch-not-solved",
                        &[("puzzle", &label), ("why", &why)]
                    )
                );
                json::emit(|| {
                    let label = english(|| puzzle.source.label());
                    json::unsolved(&label, puzzle, "time_limit", "time limit reached")
                });
                lines.push_str(&".".repeat(n * n));
            }
            Ok(report) => {
                let line = match report.solution() {
                    Some(s) => puzzle_line(&puzzle.geometry, s).unwrap_or_else(|_| s.to_line()),
                    None => ".".repeat(n * n),
                };
                tally.count(report);
                println!("{label}: {line} ({})", verdict(report));
                json::emit(|| {
                    let (label, verdict) = english(|| (puzzle.source.label(), verdict(report)));
                    json::solve(&label, puzzle, report, &verdict)
                });
                lines.push_str(&line);
            }
            Err(e) => {
                tally.failed += 1;
                let text = crate::flags::text(e);
                println!(
                    "{}",
                    lang.text_with("solve-batch-error", &[("puzzle", &label), ("error", &text)])
                );
                json::emit(|| {
                    let (label, text) = english(|| (puzzle.source.label(), crate::flags::text(e)));
                    json::unsolved(&label, puzzle, "error", &text)
                });
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
    let threads = pool.current_num_threads();
    println!(
        "{}",
        summary(lang, puzzles.len(), &tally, batch, wall, threads)
    );
    if tally.out_of_time + tally.undecided > 0 {
        let finished = puzzles.len() - tally.out_of_time - tally.undecided;
        let kept = match batch.output {
            Some(_) => format!(
                "; {}",
                lang.text_with("kept-finished", &[("done", &finished.to_string())])
            ),
            None => String::new(),
        };
        println!(
            "{}{kept}",
            time_limit_note(
                &batch.opts.blp.deadline,
                finished,
                puzzles.len(),
                crate::cmd::Things::Puzzles
            )
        );
    }
    match batch.output {
        Some((out, Format::Text)) => {
            let file = out.display().to_string();
            println!(
                "{}",
                lang.text_with("solve-batch-wrote-lines", &[("file", &file)])
            );
            json::emit(|| json::written(out, "solutions", puzzles.len()));
        }
        Some((out, Format::Xlsx | Format::Ods)) => {
            let file = out.display().to_string();
            let pages = puzzles.len().min(BATCH_PAGES).to_string();
            println!(
                "{}",
                lang.text_with(
                    "solve-batch-wrote-book",
                    &[("file", &file), ("pages", &pages)]
                )
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

impl Tally {
    /// Counts one report.
    fn count(&mut self, report: &SolveReport) {
        let SolveReport::Solved {
            method, uniqueness, ..
        } = report
        else {
            self.unsolved += 1;
            return;
        };
        self.solved += 1;
        if matches!(method, Method::Propagation) {
            self.propagation += 1;
        }
        match uniqueness {
            Uniqueness::Undecided => self.undecided += 1,
            Uniqueness::NotUnique(_) => self.not_unique += 1,
            Uniqueness::Unknown | Uniqueness::Unique => {}
        }
    }
}

/// `f`'s words in English, for the `--json` lines, whatever `--lang` is.
fn english<T>(f: impl FnOnce() -> T) -> T {
    sheetdoku::with_language(Lang::En, f)
}

/// The summary line in the pages' language: "3 puzzles: 3 solved (2 by
/// the presolve alone), 0 without solution; 12 ms on 2 threads".
fn summary(
    lang: Lang,
    puzzles: usize,
    tally: &Tally,
    batch: &Batch<'_>,
    wall: Duration,
    threads: usize,
) -> String {
    let count = |id: &str, k: usize| lang.text_with(id, &[("count", &k.to_string())]);
    let mut parts = vec![lang.text_with(
        "solve-batch-summary",
        &[
            ("puzzles", &puzzles.to_string()),
            ("solved", &tally.solved.to_string()),
            ("presolve", &tally.propagation.to_string()),
            ("unsolved", &tally.unsolved.to_string()),
        ],
    )];
    if batch.opts.second_solution == SecondSolution::Cut {
        parts.push(count("solve-batch-not-unique", tally.not_unique));
    }
    if tally.failed > 0 {
        parts.push(count("solve-batch-failed", tally.failed));
    }
    if tally.out_of_time > 0 {
        let id = if crate::interrupt::interrupted() {
            "solve-batch-not-before-stop"
        } else {
            "solve-batch-not-in-time"
        };
        parts.push(count(id, tally.out_of_time));
    }
    if tally.undecided > 0 {
        parts.push(count("solve-batch-undecided", tally.undecided));
    }
    let on_threads = lang.text_with(
        "solve-batch-threads",
        &[
            ("time", &ms(wall).in_lang(lang)),
            ("threads", &threads.to_string()),
        ],
    );
    format!("{}; {on_threads}", parts.join(", "))
}

/// The outcome in the pages' language (printed in parentheses after the
/// solution line; English in the `--json` lines).
fn verdict(report: &SolveReport) -> String {
    let lang = sheetdoku::language();
    let time = ms(report.elapsed()).in_lang(lang);
    let SolveReport::Solved {
        method, uniqueness, ..
    } = report
    else {
        return lang.text_with("solve-batch-no-solution", &[("time", &time)]);
    };
    let how = match method {
        Method::Propagation => lang.text("solve-batch-by-presolve"),
        Method::Blp(blp) => {
            lang.text_with("solve-batch-by-blp", &[("solver", &blp.solver.to_string())])
        }
    };
    let id = match uniqueness {
        Uniqueness::Unknown => "solve-batch-solved",
        Uniqueness::Undecided => "solve-batch-solved-undecided",
        Uniqueness::Unique => "solve-batch-solved-unique",
        Uniqueness::NotUnique(_) => "solve-batch-solved-not-unique",
    };
    lang.text_with(id, &[("how", &how), ("time", &time)])
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
/// Summary sheet.
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
