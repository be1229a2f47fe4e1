//! How `generate` writes each puzzle as a line of text (printed, and in a
//! `.txt` output): sheetdoku's puzzle line, or a link that opens the
//! puzzle in f-puzzles or SudokuPad.

use anyhow::Result;
use clap::ValueEnum;
use sheetdoku::write::{fpuzzles_links, puzzle_line};
use sheetdoku::{Geometry, Grid};

/// The form of each puzzle's line.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, ValueEnum)]
pub enum LineFormat {
    /// sheetdoku's puzzle line: the givens, then the variant's fields.
    #[default]
    Line,
    /// A link that opens the puzzle in f-puzzles
    /// (https://f-puzzles.com/?load=...).
    Fpuzzles,
    /// A link that opens the puzzle in SudokuPad
    /// (https://sudokupad.app/fpuzzles...).
    Sudokupad,
}

impl LineFormat {
    /// The puzzle's line in this form; every form reads back with solve,
    /// rate and worksheet.
    pub fn line(self, geometry: &Geometry, givens: &Grid) -> Result<String> {
        Ok(match self {
            LineFormat::Line => puzzle_line(geometry, givens)?,
            LineFormat::Fpuzzles => fpuzzles_links(geometry, givens, None)?.fpuzzles,
            LineFormat::Sudokupad => fpuzzles_links(geometry, givens, None)?.sudokupad,
        })
    }
}
