//! The core of an upload service, on the public `sheetdoku` API alone: the
//! bytes of a teacher's workbook in (an .ods or .xlsx, or a text file of
//! puzzles), the bytes of the solution workbook out, in the upload's
//! format; no temporary file, and every problem handed back to the caller
//! as a typed error whose message names the upload, the sheet and the cell.
//!
//! Run it on a shipped sample (the solution workbook is written to the
//! second path, if given; a real service sends the bytes back instead):
//!
//! ```sh
//! cargo run --example upload_service -- samples/windoku-x.ods /tmp/answer.ods
//! ```

use std::io::Cursor;

use sheetdoku::error::Error;
use sheetdoku::read::{puzzle_title, read_puzzle_from, ReadOptions};
use sheetdoku::solve::{solve_puzzle, SecondSolution, SolveOptions, SolveReport};
use sheetdoku::write::{SolutionDoc, WorkbookFormat};
use sheetdoku::SourceFormat;

/// The solution workbook of the upload `bytes`, whose file was called
/// `name`, and its format: .ods for an .ods upload (as its content shows,
/// whatever its name says), else .xlsx. The puzzle's own title (its `Info`
/// sheet's) heads the pages.
pub fn solve_upload(bytes: &[u8], name: &str) -> Result<(Vec<u8>, WorkbookFormat), Error> {
    let puzzle = read_puzzle_from(Cursor::new(bytes), name, &ReadOptions::default())?;
    let options = SolveOptions::default().with_second_solution(SecondSolution::Cut);
    let report = solve_puzzle(&puzzle.geometry, &puzzle.givens, &options)?;
    let status = match &report {
        SolveReport::Solved { .. } => "Solved",
        SolveReport::NoSolution { .. } => "No solution: the givens contradict each other",
    };
    let title = puzzle_title(&puzzle);
    let doc = SolutionDoc::from_report(&puzzle, &report, status).with_title(title.as_deref());
    let format = match puzzle.source.format {
        Some(SourceFormat::Ods) => WorkbookFormat::Ods,
        _ => WorkbookFormat::Xlsx,
    };
    Ok((doc.to_bytes(format)?, format))
}

fn main() {
    let mut args = std::env::args().skip(1);
    let Some(input) = args.next() else {
        eprintln!("usage: upload_service UPLOAD [ANSWER]");
        std::process::exit(2);
    };
    // The request's body and the uploaded file's name.
    let bytes = match std::fs::read(&input) {
        Ok(bytes) => bytes,
        Err(e) => {
            eprintln!("{input}: {e}");
            std::process::exit(2);
        }
    };
    let name = std::path::Path::new(&input)
        .file_name()
        .map_or(input.clone(), |n| n.to_string_lossy().into_owned());
    match solve_upload(&bytes, &name) {
        Ok((answer, format)) => {
            println!(
                "{name}: a {format:?} solution workbook of {} bytes",
                answer.len()
            );
            if let Some(out) = args.next() {
                if let Err(e) = std::fs::write(&out, &answer) {
                    eprintln!("{out}: {e}");
                    std::process::exit(2);
                }
            }
        }
        // What the service would answer: 400 for the teacher's file, 500
        // for the rest.
        Err(e) if e.is_input() => {
            eprintln!("400 {e}");
            std::process::exit(2);
        }
        Err(e) => {
            eprintln!("500 {e}");
            std::process::exit(1);
        }
    }
}
