//! The bad-input catalogue, library level: one module per kind of bad
//! input. Every bad file, sheet, cell, block map or size gives
//! a typed error with a located message that says what would be valid, and
//! random grids never make the library panic. (tests/cli/bad_input.rs
//! checks the same inputs at the command line: exit codes and what the
//! user sees.)

mod cells;
mod common;
mod files;
mod maps;
mod random;
mod sheets;
mod sizes;
