//! Spreadsheets: reading puzzles (calamine) and writing workbooks. The
//! writers describe a workbook in [`book`] terms, rendered as `.xlsx`
//! (rust_xlsxwriter) or `.ods` (spreadsheet-ods). No other module sees a
//! spreadsheet type.

mod book;
mod key;
mod layout;
mod marks;
mod read;
mod worksheet;
mod write;

pub use marks::{mark_cells, marks_summary, write_marks, MarksDoc, MARK_HEADINGS};
pub(crate) use read::fuzzing;
pub use read::{puzzle_title, read_title};
pub use read::{read_puzzle, read_puzzle_from, read_puzzles, read_puzzles_from, read_returned};
pub use worksheet::{
    read_worksheet, write_worksheet, TooManyPuzzles, WorksheetDoc, WorksheetPuzzle,
};
pub use write::write_study_workbook;
pub use write::{
    abandon_writes, batch_workbook_to_bytes, input_workbook_to_bytes, write_atomically,
    write_batch_workbook, write_input_workbook, write_solution_workbook, BatchEntry, CageStyle,
    SolutionDoc, WorkbookFormat, BATCH_PAGES,
};
