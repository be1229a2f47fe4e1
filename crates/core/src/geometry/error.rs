//! Why a grid size, block map, extra region map or rule cannot make a
//! puzzle, with each message written once: [`GeometryError::describe`] names cells as the
//! spreadsheet does, and `Display` is that message with the default names.

use std::fmt;

use super::{ConstraintError, Variant, MAX_SIZE, MIN_SIZE};
use crate::grid::CellNamer;
use sheetdoku_i18n::text_with;

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
        let num = |k: usize| k.to_string();
        match self {
            GeometryError::UnsupportedSize(n) => text_with(
                "geo-size",
                &[
                    ("n", &num(*n)),
                    ("min", &num(MIN_SIZE)),
                    ("max", &num(MAX_SIZE)),
                ],
            ),
            GeometryError::NoBoxShape(n) => text_with("geo-no-box-shape", &[("n", &num(*n))]),
            GeometryError::MapSize {
                what,
                found,
                expected,
            } => text_with(
                match *what {
                    EXTRA_MAP => "geo-map-size-extra",
                    _ => "geo-map-size-block",
                },
                &[("found", &num(*found)), ("expected", &num(*expected))],
            ),
            GeometryError::NotAPartition { n, regions } => {
                describe_partition(n, regions, namer, label)
            }
            GeometryError::Disconnected {
                n,
                label: region,
                first,
                cut_off,
            } => text_with(
                "geo-disconnected",
                &[
                    ("label", &label(*region)),
                    ("cut", &namer.cells(*n, cut_off)),
                    ("first", &namer.cell(*n, *first)),
                ],
            ),
            GeometryError::ExtraRegionSize {
                n,
                label: region,
                cells,
            } => text_with(
                "geo-extra-size",
                &[
                    ("label", &label(*region)),
                    ("count", &num(cells.len())),
                    ("cells", &namer.cells(*n, cells)),
                    ("n", &num(*n)),
                ],
            ),
            GeometryError::BoxesDoNotTile { n, rows, cols } => text_with(
                "geo-boxes-tile",
                &[
                    ("n", &num(*n)),
                    ("rows", &num(*rows)),
                    ("cols", &num(*cols)),
                ],
            ),
            GeometryError::NeedsBlockMap(variant) => {
                text_with("geo-needs-block-map", &[("variant", &variant.to_string())])
            }
            GeometryError::NeedsExtraMap(variant) => {
                text_with("geo-needs-extra-map", &[("variant", &variant.to_string())])
            }
            GeometryError::WindokuNeedsSquareBoxes(n) => {
                text_with("geo-windoku-square", &[("n", &num(*n))])
            }
            GeometryError::Constraint { n, error } => {
                text_with("geo-rule", &[("why", &error.describe(*n, namer))])
            }
            GeometryError::Variant(message) => message.clone(),
        }
    }
}

/// The `what` of [`GeometryError::MapSize`] for the extra region map (the
/// block map's is [`BLOCK_MAP`]).
pub(crate) const EXTRA_MAP: &str = "extra region map";
/// The `what` of [`GeometryError::MapSize`] for the block map.
pub(crate) const BLOCK_MAP: &str = "block map";

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
    if regions.len() != n {
        parts.push(text_with(
            "geo-partition-count",
            &[("count", &regions.len().to_string())],
        ));
    }
    for (region, cells) in regions {
        if cells.len() != n {
            parts.push(text_with(
                "geo-partition-region",
                &[
                    ("label", &label(*region)),
                    ("count", &cells.len().to_string()),
                    ("cells", &namer.cells(n, cells)),
                ],
            ));
        }
    }
    text_with(
        "geo-partition",
        &[("n", &n.to_string()), ("parts", &parts.join("; "))],
    )
}
