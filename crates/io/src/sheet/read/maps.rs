//! Blocks of labels that are block maps, not puzzles: a full n x n block in
//! which each of n labels occurs n times, each label's cells joined side to
//! side (a solved grid also holds each digit n times, but no two equal
//! digits ever touch).

use std::collections::HashMap;

use super::detect::{supported, survey};
use super::frame::{self, Framed};
use super::opened::Opened;
use super::table::{label_text, Rect, Table};
use crate::error::{Error, InputError, Location, Result};

/// Whether `rect` holds a block map.
pub(crate) fn is_block_map(table: &Table, rect: Rect) -> bool {
    let n = rect.height();
    if rect.width() != n || !supported(n) {
        return false;
    }
    let mut cells: HashMap<String, Vec<(usize, usize)>> = HashMap::new();
    for r in rect.top..=rect.bottom {
        for c in rect.left..=rect.right {
            match label_text(table.get(r, c)) {
                Some(label) => cells.entry(label).or_default().push((r, c)),
                None => return false,
            }
        }
    }
    cells.len() == n && cells.values().all(|v| v.len() == n && joined(v))
}

/// Whether the cells are joined side to side.
fn joined(cells: &[(usize, usize)]) -> bool {
    let mut seen = vec![false; cells.len()];
    let mut stack = vec![0];
    seen[0] = true;
    while let Some(i) = stack.pop() {
        let (r, c) = cells[i];
        for (j, &(r2, c2)) in cells.iter().enumerate() {
            if !seen[j] && r.abs_diff(r2) + c.abs_diff(c2) == 1 {
                seen[j] = true;
                stack.push(j);
            }
        }
    }
    seen.iter().all(|&s| s)
}

impl<'a> Opened<'a> {
    /// A block map of size `n` that no label announces: a block of labels
    /// on the puzzle's sheet, else the only one on another sheet. One of
    /// another size, or several, are refused by name.
    pub(crate) fn found_block_map(
        &self,
        table: &'a Table,
        n: usize,
    ) -> Result<Option<(&'a Table, Rect)>> {
        let here = maps_on(table);
        let found: Vec<(&'a Table, Rect)> = if here.is_empty() {
            self.tables
                .iter()
                .filter(|t| t.name != table.name)
                .flat_map(|t| maps_on(t).into_iter().map(move |r| (t, r)))
                .collect()
        } else {
            here.into_iter().map(|r| (table, r)).collect()
        };
        match found.as_slice() {
            [] => Ok(None),
            [(sheet, rect)] if rect.height() == n => Ok(Some((*sheet, *rect))),
            [(sheet, rect)] => Err(Error::input(
                self.loc(sheet).cell(rect.a1()),
                InputError::Geometry(format!(
                    "this block map is {m}x{m} but the puzzle is {n}x{n}; \
                     give the map of the puzzle with --blocks",
                    m = rect.height()
                )),
            )),
            many => Err(Error::input(
                Location::file(self.file),
                InputError::Geometry(format!(
                    "several blocks of labels could be the block map: {}; \
                     choose one with --blocks",
                    many.iter()
                        .map(|(t, r)| format!("--blocks '{}'", self.range_name(t, r)))
                        .collect::<Vec<_>>()
                        .join(", ")
                )),
            )),
        }
    }
}

/// The block maps of a sheet (inside any row and column numbers).
fn maps_on(table: &Table) -> Vec<Rect> {
    survey(table)
        .unlabelled_candidates()
        .into_iter()
        .map(|p| match frame::inner(table, p) {
            Framed::Inner(grid) => grid,
            _ => p,
        })
        .filter(|&r| is_block_map(table, r))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sheet::read::table::CellValue;

    fn table(rows: &[&str]) -> Table {
        Table {
            name: "S".into(),
            cells: rows
                .iter()
                .map(|r| {
                    r.chars()
                        .map(|ch| CellValue::Text(ch.to_string()))
                        .collect()
                })
                .collect(),
            ..Table::default()
        }
    }

    #[test]
    fn a_map_is_labels_in_joined_regions_and_a_solution_is_not() {
        let map = table(&["aabb", "aabb", "ccdd", "ccdd"]);
        assert!(is_block_map(&map, Rect::new(0, 0, 3, 3)));
        let jigsaw = table(&["aaab", "cabb", "ccdb", "cddd"]);
        assert!(is_block_map(&jigsaw, Rect::new(0, 0, 3, 3)));
        let solution = table(&["1234", "3412", "2143", "4321"]);
        assert!(!is_block_map(&solution, Rect::new(0, 0, 3, 3)));
    }
}
