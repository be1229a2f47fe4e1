//! `sheetdoku template`: a blank input workbook in our layout, or one that
//! holds an existing puzzle (to turn a text puzzle into a workbook).

use std::path::PathBuf;

use anyhow::{Context, Result};
use sheetdoku::generate::random_jigsaw;
use sheetdoku::read::{read_puzzle, ReadOptions};
use sheetdoku::write::{example_killer, write_template_workbook, TypedMarks};
use sheetdoku::{Blocks, Geometry, Grid, Puzzle, Variant};
use sheetdoku_core::rand::SeedableRng;
use sheetdoku_core::rand_chacha::ChaCha8Rng;

use crate::args::VariantArg;
use crate::cmd::{check_output, Format};
use crate::status::Status;

/// Write a blank input workbook (sheets A, B, B2, K, R, Info) for a variant.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// The variant (default: standard; with --from, the file's own). A
    /// jigsaw template holds an example block map in sheet B to redraw.
    #[arg(long, value_enum)]
    variant: Option<VariantArg>,
    /// The grid size (default: 9; with --from, the file's own).
    #[arg(long, value_name = "N")]
    size: Option<usize>,
    /// A killer Sudoku: example cages on sheet K to type the puzzle's own
    /// cages over (each cell's cage label, and each label's sum).
    #[arg(long, conflicts_with = "from")]
    killer: bool,
    /// Greater-than signs: sheet R, a grid to type < > ^ v between the
    /// puzzle's cells, with a small example and a line of help in the
    /// --lang language.
    #[arg(long)]
    signs: bool,
    /// Even and odd cells (grey squares and circles): sheet R, a grid to
    /// type E or O in the puzzle's cells (or the --lang language's
    /// letters), with a small example and a line of help.
    #[arg(long)]
    even_odd: bool,
    /// Copy the puzzle of this file instead of leaving the grid blank.
    #[arg(long, value_name = "FILE")]
    from: Option<PathBuf>,
    /// Which puzzle of the --from file: a sheet NAME, a NUMBER or a RANGE
    /// (as for solve).
    #[arg(long, value_name = "NAME|NUMBER|RANGE", requires = "from")]
    puzzle: Option<String>,
    /// The workbook to write (.xlsx or .ods).
    #[arg(short, long, value_name = "FILE")]
    output: PathBuf,
}

/// The seed of the example block map of a jigsaw template: the same map
/// each time for a size.
const EXAMPLE_MAP_SEED: u64 = 2024;

/// Writes the workbook.
pub fn run(args: Args) -> Result<Status> {
    let inputs: Vec<&std::path::Path> = args.from.iter().map(PathBuf::as_path).collect();
    check_output(
        &args.output,
        &[Format::Xlsx, Format::Ods],
        "a template",
        &inputs,
    )?;
    let puzzle = match &args.from {
        Some(file) => {
            let opts = ReadOptions::default()
                .with_puzzle(args.puzzle.clone())
                .with_variant(args.variant.map(Variant::from))
                .with_size(args.size);
            read_puzzle(file, &opts)?
        }
        None => {
            let variant = args.variant.map_or(Variant::STANDARD, Variant::from);
            let n = args.size.unwrap_or(9);
            let geometry = if variant.blocks == Blocks::Jigsaw {
                // An example of irregular regions, for the teacher to
                // redraw in sheet B.
                let mut rng = ChaCha8Rng::seed_from_u64(EXAMPLE_MAP_SEED + n as u64);
                random_jigsaw(n, variant.diagonals, &mut rng).map_err(|_| {
                    anyhow::anyhow!(
                        "no example {n}x{n} {variant} block map was found; write a {variant} \
                         template of another size, or a standard one and draw the regions in \
                         sheet B"
                    )
                })?
            } else {
                Geometry::for_variant(variant, n, None)?
            };
            let geometry = if args.killer {
                example_killer(&geometry, EXAMPLE_MAP_SEED + n as u64)?
            } else {
                geometry
            };
            Puzzle::new(geometry, Grid::empty(n))?
        }
    };
    let typed = TypedMarks::new(args.signs, args.even_odd);
    write_template_workbook(&args.output, &puzzle, typed)
        .with_context(|| format!("writing the template {}", args.output.display()))?;
    println!(
        "{}",
        sheetdoku::language().text_with(
            "wrote-template",
            &[
                ("file", &args.output.display().to_string()),
                ("what", &sheetdoku::write::variant_summary(&puzzle.geometry))
            ],
        )
    );
    crate::json::emit(|| crate::json::written(&args.output, "template", 1));
    Ok(Status::Success)
}
