//! The error of a cell, a position or a digit outside a grid.

use sheetdoku_i18n::text_with;
use std::fmt;

use crate::a1::a1;

/// A cell, a position or a digit outside a grid or geometry, as the
/// checked forms ([`Grid::try_set`], [`Grid::get_checked`],
/// [`Geometry::block_of_checked`](crate::Geometry::block_of_checked), ...)
/// report it, and a grid made from cells ([`Grid::from_cells`]) that do
/// not fit its size.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum OutOfRange {
    /// The cell index is not below the cell count.
    Cell {
        /// The index given.
        cell: usize,
        /// The cells of the grid (`n * n`).
        cells: usize,
    },
    /// The row or the column is not below the size.
    Position {
        /// The row given (0-based).
        row: usize,
        /// The column given (0-based).
        column: usize,
        /// The size `n`.
        size: usize,
    },
    /// The digit is above the size.
    Digit {
        /// The digit given.
        digit: u8,
        /// The size `n`.
        size: usize,
    },
    /// A cell of a grid being made holds a digit above the size
    /// ([`Grid::from_cells`]).
    DigitAt {
        /// The cell (index, row by row).
        cell: usize,
        /// The digit it holds.
        digit: u8,
        /// The size `n`.
        size: usize,
    },
    /// Not `n * n` cells for a grid of size `n` ([`Grid::from_cells`]).
    Cells {
        /// The cells given.
        given: usize,
        /// The size `n`.
        size: usize,
    },
    /// A grid of another size than the one it goes with.
    Size {
        /// The size expected (of the grid or geometry asked).
        expected: usize,
        /// The size given.
        found: usize,
    },
}

impl OutOfRange {
    /// `cell` outside a grid of size `n`.
    pub(crate) fn cell(cell: usize, n: usize) -> Self {
        OutOfRange::Cell { cell, cells: n * n }
    }
}

impl fmt::Display for OutOfRange {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            OutOfRange::Cell { cell, cells } => {
                write!(f, "cell {cell} is outside the grid of {cells} cells")
            }
            OutOfRange::Position { row, column, size } => write!(
                f,
                "row {row}, column {column} (from 0) is outside the {size}x{size} grid"
            ),
            OutOfRange::Digit { digit, size } => {
                write!(f, "digit {digit} is above the size {size}")
            }
            OutOfRange::DigitAt { cell, digit, size } => f.write_str(&text_with(
                "range-digit-at",
                &[
                    ("cell", &a1(cell / size.max(1), cell % size.max(1))),
                    ("digit", &digit.to_string()),
                    ("size", &size.to_string()),
                ],
            )),
            OutOfRange::Cells { given, size } => f.write_str(&text_with(
                "range-cells",
                &[
                    ("size", &size.to_string()),
                    ("cells", &(size * size).to_string()),
                    ("given", &given.to_string()),
                ],
            )),
            OutOfRange::Size { expected, found } => {
                write!(
                    f,
                    "a {found}x{found} grid where a {expected}x{expected} one goes"
                )
            }
        }
    }
}

impl std::error::Error for OutOfRange {}
