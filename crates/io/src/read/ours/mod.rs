//! Reading our own files: a workbook of our layout (sheets `A`, `Play`,
//! `P1`, ...), the puzzles and key stored on its hidden `Key` sheet, the
//! teacher's title, the cages typed on sheet `K`, a worksheet read back, and
//! a pupil's returned file marked against its key.

pub(crate) mod cages;
pub(crate) mod entry;
pub(crate) mod key;
pub(crate) mod marks_sheet;
pub(crate) mod own_workbook;
#[cfg(test)]
pub(crate) mod pupil_audit;
pub(crate) mod returned;
pub(crate) mod stored;
pub(crate) mod title;
pub(crate) mod worksheet;
