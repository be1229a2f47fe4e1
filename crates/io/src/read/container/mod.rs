//! Opening a file: what it really holds (the package sniffed, within the
//! reader's bounds), its sheets loaded with calamine (or a CSV table) into
//! plain [`table::Table`]s, and the looks of their cells read from the
//! package itself.

pub(crate) mod cell_looks;
pub(crate) mod csv;
pub(crate) mod limits;
pub(crate) mod ods_scan;
pub(crate) mod package;
pub(crate) mod table;
pub(crate) mod workbook;
