//! Killer cages on a grid that checks itself: each cage has a row on the
//! hidden `Check` sheet under the grid's units, with how often each digit
//! appears in it (a count above 1 is a repeat, as in a unit) and, one
//! column further, 2 when its digits break its sum (more than the sum, or
//! every cell filled and a different total) and 0 otherwise, so that the
//! status cell's "any count above 1" covers cages too. A cell of a broken
//! cage turns red like a clash.
//!
//! A cage without a total has the column too, always 0: only a repeated
//! digit breaks it.
//!
//! The rule is the checker's (`crate::check`), so the stored results and
//! the live formulas agree.

use super::CheckedGrid;
use crate::write::book::formula::{call, chain, num, op};
use crate::write::book::{Cached, Expr, Sheet, Style};
use sheetdoku_core::{Cage, CageSum};

impl CheckedGrid<'_> {
    /// Absolute ranges covering `cage`, on this grid's sheet when `qualified`.
    pub(crate) fn cage_ranges(&self, cage: &Cage, qualified: bool) -> Vec<Expr> {
        self.ranges_of(&cage.cells, qualified)
    }

    /// `COUNTIF(r1,what)+...` over `cage`.
    pub(crate) fn count_in_cage(&self, cage: &Cage, qualified: bool, what: &Expr) -> Expr {
        let terms = self
            .cage_ranges(cage, qualified)
            .into_iter()
            .map(|r| call("COUNTIF", vec![r, what.clone()]))
            .collect();
        chain("+", terms)
    }

    /// True when the digits in `cage` break its sum: their total is above
    /// it, or every cell is filled and the total differs. `None` for a cage
    /// without a total: only a repeated digit breaks it (its counts).
    pub(crate) fn cage_broken(&self, cage: &Cage, qualified: bool) -> Option<Expr> {
        let sum = match cage.sum {
            CageSum::Given(sum) => num(f64::from(sum)),
            CageSum::NotGiven => return None,
        };
        let ranges = self.cage_ranges(cage, qualified);
        let total = call("SUM", ranges.clone());
        let filled = call("COUNT", ranges);
        Some(call(
            "OR",
            vec![
                op(total.clone(), ">", sum.clone()),
                call(
                    "AND",
                    vec![
                        op(filled, "=", num(cage.cells.len() as f64)),
                        op(total, "<>", sum),
                    ],
                ),
            ],
        ))
    }

    /// Whether `cage` is broken in the grid as written (the stored result).
    fn cage_broken_now(&self, cage: &Cage) -> bool {
        let digits: Vec<u32> = cage
            .cells
            .iter()
            .map(|&c| u32::from(self.grid.get(c)))
            .filter(|&d| d != 0)
            .collect();
        let total: u32 = digits.iter().sum();
        match cage.sum {
            CageSum::Given(sum) => {
                total > sum || (digits.len() == cage.cells.len() && total != sum)
            }
            CageSum::NotGiven => false,
        }
    }

    /// The tests that make cell `at` red because of its cages: its digit
    /// repeats in one, or one's digits break its sum.
    pub(crate) fn cage_clash_tests(&self, at: usize, me: &Expr) -> Vec<Expr> {
        self.geometry
            .cages()
            .filter(|(_, cage)| cage.cells.contains(&at))
            .flat_map(|(_, cage)| {
                std::iter::once(op(self.count_in_cage(cage, false, me), ">", num(1.0)))
                    .chain(self.cage_broken(cage, false))
            })
            .collect()
    }

    /// The last row of this grid's counts on the `Check` sheet, its cages,
    /// marks, lines and anti rules included, from `first` (the first unit's row).
    pub(crate) fn last_count_row(&self, first: u32) -> u32 {
        let rows = self.geometry.units().len()
            + self.geometry.cages().count()
            + self.parities().len()
            + self.marks().len()
            + self.lines().len()
            + self.sums().len()
            + self.sandwiches().len()
            + self.antis().len();
        first + rows as u32 - 1
    }

    /// The cages' rows on the `Check` sheet, from row `first`: the cage's
    /// name, its digit counts and its sum test.
    pub(crate) fn write_cage_rows(&self, sheet: &mut Sheet, first: u32) {
        let n = self.geometry.size();
        let plain = Style::new();
        for (i, (id, cage)) in self.geometry.cages().enumerate() {
            let row = first + i as u32;
            let broken = self
                .cage_broken(cage, true)
                .unwrap_or_else(|| call("FALSE", Vec::new()));
            let now = self.cage_broken_now(cage);
            self.write_rule_test(sheet, row, id, broken, now);
            for k in 0..n {
                let digit = (k + 1) as u8;
                let count = cage
                    .cells
                    .iter()
                    .filter(|&&c| self.grid.get(c) == digit)
                    .count();
                let formula = self.count_in_cage(cage, true, &num(f64::from(digit)));
                let col = self.count_col(k);
                sheet.formula(row, col, formula, Cached::Number(count as f64), &plain);
            }
        }
    }
}
