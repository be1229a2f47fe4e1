//! The solution workbook and the input workbook, sheet by sheet: the
//! `Solution` and `Play` pages, our input sheets (`A`, `B`, `B2`, `K`),
//! `S`, `Steps`, `Model`, `Info` and the hidden `Check` and `Key`.

use std::path::Path;

use crate::write::book::{square, Area, Book, HAlign, Print, Sheet, Size, Style};
use sheetdoku_core::Figure;
use sheetdoku_core::Puzzle;
use sheetdoku_core::Result;
use sheetdoku_core::Uniqueness;
use sheetdoku_core::{symbol, Grid};

pub use super::marks_sheet::TypedMarks;
use super::solution_doc::{check_grid, SolutionDoc};
use super::solution_sheet::{self, Page};
use super::{cage_sheet, steps_sheet};
use crate::layout::{
    BLOCKS_SHEET, BOX_KEY, DIAGONALS_KEY, EXTRA_SHEET, FPUZZLES_KEY, GIVENS_SHEET, INFO_SHEET,
    PLAY_SHEET, SIZE_KEY, SOLUTION_PAGE, SOLUTION_SHEET, SUDOKUPAD_KEY, TITLE_KEY, VARIANT_KEY,
};
use crate::read::ours::key::{key_sheet, KeyGrid};
use crate::write::common::audience::Audience;
use crate::write::common::house_style::{
    self, centred, label, region_fill, with_edges, LABEL_FONT,
};
use crate::write::common::page_words;
use crate::write::common::save::{render, write_workbook, WorkbookFormat};
use crate::write::model;
use crate::write::self_check::{check_sheet, CheckedGrid};

/// Writes the solution workbook to `path` (`.xlsx`, or `.ods` without the
/// sheet protection and the Solver names), in this
/// sheet order: `Solution` (printable, one A4 page), `Play` (the puzzle to
/// fill in, one A4 page, checking itself), `A`, `B`, `B2` (extra regions, if
/// any), `S` (the solution, if any), `Steps` (the solving path in words,
/// if given), `Model` (the BLP with live formulas),
/// `Info` and the hidden `Check`. Reading it back gives the same puzzle,
/// block map and variant (from sheet `A`).
pub fn write_solution_workbook(path: &Path, doc: &SolutionDoc) -> Result<()> {
    write_solution_workbook_for(path, doc, Audience::Teacher)
}

/// Writes the solution workbook for `audience` to `path`: for
/// [`Audience::Teacher`] what [`write_solution_workbook`] writes; for
/// [`Audience::Pupils`] a pupil's copy, `Play` first (printable, checking
/// itself), then `A`, `B`, `B2`, `K`, `Info` and the hidden, locked `Key`
/// (without the answer) and `Check`: no `Solution`, `S`, `Steps` or
/// `Model` sheet, nothing the answer can be read from.
pub fn write_solution_workbook_for(
    path: &Path,
    doc: &SolutionDoc,
    audience: Audience,
) -> Result<()> {
    write_workbook(path, |format| doc.to_bytes_for(audience, format))
}

impl SolutionDoc<'_> {
    /// The solution workbook's bytes in `format`, as
    /// [`write_solution_workbook`] writes them to a file.
    pub fn to_bytes(&self, format: WorkbookFormat) -> Result<Vec<u8>> {
        self.to_bytes_for(Audience::Teacher, format)
    }

    /// The bytes in `format` of the solution workbook for `audience`, as
    /// [`write_solution_workbook_for`] writes them to a file.
    pub fn to_bytes_for(&self, audience: Audience, format: WorkbookFormat) -> Result<Vec<u8>> {
        self.check()?;
        render(&solution_book(self, audience), format)
    }
}

/// Writes a puzzle in our input layout (`.xlsx` or `.ods`): sheets `A`
/// (givens), `B` (block map), `B2` (extra regions, only if the geometry has
/// them), `Info` and the hidden `Check`. With empty givens this is a
/// template to fill in. Sheet `A` checks itself: the empty cells take only
/// 1..n, the givens are locked (sheet protection without password, .xlsx
/// only), clashing digits turn red and the cell right of the grid reads
/// "not started", "no clash so far", "clash" or "solved".
pub fn write_input_workbook(path: &Path, puzzle: &Puzzle) -> Result<()> {
    write_workbook(path, |format| input_workbook_to_bytes(puzzle, format))
}

/// Writes a puzzle in our input layout as [`write_input_workbook`] does,
/// with sheet `R` offering what `typed` says (greater-than signs, even and
/// odd cells) for the teacher to type, lines of help in the pages'
/// language and a small example where the puzzle has no such marks.
///
/// ```
/// use sheetdoku::write::{write_template_workbook, TypedMarks};
/// use sheetdoku::read::{read_puzzle, ReadOptions};
/// use sheetdoku::{Geometry, Grid, Puzzle};
/// let dir = tempfile::tempdir().unwrap();
/// let path = dir.path().join("signs.ods");
/// let blank = Puzzle::new(Geometry::standard(4).unwrap(), Grid::empty(4)).unwrap();
/// write_template_workbook(&path, &blank, TypedMarks::new(true, true)).unwrap();
/// // The example: two signs, an even and an odd cell.
/// let back = read_puzzle(&path, &ReadOptions::default()).unwrap();
/// assert_eq!(back.geometry.constraints().len(), 12 + 4);
/// ```
pub fn write_template_workbook(path: &Path, puzzle: &Puzzle, typed: TypedMarks) -> Result<()> {
    write_workbook(path, |format| {
        template_workbook_to_bytes(puzzle, typed, format)
    })
}

/// The bytes in `format` of the input workbook [`write_input_workbook`]
/// writes.
pub fn input_workbook_to_bytes(puzzle: &Puzzle, format: WorkbookFormat) -> Result<Vec<u8>> {
    template_workbook_to_bytes(puzzle, TypedMarks::default(), format)
}

/// The bytes in `format` of the workbook [`write_template_workbook`]
/// writes.
pub fn template_workbook_to_bytes(
    puzzle: &Puzzle,
    typed: TypedMarks,
    format: WorkbookFormat,
) -> Result<Vec<u8>> {
    check_grid(puzzle, &puzzle.givens, "givens")?;
    let mut book = Book::default();
    let a = input_sheets(&mut book, puzzle, &Figure::of(&puzzle.geometry), 0);
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
    book.sheets
        .extend(super::marks_sheet::marks_sheet(puzzle, typed));
    book.sheets.extend(check_sheet(&[a]));
    render(&book, format)
}

pub(crate) fn solution_book(doc: &SolutionDoc, audience: Audience) -> Book {
    let geometry = &doc.puzzle.geometry;
    let teacher = audience.sees_answers();
    let mut book = Book::default();
    if teacher {
        book.sheets
            .push(solution_sheet::write(SOLUTION_PAGE, doc, Page::Solution));
    }
    let (top, row_step) = solution_sheet::grid_rows(geometry);
    let play = CheckedGrid {
        sheet: PLAY_SHEET,
        top,
        left: solution_sheet::grid_left(geometry),
        geometry,
        grid: &doc.puzzle.givens,
        check_col: 0,
        row_step,
    };
    book.sheets
        .push(solution_sheet::write(play.sheet, doc, Page::Play(&play)));
    let figure = Figure::of(geometry);
    let a = input_sheets(&mut book, doc.puzzle, &figure, play.next_check_col());
    if teacher {
        answer_sheets(&mut book, doc, &figure);
    }
    let mut rows = info_rows(doc.puzzle);
    let unique = match doc.uniqueness {
        Uniqueness::Unknown => "not checked",
        Uniqueness::Undecided => "not proven (time limit)",
        Uniqueness::Unique => "yes",
        Uniqueness::NotUnique(_) => "no",
    };
    if teacher {
        rows.push(("status", InfoValue::Text(doc.status.to_string())));
    }
    let title = doc.title.unwrap_or_default().to_string();
    rows.push((TITLE_KEY, InfoValue::Text(title)));
    rows.push(("unique", InfoValue::Text(unique.to_string())));
    match (doc.uniqueness, doc.solution) {
        (Uniqueness::NotUnique(other), Some(solution)) if teacher => rows.push((
            "second solution",
            InfoValue::Text(second_solution(solution, other)),
        )),
        _ => {}
    }
    let givens = doc.puzzle.givens.given_count();
    rows.push(("givens", InfoValue::Number(givens as f64)));
    rows.extend(link_rows(
        doc.puzzle,
        doc.title.or(doc.puzzle.source.name.as_deref()),
    ));
    book.sheets.push(info_sheet(&rows));
    // The key's answer only when it solves the puzzle (not a grid that
    // drops givens or cage sums), and only in the teacher's file.
    let answer = doc
        .solution
        .filter(|_| teacher && doc.dropped.is_empty() && page_words::dropped_cages(doc).is_empty());
    book.sheets.push(key_sheet(&[KeyGrid {
        puzzle: 1,
        name: play.sheet.to_string(),
        grid: &play,
        solution: answer,
        version: None,
    }]));
    book.sheets.extend(check_sheet(&[play, a]));
    book
}

/// The teacher's sheets after the input sheets: `S` (the solution, if
/// any), `Steps` (if given) and `Model` with its Solver names.
fn answer_sheets(book: &mut Book, doc: &SolutionDoc, figure: &Figure) {
    if let Some(solution) = doc.solution {
        let values: Vec<u32> = solution.cells().iter().map(|&d| d as u32).collect();
        book.sheets
            .push(grid_sheet(SOLUTION_SHEET, figure, &values, |_| None, true));
    }
    if let Some(path) = doc.steps {
        book.sheets.push(steps_sheet::write(path));
    }
    let (model, names) = model::sheet::write(doc);
    book.sheets.push(model);
    book.names = names;
}

/// Where a second solution differs from the first, cells named as on the
/// `Play` sheet: "differs in 4 cells: A1 3 (not 1), ...".
fn second_solution(solution: &Grid, other: &Grid) -> String {
    let n = solution.size();
    let namer = sheetdoku_core::CellNamer::default();
    // Two solutions of one puzzle: the same size.
    let cells = solution.differences(other).unwrap_or_default();
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
/// `Check` sheet), `B` and, for extra regions, `B2`, drawn as `figure`
/// (the puzzle's) says. Returns sheet `A`'s grid.
fn input_sheets<'a>(
    book: &mut Book,
    puzzle: &'a Puzzle,
    figure: &Figure,
    check_col: u16,
) -> CheckedGrid<'a> {
    let geometry = &puzzle.geometry;
    let n = geometry.size();
    let givens: Vec<u32> = puzzle.givens.cells().iter().map(|&d| d as u32).collect();
    let mut sheet = grid_sheet(GIVENS_SHEET, figure, &givens, |_| None, false);
    sheet.lay_marks(figure, 0, 0, 1);
    let a = CheckedGrid {
        sheet: GIVENS_SHEET,
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
    a.write_status(&mut sheet, (0, right), &house_style::heading(12.0));
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

    // The maps' numbers are the puzzle's data; their colours and borders
    // its figure's regions.
    let blocks: Vec<u32> = (0..n * n)
        .map(|i| geometry.block_of(i) as u32 + 1)
        .collect();
    let fill = |i: usize| Some(region_fill(figure.cell(i).region));
    book.sheets
        .push(grid_sheet(BLOCKS_SHEET, figure, &blocks, fill, true));

    if geometry.has_extra_regions() {
        let extra: Vec<u32> = geometry.extra_map().iter().map(|&e| e as u32).collect();
        let fill = |i: usize| figure.cell(i).extra.map(|e| region_fill(e + 7));
        book.sheets
            .push(grid_sheet(EXTRA_SHEET, figure, &extra, fill, true));
    }
    book.sheets.extend(cage_sheet::cage_sheet(geometry));
    a
}

/// An `n x n` table of numbers at A1 with the region borders of `figure`;
/// `0` is written only when `zeros` is set (else left blank and unlocked),
/// in grey.
fn grid_sheet(
    name: &str,
    figure: &Figure,
    values: &[u32],
    fill: impl Fn(usize) -> Option<u32>,
    zeros: bool,
) -> Sheet {
    let mut sheet = Sheet::new(name);
    let n = figure.size();
    for c in 0..n {
        sheet.width(c as u16, square(32));
    }
    for r in 0..n {
        sheet.height(r as u32, square(32));
    }
    for (cell, &value) in values.iter().enumerate() {
        let (r, c) = ((cell / n) as u32, (cell % n) as u16);
        let edges = figure.cell(cell).edges.regions_only();
        let mut format = with_edges(centred(12.0), edges);
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
    /// A link, clickable, showing itself.
    Link(String),
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
        (VARIANT_KEY, InfoValue::Text(g.variant().name())),
        (SIZE_KEY, InfoValue::Number(g.size() as f64)),
        (DIAGONALS_KEY, InfoValue::Text(yes_no(g.has_diagonals()))),
        (BOX_KEY, InfoValue::Text(boxes)),
    ]
}

/// The links that open the puzzle (its givens, not an answer) in
/// f-puzzles and SudokuPad, each where a cell holds it (32,767 characters).
fn link_rows(puzzle: &Puzzle, title: Option<&str>) -> Vec<(&'static str, InfoValue)> {
    let Ok(links) = crate::text::fpuzzles::fpuzzles_links(&puzzle.geometry, &puzzle.givens, title)
    else {
        return Vec::new();
    };
    [
        (FPUZZLES_KEY, links.fpuzzles),
        (SUDOKUPAD_KEY, links.sudokupad),
    ]
    .into_iter()
    .filter(|(_, link)| link.len() < 32_000)
    .map(|(key, link)| (key, InfoValue::Link(link)))
    .collect()
}

fn info_sheet(rows: &[(&str, InfoValue)]) -> Sheet {
    let mut sheet = Sheet::new(INFO_SHEET);
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
            InfoValue::Link(url) => sheet.link(r as u32, 1, url.clone(), url.clone(), &value),
        };
    }
    sheet
}
