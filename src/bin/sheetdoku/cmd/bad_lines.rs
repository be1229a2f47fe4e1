//! The puzzles of a file read one line at a time: in a text of one puzzle
//! a line (killer lines, puzzle lines with fields), a line that cannot be
//! read is an input error of its own, printed with its file and line
//! (and as a `bad_line` JSON object), and the other lines are still
//! solved, counted or rated; the command then ends with exit 2.

use std::path::{Path, PathBuf};

use anyhow::Result;
use sheetdoku::error::Error;
use sheetdoku::read::ReadOptions;
use sheetdoku::Puzzle;

use crate::status::Status;

/// The lines of a file that could not be read, each already printed.
#[must_use = "the command must end with exit 2 when a line was bad"]
#[derive(Debug)]
pub struct BadLines {
    file: PathBuf,
    count: usize,
}

impl BadLines {
    /// No bad line in `file` (a workbook, a pupil's returned work).
    pub fn none(file: &Path) -> Self {
        BadLines {
            file: file.to_path_buf(),
            count: 0,
        }
    }

    /// Whether some line could not be read.
    pub fn any(&self) -> bool {
        self.count > 0
    }

    /// `status` when every line was read; else, the work done, the error
    /// that ends the command with exit 2.
    pub fn finish(self, status: Status) -> Result<Status> {
        match self.count {
            0 => Ok(status),
            n => Err(anyhow::anyhow!(
                "{}: {} could not be read (see above); the other puzzles were done",
                self.file.display(),
                crate::cmd::plural(n, "line")
            )),
        }
    }
}

/// Every puzzle of `path` that could be read, and the lines that could
/// not (each printed here). A workbook, or a text of another form, is read
/// whole as before: its error is the command's. When no line could be
/// read, the last bad line is the command's error (the others printed).
pub fn read_each(path: &Path, opts: &ReadOptions) -> Result<(Vec<Puzzle>, BadLines)> {
    let lines = sheetdoku::read::read_puzzles_by_line(path, opts)?;
    let mut puzzles = Vec::with_capacity(lines.len());
    let mut errors: Vec<Error> = Vec::new();
    for line in lines {
        match line {
            Ok(puzzle) => puzzles.push(puzzle),
            Err(e) => errors.push(e),
        }
    }
    let last = if puzzles.is_empty() {
        errors.pop()
    } else {
        None
    };
    let count = errors.len();
    for e in errors {
        say(&e);
    }
    if let Some(e) = last {
        return Err(e.into());
    }
    Ok((
        puzzles,
        BadLines {
            file: path.to_path_buf(),
            count,
        },
    ))
}

/// Prints a bad line's error as the command prints its own, and its JSON
/// object.
fn say(e: &Error) {
    let text = crate::flags::text(e);
    eprintln!("sheetdoku: error: {text}");
    let line = match e {
        Error::Input { location, .. } => location.line,
        _ => None,
    };
    crate::json::emit(|| crate::json::bad_line(&text, line));
}
