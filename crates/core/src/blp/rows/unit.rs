//! The rows of an all-different unit: for each digit `k`, `Σ over the
//! unit's cells x_ijk = 1` (the paper's (2)-(4) and (7)-(9)).

use super::{Builder, Row, RowKind, Sense};
use crate::geometry::{Constraint, ConstraintId, Geometry, Unit, UnitKind};

/// Adds the unit's rows: one per digit not already placed in it by a fixed
/// cell; a digit with no variable left makes the model infeasible.
pub(crate) fn add(b: &mut Builder<'_>, id: ConstraintId, unit: &Unit) {
    for d in 1..=b.n as u8 {
        if unit.cells.iter().any(|&c| b.fixed.get(c) == d) {
            continue; // satisfied by a fixed cell
        }
        let vars: Vec<usize> = unit.cells.iter().filter_map(|&c| b.var(c, d)).collect();
        if vars.is_empty() {
            b.infeasible = true;
        }
        let kind = RowKind::AllDifferent {
            constraint: id,
            digit: d,
        };
        b.rows.push(Row::ones(kind, vars, Sense::Eq, 1));
    }
}

/// The LP file's name of the row of `digit` in rule `id`: "row4_d7",
/// "block2_d1", "diag_d3".
pub(super) fn name(geometry: &Geometry, id: ConstraintId, digit: u8) -> String {
    // `if let`: a row of this file always comes from a unit.
    let prefix = if let Some(Constraint::AllDifferent(u)) = geometry.constraint(id) {
        match u.kind {
            UnitKind::Row => format!("row{}", u.number),
            UnitKind::Column => format!("col{}", u.number),
            UnitKind::Block | UnitKind::Region => format!("block{}", u.number),
            UnitKind::MainDiagonal => "diag".to_string(),
            UnitKind::AntiDiagonal => "anti".to_string(),
            UnitKind::Extra => format!("extra{}", u.number),
        }
    } else {
        format!("rule{}", id.index() + 1)
    };
    format!("{prefix}_d{digit}")
}
