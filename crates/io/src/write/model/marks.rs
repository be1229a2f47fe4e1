//! The rows of the marks between two cells (Kropki dots, X and V,
//! greater-than signs) and of the lines (each relation of two cells) on
//! the `Model` sheet, below the units and cages: for each relation and
//! each of its two cells, one row of `n` live formulas
//! `x_a,k − Σ x_b,e` over the digits `e` the mark allows with `k` in the
//! other cell, each `<= 0` (the BLP's rows, `blp/rows/pair.rs`): a digit
//! in one cell needs a partner in the other. An even/odd cell adds one row
//! of the same form (`x_c,k` for each digit of the other parity, `<= 0`).

use sheetdoku_i18n::text;

use super::layout::{Layout, FIRST_COL};
use crate::write::book::formula::{call, cell, num, op};
use crate::write::book::{Area, Cached, Condition, Conditional, Expr, HAlign, Sheet, Style};
use crate::write::common::house_style::{heading, label};
use sheetdoku_core::{rule_words, CellNamer, Constraint, Geometry, Sandwich};

/// Where the mark rows are, for the summary and the Solver.
pub(crate) struct MarkAreas {
    /// `x_a,k − Σ x_b,e` per mark, cell and digit (each `<= 0`).
    pub rows: ((u32, u16), (u32, u16)),
    /// Rows broken by the stored solution.
    pub violations: usize,
}

/// Writes the mark rows from row `top` (their heading two rows above);
/// `x(cell, k)` is the stored `x_ijk`. `None` for a geometry without marks.
pub(crate) fn write(
    sheet: &mut Sheet,
    lay: &Layout,
    geometry: &Geometry,
    top: u32,
    x: impl Fn(usize, usize) -> u32,
) -> Option<MarkAreas> {
    let n = geometry.size();
    // Each relation's two ways round: (rule, here, there, allows(here's
    // digit, there's digit)).
    type Allows<'g> = Box<dyn Fn(u8, u8) -> bool + 'g>;
    let mut ways: Vec<(sheetdoku_core::ConstraintId, usize, usize, Allows<'_>)> = Vec::new();
    for (id, rule) in geometry.rules() {
        match rule {
            // Their rows are the cages' (`cages.rs`) and the sums' (`sums.rs`).
            Constraint::AllDifferent(_) | Constraint::Cage(_) | Constraint::Sum(_) => {}
            // An even/odd cell is one row of the same form, its cell its
            // own partner: `x_c,k − x_c,k` (0) for a digit of its parity,
            // `x_c,k − 0` for one of the other, each `<= 0` (the BLP's
            // row `Σ x_c,k = 0` over the other parity's digits).
            Constraint::Parity(parity) => {
                let c = parity.cell();
                ways.push((id, c, c, Box::new(|d, e| d == e && parity.allows(d))));
            }
            // Each pair a move apart as a relation "different": a digit
            // here needs another there.
            Constraint::Anti(anti) => {
                for (a, b) in anti.pairs() {
                    ways.push((id, a, b, Box::new(|d, e| d != e)));
                    ways.push((id, b, a, Box::new(|e, d| d != e)));
                }
            }
            Constraint::Pair(pair) => {
                let [a, b] = pair.cells;
                ways.push((id, a, b, Box::new(|d, e| pair.allows(d, e))));
                ways.push((id, b, a, Box::new(|e, d| pair.allows(d, e))));
            }
            Constraint::Line(line) => {
                for (a, b) in line.relations() {
                    ways.push((id, a, b, Box::new(move |d, e| line.allows(n, d, e))));
                    ways.push((id, b, a, Box::new(move |e, d| line.allows(n, d, e))));
                }
            }
            // A sandwich clue's places of its 1 and its n whose cells
            // between can never make the clue, each a relation "not 1
            // here with n there" (the BLP's `x_p,1 + x_q,n <= 1`); its
            // sums are `sandwich.rs`' rows.
            Constraint::Sandwich(sandwich) => {
                let top = n as u8;
                let cells = &sandwich.cells;
                for (p, &a) in cells.iter().enumerate() {
                    for (q, &b) in cells.iter().enumerate() {
                        let apart = p.abs_diff(q);
                        if p != q && !Sandwich::can_make(apart - 1, sandwich.sum, n) {
                            ways.push((id, a, b, Box::new(move |d, e| d != 1 || e != top)));
                        }
                    }
                }
            }
        }
    }
    if ways.is_empty() {
        return None;
    }
    sheet.text(top - 2, 0, text("model-marks"), &heading(11.0));
    sheet.text(top - 1, 0, text("model-mark-digit"), &label());
    let centred = label().align(HAlign::Center);
    for k in 0..n {
        sheet.number(top - 1, FIRST_COL + k as u16, (k + 1) as f64, &centred);
    }
    let boxed = Style::new()
        .align(HAlign::Center)
        .border(crate::write::book::Border::Thin);
    let namer = CellNamer::default();
    let mut violations = 0;
    let x_ref = |at: usize, k: usize| {
        let (r, c) = lay.x_cell(at, k);
        cell(r, c)
    };
    for (i, (id, here, there, allows)) in ways.iter().enumerate() {
        let (id, here, there) = (*id, *here, *there);
        let r = top + i as u32;
        let name = format!(
            "{} ({})",
            rule_words(geometry, id, &namer),
            namer.cell(n, here)
        );
        sheet.text(r, 0, name, &Style::new());
        for k in 0..n {
            let d = k as u8 + 1;
            let partners: Vec<usize> = (0..n).filter(|&e| allows(d, e as u8 + 1)).collect();
            let sum: Expr = match partners.is_empty() {
                true => num(0.0),
                false => call("SUM", partners.iter().map(|&e| x_ref(there, e)).collect()),
            };
            let value = i64::from(x(here, k))
                - partners
                    .iter()
                    .map(|&e| i64::from(x(there, e)))
                    .sum::<i64>();
            violations += usize::from(value > 0);
            let formula = op(x_ref(here, k), "-", sum);
            sheet.formula(
                r,
                FIRST_COL + k as u16,
                formula,
                Cached::Number(value as f64),
                &boxed,
            );
        }
    }
    let last = top + ways.len() as u32 - 1;
    let rows = ((top, FIRST_COL), (last, FIRST_COL + n as u16 - 1));
    sheet.conditionals.push(Conditional {
        area: Area {
            first: rows.0,
            last: rows.1,
        },
        when: Condition::Formula(op(cell(top, FIRST_COL), ">", num(0.0))),
        style: Style::new().fill(0xFFC7CE),
    });
    Some(MarkAreas { rows, violations })
}
