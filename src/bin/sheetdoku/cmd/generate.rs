//! `sheetdoku generate`: unique puzzles, optional isomorphic copies, and a
//! printable worksheet.

use std::io::IsTerminal;
use std::path::PathBuf;
use std::time::Duration;

use anyhow::{bail, Context, Result};
use clap::ValueEnum;
use sheetdoku::rand::SeedableRng;
use sheetdoku::rand_chacha::ChaCha8Rng;
use sheetdoku::{
    isomorphic_copies, puzzle_line, random_jigsaw_until, rate, read_puzzle,
    time_to_write_worksheet, write_atomically, write_worksheet, Blocks, Deadline, GenerateOptions,
    Generator, Geometry, Level, ReadOptions, Symmetry, Variant, WorksheetPuzzle,
};

use crate::args::{parse_seconds, VariantArg};
use crate::cmd::{check_output, plural, time_limit_note, Format};
use crate::status::Status;

/// The symmetry of the givens' pattern.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum SymmetryArg {
    /// Any pattern.
    None,
    /// Half-turn symmetric.
    Rotate180,
    /// Quarter-turn symmetric.
    Rotate90,
    /// Left-right mirror.
    Mirror,
    /// Mirror in the main diagonal.
    Diagonal,
}

impl From<SymmetryArg> for Symmetry {
    fn from(s: SymmetryArg) -> Symmetry {
        match s {
            SymmetryArg::None => Symmetry::None,
            SymmetryArg::Rotate180 => Symmetry::Rotate180,
            SymmetryArg::Rotate90 => Symmetry::Rotate90,
            SymmetryArg::Mirror => Symmetry::Mirror,
            SymmetryArg::Diagonal => Symmetry::Diagonal,
        }
    }
}

/// Generate unique puzzles (and a worksheet with -o).
#[derive(Debug, clap::Args)]
pub struct Args {
    /// The variant.
    #[arg(long, value_enum, default_value = "standard")]
    variant: VariantArg,
    /// The grid size.
    #[arg(long, value_name = "N", default_value_t = 9)]
    size: usize,
    /// Use the block map of this file (a workbook with sheet B, or a puzzle
    /// line with blocks=); without it a jigsaw gets a random map.
    #[arg(long, value_name = "FILE")]
    blocks_from: Option<PathBuf>,
    /// How many puzzles.
    #[arg(long, value_name = "N", default_value_t = 1)]
    count: usize,
    /// The seed (same seed, same puzzles); random when left out.
    #[arg(long)]
    seed: Option<u64>,
    /// The symmetry of the pattern of givens.
    #[arg(long, value_enum, default_value = "none")]
    symmetry: SymmetryArg,
    /// No given can be removed.
    #[arg(long)]
    minimal: bool,
    /// Only puzzles of this level: easy, medium, hard, expert, fiendish,
    /// extreme.
    #[arg(long, value_parser = parse_level)]
    difficulty: Option<Level>,
    /// Only puzzles with an SE rating in this range, e.g. 4.2-6.0.
    #[arg(long, value_name = "MIN-MAX", value_parser = crate::cmd::rate::parse_range)]
    rating: Option<(sheetdoku::Score, sheetdoku::Score)>,
    /// Exactly this many givens (where reachable).
    #[arg(long, value_name = "N")]
    givens: Option<usize>,
    /// Full grids tried per puzzle before giving up.
    #[arg(long, value_name = "N", default_value_t = 500)]
    attempts: usize,
    /// Turn each puzzle into K isomorphic copies (relabelled, shuffled).
    #[arg(long, value_name = "K")]
    copies: Option<usize>,
    #[command(flatten)]
    page: crate::args::PageArgs,
    /// Write the puzzles here: a worksheet with answers (.xlsx or .ods), or
    /// text (.txt, one puzzle per line, read back by solve, rate and
    /// worksheet).
    #[arg(short, long, value_name = "FILE")]
    output: Option<PathBuf>,
    /// Stop after this many seconds, everything included (exit code 3; the
    /// puzzles finished by then are printed and written).
    #[arg(long, value_name = "SECONDS", value_parser = parse_seconds, default_value = "60")]
    time_limit: Duration,
}

pub fn parse_level(s: &str) -> Result<Level, String> {
    s.parse()
}

/// The geometry asked for.
fn geometry(args: &Args, rng: &mut ChaCha8Rng, deadline: &Deadline) -> Result<Geometry> {
    let variant = Variant::from(args.variant);
    if let Some(file) = &args.blocks_from {
        let opts = ReadOptions {
            variant: Some(variant),
            ..ReadOptions::default()
        };
        let p = read_puzzle(file, &opts).with_context(|| "reading the block map")?;
        return Ok(p.geometry);
    }
    if variant.blocks == Blocks::Jigsaw {
        return Ok(random_jigsaw_until(
            args.size,
            variant.diagonals,
            rng,
            deadline,
        )?);
    }
    Ok(Geometry::for_variant(variant, args.size, None)?)
}

/// Prints each puzzle with its rating; writes the worksheet with `-o`.
pub fn run(args: Args) -> Result<Status> {
    let deadline = Deadline::after(args.time_limit);
    if args.count == 0 {
        bail!("--count must be at least 1");
    }
    // The output's format is checked before any puzzle is made.
    let format = match &args.output {
        Some(out) => Some(check_output(
            out,
            &[Format::Xlsx, Format::Ods, Format::Text],
            "generated puzzles",
        )?),
        None => None,
    };
    let seed = args.seed.unwrap_or_else(sheetdoku::rand::random);
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let geometry = geometry(&args, &mut rng, &deadline)?;
    let opts = GenerateOptions {
        seed,
        symmetry: args.symmetry.into(),
        minimal: args.minimal,
        difficulty: args.difficulty,
        rating: args.rating,
        givens: args.givens,
        max_attempts: args.attempts,
        deadline,
    };
    let mut generator = Generator::new(&geometry, opts)?;
    let bar = progress(args.count, geometry.size());
    // Every line printed is also a line of the text output: a comment, or a
    // puzzle that solve, rate and worksheet read back.
    let mut text = String::new();
    let mut say = |line: String| {
        println!("{line}");
        text.push_str(&line);
        text.push('\n');
    };
    say(format!("# {} (seed {seed})", geometry.describe()));
    let mut sheet = Vec::new();
    let mut stopped = None;
    // Writing the worksheet is part of the budget: measured on the first
    // puzzle, the time it will take is kept free as the puzzles add up.
    let mut write_each = None;
    for i in 1..=args.count {
        if let Some(each) = write_each {
            let entries = u32::try_from(sheet.len() + args.copies.unwrap_or(1)).unwrap_or(u32::MAX);
            generator.set_deadline(deadline.earlier_by(each * entries));
        }
        let p = match generator.next_puzzle() {
            Ok(p) => p,
            Err(e @ sheetdoku::Error::TimeLimit { .. }) => {
                stopped = Some((i - 1, e));
                break;
            }
            Err(e) => return Err(e.into()),
        };
        bar.as_ref().inspect(|b| b.inc(1));
        let r = &p.rating;
        let rating = if r.solved_by_logic {
            format!("rating {}", r.score)
        } else {
            "needs search".to_string()
        };
        crate::json::emit(crate::json::generated(i, None, &geometry, &p.givens, r));
        say(format!(
            "{}  # puzzle {i}: {} ({rating}), {}",
            puzzle_line(&geometry, &p.givens),
            r.level,
            plural(r.givens, "given")
        ));
        let copies = match args.copies {
            Some(k) => isomorphic_copies(&geometry, &p.givens, &p.solution, k, &mut rng),
            None => Vec::new(),
        };
        if copies.is_empty() {
            let step = args.page.hardest_step(&geometry, &p.givens, r);
            sheet.push(entry(&geometry, p.givens, p.solution, r.level, None, step));
        }
        for c in copies {
            let rating = rate(&geometry, &c.givens);
            let level = rating.level;
            let made = crate::json::generated(i, Some(c.number), &geometry, &c.givens, &rating);
            crate::json::emit(made);
            say(format!(
                "{}  # puzzle {i}, copy {}: {level}",
                puzzle_line(&geometry, &c.givens),
                c.number
            ));
            let note = format!("puzzle {i}, copy {}", c.number);
            let step = args.page.hardest_step(&geometry, &c.givens, &rating);
            sheet.push(entry(
                &geometry,
                c.givens,
                c.solution,
                level,
                Some(note),
                step,
            ));
        }
        // A text file takes no measurable time to write; a workbook does.
        let workbook = format.is_some_and(|f| f != Format::Text);
        if let (None, Some(out), true) = (write_each, &args.output, args.count > 1 && workbook) {
            write_each = Some(time_to_write(&args.page, &sheet, out)?);
        }
    }
    if let Some(b) = bar {
        b.finish_and_clear();
    }
    if let Some((0, e)) = stopped {
        return Err(anyhow::Error::from(e)
            .context("no puzzle was finished; raise --time-limit or relax the targets"));
    }
    if let (Some(out), Some(Format::Text)) = (&args.output, format) {
        write_atomically(out, text.as_bytes())?;
        println!(
            "wrote {} ({}, one per line)",
            out.display(),
            plural(sheet.len(), "puzzle")
        );
        crate::json::emit(crate::json::written(out, "puzzles", sheet.len()));
    } else if let Some(out) = &args.output {
        let doc = args.page.doc(sheet);
        write_worksheet(out, &doc)?;
        println!(
            "wrote {} ({}; solve one with --puzzle P1, check the pupils' copies with sheetdoku check)",
            out.display(),
            plural(doc.puzzles.len(), "puzzle")
        );
        crate::json::emit(crate::json::written(out, "worksheet", doc.puzzles.len()));
    }
    if let Some((done, _)) = stopped {
        let kept = match &args.output {
            Some(out) => format!("; the {done} are written to {}", out.display()),
            None => format!("; the {done} are printed above"),
        };
        eprintln!(
            "{}{kept}",
            time_limit_note(&deadline, done, args.count, "puzzles")
        );
        return Ok(Status::TimeLimit);
    }
    Ok(Status::Success)
}

/// The time writing a worksheet takes per puzzle, measured by writing
/// `sheet` to a scratch file of the kind of `out` (an overestimate: the
/// fixed cost of a workbook is shared by fewer puzzles than the final one
/// holds).
fn time_to_write(
    page: &crate::args::PageArgs,
    sheet: &[WorksheetPuzzle],
    out: &std::path::Path,
) -> Result<Duration> {
    let whole = time_to_write_worksheet(&page.doc(sheet.to_vec()), out)?;
    let entries = u32::try_from(sheet.len().max(1)).unwrap_or(u32::MAX);
    Ok(whole / entries)
}

fn entry(
    geometry: &Geometry,
    givens: sheetdoku::Grid,
    solution: sheetdoku::Grid,
    level: Level,
    note: Option<String>,
    hardest_step: Option<String>,
) -> WorksheetPuzzle {
    WorksheetPuzzle {
        geometry: geometry.clone(),
        givens,
        solution: Some(solution),
        level: Some(level),
        note,
        hardest_step,
    }
}

/// A progress bar on stderr, only on a terminal, for many puzzles or big
/// grids (which take seconds each).
pub fn progress(count: usize, size: usize) -> Option<indicatif::ProgressBar> {
    ((count >= 10 || size >= 16) && std::io::stderr().is_terminal()).then(|| {
        let bar = indicatif::ProgressBar::new(count as u64);
        bar.set_style(
            indicatif::ProgressStyle::with_template(
                "{spinner} {bar:40} {pos}/{len} puzzles {elapsed} ({eta})",
            )
            .unwrap_or_else(|_| indicatif::ProgressStyle::default_bar()),
        );
        bar.enable_steady_tick(Duration::from_millis(200));
        bar
    })
}
