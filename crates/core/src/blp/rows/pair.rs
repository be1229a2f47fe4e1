//! The rows of a mark between two cells (a Kropki dot, an X or V, a
//! greater-than sign): for each digit `d` of either cell, "`d` here only
//! with a digit the mark allows there",
//! `x_a,d - Σ_{e : R(d, e)} x_b,e <= 0`, linear in Peško's variables.
//! Fixed cells move to the right-hand side; a row that holds whatever the
//! variables are is left out.

use super::{Builder, Row, RowKind, Sense, Term};
use crate::geometry::{ConstraintId, Geometry, Pair};
use crate::grid::CellNamer;

/// Adds the mark's rows: both ways round, so that each cell's digit needs
/// a partner in the other.
pub(crate) fn add(b: &mut Builder<'_>, id: ConstraintId, pair: &Pair) {
    let [first, second] = pair.cells;
    add_relation(b, id, (first, second), 0, |d, e| pair.allows(d, e));
    add_relation(b, id, (second, first), 1, |e, d| pair.allows(d, e));
}

/// The rows "digit `d` in `cells.0` needs a digit `e` in `cells.1` with
/// `allows(d, e)`", one per `d`; `side` tells the two ways of a rule apart
/// in the rows' names.
pub(crate) fn add_relation(
    b: &mut Builder<'_>,
    id: ConstraintId,
    cells: (usize, usize),
    side: u16,
    allows: impl Fn(u8, u8) -> bool,
) {
    let (here, there) = cells;
    let n = b.n as u8;
    for d in 1..=n {
        // The left side: x_here,d, a variable or a fixed 0 or 1.
        let fixed_here = b.fixed.get(here);
        let (mut terms, rhs) = match b.var(here, d) {
            Some(var) => (vec![Term { var, coef: 1 }], 0),
            None if fixed_here == d => (Vec::new(), -1),
            // Not `d` here: the row holds.
            None => continue,
        };
        let fixed_there = b.fixed.get(there);
        if fixed_there != 0 {
            if allows(d, fixed_there) {
                continue; // a partner already stands there
            }
        } else {
            terms.extend(
                (1..=n)
                    .filter(|&e| allows(d, e))
                    .filter_map(|e| b.var(there, e))
                    .map(|var| Term { var, coef: -1 }),
            );
        }
        if terms.is_empty() {
            b.infeasible |= rhs < 0;
            continue;
        }
        b.rows.push(Row {
            kind: RowKind::Relation {
                constraint: id,
                side,
                digit: d,
            },
            terms,
            sense: Sense::Le,
            rhs,
        });
    }
}

/// The LP file's name of a row of a rule between cells: "rule7_a_d5" for
/// digit 5 in its first cell, "rule7_b_d5" in its second, the rule named
/// by its first cell ("pairB2_a_d5"); a line's further relations go on
/// with c, d, ... (`line.rs`).
pub(super) fn name(geometry: &Geometry, id: ConstraintId, side: u16, digit: u8) -> String {
    let first = geometry
        .constraint(id)
        .and_then(|rule| rule.cells().first().copied())
        .map_or_else(
            || format!("rule{}", id.index() + 1),
            |c| format!("pair{}", CellNamer::default().cell(geometry.size(), c)),
        );
    // A mark's two ways are a and b; a line's relations go on: c, d, ...
    let side = match side {
        0..=25 => char::from(b'a' + side as u8).to_string(),
        _ => format!("s{side}"),
    };
    format!("{first}_{side}_d{digit}")
}
