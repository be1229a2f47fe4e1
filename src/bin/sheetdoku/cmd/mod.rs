//! One subcommand per file: an `Args` struct and a `run` function.

use std::path::{Path, PathBuf};

use anyhow::{bail, Result};

use crate::cli::{Cli, Command};
use crate::Status;

pub mod check;
pub mod count;
pub mod explain;
pub mod generate;
pub mod hint;
pub mod rate;
pub mod solve;
pub mod template;
pub mod worksheet;

/// Runs the chosen subcommand.
pub fn run(cli: Cli) -> Result<Status> {
    match cli.command {
        Command::Solve(args) => solve::run(args),
        Command::Check(args) => check::run(args),
        Command::Count(args) => count::run(args),
        Command::Template(args) => template::run(args),
        Command::Generate(args) => generate::run(args),
        Command::Rate(args) => rate::run(args),
        Command::Explain(args) => explain::run(args),
        Command::Hint(args) => hint::run(args),
        Command::Worksheet(args) => worksheet::run(args),
    }
}

/// The output path: `explicit`, or `<input stem><suffix>.xlsx` beside the
/// input. Refuses to name the input itself unless `overwrite`.
pub fn output_path(
    input: &Path,
    explicit: Option<&Path>,
    suffix: &str,
    overwrite: bool,
) -> Result<PathBuf> {
    let out = match explicit {
        Some(p) => p.to_path_buf(),
        None => {
            let stem = input
                .file_stem()
                .map(|s| s.to_string_lossy().into_owned())
                .unwrap_or_else(|| "puzzle".to_string());
            // An OpenDocument input gets an OpenDocument answer; anything
            // else (.xlsx, .xls, text) an .xlsx.
            let ext = match input.extension().and_then(|e| e.to_str()) {
                Some(e) if e.eq_ignore_ascii_case("ods") => "ods",
                _ => "xlsx",
            };
            input.with_file_name(format!("{stem}{suffix}.{ext}"))
        }
    };
    if !overwrite && same_file(input, &out) {
        bail!(
            "{}: the output would overwrite the input; choose another -o or pass --overwrite",
            out.display()
        );
    }
    Ok(out)
}

/// Whether two paths name the same existing file.
fn same_file(a: &Path, b: &Path) -> bool {
    match (a.canonicalize(), b.canonicalize()) {
        (Ok(a), Ok(b)) => a == b,
        _ => false,
    }
}

/// Milliseconds of a duration, for messages.
pub fn ms(d: std::time::Duration) -> String {
    let ms = d.as_secs_f64() * 1000.0;
    if ms < 10.0 {
        format!("{ms:.1} ms")
    } else {
        format!("{ms:.0} ms")
    }
}

/// Every puzzle of a file (the reader also knows our worksheets).
pub fn read_all(path: &Path, opts: &sheetdoku::ReadOptions) -> Result<Vec<sheetdoku::Puzzle>> {
    Ok(sheetdoku::read_puzzles(path, opts)?)
}
