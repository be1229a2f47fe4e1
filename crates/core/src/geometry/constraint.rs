//! The rules of a puzzle as data. A geometry is its grid, its maps and a list
//! of constraints; every module that must handle each kind of rule (the BLP,
//! the engine, the checker, the rater, the writers) matches on
//! [`Constraint`] without a catch-all arm, so a new kind makes the compiler
//! name each place that must learn it.

use super::Unit;

/// One rule of a puzzle.
///
/// ```
/// use sheetdoku::{Constraint, Geometry, UnitKind};
/// let g = Geometry::standard(4).unwrap().with_diagonals(true);
/// // Four rows, four columns, four blocks and two diagonals.
/// assert_eq!(g.constraints().len(), 14);
/// let mut diagonals = 0;
/// for constraint in g.constraints() {
///     match constraint {
///         Constraint::AllDifferent(unit) => {
///             assert_eq!(unit.cells.len(), 4);
///             diagonals += usize::from(unit.kind == UnitKind::MainDiagonal);
///         }
///     }
/// }
/// assert_eq!(diagonals, 1);
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Constraint {
    /// The unit's cells hold every digit `1..=n` exactly once.
    AllDifferent(Unit),
}

impl Constraint {
    /// The cells the rule is about, in increasing order.
    pub fn cells(&self) -> &[usize] {
        match self {
            Constraint::AllDifferent(unit) => &unit.cells,
        }
    }
}
