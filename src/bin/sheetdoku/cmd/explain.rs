//! `sheetdoku explain`: the whole solving path of every puzzle of a file,
//! one line per step, in words a pupil understands. On a workbook we wrote
//! it starts from what the pupil typed (and says which sheet), leaving out
//! every digit that differs from the answer key, each named.

use anyhow::Result;
use clap::ValueEnum;
use sheetdoku::check::{check, is_solution};
use sheetdoku::rate::{candidates_left, rate, rate_until, solving_path, Ending, Rating};
use sheetdoku::solve::{solutions_up_to_two, Solutions};
use sheetdoku::write::{render_candidates, render_grid};
use sheetdoku::Grid;
use sheetdoku::Puzzle;

use crate::args::{InputArgs, TimeLimit};
use crate::cmd::pupil::{positions, words, Position};
use crate::cmd::soundness::{of_position, Soundness};
use crate::status::Status;

/// How to print the steps.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum Format {
    /// Plain text, one numbered line per step.
    Text,
    /// Markdown: a heading per puzzle and a numbered list.
    Markdown,
}

/// Explain every step of the solution, with cells named as on the sheet.
#[derive(Debug, clap::Args)]
pub struct Args {
    #[command(flatten)]
    input: InputArgs,
    /// Output format.
    #[arg(long, value_enum, default_value = "text")]
    format: Format,
    /// Where the techniques get stuck (a puzzle that needs search), also
    /// print the true candidates after the pencil marks: the solution's
    /// digit in each cell whose pencil marks still hold more than it, so
    /// that a setter sees what logic missed. Off by default, since it
    /// gives answers away: the pencil marks alone are printed, with a line
    /// naming this option.
    #[arg(long)]
    show_answer_candidates: bool,
    #[command(flatten)]
    time: TimeLimit,
}

/// Prints each puzzle's level and rating, then its steps; for a puzzle
/// without exactly one solution, that alone (exit 1).
pub fn run(args: Args) -> Result<Status> {
    let deadline = args.time.deadline();
    let positions = positions(&args.input.file, &args.input.read_options())?;
    let mut status = Status::Success;
    for (i, position) in positions.iter().enumerate() {
        let label = crate::cmd::puzzle_label(&position.puzzle, i).to_string();
        if i > 0 {
            println!();
        }
        let (p, notes) = start(position);
        for note in position.read_from().into_iter().chain(notes) {
            println!("{label}: {note}");
        }
        if !notes_ok(position) {
            status = Status::PuzzleResult;
        }
        // A puzzle without exactly one solution has no steps to explain:
        // that comes first, with what to change.
        let sound = of_position(position, &deadline)?;
        if let Some((sound, words)) = sound.as_ref().and_then(|s| Some((s, s.words()?))) {
            status = Status::PuzzleResult;
            match args.format {
                Format::Text => println!("{label}: {words}"),
                Format::Markdown => println!("## {label}: {words}"),
            }
            crate::json::emit(|| {
                // A puzzle read is of its geometry's size.
                let r = rate(&p.geometry, &p.givens).expect("a puzzle fits its geometry");
                let path = solving_path(&p.geometry, &p.givens, &r, &p.source.namer)
                    .expect("a puzzle fits its geometry");
                let mut v = crate::json::explain(&label, &p, &r, &path);
                v["soundness"] = sound.json();
                v["level"] = serde_json::Value::Null;
                v["rating"] = serde_json::Value::Null;
                v["summary"] = serde_json::json!(words);
                v["steps"] = serde_json::json!([]);
                v["end"] = serde_json::Value::Null;
                v
            });
            continue;
        }
        let r = rate_until(&p.geometry, &p.givens, &deadline)?;
        let path = solving_path(&p.geometry, &p.givens, &r, &p.source.namer)?;
        let heading = format!("{label}: {}", path.summary);
        match args.format {
            Format::Text => println!("{heading}\n     {}", path.intro),
            Format::Markdown => println!("## {heading}\n\n{}\n", path.intro),
        }
        for (k, line) in path.steps.iter().enumerate() {
            match args.format {
                Format::Text => println!("{:>3}. {line}", k + 1),
                Format::Markdown => println!("{}. {line}", k + 1),
            }
        }
        crate::json::emit(|| {
            let mut v = crate::json::explain(&label, &p, &r, &path);
            if let Some(sound) = &sound {
                v["soundness"] = sound.json();
            }
            v
        });
        if !r.solved_by_logic() {
            status = Status::PuzzleResult;
        }
        let end = &path.end;
        match args.format {
            Format::Text => println!("     {end}"),
            Format::Markdown => println!("\n{end}"),
        }
        if r.ending == Ending::Stuck {
            // The teacher's puzzle was shown to have one solution; when the
            // position keeps to it, that is the position's one solution too.
            let known = sound.as_ref().and_then(|s| match &s.soundness {
                Soundness::Unique(solution) => Some(solution),
                Soundness::NoSolution(_) | Soundness::Several(..) => None,
            });
            print_where_stuck(&p, &r, known, &args)?;
        }
    }
    Ok(status)
}

/// Where the techniques got stuck: the pencil marks of every cell, then,
/// with `--show-answer-candidates`, the true candidates (the one
/// solution's digit in each cell whose pencil marks hold more than it), so
/// that a setter sees where logic runs out; without it a line naming the
/// option. `known`: a solution of a puzzle whose givens are among the
/// position's, when one was found.
fn print_where_stuck(p: &Puzzle, r: &Rating, known: Option<&Grid>, args: &Args) -> Result<()> {
    let format = args.format;
    let left = candidates_left(&p.geometry, &p.givens, r)?;
    let mut grids = vec![(
        words("explain-stuck-candidates", &[]),
        render_candidates(&p.geometry, &left)?,
    )];
    if !args.show_answer_candidates {
        print_grids(&grids, format);
        let hint = words("explain-stuck-answer-hint", &[]);
        match format {
            Format::Text => println!("     {hint}"),
            Format::Markdown => println!("\n{hint}"),
        }
        return Ok(());
    }
    let keeps_to = |s: &&Grid| is_solution(&p.geometry, &p.givens, s).unwrap_or(false);
    let solution = match known.filter(keeps_to) {
        Some(solution) => Some(solution.clone()),
        None => match solutions_up_to_two(&p.geometry, &p.givens)? {
            Solutions::Unique(solution) => Some(solution),
            Solutions::None | Solutions::Multiple(..) => None,
        },
    };
    if let Some(solution) = solution {
        let mut open = Grid::empty(p.geometry.size());
        let undecided = |c: &usize| r.grid.get(*c) == 0 && left[*c].count_ones() > 1;
        for cell in (0..p.geometry.cell_count()).filter(undecided) {
            open.set(cell, solution.get(cell));
        }
        grids.push((
            words("explain-stuck-true", &[]),
            render_grid(&p.geometry, &open, &[])?,
        ));
    }
    print_grids(&grids, format);
    Ok(())
}

/// Each grid after its title.
fn print_grids(grids: &[(String, String)], format: Format) {
    for (title, grid) in grids {
        match format {
            Format::Text => print!("     {title}\n{grid}"),
            Format::Markdown => print!("\n{title}\n\n```\n{grid}```\n"),
        }
    }
}

/// Where the steps start: the position as it stands, less every digit that
/// differs from the answer key; the givens alone when digits clash and no
/// key tells which is wrong. With what was left out, in words.
fn start(position: &Position) -> (Puzzle, Vec<String>) {
    let mut p = position.puzzle.clone();
    let Some(work) = &position.work else {
        return (p, Vec::new());
    };
    let grid = &work.counted;
    let m = grid.mark();
    let mut notes = Vec::new();
    if let Some(wrong) = position.wrong_digits() {
        for &c in &m.wrong {
            p.givens
                .set(c, grid.givens.as_ref().map_or(0, |g| g.get(c)));
        }
        let count = position.wrong_count().to_string();
        notes.push(words(
            "explain-start-without",
            &[("wrong", &wrong), ("count", &count)],
        ));
    }
    let clashes = check(&p.geometry, &p.givens).conflicts;
    if !clashes.is_empty() {
        let words: Vec<String> = clashes
            .iter()
            .map(|c| {
                crate::cmd::pupil::words(
                    "report-clash",
                    &[("conflict", &c.describe(&p.geometry, &grid.namer))],
                )
            })
            .collect();
        notes.push(crate::cmd::pupil::words(
            "explain-start-from-givens",
            &[("clashes", &words.join("; "))],
        ));
        if let Some(givens) = &grid.givens {
            p.givens = givens.clone();
        }
    }
    (p, notes)
}

/// Whether the pupil's grid is free of mistakes (always, for a puzzle).
fn notes_ok(position: &Position) -> bool {
    position
        .work
        .as_ref()
        .is_none_or(|w| !w.counted.mark().verdict.needs_correction())
}
