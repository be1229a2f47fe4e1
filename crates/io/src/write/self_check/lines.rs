//! Lines through cells (thermometers, whispers, palindromes, renban
//! lines) on a grid
//! that checks itself: each line has a row on the hidden `Check` sheet
//! under the marks' rows, holding, in the test column right of the digits'
//! counts, 2 when its filled digits break it and 0 otherwise, so that a
//! grid whose every unit is right but one of whose lines is broken never
//! reads "solved". A cell in a broken pair of the line turns red like a
//! clash.
//!
//! What is compared is the checker's ([`Line::checked_pairs`],
//! [`Line::allows`]): a thermometer's digits increase along it, every
//! pair of filled cells compared, so that a gap between filled cells is
//! still checked (cell `j` is broken by the cells before it when its
//! digit is at most their largest); neighbours on a whisper line differ
//! by [`Line::whisper_difference`] at least; a palindrome's cells at the
//! same distance from either end are equal; every two cells of a renban
//! line of `k` cells differ, by less than `k` (its pairs are the whole
//! rule, see [`Line::relations`]). The stored results come from
//! the checker itself, so they and the live formulas agree. Each kind's
//! formula is written here, by an exhaustive match.

use super::CheckedGrid;
use crate::write::book::formula::{call, num, op};
use crate::write::book::{Expr, Sheet};
use sheetdoku_core::{Constraint, ConstraintId, Line, LineKind};

impl CheckedGrid<'_> {
    /// The grid's lines, in the order of its rules.
    pub(crate) fn lines(&self) -> Vec<(ConstraintId, &Line)> {
        self.geometry
            .rules()
            .filter_map(|(id, rule)| match rule {
                Constraint::Line(line) => Some((id, line)),
                Constraint::AllDifferent(_)
                | Constraint::Cage(_)
                | Constraint::Parity(_)
                | Constraint::Pair(_)
                | Constraint::Sum(_)
                | Constraint::Anti(_)
                | Constraint::Sandwich(_) => None,
            })
            .collect()
    }

    /// The line's cells as absolute references, in its order.
    fn line_cells(&self, line: &Line, qualified: bool) -> Vec<Expr> {
        line.cells
            .iter()
            .map(|&c| self.one_cell(c, qualified))
            .collect()
    }

    /// True when cells `a` and `b` (in the line's order) are both filled
    /// and their digits break the line's relation.
    fn line_pair_broken(&self, line: &Line, a: Expr, b: Expr) -> Expr {
        let filled = op(call("COUNT", vec![a.clone(), b.clone()]), "=", num(2.0));
        let broken = match line.kind {
            LineKind::Thermometer => op(a, ">=", b),
            LineKind::Whisper => {
                let least = Line::whisper_difference(self.geometry.size());
                op(call("ABS", vec![op(a, "-", b)]), "<", num(least as f64))
            }
            LineKind::Palindrome => op(a, "<>", b),
            // Equal, or too far apart to be in one run of `k`.
            LineKind::Renban => call(
                "OR",
                vec![
                    op(a.clone(), "=", b.clone()),
                    op(
                        call("ABS", vec![op(a, "-", b)]),
                        ">=",
                        num(line.cells.len() as f64),
                    ),
                ],
            ),
        };
        call("AND", vec![filled, broken])
    }

    /// True when the line's filled digits break it.
    pub(crate) fn line_broken(&self, line: &Line, qualified: bool) -> Expr {
        let cells = self.line_cells(line, qualified);
        let tests = match line.kind {
            // Every pair i < j: cell j filled and at most the largest
            // digit before it (MAX of empty cells is 0, below any digit).
            LineKind::Thermometer => (1..cells.len())
                .map(|j| {
                    let me = cells[j].clone();
                    call(
                        "AND",
                        vec![
                            op(call("COUNT", vec![me.clone()]), "=", num(1.0)),
                            op(me, "<=", call("MAX", cells[..j].to_vec())),
                        ],
                    )
                })
                .collect(),
            LineKind::Whisper | LineKind::Palindrome | LineKind::Renban => self
                .line_pairs(line)
                .into_iter()
                .map(|(i, j)| self.line_pair_broken(line, cells[i].clone(), cells[j].clone()))
                .collect(),
        };
        call("OR", tests)
    }

    /// The pairs of positions along `line` whose digits are compared:
    /// every pair `i < j` of a thermometer, neighbours on a whisper line,
    /// the cells at the same distance from either end of a palindrome,
    /// every pair of a renban line.
    fn line_pairs(&self, line: &Line) -> Vec<(usize, usize)> {
        let k = line.cells.len();
        match line.kind {
            LineKind::Thermometer | LineKind::Renban => (0..k)
                .flat_map(|i| (i + 1..k).map(move |j| (i, j)))
                .collect(),
            LineKind::Whisper => (1..k).map(|j| (j - 1, j)).collect(),
            LineKind::Palindrome => (0..k / 2).map(|i| (i, k - 1 - i)).collect(),
        }
    }

    /// Whether `line` is broken in the grid as written (the stored
    /// result): the checker's pairs.
    fn line_broken_now(&self, line: &Line) -> bool {
        let n = self.geometry.size();
        line.checked_pairs(|c| self.grid.get(c) != 0)
            .into_iter()
            .any(|(a, b)| !line.allows(n, self.grid.get(a), self.grid.get(b)))
    }

    /// The tests that make cell `at` red because of its lines: its digit
    /// and another's on the line break it.
    pub(crate) fn line_clash_tests(&self, at: usize) -> Vec<Expr> {
        let mut tests = Vec::new();
        for (_, line) in self.lines() {
            let Some(p) = line.cells.iter().position(|&c| c == at) else {
                continue;
            };
            let cells = self.line_cells(line, false);
            for (i, j) in self.line_pairs(line) {
                if i == p || j == p {
                    tests.push(self.line_pair_broken(line, cells[i].clone(), cells[j].clone()));
                }
            }
        }
        tests
    }

    /// The lines' rows on the `Check` sheet, from row `first`: the line's
    /// name and its test (its digit counts stay empty: a line need not
    /// hold different digits).
    pub(crate) fn write_line_rows(&self, sheet: &mut Sheet, first: u32) {
        for (i, (id, line)) in self.lines().into_iter().enumerate() {
            let (broken, now) = (self.line_broken(line, true), self.line_broken_now(line));
            self.write_rule_test(sheet, first + i as u32, id, broken, now);
        }
    }
}
