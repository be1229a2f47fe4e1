//! The `Model` sheet of a solution workbook: Peško's BLP as in Sudoku.ods,
//! with live formulas (`sheet`), where everything is on it (`layout`), the
//! rows of cages, of marks, of sums and of sandwich clues, and the
//! Solver's settings.

pub(crate) mod cages;
pub(crate) mod layout;
pub(crate) mod marks;
pub(crate) mod sandwich;
pub(crate) mod sheet;
pub(crate) mod solver;
pub(crate) mod sums;
