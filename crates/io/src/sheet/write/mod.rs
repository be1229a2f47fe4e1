//! Writing workbooks: our input layout (sheets `A`, `B`, `B2`, `Info`) and the
//! solution workbook (a printable `Solution` sheet, the self-checking `Play`
//! sheet, the input sheets, `S`, the live BLP `Model` of Peško's Sudoku.ods,
//! and `Info`). Sheets `A` and `Play` check themselves (see `self_check`),
//! with their unit counts on the hidden sheet `Check`; also the batch
//! workbook (`batch_workbook`). Every sheet is built as a [`crate::sheet::book`]
//! description and rendered as `.xlsx` or `.ods` by the output's extension.
//!
//! Files are built in memory and moved into place only when complete, so an
//! interrupted run never leaves a half-written workbook behind.

mod batch_workbook;
mod cage_colours;
pub(super) mod cage_page;
pub(super) mod cage_sheet;
mod model_cages;
mod model_sheet;
mod model_solver;
pub(super) mod self_check;
mod self_check_cages;
pub(super) mod solution_sheet;
mod steps_sheet;
mod study;
pub(super) mod styles;
#[cfg(test)]
mod tests;
mod title;

use std::io::Write;
use std::path::{Path, PathBuf};

use crate::sheet::book::{square, Area, Book, HAlign, Print, Sheet, Size, Style};
use sheetdoku_core::Geometry;
use sheetdoku_core::Puzzle;
use sheetdoku_core::Uniqueness;
use sheetdoku_core::{symbol, Grid};
use sheetdoku_core::{Error, Result};

use crate::sheet::key::{key_sheet, KeyGrid};
pub use batch_workbook::{write_batch_workbook, BatchEntry, BATCH_PAGES};
pub use cage_colours::CageStyle;
use self_check::{check_sheet, CheckedGrid};
use solution_sheet::{Page, GRID_LEFT};
pub use study::write_study_workbook;
use styles::{cell_edges, centred, label, region_fill, with_edges, LABEL_FONT};
use title::TITLE_KEY;
pub use title::{puzzle_title, read_title};

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
    /// The teacher's title, printed at the top of the `Solution` and `Play`
    /// pages (see [`read_title`]); `None` prints the variant.
    pub title: Option<&'a str>,
    /// The solving path in words, shown on a `Steps` sheet (screen only)
    /// when given.
    pub steps: Option<&'a sheetdoku_core::SolvingPath>,
    /// How a killer's cages are drawn on the `Solution` and `Play` pages.
    pub cage_style: CageStyle,
}

/// Writes the solution workbook to `path` (`.xlsx`, or `.ods` without the
/// sheet protection and the Solver names), in this
/// sheet order: `Solution` (printable, one A4 page), `Play` (the puzzle to
/// fill in, one A4 page, checking itself), `A`, `B`, `B2` (extra regions, if
/// any), `S` (the solution, if any), `Steps` (the solving path in words,
/// if given), `Model` (the BLP with live formulas),
/// `Info` and the hidden `Check`. Reading it back gives the same puzzle,
/// block map and variant (from sheet `A`).
pub fn write_solution_workbook(path: &Path, doc: &SolutionDoc) -> Result<()> {
    let format = check_output_path(path)?;
    check_doc(doc)?;
    save(path, format, &solution_book(doc))
}

/// Writes a puzzle in our input layout (`.xlsx` or `.ods`): sheets `A`
/// (givens), `B` (block map), `B2` (extra regions, only if the geometry has
/// them), `Info` and the hidden `Check`. With empty givens this is a
/// template to fill in. Sheet `A` checks itself: the empty cells take only
/// 1..n, the givens are locked (sheet protection without password, .xlsx
/// only), clashing digits turn red and the cell right of the grid reads
/// "solved", "keep going" or "clash".
pub fn write_input_workbook(path: &Path, puzzle: &Puzzle) -> Result<()> {
    let format = check_output_path(path)?;
    check_grid(puzzle, &puzzle.givens, "givens")?;
    let mut book = Book::default();
    let a = input_sheets(&mut book, puzzle, 0);
    // The puzzle's grid is the page of this workbook (its status and hint
    // are for the screen); the block maps and the rest stay on the screen.
    let last = puzzle.geometry.size() as u32 - 1;
    book.sheets[0].print = Some(Print {
        fit: Some((1, 1)),
        center_horizontally: true,
        area: Some(Area::new(0, 0, last, last as u16)),
        ..Print::default()
    });
    let mut rows = info_rows(puzzle);
    // Left empty for the teacher: the title of the printed pages.
    rows.push((TITLE_KEY, InfoValue::Text(String::new())));
    book.sheets.push(info_sheet(&rows));
    book.sheets.extend(check_sheet(&[a]));
    save(path, format, &book)
}

fn solution_book(doc: &SolutionDoc) -> Book {
    let geometry = &doc.puzzle.geometry;
    let mut book = Book::default();
    book.sheets
        .push(solution_sheet::write("Solution", doc, Page::Solution));
    let (top, row_step) = solution_sheet::grid_rows(geometry);
    let play = CheckedGrid {
        sheet: "Play",
        top,
        left: GRID_LEFT,
        geometry,
        grid: &doc.puzzle.givens,
        check_col: 0,
        row_step,
    };
    book.sheets
        .push(solution_sheet::write(play.sheet, doc, Page::Play(&play)));
    let a = input_sheets(&mut book, doc.puzzle, play.next_check_col());
    if let Some(solution) = doc.solution {
        let values: Vec<u32> = solution.cells().iter().map(|&d| d as u32).collect();
        book.sheets
            .push(grid_sheet("S", geometry, &values, |_| None, true));
    }
    if let Some(path) = doc.steps {
        book.sheets.push(steps_sheet::write(path));
    }
    let (model, names) = model_sheet::write(doc);
    book.sheets.push(model);
    book.names = names;
    let mut rows = info_rows(doc.puzzle);
    let unique = match doc.uniqueness {
        Uniqueness::Unknown => "not checked",
        Uniqueness::Undecided => "not proven (time limit)",
        Uniqueness::Unique => "yes",
        Uniqueness::NotUnique(_) => "no",
    };
    rows.push(("status", InfoValue::Text(doc.status.to_string())));
    let title = doc.title.unwrap_or_default().to_string();
    rows.push((TITLE_KEY, InfoValue::Text(title)));
    rows.push(("unique", InfoValue::Text(unique.to_string())));
    if let (Uniqueness::NotUnique(other), Some(solution)) = (doc.uniqueness, doc.solution) {
        rows.push((
            "second solution",
            InfoValue::Text(second_solution(solution, other)),
        ));
    }
    let givens = doc.puzzle.givens.given_count();
    rows.push(("givens", InfoValue::Number(givens as f64)));
    book.sheets.push(info_sheet(&rows));
    // The key's answer only when it solves the puzzle (not a grid that
    // drops givens or cage sums).
    let answer = doc
        .solution
        .filter(|_| doc.dropped.is_empty() && solution_sheet::dropped_cages(doc).is_empty());
    book.sheets.push(key_sheet(&[KeyGrid {
        puzzle: 1,
        name: play.sheet.to_string(),
        grid: &play,
        solution: answer,
    }]));
    book.sheets.extend(check_sheet(&[play, a]));
    book
}

/// Where a second solution differs from the first, cells named as on the
/// `Play` sheet: "differs in 4 cells: A1 3 (not 1), ...".
fn second_solution(solution: &Grid, other: &Grid) -> String {
    let n = solution.size();
    let namer = sheetdoku_core::CellNamer::default();
    let cells = solution.differences(other);
    let listed: Vec<String> = cells
        .iter()
        .map(|&c| {
            let (there, here) = (symbol(other.get(c)), symbol(solution.get(c)));
            format!("{} {there} (not {here})", namer.cell(n, c))
        })
        .collect();
    format!("differs in {} cells: {}", cells.len(), listed.join(", "))
}

/// Sheets `A` (self-checking, its counts from column `check_col` of the
/// `Check` sheet), `B` and, for extra regions, `B2`. Returns sheet `A`'s grid.
fn input_sheets<'a>(book: &mut Book, puzzle: &'a Puzzle, check_col: u16) -> CheckedGrid<'a> {
    let geometry = &puzzle.geometry;
    let n = geometry.size();
    let givens: Vec<u32> = puzzle.givens.cells().iter().map(|&d| d as u32).collect();
    let mut sheet = grid_sheet("A", geometry, &givens, |_| None, false);
    let a = CheckedGrid {
        sheet: "A",
        top: 0,
        left: 0,
        geometry,
        grid: &puzzle.givens,
        check_col,
        row_step: 1,
    };
    a.add_rules(&mut sheet);
    // The status one column right of the grid, so that the reader still
    // sees the grid alone.
    let right = n as u16 + 1;
    sheet.width(right, Size::Chars(40.0));
    let (formula, result) = a.status_formula();
    sheet.formula(0, right, formula, result, &styles::heading(12.0));
    let hint = sheetdoku_i18n::text_with(
        "check-hint-units",
        &[
            ("n", &n.to_string()),
            (
                "units",
                &sheetdoku_core::variant_units(geometry, "units-or"),
            ),
        ],
    );
    sheet.text(1, right, hint, &label());
    sheet.protected = true;
    book.sheets.push(sheet);

    let blocks: Vec<u32> = (0..n * n)
        .map(|i| geometry.block_of(i) as u32 + 1)
        .collect();
    let fill = |i: usize| Some(region_fill(geometry.block_of(i)));
    book.sheets
        .push(grid_sheet("B", geometry, &blocks, fill, true));

    if geometry.has_extra_regions() {
        let extra: Vec<u32> = geometry.extra_map().iter().map(|&e| e as u32).collect();
        let fill = |i: usize| geometry.extra_of(i).map(|e| region_fill(e + 7));
        book.sheets
            .push(grid_sheet("B2", geometry, &extra, fill, true));
    }
    book.sheets.extend(cage_sheet::cage_sheet(geometry));
    a
}

/// An `n x n` table of numbers at A1 with the region borders; `0` is written
/// only when `zeros` is set (else left blank and unlocked), in grey.
fn grid_sheet(
    name: &str,
    geometry: &Geometry,
    values: &[u32],
    fill: impl Fn(usize) -> Option<u32>,
    zeros: bool,
) -> Sheet {
    let mut sheet = Sheet::new(name);
    let n = geometry.size();
    for c in 0..n {
        sheet.width(c as u16, square(32));
    }
    for r in 0..n {
        sheet.height(r as u32, square(32));
    }
    for (cell, &value) in values.iter().enumerate() {
        let (r, c) = ((cell / n) as u32, (cell % n) as u16);
        let mut format = with_edges(centred(12.0), cell_edges(geometry, cell));
        if let Some(color) = fill(cell) {
            format = format.fill(color);
        }
        if value == 0 && !zeros {
            sheet.blank(r, c, &format.unlocked());
        } else {
            if value == 0 {
                format = format.color(LABEL_FONT);
            }
            sheet.number(r, c, value as f64, &format);
        }
    }
    sheet
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
        ("variant", InfoValue::Text(g.variant().name())),
        ("size", InfoValue::Number(g.size() as f64)),
        ("diagonals", InfoValue::Text(yes_no(g.has_diagonals()))),
        ("box", InfoValue::Text(boxes)),
    ]
}

fn info_sheet(rows: &[(&str, InfoValue)]) -> Sheet {
    let mut sheet = Sheet::new("Info");
    sheet.width(0, Size::Chars(12.0));
    sheet.width(1, Size::Chars(60.0));
    let key = Style::new().bold();
    let value = Style::new().align(HAlign::Left);
    for (r, (k, v)) in rows.iter().enumerate() {
        sheet.text(r as u32, 0, *k, &key);
        match v {
            // An empty text is left blank (to be filled in).
            InfoValue::Text(text) if text.is_empty() => sheet.blank(r as u32, 1, &value),
            InfoValue::Text(text) => sheet.text(r as u32, 1, text.as_str(), &value),
            InfoValue::Number(x) => sheet.number(r as u32, 1, *x, &value),
        };
    }
    sheet
}

/// The file formats we write.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(in crate::sheet) enum OutputFormat {
    Xlsx,
    Ods,
}

/// The format named by the extension of `path`: `.xlsx` or `.ods`.
pub(in crate::sheet) fn check_output_path(path: &Path) -> Result<OutputFormat> {
    let ext = path
        .extension()
        .and_then(|e| e.to_str())
        .map(|e| e.to_ascii_lowercase());
    match ext.as_deref() {
        Some("xlsx") => Ok(OutputFormat::Xlsx),
        Some("ods") => Ok(OutputFormat::Ods),
        _ => Err(Error::Usage(format!(
            "{}: the output must be an .xlsx or .ods workbook",
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

fn output_error(path: &Path, message: String) -> Error {
    Error::Output {
        path: path.to_path_buf(),
        message,
    }
}

/// Renders `book` in `format` in memory, writes it to a temporary file in
/// the destination folder and renames it over `path` only once it is
/// complete.
pub(in crate::sheet) fn save(path: &Path, format: OutputFormat, book: &Book) -> Result<()> {
    let bytes = match format {
        OutputFormat::Xlsx => {
            crate::sheet::book::xlsx::render(book).map_err(|e| output_error(path, e.to_string()))
        }
        OutputFormat::Ods => {
            crate::sheet::book::ods::render(book).map_err(|e| output_error(path, e.to_string()))
        }
    }?;
    write_atomically(path, &bytes)
}

/// Writes `bytes` to `path` safely: to a temporary file in the same folder,
/// synced and renamed over `path` only when complete, so an interrupted run
/// never leaves a half-written file and an existing `path` stays untouched
/// on failure. Every file sheetdoku writes goes through here.
pub fn write_atomically(path: &Path, bytes: &[u8]) -> Result<()> {
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
