//! # sheetdoku-io
//!
//! Puzzles in and out of files: spreadsheets read with calamine (plus a
//! bounded look at the zip package first), workbooks written as `.xlsx`
//! (rust_xlsxwriter) and `.ods` (spreadsheet-ods, quick-xml), and puzzles as
//! text, one per line. Everything here turns a file into a
//! `sheetdoku_core::Puzzle` or a core result into a file; the solvers in
//! `sheetdoku-core` never see a spreadsheet type.
//!
//! Every reader takes a path or the bytes of a file (any `Read + Seek`,
//! `Cursor::new(bytes)` for bytes in memory), the kind of file found from
//! its content; every workbook can be had as bytes as well as written to a
//! file (moved into place only when complete). A service solving uploads
//! needs no temporary file:
//!
//! ```
//! use std::io::Cursor;
//! use sheetdoku::read::{read_puzzle_from, ReadOptions};
//! use sheetdoku::solve::{solve_puzzle, SolveOptions};
//! use sheetdoku::write::{SolutionDoc, WorkbookFormat};
//!
//! // The uploaded file's bytes and name (a text line here; a workbook the same way).
//! let upload = b"1..4.4..2..3..1.\n";
//! let puzzle = read_puzzle_from(Cursor::new(upload), "homework.txt", &ReadOptions::default())?;
//! let report = solve_puzzle(&puzzle.geometry, &puzzle.givens, &SolveOptions::default())?;
//! let doc = SolutionDoc::from_report(&puzzle, &report, "Solved");
//! let answer: Vec<u8> = doc.to_bytes(WorkbookFormat::Ods)?;
//!
//! // The answer reads back as the same puzzle.
//! let back = read_puzzle_from(Cursor::new(&answer), "answer.ods", &ReadOptions::default())?;
//! assert_eq!(back.givens, puzzle.givens);
//! # Ok::<(), sheetdoku::error::Error>(())
//! ```
#![deny(missing_docs)]

#[cfg(test)]
mod every_kind;
#[cfg(feature = "fuzzing")]
pub mod fuzzing;
mod layout;
mod read;
mod read_options;
mod text;
mod write;

pub use layout::{LayoutNames, LAYOUT};
pub use read::ours::key::KeyedGrid;
pub use read::ours::worksheet::{read_worksheet, read_worksheet_from};
pub use read::text_room;
pub use read::{find_returned, find_returned_from, read_key, read_key_from};
pub use read::{puzzle_title, read_pupil_name, read_title};
pub use read::{
    read_puzzle, read_puzzle_from, read_puzzles, read_puzzles_by_line, read_puzzles_from,
    read_returned, read_returned_from,
};
pub use read_options::ReadOptions;
pub use text::fpuzzles::{fpuzzles_links, is_puzzle_link, FpuzzlesLinks};
pub use text::puzzle_line::puzzle_line;
pub use text::{parse_text, parse_text_by_line};
pub use write::{
    abandon_writes, batch_workbook_to_bytes, input_workbook_to_bytes, template_workbook_to_bytes,
    write_atomically, write_batch_workbook, write_input_workbook, write_solution_workbook,
    write_template_workbook, BatchEntry, CageStyle, SolutionDoc, TypedMarks, WorkbookFormat,
    BATCH_PAGES,
};
pub use write::{killer_summary, variant_summary, variant_title};
pub use write::{
    local_mark_cells, mark_cells, mark_headings, marks_summary, write_marks, MarksDoc,
    MARK_HEADINGS,
};
pub use write::{study_workbook_to_bytes, write_study_workbook};
pub use write::{teacher_path, write_solution_workbook_for, Audience};
pub use write::{time_to_write_worksheet, write_worksheet, write_worksheet_for};
pub use write::{Flaw, TooManyPuzzles, WorksheetDoc, WorksheetPuzzle};
