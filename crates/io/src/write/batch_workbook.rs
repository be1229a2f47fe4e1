//! The workbook of a batch of puzzles: a `Summary` sheet with one row per
//! puzzle, and the printable solution page of each of the first
//! [`BATCH_PAGES`] puzzles (`S1`, `S2`, ...), a killer's with its cages
//! drawn and its givens listed with them (`cages=`).

use std::path::Path;

use sheetdoku_i18n::{text, text_with};

use crate::write::book::{Book, Print, Sheet, Size, Style};
use crate::write::common::cage_colours::CageStyle;
use crate::write::common::house_style::{heading, label};
use crate::write::common::save::{render, write_workbook, WorkbookFormat};
use crate::write::solution::solution_doc::{check_grid, SolutionDoc};
use crate::write::solution::solution_sheet::{self, Page};
use sheetdoku_core::Grid;
use sheetdoku_core::Puzzle;
use sheetdoku_core::Uniqueness;
use sheetdoku_core::{Error, Result};

/// Most solution pages in a batch workbook; later puzzles are on the
/// `Summary` sheet only.
pub const BATCH_PAGES: usize = 50;

/// One puzzle of a batch and what became of it.
#[derive(Clone, Copy, Debug)]
#[non_exhaustive]
pub struct BatchEntry<'a> {
    /// How the input names it (a file and line, a sheet).
    pub label: &'a str,
    /// The puzzle as given.
    pub puzzle: &'a Puzzle,
    /// Its solution, if one was found.
    pub solution: Option<&'a Grid>,
    /// The outcome in words ("solved", "no solution", "time limit").
    pub status: &'a str,
}

impl<'a> BatchEntry<'a> {
    /// The puzzle `label` names, its `solution` if one was found, and the
    /// outcome in words.
    pub fn new(
        label: &'a str,
        puzzle: &'a Puzzle,
        solution: Option<&'a Grid>,
        status: &'a str,
    ) -> Self {
        BatchEntry {
            label,
            puzzle,
            solution,
            status,
        }
    }
}

/// The messages of the `Summary` sheet's column headings.
const HEADINGS: [&str; 5] = [
    "summary-number",
    "summary-puzzle",
    "summary-status",
    "summary-givens",
    "summary-solution",
];

/// Writes the batch workbook to `path` (`.xlsx` or `.ods`): sheet
/// `Summary` (one row per entry in order: number, label, status, the
/// givens and the solution as lines of n² symbols, `.` for empty), then the
/// printable solution page of each of the first [`BATCH_PAGES`] entries as
/// `S1`, `S2`, ... The file is moved into place only when complete.
pub fn write_batch_workbook(path: &Path, entries: &[BatchEntry]) -> Result<()> {
    write_workbook(path, |format| batch_workbook_to_bytes(entries, format))
}

/// The bytes in `format` of the batch workbook [`write_batch_workbook`]
/// writes.
pub fn batch_workbook_to_bytes(entries: &[BatchEntry], format: WorkbookFormat) -> Result<Vec<u8>> {
    for (i, e) in entries.iter().enumerate() {
        let at = |err: Error| match err {
            Error::Setting(m) => Error::Setting(format!("puzzle {} ({}): {m}", i + 1, e.label)),
            other => other,
        };
        check_grid(e.puzzle, &e.puzzle.givens, "givens").map_err(at)?;
        if let Some(s) = e.solution {
            check_grid(e.puzzle, s, "solution").map_err(at)?;
        }
    }
    render(&batch_book(entries), format)
}

fn batch_book(entries: &[BatchEntry]) -> Book {
    let mut book = Book::default();
    book.sheets.push(summary(entries));
    for (i, e) in entries.iter().take(BATCH_PAGES).enumerate() {
        let doc = SolutionDoc {
            puzzle: e.puzzle,
            solution: e.solution,
            dropped: &[],
            uniqueness: &Uniqueness::Unknown,
            status: e.status,
            title: None,
            steps: None,
            cage_style: CageStyle::Outlined,
        };
        let name = format!("S{}", i + 1);
        book.sheets
            .push(solution_sheet::write(&name, &doc, Page::Solution));
    }
    book
}

fn summary(entries: &[BatchEntry]) -> Sheet {
    let mut sheet = Sheet::new("Summary");
    // On paper too, one page wide.
    *sheet.print_mut() = Print {
        landscape: true,
        fit: Some((1, 0)),
        ..Print::default()
    };
    let widths = [6.0, 30.0, 16.0, 84.0, 84.0];
    for (c, w) in widths.into_iter().enumerate() {
        sheet.width(c as u16, Size::Chars(w));
    }
    let head = heading(11.0);
    for (c, h) in HEADINGS.iter().enumerate() {
        sheet.text(0, c as u16, text(h), &head);
    }
    let plain = Style::new();
    let mono = Style::new().size(10.0);
    for (i, e) in entries.iter().enumerate() {
        let r = i as u32 + 1;
        sheet.number(r, 0, (i + 1) as f64, &plain);
        sheet.text(r, 1, e.label, &plain);
        sheet.text(r, 2, e.status, &plain);
        // A killer's givens say little without its cages: its whole line
        // where the puzzle has rules beyond the maps.
        let givens = if !e.puzzle.geometry.added_constraints().is_empty() {
            // Checked against the geometry before.
            crate::text::puzzle_line::puzzle_line(&e.puzzle.geometry, &e.puzzle.givens)
                .unwrap_or_else(|_| e.puzzle.givens.to_line())
        } else {
            e.puzzle.givens.to_line()
        };
        sheet.text(r, 3, givens, &mono);
        if let Some(s) = e.solution {
            sheet.text(r, 4, s.to_line(), &mono);
        }
    }
    if entries.len() > BATCH_PAGES {
        let note = text_with("summary-pages", &[("pages", &BATCH_PAGES.to_string())]);
        sheet.text(entries.len() as u32 + 2, 1, note, &label());
    }
    sheet
}

#[cfg(test)]
mod tests {
    use calamine::{open_workbook_auto, Data, Reader};

    use super::*;
    use sheetdoku_core::Geometry;

    fn puzzles() -> Vec<(Puzzle, Option<Grid>)> {
        let nine = Geometry::standard(9).unwrap();
        let solved = Grid::parse_line(
            "534678912672195348198342567859761423426853791713924856961537284287419635345286179",
        )
        .unwrap();
        let mut givens = solved.clone();
        for cell in (0..81).step_by(2) {
            givens.set(cell, 0);
        }
        let four = Geometry::standard(4).unwrap();
        let empty = Grid::empty(4);
        vec![
            (Puzzle::new(nine, givens).unwrap(), Some(solved)),
            (Puzzle::new(four, empty).unwrap(), None),
        ]
    }

    fn entries<'a>(p: &'a [(Puzzle, Option<Grid>)], labels: &'a [String]) -> Vec<BatchEntry<'a>> {
        p.iter()
            .zip(labels)
            .map(|((puzzle, solution), label)| BatchEntry {
                label,
                puzzle,
                solution: solution.as_ref(),
                status: if solution.is_some() {
                    "solved"
                } else {
                    "no solution"
                },
            })
            .collect()
    }

    fn text(range: &calamine::Range<Data>, r: u32, c: u32) -> String {
        match range.get_value((r, c)) {
            Some(Data::String(s)) => s.clone(),
            Some(Data::Float(x)) => x.to_string(),
            _ => String::new(),
        }
    }

    #[test]
    fn summary_and_pages_in_both_formats() {
        let p = puzzles();
        let labels = vec!["a.txt:1".to_string(), "a.txt:2".to_string()];
        let list = entries(&p, &labels);
        let dir = tempfile::tempdir().unwrap();
        for name in ["batch.xlsx", "batch.ods"] {
            let path = dir.path().join(name);
            write_batch_workbook(&path, &list).unwrap();
            let mut book = open_workbook_auto(&path).unwrap();
            assert_eq!(book.sheet_names(), ["Summary", "S1", "S2"], "{name}");
            let s = book.worksheet_range("Summary").unwrap();
            assert_eq!(text(&s, 0, 3), "givens");
            assert_eq!(text(&s, 1, 0), "1");
            assert_eq!(text(&s, 1, 1), "a.txt:1");
            assert_eq!(text(&s, 1, 2), "solved");
            assert_eq!(text(&s, 1, 3), p[0].0.givens.to_line());
            assert_eq!(text(&s, 1, 4), p[0].1.as_ref().unwrap().to_line());
            assert_eq!(text(&s, 2, 2), "no solution");
            assert_eq!(text(&s, 2, 3), "................");
            assert_eq!(text(&s, 2, 4), "");
            // The first page shows the solved grid at B5.
            let page = book.worksheet_range("S1").unwrap();
            assert_eq!(text(&page, 5, 1), "5");
            assert_eq!(text(&page, 1, 0), "Solution");
        }
    }

    #[test]
    fn pages_stop_at_fifty_and_bad_grids_are_refused() {
        let p = puzzles();
        let labels: Vec<String> = (0..60).map(|i| format!("line {i}")).collect();
        let many: Vec<BatchEntry> = labels
            .iter()
            .map(|label| BatchEntry {
                label,
                puzzle: &p[1].0,
                solution: None,
                status: "no solution",
            })
            .collect();
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("many.xlsx");
        write_batch_workbook(&path, &many).unwrap();
        let mut book = open_workbook_auto(&path).unwrap();
        let names = book.sheet_names();
        assert_eq!(names.len(), 1 + BATCH_PAGES);
        assert_eq!(names.last().unwrap(), "S50");
        let s = book.worksheet_range("Summary").unwrap();
        assert_eq!(text(&s, 60, 1), "line 59");
        assert!(text(&s, 62, 1).contains("first 50 puzzles"));

        let wrong = Grid::empty(9);
        let bad = [BatchEntry {
            label: "x",
            puzzle: &p[1].0,
            solution: Some(&wrong),
            status: "solved",
        }];
        let out = dir.path().join("bad.ods");
        let err = write_batch_workbook(&out, &bad).unwrap_err();
        assert!(err.to_string().starts_with("puzzle 1 (x): "), "{err}");
        assert!(!out.exists());
        let err = write_batch_workbook(&dir.path().join("b.txt"), &many).unwrap_err();
        assert!(err.to_string().contains(".xlsx or .ods"), "{err}");
    }

    #[test]
    fn a_killer_gets_its_page_with_the_cages_and_its_line_with_them() {
        let g = sheetdoku_core::example_killer(&Geometry::standard(4).unwrap(), 1).unwrap();
        let p = vec![(Puzzle::new(g.clone(), Grid::empty(4)).unwrap(), None)];
        let labels = vec!["killer".to_string()];
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("batch.ods");
        write_batch_workbook(&path, &entries(&p, &labels)).unwrap();
        let mut book = open_workbook_auto(&path).unwrap();
        let summary = book.worksheet_range("Summary").unwrap();
        let line = text(&summary, 1, 3);
        assert!(line.contains(" cages="), "{line}");
        // The page draws each sum above its cage's first cell.
        let page = book.worksheet_range("S1").unwrap();
        let texts: Vec<String> = page.cells().map(|(_, _, v)| v.to_string()).collect();
        for (_, cage) in g.cages() {
            assert!(texts.contains(&cage.sum.text()), "sum {}", cage.sum.text());
        }
    }
}
