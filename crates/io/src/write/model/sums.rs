//! The sum rules' rows of the `Model` sheet (arrows, little killers),
//! below the marks: one row per rule, `Σ w·k·x − S` (the BLP's row,
//! `blp/rows/sum.rs`), each `= 0`. `Σ_k k·x_ijk` of a cell is its `s_ij`,
//! so the row is the weighted sum of its cells' `s_ij` (an arrow's shaft
//! `+1`, its circle `−1`, or `−10`, `−1` for a circle of two cells; a
//! little killer's cells `+1`) beside its right-hand side `S` (0 for an
//! arrow, the clue for a little killer), live formulas with their stored
//! values.

use sheetdoku_i18n::text;

use super::layout::{Layout, FIRST_COL};
use crate::write::book::formula::{call, cell, num, op};
use crate::write::book::{Area, Cached, Condition, Conditional, Expr, HAlign, Sheet, Style};
use crate::write::common::house_style::{heading, label};
use sheetdoku_core::{rule_words, CellNamer, Constraint, Geometry};

/// Where the sum rows are, for the summary and the Solver.
pub(crate) struct SumAreas {
    /// `Σ w·k·x − S` per rule (each `= 0`).
    pub gaps: ((u32, u16), (u32, u16)),
    /// Rows broken by the stored solution.
    pub violations: usize,
}

/// Writes the sum rows from row `top` (their heading two rows above);
/// `x(cell, k)` is the stored `x_ijk`. `None` for a geometry without
/// arrows or little killers.
pub(crate) fn write(
    sheet: &mut Sheet,
    lay: &Layout,
    geometry: &Geometry,
    top: u32,
    x: impl Fn(usize, usize) -> u32,
) -> Option<SumAreas> {
    let n = geometry.size();
    let rules: Vec<_> = geometry
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
        .collect();
    if rules.is_empty() {
        return None;
    }
    let (sum_col, target_col, gap_col) = (FIRST_COL, FIRST_COL + 1, FIRST_COL + 2);
    sheet.text(top - 2, 0, text("model-sums"), &heading(11.0));
    let centred = label().align(HAlign::Center);
    sheet.text(top - 1, sum_col, "Σ w·k·x", &centred);
    sheet.text(top - 1, target_col, "S", &centred);
    sheet.text(top - 1, gap_col, "Σ w·k·x − S", &centred);
    let boxed = Style::new()
        .align(HAlign::Center)
        .border(crate::write::book::Border::Thin);
    let namer = CellNamer::default();
    let mut violations = 0;
    for (i, (id, rule)) in rules.iter().enumerate() {
        let r = top + i as u32;
        sheet.text(r, 0, rule_words(geometry, *id, &namer), &Style::new());
        let weights = rule.weights();
        let terms: Vec<Expr> = weights
            .iter()
            .map(|&(at, w)| {
                let (sr, sc) = lay.s_cell(at);
                match w {
                    1 => cell(sr, sc),
                    _ => op(num(w as f64), "*", cell(sr, sc)),
                }
            })
            .collect();
        let total: i64 = weights
            .iter()
            .map(|&(at, w)| {
                w * (0..n)
                    .map(|k| (k as i64 + 1) * i64::from(x(at, k)))
                    .sum::<i64>()
            })
            .sum();
        let target = rule.total();
        violations += usize::from(total != target);
        sheet.formula(
            r,
            sum_col,
            call("SUM", terms),
            Cached::Number(total as f64),
            &boxed,
        );
        sheet.number(r, target_col, target as f64, &boxed);
        let gap = op(cell(r, sum_col), "-", cell(r, target_col));
        sheet.formula(
            r,
            gap_col,
            gap,
            Cached::Number((total - target) as f64),
            &boxed,
        );
    }
    let last = top + rules.len() as u32 - 1;
    let gaps = ((top, gap_col), (last, gap_col));
    sheet.conditionals.push(Conditional {
        area: Area {
            first: gaps.0,
            last: gaps.1,
        },
        when: Condition::NotEquals(0.0),
        style: Style::new().fill(0xFFC7CE),
    });
    Some(SumAreas { gaps, violations })
}
