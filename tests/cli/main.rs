//! The command line, end to end: one test binary, one module per area.

mod batch;
mod common;
mod solve;
