//! Sandwich clues on a grid that checks itself: each clue has a row on the
//! hidden `Check` sheet under the sums' rows, holding, in the test column
//! right of the digits' counts, 2 when the clue is broken and 0 otherwise,
//! so that a grid whose every unit is right but one of whose sandwiches is
//! wrong never reads "solved"; every cell of a broken clue's line turns
//! red.
//!
//! The test is the checker's: the line holds its 1 and its `n`, and the
//! digits between them, all filled, add up to another sum, or add up to
//! more than the clue already, or are too few or too many to make it. The
//! places of the 1 and the `n` are `MATCH`es over the line's one range,
//! the cells from one to the other an `OFFSET` of its first cell (their
//! sum less `1 + n` is the sum between, their count less 2 the cells
//! filled between); each part a function call, so that the formulas need
//! no parentheses. A line the sheet does not hold in one range (a column
//! of a killer's page, whose rows are apart) is not tested live: its test
//! keeps the checker's stored verdict.

use super::CheckedGrid;
use crate::write::book::formula::{call, num, op};
use crate::write::book::{Expr, Sheet};
use sheetdoku_core::{Constraint, ConstraintId, Sandwich, SandwichLine};

impl CheckedGrid<'_> {
    /// The grid's sandwich clues, in the order of its rules.
    pub(crate) fn sandwiches(&self) -> Vec<(ConstraintId, &Sandwich)> {
        self.geometry
            .rules()
            .filter_map(|(id, rule)| match rule {
                Constraint::Sandwich(sandwich) => Some((id, sandwich)),
                Constraint::AllDifferent(_)
                | Constraint::Cage(_)
                | Constraint::Parity(_)
                | Constraint::Pair(_)
                | Constraint::Anti(_)
                | Constraint::Line(_)
                | Constraint::Sum(_) => None,
            })
            .collect()
    }

    /// True when the clue is broken (see the file's notes); `None` when the
    /// line is not one range of the sheet.
    pub(crate) fn sandwich_broken(&self, rule: &Sandwich, qualified: bool) -> Option<Expr> {
        let n = self.geometry.size();
        let line = rule.line(n)?;
        let mut ranges = self.ranges_of(&rule.cells, qualified);
        let whole = match ranges.len() {
            1 => ranges.pop()?,
            _ => return None,
        };
        let first = self.one_cell(rule.cells[0], qualified);
        let count_of = |d: usize| call("COUNTIF", vec![whole.clone(), num(d as f64)]);
        let place = |d: usize| call("MATCH", vec![num(d as f64), whole.clone(), num(0.0)]);
        let lo = || call("MIN", vec![place(1), place(n)]);
        let hi = || call("MAX", vec![place(1), place(n)]);
        // The cells from the 1 to the n, both included.
        let span = || {
            let from = op(lo(), "-", num(1.0));
            let length = op(op(hi(), "-", lo()), "+", num(1.0));
            let args = match line {
                SandwichLine::Row(_) => vec![first.clone(), num(0.0), from, num(1.0), length],
                SandwichLine::Column(_) => vec![first.clone(), from, num(0.0), length, num(1.0)],
            };
            call("OFFSET", args)
        };
        let between = || op(call("SUM", vec![span()]), "-", num((1 + n) as f64));
        let filled = || op(call("COUNT", vec![span()]), "-", num(2.0));
        let count = || op(op(hi(), "-", lo()), "-", num(1.0));
        let sum = num(f64::from(rule.sum));
        // count·(count + 3)/2, the least; count·(2n - 1 - count)/2, the most.
        let least = op(
            call(
                "PRODUCT",
                vec![count(), op(op(hi(), "-", lo()), "+", num(2.0))],
            ),
            "/",
            num(2.0),
        );
        let most = op(
            call(
                "PRODUCT",
                vec![count(), op(op(num((2 * n) as f64), "-", hi()), "+", lo())],
            ),
            "/",
            num(2.0),
        );
        let broken = call(
            "OR",
            vec![
                op(between(), ">", sum.clone()),
                call(
                    "AND",
                    vec![op(filled(), "=", count()), op(between(), "<>", sum.clone())],
                ),
                op(least, ">", sum.clone()),
                op(most, "<", sum),
            ],
        );
        let present = call(
            "AND",
            vec![
                op(count_of(1), ">", num(0.0)),
                op(count_of(n), ">", num(0.0)),
            ],
        );
        Some(call("IF", vec![present, broken, call("FALSE", Vec::new())]))
    }

    /// The tests that make cell `at` red because of its sandwich clues: a
    /// clue of its line is broken.
    pub(crate) fn sandwich_clash_tests(&self, at: usize) -> Vec<Expr> {
        self.sandwiches()
            .into_iter()
            .filter(|(_, rule)| rule.cells.contains(&at))
            .filter_map(|(_, rule)| self.sandwich_broken(rule, false))
            .collect()
    }

    /// The clues' rows on the `Check` sheet, from row `first`: the rule's
    /// name and its test (its digit counts stay empty: the line's row or
    /// column counts them).
    pub(crate) fn write_sandwich_rows(&self, sheet: &mut Sheet, first: u32) {
        for (i, (id, rule)) in self.sandwiches().into_iter().enumerate() {
            let now = self.rule_broken_now(id);
            let broken = self
                .sandwich_broken(rule, true)
                .unwrap_or_else(|| call(if now { "TRUE" } else { "FALSE" }, Vec::new()));
            self.write_rule_test(sheet, first + i as u32, id, broken, now);
        }
    }
}
