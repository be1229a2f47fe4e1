//! A pupil's returned file: a workbook we wrote, opened and saved again
//! value by value (formulas as their results, as a spreadsheet keeps them
//! for a reader without recalculation), with the digits the pupil typed.

use std::path::Path;

use calamine::{open_workbook_auto, Data, Reader};

/// The column of a single column letter.
fn letter(v: &Data) -> Option<u8> {
    match v {
        Data::String(s) if s.len() == 1 && s.as_bytes()[0].is_ascii_uppercase() => {
            Some(s.as_bytes()[0])
        }
        _ => None,
    }
}

/// Where the pupil types: the grid of `sheet`, found under its column
/// letters (a letter followed by the next one) on a `Play` sheet, or at A1
/// on a `P` sheet.
fn grid_origin(rows: &[Vec<Data>], sheet: &str) -> (usize, usize) {
    if sheet.starts_with('P') && sheet != "Play" {
        return (0, 0);
    }
    for (r, row) in rows.iter().enumerate() {
        for c in 0..row.len().saturating_sub(1) {
            if let (Some(a), Some(b)) = (letter(&row[c]), letter(&row[c + 1])) {
                if b == a + 1 {
                    return (r + 1, c);
                }
            }
        }
    }
    panic!("no column labels on sheet {sheet}");
}

/// Copies `src` to `dst` (.xlsx or .ods) as a pupil's spreadsheet saves it,
/// with `typed` (grid row, grid column, digit; 0 erases) typed into the
/// grid of `sheet`.
pub fn pupil_saves(src: &Path, dst: &Path, sheet: &str, typed: &[(usize, usize, u8)]) {
    pupil_saves_at(src, dst, sheet, None, typed)
}

/// [`pupil_saves`] into the grid whose top left cell is `origin` (sheet row,
/// column), or where [`grid_origin`] finds it.
pub fn pupil_saves_at(
    src: &Path,
    dst: &Path,
    sheet: &str,
    origin: Option<(usize, usize)>,
    typed: &[(usize, usize, u8)],
) {
    pupil_saves_many(
        src,
        dst,
        &[Typing {
            sheet,
            origin,
            typed,
        }],
    )
}

/// What a pupil types into one grid: its sheet, its top left cell (sheet
/// row, column; `None`: where [`grid_origin`] finds it) and the digits
/// (grid row, grid column, digit; 0 erases).
pub struct Typing<'a> {
    pub sheet: &'a str,
    pub origin: Option<(usize, usize)>,
    pub typed: &'a [(usize, usize, u8)],
}

/// What else a pupil may do to her file before she saves it.
#[derive(Clone, Debug, PartialEq)]
pub enum Action {
    /// Types a text (a word, "12") into a cell of a sheet (sheet row, column).
    Text(String, (usize, usize), String),
    /// Types a number into a cell of a sheet (sheet row, column).
    Number(String, (usize, usize), f64),
    /// Deletes a sheet.
    Delete(String),
    /// Renames a sheet.
    Rename(String, String),
    /// Swaps the names of two sheets.
    Swap(String, String),
    /// Inserts an empty row above a row of a sheet (from 0).
    InsertRow(String, usize),
}

/// [`pupil_saves`] with digits typed into several grids.
pub fn pupil_saves_many(src: &Path, dst: &Path, typing: &[Typing]) {
    pupil_saves_with(src, dst, typing, &[])
}

/// A cell of `rows`, made room for.
fn cell_mut(rows: &mut Vec<Vec<Data>>, r: usize, c: usize) -> &mut Data {
    if rows.len() <= r {
        rows.resize(r + 1, Vec::new());
    }
    if rows[r].len() <= c {
        rows[r].resize(c + 1, Data::Empty);
    }
    &mut rows[r][c]
}

/// `actions`, in order, done to the sheets.
fn act(sheets: &mut Vec<(String, Vec<Vec<Data>>)>, actions: &[Action]) {
    let index = |sheets: &[(String, Vec<Vec<Data>>)], name: &str| {
        sheets
            .iter()
            .position(|(n, _)| n == name)
            .unwrap_or_else(|| panic!("no sheet {name}"))
    };
    for a in actions {
        match a {
            Action::Text(sheet, (r, c), text) => {
                let i = index(sheets, sheet);
                *cell_mut(&mut sheets[i].1, *r, *c) = Data::String(text.clone());
            }
            Action::Number(sheet, (r, c), x) => {
                let i = index(sheets, sheet);
                *cell_mut(&mut sheets[i].1, *r, *c) = Data::Float(*x);
            }
            Action::Delete(sheet) => {
                let i = index(sheets, sheet);
                sheets.remove(i);
            }
            Action::Rename(from, to) => {
                let i = index(sheets, from);
                sheets[i].0 = to.clone();
            }
            Action::Swap(a, b) => {
                let (i, j) = (index(sheets, a), index(sheets, b));
                sheets[i].0 = b.clone();
                sheets[j].0 = a.clone();
            }
            Action::InsertRow(sheet, r) => {
                let i = index(sheets, sheet);
                let rows = &mut sheets[i].1;
                if rows.len() < *r {
                    rows.resize(*r, Vec::new());
                }
                rows.insert(*r, Vec::new());
            }
        }
    }
}

/// [`pupil_saves_many`], then `actions` done to the sheets.
pub fn pupil_saves_with(src: &Path, dst: &Path, typing: &[Typing], actions: &[Action]) {
    let mut book = open_workbook_auto(src).unwrap();
    let mut sheets: Vec<(String, Vec<Vec<Data>>)> = Vec::new();
    for name in book.sheet_names() {
        let range = book.worksheet_range(&name).unwrap();
        let (r0, c0) = range.start().unwrap_or((0, 0));
        let (r1, c1) = range.end().unwrap_or((0, 0));
        let mut rows = vec![vec![Data::Empty; c1 as usize + 1]; r1 as usize + 1];
        for r in r0..=r1 {
            for c in c0..=c1 {
                if let Some(v) = range.get_value((r, c)) {
                    rows[r as usize][c as usize] = v.clone();
                }
            }
        }
        for t in typing.iter().filter(|t| t.sheet == name) {
            let (top, left) = t.origin.unwrap_or_else(|| grid_origin(&rows, t.sheet));
            for &(r, c, d) in t.typed {
                let (r, c) = (top + r, left + c);
                if rows.len() <= r {
                    rows.resize(r + 1, Vec::new());
                }
                if rows[r].len() <= c {
                    rows[r].resize(c + 1, Data::Empty);
                }
                rows[r][c] = if d == 0 {
                    Data::Empty
                } else {
                    Data::Float(f64::from(d))
                };
            }
        }
        sheets.push((name, rows));
    }
    act(&mut sheets, actions);
    let ods = dst.extension().is_some_and(|e| e == "ods");
    if ods {
        let mut wb = spreadsheet_ods::WorkBook::new_empty();
        for (name, rows) in &sheets {
            let mut sh = spreadsheet_ods::Sheet::new(name.as_str());
            for (r, row) in rows.iter().enumerate() {
                for (c, v) in row.iter().enumerate() {
                    match v {
                        Data::Float(x) => sh.set_value(r as u32, c as u32, *x),
                        Data::Int(i) => sh.set_value(r as u32, c as u32, *i as f64),
                        Data::String(s) => sh.set_value(r as u32, c as u32, s.as_str()),
                        _ => {}
                    }
                }
            }
            wb.push_sheet(sh);
        }
        spreadsheet_ods::write_ods(&mut wb, dst).unwrap();
    } else {
        let mut wb = rust_xlsxwriter::Workbook::new();
        for (name, rows) in &sheets {
            let ws = wb.add_worksheet();
            ws.set_name(name).unwrap();
            for (r, row) in rows.iter().enumerate() {
                for (c, v) in row.iter().enumerate() {
                    let (r, c) = (r as u32, c as u16);
                    match v {
                        Data::Float(x) => {
                            ws.write_number(r, c, *x).unwrap();
                        }
                        Data::Int(i) => {
                            ws.write_number(r, c, *i as f64).unwrap();
                        }
                        Data::String(s) => {
                            ws.write_string(r, c, s).unwrap();
                        }
                        _ => {}
                    }
                }
            }
        }
        wb.save(dst).unwrap();
    }
}

/// The digits of the `n x n` grid at `(top, left)` of `sheet` in `path`, row
/// by row (0 = empty).
pub fn grid_of(path: &Path, sheet: &str, top: u32, left: u32, n: u32) -> Vec<u8> {
    let mut book = open_workbook_auto(path).unwrap();
    let range = book.worksheet_range(sheet).unwrap();
    let mut cells = Vec::new();
    for r in top..top + n {
        for c in left..left + n {
            cells.push(match range.get_value((r, c)) {
                Some(Data::Float(x)) => *x as u8,
                Some(Data::Int(i)) => *i as u8,
                Some(Data::String(s)) => s.trim().parse().unwrap_or(0),
                _ => 0,
            });
        }
    }
    cells
}
