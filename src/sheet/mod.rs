//! Spreadsheets: reading puzzles (and, with the writer, writing results).

// `crate::Error` is large (a located input error); boxing it is the
// lead's call, so the lint is allowed here rather than worked around.
#![allow(clippy::result_large_err)]

mod read;

pub use read::{read_puzzle, read_puzzles, ReadOptions};
