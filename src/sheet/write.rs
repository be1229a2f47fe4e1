//! Writing workbooks: our input layout (sheets `A`, `B`, `B2`, `Info`) and the
//! solution workbook (a printable `Solution` sheet, the self-checking `Play`
//! sheet, the input sheets, `S`, the live BLP `Model` of Peško's Sudoku.ods,
//! and `Info`). Sheets `A` and `Play` check themselves (see `self_check`),
//! with their unit counts on the hidden sheet `Check`.
//!
//! Files are built in memory and moved into place only when complete, so an
//! interrupted run never leaves a half-written workbook behind.

mod model_sheet;
pub(super) mod self_check;
mod solution_sheet;
mod styles;
#[cfg(test)]
mod tests;
#[cfg(test)]
mod tests_check;
#[cfg(test)]
mod tests_model;

use std::io::Write;
use std::path::{Path, PathBuf};

use rust_xlsxwriter::{Color, Format, FormatAlign, Workbook, Worksheet, XlsxError};

use crate::error::{Error, Result};
use crate::geometry::Geometry;
use crate::grid::Grid;
use crate::outcome::Uniqueness;
use crate::puzzle::Puzzle;

use self_check::{check_sheet, CheckedGrid};
use solution_sheet::{Page, GRID_LEFT, GRID_TOP};
use styles::{cell_edges, centred, label, region_fill, with_edges, LABEL_FONT};

/// Everything the solution workbook shows.
#[derive(Clone, Copy, Debug)]
pub struct SolutionDoc<'a> {
    /// The puzzle as given.
    pub puzzle: &'a Puzzle,
    /// The solved grid, or `None` when there is nothing to show. For a puzzle
    /// without solution this may be the grid keeping the most givens, with the
    /// givens it does not keep listed in `dropped`.
    pub solution: Option<&'a Grid>,
    /// Cells (`row * n + col`) of givens that `solution` does not keep.
    pub dropped: &'a [usize],
    /// Whether `solution` is the only one.
    pub uniqueness: &'a Uniqueness,
    /// The headline, e.g. "Solved by microlp in 12 ms".
    pub status: &'a str,
}

/// Writes the solution workbook to `path` (`.xlsx` only), in this sheet order:
/// `Solution` (printable, one A4 page), `Play` (the puzzle to fill in, one
/// A4 page, checking itself), `A`, `B`, `B2` (extra regions, if any), `S`
/// (the solution, if any), `Model` (the BLP with live formulas), `Info` and
/// the hidden `Check`. Reading it back gives the same puzzle, block map and
/// variant (from sheet `A`).
pub fn write_solution_workbook(path: &Path, doc: &SolutionDoc) -> Result<()> {
    check_output_path(path)?;
    check_doc(doc)?;
    let mut workbook = Workbook::new();
    build_solution_workbook(&mut workbook, doc).map_err(|e| output_error(path, e))?;
    save(path, &mut workbook)
}

/// Writes a puzzle in our input layout: sheets `A` (givens), `B` (block
/// map), `B2` (extra regions, only if the geometry has them), `Info` and the
/// hidden `Check`. With empty givens this is a template to fill in. Sheet
/// `A` checks itself: the empty cells take only 1..n, the givens are locked
/// (sheet protection without password), clashing digits turn red and the
/// cell right of the grid reads "solved", "keep going" or "clash".
pub fn write_input_workbook(path: &Path, puzzle: &Puzzle) -> Result<()> {
    check_output_path(path)?;
    check_grid(puzzle, &puzzle.givens, "givens")?;
    let mut workbook = Workbook::new();
    let build = |workbook: &mut Workbook| -> Result<(), XlsxError> {
        let a = build_input_sheets(workbook, puzzle, 0)?;
        info_sheet(workbook.add_worksheet(), &info_rows(puzzle))?;
        check_sheet(workbook.add_worksheet(), &[a])
    };
    build(&mut workbook).map_err(|e| output_error(path, e))?;
    save(path, &mut workbook)
}

fn build_solution_workbook(workbook: &mut Workbook, doc: &SolutionDoc) -> Result<(), XlsxError> {
    let geometry = &doc.puzzle.geometry;
    solution_sheet::write(
        workbook.add_worksheet().set_name("Solution")?,
        doc,
        Page::Solution,
    )?;
    let play = CheckedGrid {
        sheet: "Play",
        top: GRID_TOP,
        left: GRID_LEFT,
        geometry,
        grid: &doc.puzzle.givens,
        check_col: 0,
    };
    solution_sheet::write(
        workbook.add_worksheet().set_name(play.sheet)?,
        doc,
        Page::Play(&play),
    )?;
    let a = build_input_sheets(workbook, doc.puzzle, play.next_check_col())?;
    if let Some(solution) = doc.solution {
        let values: Vec<u32> = solution.cells().iter().map(|&d| d as u32).collect();
        let sheet = workbook.add_worksheet().set_name("S")?;
        grid_sheet(sheet, geometry, &values, |_| None, true)?;
    }
    let names = model_sheet::write(workbook.add_worksheet().set_name("Model")?, doc)?;
    for (name, range) in names {
        workbook.define_name(name, &range)?;
    }
    let mut rows = info_rows(doc.puzzle);
    let unique = match doc.uniqueness {
        Uniqueness::Unknown => "not checked",
        Uniqueness::Unique => "yes",
        Uniqueness::NotUnique(_) => "no",
    };
    rows.push(("status", InfoValue::Text(doc.status.to_string())));
    rows.push(("unique", InfoValue::Text(unique.to_string())));
    let givens = doc.puzzle.givens.given_count();
    rows.push(("givens", InfoValue::Number(givens as f64)));
    info_sheet(workbook.add_worksheet(), &rows)?;
    check_sheet(workbook.add_worksheet(), &[play, a])
}

/// Sheets `A` (self-checking, its counts from column `check_col` of the
/// `Check` sheet), `B` and, for extra regions, `B2`. Returns sheet `A`'s grid.
fn build_input_sheets<'a>(
    workbook: &mut Workbook,
    puzzle: &'a Puzzle,
    check_col: u16,
) -> Result<CheckedGrid<'a>, XlsxError> {
    let geometry = &puzzle.geometry;
    let n = geometry.size();
    let givens: Vec<u32> = puzzle.givens.cells().iter().map(|&d| d as u32).collect();
    let sheet = workbook.add_worksheet().set_name("A")?;
    grid_sheet(sheet, geometry, &givens, |_| None, false)?;
    let a = CheckedGrid {
        sheet: "A",
        top: 0,
        left: 0,
        geometry,
        grid: &puzzle.givens,
        check_col,
    };
    a.add_rules(sheet)?;
    // The status one column right of the grid, so that the reader still
    // sees the grid alone.
    let right = n as u16 + 1;
    sheet.set_column_width(right, 40)?;
    sheet.write_formula_with_format(0, right, a.status_formula(), &styles::heading(12.0))?;
    let words = solution_sheet::unit_words(geometry).replace(" and ", " or ");
    let hint = format!("digits 1 to {n}; red: a clash in a {words}");
    sheet.write_string_with_format(1, right, hint, &label())?;
    sheet.protect();

    let blocks: Vec<u32> = (0..n * n)
        .map(|i| geometry.block_of(i) as u32 + 1)
        .collect();
    let sheet = workbook.add_worksheet().set_name("B")?;
    grid_sheet(
        sheet,
        geometry,
        &blocks,
        |i| Some(region_fill(geometry.block_of(i))),
        true,
    )?;

    if geometry.has_extra_regions() {
        let extra: Vec<u32> = geometry.extra_map().iter().map(|&e| e as u32).collect();
        let sheet = workbook.add_worksheet().set_name("B2")?;
        let fill = |i: usize| geometry.extra_of(i).map(|e| region_fill(e + 7));
        grid_sheet(sheet, geometry, &extra, fill, true)?;
    }
    Ok(a)
}

/// An `n x n` table of numbers at A1 with the region borders; `0` is written
/// only when `zeros` is set (else left blank and unlocked), in grey.
fn grid_sheet(
    sheet: &mut Worksheet,
    geometry: &Geometry,
    values: &[u32],
    fill: impl Fn(usize) -> Option<Color>,
    zeros: bool,
) -> Result<(), XlsxError> {
    let n = geometry.size();
    for c in 0..n {
        sheet.set_column_width_pixels(c as u16, 32)?;
    }
    for r in 0..n {
        sheet.set_row_height_pixels(r as u32, 32)?;
    }
    for (cell, &value) in values.iter().enumerate() {
        let (r, c) = ((cell / n) as u32, (cell % n) as u16);
        let mut format = with_edges(centred(12.0), cell_edges(geometry, cell));
        if let Some(color) = fill(cell) {
            format = format.set_background_color(color);
        }
        if value == 0 && !zeros {
            sheet.write_blank(r, c, &format.set_unlocked())?;
        } else {
            if value == 0 {
                format = format.set_font_color(Color::RGB(LABEL_FONT));
            }
            sheet.write_number_with_format(r, c, value as f64, &format)?;
        }
    }
    Ok(())
}

/// A value of the `Info` sheet.
enum InfoValue {
    Text(String),
    Number(f64),
}

/// The rows every workbook's `Info` sheet starts with.
fn info_rows(puzzle: &Puzzle) -> Vec<(&'static str, InfoValue)> {
    let g = &puzzle.geometry;
    let yes_no = |b: bool| if b { "yes" } else { "no" }.to_string();
    let boxes = match g.box_shape() {
        Some((r, c)) => format!("{r}x{c}"),
        None => "irregular".to_string(),
    };
    vec![
        ("variant", InfoValue::Text(g.variant().name().to_string())),
        ("size", InfoValue::Number(g.size() as f64)),
        ("diagonals", InfoValue::Text(yes_no(g.has_diagonals()))),
        ("box", InfoValue::Text(boxes)),
    ]
}

fn info_sheet(sheet: &mut Worksheet, rows: &[(&str, InfoValue)]) -> Result<(), XlsxError> {
    sheet.set_name("Info")?;
    sheet.set_column_width(0, 12)?;
    sheet.set_column_width(1, 60)?;
    let key = Format::new().set_bold();
    let value = Format::new().set_align(FormatAlign::Left);
    for (r, (k, v)) in rows.iter().enumerate() {
        sheet.write_string_with_format(r as u32, 0, *k, &key)?;
        match v {
            InfoValue::Text(text) => sheet.write_string_with_format(r as u32, 1, text, &value)?,
            InfoValue::Number(x) => sheet.write_number_with_format(r as u32, 1, *x, &value)?,
        };
    }
    Ok(())
}

/// Only `.xlsx` is written.
fn check_output_path(path: &Path) -> Result<()> {
    let ext = path
        .extension()
        .and_then(|e| e.to_str())
        .map(|e| e.to_ascii_lowercase());
    match ext.as_deref() {
        Some("xlsx") => Ok(()),
        Some("ods") => Err(Error::Usage(format!(
            "{}: writing .ods is not supported yet; write .xlsx and open it in LibreOffice",
            path.display()
        ))),
        _ => Err(Error::Usage(format!(
            "{}: the output must be an .xlsx workbook (writing .ods is not supported yet)",
            path.display()
        ))),
    }
}

fn check_grid(puzzle: &Puzzle, grid: &Grid, what: &str) -> Result<()> {
    let n = puzzle.geometry.size();
    if grid.size() != n {
        return Err(Error::Usage(format!(
            "the {what} grid is {m}x{m} but the puzzle is {n}x{n}",
            m = grid.size()
        )));
    }
    Ok(())
}

fn check_doc(doc: &SolutionDoc) -> Result<()> {
    check_grid(doc.puzzle, &doc.puzzle.givens, "givens")?;
    if let Some(solution) = doc.solution {
        check_grid(doc.puzzle, solution, "solution")?;
    }
    if let Uniqueness::NotUnique(other) = doc.uniqueness {
        check_grid(doc.puzzle, other, "second solution")?;
    }
    let cells = doc.puzzle.geometry.cell_count();
    if let Some(&bad) = doc.dropped.iter().find(|&&c| c >= cells) {
        return Err(Error::Usage(format!(
            "dropped given {bad} is outside the {cells} cells of the grid"
        )));
    }
    Ok(())
}

fn output_error(path: &Path, error: XlsxError) -> Error {
    Error::Output {
        path: path.to_path_buf(),
        message: error.to_string(),
    }
}

/// Builds the file in memory, writes it to a temporary file in the
/// destination folder and renames it over `path` only once it is complete.
fn save(path: &Path, workbook: &mut Workbook) -> Result<()> {
    let bytes = workbook
        .save_to_buffer()
        .map_err(|e| output_error(path, e))?;
    write_atomically(path, &bytes)
}

/// Writes `bytes` to `path` safely (see [`write_via_temp`]); also used by
/// the worksheet writer.
pub(crate) fn write_atomically(path: &Path, bytes: &[u8]) -> Result<()> {
    write_via_temp(path, |file| file.write_all(bytes))
}

/// Creates a temporary file beside `path`, lets `fill` write it, syncs it and
/// renames it over `path`. On any failure the temporary file is removed and
/// an existing `path` is untouched.
fn write_via_temp(
    path: &Path,
    fill: impl FnOnce(&mut std::fs::File) -> std::io::Result<()>,
) -> Result<()> {
    let dir = match path.parent() {
        Some(p) if !p.as_os_str().is_empty() => p,
        _ => Path::new("."),
    };
    let mut builder = tempfile::Builder::new();
    builder.prefix(".sheetdoku-").suffix(".tmp");
    #[cfg(unix)]
    {
        // A normal file (umask applies), not tempfile's owner-only default.
        use std::os::unix::fs::PermissionsExt;
        builder.permissions(std::fs::Permissions::from_mode(0o666));
    }
    let mut temp = builder.tempfile_in(dir).map_err(|e| Error::Output {
        path: path.to_path_buf(),
        message: format!("cannot create a file in {}: {e}", dir.display()),
    })?;
    let io = |source: std::io::Error, at: PathBuf| Error::Io {
        path: at,
        cause: source,
    };
    fill(temp.as_file_mut())
        .and_then(|()| temp.as_file().sync_all())
        .map_err(|e| io(e, temp.path().to_path_buf()))?;
    temp.persist(path)
        .map_err(|e| io(e.error, path.to_path_buf()))?;
    Ok(())
}
