//! `sheetdoku rate`: the level of every puzzle of a file, and the techniques
//! it needs.

use std::ops::ControlFlow;

use anyhow::Result;
use sheetdoku::each_in_order;
use sheetdoku::rate::{rate_until, Ending, Level, Rating};

use crate::args::{InputArgs, TimeLimit};
use crate::cmd::soundness::{soundness, Soundness};
use crate::cmd::time_limit_in_file;
use crate::status::Status;

/// A message of the terminal's language (`--lang`).
fn text_with(id: &str, args: &[(&str, &str)]) -> String {
    sheetdoku::language().text_with(id, args)
}

/// Rate every puzzle of a file by the techniques needed.
#[derive(Debug, clap::Args)]
pub struct Args {
    #[command(flatten)]
    input: InputArgs,
    #[command(flatten)]
    time: TimeLimit,
}

/// One line per puzzle: label, level, SE rating and hardest technique, then
/// givens and techniques with counts; for a puzzle without exactly one
/// solution, that instead, with the givens to drop or the cells where two
/// solutions differ; a summary of the levels for several; exit 1 when some
/// puzzle does not have exactly one solution.
pub fn run(args: Args) -> Result<Status> {
    let deadline = args.time.deadline();
    let (puzzles, bad_lines) =
        crate::cmd::bad_lines::read_each(&args.input.file, &args.input.read_options())?;
    let mut levels = Vec::with_capacity(puzzles.len());
    let (mut no_solution, mut several) = (0, 0);
    // Several puzzles at once on every core; the lines come in the file's
    // order, and the first puzzle the time limit stopped ends the file.
    let mut stopped = None;
    let mut failure = None;
    each_in_order(
        puzzles.len(),
        |i| {
            // A puzzle begun after the budget is spent is not rated.
            deadline.check(|| sheetdoku::language().text("doing-rating"))?;
            let p = &puzzles[i];
            // Whether it has exactly one solution comes first: a puzzle
            // that does not is not given a level.
            let sound = soundness(p, &deadline)?;
            let rating = rate_until(&p.geometry, &p.givens, &deadline)?;
            Ok((sound, rating))
        },
        |i, rated| {
            let (sound, r) = match rated {
                Ok(rated) => rated,
                Err(sheetdoku::error::Error::TimeLimit { doing, .. }) => {
                    stopped = Some((i, doing));
                    return ControlFlow::Break(());
                }
                Err(e) => {
                    failure = Some(e);
                    return ControlFlow::Break(());
                }
            };
            let p = &puzzles[i];
            let label = crate::cmd::puzzle_label(p, i).to_string();
            match &sound {
                Soundness::Unique(_) => {
                    levels.push(r.level);
                    println!("{}", line(&label, &r));
                }
                Soundness::NoSolution(_) => no_solution += 1,
                Soundness::Several(..) => several += 1,
            }
            if let Some(words) = sound.words(p) {
                println!("{label}: {words}; {}", givens(r.givens));
            }
            crate::json::emit(|| {
                let mut v = crate::json::rate(&label, p, &r);
                v["soundness"] = sound.json(p);
                if !sound.is_sound() {
                    // No level for a puzzle without exactly one solution.
                    v["level"] = serde_json::Value::Null;
                    v["rating"] = serde_json::Value::Null;
                }
                v
            });
            ControlFlow::Continue(())
        },
    );
    if let Some(e) = failure {
        return Err(e.into());
    }
    if let Some((i, doing)) = stopped {
        eprintln!("{}", time_limit_in_file(&deadline, &puzzles, i, &doing));
        return Ok(Status::TimeLimit);
    }
    if puzzles.len() > 1 {
        let mut parts: Vec<String> = Level::ALL
            .iter()
            .map(|&l| (l, levels.iter().filter(|&&x| x == l).count()))
            .filter(|&(_, k)| k > 0)
            .map(|(l, k)| {
                text_with(
                    "rate-level",
                    &[("level", &l.local_name()), ("count", &k.to_string())],
                )
            })
            .collect();
        let count = |k: usize| k.to_string();
        if no_solution > 0 {
            parts.push(text_with(
                "rate-without-solution",
                &[("count", &count(no_solution))],
            ));
        }
        if several > 0 {
            parts.push(text_with("rate-several", &[("count", &count(several))]));
        }
        let summary = [("count", count(puzzles.len())), ("parts", parts.join(", "))];
        let summary: Vec<(&str, &str)> = summary.iter().map(|(k, v)| (*k, v.as_str())).collect();
        println!("{}", text_with("rate-summary", &summary));
    }
    // A puzzle without exactly one solution is a result, not an error.
    bad_lines.finish(if no_solution + several > 0 {
        Status::PuzzleResult
    } else {
        Status::Success
    })
}

/// The line of one rated puzzle, in the terminal's language (`--lang`):
/// label, level, SE rating and hardest technique, givens, and the
/// techniques with their counts.
fn line(label: &str, r: &Rating) -> String {
    let level = r.level.local_name();
    let words = match (r.ending, r.hardest) {
        (Ending::Contradiction, _) => text_with("rate-contradiction", &[("level", &level)]),
        (Ending::Stuck, _) => text_with("rate-stuck", &[("level", &level)]),
        (Ending::Solved, None) => text_with(
            "rate-nothing",
            &[("level", &level), ("score", &r.score.local())],
        ),
        (Ending::Solved, Some(t)) => text_with(
            "rate-solved",
            &[
                ("level", &level),
                ("score", &r.score.local()),
                ("technique", &t.local_name()),
            ],
        ),
    };
    let mut line = format!("{label}: {words}; {}", givens(r.givens));
    let uses: Vec<String> = r
        .uses
        .iter()
        .map(|(t, k)| format!("{} x{k}", t.local_name()))
        .collect();
    if !uses.is_empty() {
        line.push_str(&format!("; {}", uses.join(", ")));
    }
    line
}

/// "30 givens" in the terminal's language.
fn givens(count: usize) -> String {
    text_with("rate-givens", &[("count", &count.to_string())])
}

/// A range of SE ratings, "4.2-6.0" (or one rating, "4.2").
pub fn parse_range(s: &str) -> Result<(sheetdoku::rate::Score, sheetdoku::rate::Score), String> {
    let (lo, hi) = s.split_once('-').unwrap_or((s, s));
    let (lo, hi): (sheetdoku::rate::Score, sheetdoku::rate::Score) = (lo.parse()?, hi.parse()?);
    if lo > hi {
        return Err(format!("'{s}': the lower rating comes first, e.g. 4.2-6.0"));
    }
    Ok((lo, hi))
}
