//! `sheetdoku solve`: read a puzzle, solve Peško's BLP, print the grid and
//! write the solution workbook. A file of many puzzles is solved as a batch
//! (see [`many`]). Every solution is checked for a second one (the native
//! search, or Peško's cut with `--unique`). On a workbook we wrote, the
//! position a pupil typed is solved, and the sheet read is named.

mod many;
mod report;
mod unique;

use std::path::PathBuf;

use anyhow::Result;
use sheetdoku::rate::{rate_until, solving_path, SolvingPath};
use sheetdoku::solve::{
    solve_puzzle, write_lp, RepairMode, SecondSolution, SolveOptions, SolveReport, Uniqueness,
};
use sheetdoku::write::{
    puzzle_line, write_solution_workbook, write_solution_workbook_for, Audience, CageStyle,
    SolutionDoc,
};
use sheetdoku::{CellNamer, Lang, Puzzle};
use sheetdoku_io::write_atomically;

use report::{headline, print_report};
use unique::{proof_asked, search_second_solution};

use crate::args::{InputArgs, SolverArgs};
use crate::cmd::pupil::positions_each;
use crate::cmd::{check_output, check_target, output_path, Format};
use crate::json;
use crate::status::Status;

/// Solve a puzzle with the BLP and write the solution workbook.
#[derive(Debug, clap::Args)]
pub struct Args {
    #[command(flatten)]
    input: InputArgs,
    #[command(flatten)]
    solver: SolverArgs,
    /// Where to write the solution: a workbook (.xlsx or .ods) or text
    /// (.txt, one solution per line). Default: <input>-solved.xlsx beside
    /// the input, or <input>-solved.ods for an .ods input.
    #[arg(short, long, value_name = "FILE")]
    output: Option<PathBuf>,
    /// Write no workbook, only print.
    #[arg(long, conflicts_with = "output")]
    no_output: bool,
    /// Allow -o to name the input file itself.
    #[arg(long)]
    overwrite: bool,
    /// Prove the solution unique with Peško's cut, or show a second solution
    /// (exit 1 when not unique).
    #[arg(long)]
    unique: bool,
    /// Write the paper's full model in CPLEX LP format to FILE.
    #[arg(long, value_name = "FILE")]
    write_lp: Option<PathBuf>,
    /// The title printed at the top of the Solution and Play pages (default:
    /// the title typed beside `title` on the input's Info sheet, if any).
    #[arg(long)]
    title: Option<String>,
    /// Fill each killer cage with a light colour, no two touching cages
    /// alike (for younger pupils); the cages are outlined either way.
    #[arg(long)]
    colour_cages: bool,
    /// Also write a pupil's copy of the puzzle to FILE (.xlsx or .ods): the
    /// Play page to print or fill in, checking itself, with nothing the
    /// answer can be read from (no Solution, S, Steps or Model sheet, no
    /// answer on the hidden Key). One puzzle at a time.
    #[arg(long, value_name = "FILE")]
    pupil_copy: Option<PathBuf>,
    /// Worker threads for a file of many puzzles (default: all cores).
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u16).range(1..))]
    jobs: Option<u16>,
}

impl Args {
    /// `--unique`: Peško's cut looks for a second solution.
    fn second_solution(&self) -> SecondSolution {
        if self.unique {
            SecondSolution::Cut
        } else {
            SecondSolution::NotSought
        }
    }
}

/// Solves the puzzle (or every puzzle of a file of many).
pub fn run(args: Args) -> Result<Status> {
    let deadline = args.solver.deadline();
    // The output's format is checked before any work.
    // --overwrite lets -o name the input; nothing else does.
    let input = args.input.file.as_path();
    let inputs = if args.overwrite {
        &[][..]
    } else {
        &[input][..]
    };
    let format = match (&args.output, args.no_output) {
        (Some(out), false) => Some(check_output(
            out,
            &[Format::Xlsx, Format::Ods, Format::Text],
            "the solution",
            inputs,
        )?),
        _ => None,
    };
    if let Some(copy) = &args.pupil_copy {
        check_pupil_copy(&args, copy)?;
    }
    if let Some(lp) = &args.write_lp {
        let outputs = args.output.iter().map(PathBuf::as_path);
        let copies = args.pupil_copy.iter().map(PathBuf::as_path);
        let others: Vec<&std::path::Path> =
            [input].into_iter().chain(outputs).chain(copies).collect();
        check_target(lp, "the model", &others)?;
    }
    let (positions, bad_lines) = positions_each(&args.input.file, &args.input.read_options())?;
    deadline.check(|| {
        sheetdoku::language().text_with(
            "doing-reading",
            &[("file", &args.input.file.display().to_string())],
        )
    })?;
    let mut puzzles = Vec::with_capacity(positions.len());
    let mut layouts = Vec::with_capacity(positions.len());
    for (i, position) in positions.into_iter().enumerate() {
        let label = crate::cmd::puzzle_label(&position.puzzle, i).to_string();
        for note in position
            .read_from()
            .into_iter()
            .chain(position.wrong_digits())
        {
            println!("{label}: {note}");
        }
        // A cage layout is solved as the puzzle of the totals offered.
        layouts.push(sheetdoku::is_cage_layout(&position.puzzle.geometry));
        puzzles.push(crate::cmd::offer::offered(
            position.puzzle,
            &label,
            &deadline,
        )?);
    }
    // A file with a bad line is a file of many, whatever is left of it.
    if puzzles.len() == 1 && !bad_lines.any() {
        // Where the sheet left a choice, say what decided it.
        if let Some(found) = puzzles[0].source.reading(&crate::flags::Flags) {
            eprintln!(
                "{}",
                sheetdoku::language().text_with("read-note", &[("what", &found)])
            );
        }
        let offered = layouts[0];
        return run_one(&args, puzzles.remove(0), format, deadline, offered);
    }
    if let Some(copy) = &args.pupil_copy {
        anyhow::bail!(
            "{}: --pupil-copy writes one puzzle's Play sheet, but {} holds {} puzzles; pick one with --puzzle",
            copy.display(),
            args.input.file.display(),
            puzzles.len()
        );
    }
    if args.write_lp.is_some() {
        anyhow::bail!(
            "--write-lp writes one puzzle's model, but {} holds {} puzzles; pick one with --puzzle",
            args.input.file.display(),
            puzzles.len()
        );
    }
    // Ctrl-C stops a file of many as the time limit does: the puzzles
    // finished are printed and written.
    let opts = SolveOptions::default()
        .with_blp(
            args.solver
                .blp_options(crate::interrupt::deadline(deadline)),
        )
        .with_second_solution(args.second_solution())
        .with_repair(RepairMode::Off);
    let output = match (&args.output, format) {
        (Some(out), Some(format)) => Some((
            output_path(&args.input.file, Some(out), "-solved", args.overwrite)?,
            format,
        )),
        _ => None,
    };
    let status = many::run(
        &puzzles,
        &many::Batch {
            opts,
            jobs: args.jobs.map(usize::from),
            output: output
                .as_ref()
                .map(|(path, format)| (path.as_path(), *format)),
        },
    )?;
    bad_lines.finish(status)
}

/// Solves one puzzle: today's single-puzzle behaviour.
/// "wrote FILE", in the pages' language.
fn say_wrote(out: &std::path::Path) {
    let file = out.display().to_string();
    println!(
        "{}",
        sheetdoku::language().text_with("wrote-file", &[("file", &file)])
    );
}

/// `format` is that of `-o`, if given; `deadline` the command's budget;
/// `offered` when `puzzle` is the one offered for a cage layout (a text
/// `-o` then holds the puzzle, for the setter, not its solution).
fn run_one(
    args: &Args,
    puzzle: Puzzle,
    format: Option<Format>,
    deadline: sheetdoku::Deadline,
    offered: bool,
) -> Result<Status> {
    let output = if args.no_output {
        None
    } else {
        let suffix = crate::cmd::chosen_suffix(args.input.read.puzzle.as_deref(), "-solved");
        let path = output_path(
            &args.input.file,
            args.output.as_deref(),
            &suffix,
            args.overwrite,
        )?;
        Some(path)
    };
    if let Some(lp) = &args.write_lp {
        let mut text = Vec::new();
        write_lp(&puzzle.geometry, &puzzle.givens, &mut text)?;
        write_atomically(lp, &text)?;
        println!("wrote the model to {}", lp.display());
    }
    let opts = SolveOptions::default()
        .with_blp(args.solver.blp_options(deadline))
        .with_second_solution(args.second_solution())
        .with_repair(RepairMode::KeepMostGivens);
    let spinner = spinner(&puzzle);
    let report = solve_puzzle(&puzzle.geometry, &puzzle.givens, &opts);
    spinner.finish_and_clear();
    let mut report = report?;
    let proof = if args.unique {
        proof_asked(&report)
    } else {
        search_second_solution(&puzzle, &mut report, &deadline)
    };
    print_report(&puzzle, &report, proof);
    // For programs: in English whatever the pages' language.
    let english = || {
        sheetdoku::with_language(Lang::En, || {
            (puzzle.source.label(), headline(&puzzle, &report))
        })
    };
    json::emit(|| {
        let (label, headline) = english();
        json::solve(&label, &puzzle, &report, &headline)
    });
    let mut steps_cut = false;
    let text_output = format == Some(Format::Text);
    if let Some(out) = output.as_ref().filter(|_| text_output) {
        let line = match report.solution() {
            Some(_) if offered => puzzle_line(&puzzle.geometry, &puzzle.givens)?,
            Some(grid) => puzzle_line(&puzzle.geometry, grid)?,
            None => format!(
                "{}  # no solution",
                ".".repeat(puzzle.geometry.cell_count())
            ),
        };
        write_atomically(out, format!("{line}\n").as_bytes())?;
        say_wrote(out);
        json::emit(|| json::written(out, "solution", 1));
    }
    let workbook = output.as_ref().filter(|_| !text_output);
    if workbook.is_some() || args.pupil_copy.is_some() {
        let status = headline(&puzzle, &report);
        let title = args
            .title
            .clone()
            .or_else(|| sheetdoku::read::puzzle_title(&puzzle));
        // The Steps sheet is the teacher's: worked out only for the workbook.
        let path = match (&report, workbook) {
            (SolveReport::Solved { .. }, Some(_)) => {
                let path = steps_for_workbook(&puzzle, &deadline);
                steps_cut = path.is_none();
                path
            }
            _ => None,
        };
        let doc = SolutionDoc::from_report(&puzzle, &report, &status)
            .with_title(title.as_deref())
            .with_steps(path.as_ref())
            .with_cage_style(if args.colour_cages {
                CageStyle::Coloured
            } else {
                CageStyle::Outlined
            });
        if let Some(out) = workbook {
            write_solution_workbook(out, &doc)?;
            say_wrote(out);
            json::emit(|| json::written(out, "solution", 1));
        }
        if let Some(copy) = &args.pupil_copy {
            write_solution_workbook_for(copy, &doc, Audience::Pupils)?;
            let file = copy.display().to_string();
            println!(
                "{}",
                sheetdoku::language().text_with("written-pupil-copy", &[("file", &file)])
            );
            json::emit(|| json::written(copy, "pupil copy", 1));
        }
    }
    Ok(match &report {
        r if r.stopped_by_time_limit() => {
            let seconds =
                sheetdoku::error::seconds_text(deadline.limit().map_or(0.0, |l| l.as_secs_f64()));
            let words = sheetdoku::language();
            let said = match (r, &output) {
                (SolveReport::Solved { .. }, Some(out)) => words.text_with(
                    "solve-time-limit-written",
                    &[("seconds", &seconds), ("file", &out.display().to_string())],
                ),
                (SolveReport::Solved { .. }, None) => {
                    words.text_with("solve-time-limit-unproved", &[("seconds", &seconds)])
                }
                (SolveReport::NoSolution { .. }, _) => {
                    words.text_with("solve-time-limit-no-repair", &[("seconds", &seconds)])
                }
            };
            eprintln!("sheetdoku: {said}");
            Status::TimeLimit
        }
        SolveReport::Solved { .. } if steps_cut => Status::TimeLimit,
        SolveReport::Solved {
            uniqueness: Uniqueness::NotUnique(_),
            ..
        }
        | SolveReport::NoSolution { .. } => Status::PuzzleResult,
        SolveReport::Solved { .. } => Status::Success,
    })
}

/// Refuses, before any work, a `--pupil-copy` that is not an .xlsx or .ods
/// in an existing folder, or that names the input or the `-o` file.
fn check_pupil_copy(args: &Args, copy: &std::path::Path) -> Result<()> {
    let input = args.input.file.as_path();
    check_output(
        copy,
        &[Format::Xlsx, Format::Ods],
        "the pupil's copy",
        &[input],
    )?;
    // The copy and the solution (-o) are two files, whatever their spelling.
    if let Some(out) = args.output.as_deref() {
        if check_target(copy, "the pupil's copy", &[out]).is_err() {
            anyhow::bail!(
                "{}: the pupil's copy and the solution (-o) would be one file; give them different names",
                copy.display()
            );
        }
    }
    Ok(())
}

/// The solving path for the workbook's `Steps` sheet, cells named as on
/// its `Play` sheet; `None` (with a note) when the command's time limit
/// comes first.
fn steps_for_workbook(puzzle: &Puzzle, deadline: &sheetdoku::Deadline) -> Option<SolvingPath> {
    let (g, givens) = (&puzzle.geometry, &puzzle.givens);
    match rate_until(g, givens, deadline) {
        Ok(rating) => solving_path(g, givens, &rating, &CellNamer::default()).ok(),
        Err(_) => {
            eprintln!("note: the time limit came before the solving path was worked out; the workbook has no Steps sheet");
            None
        }
    }
}

/// A spinner on stderr while one puzzle is solved, only on a terminal.
fn spinner(puzzle: &Puzzle) -> indicatif::ProgressBar {
    use std::io::IsTerminal;
    if !std::io::stderr().is_terminal() {
        return indicatif::ProgressBar::hidden();
    }
    let bar = indicatif::ProgressBar::new_spinner();
    if let Ok(style) = indicatif::ProgressStyle::with_template("{spinner} {msg} {elapsed}") {
        bar.set_style(style);
    }
    bar.set_message(format!("solving {}", puzzle.source.label()));
    bar.enable_steady_tick(std::time::Duration::from_millis(200));
    bar
}
