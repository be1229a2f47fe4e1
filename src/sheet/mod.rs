//! Spreadsheet input and output.

mod write;

pub use write::{write_input_workbook, write_solution_workbook, SolutionDoc};
