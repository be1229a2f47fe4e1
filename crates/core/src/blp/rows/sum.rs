//! The row of a sum rule (an arrow, a little killer): `Σ_c w_c Σ_k
//! k·x_ck = S` over its cells with [`SumRule::weights`] (an arrow's shaft
//! `+1`, its bulb `-1`, or `-10^k` by position for a bulb of several cells,
//! `S = 0`; a little killer's cells `+1`, `S` its clue). Digits may repeat,
//! so there is no "each digit once" row.

use super::{Builder, Row, RowKind, Sense, Term};
use crate::geometry::{Constraint, ConstraintId, Geometry, SumKind, SumRule};
use crate::grid::CellNamer;

/// Adds the rule's one row. Fixed cells move to the right-hand side; a
/// rule whose every cell is fixed and whose sum is wrong makes the model
/// infeasible.
pub(crate) fn add(b: &mut Builder<'_>, id: ConstraintId, rule: &SumRule) {
    let weights = rule.weights();
    let fixed: i64 = weights
        .iter()
        .map(|&(c, w)| w * i64::from(b.fixed.get(c)))
        .sum();
    let terms: Vec<Term> = weights
        .iter()
        .flat_map(|&(c, w)| (1..=b.n as u8).map(move |d| (c, w, d)))
        .filter_map(|(c, w, d)| {
            b.var(c, d).map(|var| Term {
                var,
                coef: w * i64::from(d),
            })
        })
        .collect();
    let rhs = rule.total() - fixed;
    if terms.is_empty() {
        b.infeasible |= rhs != 0;
    } else {
        b.rows.push(Row {
            kind: RowKind::Sum { constraint: id },
            terms,
            sense: Sense::Eq,
            rhs,
        });
    }
}

/// The LP file's name of a sum row: "arrowA1_sum" from the bulb,
/// "littlekillerB1_sum" from the diagonal's first cell.
pub(super) fn name(geometry: &Geometry, id: ConstraintId) -> String {
    // `if let`: a row of this file always comes from a sum rule.
    let prefix = if let Some(Constraint::Sum(rule)) = geometry.constraint(id) {
        let word = match rule.kind {
            SumKind::Arrow => "arrow",
            SumKind::LittleKiller => "littlekiller",
        };
        let first = rule.cells.first().copied().unwrap_or(0);
        format!(
            "{word}{}",
            CellNamer::default().cell(geometry.size(), first)
        )
    } else {
        format!("rule{}", id.index() + 1)
    };
    format!("{prefix}_sum")
}
