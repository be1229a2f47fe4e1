//! Sum rules (arrows, little killers) on a grid that checks itself: each
//! rule has a row on the hidden `Check` sheet under the lines' rows,
//! holding, in the test column right of the digits' counts, 2 when its
//! digits cannot add up and 0 otherwise, so that a grid whose every unit
//! is right but one of whose arrows is wrong never reads "solved". Every
//! cell of a broken sum turns red like a clash.
//!
//! The test is the checker's: the weighted sum ([`SumRule::weights`]) with
//! each empty cell taken at its least and at its greatest (1 to `n`) must
//! still reach the rule's total; when every cell is filled, that is "the
//! sum is right". An empty cell is told by `COUNT`, and each term is an
//! `IF`, so that the formulas need no parentheses.

use super::CheckedGrid;
use crate::write::book::formula::{call, num, op};
use crate::write::book::{Expr, Sheet};
use sheetdoku_core::{Constraint, ConstraintId, SumRule};

impl CheckedGrid<'_> {
    /// The grid's arrows and little killers, in the order of its rules.
    pub(crate) fn sums(&self) -> Vec<(ConstraintId, &SumRule)> {
        self.geometry
            .rules()
            .filter_map(|(id, rule)| match rule {
                Constraint::Sum(sum) => Some((id, sum)),
                Constraint::AllDifferent(_)
                | Constraint::Cage(_)
                | Constraint::Parity(_)
                | Constraint::Pair(_)
                | Constraint::Anti(_)
                | Constraint::Line(_)
                | Constraint::Sandwich(_) => None,
            })
            .collect()
    }

    /// True when the rule's filled digits leave its empty cells no digits
    /// that make it add up (every cell filled: the sum is wrong).
    pub(crate) fn sum_broken(&self, rule: &SumRule, qualified: bool) -> Expr {
        let n = self.geometry.size() as i64;
        let bound = |least: bool| {
            let terms = rule
                .weights()
                .into_iter()
                .map(|(at, w)| {
                    let me = self.one_cell(at, qualified);
                    let filled = op(call("COUNT", vec![me.clone()]), "=", num(1.0));
                    let value = match w {
                        1 => me,
                        _ => op(num(w as f64), "*", me),
                    };
                    let (a, b) = (w, w * n);
                    let empty = if least { a.min(b) } else { a.max(b) };
                    call("IF", vec![filled, value, num(empty as f64)])
                })
                .collect();
            call("SUM", terms)
        };
        let total = num(rule.total() as f64);
        call(
            "OR",
            vec![
                op(bound(true), ">", total.clone()),
                op(bound(false), "<", total),
            ],
        )
    }

    /// The tests that make cell `at` red because of its sums: a sum it is
    /// in is broken.
    pub(crate) fn sum_clash_tests(&self, at: usize) -> Vec<Expr> {
        self.sums()
            .into_iter()
            .filter(|(_, rule)| rule.cells.contains(&at))
            .map(|(_, rule)| self.sum_broken(rule, false))
            .collect()
    }

    /// The sums' rows on the `Check` sheet, from row `first`: the rule's
    /// name and its test (its digit counts stay empty: digits may repeat).
    pub(crate) fn write_sum_rows(&self, sheet: &mut Sheet, first: u32) {
        for (i, (id, rule)) in self.sums().into_iter().enumerate() {
            let (broken, now) = (self.sum_broken(rule, true), self.rule_broken_now(id));
            self.write_rule_test(sheet, first + i as u32, id, broken, now);
        }
    }
}
