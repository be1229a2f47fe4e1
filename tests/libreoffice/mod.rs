//! Round trips through the real LibreOffice: our .xlsx converted to .ods
//! (read by the library and by `sheetdoku solve`), our own .ods opened by
//! Calc (its clash rules and validation taken), workbooks from both edited
//! as a user would, PDF export of both (page breaks kept), and the values
//! of every cell of both (CSV of each sheet, with and without
//! recalculation on load), self-checking status cells included; printing
//! (only the paper pages, their page numbers, square cells measured on the
//! rendered PDF with poppler's pdftoppm) and the .ods sheet protection kept
//! in Calc's .xlsx.
//!
//! Needs `soffice`: skipped with a message where it is missing, a failure
//! when `CI` is set. Each soffice call converts several files at once and
//! takes a few seconds; the suite makes nine.

mod cases;
mod every_page;
mod extension;
mod formulas;
mod generated;
mod line_status;
mod live_model;
mod mark_status;
mod marking;
mod name_line;
mod no_total_status;
mod odd_text;
mod pages_whole;
mod pasted_text;
mod printing;
mod returned;
mod round_trip;
mod rule_status;
mod same_solution;
mod sandwich_status;
mod soffice;
mod status;
mod sum_status;
