//! `sheetdoku hint`: the next logical step from a pupil's position (a Play
//! or P sheet saved with some digits entered, or a text grid), in three
//! levels of help. On a workbook we wrote it reads what the pupil typed and
//! says which sheet; mistakes come first: a clash, then every digit that
//! differs from the answer key, each named.

use anyhow::Result;
use sheetdoku::check::{check, Verdict};
use sheetdoku::rate::{next_pattern, step_name, Technique};
use sheetdoku::solve::{count_solutions, Count};
use sheetdoku::{Deadline, Grid};

use crate::args::InputArgs;
use crate::cmd::pupil::{positions, Position};
use crate::cmd::soundness::{of_position, Soundness};
use crate::status::Status;

/// At most this many digits are named by a first-level hint.
const HINT_DIGITS: usize = 3;

/// Hint the next step of every puzzle of a file.
#[derive(Debug, clap::Args)]
pub struct Args {
    #[command(flatten)]
    input: InputArgs,
    /// How much to tell: 1 the technique and where to look, 2 also the
    /// cells involved, 3 the whole deduction.
    #[arg(long, default_value = "1", value_parser = clap::value_parser!(u8).range(1..=3))]
    level: u8,
}

/// One hint (or a mistake) per puzzle; first, for a puzzle without
/// exactly one solution, that (exit 1).
pub fn run(args: Args) -> Result<Status> {
    let positions = positions(&args.input.file, &args.input.read_options())?;
    let mut status = Status::Success;
    for (i, position) in positions.iter().enumerate() {
        let label = crate::cmd::puzzle_label(&position.puzzle, i).to_string();
        if let Some(read) = position.read_from() {
            println!("{label}: {read}");
        }
        // A puzzle with several solutions (or a pupil's sheet of ours whose
        // givens have none) is said before any hint; a grid without
        // solution gets the mistake to correct, the digit to take out
        // where one is to blame.
        let sound = of_position(position, &Deadline::none())?;
        let words = sound.as_ref().and_then(|s| s.words());
        let (line, ok) = match (sound.as_ref().map(|s| &s.soundness), words) {
            (Some(Soundness::Several(..)), Some(words)) => (words, false),
            (Some(Soundness::NoSolution(_)), Some(words)) if position.work.is_some() => {
                (words, false)
            }
            (_, words) => hint(position, args.level, words),
        };
        if !ok {
            status = Status::PuzzleResult;
        }
        println!("{label}: {line}");
        crate::json::emit(|| {
            let mut v = crate::json::hint(&label, &position.puzzle, args.level, &line, ok);
            if let Some(sound) = &sound {
                v["soundness"] = sound.json();
            }
            v
        });
    }
    Ok(status)
}

/// The hint for one position, and whether the position is sound.
/// `unsound` says what is wrong with a grid without solution ("no
/// solution: dropping the givens at ..."), used when no one digit is to
/// blame.
fn hint(position: &Position, level: u8, unsound: Option<String>) -> (String, bool) {
    let p = &position.puzzle;
    let g = &p.geometry;
    let namer = &p.source.namer;
    let n = g.size();
    let report = check(g, &p.givens);
    if !report.conflicts.is_empty() {
        let clashes: Vec<String> = report
            .conflicts
            .iter()
            .map(|c| c.describe(g, namer))
            .collect();
        return (
            words("hint-mistake", &[("what", &clashes.join("; "))]),
            false,
        );
    }
    if let Some(wrong) = position.wrong_digits() {
        return (words("hint-mistake", &[("what", &wrong)]), false);
    }
    if position
        .mark()
        .is_some_and(|m| m.verdict == Verdict::OtherSolution)
    {
        return (words("hint-other-solution", &[]), true);
    }
    if p.givens.is_full() {
        return (words("hint-solved", &[]), true);
    }
    if matches!(count_solutions(g, &p.givens, 1), Ok(Count::Exact(0))) {
        // Which entered digits, taken out alone, give a solvable grid again.
        let suspects: Vec<usize> = (0..n * n)
            .filter(|&c| p.givens.get(c) != 0)
            .filter(|&c| {
                let mut without: Grid = p.givens.clone();
                without.set(c, 0);
                !matches!(count_solutions(g, &without, 1), Ok(Count::Exact(0)))
            })
            .collect();
        let text = match suspects.len() {
            0 => unsound.unwrap_or_else(|| words("hint-no-solution", &[])),
            1 => words(
                "hint-wrong-digit",
                &[
                    (
                        "digit",
                        &sheetdoku::model::symbol(p.givens.get(suspects[0])).to_string(),
                    ),
                    ("cell", &namer.cell(n, suspects[0])),
                ],
            ),
            _ => words(
                "hint-one-is-wrong",
                &[("cells", &namer.cells(n, &suspects))],
            ),
        };
        return (text, false);
    }
    // One pattern of the next step: one thing the pupil can do next.
    let Ok(Some((step, sentence))) = next_pattern(g, &p.givens, namer) else {
        return (words("hint-stuck", &[]), true);
    };
    let single = matches!(
        step.technique,
        Technique::HiddenSingleInBlock | Technique::HiddenSingleInLine | Technique::NakedSingle
    );
    let mut cells: Vec<usize> = step
        .placed
        .iter()
        .map(|s| s.0)
        .chain(step.removed.iter().map(|s| s.0))
        .collect();
    cells.sort_unstable();
    cells.dedup();
    let mut digits: Vec<u8> = step
        .placed
        .iter()
        .map(|s| s.1)
        .chain(step.removed.iter().map(|s| s.1))
        .collect();
    digits.sort_unstable();
    digits.dedup();
    let digit_list: Vec<String> = digits
        .iter()
        .map(|&d| sheetdoku::model::symbol(d).to_string())
        .collect();
    let technique = step_name(g, &p.givens, &step);
    let rating = step.score.local();
    let text = match level {
        1 if single => words(
            "hint-single",
            &[
                ("technique", &technique),
                (
                    "digit",
                    &sheetdoku::model::symbol(step.placed[0].1).to_string(),
                ),
            ],
        ),
        // A few digits are named; a pattern that takes out more is
        // pointed at by its first cell.
        1 if digits.len() <= HINT_DIGITS || cells.is_empty() => words(
            "hint-removes",
            &[
                ("technique", &technique),
                ("rating", &rating),
                (
                    "digits",
                    &digit_list.join(&format!(" {} ", words("note-or", &[]))),
                ),
            ],
        ),
        1 => words(
            "hint-removes-at",
            &[
                ("technique", &technique),
                ("rating", &rating),
                (
                    "cell",
                    &namer.cell(n, cells.first().copied().unwrap_or_default()),
                ),
            ],
        ),
        2 if single => {
            let (cell, _) = step.placed[0];
            words(
                "hint-single-at",
                &[("technique", &technique), ("cell", &namer.cell(n, cell))],
            )
        }
        2 => words(
            "hint-changes",
            &[
                ("technique", &technique),
                ("rating", &rating),
                ("cells", &namer.cells(n, &cells)),
            ],
        ),
        _ if single => sentence.lines().next().unwrap_or_default().to_string(),
        _ => sentence,
    };
    (text, true)
}

/// The catalogue's message `id` in the pages' language (`--lang`).
fn words(id: &str, args: &[(&str, &str)]) -> String {
    sheetdoku::language().text_with(id, args)
}
