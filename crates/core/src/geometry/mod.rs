//! The one abstraction every variant shares: an `n x n` grid, its region
//! maps, and a list of constraints. The first (for now the only) kind of
//! constraint is "all different": a unit, which must hold every digit
//! `1..=n` exactly once.
//!
//! Rows, columns, the blocks of the block map `B`, the two diagonals (Sudoku X)
//! and the extra regions of `B̄` (Windoku) are all just units. The BLP, the
//! native engine, the checker, the generator and the writer work from this list,
//! so a jigsaw is simply another block map.

//!
//! One job a file: `variant.rs` the names users type, made of what a variant
//! contains, `constraint.rs` the kinds of rule, `error.rs` why a map is
//! refused (each message written once), `build.rs` making and checking a
//! geometry, `windoku.rs` Windoku's map, `connectivity.rs` whether a region
//! hangs together; this file the geometry itself and what it says of its
//! units.

mod build;
mod connectivity;
mod constraint;
mod error;
mod variant;
mod windoku;

use crate::grid::CellNamer;

pub use build::box_shape;
pub use constraint::Constraint;
pub use error::GeometryError;
pub use variant::{Blocks, Extra, Variant};
pub use windoku::windoku_map;
// The sizes belong to the symbols digits are written with (grid.rs); named
// here too, where the sizes are checked.
pub use crate::grid::{MAX_SIZE, MIN_SIZE};

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

/// A set of `n` cells that must hold every digit exactly once.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Unit {
    /// Which rule the unit comes from.
    pub kind: UnitKind,
    /// 1-based number of the unit within its kind (row 4, block 5, extra block 2).
    pub number: usize,
    /// The cells of the unit as indices `row * n + col`, in increasing order.
    pub cells: Vec<usize>,
}

/// An `n x n` grid with its region maps and its constraints. Cheap to clone
/// relative to solving; build once per puzzle.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Geometry {
    n: usize,
    box_shape: Option<(usize, usize)>,
    blocks: Vec<u8>,
    extra: Vec<u8>,
    /// Every rule; the all-different ones first, in the order of `units`.
    constraints: Vec<Constraint>,
    /// The units of the all-different constraints (a view kept for lookups
    /// by index).
    units: Vec<Unit>,
    cell_units: Vec<Vec<usize>>,
}

impl Geometry {
    /// The size `n` (digits are `1..=n`).
    pub fn size(&self) -> usize {
        self.n
    }

    /// Number of cells, `n * n`.
    pub fn cell_count(&self) -> usize {
        self.n * self.n
    }

    /// Every rule of the puzzle. The all-different constraints come first,
    /// in the order of [`Geometry::units`], so constraint `i` is unit `i`
    /// for every `i < units().len()`. Code that must handle every kind of
    /// rule matches on these.
    pub fn constraints(&self) -> &[Constraint] {
        &self.constraints
    }

    /// The units of the all-different constraints: rows, then columns,
    /// blocks, diagonals, extra regions.
    pub fn units(&self) -> &[Unit] {
        &self.units
    }

    /// Indices into [`Geometry::units`] of the units that contain `cell`.
    pub fn units_of(&self, cell: usize) -> &[usize] {
        &self.cell_units[cell]
    }

    /// The block (0-based region index) of `cell`.
    pub fn block_of(&self, cell: usize) -> usize {
        self.blocks[cell] as usize
    }

    /// The block map, one 0-based region index per cell.
    pub fn block_map(&self) -> &[u8] {
        &self.blocks
    }

    /// The extra region (1-based) of `cell`, if any.
    pub fn extra_of(&self, cell: usize) -> Option<usize> {
        match self.extra[cell] {
            0 => None,
            e => Some(e as usize),
        }
    }

    /// The extra region map: 0 = none, else the 1-based extra region.
    pub fn extra_map(&self) -> &[u8] {
        &self.extra
    }

    /// Whether the geometry has any extra regions.
    pub fn has_extra_regions(&self) -> bool {
        self.extra.iter().any(|&e| e != 0)
    }

    /// Whether both diagonals are units.
    pub fn has_diagonals(&self) -> bool {
        self.units.iter().any(|u| u.kind == UnitKind::MainDiagonal)
    }

    /// `Some((rows, cols))` when the blocks are the regular boxes.
    pub fn box_shape(&self) -> Option<(usize, usize)> {
        self.box_shape
    }

    /// The variant this geometry is, from what it contains: extra regions
    /// are [`Extra::Windoku`] only when they have Windoku's shape.
    ///
    /// ```
    /// use sheetdoku::{Extra, Geometry, Variant};
    /// let w = Geometry::for_variant(Variant::WINDOKU, 9, None).unwrap();
    /// assert_eq!(w.variant(), Variant::WINDOKU);
    /// let mut corner = vec![0u32; 16];
    /// for c in [0, 1, 4, 5] {
    ///     corner[c] = 1;
    /// }
    /// let g = Geometry::standard(4).unwrap().with_extra_regions(&corner).unwrap();
    /// assert_eq!(g.variant().extra, Extra::Regions);
    /// assert_eq!(g.variant().name(), "extra-regions");
    /// ```
    pub fn variant(&self) -> Variant {
        let blocks = match self.box_shape {
            Some(_) => Blocks::Boxes,
            None => Blocks::Jigsaw,
        };
        let extra = if !self.has_extra_regions() {
            Extra::None
        } else if self.is_windoku_layout() {
            Extra::Windoku
        } else {
            Extra::Regions
        };
        Variant::new(blocks, self.has_diagonals(), extra)
    }

    /// Whether the extra regions are exactly Windoku's.
    pub fn is_windoku_layout(&self) -> bool {
        windoku_map(self.n).is_some_and(|w| build::same_partition(&w, &self.extra))
    }

    /// Every cell that shares a unit with `cell` (not `cell` itself), sorted.
    pub fn peers(&self, cell: usize) -> Vec<usize> {
        let mut peers: Vec<usize> = self.cell_units[cell]
            .iter()
            .flat_map(|&u| self.units[u].cells.iter().copied())
            .filter(|&c| c != cell)
            .collect();
        peers.sort_unstable();
        peers.dedup();
        peers
    }

    /// A human name for unit `u`, with rows and columns named as in the
    /// spreadsheet: "row 4", "column C", "block 5", "region 7", "main
    /// diagonal", "anti-diagonal", "extra block 2".
    pub fn unit_name(&self, u: usize, namer: &CellNamer) -> String {
        let unit = &self.units[u];
        match unit.kind {
            UnitKind::Row => format!("row {}", namer.row_label(unit.number - 1)),
            UnitKind::Column => format!("column {}", namer.column_label(unit.number - 1)),
            UnitKind::Block => format!("block {}", unit.number),
            UnitKind::Region => format!("region {}", unit.number),
            UnitKind::MainDiagonal => "main diagonal".to_string(),
            UnitKind::AntiDiagonal => "anti-diagonal".to_string(),
            UnitKind::Extra => format!("extra block {}", unit.number),
        }
    }

    /// The name a printed page shows, made of the variant's parts: "9x9
    /// Sudoku", "9x9 Sudoku X", "9x9 Windoku", "9x9 Jigsaw Sudoku X", "9x9
    /// Jigsaw Windoku", "9x9 Sudoku with extra regions".
    ///
    /// ```
    /// use sheetdoku::{Geometry, Variant};
    /// let g = Geometry::for_variant(Variant::X, 9, None).unwrap();
    /// assert_eq!(g.title(), "9x9 Sudoku X");
    /// ```
    pub fn title(&self) -> String {
        let v = self.variant();
        let mut name = String::new();
        if v.blocks == Blocks::Jigsaw {
            name.push_str("Jigsaw ");
        }
        name.push_str(match v.extra {
            Extra::Windoku => "Windoku",
            Extra::None | Extra::Regions => "Sudoku",
        });
        if v.diagonals {
            name.push_str(" X");
        }
        if v.extra == Extra::Regions {
            name.push_str(" with extra regions");
        }
        format!("{n}x{n} {name}", n = self.n)
    }

    /// A short description: "9x9 Windoku X (3x3 boxes, 4 extra blocks)".
    ///
    /// ```
    /// use sheetdoku::{Geometry, Variant};
    /// let g = Geometry::for_variant(Variant::WINDOKU_X, 9, None).unwrap();
    /// assert_eq!(g.describe(), "9x9 Windoku X (3x3 boxes, 4 extra blocks)");
    /// assert_eq!(Geometry::standard(4).unwrap().describe(), "4x4 standard (2x2 boxes)");
    /// ```
    pub fn describe(&self) -> String {
        let v = self.variant();
        let words: Vec<&str> = [
            (v.blocks == Blocks::Jigsaw).then_some("jigsaw"),
            match v.extra {
                Extra::None => None,
                Extra::Windoku => Some("Windoku"),
                Extra::Regions => Some("extra-region"),
            },
        ]
        .into_iter()
        .flatten()
        .collect();
        let name = match (words.is_empty(), v.diagonals) {
            (true, false) => "standard".to_string(),
            (true, true) => "Sudoku X".to_string(),
            (false, false) => words.join(" "),
            (false, true) => format!("{} X", words.join(" ")),
        };
        let blocks = match self.box_shape {
            Some((r, c)) => format!("{r}x{c} boxes"),
            None => "irregular regions".to_string(),
        };
        let extra = self.extra.iter().copied().max().unwrap_or(0);
        let extra = match extra {
            0 => String::new(),
            1 => ", 1 extra block".to_string(),
            _ => format!(", {extra} extra blocks"),
        };
        format!("{n}x{n} {name} ({blocks}{extra})", n = self.n)
    }
}

#[cfg(test)]
mod tests;
