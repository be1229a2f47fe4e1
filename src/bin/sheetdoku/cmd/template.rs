//! `sheetdoku template`: a blank input workbook in our layout, or one that
//! holds an existing puzzle (to turn a text puzzle into a workbook).

use std::path::PathBuf;

use anyhow::{bail, Context, Result};
use sheetdoku::{read_puzzle, write_input_workbook, Geometry, Grid, Puzzle, ReadOptions, Variant};

use crate::cli::VariantArg;
use crate::cmd::{check_output, Format};
use crate::Status;

/// Write a blank input workbook (sheets A, B, B2, Info) for a variant.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// The variant.
    #[arg(long, value_enum, default_value = "standard")]
    variant: VariantArg,
    /// The grid size.
    #[arg(long, value_name = "N", default_value_t = 9)]
    size: usize,
    /// Copy the puzzle of this file instead of leaving the grid blank.
    #[arg(long, value_name = "FILE")]
    from: Option<PathBuf>,
    /// The workbook to write (.xlsx or .ods).
    #[arg(short, long, value_name = "FILE")]
    output: PathBuf,
}

/// Writes the workbook.
pub fn run(args: Args) -> Result<Status> {
    check_output(&args.output, &[Format::Xlsx, Format::Ods], "a template")?;
    let puzzle = match &args.from {
        Some(file) => {
            if file.canonicalize().ok() == args.output.canonicalize().ok() {
                bail!(
                    "{}: the output would overwrite the input",
                    args.output.display()
                );
            }
            let opts = ReadOptions {
                variant: Some(args.variant.into()),
                size: Some(args.size),
                ..ReadOptions::default()
            };
            read_puzzle(file, &opts)?
        }
        None => {
            let variant = Variant::from(args.variant);
            // A jigsaw template starts from the regular boxes, for the
            // teacher to redraw in sheet B.
            let geometry = if variant.is_jigsaw() {
                Geometry::standard(args.size)?.with_diagonals(variant.has_diagonals())
            } else {
                Geometry::for_variant(variant, args.size, None)?
            };
            Puzzle::new(geometry, Grid::empty(args.size))
        }
    };
    write_input_workbook(&args.output, &puzzle)
        .with_context(|| format!("writing the template {}", args.output.display()))?;
    println!(
        "wrote {} ({})",
        args.output.display(),
        puzzle.geometry.describe()
    );
    Ok(Status::Success)
}
