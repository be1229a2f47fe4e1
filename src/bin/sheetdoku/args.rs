//! Argument groups shared by several subcommands, declared once and
//! flattened into each subcommand's `Args`.

use std::path::PathBuf;
use std::time::Duration;

use clap::{Arg, Args, ValueEnum};
use sheetdoku::read::ReadOptions;
use sheetdoku::solve::{BlpOptions, Presolve, SolverKind};
use sheetdoku::{Deadline, Variant};

/// The variant names accepted by `--variant`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum VariantArg {
    /// Rows, columns, boxes.
    Standard,
    /// Standard plus both diagonals (Sudoku X).
    X,
    /// Standard plus Windoku's extra blocks.
    Windoku,
    /// Windoku plus both diagonals.
    WindokuX,
    /// An irregular block map (sheet B or --blocks).
    Jigsaw,
    /// Jigsaw plus both diagonals.
    JigsawX,
}

impl From<VariantArg> for Variant {
    fn from(v: VariantArg) -> Variant {
        match v {
            VariantArg::Standard => Variant::STANDARD,
            VariantArg::X => Variant::X,
            VariantArg::Windoku => Variant::WINDOKU,
            VariantArg::WindokuX => Variant::WINDOKU_X,
            VariantArg::Jigsaw => Variant::JIGSAW,
            VariantArg::JigsawX => Variant::JIGSAW_X,
        }
    }
}

/// Where the puzzle is and how to read it.
#[derive(Debug, Args)]
pub struct InputArgs {
    /// The puzzle: .ods, .xlsx, .xlsm, .xls, .csv, a text file, an f-puzzles
    /// .json, or an f-puzzles or SudokuPad link.
    pub file: PathBuf,
    #[command(flatten)]
    pub read: ReadArgs,
}

impl InputArgs {
    /// The library's read options.
    pub fn read_options(&self) -> ReadOptions {
        self.read.read_options()
    }
}

/// How to find the puzzle in a file: the selection and the overrides.
#[derive(Debug, Args)]
pub struct ReadArgs {
    /// Which puzzle of the file: a sheet NAME ('P2', 'Play'; a sheet wins
    /// over a cell of the same spelling), a NUMBER (2: the second puzzle
    /// of the file), a RANGE ('Sheet1!B2:J10', 'B2:J10', or a top-left
    /// cell 'Sheet1!B2' with --size) or, in a text file, the puzzle's name
    /// line.
    #[arg(long, value_name = "NAME|NUMBER|RANGE")]
    pub puzzle: Option<String>,
    /// The block map: a range ('B!A1:I9') or a sheet name.
    #[arg(long, value_name = "RANGE")]
    pub blocks: Option<String>,
    /// The extra region map (0 = no extra region): a range ('B2!A1:I9') or
    /// a sheet name.
    #[arg(long, value_name = "RANGE")]
    pub extra: Option<String>,
    /// The variant, where the file does not say.
    #[arg(long, value_enum)]
    pub variant: Option<VariantArg>,
    /// The grid size, where the file does not say (finds a grid whose
    /// outer rows or columns are empty).
    #[arg(long, value_name = "N")]
    pub size: Option<usize>,
}

impl ReadArgs {
    /// The library's read options.
    pub fn read_options(&self) -> ReadOptions {
        ReadOptions::default()
            .with_puzzle(self.puzzle.clone())
            .with_blocks(self.blocks.clone())
            .with_extra(self.extra.clone())
            .with_variant(self.variant.map(Variant::from))
            .with_size(self.size)
    }
}

/// `on` or `off`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum OnOff {
    /// Enabled.
    On,
    /// Disabled.
    Off,
}

/// How to run the MILP solver.
#[derive(Debug, Args)]
pub struct SolverArgs {
    /// The MILP solver.
    #[arg(long, value_enum, default_value = "microlp")]
    pub solver: SolverArg,
    /// Propagate before building the model (`off`: the paper's model as written).
    #[arg(long, value_enum, default_value = "on")]
    pub presolve: OnOff,
    #[command(flatten)]
    pub time: TimeLimit,
}

impl SolverArgs {
    /// The command's budget, starting now: make it once, first thing.
    pub fn deadline(&self) -> Deadline {
        self.time.deadline()
    }

    /// The library's BLP options, bounded by the command's `deadline`.
    pub fn blp_options(&self, deadline: Deadline) -> BlpOptions {
        BlpOptions::default()
            .with_solver(self.solver.into())
            .with_presolve(match self.presolve {
                OnOff::On => Presolve::On,
                OnOff::Off => Presolve::Off,
            })
            .with_deadline(deadline)
    }
}

/// The solvers `--solver` offers.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum SolverArg {
    /// The embedded pure-Rust solver (always there).
    Microlp,
    /// HiGHS (only in a build with `--features highs`).
    Highs,
}

impl From<SolverArg> for SolverKind {
    fn from(s: SolverArg) -> SolverKind {
        match s {
            SolverArg::Microlp => SolverKind::Microlp,
            SolverArg::Highs => SolverKind::Highs,
        }
    }
}

/// `--time-limit SECONDS`, the whole command's time budget: declared here
/// once and flattened into every command that has one. A command with a
/// default applies it with [`TimeLimit::or`] and says it in its help with
/// [`TimeLimit::shows_default`], both from one constant:
///
/// ```ignore
/// #[command(mut_arg(TimeLimit::ID, |a| TimeLimit::shows_default(a, TIME_LIMIT)))]
/// ```
#[derive(Debug, Args)]
pub struct TimeLimit {
    /// Stop after this many seconds, everything included, keeping what was
    /// finished by then.
    #[arg(long, value_name = "SECONDS", value_parser = parse_seconds)]
    pub time_limit: Option<Duration>,
}

impl TimeLimit {
    /// The option's id, for a command's `mut_arg`.
    pub const ID: &'static str = "time_limit";

    /// The limit given, or the command's `default`.
    pub fn or(&self, default: Duration) -> Duration {
        self.time_limit.unwrap_or(default)
    }

    /// The command's budget with no default, starting now: make it once,
    /// first thing (no limit unless one is given).
    pub fn deadline(&self) -> Deadline {
        Deadline::start(self.time_limit)
    }

    /// The option `arg` with its help ending in the command's `default`,
    /// as clap writes a default: `[default: 60]` after the text in `-h`,
    /// on a line of its own in `--help`.
    pub fn shows_default(arg: Arg, default: Duration) -> Arg {
        let help = arg.get_help().map(ToString::to_string).unwrap_or_default();
        let default = format!("[default: {}]", default.as_secs_f64());
        arg.help(format!("{help} {default}"))
            .long_help(format!("{help}\n\n{default}"))
    }
}

/// The longest time limit taken as given: about 31 years. A longer one
/// (`1e20`, `inf`) is this budget, which no run reaches.
pub const LONGEST_LIMIT_SECS: f64 = 1e9;

/// Parses a positive number of seconds; a number beyond
/// [`LONGEST_LIMIT_SECS`] (or `inf`) is that budget.
pub fn parse_seconds(s: &str) -> Result<Duration, String> {
    let secs: f64 = s
        .trim()
        .parse()
        .ok()
        .filter(|x: &f64| !x.is_nan())
        .ok_or_else(|| {
            format!("'{s}' is not a number of seconds (a time limit such as 20 or 0.5)")
        })?;
    if secs <= 0.0 {
        return Err(format!(
            "the time limit must be more than 0 seconds, not {s} (leave --time-limit out for no limit)"
        ));
    }
    Ok(Duration::from_secs_f64(secs.min(LONGEST_LIMIT_SECS)))
}

/// How a worksheet is laid out (generate and worksheet).
#[derive(Debug, Args)]
pub struct PageArgs {
    /// Puzzles per printed page: 1, 2, 4 or 6.
    #[arg(long, value_name = "N", default_value_t = 4, value_parser = parse_per_page)]
    pub per_page: usize,
    /// Symbols for the digits on the worksheet (e.g. ABCDEFGHI for a Wordoku).
    #[arg(long)]
    pub symbols: Option<String>,
    /// The worksheet title [default: "Sudoku" in the pages' language,
    /// "Killer Sudoku" for killers].
    #[arg(long)]
    pub title: Option<String>,
    /// Under the answer key, explain each puzzle's hardest step (the one
    /// that sets its level), with cells named as on its P sheet.
    #[arg(long)]
    pub hardest_step: bool,
    /// Fill each killer cage with a light colour, no two touching cages
    /// alike (for younger pupils); the cages are outlined either way.
    #[arg(long)]
    pub colour_cages: bool,
}

impl PageArgs {
    /// The hardest step of `rating` in words, when the answer key shows it.
    pub fn hardest_step(
        &self,
        geometry: &sheetdoku::Geometry,
        givens: &sheetdoku::Grid,
        rating: &sheetdoku::rate::Rating,
    ) -> Option<String> {
        let namer = sheetdoku::CellNamer::default();
        self.hardest_step
            .then(|| sheetdoku::rate::explain_hardest(geometry, givens, rating, &namer))
            .and_then(Result::ok)
            .flatten()
    }

    /// The worksheet to write, holding `puzzles`.
    pub fn doc(
        &self,
        puzzles: Vec<sheetdoku::write::WorksheetPuzzle>,
    ) -> sheetdoku::write::WorksheetDoc {
        let title = self.title.clone().unwrap_or_else(|| {
            let words = sheetdoku::language();
            let title = words.text("worksheet-default-title");
            // "Killer Sudoku" when every puzzle is a killer: the title
            // words of the families every puzzle has.
            let families = |p: &sheetdoku::write::WorksheetPuzzle| p.geometry.families();
            let common: Vec<sheetdoku::RuleFamily> = match puzzles.first() {
                Some(first) => families(first)
                    .into_iter()
                    .filter(|f| puzzles.iter().all(|p| families(p).contains(f)))
                    .collect(),
                None => Vec::new(),
            };
            common
                .into_iter()
                .filter_map(sheetdoku::RuleFamily::title_key)
                .fold(title, |title, key| {
                    words.text_with(key, &[("name", &title)])
                })
        });
        sheetdoku::write::WorksheetDoc::default()
            .with_title(title)
            .with_puzzles(puzzles)
            .with_per_page(self.per_page)
            .with_symbols(self.symbols.as_ref().map(|s| s.chars().collect()))
            .with_cage_style(if self.colour_cages {
                sheetdoku::write::CageStyle::Coloured
            } else {
                sheetdoku::write::CageStyle::Outlined
            })
        // No budget for the writing: the first Ctrl-C stops the making and
        // what was made is written; a second ends the program at once (the
        // file is moved into place only when complete).
    }
}

/// The puzzles a printed page can hold.
pub const PER_PAGE: [usize; 4] = [1, 2, 4, 6];

/// Parses puzzles per page: 1, 2, 4 or 6.
pub fn parse_per_page(s: &str) -> Result<usize, String> {
    match s.trim().parse::<usize>() {
        Ok(k) if PER_PAGE.contains(&k) => Ok(k),
        _ => Err(format!("'{s}' puzzles per page: choose 1, 2, 4 or 6")),
    }
}
