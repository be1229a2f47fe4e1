//! Print-ready worksheets for a class: 1, 2, 4 or 6 puzzles per A4 page with
//! a title, a "Name / Date" line, each puzzle's number and level, thick
//! region borders and shaded diagonals and extra blocks; an answer key of
//! small grids (in the teacher's file only: see [`Audience`]); and every puzzle again on its own sheet `P1`, `P2`, ... in
//! our grid layout (grid at A1, block map labelled `Blocks`, extra regions
//! labelled `Extra`) with an `Info` sheet, so that
//! `sheetdoku solve worksheet.xlsx --puzzle 'P2!A1:I9'` reads puzzle 2 back.
//!
//! The `P` sheets check themselves like the solution workbook's `Play`
//! sheet (see `write::self_check`), and so do the printed grids when they
//! show digits: their statuses sit right of the pages, on the screen only;
//! the counts are on the hidden `Check` sheet. Only the pages and the
//! answer key print. Grid cells are drawn with the shared styles of
//! `write::styles`, like every other page of ours.

use std::path::Path;

mod answers;
mod drawn;
mod headings;
pub(crate) mod measure;
mod own_sheet;
mod pages;
mod room;
mod setters;

pub use room::TooManyPuzzles;

use super::book::{Book, Sheet, Size, Style};
use super::self_check::{check_sheet, CheckedGrid};
use super::{render_until, write_workbook, Audience, CageStyle, WorkbookFormat};
use crate::layout::{
    DIAGONALS_KEY, INFO_SHEET, KEY_SHEET, MIXED, SIZE_KEY, SUDOKUPAD_KEY, TITLE_KEY, VARIANT_KEY,
};
use crate::read::ours::key;
use sheetdoku_core::Deadline;
use sheetdoku_core::Geometry;
use sheetdoku_core::Grid;
use sheetdoku_core::Level;
use sheetdoku_core::{Error, Result};
use sheetdoku_core::{Generated, GeneratedKiller};

/// One puzzle of a worksheet: made by [`new`](Self::new) (or
/// [`generated`](Self::generated), [`killer`](Self::killer)) and one
/// `with_*` method per field set.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct WorksheetPuzzle {
    /// Its geometry.
    pub geometry: Geometry,
    /// The givens.
    pub givens: Grid,
    /// The answer key, if known.
    pub solution: Option<Grid>,
    /// A second solution, when the puzzle has more than one: the answer
    /// key then says so under the grids, with the cells where it differs.
    pub other_solution: Option<Grid>,
    /// Its level, printed beside the number.
    pub level: Option<Level>,
    /// A short note printed after the level ("copy 2", a file name).
    pub note: Option<String>,
    /// The version of a class set it belongs to (1 for version A), when
    /// each pupil gets one copy of every puzzle and her neighbour another:
    /// a version's puzzles start a page of their own, whose title names
    /// the version, so that the pages of version A go to one pupil and
    /// those of version B to the next. `None` outside a class set.
    pub version: Option<u16>,
    /// The hardest step of its solving path in words, printed under the
    /// answer key when set.
    pub hardest_step: Option<String>,
    /// Set when the puzzle is printed although it does not have exactly
    /// one solution (the teacher asked for it): the pupils' page says so
    /// beside its number in place of a level, and the answer key says so
    /// too (with no solution, the key shows its givens).
    pub flaw: Option<Flaw>,
}

/// Why a puzzle printed on a worksheet is not sound.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Flaw {
    /// No grid keeps its givens: `solution` is `None`.
    NoSolution,
    /// It has more than one solution: `solution` is one, `other_solution`
    /// another.
    SeveralSolutions,
}

impl Flaw {
    /// "This puzzle has no solution.", in the pages' language.
    pub fn words(self) -> String {
        sheetdoku_i18n::text(match self {
            Flaw::NoSolution => "worksheet-no-solution",
            Flaw::SeveralSolutions => "worksheet-several-solutions",
        })
    }
}

impl WorksheetPuzzle {
    /// A puzzle of `geometry` with these givens, and no answer key, level
    /// or note (set them after, as needed).
    pub fn new(geometry: Geometry, givens: Grid) -> Self {
        WorksheetPuzzle {
            geometry,
            givens,
            solution: None,
            other_solution: None,
            level: None,
            note: None,
            version: None,
            hardest_step: None,
            flaw: None,
        }
    }

    /// A generated puzzle of `geometry`, with its answer key and level and
    /// no note.
    pub fn generated(geometry: &Geometry, puzzle: Generated) -> Self {
        WorksheetPuzzle {
            geometry: geometry.clone(),
            givens: puzzle.givens,
            solution: Some(puzzle.solution),
            other_solution: None,
            level: Some(puzzle.rating.level),
            note: None,
            version: None,
            hardest_step: None,
            flaw: None,
        }
    }

    /// A generated killer (its cages in its geometry), with its answer key
    /// and level and no note.
    pub fn killer(k: GeneratedKiller) -> Self {
        WorksheetPuzzle {
            geometry: k.geometry,
            givens: k.givens,
            solution: Some(k.solution),
            other_solution: None,
            level: Some(k.rating.level),
            note: None,
            version: None,
            hardest_step: None,
            flaw: None,
        }
    }
}

/// Everything a worksheet shows. The default is an untitled worksheet of
/// no puzzles, 4 to a page, in digits, cages outlined: set what you need
/// with the `with_*` methods.
///
/// ```
/// use sheetdoku::write::{WorkbookFormat, WorksheetDoc, WorksheetPuzzle};
/// use sheetdoku::{Geometry, Grid, Variant};
///
/// let g = Geometry::for_variant(Variant::STANDARD, 4, None)?;
/// let puzzle = WorksheetPuzzle::new(g, Grid::parse_line("1..4.4..2..3..1.")?);
/// let doc = WorksheetDoc::default()
///     .with_title("Class 3B")
///     .with_puzzles(vec![puzzle]);
/// assert!(doc.to_bytes(WorkbookFormat::Ods)?.starts_with(b"PK"));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct WorksheetDoc {
    /// The title on every page.
    pub title: String,
    /// The puzzles, numbered from 1 in this order.
    pub puzzles: Vec<WorksheetPuzzle>,
    /// Puzzles per A4 page: 1, 2, 4 or 6.
    pub per_page: usize,
    /// The symbols printed for digits 1..n (e.g. "ABCDEFGHI" for a
    /// Wordoku); `None` prints digits (1-9, then A-P).
    pub symbols: Option<Vec<char>>,
    /// How killers' cages are drawn on the pages and the P sheets.
    pub cage_style: CageStyle,
    /// The budget of writing it, polled between puzzles and sheets: a
    /// large worksheet's writing stops with [`Error::Cancelled`] (or the
    /// time-limit error) soon after its [`Cancel`](sheetdoku_core::Cancel)
    /// handle is used. No limit by default.
    pub deadline: Deadline,
}

impl Default for WorksheetDoc {
    fn default() -> Self {
        WorksheetDoc {
            title: String::new(),
            puzzles: Vec::new(),
            per_page: 4,
            symbols: None,
            cage_style: CageStyle::default(),
            deadline: Deadline::none(),
        }
    }
}

/// Writes the teacher's worksheet workbook to `path` (`.xlsx` or `.ods`),
/// answers included: [`write_worksheet_for`] with [`Audience::Teacher`].
pub fn write_worksheet(path: &Path, doc: &WorksheetDoc) -> Result<()> {
    write_worksheet_for(path, doc, Audience::Teacher)
}

/// Writes the worksheet workbook for `audience` to `path` (`.xlsx` or
/// `.ods`): sheets `Worksheet` (printable; one per grid size, `Worksheet
/// 9x9`, `Worksheet 16x16`, ..., when the sizes differ), `Answers` (the
/// keys, when known, in the teacher's file only), `P1`.. (each puzzle in
/// our layout), `Info` and the hidden, locked `Key` (the answers in the
/// teacher's file only) and `Check`. The pupils' file holds nothing the
/// answers can be read from. The file is moved into place only when
/// complete.
pub fn write_worksheet_for(path: &Path, doc: &WorksheetDoc, audience: Audience) -> Result<()> {
    write_workbook(path, |format| doc.to_bytes_for(audience, format))
}

impl WorksheetDoc {
    /// The sizes whose grids print fewer to a page than
    /// [`per_page`](WorksheetDoc::per_page) asks, with the number they
    /// print: six 16x16 killers would leave squares too small for their
    /// cages' sums, so they print four to a page. The command says so.
    ///
    /// ```
    /// use sheetdoku::write::{WorksheetDoc, WorksheetPuzzle};
    /// use sheetdoku::{Cage, Constraint, Geometry, Grid};
    /// let nine = Geometry::standard(9).unwrap();
    /// let doc = WorksheetDoc::default()
    ///     .with_per_page(6)
    ///     .with_puzzles(vec![WorksheetPuzzle::new(nine, Grid::empty(9))]);
    /// assert!(doc.fewer_per_page().is_empty());
    /// let killer = Geometry::standard(16)
    ///     .unwrap()
    ///     .with_constraint(Constraint::Cage(Cage::new(vec![0, 1], 3)))
    ///     .unwrap();
    /// let doc = doc.with_puzzles(vec![WorksheetPuzzle::new(killer, Grid::empty(16))]);
    /// assert_eq!(doc.fewer_per_page(), vec![(16, 4)]);
    /// ```
    pub fn fewer_per_page(&self) -> Vec<(usize, usize)> {
        pages::page_sets(self)
            .iter()
            .map(|set| (set.size, set.per_page(self)))
            .filter(|&(_, k)| k < self.per_page)
            .collect()
    }

    /// The teacher's worksheet workbook's bytes in `format`, as
    /// [`write_worksheet`] writes them to a file.
    pub fn to_bytes(&self, format: WorkbookFormat) -> Result<Vec<u8>> {
        self.to_bytes_for(Audience::Teacher, format)
    }

    /// The bytes in `format` of the worksheet workbook for `audience`, as
    /// [`write_worksheet_for`] writes them to a file.
    pub fn to_bytes_for(&self, audience: Audience, format: WorkbookFormat) -> Result<Vec<u8>> {
        check(self)?;
        render_until(&build(self, audience)?, format, &self.deadline)
    }
}

fn check(doc: &WorksheetDoc) -> Result<()> {
    if ![1, 2, 4, 6].contains(&doc.per_page) {
        return Err(Error::Setting(format!(
            "{} puzzles per page: choose 1, 2, 4 or 6",
            doc.per_page
        )));
    }
    if doc.puzzles.is_empty() {
        return Err(Error::Setting(
            "a worksheet needs at least one puzzle".into(),
        ));
    }
    for (i, p) in doc.puzzles.iter().enumerate() {
        // Symbols stand for digits only where relabelling keeps every rule.
        if doc.symbols.is_some() && !p.geometry.kept_by_relabelling() {
            return Err(Error::Setting(format!(
                "puzzle {}: its rules read the digits' values (a killer's cages add them \
                 up), and symbols in place of digits have none: print it without symbols",
                i + 1
            )));
        }
        let n = p.geometry.size();
        let grids = std::iter::once(&p.givens).chain(p.solution.as_ref());
        if grids.into_iter().any(|g| g.size() != n) {
            return Err(Error::Setting(format!(
                "puzzle {}: a grid does not match its {n}x{n} geometry",
                i + 1
            )));
        }
        if let Some(symbols) = &doc.symbols {
            let mut distinct = symbols.clone();
            distinct.sort_unstable();
            distinct.dedup();
            if symbols.len() != n || distinct.len() != n {
                return Err(Error::Setting(format!(
                    "{n} different symbols are needed for puzzle {}, got '{}'",
                    i + 1,
                    symbols.iter().collect::<String>()
                )));
            }
        }
    }
    Ok(())
}

/// Names of the puzzles' own sheets.
fn own_names(doc: &WorksheetDoc) -> Vec<String> {
    (1..=doc.puzzles.len()).map(|k| format!("P{k}")).collect()
}

fn build(doc: &WorksheetDoc, audience: Audience) -> Result<Book> {
    let writing = |what: &str| sheetdoku_i18n::text_with("doing-worksheet", &[("what", what)]);
    let names = own_names(doc);
    let mut book = Book::default();
    let sets = pages::page_sets(doc);
    let mut checked = Vec::new();
    let mut unchecked = Vec::new();
    let codes = pages::qr_codes(doc)?;
    for set in &sets {
        doc.deadline
            .check(|| sheetdoku_i18n::text("doing-worksheet-pages"))?;
        book.sheets.push(pages::printable(
            doc,
            (set, &codes),
            &mut checked,
            &mut unchecked,
        ));
    }
    let with_answers = audience.sees_answers();
    if with_answers && doc.puzzles.iter().any(|p| p.solution.is_some()) {
        book.sheets.push(answers::answers(doc));
    }
    for (i, (p, name)) in doc.puzzles.iter().zip(&names).enumerate() {
        doc.deadline.check(|| writing(name))?;
        let check_col = checked.last().map_or(0, CheckedGrid::next_check_col);
        let (sheet, grid) = own_sheet::own_sheet((name, i + 1), p, check_col, doc.cage_style);
        book.sheets.push(sheet);
        checked.push(grid);
    }
    book.sheets.push(info(doc));
    let typed_in: Vec<&CheckedGrid> = checked.iter().chain(&unchecked).collect();
    book.sheets
        .push(key::key_sheet(&key_grids(doc, &typed_in, with_answers)));
    book.sheets.extend(check_sheet(&checked));
    Ok(book)
}

/// Every grid of the worksheet a pupil can type in, for the marking key:
/// each `P` sheet and printed grid with its puzzle's number and, when
/// `with_answers`, its answer, puzzle by puzzle, its `P` sheet first.
fn key_grids<'a>(
    doc: &'a WorksheetDoc,
    typed_in: &[&'a CheckedGrid<'a>],
    with_answers: bool,
) -> Vec<key::KeyGrid<'a>> {
    let names = own_names(doc);
    let mut grids: Vec<key::KeyGrid> = typed_in
        .iter()
        .copied()
        .filter_map(|grid| {
            // Each grid shows its puzzle's own givens.
            let i = doc
                .puzzles
                .iter()
                .position(|p| std::ptr::eq(&p.givens, grid.grid))?;
            let own = grid.sheet == names[i];
            Some(key::KeyGrid {
                puzzle: i + 1,
                name: if own {
                    grid.sheet.to_string()
                } else {
                    format!("{} (puzzle {})", grid.sheet, i + 1)
                },
                grid,
                solution: doc.puzzles[i].solution.as_ref().filter(|_| with_answers),
                version: doc.puzzles[i].version,
            })
        })
        .collect();
    grids.sort_by_key(|k| (k.puzzle, k.grid.sheet != names[k.puzzle - 1]));
    grids
}

/// Variant, size and diagonals when every puzzle shares them, else the
/// variant `mixed` (each puzzle's rules are stored with it on the hidden
/// sheet `Key`, which the reader takes them from), and the symbols.
fn info(doc: &WorksheetDoc) -> Sheet {
    let mut sheet = Sheet::new(INFO_SHEET);
    let first = &doc.puzzles[0].geometry;
    let same = doc.puzzles.iter().all(|p| {
        let g = &p.geometry;
        g.size() == first.size() && g.variant() == first.variant()
    });
    let bold = Style::new().bold();
    let plain = Style::new();
    sheet.width(0, Size::Chars(12.0));
    sheet.width(1, Size::Chars(50.0));
    let mut rows: Vec<(&str, String)> = Vec::new();
    if same {
        let yes_no = if first.has_diagonals() { "yes" } else { "no" };
        rows.push((VARIANT_KEY, first.variant().name()));
        rows.push((SIZE_KEY, first.size().to_string()));
        rows.push((DIAGONALS_KEY, yes_no.to_string()));
    } else {
        rows.push((VARIANT_KEY, MIXED.to_string()));
    }
    rows.push((TITLE_KEY, doc.title.clone()));
    rows.push(("puzzles", doc.puzzles.len().to_string()));
    if let Some(symbols) = &doc.symbols {
        rows.push(("symbols", symbols.iter().collect()));
    }
    rows.push(("read", "sheetdoku solve FILE --puzzle P1".to_string()));
    rows.push((
        "rules",
        format!("each puzzle's own, stored with it on the hidden sheet {KEY_SHEET}"),
    ));
    for (r, (k, v)) in rows.iter().enumerate() {
        sheet.text(r as u32, 0, *k, &bold);
        match v.parse::<f64>() {
            Ok(x) if *k == SIZE_KEY || *k == "puzzles" => sheet.number(r as u32, 1, x, &plain),
            _ => sheet.text(r as u32, 1, v.as_str(), &plain),
        };
    }
    // Each puzzle's SudokuPad link, clickable (the one its printed QR
    // code holds), where SudokuPad can show it: not in symbols.
    let mut r = rows.len() as u32;
    for (k, p) in doc.puzzles.iter().enumerate() {
        let links = crate::text::fpuzzles::fpuzzles_links(&p.geometry, &p.givens, None);
        if let (Ok(links), None) = (links, &doc.symbols) {
            sheet.text(r, 0, format!("P{} {SUDOKUPAD_KEY}", k + 1), &bold);
            sheet.link(r, 1, links.sudokupad.clone(), links.sudokupad, &plain);
            r += 1;
        }
    }
    sheet
}

#[cfg(test)]
mod autoinput_tests;
#[cfg(test)]
mod class_tests;
#[cfg(test)]
mod clue_tests;
#[cfg(test)]
mod killer_tests;
#[cfg(test)]
mod pupils_tests;
#[cfg(test)]
mod qr_tests;
#[cfg(test)]
mod room_tests;
#[cfg(test)]
mod stored_tests;
#[cfg(test)]
mod tests;
