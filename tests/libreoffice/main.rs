//! Round trips through the real LibreOffice: our .xlsx converted to .ods
//! (read by the library and by `sheetdoku solve`), our own .ods opened by
//! Calc (its clash rules and validation taken), workbooks from both edited
//! as a user would, PDF export of both (page breaks kept), and the values
//! of every cell of both (CSV of each sheet, with and without
//! recalculation on load), self-checking status cells included.
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
mod printing;
mod round_trip;
