//! Even/odd cells on a grid that checks itself: each has a row on the
//! hidden `Check` sheet under the cages' rows, holding, in the test column
//! right of the digits' counts, 2 when its cell is filled with a digit of
//! the other parity and 0 otherwise, so that a grid whose every unit is
//! right but one of whose even/odd cells is wrong never reads "solved".
//! The cell turns red like a clash.
//!
//! The rule is the checker's ([`ParityKind::allows`]), so the stored
//! results and the live formulas agree; each kind's formula is written
//! here, by an exhaustive match.

use super::CheckedGrid;
use crate::write::book::formula::{call, num, op};
use crate::write::book::{Expr, Sheet};
use sheetdoku_core::{Constraint, ConstraintId, Parity, ParityKind};

impl CheckedGrid<'_> {
    /// The grid's even/odd cells, in the order of its rules.
    pub(crate) fn parities(&self) -> Vec<(ConstraintId, &Parity)> {
        self.geometry
            .rules()
            .filter_map(|(id, rule)| match rule {
                Constraint::Parity(parity) => Some((id, parity)),
                Constraint::AllDifferent(_)
                | Constraint::Cage(_)
                | Constraint::Pair(_)
                | Constraint::Line(_)
                | Constraint::Anti(_)
                | Constraint::Sum(_)
                | Constraint::Sandwich(_) => None,
            })
            .collect()
    }

    /// True when the cell of `parity` holds a digit of the other parity.
    pub(crate) fn parity_broken(&self, parity: &Parity, qualified: bool) -> Expr {
        let a = self.one_cell(parity.cell(), qualified);
        let filled = op(call("COUNT", vec![a.clone()]), "=", num(1.0));
        let odd = call("MOD", vec![a, num(2.0)]);
        let broken = match parity.kind {
            ParityKind::Even => op(odd, "<>", num(0.0)),
            ParityKind::Odd => op(odd, "=", num(0.0)),
        };
        call("AND", vec![filled, broken])
    }

    /// Whether `parity` is broken in the grid as written (the stored
    /// result).
    fn parity_broken_now(&self, parity: &Parity) -> bool {
        let d = self.grid.get(parity.cell());
        d != 0 && !parity.allows(d)
    }

    /// The tests that make cell `at` red because of its even/odd mark.
    pub(crate) fn parity_clash_tests(&self, at: usize) -> Vec<Expr> {
        self.parities()
            .into_iter()
            .filter(|(_, parity)| parity.cell() == at)
            .map(|(_, parity)| self.parity_broken(parity, false))
            .collect()
    }

    /// The even/odd cells' rows on the `Check` sheet, from row `first`: the
    /// mark's name and its test (its digit counts stay empty).
    pub(crate) fn write_parity_rows(&self, sheet: &mut Sheet, first: u32) {
        for (i, (id, parity)) in self.parities().into_iter().enumerate() {
            let (broken, now) = (
                self.parity_broken(parity, true),
                self.parity_broken_now(parity),
            );
            self.write_rule_test(sheet, first + i as u32, id, broken, now);
        }
    }
}
