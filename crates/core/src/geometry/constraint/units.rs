//! The first family of rules: units, sets of `n` cells that hold every digit
//! `1..=n` exactly once (rows, columns, blocks, diagonals, extra regions).
//! Their data, their names and why a unit is refused.

use crate::grid::CellNamer;

/// What kind of rule a unit comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum UnitKind {
    /// A row of the grid.
    Row,
    /// A column of the grid.
    Column,
    /// A regular `r x c` box of the standard block map.
    Block,
    /// A region of an irregular (jigsaw) block map.
    Region,
    /// The main diagonal, top-left to bottom-right.
    MainDiagonal,
    /// The anti-diagonal, top-right to bottom-left.
    AntiDiagonal,
    /// An extra region of the map `B̄` (Windoku's four extra blocks).
    Extra,
}

impl UnitKind {
    /// The kind's name in the plural: "rows", "extra regions".
    pub fn plural(self) -> &'static str {
        match self {
            UnitKind::Row => "rows",
            UnitKind::Column => "columns",
            UnitKind::Block => "blocks",
            UnitKind::Region => "regions",
            UnitKind::MainDiagonal | UnitKind::AntiDiagonal => "diagonals",
            UnitKind::Extra => "extra regions",
        }
    }
}

/// A set of `n` cells that must hold every digit exactly once.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Unit {
    /// Which rule the unit comes from.
    pub kind: UnitKind,
    /// 1-based number of the unit within its kind (row 4, block 5, extra block 2).
    pub number: usize,
    /// The cells of the unit as indices `row * n + col`, in increasing order.
    pub cells: Vec<usize>,
}

impl Unit {
    /// The unit with its cells moved (cell `c` to `to[c]`), sorted again;
    /// its kind and number stay.
    pub fn moved(&self, to: &[usize]) -> Unit {
        let mut cells: Vec<usize> = self.cells.iter().map(|&c| to[c]).collect();
        cells.sort_unstable();
        Unit {
            cells,
            ..self.clone()
        }
    }

    /// A human name, with rows and columns named as in the spreadsheet:
    /// "row 4", "column C", "block 5", "region 7", "main diagonal",
    /// "anti-diagonal", "extra block 2".
    pub fn name(&self, namer: &CellNamer) -> String {
        match self.kind {
            UnitKind::Row => format!("row {}", namer.row_label(self.number - 1)),
            UnitKind::Column => format!("column {}", namer.column_label(self.number - 1)),
            UnitKind::Block => format!("block {}", self.number),
            UnitKind::Region => format!("region {}", self.number),
            UnitKind::MainDiagonal => "main diagonal".to_string(),
            UnitKind::AntiDiagonal => "anti-diagonal".to_string(),
            UnitKind::Extra => format!("extra block {}", self.number),
        }
    }

    /// Checks a unit for a grid of size `n`: `n` different cells of the
    /// grid, in increasing order.
    pub(crate) fn validate(&self, n: usize) -> Result<(), UnitError> {
        if let Some(&cell) = self.cells.iter().find(|&&c| c >= n * n) {
            return Err(UnitError::OutsideGrid { cell });
        }
        if let Some(pair) = self.cells.windows(2).find(|w| w[0] >= w[1]) {
            return Err(if pair[0] == pair[1] {
                UnitError::RepeatedCell { cell: pair[0] }
            } else {
                UnitError::NotSorted
            });
        }
        if self.cells.len() != n {
            return Err(UnitError::WrongCount {
                found: self.cells.len(),
            });
        }
        Ok(())
    }
}

/// Why a unit cannot be a rule of a grid.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum UnitError {
    /// A cell index is not a cell of the grid.
    OutsideGrid {
        /// The index.
        cell: usize,
    },
    /// A cell is listed twice.
    RepeatedCell {
        /// The cell.
        cell: usize,
    },
    /// The cells are not in increasing order.
    NotSorted,
    /// The unit does not have `n` cells.
    WrongCount {
        /// Cells found.
        found: usize,
    },
    /// Rows, columns, blocks and diagonals come from the size, the block
    /// map and the variant; only extra regions can be added one by one.
    FromTheMaps(UnitKind),
    /// An added extra region shares a cell with an extra region the
    /// geometry already has (the extra region map holds one region a cell).
    OverlapsExtra {
        /// The shared cell.
        cell: usize,
        /// The extra region (1-based) that holds it already.
        region: usize,
    },
}

impl UnitError {
    /// The message, naming cells with `namer` on a grid of size `n`.
    pub fn describe(&self, n: usize, namer: &CellNamer) -> String {
        let cell = |c: usize| super::cell_or_number(n, namer, c);
        match self {
            UnitError::OutsideGrid { cell } => {
                format!("cell number {cell} is outside the {n}x{n} grid")
            }
            UnitError::RepeatedCell { cell: c } => format!("{} is listed twice", cell(*c)),
            UnitError::NotSorted => "the cells are not in increasing order".to_string(),
            UnitError::WrongCount { found } => {
                format!("it has {found} cells; a unit of a {n}x{n} grid has {n}")
            }
            UnitError::FromTheMaps(kind) => format!(
                "{} come from the size, the block map and the variant; \
                 only extra regions can be added one by one",
                kind.plural()
            ),
            UnitError::OverlapsExtra { cell: c, region } => {
                format!("{} is already in extra region {region}", cell(*c))
            }
        }
    }
}
