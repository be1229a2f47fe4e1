//! Where everything is on the `Model` sheet, and the ranges its formulas
//! and notes name (shared by the unit rows and the cage rows).

use crate::write::book::Expr;

/// Where everything is on the Model sheet (0-based rows and columns).
#[derive(Clone, Copy, Debug)]
pub(crate) struct Layout {
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

pub(crate) const FIRST_COL: u16 = 1;

impl Layout {
    pub(crate) fn new(n: usize) -> Self {
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
    pub(crate) fn c_cell(&self, cell: usize, k: usize) -> (u32, u16) {
        (self.c_row + (cell / self.n) as u32, self.layer_col(cell, k))
    }

    /// Position of `x_ijk`.
    pub(crate) fn x_cell(&self, cell: usize, k: usize) -> (u32, u16) {
        (self.x_row + (cell / self.n) as u32, self.layer_col(cell, k))
    }

    /// Position of `Σ_k x_ijk` for `cell`.
    pub(crate) fn cell_sum(&self, cell: usize) -> (u32, u16) {
        let (r, c) = (cell / self.n, cell % self.n);
        (self.cell_row + r as u32, FIRST_COL + c as u16)
    }

    /// Position of `s_ij` for `cell`.
    pub(crate) fn s_cell(&self, cell: usize) -> (u32, u16) {
        let (r, c) = (cell / self.n, cell % self.n);
        (self.cell_row + r as u32, self.s_col + c as u16)
    }

    /// Position of `Σ x` over unit `u` for digit index `k`.
    pub(crate) fn unit_cell(&self, u: usize, k: usize) -> (u32, u16) {
        (self.unit_row + u as u32, FIRST_COL + k as u16)
    }
}

/// `$B$3` as text, for the notes.
pub(crate) fn abs_text((r, c): (u32, u16)) -> String {
    format!("${}${}", sheetdoku_core::column_letters(c as usize), r + 1)
}

/// `$B$3:$D$5` as text, for the notes.
pub(crate) fn range_text(from: (u32, u16), to: (u32, u16)) -> String {
    format!("{}:{}", abs_text(from), abs_text(to))
}

/// The cells of a unit as rectangles `(row0, col0, row1, col1)` of the grid:
/// horizontal runs, stacked when equal, so rows, columns and boxes are one
/// range each and a jigsaw region a few.
pub(crate) fn rectangles(n: usize, cells: &[usize]) -> Vec<(usize, usize, usize, usize)> {
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

/// A range with relative corners (`B14:J14`), as the unit sums use.
pub(crate) fn relative_range(from: (u32, u16), to: (u32, u16)) -> Expr {
    Expr::Ref(crate::write::book::formula::Ref {
        sheet: None,
        from,
        to: Some(to),
        absolute: false,
    })
}
