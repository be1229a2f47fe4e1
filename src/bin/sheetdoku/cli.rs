//! The command line as clap parses it: the subcommands, each with its own
//! `Args` (in `cmd/`), and which `run` each one calls.

use anyhow::Result;
use clap::{Parser, Subcommand};

use crate::cmd;
use crate::status::Status;

/// Solve, check and count Sudoku variants kept in spreadsheets, with
/// Peško's binary linear program.
#[derive(Debug, Parser)]
#[command(name = "sheetdoku", version, about, long_about = None)]
pub struct Cli {
    /// Print the results as JSON, one object per line on stdout (the report
    /// for a person goes to stderr); see docs/commands.md, "Machine-readable
    /// output". Not for `explore`.
    #[arg(long, global = true)]
    pub json: bool,
    /// The language of the pages written (worksheets, the Solution, Play
    /// and Steps sheets, the answer key, the marks), of the `explain` and
    /// `hint` texts, and of the terminal's verdicts, summaries and the
    /// readers' errors: en, sk, cs, hr, de, it or ru (default en). The
    /// `--json` lines stay English.
    #[arg(long, global = true, value_name = "LANG")]
    pub lang: Option<sheetdoku::Lang>,
    /// Word the remedies of errors as steps in LibreOffice Calc ("select
    /// the puzzle's grid, then choose the command again") instead of flags:
    /// the Calc extension's setting.
    #[arg(long, global = true, hide = true)]
    pub calc_words: bool,
    /// The subcommand.
    #[command(subcommand)]
    pub command: Command,
}

/// The subcommands.
#[derive(Debug, Subcommand)]
pub enum Command {
    /// Solve a puzzle with the BLP and write the solution workbook.
    Solve(cmd::solve::Args),
    /// Check grids against the variant's rules, or mark the workbooks
    /// pupils returned.
    Check(cmd::check::Args),
    /// Count solutions up to a limit.
    Count(cmd::count::Args),
    /// Write a blank input workbook (or one holding a given puzzle).
    Template(cmd::template::Args),
    /// Generate unique puzzles, isomorphic copies and a printable worksheet.
    Generate(cmd::generate::Args),
    /// Rate every puzzle of a file by the human techniques it needs.
    Rate(cmd::rate::Args),
    /// Explain the whole solution step by step, as a pupil would solve it.
    Explain(cmd::explain::Args),
    /// Hint the next step from a partly filled grid.
    Hint(cmd::hint::Args),
    /// Lay out puzzles from files as a printable worksheet with answers.
    Worksheet(cmd::worksheet::Args),
    /// Peško's open problems: count grids and their classes, find the fewest givens.
    Explore(cmd::explore::Args),
    /// The Calc extension's words in every language, for its build.
    #[command(hide = true)]
    ExtensionWords(cmd::extension_words::Args),
    /// The Calc extension's dialog choices and layout names, for its build.
    #[command(hide = true)]
    ExtensionChoices(cmd::extension_choices::Args),
}

impl Command {
    /// Runs the chosen subcommand.
    pub fn run(self) -> Result<Status> {
        match self {
            Command::Solve(args) => cmd::solve::run(args),
            Command::Check(args) => cmd::check::run(args),
            Command::Count(args) => cmd::count::run(args),
            Command::Template(args) => cmd::template::run(args),
            Command::Generate(args) => cmd::generate::run(args),
            Command::Rate(args) => cmd::rate::run(args),
            Command::Explain(args) => cmd::explain::run(args),
            Command::Hint(args) => cmd::hint::run(args),
            Command::Worksheet(args) => cmd::worksheet::run(args),
            Command::Explore(args) => cmd::explore::run(args),
            Command::ExtensionWords(args) => cmd::extension_words::run(args),
            Command::ExtensionChoices(args) => cmd::extension_choices::run(args),
        }
    }
}
