//! Killer cages as a teacher types them, on sheet `K`: an `n x n` grid of
//! cage labels at A1 (any letter, word or number; the cells of a cage share
//! a label, a cell in no cage is left empty) and, right of it, a two-column
//! table of each label's sum (a heading row such as "cage | sum" is
//! allowed), `?` for a cage without a total. Labels match whatever their case ("a" and "A" are one cage).
//! Cells of a label touching the rest only at a corner make a cage joined
//! by corners (`Joined::ByCorners`), drawn as such on every page.
//! The cages are checked where every rule is (`Geometry::with_constraint`);
//! a refusal is located here, at the cage's first cell on `K` with the
//! teacher's own label: "cage C: 3 cells cannot sum to 2".

use std::collections::BTreeMap;

use crate::layout::CAGE_SHEET;
use crate::read::container::table::{label_text, CellValue, Table};
use crate::read::opened_book::Opened;
use sheetdoku_core::{a1, CellNamer};
use sheetdoku_core::{Cage, CageSum, Constraint, Geometry, GeometryError};
use sheetdoku_core::{Error, InputError, Result};

/// Whether a sheet named `name` holds cages (and so no puzzle grid).
pub(crate) fn is_cage_sheet(name: &str) -> bool {
    name.trim().eq_ignore_ascii_case(CAGE_SHEET)
}

/// One label of the grid: as first typed, its cells in reading order, and
/// its sum once the table gives one.
struct Labelled {
    shown: String,
    cells: Vec<usize>,
    sum: Option<CageSum>,
}

impl Opened<'_> {
    /// `geometry` with the cages of sheet `K` (unchanged when the workbook
    /// has no such sheet or its grid is empty).
    pub(crate) fn with_typed_cages(&self, geometry: Geometry) -> Result<Geometry> {
        match self.tables.iter().find(|t| is_cage_sheet(&t.name)) {
            Some(sheet) => self.with_cages_at(geometry, sheet, (0, 0)),
            None => Ok(geometry),
        }
    }

    /// `geometry` with the cages of `sheet` laid out as on sheet `K` from
    /// `(top, left)` (a killer's `P` sheet holds them beside its grid).
    pub(crate) fn with_cages_at(
        &self,
        geometry: Geometry,
        sheet: &Table,
        (top, left): (usize, usize),
    ) -> Result<Geometry> {
        let n = geometry.size();
        let labels = self.cage_labels(sheet, n, (top, left))?;
        // In reading order of their first cells, as every reader adds cages.
        let mut labels: Vec<Labelled> = labels.into_values().collect();
        labels.sort_by_key(|l| l.cells[0]);
        let mut geometry = geometry;
        for l in labels {
            // The labels say which cells are one cage: cells of a label
            // that touch only at a corner are one cage joined by corners
            // (as our pages of a SudoCue killer write them).
            let sum = l.sum.unwrap_or(CageSum::NotGiven);
            let cage = Cage::reaching_corners(l.cells, sum, n);
            let head = cage.head();
            geometry = geometry
                .with_constraint(Constraint::Cage(cage))
                .map_err(|e| {
                    let why = match e {
                        GeometryError::Constraint { error, .. } => {
                            let text = error.describe(n, &CellNamer::default());
                            // The core names the cage by its head; the
                            // teacher knows it by the label.
                            match text.split_once(": ") {
                                Some((who, why)) if who.starts_with("cage ") => why.to_string(),
                                _ => text,
                            }
                        }
                        other => other.to_string(),
                    };
                    self.at(
                        sheet,
                        top + head / n,
                        left + head % n,
                        format!("cage {}: {why}", l.shown),
                    )
                })?;
        }
        Ok(geometry)
    }

    /// The labels of the grid at `(top, left)` (`K!A1`) with their sums
    /// from the table right of it, keyed by the label in lower case, each
    /// with a sum.
    fn cage_labels(
        &self,
        sheet: &Table,
        n: usize,
        (top, left): (usize, usize),
    ) -> Result<BTreeMap<String, Labelled>> {
        let origin = (top, left);
        let mut labels: BTreeMap<String, Labelled> = BTreeMap::new();
        for cell in 0..n * n {
            let (r, c) = (top + cell / n, left + cell % n);
            if let Some(text) = label_text(sheet.get(r, c)) {
                labels
                    .entry(text.to_lowercase())
                    .or_insert_with(|| Labelled {
                        shown: text,
                        cells: Vec::new(),
                        sum: None,
                    })
                    .cells
                    .push(cell);
            }
        }
        let (rows, cols) = sheet.end();
        // The table: the first column right of the grid holding anything.
        let right = left + n;
        let Some(left) = (right..cols).find(|&c| (0..rows).any(|r| !blank(sheet.get(r, c)))) else {
            return match labels.values().next() {
                Some(l) => Err(self.no_sum(sheet, n, origin, l)),
                None => Ok(labels),
            };
        };
        for r in 0..rows {
            let (label, sum) = (sheet.get(r, left), sheet.get(r, left + 1));
            let Some(label) = label_text(label) else {
                if !blank(sum) {
                    return Err(self.at(
                        sheet,
                        r,
                        left,
                        format!(
                            "the sum {} has no cage label beside it (type the label in {})",
                            label_text(sum).unwrap_or_default(),
                            a1(r, left)
                        ),
                    ));
                }
                continue;
            };
            let number = whole(sum).map(CageSum::Given).or_else(|| not_given(sum));
            let known = labels.contains_key(&label.to_lowercase());
            if number.is_none() && !known && matches!(sum, CellValue::Text(_)) {
                continue; // a heading row: "cage | sum"
            }
            let Some(entry) = labels.get_mut(&label.to_lowercase()) else {
                return Err(self.at(
                    sheet,
                    r,
                    left,
                    format!(
                        "label {label} of the sum table is not in the cage grid {}",
                        grid_range(n, origin)
                    ),
                ));
            };
            let Some(number) = number else {
                let found = label_text(sum).map_or("nothing".to_string(), |t| format!("'{t}'"));
                return Err(self.at(
                    sheet,
                    r,
                    left + 1,
                    format!(
                        "the sum of cage {label} is {found}; expected a whole number \
                         (or ? for a cage without a total)"
                    ),
                ));
            };
            match entry.sum {
                Some(other) if other != number => {
                    return Err(self.at(
                        sheet,
                        r,
                        left,
                        format!(
                            "cage {label} has two sums in the table, {} and {}",
                            other.text(),
                            number.text()
                        ),
                    ))
                }
                _ => entry.sum = Some(number),
            }
        }
        match labels.values().find(|l| l.sum.is_none()) {
            Some(l) => Err(self.no_sum(sheet, n, origin, l)),
            None => Ok(labels),
        }
    }

    fn no_sum(&self, sheet: &Table, n: usize, (top, left): (usize, usize), l: &Labelled) -> Error {
        let head = l.cells[0];
        self.at(
            sheet,
            top + head / n,
            left + head % n,
            format!(
                "label {} has no sum (give it a row of the sum table right of the grid: \
                 the label, then its sum, or ? for a cage without a total)",
                l.shown
            ),
        )
    }

    fn at(&self, sheet: &Table, r: usize, c: usize, message: String) -> Error {
        Error::input(
            self.loc(sheet).cell(a1(r, c)),
            InputError::Geometry(message),
        )
    }
}

/// `A1:I9` for a grid of size `n` from `(top, left)` (`(0, 0)`).
fn grid_range(n: usize, (top, left): (usize, usize)) -> String {
    format!("{}:{}", a1(top, left), a1(top + n - 1, left + n - 1))
}

fn blank(value: &CellValue) -> bool {
    label_text(value).is_none()
}

/// `?` (the total of a cage drawn without one), as our sheet `K` writes it.
fn not_given(value: &CellValue) -> Option<CageSum> {
    (label_text(value)?.trim() == "?").then_some(CageSum::NotGiven)
}

/// A cell's whole number (a number, or text holding one).
fn whole(value: &CellValue) -> Option<u32> {
    let text = label_text(value)?;
    text.parse::<u32>().ok()
}
