//! A classroom generator: a class set of rated Sudoku puzzles of one
//! level, written as a worksheet workbook (printable pages, an answer key,
//! one sheet per puzzle that checks itself), using only the public
//! `sheetdoku` API. The generator is an iterator: `take(count)` is the set,
//! and a per-call budget bounds each puzzle.
//!
//! ```sh
//! cargo run --release --example class_set -- class.ods 12 medium
//! ```

use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Duration;

use sheetdoku::generate::{GenerateOptions, Generator};
use sheetdoku::rate::Level;
use sheetdoku::write::{write_worksheet, WorksheetDoc, WorksheetPuzzle};
use sheetdoku::{Deadline, Geometry};

/// A worksheet of `count` puzzles rated `level` (any level when `None`),
/// the same for the same seed.
fn class_set(
    count: usize,
    level: Option<Level>,
    seed: u64,
) -> sheetdoku::error::Result<WorksheetDoc> {
    let geometry = Geometry::standard(9)?;
    let opts = GenerateOptions::default()
        .with_seed(seed)
        .with_difficulty(level)
        .with_deadline(Deadline::per_call(Duration::from_secs(30)));
    let puzzles = Generator::new(&geometry, opts)?
        .take(count)
        .map(|made| made.map(|p| WorksheetPuzzle::generated(&geometry, p)))
        .collect::<Result<Vec<_>, _>>()?;
    Ok(WorksheetDoc::default()
        .with_title(format!("Class set ({count} puzzles)"))
        .with_puzzles(puzzles))
}

fn main() -> ExitCode {
    let mut args = std::env::args().skip(1);
    let (Some(path), count, level) = (args.next().map(PathBuf::from), args.next(), args.next())
    else {
        eprintln!("usage: class_set OUTPUT.ods|OUTPUT.xlsx [COUNT] [LEVEL]");
        return ExitCode::from(2);
    };
    let count = count.and_then(|c| c.parse().ok()).unwrap_or(8);
    let level = match level.map(|l| l.parse::<Level>()).transpose() {
        Ok(level) => level,
        Err(e) => {
            eprintln!("{e}");
            return ExitCode::from(2);
        }
    };
    match class_set(count, level, 1).and_then(|doc| write_worksheet(&path, &doc)) {
        Ok(()) => {
            println!("{} written", path.display());
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("{e}");
            ExitCode::from(if e.is_input() { 2 } else { 1 })
        }
    }
}
