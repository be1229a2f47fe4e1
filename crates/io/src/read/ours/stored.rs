//! The puzzles of our own workbooks as their hidden `Key` sheet stores
//! them: one row per grid a pupil can fill in (the solution workbook's
//! `Play` sheet, each `P` sheet of a worksheet, each printed grid), with its
//! sheet and top-left cell, its puzzle as one line (the givens and every
//! rule: variant, block map, extra regions, cages; see
//! [`crate::puzzle_line`]) and its answer. It is the one source of truth
//! for each puzzle: marking reads the pupils' grids where it says, and
//! [`crate::read_puzzles`] reads each `P` sheet (and sheet `A` of a
//! solution workbook) as its row says, whatever the `Info` sheet holds.
//!
//! The sheet is still compared with its row: a given the sheet no longer
//! shows (the teacher retyped it in Calc after writing) is an error naming
//! the cells, never a silent choice between the two; digits in the cells
//! the puzzle leaves empty are a pupil's answers, not givens.

use std::path::Path;
use std::sync::Arc;

use crate::layout::{
    GIVENS_SHEET, KEY_ANSWER_COLUMN, KEY_FIRST_ROW, KEY_MARKER, KEY_SHEET, KEY_VERSION_COLUMN,
    PLAY_SHEET,
};
use crate::read::container::table::{label_text, meaning, CellMeaning, CellValue, Table};
use crate::read_options::ReadOptions;
use crate::text::puzzle_line::parse_lines;
use sheetdoku_core::{a1, symbol, CellNamer, Geometry, Grid, Puzzle, Source};
use sheetdoku_core::{Error, InputError, Location, Result};

/// Where a grid lies on its sheet: its top-left cell and the sheet rows
/// from one of its rows to the next (2 on a killer's page, with a strip of
/// sums between them).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Place {
    /// The sheet row of the grid's first row, 0-based.
    pub top: usize,
    /// The sheet column of the grid's first column, 0-based.
    pub left: usize,
    /// Sheet rows from one grid row to the next.
    pub step: usize,
}

impl Place {
    /// The sheet row and column of `cell` of an `n x n` grid.
    pub(crate) fn at(self, n: usize, cell: usize) -> (usize, usize) {
        (self.top + self.step * (cell / n), self.left + cell % n)
    }
}

/// One row of the key sheet: a grid a pupil can fill in and its puzzle.
#[derive(Clone, Debug)]
pub(crate) struct KeyRow {
    /// Its row on the key sheet, 0-based (for messages).
    pub row: usize,
    /// The puzzle's number in the workbook, from 1.
    pub puzzle: usize,
    /// What marking calls the grid (`P2`, `Play`, `Worksheet (puzzle 2)`).
    pub name: String,
    /// The sheet the grid is on.
    pub sheet: String,
    /// Where the grid lies on that sheet.
    pub place: Place,
    /// The puzzle's givens as written.
    pub givens: Grid,
    /// The puzzle's rules: size, variant, block map, extra regions, cages.
    pub geometry: Geometry,
    /// The answer, when the workbook holds it.
    pub solution: Option<Grid>,
    /// The version of a class set the puzzle belongs to, when stored.
    pub version: Option<u16>,
}

/// The key sheet among `tables`: named `Key`, with our marker in A1.
fn key_table(tables: &[Table]) -> Option<&Table> {
    tables
        .iter()
        .find(|t| t.name == KEY_SHEET && label_text(t.get(0, 0)).as_deref() == Some(KEY_MARKER))
}

/// An error at row `r` of the key sheet of `file`.
pub(crate) fn damaged(file: &Path, r: usize, why: String) -> Error {
    Error::input(
        Location::file(file).sheet(KEY_SHEET).cell(a1(r, 0)),
        InputError::BadLine(format!("the marking key is damaged: {why}")),
    )
}

/// Every row of the key sheet of `tables`, in order; `Ok(None)` when the
/// workbook has no key sheet (a workbook of an earlier version, or not
/// ours). A row that cannot be read is an error naming it.
pub(crate) fn key_rows(file: &Path, tables: &[Table]) -> Result<Option<Vec<KeyRow>>> {
    let Some(key) = key_table(tables) else {
        return Ok(None);
    };
    let (rows, _) = key.end();
    let mut found = Vec::new();
    for r in KEY_FIRST_ROW..rows {
        let Some(number) = label_text(key.get(r, 0)) else {
            continue;
        };
        let at_key = |why: String| damaged(file, r, why);
        let puzzle = number
            .parse::<usize>()
            .map_err(|_| at_key(format!("'{number}' is not a puzzle number")))?;
        let text = |c| match key.get(r, c) {
            CellValue::Text(t) => t.trim().to_string(),
            other => label_text(other).unwrap_or_default(),
        };
        let place = |c| {
            text(c)
                .parse::<usize>()
                .ok()
                .and_then(|k| k.checked_sub(1))
                .ok_or_else(|| at_key(format!("'{}' is not a row or column number", text(c))))
        };
        // Sheet rows from one grid row to the next (a killer's page keeps a
        // strip of sums between them); 1 on keys written without it.
        let step = match text(7) {
            s if s.is_empty() => 1,
            s => s
                .parse::<usize>()
                .ok()
                .filter(|&k| (1..=2).contains(&k))
                .ok_or_else(|| at_key(format!("'{s}' is not a row step")))?,
        };
        let place = Place {
            top: place(3)?,
            left: place(4)?,
            step,
        };
        let parsed = parse_lines(&text(5), None, &ReadOptions::default())
            .into_iter()
            .collect::<Result<Vec<_>>>()
            .map_err(|e| at_key(e.to_string()))?;
        let [p] =
            <[_; 1]>::try_from(parsed).map_err(|_| at_key("no puzzle on the row".to_string()))?;
        let solution = match text(KEY_ANSWER_COLUMN) {
            s if s.is_empty() => None,
            s => Some(Grid::parse_line(&s).map_err(|why| at_key(why.to_string()))?),
        };
        // The version of a class set (1 for A); empty outside one and on
        // keys written before versions were stored.
        let version = match text(KEY_VERSION_COLUMN) {
            s if s.is_empty() => None,
            s => Some(
                s.parse::<u16>()
                    .ok()
                    .filter(|&v| v >= 1)
                    .ok_or_else(|| at_key(format!("'{s}' is not a version number")))?,
            ),
        };
        found.push(KeyRow {
            row: r,
            version,
            puzzle,
            name: text(1),
            sheet: text(2),
            place,
            givens: p.givens,
            geometry: p.geometry,
            solution,
        });
    }
    Ok(Some(found))
}

/// The puzzle of sheet `table` as the key `rows` store it: a worksheet's
/// `P` sheet from its own row, sheet `A` of a solution workbook from the
/// row of its `Play` sheet; `Ok(None)` when no row stores it. Its givens
/// are compared with the sheet's (see the module's note); its source is the
/// sheet, its cells named from the grid's top-left corner.
pub(crate) fn stored_puzzle(file: &Path, rows: &[KeyRow], table: &Table) -> Result<Option<Puzzle>> {
    let (row, place) = if table.name == GIVENS_SHEET {
        // Sheet A holds the givens at A1, as the Play sheet shows them.
        let Some(row) = rows.iter().find(|r| r.sheet == PLAY_SHEET) else {
            return Ok(None);
        };
        let at_a1 = Place {
            top: 0,
            left: 0,
            step: 1,
        };
        (row, at_a1)
    } else {
        // A sheet of one grid (a `P` sheet, `Play`); a page of several is
        // read as its grids are chosen.
        let mut on_sheet = rows.iter().filter(|r| r.sheet == table.name);
        let (Some(row), None) = (on_sheet.next(), on_sheet.next()) else {
            return Ok(None);
        };
        (row, row.place)
    };
    same_givens(file, table, row, place)?;
    let name = (table.name != GIVENS_SHEET).then(|| table.name.clone());
    let source = Source::default()
        .with_file(Some(Arc::from(file)))
        .with_sheet(Some(table.name.clone()))
        .with_name(name);
    Ok(Some(
        Puzzle::new(row.geometry.clone(), row.givens.clone())?.with_source(source),
    ))
}

/// Most cells a message lists one by one.
const LISTED: usize = 6;

/// Checks that the grid of `table` at `place` still shows every given of
/// `row`; one that does not (another digit, an empty cell, a word) is an
/// error naming each such cell and what to do.
fn same_givens(file: &Path, table: &Table, row: &KeyRow, place: Place) -> Result<()> {
    let n = row.geometry.size();
    let namer = CellNamer::default();
    let mut changed = Vec::new();
    for cell in 0..n * n {
        let given = row.givens.get(cell);
        if given == 0 {
            continue;
        }
        let (r, c) = place.at(n, cell);
        let shown = match meaning(table.get(r, c), n) {
            CellMeaning::Digit(d) if d == given => continue,
            CellMeaning::Digit(d) => symbol(d).to_string(),
            CellMeaning::Blank => "nothing".to_string(),
            CellMeaning::Bad(found) => found,
        };
        changed.push((namer.cell(n, cell), shown, given));
    }
    let Some((first_cell, _, _)) = changed.first() else {
        return Ok(());
    };
    let mut listed: Vec<String> = changed
        .iter()
        .take(LISTED)
        .map(|(at, shown, given)| format!("{at} holds {shown}, not {}", symbol(*given)))
        .collect();
    if changed.len() > LISTED {
        listed.push(format!("and {} more", changed.len() - LISTED));
    }
    Err(Error::input(
        Location::file(file)
            .sheet(&table.name)
            .cell(first_cell.clone()),
        InputError::BadLine(format!(
            "the givens differ from the puzzle written with the workbook ({}): {}; type the \
             givens back, or to use the changed puzzle copy its line from the hidden sheet \
             {KEY_SHEET}, cell {}, into a text file, change it there and make the workbook \
             again from that file",
            given_count(changed.len()),
            listed.join(", "),
            a1(row.row, 5)
        )),
    ))
}

/// "1 given changed", "3 givens changed".
fn given_count(k: usize) -> String {
    match k {
        1 => "1 given changed".to_string(),
        k => format!("{k} givens changed"),
    }
}
