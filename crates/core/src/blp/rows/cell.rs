//! The rows "one digit per cell": `Σ_k x_ijk = 1` (the paper's (5)).

use super::{Builder, Row, RowKind, Sense};

/// Adds the row of every cell not decided without a variable.
pub(crate) fn add_all(b: &mut Builder<'_>) {
    for cell in 0..b.n * b.n {
        if b.fixed.get(cell) != 0 {
            continue;
        }
        let vars: Vec<usize> = (1..=b.n as u8).filter_map(|d| b.var(cell, d)).collect();
        b.rows
            .push(Row::ones(RowKind::Cell(cell), vars, Sense::Eq, 1));
    }
}

/// The LP file's name of the row of `cell`: "cell_1_2".
pub(super) fn name(n: usize, cell: usize) -> String {
    format!("cell_{}_{}", cell / n + 1, cell % n + 1)
}
