//! Our own workbooks, recognised from the sheets already loaded: a
//! worksheet (its puzzles on sheets `P1`, `P2`, ... in our grid layout, the
//! answer key on `Answers`) and a solution workbook (the `Play` sheet a
//! pupil fills in, the givens on `A`, the solution on `S`). Reading a
//! returned file gives each grid as the pupil left it, with the solution to
//! mark it against and the cell names printed on its sheet.

use super::stored::stored_puzzle;
use crate::layout::Role;
use crate::read::container::table::{label_text, meaning, CellMeaning, CellValue, Rect, Table};
use crate::read::find::detect::survey;
use crate::read::find::number_frame::{self, Framed};
use crate::read::find::shape::supported;
use crate::read::opened_book::Opened;
use sheetdoku_core::Puzzle;
use sheetdoku_core::ReturnedGrid;
use sheetdoku_core::{CellNamer, Grid};
use sheetdoku_core::{Error, InputError, Result};

use crate::layout::{ANSWERS_SHEET, BLOCKS, CAGES, KILLER, PLAY_SHEET, PRINTABLE, SOLUTION_SHEET};

/// The size of a worksheet's own puzzle sheet: its grid at A1 and the
/// label "Blocks" one column right of it.
pub(crate) fn own_sheet_size(table: &Table) -> Option<usize> {
    let (_, cols) = table.end();
    (1..cols).find_map(|c| match table.get(0, c) {
        CellValue::Text(t) if t == BLOCKS && supported(c - 1) => Some(c - 1),
        _ => None,
    })
}

/// The column of the label `Cages` on a worksheet's own sheet of a killer
/// (whose rows of digits are two sheet rows apart, a strip of cage sums
/// above each); `None` on any other sheet.
pub(crate) fn own_cages(table: &Table) -> Option<usize> {
    own_sheet_size(table)?;
    let (_, cols) = table.end();
    (1..cols).find(|&c| matches!(table.get(0, c), CellValue::Text(t) if t == CAGES))
}

/// A killer's own sheet as a sheet in our plain layout: its rows of digits
/// moved together to rows 1 to n (the strips of sums left out), its maps
/// where they are, its cages (from column `cages`) left out, for the
/// reader of plain `P` sheets; the cages are read from the sheet itself.
fn without_strips(table: &Table, n: usize, cages: usize) -> Table {
    let (rows, cols) = table.end();
    let moved = |r: usize, c: usize| match c {
        _ if c >= cages => None,
        c if c < n && r < 2 * n => (r % 2 == 1).then_some((r / 2, c)),
        _ => Some((r, c)),
    };
    let mut cells = vec![vec![CellValue::Empty; cols.min(cages)]; rows];
    for (r, c, value) in table.used() {
        if let Some((r, c)) = moved(r, c) {
            cells[r][c] = value.clone();
        }
    }
    let mut look = table.look.clone();
    let remap = |at: &(usize, usize)| moved(at.0, at.1);
    look.cells = look
        .cells
        .iter()
        .filter_map(|(at, cell)| Some((remap(at)?, cell.clone())))
        .collect();
    look.formulas = look
        .formulas
        .iter()
        .filter_map(|(at, f)| Some((remap(at)?, f.clone())))
        .collect();
    look.hidden_rows.clear();
    Table {
        name: table.name.clone(),
        row0: 0,
        col0: 0,
        cells,
        merged: Vec::new(),
        look,
    }
}

/// Whether `name` is a worksheet's puzzle sheet name: `P` and a number.
fn own_name(name: &str) -> bool {
    name.strip_prefix('P')
        .is_some_and(|k| !k.is_empty() && k.bytes().all(|b| b.is_ascii_digit()))
}

/// Whether `name` is a worksheet's printable sheet: `Worksheet`, or
/// `Worksheet 9x9`, `Worksheet 16x16`, `Worksheet 9x9 killer`, ... when its
/// sizes differ.
fn printable_name(name: &str) -> bool {
    let name = name
        .strip_suffix(KILLER)
        .and_then(|n| n.strip_suffix(' '))
        .unwrap_or(name);
    match name.strip_prefix(PRINTABLE) {
        Some("") => true,
        Some(rest) => rest.strip_prefix(' ').is_some_and(|size| {
            size.split_once('x')
                .is_some_and(|(a, b)| a == b && a.parse::<usize>().is_ok())
        }),
        None => false,
    }
}

/// A worksheet's puzzle sheets in order with their sizes, when the tables
/// are a worksheet we wrote (a printable `Worksheet` sheet and `P1`).
pub(crate) fn worksheet(tables: &[Table]) -> Option<Vec<(&Table, usize)>> {
    if !tables.iter().any(|t| printable_name(&t.name)) {
        return None;
    }
    let sheets: Vec<(&Table, usize)> = tables
        .iter()
        .filter(|t| own_name(&t.name))
        .filter_map(|t| own_sheet_size(t).map(|n| (t, n)))
        .collect();
    sheets.iter().any(|(t, _)| t.name == "P1").then_some(sheets)
}

impl Opened<'_> {
    /// The puzzle of a worksheet's own sheet of size `n`, named after it;
    /// a killer's with the cages beside its grid.
    pub(crate) fn own_sheet(&self, table: &Table, n: usize) -> Result<Puzzle> {
        if let Some(p) = self.stored(table)? {
            return Ok(p);
        }
        let mut p = match own_cages(table) {
            Some(cages) => {
                let plain = without_strips(table, n, cages);
                let mut p = self.finish(&plain, &survey(&plain), Rect::square(0, 0, n))?;
                p.geometry = self.with_cages_at(p.geometry, table, (1, cages))?;
                p
            }
            None => self.finish(table, &survey(table), Rect::square(0, 0, n))?,
        };
        p.source.name = Some(table.name.clone());
        Ok(p)
    }

    /// The puzzle of sheet `table` as the workbook's hidden `Key` sheet
    /// stores it (see [`super::stored`]), when it does and no option gives
    /// the rules another way (`--variant`, `--blocks`, `--extra`).
    pub(crate) fn stored(&self, table: &Table) -> Result<Option<Puzzle>> {
        let o = self.opts;
        if o.variant.is_some() || o.blocks.is_some() || o.extra.is_some() {
            return Ok(None);
        }
        match &self.stored {
            Some(rows) => stored_puzzle(self.file, rows, table),
            None => Ok(None),
        }
    }

    /// What a pupil left in the grid of own sheet `table` of size `n`.
    fn own_grid(&self, table: &Table, n: usize, namer: &CellNamer) -> Result<Grid> {
        let square = Rect::square(0, 0, n);
        match own_cages(table) {
            Some(cages) => self.pupil_grid(&without_strips(table, n, cages), square, namer),
            None => self.pupil_grid(table, square, namer),
        }
    }

    /// Every grid a pupil could fill in, when the book is a worksheet or a
    /// solution workbook we wrote; `None` for other workbooks.
    pub(crate) fn returned(&self) -> Result<Option<Vec<ReturnedGrid>>> {
        // Our workbooks list their grids on a marking key; the rest of
        // this function reads those written before the key.
        if let Some(grids) = super::returned::returned(self.file, self.tables)? {
            return Ok(Some(grids));
        }
        if let Some(sheets) = worksheet(self.tables) {
            let sizes: Vec<usize> = sheets.iter().map(|&(_, n)| n).collect();
            let answers = self.answers(&sizes);
            let mut grids = Vec::new();
            for (k, (table, n)) in sheets.into_iter().enumerate() {
                let puzzle = self.own_sheet(table, n)?;
                let namer = CellNamer::default();
                let grid = self.own_grid(table, n, &namer)?;
                let solution = answers
                    .iter()
                    .find(|(number, _)| *number == k + 1)
                    .map(|(_, g)| g.clone());
                grids.push(
                    ReturnedGrid::new(k + 1, table.name.clone(), puzzle.geometry, grid)
                        .with_solution(solution)
                        .with_namer(namer),
                );
            }
            let printed = self.printed_grids(&grids);
            grids.extend(printed);
            return Ok(Some(grids));
        }
        let play = self.tables.iter().find(|t| t.name == PLAY_SHEET);
        let (Some(play), Some(a)) = (play, self.role_sheet(Role::Puzzle)) else {
            return Ok(None);
        };
        let Some(puzzle) = self.on_sheet(a, Some((0, 0)))? else {
            return Ok(None);
        };
        let n = puzzle.givens.size();
        let Some((rect, namer)) = play_grid(play, n) else {
            return Err(Error::input(
                self.loc(play),
                InputError::NoGrid(format!(
                    "the {n}x{n} grid with its column letters and row numbers is not on the sheet"
                )),
            ));
        };
        let grid = self.pupil_grid(play, rect, &namer)?;
        let solution = self
            .tables
            .iter()
            .find(|t| t.name == SOLUTION_SHEET)
            .and_then(|s| full_grid(s, Rect::square(0, 0, n), None));
        Ok(Some(vec![ReturnedGrid::new(
            1,
            play.name.clone(),
            puzzle.geometry,
            grid,
        )
        .with_givens(Some(puzzle.givens))
        .with_solution(solution)
        .with_namer(namer)]))
    }

    /// The grids of a worksheet's printable pages that a pupil typed on:
    /// each under its heading "k." (or "k.  Level: ..."), of the size of
    /// puzzle k's own sheet in `own`, reported when it holds a digit that
    /// sheet does not (the status labels "k." right of the pages, each with its
    /// status beside it, are not headings). Its cells are named from the
    /// grid's top left corner, as on the `P` sheets. Pages printed in letters (`--symbols`) hold no
    /// digits to check and are passed over.
    fn printed_grids(&self, own: &[ReturnedGrid]) -> Vec<ReturnedGrid> {
        let mut found = Vec::new();
        for table in self.tables.iter().filter(|t| printable_name(&t.name)) {
            for (r, c, value) in table.used() {
                let CellValue::Text(text) = value else {
                    continue;
                };
                let Some(k) = text
                    .split_once('.')
                    .and_then(|(k, rest)| (rest.is_empty() || rest.starts_with(' ')).then_some(k))
                    .and_then(|k| k.parse::<usize>().ok())
                else {
                    continue;
                };
                // A status label "k." has its status right of it.
                if matches!(table.get(r, c + 1), CellValue::Text(_)) {
                    continue;
                }
                let Some(sheet) = k.checked_sub(1).and_then(|i| own.get(i)) else {
                    continue;
                };
                // A killer's printed rows are apart; the worksheets that
                // print killers list their grids on the marking key.
                if sheet.geometry.needs_label_strip() {
                    continue;
                }
                let n = sheet.grid.size();
                let namer = CellNamer::default();
                let Ok(grid) = self.pupil_grid(table, Rect::square(r + 1, c, n), &namer) else {
                    continue;
                };
                // Untyped, the page holds the givens: no more than the P
                // sheet, which may hold the pupil's digits.
                let typed = (0..n * n).any(|i| {
                    let d = grid.get(i);
                    d != 0 && d != sheet.grid.get(i)
                });
                if typed {
                    found.push(
                        sheet
                            .clone()
                            .with_puzzle(k)
                            .with_sheet(format!("{} (puzzle {k})", table.name))
                            .with_sheet_name(table.name.clone())
                            .with_grid(grid)
                            .with_namer(namer),
                    );
                }
            }
        }
        found
    }

    /// What a pupil left in `rect`; a cell that is not a digit is named as
    /// the sheet prints it.
    fn pupil_grid(&self, table: &Table, rect: Rect, namer: &CellNamer) -> Result<Grid> {
        let n = rect.height();
        let mut cells = Vec::with_capacity(n * n);
        for r in 0..n {
            for c in 0..n {
                match meaning(table.get(rect.top + r, rect.left + c), n) {
                    CellMeaning::Blank => cells.push(0),
                    CellMeaning::Digit(d) => cells.push(d),
                    CellMeaning::Bad(found) => {
                        return Err(Error::input(
                            self.loc(table).cell(namer.cell(n, r * n + c)),
                            InputError::BadDigit { found, size: n },
                        ))
                    }
                }
            }
        }
        Grid::from_cells(n, cells)
            .map_err(|why| Error::input(self.loc(table), InputError::BadLine(why.to_string())))
    }

    /// The worksheet's answer key: each grid under its number "k." (or
    /// "k.  (note)") on the `Answers` sheet, of the size of puzzle k's own
    /// sheet in `sizes`, in the symbols of the `Info` sheet if it names
    /// some. The grid is read where the key puts it, right under its
    /// number: the general grid detection would join answer grids stacked
    /// with only a label row between them into one block.
    fn answers(&self, sizes: &[usize]) -> Vec<(usize, Grid)> {
        let Some(table) = self.tables.iter().find(|t| t.name == ANSWERS_SHEET) else {
            return Vec::new();
        };
        let symbols: Option<Vec<char>> = self
            .role_sheet(Role::Info)
            .and_then(|info| {
                let (rows, _) = info.end();
                (0..rows).find_map(|r| {
                    let key = label_text(info.get(r, 0))?;
                    (key == "symbols").then(|| label_text(info.get(r, 1)))?
                })
            })
            .map(|s| s.chars().collect());
        let mut found = Vec::new();
        for (r, c, value) in table.used() {
            let CellValue::Text(text) = value else {
                continue;
            };
            let number = text
                .split_once('.')
                .filter(|(_, rest)| rest.is_empty() || rest.starts_with(' '))
                .and_then(|(k, _)| k.parse::<usize>().ok());
            let Some(n) = number.and_then(|k| sizes.get(k.wrapping_sub(1))) else {
                continue;
            };
            let rect = Rect::square(r + 1, c, *n);
            if let (Some(k), Some(grid)) = (number, full_grid(table, rect, symbols.as_deref())) {
                found.push((k, grid));
            }
        }
        found
    }
}

/// The `Play` sheet's `n x n` grid inside its column letters and row
/// numbers, and the namer of those labels.
fn play_grid(table: &Table, n: usize) -> Option<(Rect, CellNamer)> {
    survey(table).pieces.into_iter().find_map(|piece| {
        let Framed::Inner(grid) = number_frame::inner(table, piece) else {
            return None;
        };
        (grid.height() == n).then(|| {
            let namer = number_frame::printed_namer(table, piece, grid)
                .unwrap_or_else(|| CellNamer::at(grid.top, grid.left));
            (grid, namer)
        })
    })
}

/// A complete grid of digits (or of `symbols`) in `rect`, if it is one.
fn full_grid(table: &Table, rect: Rect, symbols: Option<&[char]>) -> Option<Grid> {
    let n = rect.height();
    let mut cells = Vec::with_capacity(n * n);
    for r in rect.top..=rect.bottom {
        for c in rect.left..=rect.right {
            let value = table.get(r, c);
            let digit = match symbols {
                Some(symbols) => {
                    let text = label_text(value)?;
                    let mut chars = text.chars();
                    let ch = chars.next()?;
                    if chars.next().is_some() {
                        return None;
                    }
                    symbols.iter().position(|&s| s == ch).map(|i| i as u8 + 1)
                }
                None => match meaning(value, n) {
                    CellMeaning::Digit(d) => Some(d),
                    _ => None,
                },
            }?;
            cells.push(digit);
        }
    }
    Grid::from_cells(n, cells).ok()
}
