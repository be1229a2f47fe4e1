//! Why a grid size, block map, extra region map or rule cannot make a
//! puzzle, with each message written once: [`GeometryError::describe`] names cells as the
//! spreadsheet does, and `Display` is that message with the default names.

use std::fmt;

use super::{ConstraintError, Variant, MAX_SIZE, MIN_SIZE};
use crate::grid::CellNamer;

/// Why a grid size, block map, extra region map or rule cannot make a
/// puzzle.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum GeometryError {
    /// The size is outside `MIN_SIZE..=MAX_SIZE`.
    UnsupportedSize(usize),
    /// The size has no regular box shape (a prime size): a block map is needed.
    NoBoxShape(usize),
    /// The map has the wrong number of cells.
    MapSize {
        /// Which map.
        what: &'static str,
        /// Cells found.
        found: usize,
        /// Cells expected (`n * n`).
        expected: usize,
    },
    /// The block map does not split the grid into `n` regions of `n` cells.
    NotAPartition {
        /// Grid size.
        n: usize,
        /// Every region label with its cells, in label order.
        regions: Vec<(u32, Vec<usize>)>,
    },
    /// A region of the block map is not connected.
    Disconnected {
        /// Grid size.
        n: usize,
        /// The region's label.
        label: u32,
        /// A cell of the region.
        first: usize,
        /// Cells not reachable from `first` inside the region.
        cut_off: Vec<usize>,
    },
    /// An extra region does not have `n` cells.
    ExtraRegionSize {
        /// Grid size.
        n: usize,
        /// The region's label.
        label: u32,
        /// Its cells.
        cells: Vec<usize>,
    },
    /// Boxes of `rows x cols` do not tile the grid (`rows * cols != n`).
    BoxesDoNotTile {
        /// Grid size.
        n: usize,
        /// Rows of a box.
        rows: usize,
        /// Columns of a box.
        cols: usize,
    },
    /// The variant has irregular blocks, and no block map was given.
    NeedsBlockMap(Variant),
    /// The variant has extra regions of its own shape, and no extra region
    /// map was given.
    NeedsExtraMap(Variant),
    /// Windoku's extra blocks need square boxes; this size has none.
    WindokuNeedsSquareBoxes(usize),
    /// A rule added one by one is refused by its family.
    Constraint {
        /// Grid size.
        n: usize,
        /// Why.
        error: ConstraintError,
    },
    /// Something else a caller's variant needs that the grid does not have,
    /// in the caller's words.
    Variant(String),
}

impl GeometryError {
    /// The message, naming cells with `namer` (so they match the spreadsheet).
    pub fn describe(&self, namer: &CellNamer) -> String {
        self.describe_labelled(namer, &|label| label.to_string())
    }

    /// The message, naming cells with `namer` and regions with `label`
    /// (the teacher's own labels, such as the letters of a block map).
    pub fn describe_labelled(&self, namer: &CellNamer, label: &dyn Fn(u32) -> String) -> String {
        match self {
            GeometryError::UnsupportedSize(n) => {
                format!("a {n}x{n} grid is not supported (sizes {MIN_SIZE} to {MAX_SIZE})")
            }
            GeometryError::NoBoxShape(n) => {
                format!("a {n}x{n} grid has no regular box shape; give a block map (sheet B)")
            }
            GeometryError::MapSize {
                what,
                found,
                expected,
            } => format!("the {what} has {found} cells, expected {expected}"),
            GeometryError::NotAPartition { n, regions } => {
                describe_partition(n, regions, namer, label)
            }
            GeometryError::Disconnected {
                n,
                label: region,
                first,
                cut_off,
            } => format!(
                "region {} of the block map is not connected: {} is cut off from {}",
                label(*region),
                namer.cells(*n, cut_off),
                namer.cell(*n, *first)
            ),
            GeometryError::ExtraRegionSize {
                n,
                label: region,
                cells,
            } => format!(
                "extra region {} has {} cells ({}), every extra region must have {n}",
                label(*region),
                cells.len(),
                namer.cells(*n, cells)
            ),
            GeometryError::BoxesDoNotTile { n, rows, cols } => {
                format!("boxes of {rows}x{cols} do not tile a {n}x{n} grid")
            }
            GeometryError::NeedsBlockMap(variant) => {
                format!("the {variant} variant needs a block map")
            }
            GeometryError::NeedsExtraMap(variant) => {
                format!("the {variant} variant needs an extra region map")
            }
            GeometryError::WindokuNeedsSquareBoxes(n) => {
                format!("Windoku needs square boxes (4x4, 9x9, 16x16, 25x25), not {n}x{n}")
            }
            GeometryError::Constraint { n, error } => {
                format!("a rule cannot be added: {}", error.describe(*n, namer))
            }
            GeometryError::Variant(message) => message.clone(),
        }
    }
}

/// The message with cells named in A1 notation (the default namer).
impl fmt::Display for GeometryError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.describe(&CellNamer::default()))
    }
}

impl std::error::Error for GeometryError {}

fn describe_partition(
    n: &usize,
    regions: &[(u32, Vec<usize>)],
    namer: &CellNamer,
    label: &dyn Fn(u32) -> String,
) -> String {
    let n = *n;
    let mut parts = Vec::new();
    for (region, cells) in regions {
        if cells.len() != n {
            parts.push(format!(
                "region {} has {} cells ({})",
                label(*region),
                cells.len(),
                namer.cells(n, cells)
            ));
        }
    }
    let count = if regions.len() != n {
        format!("the block map has {} regions, ", regions.len())
    } else {
        String::new()
    };
    format!(
        "the block map is not a partition into {n} regions of {n} cells: {count}{}",
        parts.join("; ")
    )
}
