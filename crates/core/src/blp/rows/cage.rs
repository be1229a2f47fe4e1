//! The rows of a killer cage: `Σ over the cage's cells Σ_k k·x_ijk = S`,
//! and for each digit `k`, `Σ over the cage's cells x_ijk <= 1` (a cage
//! smaller than `n` cannot hold every digit, so its "each digit once" is
//! "at most once"). A cage without a total has its digit rows only.

use super::{Builder, Row, RowKind, Sense, Term};
use crate::geometry::{Cage, CageSum, Constraint, ConstraintId, Geometry};
use crate::grid::CellNamer;

/// Adds the cage's rows. Fixed cells count towards the sum and use up
/// their digit; a sum the open cells cannot reach, or a digit fixed twice,
/// makes the model infeasible.
pub(crate) fn add(b: &mut Builder<'_>, id: ConstraintId, cage: &Cage) {
    match cage.sum {
        CageSum::Given(sum) => add_sum(b, id, cage, sum),
        // No total: the digit rows alone, nothing said of the sum.
        CageSum::NotGiven => {}
    }
    add_digits(b, id, cage);
}

/// Adds the cage's sum row, `Σ k·x_ijk = sum` over its open cells, fixed
/// cells on the right-hand side.
fn add_sum(b: &mut Builder<'_>, id: ConstraintId, cage: &Cage, sum: u32) {
    let fixed: i64 = cage.cells.iter().map(|&c| i64::from(b.fixed.get(c))).sum();
    let terms: Vec<Term> = cage
        .cells
        .iter()
        .flat_map(|&c| (1..=b.n as u8).map(move |d| (c, d)))
        .filter_map(|(c, d)| {
            b.var(c, d).map(|var| Term {
                var,
                coef: i64::from(d),
            })
        })
        .collect();
    let rhs = i64::from(sum) - fixed;
    if terms.is_empty() {
        // Every cell fixed: the row holds or the model has no solution.
        b.infeasible |= rhs != 0;
    } else {
        b.infeasible |= rhs < 0;
        b.rows.push(Row {
            kind: RowKind::CageSum { constraint: id },
            terms,
            sense: Sense::Eq,
            rhs,
        });
    }
}

/// Adds the cage's digit rows, `Σ x_ijk <= 1` for each digit `k`.
fn add_digits(b: &mut Builder<'_>, id: ConstraintId, cage: &Cage) {
    for d in 1..=b.n as u8 {
        let placed = cage.cells.iter().filter(|&&c| b.fixed.get(c) == d).count() as i64;
        let vars: Vec<usize> = cage.cells.iter().filter_map(|&c| b.var(c, d)).collect();
        let rhs = 1 - placed;
        if rhs < 0 {
            b.infeasible = true;
        }
        if (vars.len() as i64) <= rhs {
            continue; // holds whatever the variables are
        }
        let kind = RowKind::CageDigit {
            constraint: id,
            digit: d,
        };
        b.rows.push(Row::ones(kind, vars, Sense::Le, rhs));
    }
}

/// The LP file's name of a cage row: "cageB3_sum" for the sum, "cageB3_d5"
/// for digit 5 at most once.
pub(super) fn name(geometry: &Geometry, id: ConstraintId, digit: Option<u8>) -> String {
    // `if let`: a row of this file always comes from a cage.
    let prefix = if let Some(Constraint::Cage(cage)) = geometry.constraint(id) {
        format!(
            "cage{}",
            CellNamer::default().cell(geometry.size(), cage.head())
        )
    } else {
        format!("rule{}", id.index() + 1)
    };
    match digit {
        Some(d) => format!("{prefix}_d{d}"),
        None => format!("{prefix}_sum"),
    }
}
