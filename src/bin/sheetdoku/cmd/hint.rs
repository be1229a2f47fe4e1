//! `sheetdoku hint`: the next logical step from a pupil's position (a Play
//! or P sheet saved with some digits entered, or a text grid), in three
//! levels of help. A wrong digit already entered is reported first.

use anyhow::Result;
use sheetdoku::{check, count_solutions, explain, next_step, Count, Grid, Technique};

use crate::args::InputArgs;
use crate::status::Status;

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

/// One hint (or a mistake) per puzzle.
pub fn run(args: Args) -> Result<Status> {
    let puzzles = crate::cmd::read_all(&args.input.file, &args.input.read_options())?;
    let mut status = Status::Success;
    for (i, p) in puzzles.iter().enumerate() {
        let label = crate::cmd::puzzle_label(p, i);
        let (line, ok) = hint(p, args.level);
        if !ok {
            status = Status::PuzzleResult;
        }
        println!("{label}: {line}");
        crate::json::emit(crate::json::hint(&label, p, args.level, &line, ok));
    }
    Ok(status)
}

/// The hint for one position, and whether the position is sound.
fn hint(p: &sheetdoku::Puzzle, level: u8) -> (String, bool) {
    let g = &p.geometry;
    let namer = &p.source.namer;
    let n = g.size();
    let report = check(g, &p.givens);
    if let Some(conflict) = report.conflicts.first() {
        return (
            format!("a mistake first: {}.", conflict.describe(g, namer)),
            false,
        );
    }
    if p.givens.is_full() {
        return (
            "the grid is full and breaks no rule: solved!".to_string(),
            true,
        );
    }
    if count_solutions(g, &p.givens, 1) == Count::Exact(0) {
        // Which entered digits, taken out alone, give a solvable grid again.
        let suspects: Vec<usize> = (0..n * n)
            .filter(|&c| p.givens.get(c) != 0)
            .filter(|&c| {
                let mut without: Grid = p.givens.clone();
                without.set(c, 0);
                count_solutions(g, &without, 1) != Count::Exact(0)
            })
            .collect();
        let text = match suspects.len() {
            0 => "a mistake first: no solution can be reached from this grid; several digits are wrong.".to_string(),
            1 => format!(
                "a mistake first: the {} in {} is wrong (the grid has no solution with it).",
                sheetdoku::symbol(p.givens.get(suspects[0])),
                namer.cell(n, suspects[0])
            ),
            _ => format!(
                "a mistake first: the grid has no solution; one of these digits is wrong: {}.",
                namer.cells(n, &suspects)
            ),
        };
        return (text, false);
    }
    let Some(step) = next_step(g, &p.givens) else {
        return (
            "no technique applies here: the next step needs trial and error.".to_string(),
            true,
        );
    };
    let sentence = explain(g, &p.givens, std::slice::from_ref(&step), namer)
        .into_iter()
        .next()
        .unwrap_or_default();
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
        .map(|&d| sheetdoku::symbol(d).to_string())
        .collect();
    let text = match level {
        1 if single => format!(
            "look for a {} (there is one for the digit {}).",
            step.technique,
            sheetdoku::symbol(step.placed[0].1)
        ),
        1 => format!(
            "look for a {} (rating {}) that removes the digit {}.",
            step.technique,
            step.score,
            digit_list.join(" or ")
        ),
        2 if single => {
            let (cell, _) = step.placed[0];
            format!("look for a {} at {}.", step.technique, namer.cell(n, cell))
        }
        2 => format!(
            "look for a {} (rating {}); it changes {}.",
            step.technique,
            step.score,
            namer.cells(n, &cells)
        ),
        _ if single => sentence.lines().next().unwrap_or_default().to_string(),
        _ => sentence,
    };
    (text, true)
}
