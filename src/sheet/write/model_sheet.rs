//! The `Model` sheet: Peško's BLP (1)-(9) as in Sudoku.ods, with live
//! formulas. The givens `c_ijk` are derived from sheet `A`, the variables
//! `x_ijk` hold the solution as 0/1, and every constraint's left-hand side,
//! the objective and `s_ij = Σ k·x_ijk` are formulas that also store their
//! value (LibreOffice does not recalculate .xlsx formulas on load).
//!
//! The layers `k = 1..n` sit side by side without gaps, so `C` and `x` are
//! two `n x n²` rectangles: one SUMPRODUCT gives the objective and the `x`
//! rectangle is exactly the Solver's variable cells.

use rust_xlsxwriter::{
    Color, ConditionalFormatCell, ConditionalFormatCellRule, Format, FormatAlign, FormatBorder,
    Formula, Worksheet, XlsxError,
};

use super::styles::{heading, label};
use super::SolutionDoc;
use crate::grid::{a1, CellNamer};

/// Where everything is on the Model sheet (0-based rows and columns).
#[derive(Clone, Copy, Debug)]
pub(super) struct Layout {
    n: usize,
    /// Objective value cell.
    pub objective: (u32, u16),
    /// Σ c cell (the number of givens).
    pub givens: (u32, u16),
    /// Count of constraint left-hand sides that are not 1.
    pub violations: (u32, u16),
    /// First data row of C, of x, of the per-cell table and of the units.
    pub c_row: u32,
    pub x_row: u32,
    pub cell_row: u32,
    pub unit_row: u32,
    /// First column of the S table (beside the per-cell table).
    pub s_col: u16,
}

const FIRST_COL: u16 = 1;

impl Layout {
    pub(super) fn new(n: usize) -> Self {
        let n32 = n as u32;
        // Title, note, 3 summary rows, 4 Solver rows, gap, heading, k row, j row.
        let c_row = 13;
        let x_row = c_row + n32 + 4;
        let cell_row = x_row + n32 + 3;
        let unit_row = cell_row + n32 + 3;
        Layout {
            n,
            objective: (2, FIRST_COL),
            givens: (3, FIRST_COL),
            violations: (4, FIRST_COL),
            c_row,
            x_row,
            cell_row,
            unit_row,
            s_col: FIRST_COL + n as u16 + 1,
        }
    }

    fn layer_col(&self, cell: usize, k: usize) -> u16 {
        FIRST_COL + (k * self.n + cell % self.n) as u16
    }

    /// Position of `c_ijk` for `cell` and digit index `k` (0-based).
    pub(super) fn c_cell(&self, cell: usize, k: usize) -> (u32, u16) {
        (self.c_row + (cell / self.n) as u32, self.layer_col(cell, k))
    }

    /// Position of `x_ijk`.
    pub(super) fn x_cell(&self, cell: usize, k: usize) -> (u32, u16) {
        (self.x_row + (cell / self.n) as u32, self.layer_col(cell, k))
    }

    /// Position of `Σ_k x_ijk` for `cell`.
    pub(super) fn cell_sum(&self, cell: usize) -> (u32, u16) {
        let (r, c) = (cell / self.n, cell % self.n);
        (self.cell_row + r as u32, FIRST_COL + c as u16)
    }

    /// Position of `s_ij` for `cell`.
    pub(super) fn s_cell(&self, cell: usize) -> (u32, u16) {
        let (r, c) = (cell / self.n, cell % self.n);
        (self.cell_row + r as u32, self.s_col + c as u16)
    }

    /// Position of `Σ x` over unit `u` for digit index `k`.
    pub(super) fn unit_cell(&self, u: usize, k: usize) -> (u32, u16) {
        (self.unit_row + u as u32, FIRST_COL + k as u16)
    }
}

fn name((r, c): (u32, u16)) -> String {
    a1(r as usize, c as usize)
}

fn abs((r, c): (u32, u16)) -> String {
    format!("${}${}", crate::grid::column_letters(c as usize), r + 1)
}

/// The cells of a unit as rectangles `(row0, col0, row1, col1)` of the grid:
/// horizontal runs, stacked when equal, so rows, columns and boxes are one
/// range each and a jigsaw region a few.
pub(super) fn rectangles(n: usize, cells: &[usize]) -> Vec<(usize, usize, usize, usize)> {
    let mut sorted = cells.to_vec();
    sorted.sort_unstable();
    let mut runs: Vec<(usize, usize, usize)> = Vec::new(); // row, first col, last col
    for &cell in &sorted {
        let (r, c) = (cell / n, cell % n);
        match runs.last_mut() {
            Some((rr, _, last)) if *rr == r && *last + 1 == c => *last = c,
            _ => runs.push((r, c, c)),
        }
    }
    let mut rects: Vec<(usize, usize, usize, usize)> = Vec::new();
    for (r, c0, c1) in runs {
        match rects
            .iter_mut()
            .find(|(_, a, r1, b)| *a == c0 && *b == c1 && *r1 + 1 == r)
        {
            Some(rect) => rect.2 = r,
            None => rects.push((r, c0, r, c1)),
        }
    }
    rects
}

/// Writes the sheet; returns defined names `(name, range)` for the Solver.
pub(super) fn write(
    sheet: &mut Worksheet,
    doc: &SolutionDoc,
) -> Result<Vec<(String, String)>, XlsxError> {
    let geometry = &doc.puzzle.geometry;
    let n = geometry.size();
    let lay = Layout::new(n);
    let last_col = FIRST_COL + (n * n) as u16 - 1;
    let x = |cell: usize, k: usize| {
        u32::from(doc.solution.is_some_and(|s| s.get(cell) as usize == k + 1))
    };
    let c = |cell: usize, k: usize| u32::from(doc.puzzle.givens.get(cell) as usize == k + 1);

    sheet.set_column_width(0, 34)?;
    sheet.set_column_range_width(FIRST_COL, last_col.max(lay.s_col + n as u16), 3.3)?;
    sheet.set_freeze_panes(0, FIRST_COL)?;
    sheet.set_landscape();
    sheet.set_paper_size(9);
    if n <= 9 {
        sheet.set_print_fit_to_pages(1, 0);
    }

    let bold = heading(11.0);
    sheet.write_string_with_format(0, 0, "Peško's BLP model of the puzzle (as in Sudoku.ods): all left-hand sides, the objective and S are live formulas", &heading(13.0))?;
    sheet.write_string_with_format(1, 0, "maximise (1) Σ c_ijk·x_ijk subject to: every cell holds one digit, every unit (row, column, block, diagonal, extra block) holds every digit once; x_ijk ∈ {0, 1}", &label())?;

    // The two layered tables.
    let layers = |sheet: &mut Worksheet, top: u32, title: &str| -> Result<(), XlsxError> {
        sheet.write_string_with_format(top - 3, 0, title, &bold)?;
        sheet.write_string_with_format(top - 2, 0, "layer k", &label())?;
        sheet.write_string_with_format(top - 1, 0, "row i \\ column j", &label())?;
        let head = heading(11.0)
            .set_align(FormatAlign::Center)
            .set_border(FormatBorder::Thin);
        for k in 0..n {
            let first = FIRST_COL + (k * n) as u16;
            if n > 1 {
                sheet.merge_range(
                    top - 2,
                    first,
                    top - 2,
                    first + n as u16 - 1,
                    &format!("k = {}", k + 1),
                    &head,
                )?;
            }
            for j in 0..n {
                sheet.write_number_with_format(
                    top - 1,
                    first + j as u16,
                    (j + 1) as f64,
                    &label().set_align(FormatAlign::Center),
                )?;
            }
        }
        for i in 0..n {
            sheet.write_string_with_format(
                top + i as u32,
                0,
                format!("i = {}", i + 1),
                &label(),
            )?;
        }
        Ok(())
    };
    layers(
        sheet,
        lay.c_row,
        "C: c_ijk = 1 if cell (i, j) of sheet A holds k (the givens)",
    )?;
    layers(
        sheet,
        lay.x_row,
        "x: x_ijk = 1 if cell (i, j) holds k (the variable cells)",
    )?;
    let layer_format = |k: usize, j: usize| {
        let mut f = Format::new().set_align(FormatAlign::Center);
        if k % 2 == 1 {
            f = f.set_background_color(Color::RGB(0xF2F2F2));
        }
        if j == 0 {
            f = f.set_border_left(FormatBorder::Medium);
        }
        f
    };
    for cell in 0..n * n {
        let a_ref = a1(cell / n, cell % n);
        for k in 0..n {
            let format = layer_format(k, cell % n);
            let (r, col) = lay.c_cell(cell, k);
            let formula = Formula::new(format!("=IF('A'!{a_ref}={},1,0)", k + 1))
                .set_result(c(cell, k).to_string());
            sheet.write_formula_with_format(r, col, formula, &format)?;
            let (r, col) = lay.x_cell(cell, k);
            sheet.write_number_with_format(r, col, f64::from(x(cell, k)), &format)?;
        }
    }
    let n32 = n as u32;
    let c_range = format!(
        "{}:{}",
        abs((lay.c_row, FIRST_COL)),
        abs((lay.c_row + n32 - 1, last_col))
    );
    let x_range = format!(
        "{}:{}",
        abs((lay.x_row, FIRST_COL)),
        abs((lay.x_row + n32 - 1, last_col))
    );
    let one = Format::new()
        .set_bold()
        .set_background_color(Color::RGB(0xC6EFCE));
    let rule = ConditionalFormatCell::new()
        .set_rule(ConditionalFormatCellRule::EqualTo(1))
        .set_format(one);
    sheet.add_conditional_format(lay.c_row, FIRST_COL, lay.c_row + n32 - 1, last_col, &rule)?;
    sheet.add_conditional_format(lay.x_row, FIRST_COL, lay.x_row + n32 - 1, last_col, &rule)?;

    // (5) per cell, and S beside it.
    let top = lay.cell_row;
    sheet.write_string_with_format(
        top - 2,
        0,
        "(5) Σ_k x_ijk = 1: each cell holds one digit",
        &bold,
    )?;
    sheet.write_string_with_format(
        top - 2,
        lay.s_col,
        "S: s_ij = Σ_k k·x_ijk (the solution)",
        &bold,
    )?;
    sheet.write_string_with_format(top - 1, 0, "row i \\ column j", &label())?;
    for j in 0..n {
        let f = label().set_align(FormatAlign::Center);
        sheet.write_number_with_format(top - 1, FIRST_COL + j as u16, (j + 1) as f64, &f)?;
        sheet.write_number_with_format(top - 1, lay.s_col + j as u16, (j + 1) as f64, &f)?;
    }
    let box_format = Format::new()
        .set_align(FormatAlign::Center)
        .set_border(FormatBorder::Thin);
    let mut violations = 0;
    for cell in 0..n * n {
        if cell % n == 0 {
            sheet.write_string_with_format(
                top + (cell / n) as u32,
                0,
                format!("i = {}", cell / n + 1),
                &label(),
            )?;
        }
        let refs: Vec<String> = (0..n).map(|k| name(lay.x_cell(cell, k))).collect();
        let sum: u32 = (0..n).map(|k| x(cell, k)).sum();
        violations += usize::from(sum != 1);
        let (r, col) = lay.cell_sum(cell);
        let formula = Formula::new(format!("=SUM({})", refs.join(","))).set_result(sum.to_string());
        sheet.write_formula_with_format(r, col, formula, &box_format)?;
        let terms: Vec<String> = refs
            .iter()
            .enumerate()
            .map(|(k, x)| format!("{}*{x}", k + 1))
            .collect();
        let s: u32 = (0..n).map(|k| (k as u32 + 1) * x(cell, k)).sum();
        let (r, col) = lay.s_cell(cell);
        let formula = Formula::new(format!("={}", terms.join("+"))).set_result(s.to_string());
        sheet.write_formula_with_format(r, col, formula, &box_format)?;
    }
    let cells_range = format!("{}:{}", abs(lay.cell_sum(0)), abs(lay.cell_sum(n * n - 1)));

    // (2)-(4), (7)-(9): per unit and digit.
    let top = lay.unit_row;
    sheet.write_string_with_format(
        top - 2,
        0,
        "(2)-(4), (7)-(9) Σ x_ijk over each unit = 1: each unit holds each digit once",
        &bold,
    )?;
    sheet.write_string_with_format(top - 1, 0, "unit \\ digit k", &label())?;
    for k in 0..n {
        sheet.write_number_with_format(
            top - 1,
            FIRST_COL + k as u16,
            (k + 1) as f64,
            &label().set_align(FormatAlign::Center),
        )?;
    }
    let namer = CellNamer::default();
    for (u, unit) in geometry.units().iter().enumerate() {
        sheet.write_string(top + u as u32, 0, geometry.unit_name(u, &namer))?;
        let rects = rectangles(n, &unit.cells);
        for k in 0..n {
            let ranges: Vec<String> = rects
                .iter()
                .map(|&(r0, c0, r1, c1)| {
                    let first = name(lay.x_cell(r0 * n + c0, k));
                    if (r0, c0) == (r1, c1) {
                        first
                    } else {
                        format!("{first}:{}", name(lay.x_cell(r1 * n + c1, k)))
                    }
                })
                .collect();
            let sum: u32 = unit.cells.iter().map(|&cell| x(cell, k)).sum();
            violations += usize::from(sum != 1);
            let (r, col) = lay.unit_cell(u, k);
            let formula =
                Formula::new(format!("=SUM({})", ranges.join(","))).set_result(sum.to_string());
            sheet.write_formula_with_format(r, col, formula, &box_format)?;
        }
    }
    let last_unit = geometry.units().len() - 1;
    let units_range = format!(
        "{}:{}",
        abs(lay.unit_cell(0, 0)),
        abs(lay.unit_cell(last_unit, n - 1))
    );
    let bad = Format::new().set_background_color(Color::RGB(0xFFC7CE));
    let rule = ConditionalFormatCell::new()
        .set_rule(ConditionalFormatCellRule::NotEqualTo(1))
        .set_format(bad);
    let (r0, c0) = lay.cell_sum(0);
    let (r1, c1) = lay.cell_sum(n * n - 1);
    sheet.add_conditional_format(r0, c0, r1, c1, &rule)?;
    let (r1, c1) = lay.unit_cell(last_unit, n - 1);
    sheet.add_conditional_format(top, FIRST_COL, r1, c1, &rule)?;

    // Summary rows.
    let objective: u32 = (0..n * n)
        .flat_map(|cell| (0..n).map(move |k| (cell, k)))
        .map(|(cell, k)| c(cell, k) * x(cell, k))
        .sum();
    let summary = [
        (
            "(1) objective Σ c_ijk·x_ijk → max",
            lay.objective,
            format!("=SUMPRODUCT({c_range},{x_range})"),
            objective.to_string(),
        ),
        (
            "givens Σ c_ijk",
            lay.givens,
            format!("=SUM({c_range})"),
            doc.puzzle.givens.given_count().to_string(),
        ),
        (
            "constraints not equal to 1",
            lay.violations,
            format!("=COUNTIF({cells_range},\"<>1\")+COUNTIF({units_range},\"<>1\")"),
            violations.to_string(),
        ),
    ];
    for (text, (r, col), formula, result) in summary {
        sheet.write_string_with_format(r, 0, text, &bold)?;
        sheet.write_formula_with_format(
            r,
            col,
            Formula::new(formula).set_result(result),
            &Format::new().set_bold().set_align(FormatAlign::Left),
        )?;
    }
    let solver = [
        (
            "to solve again",
            "Tools > Solver (LibreOffice Calc), with these settings:".to_string(),
        ),
        ("target cell", format!("{} (maximum)", abs(lay.objective))),
        (
            "variable cells",
            format!("{x_range}, integer from 0 to 1 (faster in CoinMP than binary)"),
        ),
        (
            "constraints",
            format!("{cells_range} = 1 and {units_range} = 1 (stored: LibreOffice 25.2 and Excel load them into the Solver)"),
        ),
    ];
    for (i, (key, value)) in solver.into_iter().enumerate() {
        sheet.write_string_with_format(5 + i as u32, 0, key, &bold)?;
        sheet.write_string(5 + i as u32, FIRST_COL, value)?;
    }

    let solver = solver_names(
        "sudoku_objective",
        "sudoku_x",
        "sudoku_cells",
        "sudoku_units",
    );
    let names = [
        ("sudoku_objective", abs(lay.objective)),
        ("sudoku_c", c_range),
        ("sudoku_x", x_range),
        ("sudoku_cells", cells_range),
        ("sudoku_units", units_range),
    ];
    Ok(names
        .into_iter()
        .map(|(k, v)| (k.to_string(), format!("=Model!{v}")))
        .chain(solver)
        .collect())
}

/// The Solver settings as the sheet-scoped names Excel's Solver stores and
/// LibreOffice 25.2 loads into Tools > Solver: maximise the objective by
/// changing `x`, with every cell and every unit summing to 1, and `x`
/// integer from 0 to 1 (integer with bounds, not binary: CoinMP is much
/// faster so), non-negative, with the linear (CoinMP) engine. The cells are
/// given by the global names (`sudoku_x`, ...): LibreOffice 25.2 resolves a
/// sheet-scoped name's own `Model!` references against the first sheet.
pub(super) fn solver_names(
    objective: &str,
    x: &str,
    cells: &str,
    units: &str,
) -> Vec<(String, String)> {
    // (left-hand side, relation: 1 <=, 2 =, 3 >=, 4 integer, right-hand
    // side). The integer constraint has no right-hand side, as LibreOffice
    // writes it: its Solver crashes on the text "integer" there.
    let constraints = [
        (cells, 2, Some("1")),
        (units, 2, Some("1")),
        (x, 1, Some("1")),
        (x, 4, None),
    ];
    let mut names = vec![
        ("solver_opt", objective.to_string()),
        ("solver_typ", "1".to_string()),
        ("solver_adj", x.to_string()),
        ("solver_num", constraints.len().to_string()),
        ("solver_neg", "1".to_string()),
        ("solver_int", "1".to_string()),
        ("solver_eng", "2".to_string()),
        (
            "solver_lo_eng",
            "\"com.sun.star.comp.Calc.CoinMPSolver\"".to_string(),
        ),
        ("solver_ver", "3".to_string()),
    ]
    .into_iter()
    .map(|(k, v)| (k.to_string(), v))
    .collect::<Vec<_>>();
    for (i, (lhs, rel, rhs)) in constraints.into_iter().enumerate() {
        let i = i + 1;
        names.push((format!("solver_lhs{i}"), lhs.to_string()));
        names.push((format!("solver_rel{i}"), rel.to_string()));
        if let Some(rhs) = rhs {
            names.push((format!("solver_rhs{i}"), rhs.to_string()));
        }
    }
    names
        .into_iter()
        .map(|(k, v)| (format!("Model!{k}"), format!("={v}")))
        .collect()
}
