//! The rules of a puzzle as data, one file per family of rules: `units.rs`
//! the all-different units (rows, columns, blocks, diagonals, extra
//! regions), `cage.rs` killer cages. A family's file holds its data, its names and its own
//! validation with located errors; this file the closed [`Constraint`] enum
//! that dispatches to them, and the typed [`ConstraintId`].
//!
//! Every module that must handle each kind of rule (the BLP, the engine,
//! the checker, the rater, the writers) matches on [`Constraint`] without a
//! catch-all arm, so a new kind makes the compiler name each place that must
//! learn it. For that reason the enum is not `#[non_exhaustive]`: a new kind
//! is a deliberate, breaking change of every layer (see
//! `docs/adding-a-rule.md`).

mod cage;
mod units;

use crate::grid::CellNamer;

pub use cage::{Cage, CageError};
pub use units::{Unit, UnitError, UnitKind};

/// One rule of a puzzle.
///
/// ```
/// use sheetdoku::{Constraint, Diagonals, Geometry, UnitKind};
/// let g = Geometry::standard(4).unwrap().with_diagonals(Diagonals::Both);
/// // Four rows, four columns, four blocks and two diagonals.
/// assert_eq!(g.constraints().len(), 14);
/// let (mut diagonals, mut cages) = (0, 0);
/// for constraint in g.constraints() {
///     match constraint {
///         Constraint::AllDifferent(unit) => {
///             assert_eq!(unit.cells.len(), 4);
///             diagonals += usize::from(unit.kind == UnitKind::MainDiagonal);
///         }
///         Constraint::Cage(_) => cages += 1,
///     }
/// }
/// assert_eq!((diagonals, cages), (1, 0));
/// ```
///
/// Not `#[non_exhaustive]`, on purpose: each layer (the BLP rows, the
/// engine, the checker, the model sheet and the pages) matches on it
/// exhaustively, so a new kind of rule is named by the compiler at every
/// place it must reach, in this crate and in `sheetdoku-io` alike.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Constraint {
    /// The unit's cells hold every digit `1..=n` exactly once.
    AllDifferent(Unit),
    /// A killer cage: its cells hold different digits adding up to its sum.
    Cage(Cage),
}

impl Constraint {
    /// The cells the rule is about, in increasing order.
    pub fn cells(&self) -> &[usize] {
        match self {
            Constraint::AllDifferent(unit) => &unit.cells,
            Constraint::Cage(cage) => &cage.cells,
        }
    }

    /// A human name, cells named with `namer` on a grid of size `n`: "row
    /// 4", "extra block 2", "the cage of 14 at B3".
    pub fn name(&self, n: usize, namer: &CellNamer) -> String {
        match self {
            Constraint::AllDifferent(unit) => unit.name(namer),
            Constraint::Cage(cage) => cage.name(n, namer),
        }
    }

    /// Whether the rule says only "these cells differ": a unit. Rating
    /// techniques that rest on uniqueness patterns are sound only where
    /// every rule is of this kind.
    pub fn is_all_different(&self) -> bool {
        match self {
            Constraint::AllDifferent(_) => true,
            Constraint::Cage(_) => false,
        }
    }

    /// Checks the rule for a grid of size `n`, each family by its own file.
    pub(crate) fn validate(&self, n: usize) -> Result<(), ConstraintError> {
        match self {
            Constraint::AllDifferent(unit) => unit.validate(n).map_err(ConstraintError::Unit),
            Constraint::Cage(cage) => cage.validate(n).map_err(ConstraintError::Cage),
        }
    }
}

/// Why a rule cannot be added to a geometry, by family.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum ConstraintError {
    /// A unit is refused.
    Unit(UnitError),
    /// A cage is refused.
    Cage(CageError),
}

impl ConstraintError {
    /// The message, naming cells with `namer` on a grid of size `n`.
    pub fn describe(&self, n: usize, namer: &CellNamer) -> String {
        match self {
            ConstraintError::Unit(e) => e.describe(n, namer),
            ConstraintError::Cage(e) => e.describe(n, namer),
        }
    }
}

/// Which rule of a geometry: an index into [`Geometry::constraints`]
/// (`crate::Geometry`), valid for the geometry it came from.
///
/// [`Geometry::constraints`]: crate::Geometry::constraints
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct ConstraintId(pub(crate) usize);

impl ConstraintId {
    /// The position in [`Geometry::constraints`](crate::Geometry::constraints).
    pub fn index(self) -> usize {
        self.0
    }
}

/// `cell` named with `namer` on a grid of size `n`, or "cell number 99"
/// when it is not a cell of the grid (a refused rule may name one).
fn cell_or_number(n: usize, namer: &CellNamer, cell: usize) -> String {
    if cell < n * n {
        namer.cell(n, cell)
    } else {
        format!("cell number {cell}")
    }
}
