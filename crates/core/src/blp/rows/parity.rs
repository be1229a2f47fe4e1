//! The row of an even/odd cell: `Σ_{k of the wrong parity} x_c,k = 0`, the
//! digits its mark forbids fixed to 0 in one row per rule.

use super::{Builder, Row, RowKind, Sense};
use crate::geometry::{ConstraintId, Geometry, Parity};

/// Adds the mark's row. A fixed cell of the wrong parity makes the model
/// infeasible; a fixed cell of the right one, or a cell whose wrong digits
/// have no variable left, needs no row.
pub(crate) fn add(b: &mut Builder<'_>, id: ConstraintId, parity: &Parity) {
    let cell = parity.cell();
    let fixed = b.fixed.get(cell);
    if fixed != 0 {
        b.infeasible |= !parity.allows(fixed);
        return;
    }
    let vars: Vec<usize> = (1..=b.n as u8)
        .filter(|&d| !parity.allows(d))
        .filter_map(|d| b.var(cell, d))
        .collect();
    if !vars.is_empty() {
        b.rows.push(Row::ones(
            RowKind::Parity { constraint: id },
            vars,
            Sense::Eq,
            0,
        ));
    }
}

/// The LP file's name of the row: "evenB3", "oddC4" (the rule's word and
/// its cell).
pub(super) fn name(geometry: &Geometry, id: ConstraintId) -> String {
    geometry
        .constraint(id)
        .and_then(|rule| rule.text(geometry.size()))
        .map_or_else(
            || format!("rule{}", id.index() + 1),
            |text| text.replace(' ', ""),
        )
}

#[cfg(test)]
mod tests {
    use crate::blp::model::{Build, Model};
    use crate::geometry::{Constraint, Geometry, Parity, ParityKind};
    use crate::grid::Grid;

    #[test]
    fn one_row_fixes_the_wrong_digits_to_zero_and_is_named() {
        let g = Geometry::standard(4)
            .unwrap()
            .with_constraint(Constraint::Parity(Parity::new(ParityKind::Even, 5)))
            .unwrap();
        let model = Model::build(
            &g,
            &Grid::empty(4),
            Build {
                fix_givens: false,
                candidates: None,
            },
        );
        let rows: Vec<_> = model
            .rows
            .iter()
            .filter(|r| matches!(r.kind, super::RowKind::Parity { .. }))
            .collect();
        assert_eq!(rows.len(), 1);
        let digits: Vec<u8> = rows[0]
            .terms
            .iter()
            .map(|t| model.vars[t.var].digit)
            .collect();
        assert_eq!(digits, [1, 3]);
        assert_eq!((rows[0].sense, rows[0].rhs), (super::Sense::Eq, 0));
        assert_eq!(rows[0].kind.name(&g), "evenB2");
    }
}
