//! # sheetdoku-io
//!
//! Puzzles in and out of files: spreadsheets read with calamine (plus a
//! bounded look at the zip package first), workbooks written as `.xlsx`
//! (rust_xlsxwriter) and `.ods` (spreadsheet-ods, quick-xml), and puzzles as
//! text, one per line. Everything here turns a file into a
//! `sheetdoku_core::Puzzle` or a core result into a file; the solvers in
//! `sheetdoku-core` never see a spreadsheet type.
#![deny(missing_docs)]

#[doc(hidden)]
pub mod fuzzing;
mod killer_example;
mod killer_text;
mod measure;
mod puzzle_line;
mod sheet;
mod text;

pub use killer_example::example_killer;
pub use measure::time_to_write_worksheet;
pub use puzzle_line::puzzle_line;
pub use sheet::write_study_workbook;
pub use sheet::{
    mark_cells, marks_summary, read_puzzle, read_puzzles, read_returned, write_atomically,
    write_batch_workbook, write_input_workbook, write_marks, write_solution_workbook, BatchEntry,
    CageStyle, MarksDoc, ReadOptions, SolutionDoc, BATCH_PAGES, MARK_HEADINGS,
};
pub use sheet::{puzzle_title, read_title};
pub use sheet::{read_worksheet, write_worksheet, WorksheetDoc, WorksheetPuzzle};
pub use text::parse_text;
