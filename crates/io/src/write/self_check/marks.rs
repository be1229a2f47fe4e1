//! Marks between two cells (Kropki dots, X and V, greater-than signs) on a
//! grid that checks itself: each mark has a row on the hidden `Check` sheet
//! under the cages' rows, holding, in the test column right of the digits'
//! counts, 2 when both its cells are filled and their digits break it and
//! 0 otherwise, so that a grid whose every unit is right but one of whose
//! marks is broken never reads "solved". Both cells of a broken mark turn
//! red like a clash.
//!
//! The rule is the checker's ([`PairKind::allows`]), so the stored results
//! and the live formulas agree; each kind's formula is written here, by an
//! exhaustive match.

use super::CheckedGrid;
use crate::write::book::formula::{call, num, op};
use crate::write::book::{Expr, Sheet};
use sheetdoku_core::{Constraint, ConstraintId, Pair, PairKind};

impl CheckedGrid<'_> {
    /// The grid's marks, in the order of its rules.
    pub(crate) fn marks(&self) -> Vec<(ConstraintId, &Pair)> {
        self.geometry
            .rules()
            .filter_map(|(id, rule)| match rule {
                Constraint::Pair(pair) => Some((id, pair)),
                Constraint::AllDifferent(_)
                | Constraint::Cage(_)
                | Constraint::Parity(_)
                | Constraint::Line(_)
                | Constraint::Sum(_)
                | Constraint::Anti(_)
                | Constraint::Sandwich(_) => None,
            })
            .collect()
    }

    /// One cell of the grid as an absolute reference, on this grid's sheet
    /// when `qualified`.
    pub(crate) fn one_cell(&self, at: usize, qualified: bool) -> Expr {
        let mut refs = self.ranges_of(&[at], qualified);
        refs.pop().expect("a cell is one rectangle")
    }

    /// True when both cells of `pair` are filled and their digits break it.
    pub(crate) fn mark_broken(&self, pair: &Pair, qualified: bool) -> Expr {
        let a = self.one_cell(pair.cells[0], qualified);
        let b = self.one_cell(pair.cells[1], qualified);
        let filled = op(call("COUNT", vec![a.clone(), b.clone()]), "=", num(2.0));
        let broken = match pair.kind {
            PairKind::KropkiWhite => op(call("ABS", vec![op(a, "-", b)]), "<>", num(1.0)),
            PairKind::KropkiBlack => call(
                "AND",
                vec![
                    op(a.clone(), "<>", op(num(2.0), "*", b.clone())),
                    op(b, "<>", op(num(2.0), "*", a)),
                ],
            ),
            PairKind::X => op(op(a, "+", b), "<>", num(10.0)),
            PairKind::V => op(op(a, "+", b), "<>", num(5.0)),
            PairKind::Greater => op(a, "<=", b),
            // The negative constraint: broken by what the mark would ask.
            PairKind::NoWhite => op(call("ABS", vec![op(a, "-", b)]), "=", num(1.0)),
            PairKind::NoBlack => call(
                "OR",
                vec![
                    op(a.clone(), "=", op(num(2.0), "*", b.clone())),
                    op(b, "=", op(num(2.0), "*", a)),
                ],
            ),
            PairKind::NoX => op(op(a, "+", b), "=", num(10.0)),
            PairKind::NoV => op(op(a, "+", b), "=", num(5.0)),
        };
        call("AND", vec![filled, broken])
    }

    /// Whether `pair` is broken in the grid as written (the stored result).
    fn mark_broken_now(&self, pair: &Pair) -> bool {
        let [a, b] = pair.cells.map(|c| self.grid.get(c));
        a != 0 && b != 0 && !pair.kind.allows(a, b)
    }

    /// The tests that make cell `at` red because of its marks: one of them
    /// is broken.
    pub(crate) fn mark_clash_tests(&self, at: usize) -> Vec<Expr> {
        self.marks()
            .into_iter()
            .filter(|(_, pair)| pair.cells.contains(&at))
            .map(|(_, pair)| self.mark_broken(pair, false))
            .collect()
    }

    /// The marks' rows on the `Check` sheet, from row `first`: the mark's
    /// name and its test (its digit counts stay empty: a mark repeats no
    /// digit).
    pub(crate) fn write_mark_rows(&self, sheet: &mut Sheet, first: u32) {
        for (i, (id, pair)) in self.marks().into_iter().enumerate() {
            let (broken, now) = (self.mark_broken(pair, true), self.mark_broken_now(pair));
            self.write_rule_test(sheet, first + i as u32, id, broken, now);
        }
    }
}
