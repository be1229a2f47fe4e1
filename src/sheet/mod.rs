//! Spreadsheets: reading puzzles (calamine) and writing workbooks
//! (rust_xlsxwriter). No other module sees a spreadsheet type.

// `crate::Error` is large (a located input error); boxing it is the
// lead's call, so the lint is allowed here rather than worked around.
#![allow(clippy::result_large_err)]

mod read;
mod write;

pub use read::{read_puzzle, read_puzzles, ReadOptions};
pub use write::{write_input_workbook, write_solution_workbook, SolutionDoc};
