//! The `Model` sheet: Peško's BLP (1)-(9) as in Sudoku.ods, with live
//! formulas. The givens `c_ijk` are derived from sheet `A`, the variables
//! `x_ijk` hold the solution as 0/1, and every constraint's left-hand side,
//! the objective and `s_ij = Σ k·x_ijk` are formulas that also store their
//! value (LibreOffice does not recalculate .xlsx formulas on load).
//!
//! The layers `k = 1..n` sit side by side without gaps, so `C` and `x` are
//! two `n x n²` rectangles: one SUMPRODUCT gives the objective and the `x`
//! rectangle is exactly the Solver's variable cells.

use sheetdoku_i18n::text;

use super::layout::{abs_text, range_text, rectangles, relative_range, Layout, FIRST_COL};
use super::solver::{solver_names, solver_settings_text, RuleNames, SolverRanges};
use crate::layout::{BLOCKS_SHEET, EXTRA_SHEET, GIVENS_SHEET, MODEL_SHEET};
use crate::write::book::formula::{abs, call, cell, chain, num, op, range};
use crate::write::book::{
    Area, Border, Cached, Condition, Conditional, DefinedName, Expr, HAlign, Sheet, Size, Style,
};
use crate::write::common::house_style::{heading, label};
use crate::write::solution::solution_doc::SolutionDoc;
use sheetdoku_core::rule_words;
use sheetdoku_core::CellNamer;
use sheetdoku_core::{Constraint, Geometry, UnitKind};

/// The sheet `Model` and the defined names for the Solver.
pub(crate) fn write(doc: &SolutionDoc) -> (Sheet, Vec<DefinedName>) {
    let geometry = &doc.puzzle.geometry;
    let n = geometry.size();
    let lay = Layout::new(n);
    let last_col = FIRST_COL + (n * n) as u16 - 1;
    let x = |cell: usize, k: usize| {
        u32::from(doc.solution.is_some_and(|s| s.get(cell) as usize == k + 1))
    };
    let c = |cell: usize, k: usize| u32::from(doc.puzzle.givens.get(cell) as usize == k + 1);
    let mut sheet = Sheet::new(MODEL_SHEET);
    let sheet = &mut sheet;

    sheet.width(0, Size::Chars(34.0));
    for col in FIRST_COL..=last_col.max(lay.s_col + n as u16) {
        sheet.width(col, Size::Chars(3.3));
    }
    sheet.freeze_cols = Some(FIRST_COL);
    // For the screen and the Solver: the sheet prints no page.
    let plain = Style::new();
    let bold = heading(11.0);
    sheet.text(0, 0, text("model-title"), &heading(13.0));
    sheet.text(1, 0, text("model-subtitle"), &label());

    // The two layered tables.
    let layers = |sheet: &mut Sheet, top: u32, title: &str| {
        sheet.text(top - 3, 0, text(title), &bold);
        sheet.text(top - 2, 0, text("model-layer"), &label());
        sheet.text(top - 1, 0, text("model-row-column"), &label());
        let head = heading(11.0).align(HAlign::Center).border(Border::Thin);
        for k in 0..n {
            let first = FIRST_COL + (k * n) as u16;
            if n > 1 {
                sheet.merge(Area::new(top - 2, first, top - 2, first + n as u16 - 1));
                sheet.text(top - 2, first, format!("k = {}", k + 1), &head);
            }
            for j in 0..n {
                let f = label().align(HAlign::Center);
                sheet.number(top - 1, first + j as u16, (j + 1) as f64, &f);
            }
        }
        for i in 0..n {
            sheet.text(top + i as u32, 0, format!("i = {}", i + 1), &label());
        }
    };
    layers(sheet, lay.c_row, "model-c-title");
    layers(sheet, lay.x_row, "model-x-title");
    let layer_format = |k: usize, j: usize| {
        let mut f = Style::new().align(HAlign::Center);
        if k % 2 == 1 {
            f = f.fill(0xF2F2F2);
        }
        if j == 0 {
            f = f.border_left(Border::Medium);
        }
        f
    };
    for at in 0..n * n {
        let given = cell((at / n) as u32, (at % n) as u16).on(GIVENS_SHEET);
        for k in 0..n {
            let format = layer_format(k, at % n);
            let (r, col) = lay.c_cell(at, k);
            let formula = call(
                "IF",
                vec![
                    op(given.clone(), "=", num((k + 1) as f64)),
                    num(1.0),
                    num(0.0),
                ],
            );
            let result = Cached::Number(f64::from(c(at, k)));
            sheet.formula(r, col, formula, result, &format);
            let (r, col) = lay.x_cell(at, k);
            sheet.number(r, col, f64::from(x(at, k)), &format);
        }
    }
    let n32 = n as u32;
    let c_area = ((lay.c_row, FIRST_COL), (lay.c_row + n32 - 1, last_col));
    let x_area = ((lay.x_row, FIRST_COL), (lay.x_row + n32 - 1, last_col));
    let one = Style::new().bold().fill(0xC6EFCE);
    for (first, last) in [c_area, x_area] {
        sheet.conditionals.push(Conditional {
            area: Area { first, last },
            when: Condition::Equals(1.0),
            style: one.clone(),
        });
    }

    // (5) per cell, and S beside it.
    let top = lay.cell_row;
    sheet.text(top - 2, 0, text("model-cells"), &bold);
    sheet.text(top - 2, lay.s_col, text("model-s"), &bold);
    sheet.text(top - 1, 0, text("model-row-column"), &label());
    for j in 0..n {
        let f = label().align(HAlign::Center);
        sheet.number(top - 1, FIRST_COL + j as u16, (j + 1) as f64, &f);
        sheet.number(top - 1, lay.s_col + j as u16, (j + 1) as f64, &f);
    }
    let box_format = Style::new().align(HAlign::Center).border(Border::Thin);
    let mut violations = 0;
    for at in 0..n * n {
        if at % n == 0 {
            let row = top + (at / n) as u32;
            sheet.text(row, 0, format!("i = {}", at / n + 1), &label());
        }
        let refs: Vec<Expr> = (0..n)
            .map(|k| {
                let (r, col) = lay.x_cell(at, k);
                cell(r, col)
            })
            .collect();
        let sum: u32 = (0..n).map(|k| x(at, k)).sum();
        violations += usize::from(sum != 1);
        let (r, col) = lay.cell_sum(at);
        let formula = call("SUM", refs.clone());
        sheet.formula(r, col, formula, Cached::Number(f64::from(sum)), &box_format);
        let terms = refs
            .into_iter()
            .enumerate()
            .map(|(k, x)| op(num((k + 1) as f64), "*", x))
            .collect();
        let s: u32 = (0..n).map(|k| (k as u32 + 1) * x(at, k)).sum();
        let (r, col) = lay.s_cell(at);
        let formula = chain("+", terms);
        sheet.formula(r, col, formula, Cached::Number(f64::from(s)), &box_format);
    }
    let cells_area = (lay.cell_sum(0), lay.cell_sum(n * n - 1));

    // (2)-(4), (7)-(9): per unit and digit.
    let top = lay.unit_row;
    sheet.text(top - 2, 0, text("model-units"), &bold);
    sheet.text(top - 1, 0, text("model-unit-digit"), &label());
    for k in 0..n {
        let f = label().align(HAlign::Center);
        sheet.number(top - 1, FIRST_COL + k as u16, (k + 1) as f64, &f);
    }
    let namer = CellNamer::default();
    // One line per unit, each named by its rule.
    for (u, (id, constraint)) in geometry.rules().enumerate() {
        match constraint {
            Constraint::AllDifferent(unit) => {
                sheet.text(top + u as u32, 0, rule_words(geometry, id, &namer), &plain);
                let rects = rectangles(n, &unit.cells);
                let map = map_of(geometry, u);
                for k in 0..n {
                    let formula = match map {
                        // The paper's (4) with b_ij: the x of the cells
                        // whose label on the map sheet is the region's, so
                        // the row follows a redrawn map.
                        Some((sheet_name, label)) => {
                            let x_layer = range(lay.x_cell(0, k), lay.x_cell(n * n - 1, k));
                            let labels = range((0, 0), (n as u32 - 1, n as u16 - 1)).on(sheet_name);
                            call("SUMIF", vec![labels, num(label as f64), x_layer])
                        }
                        None => {
                            let ranges: Vec<Expr> = rects
                                .iter()
                                .map(|&(r0, c0, r1, c1)| {
                                    let (fr, fc) = lay.x_cell(r0 * n + c0, k);
                                    if (r0, c0) == (r1, c1) {
                                        cell(fr, fc)
                                    } else {
                                        let (lr, lc) = lay.x_cell(r1 * n + c1, k);
                                        relative_range((fr, fc), (lr, lc))
                                    }
                                })
                                .collect();
                            call("SUM", ranges)
                        }
                    };
                    let sum: u32 = unit.cells.iter().map(|&at| x(at, k)).sum();
                    violations += usize::from(sum != 1);
                    let (r, col) = lay.unit_cell(u, k);
                    let result = Cached::Number(f64::from(sum));
                    sheet.formula(r, col, formula, result, &box_format);
                }
            }
            // Their rows follow the units' (`cages`).
            Constraint::Cage(_) => {}
            // Their rows follow the cages' (`marks`, an even/odd cell's
            // one row among them).
            Constraint::Parity(_) | Constraint::Pair(_) | Constraint::Line(_) => {}
            // Their rows follow the marks' (`sums`).
            Constraint::Sum(_) => {}
            // Its pairs' rows follow the cages' too (`marks`).
            Constraint::Anti(_) => {}
            // Its places apart are marks' rows (`marks`), its sums big-M
            // rows of their own after the sums' (`sandwich`).
            Constraint::Sandwich(_) => {}
        }
    }
    let last_unit = geometry.units().len() - 1;
    let units_area = (lay.unit_cell(0, 0), lay.unit_cell(last_unit, n - 1));
    let cage_top = units_area.1 .0 + 4;
    let cages = super::cages::write(sheet, &lay, geometry, cage_top, x);
    violations += cages.as_ref().map_or(0, |c| c.violations);
    let marks_top = cages.as_ref().map_or(cage_top, |c| c.digits.1 .0 + 4);
    let marks = super::marks::write(sheet, &lay, geometry, marks_top, x);
    violations += marks.as_ref().map_or(0, |m| m.violations);
    let sums_top = marks.as_ref().map_or(marks_top, |m| m.rows.1 .0 + 4);
    let sums = super::sums::write(sheet, &lay, geometry, sums_top, x);
    violations += sums.as_ref().map_or(0, |s| s.violations);
    let sandwich_top = sums.as_ref().map_or(sums_top, |s| s.gaps.1 .0 + 4);
    let sandwiches = super::sandwich::write(sheet, &lay, geometry, sandwich_top, x);
    violations += sandwiches.as_ref().map_or(0, |s| s.violations);
    let bad = Style::new().fill(0xFFC7CE);
    for (first, last) in [cells_area, units_area] {
        sheet.conditionals.push(Conditional {
            area: Area { first, last },
            when: Condition::NotEquals(1.0),
            style: bad.clone(),
        });
    }

    // Summary rows.
    let objective: u32 = (0..n * n)
        .flat_map(|at| (0..n).map(move |k| (at, k)))
        .map(|(at, k)| c(at, k) * x(at, k))
        .sum();
    let whole = |(first, last): ((u32, u16), (u32, u16))| range(first, last);
    let not_one = |area| call("COUNTIF", vec![whole(area), Expr::Text("<>1".into())]);
    let summary = [
        (
            "model-objective",
            lay.objective,
            call("SUMPRODUCT", vec![whole(c_area), whole(x_area)]),
            objective as usize,
        ),
        (
            "model-givens",
            lay.givens,
            call("SUM", vec![whole(c_area)]),
            doc.puzzle.givens.given_count(),
        ),
        (
            "model-broken",
            lay.violations,
            {
                let mut parts = vec![not_one(cells_area), not_one(units_area)];
                if let Some(c) = &cages {
                    parts.push(call(
                        "COUNTIF",
                        vec![whole(c.digits), Expr::Text(">1".into())],
                    ));
                    parts.push(call(
                        "COUNTIF",
                        vec![whole(c.gaps), Expr::Text("<>0".into())],
                    ));
                }
                if let Some(m) = &marks {
                    parts.push(call(
                        "COUNTIF",
                        vec![whole(m.rows), Expr::Text(">0".into())],
                    ));
                }
                if let Some(s) = &sums {
                    parts.push(call(
                        "COUNTIF",
                        vec![whole(s.gaps), Expr::Text("<>0".into())],
                    ));
                }
                if let Some(s) = &sandwiches {
                    parts.push(call(
                        "COUNTIF",
                        vec![whole(s.rows), Expr::Text(">0".into())],
                    ));
                }
                chain("+", parts)
            },
            violations,
        ),
    ];
    let value_format = Style::new().bold().align(HAlign::Left);
    for (id, (r, col), formula, result) in summary {
        sheet.text(r, 0, text(id), &bold);
        sheet.formula(
            r,
            col,
            formula,
            Cached::Number(result as f64),
            &value_format,
        );
    }
    let ranges = SolverRanges {
        objective: abs_text(lay.objective),
        x: range_text(x_area.0, x_area.1),
        cells: range_text(cells_area.0, cells_area.1),
        units: range_text(units_area.0, units_area.1),
        cages: cages.as_ref().map(|c| {
            (
                range_text(c.digits.0, c.digits.1),
                range_text(c.gaps.0, c.gaps.1),
            )
        }),
        marks: marks.as_ref().map(|m| range_text(m.rows.0, m.rows.1)),
        sums: sums.as_ref().map(|s| range_text(s.gaps.0, s.gaps.1)),
        sandwiches: sandwiches.as_ref().map(|s| range_text(s.rows.0, s.rows.1)),
    };
    for (i, (key, value)) in solver_settings_text(&ranges).into_iter().enumerate() {
        sheet.text(5 + i as u32, 0, key, &bold);
        sheet.text(5 + i as u32, FIRST_COL, value, &plain);
    }

    let cage_names = cages
        .as_ref()
        .map(|_| ("sudoku_cage_digits", "sudoku_cage_sums"));
    let solver = solver_names(
        "sudoku_objective",
        "sudoku_x",
        "sudoku_cells",
        "sudoku_units",
        RuleNames {
            cages: cage_names,
            marks: marks.as_ref().map(|_| "sudoku_marks"),
            sums: sums.as_ref().map(|_| "sudoku_sums"),
            sandwiches: sandwiches.as_ref().map(|_| "sudoku_sandwiches"),
        },
    );
    let (objective_row, objective_col) = lay.objective;
    let mut names = vec![
        ("sudoku_objective", abs(objective_row, objective_col)),
        ("sudoku_c", whole(c_area)),
        ("sudoku_x", whole(x_area)),
        ("sudoku_cells", whole(cells_area)),
        ("sudoku_units", whole(units_area)),
    ];
    if let Some(c) = &cages {
        names.push(("sudoku_cage_digits", whole(c.digits)));
        names.push(("sudoku_cage_sums", whole(c.gaps)));
    }
    if let Some(m) = &marks {
        names.push(("sudoku_marks", whole(m.rows)));
    }
    if let Some(s) = &sums {
        names.push(("sudoku_sums", whole(s.gaps)));
    }
    if let Some(s) = &sandwiches {
        names.push(("sudoku_sandwiches", whole(s.rows)));
    }
    let names = names
        .into_iter()
        .map(|(k, v)| DefinedName {
            scope: None,
            name: k.to_string(),
            value: v.on(MODEL_SHEET),
        })
        .chain(solver)
        .collect();
    (std::mem::take(sheet), names)
}

/// The map sheet and label of unit `u` when the unit is a region of a
/// map the teacher can redraw: a block or region (sheet `B`, labels 1 to
/// n) or an extra region (sheet `B2`).
fn map_of(geometry: &Geometry, u: usize) -> Option<(&'static str, usize)> {
    let unit = &geometry.units()[u];
    let first = unit.cells[0];
    match unit.kind {
        UnitKind::Block | UnitKind::Region => Some((BLOCKS_SHEET, geometry.block_of(first) + 1)),
        UnitKind::Extra => geometry.extra_of(first).map(|e| (EXTRA_SHEET, e)),
        UnitKind::Row | UnitKind::Column | UnitKind::MainDiagonal | UnitKind::AntiDiagonal => None,
    }
}
