//! `sheetdoku explore`: Peško's open problems as commands. `grids` counts
//! the complete grids of a variant (exactly, or estimated for 9x9), with the
//! classes up to relabelling and the essentially different grids;
//! `min-givens` finds the fewest givens of a puzzle with one solution;
//! `report` gathers both for every variant and size into a workbook.

mod grids;
mod min_givens;
mod report;
mod run;

use std::path::PathBuf;

use anyhow::{Context, Result};
use clap::Subcommand;
use sheetdoku::read::{read_puzzle, ReadOptions};
use sheetdoku::{Geometry, Variant};

use crate::args::{TimeLimit, VariantArg};
use crate::status::Status;

/// Explore the open problems: how many grids, the fewest givens.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// What to explore.
    #[command(subcommand)]
    command: Explore,
}

/// The explorations.
#[derive(Debug, Subcommand)]
enum Explore {
    /// Count the complete grids of a variant: all of them, up to relabelling
    /// the digits, and essentially different (exact up to 6x6, estimated
    /// for larger grids).
    Grids(grids::Args),
    /// The fewest givens of a puzzle with exactly one solution, for a whole
    /// variant or for one complete grid (--grid).
    MinGivens(min_givens::Args),
    /// Compute both for 4x4, 6x6 and 9x9 of every variant and write the
    /// results as a workbook with tables, a chart and a short summary.
    Report(report::Args),
}

/// Which variant, how large, and how long: shared by `grids` and `min-givens`.
#[derive(Debug, clap::Args)]
struct VariantArgs {
    /// The variant.
    #[arg(long, value_enum, default_value = "standard")]
    variant: VariantArg,
    /// The grid size (4, 6, 9, ...).
    #[arg(long, value_name = "N", default_value_t = 4)]
    size: usize,
    /// A puzzle file whose block map (sheet B) is used, for jigsaw variants.
    #[arg(long, value_name = "FILE")]
    blocks: Option<PathBuf>,
    #[command(flatten)]
    time: TimeLimit,
    /// Worker threads (default: all cores).
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u16).range(1..))]
    jobs: Option<u16>,
    /// Seed of the random choices: the same seed gives the same answer.
    #[arg(long, default_value_t = 1)]
    seed: u64,
}

impl VariantArgs {
    /// The geometry asked for: the variant on the usual boxes, or on the
    /// block map of `--blocks`.
    fn geometry(&self) -> Result<Geometry> {
        let variant = Variant::from(self.variant);
        match &self.blocks {
            Some(file) => {
                let opts = ReadOptions::default()
                    .with_variant(Some(variant))
                    .with_size(Some(self.size));
                let puzzle = read_puzzle(file, &opts)?;
                if puzzle.geometry.size() != self.size {
                    anyhow::bail!(
                        "{}: the block map is {m}x{m}, but --size is {n}",
                        file.display(),
                        m = puzzle.geometry.size(),
                        n = self.size
                    );
                }
                Ok(puzzle.geometry)
            }
            None => Geometry::for_variant(variant, self.size, None)
                .with_context(|| format!("a {n}x{n} {variant} grid", n = self.size)),
        }
    }
}

/// Runs the chosen exploration.
pub fn run(args: Args) -> Result<Status> {
    match args.command {
        Explore::Grids(a) => grids::run(a),
        Explore::MinGivens(a) => min_givens::run(a),
        Explore::Report(a) => report::run(a),
    }
}
