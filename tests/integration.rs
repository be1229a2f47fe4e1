//! The integration tests: one test binary, one module per area (a folder
//! with its `mod.rs` where an area has several files), and the helpers
//! several areas share as modules of their own (`support`, `hostile`,
//! `odd_text`, and `cli::pupil`, `marking::{class, actions}`,
//! `read_generated::{shape, write}`). `cargo test --test integration
//! cli::solve::` runs one area's tests.
//!
//! The root is not named `main.rs` so that a property test's saved cases
//! stay beside its source: proptest keeps them in
//! `FILE.proptest-regressions` when no folder above the source holds a
//! `main.rs` or `lib.rs` (`tests/no_panic.proptest-regressions`,
//! `tests/bad_input/random.proptest-regressions`), and in a
//! `proptest-regressions/` folder beside that folder when one does.

// Helpers shared by several areas.
mod hostile;
mod odd_text;
mod support;

mod agreement;
mod bad_input;
mod blp;
mod cancel;
mod cli;
mod embedding;
mod library_surface;
mod libreoffice;
mod lines;
mod marking;
mod marks;
mod no_panic;
mod no_total;
mod public_puzzles;
mod read_cages;
mod read_evidence;
mod read_families;
mod read_generated;
mod read_maps;
mod read_ods;
mod read_sheets;
mod read_sparse;
mod read_teacher_inputs;
mod read_text;
mod serde;
mod sums;
mod templates;
mod valid_xml;
