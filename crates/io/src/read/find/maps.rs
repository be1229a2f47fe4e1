//! Blocks of labels that are block maps, not puzzles: a full n x n block in
//! which each of n labels occurs n times, each label's cells joined side to
//! side (a solved grid also holds each digit n times, but no two equal
//! digits ever touch).

use std::collections::HashMap;

use super::detect::survey;
use super::number_frame::{self, Framed};
use super::shape::supported;
use crate::layout::role_of;
use crate::read::container::table::{label_text, CellValue, Rect, Table};
use crate::read::opened_book::Opened;
use sheetdoku_core::{Choice, ReadSetting, Remedy};
use sheetdoku_core::{Error, InputError, Location, Result};

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

/// The size of the extra region map (a map of windows) in `piece`: labels
/// in joined regions of n cells each, fewer than n of them, every other
/// cell empty or 0 (no grid of givens has two equal digits side by side).
pub(crate) fn window_map_size(table: &Table, piece: Rect) -> Option<usize> {
    let mut cells: HashMap<String, Vec<(usize, usize)>> = HashMap::new();
    for r in piece.top..=piece.bottom {
        for c in piece.left..=piece.right {
            match label_text(table.get(r, c)) {
                Some(label) if label != "0" => cells.entry(label).or_default().push((r, c)),
                Some(_) => {}
                None if matches!(table.get(r, c), CellValue::Empty) => {}
                None => return None,
            }
        }
    }
    let n = cells.values().next()?.len();
    let fits = piece.height() <= n && piece.width() <= n;
    (supported(n) && fits && cells.len() < n && cells.values().all(|v| v.len() == n && joined(v)))
        .then_some(n)
}

/// The block of labels in `piece` (inside any row and column numbers),
/// when it is a map: a block map or a map of windows.
pub(crate) fn map_inside(table: &Table, piece: Rect) -> Option<Rect> {
    let inner = match number_frame::inner(table, piece) {
        Framed::Inner(grid) => grid,
        _ => piece,
    };
    (is_block_map(table, inner) || window_map_size(table, inner).is_some()).then_some(inner)
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
    /// A map of windows of size `n` that no name announces: the only one
    /// on a sheet of its own (a sheet `C` or `Windows` beside the puzzle).
    pub(crate) fn found_extra_map(&self, table: &Table, n: usize) -> Option<(&'a Table, Rect)> {
        let found: Vec<(&'a Table, Rect)> = self
            .tables
            .iter()
            .filter(|t| t.name != table.name && role_of(&t.name).is_none())
            .filter_map(|t| windows_on(t, n).map(|r| (t, r)))
            .collect();
        match found.as_slice() {
            [one] => Some(*one),
            _ => None,
        }
    }

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
                InputError::Unsettled {
                    problem: format!(
                        "this block map is {m}x{m} but the puzzle is {n}x{n}",
                        m = rect.height()
                    ),
                    remedy: Remedy::GiveBlocks,
                },
            )),
            many => Err(Error::input(
                Location::file(self.file),
                InputError::Unsettled {
                    problem: "several blocks of labels could be the block map".to_string(),
                    remedy: Remedy::ChooseOne(
                        many.iter()
                            .map(|(t, r)| Choice::new(ReadSetting::Blocks, self.range_name(t, r)))
                            .collect(),
                    ),
                },
            )),
        }
    }
}

/// The block maps of a sheet (inside any row and column numbers).
fn maps_on(table: &Table) -> Vec<Rect> {
    survey(table)
        .unlabelled_candidates()
        .into_iter()
        .filter_map(|p| map_inside(table, p))
        .filter(|&r| is_block_map(table, r))
        .collect()
}

/// The map of windows of size `n` on a sheet of its own: the only block
/// of the sheet, inside the `n x n` square from A1 (or itself n x n).
fn windows_on(table: &Table, n: usize) -> Option<Rect> {
    let survey = survey(table);
    let [piece] = survey.pieces.as_slice() else {
        return None;
    };
    let inner = map_inside(table, *piece)?;
    if window_map_size(table, inner) != Some(n) {
        return None;
    }
    let square = Rect::square(0, 0, n);
    Some(if inner.height() == n && inner.width() == n {
        inner
    } else if square.contains(inner.top, inner.left) && square.contains(inner.bottom, inner.right) {
        square
    } else {
        return None;
    })
}

#[cfg(test)]
mod tests {
    use super::*;

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
