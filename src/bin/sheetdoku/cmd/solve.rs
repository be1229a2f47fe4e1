//! `sheetdoku solve`: read a puzzle, solve Peško's BLP, print the grid and
//! write the solution workbook. A file of many puzzles is solved as a batch
//! (see [`batch`]).

mod batch;

use std::path::PathBuf;

use anyhow::Result;
use sheetdoku::{
    read_puzzles, render_grid, solve_puzzle, write_atomically, write_lp, write_solution_workbook,
    Method, Puzzle, SolutionDoc, SolveOptions, SolveOutcome, SolveReport, Uniqueness,
};

use crate::cli::{InputArgs, SolverArgs};
use crate::cmd::{ms, output_path};
use crate::Status;

/// Solve a puzzle with the BLP and write the solution workbook.
#[derive(Debug, clap::Args)]
pub struct Args {
    #[command(flatten)]
    input: InputArgs,
    #[command(flatten)]
    solver: SolverArgs,
    /// The workbook to write, .xlsx or .ods (default: <input>-solved.xlsx
    /// beside the input, or <input>-solved.ods for an .ods input).
    #[arg(short, long)]
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
    /// Worker threads for a file of many puzzles (default: all cores).
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u16).range(1..))]
    jobs: Option<u16>,
}

/// Solves the puzzle (or every puzzle of a file of many).
pub fn run(args: Args) -> Result<Status> {
    let deadline = args.solver.deadline();
    let mut puzzles = read_puzzles(&args.input.file, &args.input.read_options())?;
    deadline.check(|| format!("reading {}", args.input.file.display()))?;
    if puzzles.len() == 1 {
        return run_one(&args, puzzles.remove(0), deadline);
    }
    if args.write_lp.is_some() {
        anyhow::bail!(
            "--write-lp writes one puzzle's model, but {} holds {} puzzles; pick one with --puzzle",
            args.input.file.display(),
            puzzles.len()
        );
    }
    let opts = SolveOptions {
        blp: args.solver.blp_options(deadline),
        unique: args.unique,
        relax: false,
    };
    let output = match (&args.output, args.no_output) {
        (Some(out), false) => Some(output_path(
            &args.input.file,
            Some(out),
            "-solved",
            args.overwrite,
        )?),
        _ => None,
    };
    batch::run(
        &puzzles,
        &batch::Batch {
            opts,
            jobs: args.jobs.map(usize::from),
            output: output.as_deref(),
        },
    )
}

/// Solves one puzzle: today's single-puzzle behaviour.
fn run_one(args: &Args, puzzle: Puzzle, deadline: sheetdoku::Deadline) -> Result<Status> {
    let output = if args.no_output {
        None
    } else {
        Some(output_path(
            &args.input.file,
            args.output.as_deref(),
            "-solved",
            args.overwrite,
        )?)
    };
    if let Some(lp) = &args.write_lp {
        let mut text = Vec::new();
        write_lp(&puzzle.geometry, &puzzle.givens, &mut text)?;
        write_atomically(lp, &text)?;
        println!("wrote the model to {}", lp.display());
    }
    let opts = SolveOptions {
        blp: args.solver.blp_options(deadline),
        unique: args.unique,
        relax: true,
    };
    let report = solve_puzzle(&puzzle.geometry, &puzzle.givens, &opts)?;
    print_report(&puzzle, &report);
    if let Some(out) = &output {
        let status = headline(&puzzle, &report);
        let (grid, dropped) = match (&report.outcome, &report.relaxation) {
            (SolveOutcome::Solved(grid), _) => (Some(grid), &[][..]),
            (SolveOutcome::NoSolution, Some(relax)) => (Some(&relax.grid), &relax.dropped[..]),
            (SolveOutcome::NoSolution, None) => (None, &[][..]),
        };
        let doc = SolutionDoc {
            puzzle: &puzzle,
            solution: grid,
            dropped,
            uniqueness: &report.uniqueness,
            status: &status,
        };
        write_solution_workbook(out, &doc)?;
        println!("wrote {}", out.display());
    }
    let unique_ok = !matches!(report.uniqueness, Uniqueness::NotUnique(_));
    Ok(if report.solution().is_some() && unique_ok {
        Status::Success
    } else {
        Status::PuzzleResult
    })
}

/// The one-line verdict, also written into the workbook.
fn headline(puzzle: &Puzzle, report: &SolveReport) -> String {
    let n = puzzle.geometry.size();
    let namer = puzzle.namer();
    match (&report.outcome, &report.relaxation) {
        (SolveOutcome::Solved(_), _) => match &report.method {
            Method::Propagation => format!(
                "Solved: the presolve (propagation and probing) completed the grid, no LP needed ({})",
                ms(report.elapsed)
            ),
            Method::Blp(blp) => format!(
                "Solved by the BLP with {} in {} ({} variables, {} constraints, objective {} = givens)",
                blp.solver,
                ms(blp.elapsed),
                blp.size.variables,
                blp.size.constraints,
                blp.objective.round()
            ),
            _ => "Solved".to_string(),
        },
        (SolveOutcome::NoSolution, Some(relax)) => format!(
            "No solution; dropping the givens at {} ({} of {}) makes it solvable",
            namer.cells(n, &relax.dropped),
            relax.dropped.len(),
            puzzle.givens.given_count()
        ),
        (SolveOutcome::NoSolution, None) => "No solution".to_string(),
    }
}

fn print_report(puzzle: &Puzzle, report: &SolveReport) {
    let geometry = &puzzle.geometry;
    let n = geometry.size();
    let namer = puzzle.namer();
    println!(
        "{}: {}, {} givens",
        puzzle.source.label(),
        geometry.describe(),
        puzzle.givens.given_count()
    );
    for clash in &report.clashes {
        println!("clash: {}", clash.describe(geometry, namer));
    }
    match (&report.outcome, &report.relaxation) {
        (SolveOutcome::Solved(grid), _) => print!("{}", render_grid(geometry, grid, &[])),
        (SolveOutcome::NoSolution, Some(relax)) => {
            println!("no solution; the grid keeping the most givens (dropped givens marked *):");
            print!("{}", render_grid(geometry, &relax.grid, &relax.dropped));
        }
        (SolveOutcome::NoSolution, None) => {}
    }
    println!("{}", headline(puzzle, report));
    if report.presolved > 0 {
        println!(
            "presolve: propagation and probing fixed {} of {} empty cells before the BLP",
            report.presolved,
            geometry.cell_count() - puzzle.givens.given_count()
        );
    }
    match &report.uniqueness {
        Uniqueness::Unknown => {}
        Uniqueness::Unique => println!(
            "unique: proven by Peško's cut, no second solution ({} in all)",
            ms(report.elapsed)
        ),
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
                ms(report.elapsed),
                diff.len(),
                namer.cells(n, shown)
            );
            print!("{}", render_grid(geometry, other, &diff));
        }
    }
}
