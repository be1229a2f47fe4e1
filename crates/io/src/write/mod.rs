//! Writing workbooks, every document in one tree: our input layout (sheets
//! `A`, `B`, `B2`, `Info`) and the solution workbook (a printable `Solution` sheet, the self-checking `Play`
//! sheet, the input sheets, `S`, the live BLP `Model` of Peško's Sudoku.ods,
//! and `Info`). Sheets `A` and `Play` check themselves (see [`self_check`]),
//! with their unit counts on the hidden sheet `Check`; also the batch
//! workbook (`batch_workbook`), the worksheet of a class with its answer key
//! (`worksheet/`), the marks workbook (`marks`) and the study workbook
//! (`study`); the pieces they share (styles, page words, room, saving) are in
//! `common/`. Every sheet is built as a [`crate::write::book`]
//! description and rendered as `.xlsx` or `.ods` by the output's extension.
//!
//! Files are built in memory and moved into place only when complete, so an
//! interrupted run never leaves a half-written workbook behind.

pub(crate) mod batch_workbook;
pub(crate) mod book;
pub(crate) mod common;
pub(crate) mod marks;
pub(crate) mod model;
pub(crate) mod picture;
pub(crate) mod self_check;
pub(crate) mod solution;
pub(crate) mod study;
#[cfg(test)]
mod tests;
pub(crate) mod worksheet;

pub use batch_workbook::{batch_workbook_to_bytes, write_batch_workbook, BatchEntry, BATCH_PAGES};
pub use common::audience::{teacher_path, Audience};
pub use common::cage_colours::CageStyle;
#[cfg(test)]
pub(crate) use common::room::check_room;
pub(crate) use common::room::{check_bytes, unpacked, Measures};
pub use common::save::{abandon_writes, write_atomically, WorkbookFormat};
pub(crate) use common::save::{render, render_until, write_workbook};
pub use marks::{
    local_mark_cells, mark_cells, mark_headings, marks_summary, write_marks, MarksDoc,
    MARK_HEADINGS,
};
pub use sheetdoku_core::{killer_summary, variant_summary, variant_title};
pub use solution::solution_book::{
    input_workbook_to_bytes, template_workbook_to_bytes, write_input_workbook,
    write_solution_workbook, write_solution_workbook_for, write_template_workbook, TypedMarks,
};
pub use solution::solution_doc::SolutionDoc;
pub use study::{study_workbook_to_bytes, write_study_workbook};
pub use worksheet::measure::time_to_write_worksheet;
pub use worksheet::{
    write_worksheet, write_worksheet_for, Flaw, TooManyPuzzles, WorksheetDoc, WorksheetPuzzle,
};
