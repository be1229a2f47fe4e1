//! `sheetdoku solve`: read a puzzle, solve Peško's BLP, print the grid and
//! write the solution workbook. A file of many puzzles is solved as a batch
//! (see [`many`]). Every solution is checked for a second one (the native
//! search, or Peško's cut with `--unique`). On a workbook we wrote, the
//! position a pupil typed is solved, and the sheet read is named.

mod many;

use std::path::PathBuf;
use std::time::Duration;

use anyhow::Result;
use sheetdoku::rate::{rate_until, solving_path, SolvingPath};
use sheetdoku::solve::{
    solutions_up_to_two_until, solve_puzzle, write_lp, Method, NoSolution, Relaxation, Repair,
    Solutions, SolveOptions, SolveReport, Uniqueness,
};
use sheetdoku::write::{puzzle_line, render_grid, write_solution_workbook, CageStyle, SolutionDoc};
use sheetdoku::{CellNamer, Deadline, Puzzle};
use sheetdoku_io::write_atomically;

use crate::args::{InputArgs, SolverArgs};
use crate::cmd::pupil::positions;
use crate::cmd::{check_output, ms, output_path, Format};
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
    /// Worker threads for a file of many puzzles (default: all cores).
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u16).range(1..))]
    jobs: Option<u16>,
}

/// Solves the puzzle (or every puzzle of a file of many).
pub fn run(args: Args) -> Result<Status> {
    let deadline = args.solver.deadline();
    // The output's format is checked before any work.
    let format = match (&args.output, args.no_output) {
        (Some(out), false) => Some(check_output(
            out,
            &[Format::Xlsx, Format::Ods, Format::Text],
            "the solution",
        )?),
        _ => None,
    };
    let positions = positions(&args.input.file, &args.input.read_options())?;
    deadline.check(|| format!("reading {}", args.input.file.display()))?;
    let mut puzzles = Vec::with_capacity(positions.len());
    for (i, position) in positions.into_iter().enumerate() {
        let label = crate::cmd::puzzle_label(&position.puzzle, i);
        for note in position
            .read_from()
            .into_iter()
            .chain(position.wrong_digits())
        {
            println!("{label}: {note}");
        }
        puzzles.push(position.puzzle);
    }
    if puzzles.len() == 1 {
        // Where the sheet left a choice, say what decided it.
        if let Some(found) = &puzzles[0].source.found {
            eprintln!("read {found}");
        }
        return run_one(&args, puzzles.remove(0), format, deadline);
    }
    if args.write_lp.is_some() {
        anyhow::bail!(
            "--write-lp writes one puzzle's model, but {} holds {} puzzles; pick one with --puzzle",
            args.input.file.display(),
            puzzles.len()
        );
    }
    let mut opts = SolveOptions::default();
    opts.blp = args.solver.blp_options(deadline);
    opts.unique = args.unique;
    opts.relax = false;
    let output = match (&args.output, format) {
        (Some(out), Some(format)) => Some((
            output_path(&args.input.file, Some(out), "-solved", args.overwrite)?,
            format,
        )),
        _ => None,
    };
    many::run(
        &puzzles,
        &many::Batch {
            opts,
            jobs: args.jobs.map(usize::from),
            output: output
                .as_ref()
                .map(|(path, format)| (path.as_path(), *format)),
        },
    )
}

/// Solves one puzzle: today's single-puzzle behaviour.
/// `format` is that of `-o`, if given; `deadline` the command's budget.
fn run_one(
    args: &Args,
    puzzle: Puzzle,
    format: Option<Format>,
    deadline: sheetdoku::Deadline,
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
    let mut opts = SolveOptions::default();
    opts.blp = args.solver.blp_options(deadline);
    opts.unique = args.unique;
    opts.relax = true;
    let spinner = spinner(&puzzle);
    let report = solve_puzzle(&puzzle.geometry, &puzzle.givens, &opts);
    spinner.finish_and_clear();
    let mut report = report?;
    let proof = if args.unique {
        Proof::Cut
    } else {
        search_second_solution(&puzzle, &mut report, &deadline)
    };
    print_report(&puzzle, &report, proof);
    let label = puzzle.source.label();
    json::emit(json::solve(
        &label,
        &puzzle,
        &report,
        &headline(&puzzle, &report),
    ));
    let mut steps_cut = false;
    if let Some(out) = output.as_ref().filter(|_| format == Some(Format::Text)) {
        let line = match report.solution() {
            Some(grid) => puzzle_line(&puzzle.geometry, grid),
            None => format!(
                "{}  # no solution",
                ".".repeat(puzzle.geometry.cell_count())
            ),
        };
        write_atomically(out, format!("{line}\n").as_bytes())?;
        println!("wrote {}", out.display());
        json::emit(json::written(out, "solution", 1));
    } else if let Some(out) = &output {
        let status = headline(&puzzle, &report);
        let (grid, dropped, uniqueness) = match &report {
            SolveReport::Solved {
                grid, uniqueness, ..
            } => (Some(grid), &[][..], uniqueness),
            SolveReport::NoSolution {
                repair: Repair::Found(relax),
                ..
            } => (Some(&relax.grid), &relax.dropped[..], &Uniqueness::Unknown),
            SolveReport::NoSolution { .. } => (None, &[][..], &Uniqueness::Unknown),
        };
        let title = args
            .title
            .clone()
            .or_else(|| sheetdoku::read::puzzle_title(&puzzle));
        let path = match &report {
            SolveReport::Solved { .. } if format != Some(Format::Text) => {
                let path = steps_for_workbook(&puzzle, &deadline);
                steps_cut = path.is_none();
                path
            }
            _ => None,
        };
        let doc = SolutionDoc {
            puzzle: &puzzle,
            solution: grid,
            dropped,
            uniqueness,
            status: &status,
            title: title.as_deref(),
            steps: path.as_ref(),
            cage_style: if args.colour_cages {
                CageStyle::Coloured
            } else {
                CageStyle::Outlined
            },
        };
        write_solution_workbook(out, &doc)?;
        println!("wrote {}", out.display());
        json::emit(json::written(out, "solution", 1));
    }
    Ok(match &report {
        r if r.stopped_by_time_limit() => {
            let seconds = deadline.limit().map_or(0.0, |l| l.as_secs_f64());
            let kept = match (r, &output) {
                (SolveReport::Solved { .. }, Some(out)) => {
                    format!(
                        " before the uniqueness proof; the solution is written to {}",
                        out.display()
                    )
                }
                (SolveReport::Solved { .. }, None) => " before the uniqueness proof".to_string(),
                (SolveReport::NoSolution { .. }, _) => {
                    " before the grid keeping the most givens was found".to_string()
                }
            };
            eprintln!("sheetdoku: time limit of {seconds} s reached{kept}");
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

/// The solving path for the workbook's `Steps` sheet, cells named as on
/// its `Play` sheet; `None` (with a note) when the command's time limit
/// comes first.
fn steps_for_workbook(puzzle: &Puzzle, deadline: &sheetdoku::Deadline) -> Option<SolvingPath> {
    let (g, givens) = (&puzzle.geometry, &puzzle.givens);
    match rate_until(g, givens, deadline) {
        Ok(rating) => Some(solving_path(g, givens, &rating, &CellNamer::default())),
        Err(_) => {
            eprintln!("note: the time limit came before the solving path was worked out; the workbook has no Steps sheet");
            None
        }
    }
}

/// The one-line verdict, also written into the workbook.
fn headline(puzzle: &Puzzle, report: &SolveReport) -> String {
    match report {
        SolveReport::Solved {
            method: Method::Propagation,
            elapsed,
            ..
        } => format!(
            "Solved: the presolve (propagation and probing) completed the grid, no LP needed ({})",
            ms(*elapsed)
        ),
        SolveReport::Solved {
            method: Method::Blp(blp),
            ..
        } => format!(
            "Solved by the BLP with {} in {} ({} variables, {} constraints, objective {} = givens)",
            blp.solver,
            ms(blp.elapsed),
            blp.size.variables,
            blp.size.constraints,
            blp.objective.round()
        ),
        SolveReport::NoSolution {
            repair: Repair::Found(relax),
            ..
        } => format!(
            "No solution; dropping {} makes it solvable",
            dropped_items(puzzle, relax)
        ),
        SolveReport::NoSolution { .. } => "No solution".to_string(),
    }
}

/// What a repair drops, in words: "the givens at C4 and F7 (2 of 30)", or
/// on a killer "the cage of 14 at B3 and the given at A1 (1 of 30 cages,
/// 1 of 3 givens)".
fn dropped_items(puzzle: &Puzzle, relax: &Relaxation) -> String {
    let g = &puzzle.geometry;
    let n = g.size();
    let namer = puzzle.namer();
    let plural = |count: usize, one: &str, many: &str| match count {
        1 => one.to_string(),
        _ => many.to_string(),
    };
    let givens = (!relax.dropped.is_empty()).then(|| {
        format!(
            "the {} at {}",
            plural(relax.dropped.len(), "given", "givens"),
            namer.cells(n, &relax.dropped)
        )
    });
    let given_count = puzzle.givens.given_count();
    if relax.dropped_cages.is_empty() {
        return format!(
            "{} ({} of {given_count})",
            givens.unwrap_or_default(),
            relax.dropped.len()
        );
    }
    let cages: Vec<String> = relax
        .dropped_cages
        .iter()
        .map(|&id| g.constraint_name(id, namer))
        .collect();
    let mut items = vec![join_and(&cages)];
    items.extend(givens);
    let mut counts = vec![format!(
        "{} of {} {}",
        relax.dropped_cages.len(),
        g.cages().count(),
        plural(g.cages().count(), "cage", "cages")
    )];
    if !relax.dropped.is_empty() {
        counts.push(format!(
            "{} of {given_count} {}",
            relax.dropped.len(),
            plural(given_count, "given", "givens")
        ));
    }
    format!("{} ({})", items.join(" and "), counts.join(", "))
}

/// "a", "a and b", "a, b and c".
fn join_and(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => format!("{} and {last}", rest.join(", ")),
    }
}

/// Each cage the repair drops with what its digits add up to in the grid
/// shown: "the cage of 14 at B3 (B3, B4, C4): its digits add up to 17 here".
fn dropped_cage_lines(puzzle: &Puzzle, relax: &Relaxation) -> Vec<String> {
    let g = &puzzle.geometry;
    let namer = puzzle.namer();
    g.cages()
        .filter(|(id, _)| relax.dropped_cages.contains(id))
        .map(|(_, cage)| {
            let sum = cage.total(&relax.grid);
            format!(
                "{} ({}): its digits add up to {sum} here",
                cage.name(g.size(), namer),
                namer.cells(g.size(), &cage.cells)
            )
        })
        .collect()
}

/// The cells the printed repair marks: the dropped givens and the cells of
/// the dropped cages.
fn changed_cells(puzzle: &Puzzle, relax: &Relaxation) -> Vec<usize> {
    let mut cells = relax.dropped.clone();
    for (_, cage) in puzzle
        .geometry
        .cages()
        .filter(|(id, _)| relax.dropped_cages.contains(id))
    {
        cells.extend(&cage.cells);
    }
    cells.sort_unstable();
    cells.dedup();
    cells
}

fn print_report(puzzle: &Puzzle, report: &SolveReport, proof: Proof) {
    let geometry = &puzzle.geometry;
    let n = geometry.size();
    let namer = puzzle.namer();
    println!(
        "{}: {}, {} givens",
        puzzle.source.label(),
        geometry.describe(),
        puzzle.givens.given_count()
    );
    if let SolveReport::NoSolution {
        reason: NoSolution::ClashingGivens(clashes),
        ..
    } = report
    {
        for clash in clashes {
            println!("clash: {}", clash.describe(geometry, namer));
        }
    }
    match report {
        SolveReport::Solved { grid, .. } => print!("{}", render_grid(geometry, grid, &[])),
        SolveReport::NoSolution {
            repair: Repair::Found(relax),
            ..
        } if relax.dropped_cages.is_empty() => {
            println!("no solution; the grid keeping the most givens (dropped givens marked *):");
            print!("{}", render_grid(geometry, &relax.grid, &relax.dropped));
        }
        SolveReport::NoSolution {
            repair: Repair::Found(relax),
            ..
        } => {
            println!(
                "no solution; the grid keeping the most givens and cages \
                 (dropped givens and the cells of dropped cages marked *):"
            );
            print!(
                "{}",
                render_grid(geometry, &relax.grid, &changed_cells(puzzle, relax))
            );
            for line in dropped_cage_lines(puzzle, relax) {
                println!("dropped: {line}");
            }
        }
        SolveReport::NoSolution { .. } => {}
    }
    println!("{}", headline(puzzle, report));
    let (decided_by_presolve, uniqueness) = match report {
        SolveReport::Solved {
            decided_by_presolve,
            uniqueness,
            ..
        } => (*decided_by_presolve, uniqueness),
        SolveReport::NoSolution { .. } => (0, &Uniqueness::Unknown),
    };
    if decided_by_presolve > 0 {
        println!(
            "presolve: propagation and probing fixed {} of {} empty cells before the BLP",
            decided_by_presolve,
            geometry.cell_count() - puzzle.givens.given_count()
        );
    }
    match uniqueness {
        Uniqueness::Unknown if proof == Proof::SearchTooLong => println!(
            "unique: not checked, the search for a second solution took over {} s \
             (--unique proves it with Peško's cut)",
            SEARCH_CAP.as_secs()
        ),
        Uniqueness::Unknown => {}
        Uniqueness::Undecided => println!("unique: not proven, the time limit came first"),
        Uniqueness::Unique if proof == Proof::Cut => println!(
            "unique: proven by Peško's cut, no second solution ({} in all)",
            ms(report.elapsed())
        ),
        Uniqueness::Unique => println!("unique: yes, the native search finds no second solution"),
        Uniqueness::NotUnique(other) => {
            let diff = report
                .solution()
                .map(|s| s.differences(other))
                .unwrap_or_default();
            let shown = &diff[..diff.len().min(12)];
            let more = if diff.len() > shown.len() {
                format!(" and {} more", diff.len() - shown.len())
            } else {
                String::new()
            };
            println!(
                "not unique ({}): a second solution differs in {} cells: {}{more} (marked *)",
                ms(report.elapsed()),
                diff.len(),
                namer.cells(n, shown)
            );
            print!("{}", render_grid(geometry, other, &diff));
        }
    }
}

/// How the uniqueness of a solution was settled.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Proof {
    /// Peško's cut on the BLP (`--unique`).
    Cut,
    /// The native search for two solutions.
    Search,
    /// The native search took longer than [`SEARCH_CAP`]: not settled.
    SearchTooLong,
}

/// The longest the native search for a second solution may take when
/// `--unique` is not given (a few milliseconds up to 16x16 as a rule).
const SEARCH_CAP: Duration = Duration::from_secs(2);

/// Settles the uniqueness of a solution `solve_puzzle` left unexamined,
/// with the native search for a second solution, within the command's
/// deadline and [`SEARCH_CAP`].
fn search_second_solution(puzzle: &Puzzle, report: &mut SolveReport, deadline: &Deadline) -> Proof {
    let SolveReport::Solved {
        grid, uniqueness, ..
    } = report
    else {
        return Proof::Search;
    };
    if *uniqueness != Uniqueness::Unknown {
        return Proof::Search;
    }
    let capped = deadline.remaining().is_none_or(|left| left > SEARCH_CAP);
    let budget = if capped {
        Deadline::after(SEARCH_CAP)
    } else {
        *deadline
    };
    match solutions_up_to_two_until(&puzzle.geometry, &puzzle.givens, &budget) {
        Ok(Solutions::Multiple(a, b)) => {
            *uniqueness = Uniqueness::NotUnique(if a == *grid { b } else { a });
            Proof::Search
        }
        Ok(_) => {
            *uniqueness = Uniqueness::Unique;
            Proof::Search
        }
        Err(_) if capped => Proof::SearchTooLong,
        Err(_) => {
            *uniqueness = Uniqueness::Undecided;
            Proof::Search
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
