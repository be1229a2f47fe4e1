//! The anti-knight and anti-king rules on a grid that checks itself. Two
//! cells a move apart holding one digit are a clash, as a digit twice in a
//! row: the rule has one row on the hidden `Check` sheet under the lines'
//! rows, whose digit columns hold, for digit `k`, twice the number of
//! pairs of cells a move apart that both hold `k` (so that any such pair
//! reads above 1, a clash, to the status cell's count of the digits'
//! columns); and a cell turns red when a cell a move from it holds its
//! digit.
//!
//! A digit's pairs are counted with one `COUNTIFS` a step of the move and
//! a row of the grid (a row's cells against the cells one step away, in
//! the row `dr` below and `dc` across), so that rows apart (a killer's sum
//! strips) need nothing of their own. The stored counts come from the
//! checker's pairs ([`Anti::pairs`]).

use super::CheckedGrid;
use crate::write::book::formula::{call, num, op};
use crate::write::book::{Cached, Expr, Sheet, Style};
use sheetdoku_core::{Anti, Constraint, ConstraintId};

impl CheckedGrid<'_> {
    /// The grid's anti-knight and anti-king rules, in the order of its
    /// rules.
    pub(crate) fn antis(&self) -> Vec<(ConstraintId, &Anti)> {
        self.geometry
            .rules()
            .filter_map(|(id, rule)| match rule {
                Constraint::Anti(anti) => Some((id, anti)),
                Constraint::AllDifferent(_)
                | Constraint::Cage(_)
                | Constraint::Pair(_)
                | Constraint::Parity(_)
                | Constraint::Sum(_)
                | Constraint::Line(_)
                | Constraint::Sandwich(_) => None,
            })
            .collect()
    }

    /// Twice the number of pairs of `anti` both holding `what`, on this
    /// grid's sheet when `qualified`: `SUM(COUNTIFS(row, k, row one step
    /// away, k), ...)*2`.
    pub(crate) fn anti_count(&self, anti: &Anti, qualified: bool, what: &Expr) -> Expr {
        let n = self.geometry.size();
        let mut terms = Vec::new();
        for &(dr, dc) in anti.kind().steps() {
            let first = usize::try_from(-dc.min(0)).unwrap_or(0);
            let Some(last) = (n - 1).checked_sub(usize::try_from(dc.max(0)).unwrap_or(0)) else {
                continue;
            };
            for r in 0..n.saturating_sub(dr) {
                let here = |c: usize| r * n + c;
                let there = |c: usize| (r + dr) * n + c.saturating_add_signed(dc);
                let [a] =
                    &self.ranges_of(&(first..=last).map(here).collect::<Vec<_>>(), qualified)[..]
                else {
                    continue;
                };
                let [b] =
                    &self.ranges_of(&(first..=last).map(there).collect::<Vec<_>>(), qualified)[..]
                else {
                    continue;
                };
                terms.push(call(
                    "COUNTIFS",
                    vec![a.clone(), what.clone(), b.clone(), what.clone()],
                ));
            }
        }
        op(call("SUM", terms), "*", num(2.0))
    }

    /// The tests that make cell `at` red because of its anti rules: a cell
    /// a move from it holds its digit (`me`, the cell's own reference;
    /// the status cell's test of `at` being filled comes first).
    pub(crate) fn anti_clash_tests(&self, at: usize, me: &Expr) -> Vec<Expr> {
        let mut tests = Vec::new();
        for (_, anti) in self.antis() {
            for other in anti.neighbours(at) {
                tests.push(op(me.clone(), "=", self.one_cell(other, false)));
            }
        }
        tests
    }

    /// The anti rules' rows on the `Check` sheet, from row `first`: the
    /// rule's name and, for each digit, twice its pairs a move apart.
    pub(crate) fn write_anti_rows(&self, sheet: &mut Sheet, first: u32) {
        let n = self.geometry.size();
        let plain = Style::new();
        for (i, (id, anti)) in self.antis().into_iter().enumerate() {
            let row = first + i as u32;
            let name = self
                .geometry
                .constraint_name(id, &sheetdoku_core::CellNamer::default());
            sheet.text(row, self.check_col, name, &plain);
            let pairs = anti.pairs();
            for k in 0..n {
                let digit = (k + 1) as u8;
                let count = pairs
                    .iter()
                    .filter(|&&(a, b)| self.grid.get(a) == digit && self.grid.get(b) == digit)
                    .count();
                let formula = self.anti_count(anti, true, &num(f64::from(digit)));
                let col = self.count_col(k);
                sheet.formula(
                    row,
                    col,
                    formula,
                    Cached::Number(2.0 * count as f64),
                    &plain,
                );
            }
        }
    }
}
