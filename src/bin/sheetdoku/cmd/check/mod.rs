//! `sheetdoku check`: every broken rule of a grid as it stands; for a
//! workbook we wrote, what the pupil typed on its `Play` sheet or `P`
//! sheets, marked against the stored solution. Several files (or `-o`)
//! mark a class (see [`marking`]).

mod marking;

use std::path::{Path, PathBuf};

use anyhow::{Context, Result};
use sheetdoku::check::{by_puzzle, check, describe_mark, Mark, PupilWork, ReturnedGrid, Verdict};
use sheetdoku::read::{read_puzzles, ReadOptions};
use sheetdoku::write::Flaw;
use sheetdoku::{Deadline, Puzzle};

use crate::args::{ReadArgs, TimeLimit};
use crate::cmd::soundness::soundness;
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
    /// The teacher's own file (the worksheet or solution workbook sheetdoku
    /// wrote, with its answers) to mark against: each pupil's grid is found
    /// by its givens, whatever its sheet is called or where it moved, and
    /// nothing in the pupil's hidden sheets counts. Marks the files as a
    /// class.
    #[arg(long, value_name = "TEACHER_FILE")]
    key: Option<PathBuf>,
    /// Write the marks, one row per file and puzzle, to this workbook
    /// (.xlsx or .ods).
    #[arg(short, long, value_name = "FILE")]
    output: Option<PathBuf>,
    #[command(flatten)]
    time: TimeLimit,
}

/// Checks one file in detail, or marks several; exit 1 when some grid
/// clashes or holds a wrong digit, or a teacher's puzzle does not have
/// exactly one solution.
pub fn run(args: Args) -> Result<Status> {
    let deadline = args.time.deadline();
    if let Some(out) = &args.output {
        let mut inputs = args.files.clone();
        inputs.extend(args.key.clone());
        marking::check_output(out, &inputs)?;
    }
    if args.files.len() > 1 || args.output.is_some() || args.key.is_some() {
        return marking::run(
            &args.files,
            args.key.as_deref(),
            args.output.as_deref(),
            &deadline,
        );
    }
    check_one(&args.files[0], &args.read.read_options(), &deadline)
}

/// One file: each grid in detail (one line each when there are many), and
/// a summary for several. A workbook we wrote is marked puzzle by puzzle:
/// where the pupil typed a puzzle in two places, the grid with more typed
/// digits counts, and the line says so.
fn check_one(file: &Path, opts: &ReadOptions, deadline: &Deadline) -> Result<Status> {
    let grids = crate::cmd::pupil::returned(file, opts)?;
    deadline.check(|| {
        sheetdoku::language().text_with("doing-reading", &[("file", &file.display().to_string())])
    })?;
    // A teacher's puzzle (not a pupil's file of ours) is also checked for
    // exactly one solution: a typing slip may break no rule yet.
    let works: Vec<(String, PupilWork, Option<SetPuzzle>)> = match grids {
        Some(grids) => by_puzzle(grids)
            .into_iter()
            .map(|w| {
                let label = sheetdoku::language().text_with(
                    "check-file-sheet",
                    &[
                        ("file", &file.display().to_string()),
                        (
                            "sheet",
                            &sheetdoku_core::grid_place(sheetdoku::language(), &w.counted.sheet),
                        ),
                    ],
                );
                (label, w, None)
            })
            .collect(),
        None => {
            let mut works = Vec::new();
            for p in read_puzzles(file, opts)? {
                let label = p.source.label();
                let clashes = !check(&p.geometry, &p.givens).conflicts.is_empty();
                let set = if clashes {
                    None
                } else {
                    let sound = soundness(&p, deadline).with_context(|| label.clone())?;
                    Some(SetPuzzle {
                        flaw: sound.flaw().zip(sound.words(&p)),
                        json: sound.json(&p),
                    })
                };
                let work = PupilWork::alone(as_returned(p));
                works.push((label, work, set));
            }
            works
        }
    };
    let many = works.len() > 1;
    let mut verdicts = Vec::new();
    // A teacher's puzzles without exactly one solution: no verdict.
    let mut unsound = Vec::new();
    for (label, work, set) in &works {
        let grid = &work.counted;
        let m = grid.mark();
        let mut details = describe_mark(grid, &m);
        details.extend(work.which_counted());
        let filled = m.filled_words();
        let flaw = set.as_ref().and_then(|s| s.flaw.as_ref());
        let verdict = match flaw {
            Some((flaw, words)) => {
                unsound.push(*flaw);
                // The givens, and the rules of each family that has a word
                // of its own ("these givens and cages").
                let id = grid
                    .geometry
                    .family_message(sheetdoku::RuleFamily::unsound_key, "check-unsound");
                sheetdoku::language().text_with(id, &[("flaw", words)])
            }
            None => {
                verdicts.push(m.verdict);
                let clash = grid.geometry.family_message(
                    sheetdoku::RuleFamily::clash_key,
                    "report-verdict-clash-plain",
                );
                verdict_words(&m, clash)
            }
        };
        if many {
            let mut line = format!("{label}: {filled}: {verdict}");
            if !details.is_empty() {
                line.push_str(&format!(" ({})", details.join("; ")));
            }
            println!("{line}");
        } else {
            let note = if grid.solution.is_none() && grid.givens.is_some() {
                format!("; {}", sheetdoku::language().text("check-no-answer"))
            } else {
                String::new()
            };
            println!(
                "{label}: {}, {filled}{note}",
                sheetdoku::write::variant_summary(&grid.geometry)
            );
            for d in &details {
                println!("{d}");
            }
            println!(
                "{}",
                sheetdoku::language().text_with("check-verdict-line", &[("verdict", &verdict)])
            );
        }
        crate::json::emit(|| {
            let mut v = crate::json::check(
                file,
                grid,
                &m,
                &crate::json::CheckWords {
                    verdict: &verdict,
                    filled: &filled,
                    details: &details,
                },
            );
            if let Some(set) = set {
                v["soundness"] = set.json.clone();
            }
            v
        });
    }
    if many {
        println!("{}", summary(&verdicts, &unsound));
    }
    Ok(match unsound.is_empty() {
        true => status(&verdicts),
        false => Status::PuzzleResult,
    })
}

/// What the soundness check found of a teacher's puzzle: what is wrong
/// ("no solution: dropping ...", "several solutions: ..."), if anything,
/// and the `soundness` field of `--json`.
struct SetPuzzle {
    flaw: Option<(Flaw, String)>,
    json: serde_json::Value,
}

/// A puzzle read as it stands, to check like a returned grid.
fn as_returned(p: Puzzle) -> ReturnedGrid {
    let sheet = p.source.sheet.clone().unwrap_or_default();
    ReturnedGrid::new(1, sheet, p.geometry, p.givens).with_namer(p.source.namer)
}

/// The verdict, with what it means, in the pages' language; a clash
/// speaks of cage sums only where the puzzle has `cages`.
fn verdict_words(m: &Mark, clash: &str) -> String {
    let lang = sheetdoku::language();
    let left = (m.to_fill - m.typed).to_string();
    match m.verdict {
        Verdict::Solved => lang.text("report-verdict-solved"),
        Verdict::OtherSolution => lang.text("report-verdict-other-solution"),
        Verdict::NotStarted => lang.text("report-verdict-not-started"),
        Verdict::KeepGoing => match m.right {
            Some(right) => lang.text_with(
                "report-verdict-keep-going-right",
                &[
                    ("right", &right.to_string()),
                    ("to_fill", &m.to_fill.to_string()),
                    ("left", &left),
                ],
            ),
            None => lang.text_with("report-verdict-keep-going", &[("left", &left)]),
        },
        Verdict::Clash => lang.text(clash),
        Verdict::WrongDigits => lang.text("report-verdict-wrong-digits"),
    }
}

/// "3 grids: 1 solved, 1 keep going, 1 clash", then the puzzles without
/// exactly one solution ("1 without solution, 1 with several solutions"),
/// in the pages' language with its plurals.
pub fn summary(verdicts: &[Verdict], unsound: &[Flaw]) -> String {
    let lang = sheetdoku::language();
    let count = |id: &str, k: usize| lang.text_with(id, &[("count", &k.to_string())]);
    let mut parts: Vec<String> = Verdict::ALL
        .iter()
        .map(|&v| (v, verdicts.iter().filter(|&&x| x == v).count()))
        .filter(|&(_, k)| k > 0)
        .map(|(v, k)| count(&format!("marks-count-{}", verdict_key(v)), k))
        .collect();
    for (flaw, id) in [
        (Flaw::NoSolution, "marks-count-no-solution"),
        (Flaw::SeveralSolutions, "marks-count-several-solutions"),
    ] {
        match unsound.iter().filter(|&&f| f == flaw).count() {
            0 => {}
            k => parts.push(count(id, k)),
        }
    }
    lang.text_with(
        "marks-grids",
        &[
            ("count", &(verdicts.len() + unsound.len()).to_string()),
            ("verdicts", &parts.join(", ")),
        ],
    )
}

/// The verdict's part of its message ids: `marks-count-keep-going`.
fn verdict_key(v: Verdict) -> &'static str {
    match v {
        Verdict::Solved => "solved",
        Verdict::OtherSolution => "other-solution",
        Verdict::NotStarted => "not-started",
        Verdict::KeepGoing => "keep-going",
        Verdict::WrongDigits => "wrong-digits",
        Verdict::Clash => "clash",
    }
}

/// Exit 1 when some grid needs a correction.
pub fn status(verdicts: &[Verdict]) -> Status {
    if verdicts.iter().any(|v| v.needs_correction()) {
        Status::PuzzleResult
    } else {
        Status::Success
    }
}
