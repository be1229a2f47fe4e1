//! The killer cages' rows of the `Model` sheet, below the units: for each
//! cage, `Σ x_ijk <= 1` over its cells for each digit `k` (no digit
//! repeats in a cage) and `Σ k·x_ijk = S` (its digits add up to its sum),
//! live formulas with their stored values. `Σ k·x_ijk` over the cage is
//! the sum of its cells' `s_ij`, themselves `Σ_k k·x_ijk`. A cage without
//! a total has its digit rows, its `Σ k·x`, the words "no total" for `S`
//! and a gap of 0.

use sheetdoku_i18n::text;

use super::layout::{rectangles, relative_range, Layout, FIRST_COL};
use crate::write::book::formula::{call, cell, num, op};
use crate::write::book::{Area, Cached, Condition, Conditional, Expr, HAlign, Sheet, Style};
use crate::write::common::house_style::{heading, label};
use sheetdoku_core::rule_words;
use sheetdoku_core::CellNamer;
use sheetdoku_core::{CageSum, Geometry};

/// Where the cage rows are, for the summary and the Solver.
pub(crate) struct CageAreas {
    /// `Σ x` per cage and digit (each `<= 1`).
    pub digits: ((u32, u16), (u32, u16)),
    /// `Σ k·x − S` per cage (each `= 0`).
    pub gaps: ((u32, u16), (u32, u16)),
    /// Rows broken by the stored solution.
    pub violations: usize,
}

/// Writes the cage rows from row `top` (their heading two rows above);
/// `x(cell, k)` is the stored `x_ijk`. `None` for a geometry with no cage.
pub(crate) fn write(
    sheet: &mut Sheet,
    lay: &Layout,
    geometry: &Geometry,
    top: u32,
    x: impl Fn(usize, usize) -> u32,
) -> Option<CageAreas> {
    let cages: Vec<_> = geometry.cages().collect();
    if cages.is_empty() {
        return None;
    }
    let n = geometry.size();
    let (sum_col, target_col, gap_col) = (
        FIRST_COL + n as u16 + 1,
        FIRST_COL + n as u16 + 2,
        FIRST_COL + n as u16 + 3,
    );
    sheet.text(top - 2, 0, text("model-cages"), &heading(11.0));
    sheet.text(top - 1, 0, text("model-cage-digit"), &label());
    let centred = label().align(HAlign::Center);
    for k in 0..n {
        sheet.number(top - 1, FIRST_COL + k as u16, (k + 1) as f64, &centred);
    }
    sheet.text(top - 1, sum_col, "Σ k·x", &centred);
    sheet.text(top - 1, target_col, "S", &centred);
    sheet.text(top - 1, gap_col, "Σ k·x − S", &centred);
    let boxed = Style::new()
        .align(HAlign::Center)
        .border(crate::write::book::Border::Thin);
    let namer = CellNamer::default();
    let mut violations = 0;
    for (i, (id, cage)) in cages.iter().enumerate() {
        let r = top + i as u32;
        sheet.text(r, 0, rule_words(geometry, *id, &namer), &Style::new());
        let rects = rectangles(n, &cage.cells);
        for k in 0..n {
            let ranges: Vec<Expr> = rects
                .iter()
                .map(|&(r0, c0, r1, c1)| {
                    let from = lay.x_cell(r0 * n + c0, k);
                    if (r0, c0) == (r1, c1) {
                        cell(from.0, from.1)
                    } else {
                        relative_range(from, lay.x_cell(r1 * n + c1, k))
                    }
                })
                .collect();
            let count: u32 = cage.cells.iter().map(|&at| x(at, k)).sum();
            violations += usize::from(count > 1);
            let result = Cached::Number(f64::from(count));
            sheet.formula(r, FIRST_COL + k as u16, call("SUM", ranges), result, &boxed);
        }
        let s_cells: Vec<Expr> = cage
            .cells
            .iter()
            .map(|&at| {
                let (sr, sc) = lay.s_cell(at);
                cell(sr, sc)
            })
            .collect();
        let total: u32 = cage
            .cells
            .iter()
            .map(|&at| (0..n).map(|k| (k as u32 + 1) * x(at, k)).sum::<u32>())
            .sum();
        let total_cached = Cached::Number(f64::from(total));
        sheet.formula(r, sum_col, call("SUM", s_cells), total_cached, &boxed);
        match cage.sum {
            CageSum::Given(sum) => {
                violations += usize::from(total != sum);
                sheet.number(r, target_col, f64::from(sum), &boxed);
                let gap = op(cell(r, sum_col), "-", cell(r, target_col));
                let gap_cached = Cached::Number(f64::from(total) - f64::from(sum));
                sheet.formula(r, gap_col, gap, gap_cached, &boxed);
            }
            // No total: the row says so, and its gap is a plain 0 that the
            // Solver's "gaps = 0" keeps whatever the digits.
            CageSum::NotGiven => {
                sheet.text(r, target_col, text("model-cage-no-total"), &boxed);
                sheet.number(r, gap_col, 0.0, &boxed);
            }
        }
    }
    let last = top + cages.len() as u32 - 1;
    let digits = ((top, FIRST_COL), (last, FIRST_COL + n as u16 - 1));
    let gaps = ((top, gap_col), (last, gap_col));
    let bad = Style::new().fill(0xFFC7CE);
    for ((first, last), when) in [
        (
            digits,
            Condition::Formula(op(cell(top, FIRST_COL), ">", num(1.0))),
        ),
        (gaps, Condition::NotEquals(0.0)),
    ] {
        sheet.conditionals.push(Conditional {
            area: Area { first, last },
            when,
            style: bad.clone(),
        });
    }
    Some(CageAreas {
        digits,
        gaps,
        violations,
    })
}
