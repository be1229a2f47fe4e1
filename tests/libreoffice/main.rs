//! Round trips through the real LibreOffice: our .xlsx converted to .ods
//! (read by the library and by `sheetdoku solve`),
//! an .ods edited as a user would, PDF export, and the values of every
//! formula cell (CSV of each sheet, with and without recalculation on load).
//!
//! Needs `soffice`: skipped with a message where it is missing, a failure
//! when `CI` is set. Each soffice call converts several files at once and
//! takes about two seconds; the suite makes six.

#[path = "../support/mod.rs"]
mod support;

mod cases;
mod soffice;
mod status;

mod formulas;
mod round_trip;
