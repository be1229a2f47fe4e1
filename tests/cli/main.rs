//! The command line, end to end: one test binary, one module per area.

mod bad_input;
mod batch;
mod common;
mod explain;
mod generate;
mod ods;
mod solve;
