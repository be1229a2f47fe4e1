//! The room in a workbook: what spreadsheet programs open (a sheet of an
//! `.xlsx` holds at most 1,048,576 rows and 16,384 columns, and LibreOffice
//! Calc opens no more) and what our own reader reads back (its bounds on
//! sheets, cells and bytes, `read::limits`). Every workbook is checked
//! against both as it is rendered, so that no file is written that a
//! teacher cannot open or that cannot be read back for marking; a
//! worksheet is also measured before its puzzles are made
//! (`worksheet::room`), from [`Measures`] of smaller ones.

use std::collections::BTreeMap;

use crate::read::container::limits::{
    count, mib, MAX_CELLS, MAX_INFLATED_BYTES, MAX_SHEETS, MAX_WORKBOOK_BYTES,
};
use crate::write::book::{Book, Sheet, Value};

/// The most rows of a sheet (`.xlsx`, and LibreOffice Calc).
pub(crate) const MAX_ROWS: u64 = 1_048_576;
/// The most columns of a sheet (`.xlsx`, and LibreOffice Calc).
pub(crate) const MAX_COLUMNS: u64 = 16_384;

/// What a workbook takes of each bound but its bytes.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct Measures {
    /// Each sheet's rows and columns, by name.
    pub sheets: BTreeMap<String, (u64, u64)>,
    /// The cells the reader counts, all sheets together.
    pub cells: u64,
    /// Sheets beyond those of `sheets`, each like one of them (a grown
    /// book's further puzzles' own sheets).
    pub extra_sheets: u64,
}

impl Measures {
    /// The measures of `book`.
    pub(crate) fn of(book: &Book) -> Measures {
        Measures {
            sheets: book
                .sheets
                .iter()
                .map(|s| (s.name.clone(), extent(s)))
                .collect(),
            cells: book.sheets.iter().map(read_back).sum(),
            extra_sheets: 0,
        }
    }

    /// The measures of a book that grows as from `small` to `large` (the
    /// same book with `from` and `to` puzzles), at `at` puzzles: each
    /// sheet of both grown along the same line, the sheets only `large`
    /// has as they are there (each puzzle's own sheet), their number and
    /// the cells along their lines. Exact where the book grows by whole
    /// repeats of what `to - from` puzzles add.
    pub(crate) fn grown(
        small: &Measures,
        large: &Measures,
        (from, to, at): (u64, u64, u64),
    ) -> Measures {
        let line = |a: u64, b: u64| {
            let rise = u128::from(b.saturating_sub(a)) * u128::from(at.saturating_sub(from));
            let run = u128::from(to.saturating_sub(from).max(1));
            let grown = u128::from(a) + rise.div_ceil(run);
            u64::try_from(grown).unwrap_or(u64::MAX)
        };
        let mut sheets = large.sheets.clone();
        for (name, &(r1, c1)) in &small.sheets {
            if let Some(&(r2, c2)) = large.sheets.get(name) {
                sheets.insert(name.clone(), (line(r1, r2), line(c1, c2)));
            }
        }
        // The sheets a book of `at` puzzles would add, each like the last.
        let added = line(small.sheets.len() as u64, large.sheets.len() as u64)
            .saturating_sub(large.sheets.len() as u64);
        Measures {
            sheets,
            cells: line(small.cells, large.cells),
            extra_sheets: added,
        }
    }

    /// `Ok` when these measures fit, else why not, in words.
    pub(crate) fn check(&self) -> Result<(), String> {
        let sheets = self.sheets.len() as u64 + self.extra_sheets;
        if sheets > MAX_SHEETS as u64 {
            return Err(format!(
                "it would have {} sheets, and at most {} are read back",
                count(sheets),
                count(MAX_SHEETS as u64)
            ));
        }
        for (name, &(rows, columns)) in &self.sheets {
            if rows > MAX_ROWS {
                return Err(format!(
                    "sheet '{name}' would need {} rows; a sheet holds at most {}",
                    count(rows),
                    count(MAX_ROWS)
                ));
            }
            if columns > MAX_COLUMNS {
                return Err(format!(
                    "sheet '{name}' would need {} columns; a sheet holds at most {}",
                    count(columns),
                    count(MAX_COLUMNS)
                ));
            }
        }
        if self.cells > MAX_CELLS as u64 {
            return Err(format!(
                "its sheets would span {} cells, and at most {} are read back",
                count(self.cells),
                count(MAX_CELLS as u64)
            ));
        }
        Ok(())
    }
}

/// `Ok` when `book` fits, else why not, in words.
pub(crate) fn check_room(book: &Book) -> Result<(), String> {
    Measures::of(book).check()
}

/// `Ok` when a workbook of `packed` bytes in its file, `unpacked` in its
/// parts, reads back, else why not, in words.
pub(crate) fn check_bytes(packed: u64, unpacked: u64) -> Result<(), String> {
    if packed > MAX_WORKBOOK_BYTES {
        return Err(format!(
            "it would take {}, and at most {} is read back",
            mib(packed),
            mib(MAX_WORKBOOK_BYTES)
        ));
    }
    if unpacked > MAX_INFLATED_BYTES {
        return Err(format!(
            "its parts would unpack to {}, and at most {} is read back",
            mib(unpacked),
            mib(MAX_INFLATED_BYTES)
        ));
    }
    Ok(())
}

/// The bytes the parts of the zip container `bytes` unpack to.
pub(crate) fn unpacked(bytes: &[u8]) -> u64 {
    let Ok(mut zip) = zip::ZipArchive::new(std::io::Cursor::new(bytes)) else {
        return 0;
    };
    (0..zip.len())
        .filter_map(|i| zip.by_index_raw(i).ok().map(|e| e.size()))
        .sum()
}

/// The rows and columns `sheet` reaches: its cells, merged areas, sized
/// rows and columns.
fn extent(sheet: &Sheet) -> (u64, u64) {
    let mut rows = 0u64;
    let mut columns = 0u64;
    let mut reach = |r: u32, c: u16| {
        rows = rows.max(u64::from(r) + 1);
        columns = columns.max(u64::from(c) + 1);
    };
    for &(r, c) in sheet.cells.keys() {
        reach(r, c);
    }
    for area in &sheet.merged {
        reach(area.last.0, area.last.1);
    }
    if let Some((&c, _)) = sheet.widths.last_key_value() {
        reach(0, c);
    }
    if let Some((&r, _)) = sheet.heights.last_key_value() {
        reach(r, 0);
    }
    (rows, columns)
}

/// The cells the reader counts for `sheet`: the rectangle from A1 to its
/// last row and column with a value (as the reader charges a sheet).
fn read_back(sheet: &Sheet) -> u64 {
    let mut rows = 0u64;
    let mut columns = 0u64;
    for (&(r, c), cell) in &sheet.cells {
        if cell.value != Value::Blank {
            rows = rows.max(u64::from(r) + 1);
            columns = columns.max(u64::from(c) + 1);
        }
    }
    rows * columns
}

#[cfg(test)]
mod tests;
