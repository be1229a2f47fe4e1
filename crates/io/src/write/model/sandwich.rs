//! The sandwich clues' sum rows of the `Model` sheet, below the sums: for
//! each place `p` of a line's 1 and `q` of its `n` whose cells between can
//! make the clue, a block of the BLP's two big-M rows
//! (`blp/rows/sandwich.rs`), each `<= 0`:
//!
//! - `Σ k·x − S − M↑·(2 − x_p,1 − x_q,n)`;
//! - `S − Σ k·x − M↓·(2 − x_p,1 − x_q,n)`;
//!
//! `Σ k·x` the cells' between `s_ij`, `S` the clue, `M↑` and `M↓` the
//! tightest constants ([`Sandwich::big_m`]), live formulas with their
//! stored values. Written without parentheses, as `Σ − S − 2·M + M·(x_p,1
//! + x_q,n)`. The places whose cells between can never make the clue are
//! marks' rows (`marks.rs`), "not 1 here with `n` there"; places side by
//! side beside a clue of 0 need no row (both rows are `0 <= 0`).

use sheetdoku_i18n::text;

use super::layout::{Layout, FIRST_COL};
use crate::write::book::formula::{call, cell, num, op};
use crate::write::book::{Area, Border, Cached, Condition, Conditional, HAlign, Sheet, Style};
use crate::write::common::house_style::{heading, label};
use sheetdoku_core::{rule_words, CellNamer, Constraint, Geometry, Sandwich};

/// Where the sandwich rows are, for the summary and the Solver.
pub(crate) struct SandwichAreas {
    /// The big-M rows' values (each `<= 0`).
    pub rows: ((u32, u16), (u32, u16)),
    /// Rows broken by the stored solution.
    pub violations: usize,
}

/// The columns: `Σ k·x` between, `S`, `M`, `x_p,1 + x_q,n`, the row.
const SUM_COL: u16 = FIRST_COL;
const CLUE_COL: u16 = FIRST_COL + 1;
const M_COL: u16 = FIRST_COL + 2;
const ENDS_COL: u16 = FIRST_COL + 3;
const ROW_COL: u16 = FIRST_COL + 4;

/// One place of the 1 and one of the `n` on a clue's line.
struct Places<'a> {
    rule: sheetdoku_core::ConstraintId,
    clue: &'a Sandwich,
    one: usize,
    top: usize,
}

/// Writes the sandwich rows from row `top` (their heading two rows above);
/// `x(cell, k)` is the stored `x_ijk`. `None` for a geometry without a
/// clue whose cells between some places can make it.
pub(crate) fn write(
    sheet: &mut Sheet,
    lay: &Layout,
    geometry: &Geometry,
    top: u32,
    x: impl Fn(usize, usize) -> u32,
) -> Option<SandwichAreas> {
    let n = geometry.size();
    let mut places = Vec::new();
    for (id, rule) in geometry.rules() {
        match rule {
            Constraint::Sandwich(clue) => {
                let len = clue.cells.len();
                for one in 0..len {
                    for top in (0..len).filter(|&q| q != one) {
                        let count = one.abs_diff(top) - 1;
                        // Side by side with a clue of 0: nothing to hold.
                        if count > 0 && Sandwich::can_make(count, clue.sum, n) {
                            places.push(Places {
                                rule: id,
                                clue,
                                one,
                                top,
                            });
                        }
                    }
                }
            }
            // Their rows are the units', the cages' (`cages.rs`), the
            // marks' (`marks.rs`) and the sums' (`sums.rs`).
            Constraint::AllDifferent(_)
            | Constraint::Cage(_)
            | Constraint::Parity(_)
            | Constraint::Pair(_)
            | Constraint::Anti(_)
            | Constraint::Line(_)
            | Constraint::Sum(_) => {}
        }
    }
    if places.is_empty() {
        return None;
    }
    sheet.text(top - 2, 0, text("model-sandwiches"), &heading(11.0));
    let centred = label().align(HAlign::Center);
    sheet.text(top - 1, SUM_COL, "Σ k·x", &centred);
    sheet.text(top - 1, CLUE_COL, "S", &centred);
    sheet.text(top - 1, M_COL, "M", &centred);
    sheet.text(top - 1, ENDS_COL, "x₁ + xₙ", &centred);
    sheet.text(
        top - 1,
        ROW_COL,
        "± (Σ k·x − S) − M·(2 − x₁ − xₙ)",
        &label(),
    );
    let boxed = Style::new().align(HAlign::Center).border(Border::Thin);
    let namer = CellNamer::default();
    let s = |at: usize| -> i64 { (0..n).map(|k| (k as i64 + 1) * i64::from(x(at, k))).sum() };
    let x_ref = |at: usize, k: usize| {
        let (r, c) = lay.x_cell(at, k);
        cell(r, c)
    };
    let mut violations = 0;
    for (i, place) in places.iter().enumerate() {
        let cells = &place.clue.cells;
        let (p, q) = (cells[place.one], cells[place.top]);
        let between = &cells[place.one.min(place.top) + 1..place.one.max(place.top)];
        let (up, down) = Sandwich::big_m(between.len(), place.clue.sum, n);
        let clue = i64::from(place.clue.sum);
        let total: i64 = between.iter().map(|&c| s(c)).sum();
        let ends = i64::from(x(p, 0)) + i64::from(x(q, n - 1));
        let sum = call(
            "SUM",
            between
                .iter()
                .map(|&c| {
                    let (r, col) = lay.s_cell(c);
                    cell(r, col)
                })
                .collect(),
        );
        let name = format!(
            "{} (1 {}, {n} {})",
            rule_words(geometry, place.rule, &namer),
            namer.cell(n, p),
            namer.cell(n, q)
        );
        let r = top + 2 * i as u32;
        // Σ − S − M↑·(2 − ends), then S − Σ − M↓·(2 − ends).
        for (row, m, upper, what) in [
            (r, up, true, "Σ k·x − S"),
            (r + 1, down, false, "S − Σ k·x"),
        ] {
            sheet.text(row, 0, format!("{name}: {what}"), &Style::new());
            sheet.formula(
                row,
                SUM_COL,
                sum.clone(),
                Cached::Number(total as f64),
                &boxed,
            );
            sheet.number(row, CLUE_COL, clue as f64, &boxed);
            sheet.number(row, M_COL, m as f64, &boxed);
            sheet.formula(
                row,
                ENDS_COL,
                op(x_ref(p, 0), "+", x_ref(q, n - 1)),
                Cached::Number(ends as f64),
                &boxed,
            );
            let (first, second, gap) = match upper {
                true => (cell(row, SUM_COL), cell(row, CLUE_COL), total - clue),
                false => (cell(row, CLUE_COL), cell(row, SUM_COL), clue - total),
            };
            let formula = op(
                op(
                    op(first, "-", second),
                    "-",
                    op(num(2.0), "*", cell(row, M_COL)),
                ),
                "+",
                op(cell(row, M_COL), "*", cell(row, ENDS_COL)),
            );
            let value = gap - m * (2 - ends);
            violations += usize::from(value > 0);
            sheet.formula(row, ROW_COL, formula, Cached::Number(value as f64), &boxed);
        }
    }
    let last = top + 2 * places.len() as u32 - 1;
    let rows = ((top, ROW_COL), (last, ROW_COL));
    sheet.conditionals.push(Conditional {
        area: Area {
            first: rows.0,
            last: rows.1,
        },
        when: Condition::Formula(op(cell(top, ROW_COL), ">", num(0.0))),
        style: Style::new().fill(0xFFC7CE),
    });
    Some(SandwichAreas { rows, violations })
}
