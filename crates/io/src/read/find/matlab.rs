//! The MATLAB form (the intlinprog example of the MATLAB documentation): a table of clues `row, col, value`, 1-based,
//! with an optional header row.

use std::collections::HashMap;

use super::detect::Survey;
use crate::read::container::table::{expected_digit, number_text, CellValue, Rect, Table};
use crate::read::opened_book::Opened;
use sheetdoku_core::{a1, Grid};
use sheetdoku_core::{box_shape, MAX_SIZE};
use sheetdoku_core::{Error, InputError, Result};

/// The clue table of a sheet: its only block of numbers, three columns wide.
pub(crate) fn clue_table(table: &Table, survey: &Survey) -> Option<Rect> {
    // Every row of a clue table holds its three numbers: a block of three
    // columns with gaps is a part of a sparse grid, not a clue table.
    let full = |p: &Rect| {
        (p.top..=p.bottom)
            .all(|r| (p.left..=p.right).all(|c| !matches!(table.get(r, c), CellValue::Empty)))
    };
    match survey.pieces.as_slice() {
        [only] if only.width() == 3 && only.height() >= 1 && full(only) => Some(*only),
        _ => None,
    }
}

/// The size for clues up to `max`: 9 when everything fits in 9, else the
/// smallest size with regular boxes that fits.
fn size_for(max: usize) -> usize {
    if max <= 9 {
        return 9;
    }
    (max..=MAX_SIZE)
        .find(|&n| box_shape(n).is_some())
        .unwrap_or(max)
}

/// Reads the clues in `rect` into a puzzle.
pub(crate) fn read(book: &Opened, table: &Table, rect: Rect) -> Result<sheetdoku_core::Puzzle> {
    let bad = |r: usize, c: usize, found: String, expected: String| {
        Error::input(
            book.loc(table).cell(a1(r, c)),
            InputError::BadCell { found, expected },
        )
    };
    let mut clues = Vec::new();
    for r in rect.top..=rect.bottom {
        let mut triple = [0i64; 3];
        for (k, slot) in triple.iter_mut().enumerate() {
            let c = rect.left + k;
            let value = table.get(r, c);
            let number = match value {
                CellValue::Number(x) if x.fract() == 0.0 => Some(*x as i64),
                CellValue::Text(s) => s.trim().parse::<i64>().ok(),
                _ => None,
            };
            *slot = number.ok_or_else(|| {
                let found = match value {
                    CellValue::Number(x) => number_text(*x),
                    CellValue::Empty => "an empty cell".to_string(),
                    other => match crate::read::container::table::meaning(other, 0) {
                        crate::read::container::table::CellMeaning::Bad(f) => f,
                        _ => "an empty cell".to_string(),
                    },
                };
                bad(
                    r,
                    c,
                    found,
                    "a whole number (each row is: row, column, value)".to_string(),
                )
            })?;
        }
        clues.push((r, triple));
    }
    let max = clues
        .iter()
        .flat_map(|(_, t)| t.iter().copied())
        .max()
        .unwrap_or(0)
        .max(0) as usize;
    // Clues past the largest size are refused below, at their cells.
    let n = book
        .size_hint()
        .unwrap_or_else(|| size_for(max.min(MAX_SIZE)));
    let mut grid = Grid::empty(n);
    let mut seen: HashMap<usize, usize> = HashMap::new();
    for (r, [row, col, value]) in clues {
        for (k, index, what) in [(0, row, "row"), (1, col, "column")] {
            if index < 1 || index > n as i64 {
                return Err(bad(
                    r,
                    rect.left + k,
                    index.to_string(),
                    format!("a {what} number 1 to {n}"),
                ));
            }
        }
        if value < 0 || value > n as i64 {
            return Err(bad(r, rect.left + 2, value.to_string(), expected_digit(n)));
        }
        if value == 0 {
            continue;
        }
        let cell = (row as usize - 1) * n + col as usize - 1;
        if let Some(first) = seen.insert(cell, r) {
            return Err(bad(
                r,
                rect.left,
                format!(
                    "a second clue for row {row}, column {col} (the first is in row {})",
                    first + 1
                ),
                "one clue per cell".to_string(),
            ));
        }
        grid.set(cell, value as u8);
    }
    let whole = Rect::square(0, 0, n);
    let mut puzzle = super::grids::build(book, table, whole, grid, None, None)?;
    puzzle.source.namer = Default::default();
    Ok(puzzle)
}

#[cfg(test)]
mod tests {
    #[test]
    fn sizes_for_clue_tables() {
        assert_eq!(super::size_for(4), 9);
        assert_eq!(super::size_for(9), 9);
        assert_eq!(super::size_for(12), 12);
        assert_eq!(super::size_for(13), 14);
    }
}
