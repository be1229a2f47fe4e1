//! `sheetdoku check`: every broken rule of a grid as it stands; for a
//! workbook we wrote, what the pupil typed on its `Play` sheet or `P`
//! sheets, marked against the stored solution. Several files (or `-o`)
//! mark a class (see [`marking`]).

mod marking;

use std::path::{Path, PathBuf};
use std::time::Duration;

use anyhow::{bail, Result};
use sheetdoku::{
    describe_mark, mark, read_puzzles, read_returned, Deadline, Mark, Puzzle, ReadOptions,
    ReturnedGrid, Verdict,
};

use crate::args::{parse_seconds, ReadArgs};
use crate::status::Status;

/// Check grids against the variant's rules, or mark the workbooks pupils
/// returned.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// The file to check: a puzzle, or a workbook written by sheetdoku that
    /// a pupil filled in (its Play sheet and P sheets are checked). Several
    /// files (returned/*.ods) give one row per file and puzzle.
    #[arg(required = true, value_name = "FILE")]
    files: Vec<PathBuf>,
    #[command(flatten)]
    read: ReadArgs,
    /// Write the marks, one row per file and puzzle, to this workbook
    /// (.xlsx or .ods).
    #[arg(short, long, value_name = "FILE")]
    output: Option<PathBuf>,
    /// Stop after this many seconds (exit code 3).
    #[arg(long, value_name = "SECONDS", value_parser = parse_seconds)]
    time_limit: Option<Duration>,
}

/// Checks one file in detail, or marks several; exit 1 when some grid
/// clashes or holds a wrong digit.
pub fn run(args: Args) -> Result<Status> {
    let deadline = Deadline::start(args.time_limit);
    if let Some(out) = &args.output {
        marking::check_output(out, &args.files)?;
    }
    if args.files.len() > 1 || args.output.is_some() {
        return marking::run(&args.files, args.output.as_deref(), &deadline);
    }
    check_one(&args.files[0], &args.read.read_options(), &deadline)
}

/// One file: each grid in detail (one line each when there are many), and
/// a summary for several.
fn check_one(file: &Path, opts: &ReadOptions, deadline: &Deadline) -> Result<Status> {
    let grids = returned(file, opts)?;
    deadline.check(|| format!("reading {}", file.display()))?;
    let marked: Vec<(String, String, ReturnedGrid, Mark)> = match grids {
        Some(grids) => grids
            .into_iter()
            .map(|g| {
                let m = mark(&g.geometry, &g.grid, g.givens.as_ref(), g.solution.as_ref());
                let label = format!("{}, sheet {}", file.display(), g.sheet);
                let note = if g.solution.is_none() {
                    "; no stored solution, so only clashes are checked".to_string()
                } else {
                    String::new()
                };
                (label, note, g, m)
            })
            .collect(),
        None => read_puzzles(file, opts)?
            .into_iter()
            .map(|p| {
                let m = mark(&p.geometry, &p.givens, None, None);
                (p.source.label(), String::new(), as_returned(p), m)
            })
            .collect(),
    };
    let many = marked.len() > 1;
    let mut verdicts = Vec::new();
    for (label, note, grid, m) in &marked {
        let g = &grid.geometry;
        let details = describe_mark(grid, m);
        if many {
            let mut line = format!(
                "{label}: {} of {} cells filled: {}",
                m.filled, m.cells, m.verdict
            );
            if !details.is_empty() {
                line.push_str(&format!(" ({})", details.join("; ")));
            }
            println!("{line}");
        } else {
            println!(
                "{label}: {}, {} of {} cells filled{note}",
                g.describe(),
                m.filled,
                m.cells
            );
            for d in &details {
                println!("{d}");
            }
            println!("verdict: {}", verdict_words(m));
        }
        crate::json::emit(crate::json::check(file, grid, m, &verdict_words(m)));
        verdicts.push(m.verdict);
    }
    if many {
        println!("{}", summary(&verdicts));
    }
    Ok(status(&verdicts))
}

/// The returned grids of `file` that `opts` selects, when it is a workbook
/// we wrote; `None` to read it as puzzles.
fn returned(file: &Path, opts: &ReadOptions) -> Result<Option<Vec<ReturnedGrid>>> {
    let Some(grids) = read_returned(file)? else {
        return Ok(None);
    };
    let Some(wanted) = opts.puzzle.as_deref().map(str::trim) else {
        return Ok(Some(grids));
    };
    let by_name: Vec<ReturnedGrid> = grids
        .iter()
        .filter(|g| g.sheet.eq_ignore_ascii_case(wanted))
        .cloned()
        .collect();
    if !by_name.is_empty() {
        return Ok(Some(by_name));
    }
    if let Ok(k) = wanted.parse::<usize>() {
        if (1..=grids.len()).contains(&k) {
            return Ok(Some(vec![grids[k - 1].clone()]));
        }
        let names: Vec<&str> = grids.iter().map(|g| g.sheet.as_str()).collect();
        bail!(
            "{}: no puzzle {k}: the pupil's grids are {} ({})",
            file.display(),
            grids.len(),
            names.join(", ")
        );
    }
    // Another sheet or a range: read it as a puzzle.
    Ok(None)
}

/// A puzzle read as it stands, to check like a returned grid.
fn as_returned(p: Puzzle) -> ReturnedGrid {
    ReturnedGrid {
        sheet: p.source.sheet.clone().unwrap_or_default(),
        geometry: p.geometry,
        grid: p.givens,
        givens: None,
        solution: None,
        namer: p.source.namer,
    }
}

/// The verdict, with what it means.
fn verdict_words(m: &Mark) -> String {
    match m.verdict {
        Verdict::Solved => "solved (complete, no rule broken)".to_string(),
        Verdict::KeepGoing => format!(
            "keep going ({} cells to fill, no rule broken so far)",
            m.cells - m.filled
        ),
        Verdict::Clash => "clash (a digit twice in a unit)".to_string(),
        Verdict::WrongDigits => {
            "wrong digits (no clash yet, but some digits differ from the solution)".to_string()
        }
    }
}

/// "3 grids: 1 solved, 1 keep going, 1 clash".
pub fn summary(verdicts: &[Verdict]) -> String {
    let count = |v: Verdict| verdicts.iter().filter(|&&x| x == v).count();
    let parts: Vec<String> = [
        Verdict::Solved,
        Verdict::KeepGoing,
        Verdict::WrongDigits,
        Verdict::Clash,
    ]
    .iter()
    .map(|&v| (v, count(v)))
    .filter(|&(_, k)| k > 0)
    .map(|(v, k)| format!("{k} {v}"))
    .collect();
    let grids = match verdicts.len() {
        1 => "1 grid".to_string(),
        k => format!("{k} grids"),
    };
    format!("{grids}: {}", parts.join(", "))
}

/// Exit 1 when some grid needs a correction.
pub fn status(verdicts: &[Verdict]) -> Status {
    if verdicts.iter().any(|v| v.needs_correction()) {
        Status::PuzzleResult
    } else {
        Status::Success
    }
}
