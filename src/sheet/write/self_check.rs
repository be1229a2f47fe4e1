//! Self-checking grids: empty cells take only the digits 1..n (data
//! validation) and stay editable while the givens are locked (sheet
//! protection without password); a digit turns red as soon as it clashes
//! with another in any unit of the variant (conditional formatting); a status
//! cell reads "solved", "keep going" or "clash".
//!
//! The status counts, on the hidden sheet `Check`, how often each digit
//! appears in each unit of each checked grid (`COUNTIF` per unit and digit);
//! any count above 1 is a clash. Every formula stores the result for the
//! grid as written, so Calc shows the right status without recalculating.

use rust_xlsxwriter::{
    Color, ConditionalFormatFormula, DataValidation, DataValidationRule, Format, Formula,
    Worksheet, XlsxError,
};

use super::model_sheet::rectangles;
use super::styles::{heading, label, DROPPED_FILL, DROPPED_FONT};
use crate::check::check;
use crate::geometry::Geometry;
use crate::grid::{column_letters, CellNamer, Grid};

/// The name of the hidden sheet with the unit counts.
pub(in crate::sheet) const CHECK_SHEET: &str = "Check";
/// Status texts.
pub(in crate::sheet) const SOLVED: &str = "solved";
/// Some cells are still empty and nothing clashes.
pub(in crate::sheet) const KEEP_GOING: &str = "keep going";
/// Some digit appears twice in a unit.
pub(in crate::sheet) const CLASH: &str = "clash";
/// First row of the unit counts on the `Check` sheet.
const COUNT_ROW: u32 = 3;

/// A grid on a sheet that checks itself.
#[derive(Clone, Copy, Debug)]
pub(in crate::sheet) struct CheckedGrid<'a> {
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
}

/// `$C$5` for a sheet position.
fn absolute(row: u32, col: u16) -> String {
    format!("${}${}", column_letters(col as usize), row + 1)
}

impl CheckedGrid<'_> {
    fn n(&self) -> usize {
        self.geometry.size()
    }

    /// Sheet position of grid cell `cell`.
    pub(in crate::sheet) fn position(&self, cell: usize) -> (u32, u16) {
        let n = self.n();
        (self.top + (cell / n) as u32, self.left + (cell % n) as u16)
    }

    /// The whole grid as an absolute range.
    fn range(&self) -> String {
        let (r1, c1) = self.position(self.n() * self.n() - 1);
        format!("{}:{}", absolute(self.top, self.left), absolute(r1, c1))
    }

    /// Absolute ranges covering unit `u`, prefixed with `prefix`.
    fn unit_ranges(&self, u: usize, prefix: &str) -> Vec<String> {
        let n = self.n();
        rectangles(n, &self.geometry.units()[u].cells)
            .into_iter()
            .map(|(r0, c0, r1, c1)| {
                let (top, left) = self.position(r0 * n + c0);
                let first = absolute(top, left);
                if (r0, c0) == (r1, c1) {
                    format!("{prefix}{first}")
                } else {
                    let (bottom, right) = self.position(r1 * n + c1);
                    format!("{prefix}{first}:{}", absolute(bottom, right))
                }
            })
            .collect()
    }

    /// `COUNTIF(r1,what)+COUNTIF(r2,what)+...` over unit `u`.
    fn count_in_unit(&self, u: usize, prefix: &str, what: &str) -> String {
        let terms: Vec<String> = self
            .unit_ranges(u, prefix)
            .iter()
            .map(|r| format!("COUNTIF({r},{what})"))
            .collect();
        terms.join("+")
    }

    /// The conditional-format condition of `cell`: filled and its digit
    /// appears more than once in one of its units.
    pub(in crate::sheet) fn clash_condition(&self, cell: usize) -> String {
        let (r, c) = self.position(cell);
        let me = crate::grid::a1(r as usize, c as usize);
        let tests: Vec<String> = self
            .geometry
            .units_of(cell)
            .iter()
            .map(|&u| format!("{}>1", self.count_in_unit(u, "", &me)))
            .collect();
        format!("=AND({me}<>\"\",OR({}))", tests.join(","))
    }

    /// The status this grid has as written.
    pub(in crate::sheet) fn stored_status(&self) -> &'static str {
        let report = check(self.geometry, self.grid);
        if !report.conflicts.is_empty() {
            CLASH
        } else if report.empty == 0 {
            SOLVED
        } else {
            KEEP_GOING
        }
    }

    /// Columns of this grid's counts on the `Check` sheet: digit `k` (0-based).
    fn count_col(&self, k: usize) -> u16 {
        self.check_col + 1 + k as u16
    }

    /// The `Check` column of a grid placed right after this one.
    pub(in crate::sheet) fn next_check_col(&self) -> u16 {
        self.check_col + self.n() as u16 + 1
    }

    /// The status formula, with its stored result.
    pub(in crate::sheet) fn status_formula(&self) -> Formula {
        let n = self.n();
        let last_row = COUNT_ROW + self.geometry.units().len() as u32 - 1;
        let counts = format!(
            "{CHECK_SHEET}!{}:{}",
            absolute(COUNT_ROW, self.count_col(0)),
            absolute(last_row, self.count_col(n - 1))
        );
        let grid = self.range();
        Formula::new(format!(
            "=IF(COUNTIF({counts},\">1\")>0,\"{CLASH}\",IF(COUNTIF({grid},\">=1\")-COUNTIF({grid},\">{n}\")={cells},\"{SOLVED}\",\"{KEEP_GOING}\"))",
            cells = n * n
        ))
        .set_result(self.stored_status())
    }

    /// Validation and clash colouring on the grid's cells; the caller writes
    /// the cells (empty ones unlocked) and protects the sheet.
    pub(in crate::sheet) fn add_rules(&self, sheet: &mut Worksheet) -> Result<(), XlsxError> {
        let n = self.n();
        let (r1, c1) = self.position(n * n - 1);
        let validation = DataValidation::new()
            .allow_whole_number(DataValidationRule::Between(1, n as i32))
            .set_error_title("Not a digit of this grid")?
            .set_error_message(format!(
                "Enter a whole number from 1 to {n}, or leave the cell empty."
            ))?;
        sheet.add_data_validation(self.top, self.left, r1, c1, &validation)?;
        let red = Format::new()
            .set_bold()
            .set_font_color(Color::RGB(DROPPED_FONT))
            .set_background_color(Color::RGB(DROPPED_FILL));
        for cell in 0..n * n {
            let (r, c) = self.position(cell);
            let rule = ConditionalFormatFormula::new()
                .set_rule(self.clash_condition(cell).as_str())
                .set_format(&red);
            sheet.add_conditional_format(r, c, r, c, &rule)?;
        }
        Ok(())
    }
}

/// The hidden `Check` sheet: for each grid, how often each digit appears in
/// each unit, one row per unit, grids side by side (each from its
/// `check_col`: the unit names, then one column per digit), so that grids
/// of different sizes and variants can share it.
pub(in crate::sheet) fn check_sheet(
    sheet: &mut Worksheet,
    grids: &[CheckedGrid],
) -> Result<(), XlsxError> {
    if grids.is_empty() {
        return Ok(());
    }
    sheet.set_name(CHECK_SHEET)?;
    sheet.set_hidden(true);
    sheet.set_column_width(0, 18)?;
    sheet.write_string_with_format(
        0,
        0,
        "How often each digit appears in each unit; the status cells report a clash when a count is above 1",
        &heading(11.0),
    )?;
    let namer = CellNamer::default();
    for grid in grids {
        let geometry = grid.geometry;
        let n = geometry.size();
        sheet.write_string_with_format(2, grid.check_col, "unit \\ digit", &label())?;
        for u in 0..geometry.units().len() {
            let name = geometry.unit_name(u, &namer);
            sheet.write_string(COUNT_ROW + u as u32, grid.check_col, name)?;
        }
        sheet.write_string_with_format(1, grid.count_col(0), grid.sheet, &heading(11.0))?;
        let prefix = format!("'{}'!", grid.sheet.replace('\'', "''"));
        for k in 0..n {
            let col = grid.count_col(k);
            sheet.write_number_with_format(2, col, (k + 1) as f64, &label())?;
            for (u, unit) in geometry.units().iter().enumerate() {
                let count = unit
                    .cells
                    .iter()
                    .filter(|&&c| grid.grid.get(c) as usize == k + 1)
                    .count();
                let formula = Formula::new(format!(
                    "={}",
                    grid.count_in_unit(u, &prefix, &(k + 1).to_string())
                ))
                .set_result(count.to_string());
                sheet.write_formula(COUNT_ROW + u as u32, col, formula)?;
            }
        }
    }
    Ok(())
}
