//! Writing workbooks: our input layout (sheets `A`, `B`, `B2`, `Info`) and the
//! solution workbook (a printable `Solution` sheet, the self-checking `Play`
//! sheet, the input sheets, `S`, the live BLP `Model` of Peško's Sudoku.ods,
//! and `Info`). Sheets `A` and `Play` check themselves (see `self_check`),
//! with their unit counts on the hidden sheet `Check`; also the batch
//! workbook (`batch_workbook`). Every sheet is built as a [`crate::sheet::book`]
//! description and rendered as `.xlsx` or `.ods` by the output's extension.
//!
//! Files are built in memory and moved into place only when complete, so an
//! interrupted run never leaves a half-written workbook behind.

mod audience;
mod batch_workbook;
mod cage_colours;
pub(super) mod cage_page;
pub(super) mod cage_sheet;
mod model_cages;
mod model_layout;
mod model_marks;
mod model_sheet;
mod model_solver;
pub(super) mod page_words;
pub use page_words::variant_title;
mod room;
mod save;
pub(super) mod self_check;
mod self_check_cages;
mod self_check_lines;
mod self_check_marks;
mod solution_book;
mod solution_doc;
pub(super) mod solution_sheet;
mod steps_sheet;
mod study;
pub(super) mod styles;
#[cfg(test)]
mod tests;

pub use audience::{teacher_path, Audience};
pub use batch_workbook::{batch_workbook_to_bytes, write_batch_workbook, BatchEntry, BATCH_PAGES};
pub use cage_colours::CageStyle;
#[cfg(test)]
pub(in crate::sheet) use room::check_room;
pub(in crate::sheet) use room::{check_bytes, unpacked, Measures};
pub use save::{abandon_writes, write_atomically, WorkbookFormat};
pub(in crate::sheet) use save::{render, write_workbook};
pub use solution_book::{
    input_workbook_to_bytes, write_input_workbook, write_solution_workbook,
    write_solution_workbook_for,
};
pub use solution_doc::SolutionDoc;
pub use study::{study_workbook_to_bytes, write_study_workbook};
