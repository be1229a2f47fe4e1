//! `sheetdoku count`: the number of solutions, exact below a limit.

use std::io::{IsTerminal, Write};
use std::ops::ControlFlow;
use std::time::{Duration, Instant};

use anyhow::Result;
use clap::ValueEnum;
use sheetdoku::error::Error;
use sheetdoku::solve::{count_blp, count_solutions_until, BlpOptions, Count};
use sheetdoku::{each_in_order, Deadline};

use crate::args::{InputArgs, TimeLimit};
use crate::cmd::{ms, time_limit_in_file};
use crate::status::Status;

/// Which engine counts (`--engine`; the library's `Engine` is the native one).
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum EngineArg {
    /// The native propagation-and-search engine (fast).
    Native,
    /// The BLP with one no-good cut per solution found (slow; for comparison).
    Blp,
}

/// The time limit without `--time-limit`.
const TIME_LIMIT: Duration = Duration::from_secs(60);

/// Count solutions up to a limit, for each puzzle of the file.
#[derive(Debug, clap::Args)]
#[command(mut_arg(TimeLimit::ID, |a| TimeLimit::shows_default(a, TIME_LIMIT)))]
pub struct Args {
    #[command(flatten)]
    input: InputArgs,
    /// Stop counting at this many solutions.
    #[arg(long, value_name = "N", default_value_t = 1000)]
    limit: u64,
    /// The engine that counts.
    #[arg(long, value_enum, default_value = "native")]
    engine: EngineArg,
    #[command(flatten)]
    time: TimeLimit,
}

/// Prints the count of each puzzle of the file (and a summary for
/// several); exit 0 when every puzzle has exactly one solution, 1 otherwise.
/// The time limit is one budget for the whole file.
pub fn run(args: Args) -> Result<Status> {
    let start = Instant::now();
    let deadline = Deadline::after(args.time.or(TIME_LIMIT));
    let (puzzles, bad_lines) =
        crate::cmd::bad_lines::read_each(&args.input.file, &args.input.read_options())?;
    let many = puzzles.len() > 1;
    // A cage layout is counted as the puzzle of the totals offered for it.
    let puzzles = puzzles
        .into_iter()
        .enumerate()
        .map(|(i, p)| {
            let label = match many {
                true => crate::cmd::puzzle_label(&p, i).to_string(),
                false => p.source.label(),
            };
            crate::cmd::offer::offered(p, &label, &deadline)
        })
        .collect::<Result<Vec<_>>>()?;
    let mut counts = Vec::with_capacity(puzzles.len());
    // One line per puzzle: a file of thousands of puzzles written through
    // a pipe or into a file would otherwise cost a write for every line. A
    // teacher at the terminal still sees each line as it is counted.
    let stdout = std::io::stdout();
    let mut out: Box<dyn Write> = if stdout.is_terminal() {
        Box::new(stdout.lock())
    } else {
        Box::new(std::io::BufWriter::new(stdout.lock()))
    };
    // Several puzzles at once on every core; the lines still come in the
    // file's order, and the first error (the time limit) ends the file
    // after the lines before it.
    let mut failure: Option<anyhow::Error> = None;
    let mut stopped = None;
    each_in_order(
        puzzles.len(),
        |i| {
            let puzzle = &puzzles[i];
            let begun = Instant::now();
            let count = match args.engine {
                EngineArg::Native => {
                    count_solutions_until(&puzzle.geometry, &puzzle.givens, args.limit, &deadline)
                }
                EngineArg::Blp => {
                    let opts = BlpOptions::default().with_deadline(deadline);
                    count_blp(&puzzle.geometry, &puzzle.givens, args.limit, &opts)
                }
            };
            (count, begun.elapsed())
        },
        |i, (count, took)| {
            let puzzle = &puzzles[i];
            let count = match count {
                Ok(count) => count,
                // In a file of several, which puzzle the limit stopped, as
                // `rate` and `worksheet` say it.
                Err(Error::TimeLimit { doing, .. }) if many => {
                    stopped = Some((i, doing));
                    return ControlFlow::Break(());
                }
                Err(e) => {
                    failure = Some(e.into());
                    return ControlFlow::Break(());
                }
            };
            let noun = if count == Count::Exact(1) {
                "solution"
            } else {
                "solutions"
            };
            // Written, not made into a string: one line for each puzzle
            // of a file of thousands.
            let (named, single);
            let label: &dyn std::fmt::Display = if many {
                named = crate::cmd::puzzle_label(puzzle, i);
                &named
            } else {
                single = puzzle.source.label();
                &single
            };
            if let Err(e) = writeln!(
                out,
                "{label}: {count} {noun} ({} engine, {})",
                engine_name(args.engine),
                ms(took)
            ) {
                failure = Some(e.into());
                return ControlFlow::Break(());
            }
            crate::json::emit(|| crate::json::count(&label.to_string(), puzzle, count));
            counts.push(count);
            ControlFlow::Continue(())
        },
    );
    if let Some(e) = failure {
        out.flush()?;
        return Err(e);
    }
    if let Some((i, doing)) = stopped {
        out.flush()?;
        eprintln!("{}", time_limit_in_file(&deadline, &puzzles, i, &doing));
        return Ok(Status::TimeLimit);
    }
    if counts.iter().any(|c| matches!(c, Count::AtLeast(_))) {
        writeln!(
            out,
            "stopped at the limit of {} solutions; raise it with --limit",
            args.limit
        )?;
    }
    if many {
        let one = counts.iter().filter(|&&c| c == Count::Exact(1)).count();
        let none = counts.iter().filter(|&&c| c == Count::Exact(0)).count();
        let several = counts.len() - one - none;
        let mut parts = vec![format!("{one} with one solution")];
        if none > 0 {
            parts.push(format!("{none} with none"));
        }
        if several > 0 {
            parts.push(format!("{several} with several"));
        }
        writeln!(
            out,
            "{} puzzles: {} ({})",
            counts.len(),
            parts.join(", "),
            ms(start.elapsed())
        )?;
    }
    out.flush()?;
    bad_lines.finish(if counts.iter().all(|&c| c == Count::Exact(1)) {
        Status::Success
    } else {
        Status::PuzzleResult
    })
}

/// The engine's name in messages.
fn engine_name(engine: EngineArg) -> &'static str {
    match engine {
        EngineArg::Native => "native",
        EngineArg::Blp => "BLP",
    }
}
