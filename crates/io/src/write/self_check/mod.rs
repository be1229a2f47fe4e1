//! Self-checking grids: empty cells take only the digits 1..n (data
//! validation) and stay editable while the givens are locked (sheet
//! protection without password); a digit turns red as soon as it clashes
//! with another in any unit of the variant, or breaks a killer cage (see
//! `cages`), a mark between two cells (`marks`) or a
//! line (`lines`), a sum (`sums`) or a sandwich clue (`sandwich`), or repeats a cell's a knight's or king's move away
//! (`anti`), through conditional formatting; a status
//! cell reads "not started", "no clash so far", "clash", "a cage's sum is
//! broken" (a mark's, a line's words) or "solved", in the pages' language,
//! and first of all that a red cell holds no digit (text pasted past the
//! validation; `status_cell`). With no answers in the
//! file, a wrong digit that clashes with nothing cannot be seen, so the
//! status never says "keep going", which `check` says only of right digits.
//!
//! The status counts, on the hidden sheet `Check`, how often each digit
//! appears in each unit of each checked grid (`COUNTIF` per unit and digit);
//! any count above 1 is a clash. Every formula stores the result for the
//! grid as written, so Calc shows the right status without recalculating.

mod anti;
mod cages;
mod lines;
mod marks;
mod parity;
mod sandwich;
mod status_cell;
mod sums;

use crate::write::book::formula::{call, cell, chain, num, op, range, text as quoted};
use crate::write::book::{
    Area, Cached, Condition, Conditional, Expr, Sheet, Size, Style, Validation,
};
use crate::write::common::house_style::{heading, label, DROPPED_FILL, DROPPED_FONT};
use crate::write::model::layout::rectangles;
use sheetdoku_core::{check, Conflict};
use sheetdoku_core::{CellNamer, Grid};
use sheetdoku_core::{Constraint, ConstraintId, Geometry, RuleFamily};
use sheetdoku_i18n::{text, text_with};

/// What the test column of a rule's row holds when the rule is broken
/// (any value above 1 reads as broken on the status cell).
const BROKEN: f64 = 2.0;

/// The name of the hidden sheet with the unit counts.
use crate::layout::CHECK_SHEET;
/// What a status cell reads, in the pages' language.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Status {
    /// Nothing typed beyond the givens: "not started".
    NotStarted,
    /// Some cells typed, some still empty, nothing clashes and no rule is
    /// broken: "no clash so far" (a wrong digit may still be among them).
    NoClash,
    /// Some digit appears twice in a unit or cage: "clash".
    Clash,
    /// A rule is broken other than by a repeated digit, its words from its
    /// family's catalogue key ("a cage's sum is broken").
    Broken(&'static str),
    /// Every cell filled, nothing clashes and no rule is broken: "solved".
    Solved,
    /// A cell holds text or a number that is not a digit of the grid (a
    /// paste passes Calc's validation): said before anything else, as
    /// the other counts do not see it.
    NotADigit,
}

impl Status {
    /// The words the cell shows.
    pub(crate) fn words(self) -> String {
        text(match self {
            Status::NotStarted => "status-not-started",
            Status::NoClash => "status-no-clash",
            Status::Clash => "status-clash",
            Status::Broken(key) => key,
            Status::Solved => "status-solved",
            Status::NotADigit => "status-not-a-digit",
        })
    }
}
/// First row of the unit counts on the `Check` sheet.
const COUNT_ROW: u32 = 3;

/// A grid on a sheet that checks itself.
#[derive(Clone, Copy, Debug)]
pub(crate) struct CheckedGrid<'a> {
    /// The sheet holding the grid.
    pub sheet: &'a str,
    /// Sheet row and column of the grid's top-left cell.
    pub top: u32,
    pub left: u16,
    pub geometry: &'a Geometry,
    /// What the grid holds as written (for the stored results).
    pub grid: &'a Grid,
    /// Its column on the `Check` sheet: the unit names, its counts of
    /// digits 1..n in the `n` columns to the right.
    pub check_col: u16,
    /// Sheet rows from one grid row to the next: 1, or 2 where a killer's
    /// page keeps a strip for the cage sums above each row.
    pub row_step: u32,
}

impl CheckedGrid<'_> {
    fn n(&self) -> usize {
        self.geometry.size()
    }

    /// Sheet position of grid cell `cell`.
    pub(crate) fn position(&self, cell: usize) -> (u32, u16) {
        let n = self.n();
        (
            self.top + self.row_step * (cell / n) as u32,
            self.left + (cell % n) as u16,
        )
    }

    /// Absolute ranges covering `cells`, on this grid's sheet when
    /// `qualified`: rectangles of the grid, one per grid row where rows
    /// are apart (a killer's sum strips hold no digits).
    pub(crate) fn ranges_of(&self, cells: &[usize], qualified: bool) -> Vec<Expr> {
        let n = self.n();
        rectangles(n, cells)
            .into_iter()
            .flat_map(|(r0, c0, r1, c1)| {
                let rows = if self.row_step == 1 {
                    vec![(r0, r1)]
                } else {
                    (r0..=r1).map(|r| (r, r)).collect()
                };
                rows.into_iter().map(move |(a, b)| (a, c0, b, c1))
            })
            .map(|(r0, c0, r1, c1)| {
                let r = range(self.position(r0 * n + c0), self.position(r1 * n + c1));
                if qualified {
                    r.on(self.sheet)
                } else {
                    r
                }
            })
            .collect()
    }

    /// The whole grid as absolute ranges (one, or one per row).
    fn ranges(&self) -> Vec<Expr> {
        let all: Vec<usize> = (0..self.n() * self.n()).collect();
        self.ranges_of(&all, false)
    }

    /// Absolute ranges covering unit `u`, on this grid's sheet when `qualified`.
    fn unit_ranges(&self, u: usize, qualified: bool) -> Vec<Expr> {
        self.ranges_of(&self.geometry.units()[u].cells, qualified)
    }

    /// `COUNTIF(r1,what)+COUNTIF(r2,what)+...` over unit `u`.
    fn count_in_unit(&self, u: usize, qualified: bool, what: &Expr) -> Expr {
        let terms = self
            .unit_ranges(u, qualified)
            .into_iter()
            .map(|r| call("COUNTIF", vec![r, what.clone()]))
            .collect();
        chain("+", terms)
    }

    /// The conditional-format condition of `cell`: it holds text (pasted:
    /// typing is validated), or it is filled and holds a number below 1 or
    /// above n (a pasted fraction between is left: few paste one), or its digit appears more than once in one
    /// of its units (or breaks another rule). Text is tested first, alone:
    /// the other tests would answer an error on it, and no colour.
    pub(crate) fn clash_condition(&self, at: usize) -> Expr {
        let (r, c) = self.position(at);
        let me = cell(r, c);
        let n = num(self.n() as f64);
        let not_a_digit = [op(me.clone(), "<", num(1.0)), op(me.clone(), ">", n)];
        let tests = not_a_digit
            .into_iter()
            .chain(
                self.geometry
                    .units_of(at)
                    .iter()
                    .map(|&u| op(self.count_in_unit(u, false, &me), ">", num(1.0))),
            )
            .chain(self.cage_clash_tests(at, &me))
            .chain(self.parity_clash_tests(at))
            .chain(self.mark_clash_tests(at))
            .chain(self.line_clash_tests(at))
            .chain(self.sum_clash_tests(at))
            .chain(self.sandwich_clash_tests(at))
            .chain(self.anti_clash_tests(at, &me))
            .collect();
        let filled = call(
            "AND",
            vec![op(me.clone(), "<>", quoted("")), call("OR", tests)],
        );
        call("IF", vec![call("ISTEXT", vec![me]), num(1.0), filled])
    }

    /// The status this grid has as written (its givens: a pupil has typed
    /// nothing yet).
    pub(crate) fn stored_status(&self) -> Status {
        let report = check(self.geometry, self.grid);
        // A repeated digit is a clash; any other broken rule is said by
        // its family's words.
        let clash = report.conflicts.iter().any(|c| match c {
            // A digit twice a move apart: a clash, as in a row.
            Conflict::Apart { .. } => true,
            Conflict::Repeat { .. } | Conflict::WrongSize { .. } => true,
            Conflict::Sum { .. }
            | Conflict::Parity { .. }
            | Conflict::Mark { .. }
            | Conflict::Total { .. }
            | Conflict::Sandwich { .. } => false,
        });
        // The words of the first family whose rule is broken otherwise.
        let broken = report.conflicts.iter().find_map(|c| match c {
            Conflict::Apart { .. } => None,
            Conflict::Repeat { .. } | Conflict::WrongSize { .. } => None,
            Conflict::Sum { rule, .. }
            | Conflict::Parity { rule, .. }
            | Conflict::Mark { rule, .. }
            | Conflict::Total { rule, .. }
            | Conflict::Sandwich { rule, .. } => self
                .geometry
                .constraint(*rule)
                .and_then(|r| r.family().broken_status_key()),
        });
        if clash {
            Status::Clash
        } else if let Some(key) = broken {
            Status::Broken(key)
        } else if report.empty == 0 {
            Status::Solved
        } else {
            Status::NotStarted
        }
    }

    /// The family of rule `id` of the grid.
    fn family_of(&self, id: sheetdoku_core::ConstraintId) -> RuleFamily {
        self.geometry
            .constraint(id)
            .map_or(RuleFamily::Units, Constraint::family)
    }

    /// The `Check` rows of the rules broken other than by a repeated digit
    /// (the cages', the even/odd cells', the marks', then the lines'), as runs of rows `(first, last)` under
    /// the status words of their family, families in the order of their
    /// first row.
    fn broken_rows(&self) -> Vec<(&'static str, Vec<(u32, u32)>)> {
        let first = COUNT_ROW + self.geometry.units().len() as u32;
        let keys = self
            .geometry
            .cages()
            .map(|_| RuleFamily::Killer)
            .chain(
                self.parities()
                    .into_iter()
                    .map(|(id, _)| self.family_of(id)),
            )
            .chain(self.marks().into_iter().map(|(id, _)| self.family_of(id)))
            .chain(self.lines().into_iter().map(|(id, _)| self.family_of(id)))
            .chain(self.sums().into_iter().map(|(id, _)| self.family_of(id)))
            .chain(
                self.sandwiches()
                    .into_iter()
                    .map(|(id, _)| self.family_of(id)),
            )
            .map(RuleFamily::broken_status_key);
        let mut families: Vec<(&'static str, Vec<(u32, u32)>)> = Vec::new();
        let mut last: Option<&'static str> = None;
        for (i, key) in keys.enumerate() {
            let row = first + i as u32;
            match (key, last == key) {
                (Some(key), true) => {
                    let runs = &mut families.iter_mut().find(|f| f.0 == key).expect("seen").1;
                    runs.last_mut().expect("a run").1 = row;
                }
                (Some(key), false) => match families.iter_mut().find(|f| f.0 == key) {
                    Some(family) => family.1.push((row, row)),
                    None => families.push((key, vec![(row, row)])),
                },
                (None, _) => {}
            }
            last = key;
        }
        families
    }

    /// Columns of this grid's counts on the `Check` sheet: digit `k` (0-based);
    /// `k = n` is the cages' sum test.
    pub(crate) fn count_col(&self, k: usize) -> u16 {
        self.check_col + 1 + k as u16
    }

    /// Whether rule `id` is broken in the grid as written (the stored
    /// result of its test): the checker's verdict on that rule.
    pub(crate) fn rule_broken_now(&self, id: ConstraintId) -> bool {
        sheetdoku_core::check(self.geometry, self.grid)
            .conflicts
            .iter()
            .any(|c| c.rule() == Some(id))
    }

    /// The name of rule `id` at the start of `row` on the `Check` sheet,
    /// and in the test column BROKEN (2) when `broken` holds and 0
    /// otherwise, stored as the checker finds it now (`broken_now`): the
    /// test row of a cage, a mark or a line.
    pub(crate) fn write_rule_test(
        &self,
        sheet: &mut Sheet,
        row: u32,
        id: ConstraintId,
        broken: Expr,
        broken_now: bool,
    ) {
        let plain = Style::new();
        let name = self.geometry.constraint_name(id, &CellNamer::default());
        sheet.text(row, self.check_col, name, &plain);
        let test = call("IF", vec![broken, num(BROKEN), num(0.0)]);
        let stored = if broken_now { BROKEN } else { 0.0 };
        sheet.formula(
            row,
            self.count_col(self.n()),
            test,
            Cached::Number(stored),
            &plain,
        );
    }

    /// The `Check` column of a grid placed right after this one (after the
    /// names, the digits' counts and, for a killer, the cages' sum test).
    pub(crate) fn next_check_col(&self) -> u16 {
        self.check_col + self.n() as u16 + 1 + self.geometry.check_columns()
    }

    /// Validation and clash colouring on the grid's cells; the caller writes
    /// the cells (empty ones unlocked) and protects the sheet.
    pub(crate) fn add_rules(&self, sheet: &mut Sheet) {
        let n = self.n();
        // One area, or one per row where rows are apart.
        let rows: Vec<(usize, usize)> = if self.row_step == 1 {
            vec![(0, n - 1)]
        } else {
            (0..n).map(|r| (r, r)).collect()
        };
        for (first, last) in rows {
            let (r0, c0) = self.position(first * n);
            let (r1, c1) = self.position(last * n + n - 1);
            sheet.validations.push(Validation {
                area: Area::new(r0, c0, r1, c1),
                min: 1,
                max: n as i32,
                title: text("check-not-a-digit"),
                message: text_with("check-enter-digit", &[("n", &n.to_string())]),
            });
        }
        let red = Style::new().bold().color(DROPPED_FONT).fill(DROPPED_FILL);
        for at in 0..n * n {
            let (r, c) = self.position(at);
            sheet.conditionals.push(Conditional {
                area: Area::new(r, c, r, c),
                when: Condition::Formula(self.clash_condition(at)),
                style: red.clone(),
            });
        }
    }
}

/// The hidden `Check` sheet: for each grid, how often each digit appears in
/// each unit, one row per unit, grids side by side (each from its
/// `check_col`: the unit names, then one column per digit), so that grids
/// of different sizes and variants can share it.
pub(crate) fn check_sheet(grids: &[CheckedGrid]) -> Option<Sheet> {
    if grids.is_empty() {
        return None;
    }
    let mut sheet = Sheet::new(CHECK_SHEET);
    // Locked too (no password): a pupil who shows it cannot change it by accident.
    sheet.hidden = true;
    sheet.protected = true;
    sheet.width(0, Size::Chars(18.0));
    sheet.text(
        0,
        0,
        "How often each digit appears in each unit and cage (and 2 right of a cage whose digits break its sum); the status cells report a clash when a value is above 1",
        &heading(11.0),
    );
    let namer = CellNamer::default();
    let plain = Style::new();
    for grid in grids {
        let geometry = grid.geometry;
        let n = geometry.size();
        sheet.text(2, grid.check_col, "unit \\ digit", &label());
        for u in 0..geometry.units().len() {
            let name = geometry.unit_name(u, &namer);
            sheet.text(COUNT_ROW + u as u32, grid.check_col, name, &plain);
        }
        sheet.text(1, grid.count_col(0), grid.sheet, &heading(11.0));
        for k in 0..n {
            let col = grid.count_col(k);
            sheet.number(2, col, (k + 1) as f64, &label());
            // The all-different rules in order are the units in order.
            let mut units = 0..;
            for constraint in geometry.constraints() {
                match constraint {
                    // Its row follows the lines' (`write_anti_rows`).
                    Constraint::Anti(_) => {}
                    Constraint::AllDifferent(unit) => {
                        let u = units.next().unwrap_or_default();
                        let count = unit
                            .cells
                            .iter()
                            .filter(|&&c| grid.grid.get(c) as usize == k + 1)
                            .count();
                        let formula = grid.count_in_unit(u, true, &num((k + 1) as f64));
                        let result = Cached::Number(count as f64);
                        sheet.formula(COUNT_ROW + u as u32, col, formula, result, &plain);
                    }
                    // Their rows follow the units' (`write_cage_rows`).
                    Constraint::Cage(_) => {}
                    // Their rows follow the cages' (`write_parity_rows`).
                    Constraint::Parity(_) => {}
                    // Their rows follow the even/odd cells' (`write_mark_rows`).
                    Constraint::Pair(_) => {}
                    // Their rows follow the marks' (`write_line_rows`).
                    Constraint::Line(_) => {}
                    // Their rows follow the lines' (`write_sum_rows`).
                    Constraint::Sum(_) => {}
                    // Their rows follow the sums' (`write_sandwich_rows`).
                    Constraint::Sandwich(_) => {}
                }
            }
        }
        let cages = COUNT_ROW + geometry.units().len() as u32;
        grid.write_cage_rows(&mut sheet, cages);
        let parities = cages + geometry.cages().count() as u32;
        grid.write_parity_rows(&mut sheet, parities);
        let marks = parities + grid.parities().len() as u32;
        grid.write_mark_rows(&mut sheet, marks);
        let lines = marks + grid.marks().len() as u32;
        grid.write_line_rows(&mut sheet, lines);
        let sums = lines + grid.lines().len() as u32;
        grid.write_sum_rows(&mut sheet, sums);
        let sandwiches = sums + grid.sums().len() as u32;
        grid.write_sandwich_rows(&mut sheet, sandwiches);
        grid.write_anti_rows(&mut sheet, sandwiches + grid.sandwiches().len() as u32);
    }
    Some(sheet)
}
