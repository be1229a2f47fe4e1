//! Peško's no-good cut (hypothesis H1) for a known complete grid `x0`:
//! `Σ x0_ijk x_ijk <= (number of such variables) - 1`, so the grid `x0`
//! itself is cut off and every other stays.

use super::{Row, RowKind, Sense};

/// The `index`-th cut (0-based) over `vars`, the variables `x0` sets to 1.
/// With none (every cell fixed) the row reads `0 <= -1`: nothing is left.
pub(crate) fn row(index: usize, vars: Vec<usize>) -> Row {
    let rhs = vars.len() as i64 - 1;
    Row::ones(RowKind::Cut(index), vars, Sense::Le, rhs)
}

/// The LP file's name of the `index`-th cut: "cut1".
pub(super) fn name(index: usize) -> String {
    format!("cut{}", index + 1)
}
