//! `sheetdoku generate`: unique puzzles, optional isomorphic copies, and a
//! printable worksheet.

use std::io::IsTerminal;
use std::path::PathBuf;
use std::time::Duration;

use anyhow::{bail, Context, Result};
use clap::ValueEnum;
use sheetdoku::generate::{random_jigsaw_until, GeneratedRule, Symmetry};
use sheetdoku::rate::{Level, Rating};
use sheetdoku::read::{read_puzzle, ReadOptions};
use sheetdoku::write::{write_worksheet_for, Audience, WorksheetPuzzle};
use sheetdoku::{Blocks, Deadline, Geometry, Grid, Variant};
use sheetdoku_core::rand::SeedableRng;
use sheetdoku_core::rand_chacha::ChaCha8Rng;
use sheetdoku_io::write_atomically;

mod copies;
mod killer;
mod lines;
mod own;
mod plain;

use crate::args::{TimeLimit, VariantArg};
use crate::cmd::{check_output, say_two_files, stand_in, teacher_output, time_limit_note, Format};
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

/// The time limit without `--time-limit`.
const TIME_LIMIT: Duration = Duration::from_secs(60);

/// Generate unique puzzles (and a worksheet with -o).
#[derive(Debug, clap::Args)]
#[command(mut_arg(TimeLimit::ID, |a| TimeLimit::shows_default(a, TIME_LIMIT)))]
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
    /// The symmetry of the pattern of givens; for a killer, of the cage
    /// layout (and its givens).
    #[arg(long, value_enum, default_value = "none")]
    symmetry: SymmetryArg,
    /// No given can be removed.
    #[arg(long)]
    minimal: bool,
    /// Only puzzles of these levels, --count of each in the order given:
    /// easy, medium, hard, expert, fiendish, extreme (e.g.
    /// easy,medium,hard). Without it or --rating, a 9x9 is rated at most
    /// 9.4 (no nested forcing chains) and a 10x10 or larger at most
    /// fiendish; a harder one gets givens back.
    #[arg(long, value_name = "LEVEL,...", value_parser = parse_level, value_delimiter = ',')]
    difficulty: Vec<Level>,
    /// Only puzzles with an SE rating in this range, e.g. 4.2-6.0; they come
    /// out easiest first.
    #[arg(long, value_name = "MIN-MAX", value_parser = crate::cmd::rate::parse_range)]
    rating: Option<(sheetdoku::rate::Score, sheetdoku::rate::Score)>,
    /// Also keep puzzles that no technique solves, only trial and error
    /// (left out by default; always kept for --difficulty extreme).
    #[arg(long)]
    allow_search: bool,
    /// Exactly this many givens (where reachable); for a killer, at most
    /// this many, placed where the cages leave a choice (none by default,
    /// n²/6 for a 16x16 killer or larger).
    #[arg(long, value_name = "N")]
    givens: Option<usize>,
    /// Killer puzzles: cages with sums over the variant's grid, unique by
    /// the cages alone (no givens unless --givens).
    #[arg(long, conflicts_with_all = ["minimal", "rating", "from", "blocks_from"])]
    killer: bool,
    /// Marks between and in the cells, read off each puzzle's answer:
    /// greater-than (a sign between two cells side by side points to the
    /// smaller digit), even-odd (a grey square holds an even digit, a grey
    /// circle an odd one), kropki (a white dot between consecutive digits,
    /// a black dot where one digit is double the other), xv (X between two
    /// digits adding up to 10, V adding up to 5), thermometer (digits
    /// rise from the round bulb along the line); several with commas, e.g.
    /// greater-than,even-odd. Givens and then marks are left out while the
    /// puzzle keeps one answer, so few of both are printed; for young
    /// pupils, a 4x4 or 6x6 with --difficulty easy.
    #[arg(long, value_name = "RULE,...", value_parser = parse_rule, value_delimiter = ',', conflicts_with_all = ["killer", "from"])]
    rules: Vec<GeneratedRule>,
    /// The largest cage of a killer, in cells.
    #[arg(long, value_name = "N", default_value_t = 5, requires = "killer")]
    max_cage: usize,
    /// Full grids tried per puzzle before giving up.
    #[arg(long, value_name = "N", default_value_t = 500)]
    attempts: usize,
    /// Turn each puzzle into K isomorphic copies for a class: digits
    /// relabelled, rows, columns, bands and stacks shuffled, the square
    /// turned or mirrored (a jigsaw's map with it); each as hard as the
    /// original, which is left out of the worksheet, and each a different
    /// puzzle (fewer, with a note, when the puzzle has fewer). Copies of
    /// several puzzles are laid out as versions: copy 1 of each on the
    /// pages of version A, copy 2 on those of version B, and so on.
    #[arg(long, value_name = "K", value_parser = clap::value_parser!(u16).range(1..))]
    copies: Option<u16>,
    /// Copy the teacher's own puzzle(s) of this file (any file solve
    /// reads) instead of generating: with --copies.
    #[arg(long, value_name = "FILE", requires = "copies", conflicts_with_all = ["blocks_from", "difficulty", "rating", "givens", "minimal"])]
    from: Option<PathBuf>,
    /// Which puzzle of the --from file: a sheet NAME, a NUMBER or a RANGE
    /// (as for solve); every puzzle of the file when left out.
    #[arg(long, value_name = "NAME|NUMBER|RANGE", requires = "from")]
    puzzle: Option<String>,
    #[command(flatten)]
    page: crate::args::PageArgs,
    /// Write the puzzles here: a worksheet (.xlsx or .ods) for the pupils,
    /// without answers, with the teacher's file with the answers beside it
    /// (<name>-teacher.xlsx or .ods); or text (.txt, one puzzle per line,
    /// read back by solve, rate and worksheet).
    #[arg(short, long, value_name = "FILE")]
    output: Option<PathBuf>,
    /// How each puzzle is printed and written to a .txt output: line
    /// (sheetdoku's puzzle line), fpuzzles (a link that opens it in
    /// f-puzzles) or sudokupad (a link that opens it in SudokuPad); each
    /// reads back with solve, rate and worksheet.
    #[arg(long, value_enum, default_value = "line")]
    format: lines::LineFormat,
    #[command(flatten)]
    time: TimeLimit,
}

pub fn parse_level(s: &str) -> Result<Level, String> {
    Ok(s.parse()?)
}

/// A rule of `--rules`, or why it cannot be generated (naming those that
/// can).
fn parse_rule(s: &str) -> Result<GeneratedRule, String> {
    s.parse()
        .map_err(|e: sheetdoku::generate::UnknownGeneratedRule| e.to_string())
}

/// The geometry asked for.
fn geometry(args: &Args, rng: &mut ChaCha8Rng, deadline: &Deadline) -> Result<Geometry> {
    let variant = Variant::from(args.variant);
    if let Some(file) = &args.blocks_from {
        let opts = ReadOptions::default().with_variant(Some(variant));
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

/// A puzzle to print: made here or read from the teacher's file, with its
/// geometry, answer and rating.
struct Made {
    geometry: Geometry,
    givens: Grid,
    solution: Grid,
    rating: Rating,
}

impl Made {
    /// Keeps this puzzle as number `made.len() + 1`: counted on the
    /// progress bar and sent out as its JSON line at once (a `puzzle`, or
    /// with copies the `original` whose copies come at the end), so that a
    /// caller reading the lines can show progress and keep what came.
    fn keep(self, made: &mut Vec<Made>, args: &Args, bar: Option<&indicatif::ProgressBar>) {
        if let Some(bar) = bar {
            bar.inc(1);
        }
        let number = made.len() + 1;
        let (g, givens, r) = (&self.geometry, &self.givens, &self.rating);
        match args.copies {
            None => crate::json::emit(|| crate::json::generated(number, None, g, givens, r)),
            Some(_) => crate::json::emit(|| crate::json::original(number, g, givens, r)),
        }
        made.push(self);
    }
}

/// The time limit or Ctrl-C came: the puzzles made by then, and the error
/// saying so.
type Stopped = (usize, sheetdoku::error::Error);

/// Prints each puzzle with its rating; writes the worksheet with `-o`.
pub fn run(args: Args) -> Result<Status> {
    // Ctrl-C stops the work as the time limit does.
    let deadline = crate::interrupt::deadline(Deadline::after(args.time.or(TIME_LIMIT)));
    if args.count == 0 {
        bail!("--count must be at least 1");
    }
    // The output's format is checked before any puzzle is made.
    let format = match &args.output {
        Some(out) => Some(check_output(
            out,
            &[Format::Xlsx, Format::Ods, Format::Text],
            "generated puzzles",
            &[&args.from, &args.blocks_from]
                .into_iter()
                .flatten()
                .map(PathBuf::as_path)
                .collect::<Vec<_>>(),
        )?),
        None => None,
    };
    // A worksheet comes with the teacher's file beside it, checked too.
    let teacher = match (&args.output, format) {
        (Some(out), Some(Format::Xlsx | Format::Ods)) => {
            let inputs: Vec<&std::path::Path> = args
                .from
                .iter()
                .chain(&args.blocks_from)
                .map(PathBuf::as_path)
                .collect();
            Some(teacher_output(out, &inputs)?)
        }
        _ => None,
    };
    if args.killer && args.page.symbols.is_some() && format != Some(Format::Text) {
        bail!("a killer's cages add up digits; --symbols prints letters, which do not add up: leave --symbols out");
    }
    if !args.rules.is_empty() && args.page.symbols.is_some() && format != Some(Format::Text) {
        bail!(
            "the marks of --rules read the digits' values (a sign compares two digits, a dot or \
             an X or V adds or doubles them, a grey square asks for an even digit); --symbols \
             prints letters, which have no values: leave --symbols out"
        );
    }
    let seed = args.seed.unwrap_or_else(sheetdoku_core::rand::random);
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let (made, stopped, heading) = match &args.from {
        Some(file) => {
            let own = own::own_puzzles(&args, file, &deadline)?;
            let kinds: Vec<&Geometry> = own.iter().map(|p| &p.geometry).collect();
            check_room(&args, format, &kinds, own.len())?;
            let file = file.display().to_string();
            (
                own,
                None,
                words("generate-heading-copies", &[("file", &file)]),
            )
        }
        None if args.killer => {
            let base = geometry(&args, &mut rng, &deadline)?;
            let caged = sheetdoku::write::example_killer(&base, seed)?;
            check_room(
                &args,
                format,
                &[&caged],
                args.count.saturating_mul(levels(&args)),
            )?;
            let heading = heading(&sheetdoku::write::killer_summary(&base), seed);
            let (made, stopped) = killer::make(&args, &base, seed, &deadline)?;
            (made, stopped, heading)
        }
        None => {
            let geometry = geometry(&args, &mut rng, &deadline)?;
            let sample = plain::sample(&geometry, &args.rules)?;
            check_room(
                &args,
                format,
                &[&sample],
                args.count.saturating_mul(levels(&args)),
            )?;
            let heading = heading(&sheetdoku::write::variant_summary(&sample), seed);
            let (made, stopped) = plain::make(&args, &geometry, seed, &deadline, format)?;
            (made, stopped, heading)
        }
    };
    // Every line printed is also a line of the text output: a comment, or a
    // puzzle that solve, rate and worksheet read back.
    let mut text = String::new();
    let mut say = |line: String| {
        println!("{line}");
        text.push_str(&line);
        text.push('\n');
    };
    say(format!("# {heading}"));
    let mut sheet = Vec::new();
    for (i, p) in made.into_iter().enumerate() {
        let i = i + 1;
        let r = &p.rating;
        let line = args.format.line(&p.geometry, &p.givens)?;
        let about = words(
            "generate-about",
            &[
                ("level", &r.level.local_name()),
                ("rating", &rating_words(r)),
                (
                    "givens",
                    &words("rate-givens", &[("count", &r.givens.to_string())]),
                ),
            ],
        );
        if args.copies.is_some() {
            copies::push(&args, i, &p, &about, &mut rng, &mut say, &mut sheet)?;
            continue;
        }
        let comment = words(
            "generate-comment",
            &[("number", &i.to_string()), ("about", &about)],
        );
        say(format!("{line}  # {comment}"));
        let step = args.page.hardest_step(&p.geometry, &p.givens, r);
        sheet.push(entry(
            &p.geometry,
            p.givens,
            p.solution,
            r.level,
            None,
            step,
        ));
    }
    if let Some((0, e)) = stopped {
        if crate::interrupt::interrupted() {
            return Err(
                anyhow::Error::from(e).context(sheetdoku::language().text("generate-stopped-none"))
            );
        }
        warn_unreached(&args, &deadline);
        return Err(
            anyhow::Error::from(e).context(sheetdoku::language().text("generate-finished-none"))
        );
    }
    if let (Some(out), Some(Format::Text)) = (&args.output, format) {
        write_atomically(out, text.as_bytes())?;
        println!(
            "{}",
            sheetdoku::language().text_with(
                "wrote-puzzle-lines",
                &[
                    ("file", &out.display().to_string()),
                    ("count", &sheet.len().to_string())
                ],
            )
        );
        crate::json::emit(|| crate::json::written(out, "puzzles", sheet.len()));
    } else if let (Some(out), Some(teacher)) = (&args.output, &teacher) {
        copies::as_versions(&mut sheet);
        let doc = args.page.doc(sheet);
        // The teacher's file first: a pupils' file never stands without its key.
        write_worksheet_for(teacher, &doc, Audience::Teacher)?;
        write_worksheet_for(out, &doc, Audience::Pupils)?;
        println!(
            "{}",
            sheetdoku::language().text_with(
                "wrote-generated-worksheet",
                &[
                    ("file", &out.display().to_string()),
                    ("count", &doc.puzzles.len().to_string())
                ],
            )
        );
        say_two_files(out, teacher);
        crate::cmd::say_fewer_per_page(&doc);
        crate::json::emit(|| crate::json::written(out, "worksheet", doc.puzzles.len()));
        crate::json::emit(|| crate::json::written(teacher, "teacher", doc.puzzles.len()));
    }
    if let Some((done, _)) = stopped {
        let words = sheetdoku::language();
        let done_text = done.to_string();
        let kept = match &args.output {
            Some(out) => match &teacher {
                Some(teacher) => words.text_with(
                    "kept-two-files",
                    &[
                        ("done", &done_text),
                        ("file", &out.display().to_string()),
                        ("key", &teacher.display().to_string()),
                    ],
                ),
                None => words.text_with(
                    "kept-one-file",
                    &[("done", &done_text), ("file", &out.display().to_string())],
                ),
            },
            None => words.text_with("kept-printed", &[("done", &done_text)]),
        };
        let kept = format!("; {kept}");
        let total = args.count.saturating_mul(levels(&args));
        eprintln!(
            "{}{kept}",
            time_limit_note(&deadline, done, total, crate::cmd::Things::Puzzles)
        );
        if !crate::interrupt::interrupted() {
            warn_unreached(&args, &deadline);
        }
        return Ok(crate::interrupt::stopped());
    }
    Ok(Status::Success)
}

/// How many levels are asked for (`--count` puzzles of each).
fn levels(args: &Args) -> usize {
    args.difficulty.len().max(1)
}

/// Refuses, before any puzzle is made, more puzzles (`made` to make or
/// copy, each like one of `kinds`, with their copies) than a workbook
/// holds and our reader reads back, or than a text of ours reads back.
fn check_room(args: &Args, format: Option<Format>, kinds: &[&Geometry], made: usize) -> Result<()> {
    let Some(out) = &args.output else {
        return Ok(());
    };
    let copies = usize::from(args.copies.unwrap_or(1));
    // With copies, each original is written too (as a comment line).
    let lines = match args.copies {
        Some(_) => made.saturating_mul(copies + 1),
        None => made,
    };
    match format {
        Some(Format::Text) => {
            // A line: the puzzle with its fields, then its comment.
            let room = kinds
                .iter()
                .map(|g| {
                    let line = args.format.line(g, &stand_in(g).givens).unwrap_or_default();
                    sheetdoku::read::text_room(g.size(), line.len() + 80)
                })
                .min()
                .unwrap_or(usize::MAX);
            if lines > room {
                bail!(
                    "{}: {lines} puzzle lines would not be read back from one text file (at most \
                     {room} are); ask for fewer (--count, --copies), or write them to several files",
                    out.display()
                );
            }
            Ok(())
        }
        Some(Format::Xlsx | Format::Ods) => {
            let doc = args.page.doc(kinds.iter().map(|g| stand_in(g)).collect());
            crate::cmd::check_room(
                out,
                &doc,
                made.saturating_mul(copies),
                "ask for fewer (--count, --copies), or write them as .txt and lay them out as \
                 several worksheets",
            )
        }
        None => Ok(()),
    }
}

/// "rating 3.4", or "needs search".
fn rating_words(r: &Rating) -> String {
    if r.solved_by_logic() {
        words("generate-rating", &[("score", &r.score.local())])
    } else {
        words("generate-needs-search", &[])
    }
}

/// A message of generate's text in the terminal's language (`--lang`).
fn words(id: &str, args: &[(&str, &str)]) -> String {
    sheetdoku::language().text_with(id, args)
}

/// The text's first line: what was made and the seed that makes it again.
fn heading(puzzle: &str, seed: u64) -> String {
    words(
        "generate-heading",
        &[("puzzle", puzzle), ("seed", &seed.to_string())],
    )
}

/// Says plainly which asked-for level the time limit kept out of reach.
fn warn_unreached(args: &Args, deadline: &Deadline) {
    let seconds = sheetdoku::error::seconds_text(deadline.limit().map_or(0.0, |l| l.as_secs_f64()));
    let words = sheetdoku::language();
    let levels: Vec<String> = args.difficulty.iter().map(|l| l.local_name()).collect();
    let said = match (&levels[..], args.rating) {
        ([], Some((lo, hi))) => words.text_with(
            "generate-unreached-rating",
            &[
                ("min", &lo.local()),
                ("max", &hi.local()),
                ("seconds", &seconds),
            ],
        ),
        ([], None) => return,
        (levels, _) => words.text_with(
            "generate-unreached-levels",
            &[("levels", &levels.join(", ")), ("seconds", &seconds)],
        ),
    };
    eprintln!("{said}");
}

fn entry(
    geometry: &Geometry,
    givens: sheetdoku::Grid,
    solution: sheetdoku::Grid,
    level: Level,
    note: Option<String>,
    hardest_step: Option<String>,
) -> WorksheetPuzzle {
    WorksheetPuzzle::new(geometry.clone(), givens)
        .with_solution(Some(solution))
        .with_level(Some(level))
        .with_note(note)
        .with_hardest_step(hardest_step)
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
