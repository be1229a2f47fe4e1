//! The command line, end to end: one test binary, one module per area.

mod bad_input;
mod batch;
mod check;
mod common;
mod count;
mod explain;
mod explore;
mod extension;
mod flag_hints;
mod generate;
mod json;
mod kept;
mod lang;
mod limits;
mod marking;
mod ods;
mod output;
mod pages;
mod pupil;
mod select;
mod solve;
mod steps;
mod template;
mod title;
