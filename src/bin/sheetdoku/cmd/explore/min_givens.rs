//! `sheetdoku explore min-givens`: the fewest givens of a puzzle with
//! exactly one solution.

use std::path::PathBuf;
use std::time::Instant;

use anyhow::Result;
use clap::ValueEnum;
use sheetdoku::explore::{
    fewest_givens_of_grid, fewest_givens_of_variant, fewest_givens_search, published, FewestGivens,
    Record, SecondSolutions,
};
use sheetdoku::read::{read_puzzle, ReadOptions};
use sheetdoku::write::render_grid;
use sheetdoku::{Geometry, Variant};

use super::run::{control, seconds, with_progress};
use super::VariantArgs;
use crate::status::Status;

/// How other solutions of a candidate puzzle are found.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum Finder {
    /// The native engine, several per round (fast).
    Native,
    /// Peško's uniqueness cut on the BLP, one per round (as in the paper).
    BlpCut,
}

/// The fewest givens of a puzzle with one solution.
#[derive(Debug, clap::Args)]
pub struct Args {
    #[command(flatten)]
    variant: VariantArgs,
    /// A complete grid (puzzle file with every cell filled): the fewest of
    /// its cells that, given, leave it the only solution.
    #[arg(long, value_name = "FILE")]
    grid: Option<PathBuf>,
    /// How other solutions of a candidate puzzle are found.
    #[arg(long, value_enum, default_value = "native")]
    finder: Finder,
    /// For sizes too large to solve exactly: random grids to thin (the
    /// search also ends at --time-limit).
    #[arg(long, default_value_t = 10_000)]
    grids: usize,
}

/// Prints the fewest givens; exit 0 when proven, 1 otherwise.
pub fn run(args: Args) -> Result<Status> {
    let finder = match args.finder {
        Finder::Native => SecondSolutions::Native,
        Finder::BlpCut => SecondSolutions::BlpCut,
    };
    let start = Instant::now();
    let (geometry, result, what) = match &args.grid {
        Some(file) => {
            let opts = ReadOptions::default()
                .with_variant(Some(Variant::from(args.variant.variant)))
                .with_size(Some(args.variant.size));
            let puzzle = read_puzzle(file, &opts)?;
            if !puzzle.givens.is_full() {
                anyhow::bail!(
                    "{}: the grid has {} empty cells; --grid needs a complete grid",
                    puzzle.source.label(),
                    puzzle.givens.cells().iter().filter(|&&d| d == 0).count()
                );
            }
            let control = control(&args.variant.time, args.variant.jobs);
            let result = with_progress(&control, "binary programs solved", || {
                fewest_givens_of_grid(&puzzle.geometry, &puzzle.givens, finder, None, &control)
            })?;
            (
                puzzle.geometry,
                result,
                format!("the grid of {}", puzzle.source.label()),
            )
        }
        None => {
            let geometry = args.variant.geometry()?;
            let control = control(&args.variant.time, args.variant.jobs);
            let n = geometry.size();
            let exact = if n <= 6 {
                with_progress(&control, "grids and binary programs", || {
                    fewest_givens_of_variant(&geometry, finder, &control)
                })?
            } else {
                None
            };
            let result = match exact {
                Some(r) => r,
                None => with_progress(&control, "grids thinned", || {
                    fewest_givens_search(&geometry, args.grids, args.variant.seed, &control)
                }),
            };
            let what = format!("a {n}x{n} {} puzzle", geometry.variant());
            (geometry, result, what)
        }
    };
    print_result(&geometry, &result, &what, args.grid.is_none());
    println!("time: {}", seconds(start.elapsed()));
    Ok(if result.proven() {
        Status::Success
    } else {
        Status::PuzzleResult
    })
}

fn print_result(geometry: &Geometry, r: &FewestGivens, what: &str, whole_variant: bool) {
    let n = geometry.size();
    match r.givens() {
        Some(g) if r.proven() => {
            println!("fewest givens {g} (proven) for {what}");
        }
        Some(g) if r.lower_bound > 0 => {
            println!(
                "fewest givens {g} (best found, not proven; no puzzle has fewer than {})",
                r.lower_bound
            );
            println!("  for {what}");
        }
        Some(g) => println!("fewest givens {g} (best found, not proven) for {what}"),
        None => println!("no puzzle with one solution found for {what}"),
    }
    println!(
        "  {} complete grid{} examined, {} rounds",
        r.grids,
        if r.grids == 1 { "" } else { "s" },
        r.rounds
    );
    if let Some(why) = r.stopped {
        println!("  stopped early: {why}");
    }
    if whole_variant && geometry.box_shape().is_some() {
        if let Some((k, proven)) = published(geometry.variant(), n).fewest_givens {
            let how = match proven {
                Record::ProvenMinimal => "proven minimal",
                Record::BestKnown => "best known",
            };
            println!("  published record: {k} ({how})");
        }
    }
    if let Some(best) = &r.best {
        println!("  {}", best.to_line());
        print!("{}", render_grid(geometry, best, &[]).unwrap_or_default());
    }
}
