//! Spreadsheets: reading puzzles (calamine) and writing workbooks. The
//! writers describe a workbook in [`book`] terms, rendered as `.xlsx`
//! (rust_xlsxwriter) or `.ods` (spreadsheet-ods). No other module sees a
//! spreadsheet type.

mod book;
mod find;
mod key;
mod layout;
mod marks;
mod picture;
#[cfg(test)]
mod pupil_audit;
mod read;
mod worksheet;
mod write;

pub use key::KeyedGrid;
pub use layout::{LayoutNames, LAYOUT};
pub use marks::{
    local_mark_cells, mark_cells, mark_headings, marks_summary, write_marks, MarksDoc,
    MARK_HEADINGS,
};
#[cfg(feature = "fuzzing")]
pub(crate) use read::fuzzing;
pub use read::text_room;
pub use read::{find_returned, find_returned_from, read_key, read_key_from};
pub use read::{puzzle_title, read_pupil_name, read_title};
pub use read::{
    read_puzzle, read_puzzle_from, read_puzzles, read_puzzles_by_line, read_puzzles_from,
    read_returned, read_returned_from,
};
pub use worksheet::{
    read_worksheet, read_worksheet_from, write_worksheet, write_worksheet_for, Flaw,
    TooManyPuzzles, WorksheetDoc, WorksheetPuzzle,
};
pub use write::teacher_path;
pub use write::variant_title;
pub use write::{
    abandon_writes, batch_workbook_to_bytes, input_workbook_to_bytes, write_atomically,
    write_batch_workbook, write_input_workbook, write_solution_workbook,
    write_solution_workbook_for, Audience, BatchEntry, CageStyle, SolutionDoc, WorkbookFormat,
    BATCH_PAGES,
};
pub use write::{study_workbook_to_bytes, write_study_workbook};
