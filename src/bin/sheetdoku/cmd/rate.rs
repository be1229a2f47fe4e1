//! `sheetdoku rate`: the level of every puzzle of a file, and the techniques
//! it needs.

use anyhow::Result;
use sheetdoku::rate;

use crate::cli::InputArgs;
use crate::Status;

/// Rate every puzzle of a file by the techniques needed.
#[derive(Debug, clap::Args)]
pub struct Args {
    #[command(flatten)]
    input: InputArgs,
}

/// One line per puzzle: label, level, SE rating and hardest technique, then
/// givens and techniques with counts.
pub fn run(args: Args) -> Result<Status> {
    let puzzles = crate::cmd::read_all(&args.input.file, &args.input.read_options())?;
    for (i, p) in puzzles.iter().enumerate() {
        let r = rate(&p.geometry, &p.givens);
        let label = p
            .source
            .name
            .clone()
            .or_else(|| p.source.sheet.clone())
            .unwrap_or_else(|| format!("puzzle {}", i + 1));
        let mut line = match (r.contradiction, r.solved_by_logic, r.hardest) {
            (true, _, _) => format!(
                "{label}: {} (no solution: the givens contradict each other)",
                r.level
            ),
            (false, false, _) => format!(
                "{label}: {} (no rating: the techniques get stuck, solving needs search)",
                r.level
            ),
            (false, true, None) => format!("{label}: {} (rating 0.0, nothing to do)", r.level),
            (false, true, Some(t)) => format!("{label}: {} (rating {}, {t})", r.level, r.score),
        };
        let uses: Vec<String> = r.uses.iter().map(|(t, k)| format!("{t} x{k}")).collect();
        line.push_str(&format!("; {} givens", r.givens));
        if !uses.is_empty() {
            line.push_str(&format!("; {}", uses.join(", ")));
        }
        println!("{line}");
    }
    Ok(Status::Success)
}

/// A range of SE ratings, "4.2-6.0" (or one rating, "4.2").
pub fn parse_range(s: &str) -> Result<(sheetdoku::Score, sheetdoku::Score), String> {
    let (lo, hi) = s.split_once('-').unwrap_or((s, s));
    let (lo, hi): (sheetdoku::Score, sheetdoku::Score) = (lo.parse()?, hi.parse()?);
    if lo > hi {
        return Err(format!("'{s}': the lower rating comes first, e.g. 4.2-6.0"));
    }
    Ok((lo, hi))
}
