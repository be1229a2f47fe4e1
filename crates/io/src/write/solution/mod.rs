//! The solution workbook and the input workbook (the template a teacher
//! types a puzzle into): what they show, the printable `Solution` sheet, the
//! `Steps` sheet, and sheet `K` of killer cages.

pub(crate) mod cage_sheet;
pub(crate) mod marks_sheet;
pub(crate) mod solution_book;
pub(crate) mod solution_doc;
pub(crate) mod solution_sheet;
pub(crate) mod steps_sheet;
