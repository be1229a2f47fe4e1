//! The rows of a sandwich clue, linear in `x_ijk` with no variable of its
//! own. For each place `p` of the line's 1 and `q` of its `n`:
//!
//! - when the `|p - q| - 1` cells between them cannot make the clue (their
//!   digits are different, from 2 to `n - 1`: [`Sandwich::can_make`]), the
//!   two cannot both hold: `x_p,1 + x_q,n <= 1`;
//! - otherwise two big-M rows make the cells between add up to the clue
//!   when both hold: `Σ_between Σ_k k·x - S <= M↑(2 - x_p,1 - x_q,n)` and
//!   `S - Σ_between Σ_k k·x <= M↓(2 - x_p,1 - x_q,n)`, with the tightest
//!   `M`: `M↑` the most that many different digits add up to, less `S`;
//!   `M↓` the clue less the least they add up to (the line is a row or a
//!   column, so its digits differ).
//!
//! Fixed cells move to the right-hand side; a place whose 1 or `n` is
//! impossible (no variable, another digit fixed) needs no row.

use super::{Builder, Row, RowKind, Sense, Term};
use crate::geometry::{ConstraintId, Geometry, Sandwich};

/// Which of a place's rows: `RowKind::Sandwich::row`.
const APART: u8 = 0;
/// The upper big-M row.
const ABOVE: u8 = 1;
/// The lower big-M row.
const BELOW: u8 = 2;

/// The value of `x_cell,digit`: fixed (0 or 1) or a variable.
#[derive(Clone, Copy)]
enum Lit {
    Fixed(i64),
    Var(usize),
}

/// `x_cell,digit` in the builder's model.
fn lit(b: &Builder<'_>, cell: usize, digit: u8) -> Lit {
    match b.fixed.get(cell) {
        0 => b.var(cell, digit).map_or(Lit::Fixed(0), Lit::Var),
        f => Lit::Fixed(i64::from(f == digit)),
    }
}

/// Adds the clue's rows.
pub(crate) fn add(b: &mut Builder<'_>, id: ConstraintId, rule: &Sandwich) {
    let n = b.n;
    let cells = &rule.cells;
    let sum = i64::from(rule.sum);
    for p in 0..cells.len() {
        for q in 0..cells.len() {
            if p == q {
                continue;
            }
            let one = lit(b, cells[p], 1);
            let top = lit(b, cells[q], n as u8);
            if matches!(one, Lit::Fixed(0)) || matches!(top, Lit::Fixed(0)) {
                continue;
            }
            let between = &cells[p.min(q) + 1..p.max(q)];
            let kind = |row| RowKind::Sandwich {
                constraint: id,
                one: p as u8,
                top: q as u8,
                row,
            };
            if !Sandwich::can_make(between.len(), rule.sum, n) {
                push(b, kind(APART), &[(one, 1), (top, 1)], Vec::new(), 1);
                continue;
            }
            let (up, down) = Sandwich::big_m(between.len(), rule.sum, n);
            let fixed: i64 = between.iter().map(|&c| i64::from(b.fixed.get(c))).sum();
            let digits = |sign: i64| -> Vec<Term> {
                between
                    .iter()
                    .filter(|&&c| b.fixed.get(c) == 0)
                    .flat_map(|&c| (1..=n as u8).map(move |d| (c, d)))
                    .filter_map(|(c, d)| {
                        b.var(c, d).map(|var| Term {
                            var,
                            coef: sign * i64::from(d),
                        })
                    })
                    .collect()
            };
            let (plus, minus) = (digits(1), digits(-1));
            // Σ + F - S <= up·(2 - one - top)
            push(
                b,
                kind(ABOVE),
                &[(one, up), (top, up)],
                plus,
                2 * up + sum - fixed,
            );
            // S - Σ - F <= down·(2 - one - top)
            push(
                b,
                kind(BELOW),
                &[(one, down), (top, down)],
                minus,
                2 * down - sum + fixed,
            );
        }
    }
}

/// Pushes `Σ coef·lit + terms <= rhs`, fixed literals moved to the
/// right-hand side; a row left without variables is checked at once.
fn push(b: &mut Builder<'_>, kind: RowKind, lits: &[(Lit, i64)], terms: Vec<Term>, rhs: i64) {
    let mut rhs = rhs;
    let mut terms = terms;
    for &(l, coef) in lits {
        match l {
            Lit::Fixed(v) => rhs -= coef * v,
            Lit::Var(var) if coef != 0 => terms.push(Term { var, coef }),
            Lit::Var(_) => {}
        }
    }
    if terms.is_empty() {
        b.infeasible |= rhs < 0;
    } else {
        b.rows.push(Row {
            kind,
            terms,
            sense: Sense::Le,
            rhs,
        });
    }
}

/// The LP file's name of a row: the clue's text without spaces, the places
/// of the 1 and the `n` along the line (from 1), and which row:
/// "sandwich12row3_1at2_9at6_above".
pub(super) fn name(geometry: &Geometry, id: ConstraintId, one: u8, top: u8, row: u8) -> String {
    let base = geometry
        .constraint(id)
        .and_then(|rule| rule.text(geometry.size()))
        .map_or_else(
            || format!("rule{}", id.index() + 1),
            |text| text.replace(' ', ""),
        );
    let what = match row {
        APART => "apart",
        ABOVE => "above",
        _ => "below",
    };
    format!(
        "{base}_1at{}_{}at{}_{what}",
        one + 1,
        geometry.size(),
        top + 1
    )
}

#[cfg(test)]
mod tests {
    use crate::blp::model::{Build, Model};

    const PLAIN: Build<'static> = Build {
        fix_givens: false,
        candidates: None,
    };
    use crate::geometry::{Constraint, Geometry, Sandwich};
    use crate::grid::Grid;

    /// Every 4x4 grid of the standard geometry.
    fn all_grids(g: &Geometry) -> Vec<Grid> {
        fn fill(g: &Geometry, cells: &mut Vec<u8>, out: &mut Vec<Grid>) {
            let n = g.size();
            let Some(at) = cells.iter().position(|&d| d == 0) else {
                out.push(Grid::from_cells(n, cells.clone()).unwrap());
                return;
            };
            for d in 1..=n as u8 {
                if g.peers(at).iter().all(|&p| cells[p] != d) {
                    cells[at] = d;
                    fill(g, cells, out);
                    cells[at] = 0;
                }
            }
        }
        let mut out = Vec::new();
        fill(g, &mut vec![0; g.size() * g.size()], &mut out);
        out
    }

    #[test]
    fn the_rows_hold_exactly_for_the_grids_that_keep_the_clue() {
        let plain = Geometry::standard(4).unwrap();
        let grids = all_grids(&plain);
        assert_eq!(grids.len(), 288);
        for rule in [
            Sandwich::row(1, 0, 4),
            Sandwich::row(0, 2, 4),
            Sandwich::column(2, 5, 4),
            Sandwich::column(3, 3, 4),
        ] {
            let g = plain
                .clone()
                .with_constraint(Constraint::Sandwich(rule.clone()))
                .unwrap();
            let model = Model::build(&g, &Grid::empty(4), PLAIN);
            let mut kept = 0;
            for grid in &grids {
                let digits: Vec<u8> = rule.cells.iter().map(|&c| grid.get(c)).collect();
                let keeps = Sandwich::between(&digits) == Some(rule.sum);
                kept += usize::from(keeps);
                assert_eq!(model.meets_every_row(grid), keeps, "{rule:?} {grid:?}");
                // The line given and fixed: its rows move to the
                // right-hand side, and the model is infeasible exactly
                // when the clue is broken.
                let mut line = Grid::empty(4);
                for &c in &rule.cells {
                    line.set(c, grid.get(c));
                }
                let fixed = Model::build(
                    &g,
                    &line,
                    Build {
                        fix_givens: true,
                        candidates: None,
                    },
                );
                assert_eq!(fixed.infeasible, !keeps, "{rule:?} {grid:?}");
            }
            assert!(kept > 0 && kept < grids.len());
        }
    }

    #[test]
    fn rows_are_named_by_the_clue_and_the_places() {
        let g = Geometry::standard(4)
            .unwrap()
            .with_constraint(Constraint::Sandwich(Sandwich::row(2, 2, 4)))
            .unwrap();
        let model = Model::build(&g, &Grid::empty(4), PLAIN);
        let names: Vec<String> = model.rows.iter().map(|r| r.kind.name(&g)).collect();
        // Two cells between never make 2; one cell makes it (a 2).
        assert!(names.contains(&"sandwich2row3_1at1_4at4_apart".to_string()));
        assert!(names.contains(&"sandwich2row3_1at1_4at3_above".to_string()));
        assert!(names.contains(&"sandwich2row3_1at3_4at1_below".to_string()));
    }
}
