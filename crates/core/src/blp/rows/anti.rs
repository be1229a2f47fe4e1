//! The rows of an anti-knight or anti-king rule: for each of its groups
//! ([`Anti::groups`]: a pair of cells a knight's move apart, a 2x2 square
//! of the king, every two of whose cells touch) and each digit `k`,
//! `Σ over the group's cells x_ijk <= 1`. A knight's pairs are the largest
//! groups of cells its moves join (no three cells are each a knight's move
//! from the other two), so their rows are the tightest of the kind; a
//! king's square is one row where its two diagonal pairs would be two, and
//! tighter. A group inside one unit says nothing the unit's rows do not,
//! and has no row. Named `antiknight_B3_C5_d4` in the LP file (the
//! rule's word, the group's cells, the digit).

use super::{Builder, Row, RowKind, Sense};
use crate::geometry::{Anti, ConstraintId, Geometry, Unit};
use crate::grid::CellNamer;

/// Adds the rule's rows. A digit fixed in a cell of a group uses it up
/// for the others; fixed twice in one group, the model is infeasible.
/// `units` are the geometry's all-different units.
pub(crate) fn add(b: &mut Builder<'_>, id: ConstraintId, anti: &Anti, units: &[Unit]) {
    for (g, group) in anti.groups().iter().enumerate() {
        if units
            .iter()
            .any(|u| group.iter().all(|c| u.cells.contains(c)))
        {
            continue;
        }
        for d in 1..=b.n as u8 {
            let placed = group.iter().filter(|&&c| b.fixed.get(c) == d).count() as i64;
            let vars: Vec<usize> = group.iter().filter_map(|&c| b.var(c, d)).collect();
            let rhs = 1 - placed;
            if rhs < 0 {
                b.infeasible = true;
            }
            if (vars.len() as i64) <= rhs {
                continue; // holds whatever the variables are
            }
            let kind = RowKind::AntiGroup {
                constraint: id,
                group: g as u32,
                digit: d,
            };
            b.rows.push(Row::ones(kind, vars, Sense::Le, rhs));
        }
    }
}

/// The LP file's name of a group's row: "antiknight_B3_C5_d4".
pub(super) fn name(geometry: &Geometry, id: ConstraintId, group: u32, digit: u8) -> String {
    let n = geometry.size();
    let Some(rule) = geometry.constraint(id) else {
        return format!("rule{}_d{digit}", id.index() + 1);
    };
    let word = rule.text(n).unwrap_or_default().replace('-', "");
    let namer = CellNamer::default();
    let cells: Vec<String> = rule
        .makes_distinct()
        .get(group as usize)
        .unwrap_or_default()
        .iter()
        .map(|&c| namer.cell(n, c))
        .collect();
    format!("{word}_{}_d{digit}", cells.join("_"))
}
