//! Arguments shared by several subcommands, declared once and flattened in.

use std::path::PathBuf;
use std::time::Duration;

use clap::{Args, Parser, Subcommand, ValueEnum};
use sheetdoku::{BlpOptions, Deadline, ReadOptions, SolverKind, Variant};

use crate::cmd;

/// Solve, check and count Sudoku variants kept in spreadsheets, with
/// Peško's binary linear program.
#[derive(Debug, Parser)]
#[command(name = "sheetdoku", version, about, long_about = None)]
pub struct Cli {
    /// The subcommand.
    #[command(subcommand)]
    pub command: Command,
}

/// The subcommands.
#[derive(Debug, Subcommand)]
pub enum Command {
    /// Solve a puzzle with the BLP and write the solution workbook.
    Solve(cmd::solve::Args),
    /// Check a grid (partial or complete) against the variant's rules.
    Check(cmd::check::Args),
    /// Count solutions up to a limit.
    Count(cmd::count::Args),
    /// Write a blank input workbook (or one holding a given puzzle).
    Template(cmd::template::Args),
    /// Generate unique puzzles, isomorphic copies and a printable worksheet.
    Generate(cmd::generate::Args),
    /// Rate every puzzle of a file by the human techniques it needs.
    Rate(cmd::rate::Args),
    /// Lay out puzzles from files as a printable worksheet with answers.
    Worksheet(cmd::worksheet::Args),
}

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
            VariantArg::Standard => Variant::Standard,
            VariantArg::X => Variant::X,
            VariantArg::Windoku => Variant::Windoku,
            VariantArg::WindokuX => Variant::WindokuX,
            VariantArg::Jigsaw => Variant::Jigsaw,
            VariantArg::JigsawX => Variant::JigsawX,
        }
    }
}

/// Where the puzzle is and how to read it.
#[derive(Debug, Args)]
pub struct InputArgs {
    /// The puzzle: .ods, .xlsx, .xlsm, .xls, or a text file.
    pub file: PathBuf,
    /// The puzzle table, e.g. 'Sheet1!B2:J10' (overrides detection).
    #[arg(long, value_name = "RANGE")]
    pub puzzle: Option<String>,
    /// The block map table, e.g. 'B!A1:I9'.
    #[arg(long, value_name = "RANGE")]
    pub blocks: Option<String>,
    /// The extra region table (0 = no extra region), e.g. 'B2!A1:I9'.
    #[arg(long, value_name = "RANGE")]
    pub extra: Option<String>,
    /// The variant, where the file does not say.
    #[arg(long, value_enum)]
    pub variant: Option<VariantArg>,
    /// The grid size, where the file does not say.
    #[arg(long, value_name = "N")]
    pub size: Option<usize>,
}

impl InputArgs {
    /// The library's read options.
    pub fn read_options(&self) -> ReadOptions {
        ReadOptions {
            puzzle: self.puzzle.clone(),
            blocks: self.blocks.clone(),
            extra: self.extra.clone(),
            variant: self.variant.map(Variant::from),
            size: self.size,
        }
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
    #[arg(long, default_value = "microlp", value_parser = parse_solver)]
    pub solver: SolverKind,
    /// Propagate before building the model (`off`: the paper's model as written).
    #[arg(long, value_enum, default_value = "on")]
    pub presolve: OnOff,
    /// Stop after this many seconds, everything included (exit code 3;
    /// finished results are kept).
    #[arg(long, value_name = "SECONDS", value_parser = parse_seconds)]
    pub time_limit: Option<Duration>,
}

impl SolverArgs {
    /// The command's budget, starting now: make it once, first thing.
    pub fn deadline(&self) -> Deadline {
        Deadline::start(self.time_limit)
    }

    /// The library's BLP options, bounded by the command's `deadline`.
    pub fn blp_options(&self, deadline: Deadline) -> BlpOptions {
        BlpOptions {
            solver: self.solver,
            presolve: self.presolve == OnOff::On,
            deadline,
        }
    }
}

/// What a command had done when its time limit ran out: "time limit of
/// 20 s reached after 3 of 10 puzzles".
pub fn time_limit_note(deadline: &Deadline, done: usize, total: usize) -> String {
    let seconds = deadline.limit().map_or(0.0, |l| l.as_secs_f64());
    format!("time limit of {seconds} s reached after {done} of {total} puzzles")
}

fn parse_solver(s: &str) -> Result<SolverKind, String> {
    s.parse::<SolverKind>().map_err(|e| e.to_string())
}

/// Parses a positive number of seconds.
pub fn parse_seconds(s: &str) -> Result<Duration, String> {
    let secs: f64 = s
        .parse()
        .map_err(|_| format!("'{s}' is not a number of seconds"))?;
    if !(secs > 0.0 && secs.is_finite()) {
        return Err(format!("the time limit must be positive, not {s}"));
    }
    Ok(Duration::from_secs_f64(secs))
}

/// How a worksheet is laid out (generate and worksheet).
#[derive(Debug, Args)]
pub struct PageArgs {
    /// Puzzles per printed page: 1, 2, 4 or 6.
    #[arg(long, default_value_t = 4, value_parser = parse_per_page)]
    pub per_page: usize,
    /// Symbols for the digits on the worksheet (e.g. ABCDEFGHI for a Wordoku).
    #[arg(long)]
    pub symbols: Option<String>,
    /// The worksheet title.
    #[arg(long, default_value = "Sudoku")]
    pub title: String,
}

impl PageArgs {
    /// The worksheet to write, holding `puzzles`.
    pub fn doc(&self, puzzles: Vec<sheetdoku::WorksheetPuzzle>) -> sheetdoku::WorksheetDoc {
        sheetdoku::WorksheetDoc {
            title: self.title.clone(),
            puzzles,
            per_page: self.per_page,
            symbols: self.symbols.as_ref().map(|s| s.chars().collect()),
        }
    }
}

/// Parses puzzles per page: 1, 2, 4 or 6.
pub fn parse_per_page(s: &str) -> Result<usize, String> {
    match s.trim().parse::<usize>() {
        Ok(k) if [1, 2, 4, 6].contains(&k) => Ok(k),
        _ => Err(format!("'{s}' puzzles per page: choose 1, 2, 4 or 6")),
    }
}
