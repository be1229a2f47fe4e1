//! Issue #46, pages that print whole: every page a teacher prints (the
//! Solution and Play pages, worksheets at 1, 2, 4 and 6 a page, their
//! answer keys, the marks) at 4x4, 6x6, 9x9 and 16x16, standard and
//! killer, in all seven languages, laid out by Calc and checked cell by
//! cell (tests/libreoffice/print_fit.py): every text has the room it needs
//! (a PDF keeps the text Calc clipped, so its words alone cannot tell),
//! no word of a wrapped text is wider than its cell (Calc would break it
//! mid-word), every word prints whole in the PDF, every grid is square,
//! and a 16x16 shows one set of symbols on all its pages.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Instant;

use sheetdoku::check::MarkRow;
use sheetdoku::write::{
    write_marks, write_solution_workbook, write_worksheet, MarksDoc, SolutionDoc, WorksheetDoc,
    WorksheetPuzzle,
};
use sheetdoku::{with_language, Cage, Constraint, Grid, Lang, Puzzle};

use super::extension::python_with_uno;
use super::printing::{first_grid, pdf_text, render};
use super::round_trip::pdf_pages;
use super::soffice::{expect_file, office};

/// The sizes and the puzzles a page is printed with.
const SIZES: [usize; 4] = [4, 6, 9, 16];
const PER_PAGE: [usize; 4] = [1, 2, 4, 6];

/// A standard `n x n` puzzle of a pattern solution (each row the one
/// above shifted by a box's width, each band by one more), every third
/// cell given, with its solution: [`patterned`] for any box shape (a
/// 6x6's boxes are 2 rows by 3 columns).
fn standard(n: usize) -> (Puzzle, Grid) {
    let high = (1..=n)
        .filter(|h| n.is_multiple_of(*h) && h * h <= n)
        .max()
        .unwrap();
    let wide = n / high;
    let cells = (0..n * n)
        .map(|i| {
            let (r, c) = (i / n, i % n);
            ((wide * (r % high) + r / high + c) % n + 1) as u8
        })
        .collect();
    let solution = Grid::from_cells(n, cells).unwrap();
    let givens = (0..n * n)
        .map(|i| if i % 3 == 0 { solution.get(i) } else { 0 })
        .collect();
    let geometry = sheetdoku::Geometry::standard(n).unwrap();
    let givens = Grid::from_cells(n, givens).unwrap();
    assert!(
        sheetdoku::check::is_solution(&geometry, &givens, &solution).unwrap(),
        "{n}"
    );
    let puzzle = Puzzle::new(geometry, givens).unwrap();
    (puzzle, solution)
}

/// A killer over the pattern solution of [`standard`]: each row cut in
/// dominoes (a 9x9's last column too), each a cage with its sum (two-digit sums on a 6x6 and up),
/// no givens.
fn killer(n: usize) -> (Puzzle, Grid) {
    let (plain, solution) = standard(n);
    let mut cages: Vec<Vec<usize>> = (0..n)
        .flat_map(|r| (0..n / 2).map(move |k| vec![r * n + 2 * k, r * n + 2 * k + 1]))
        .collect();
    if !n.is_multiple_of(2) {
        // The last column in dominoes down, the last cell alone.
        let last = |r: usize| r * n + n - 1;
        cages.extend((0..n).step_by(2).map(|r| {
            if r + 1 < n {
                vec![last(r), last(r + 1)]
            } else {
                vec![last(r)]
            }
        }));
    }
    let mut g = plain.geometry.clone();
    for cells in cages {
        let sum = cells.iter().map(|&c| u32::from(solution.get(c))).sum();
        g = g
            .with_constraint(Constraint::Cage(Cage::new(cells, sum)))
            .unwrap();
    }
    (Puzzle::new(g, Grid::empty(n)).unwrap(), solution)
}

/// One workbook to print: where it is, and whether every cell of it is
/// checked (digits too), or only its words.
struct Book {
    path: PathBuf,
    every: bool,
}

/// Writes every book of `lang` as `ext` into `dir`: the solution workbook
/// of each size and kind, a worksheet of each size and kind at each
/// number a page (that many puzzles, so a full page and its key), and the
/// marks. `per_page`: which of [`PER_PAGE`] to write.
fn write_books(dir: &Path, lang: Lang, ext: &str, per_page: &[usize], every: bool) -> Vec<Book> {
    let mut books = Vec::new();
    let mut add = |name: String, write: &dyn Fn(&Path)| {
        let path = dir.join(format!("{}-{name}-{ext}.{ext}", lang.code()));
        with_language(lang, || write(&path));
        books.push(Book { path, every });
    };
    for n in SIZES {
        for (kind, (puzzle, solution)) in [("std", standard(n)), ("killer", killer(n))] {
            add(format!("solution-{kind}{n}"), &|path| {
                let doc = SolutionDoc::new(&puzzle, "-")
                    .with_solution(Some(&solution))
                    .with_title(Some("Class 5A"));
                write_solution_workbook(path, &doc).unwrap();
            });
            for &p in per_page {
                add(format!("worksheet-{kind}{n}-p{p}"), &|path| {
                    let one = WorksheetPuzzle::new(puzzle.geometry.clone(), puzzle.givens.clone())
                        .with_solution(Some(solution.clone()))
                        .with_level(Some(sheetdoku::rate::Level::Fiendish));
                    let doc = WorksheetDoc::default()
                        .with_title("Class 5A")
                        .with_puzzles(vec![one; p])
                        .with_per_page(p);
                    write_worksheet(path, &doc).unwrap();
                });
            }
        }
    }
    add("marks".to_string(), &|path| {
        let rows: Vec<MarkRow> = (1..=40)
            .map(|k| MarkRow::unmarked(&format!("pupil-{k}.ods"), "-".to_string()))
            .collect();
        write_marks(path, &MarksDoc::new("3B", "2026-12-05", &rows, "-")).unwrap();
    });
    books
}

/// What print_fit.py found in one book.
struct Found {
    /// Why texts do not fit.
    cut: Vec<String>,
    /// [sheet, text, font height] of each printed text.
    cells: Vec<(String, String, f64)>,
}

/// Runs print_fit.py on `books` in one office; its findings by book.
fn print_fit(python: &Path, books: &[Book], work: &Path) -> BTreeMap<PathBuf, Found> {
    let driver = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/libreoffice/print_fit.py");
    let args = books.iter().map(|b| {
        let path = b.path.display().to_string();
        if b.every {
            format!("+{path}")
        } else {
            path
        }
    });
    let run = Command::new(python)
        .arg(driver)
        .arg(work)
        .args(args)
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&run.stdout);
    assert!(
        run.status.success(),
        "print_fit.py: {stdout}\n{}",
        String::from_utf8_lossy(&run.stderr)
    );
    stdout
        .lines()
        .map(|line| {
            let v: serde_json::Value = serde_json::from_str(line)
                .unwrap_or_else(|e| panic!("print_fit.py printed '{line}': {e}"));
            let strings = |x: &serde_json::Value| -> Vec<String> {
                x.as_array()
                    .into_iter()
                    .flatten()
                    .map(|s| s.as_str().unwrap_or_default().to_string())
                    .collect()
            };
            let cells = v["cells"]
                .as_array()
                .into_iter()
                .flatten()
                .map(|c| {
                    let sheet = c[0].as_str().unwrap_or_default().to_string();
                    let text = c[1].as_str().unwrap_or_default().to_string();
                    (sheet, text, c[2].as_f64().unwrap_or_default())
                })
                .collect();
            let book = PathBuf::from(v["book"].as_str().unwrap_or_default());
            let found = Found {
                cut: strings(&v["cut"]),
                cells,
            };
            (book, found)
        })
        .collect()
}

/// The words of the printed texts that the PDF's text does not hold
/// whole (a word Calc broke over two lines prints as two pieces).
fn broken_words(found: &Found, pdf: &Path) -> Vec<String> {
    let Some(text) = pdf_text(pdf) else {
        return Vec::new();
    };
    let printed: BTreeSet<&str> = text.split_whitespace().collect();
    found
        .cells
        .iter()
        .flat_map(|(sheet, text, _)| text.split_whitespace().map(move |w| (sheet, w)))
        .filter(|(_, w)| w.chars().count() >= 3 && !whole(w, &printed))
        .map(|(sheet, w)| format!("{sheet}: {w:?} is not printed whole"))
        .collect()
}

/// Whether `word` is printed whole: as it is, or broken after a hyphen
/// ("2x2-" and "Block"), the one break Calc makes inside a word that fits
/// (pdftotext joins such a line's end to the next without the hyphen:
/// "3x3Block").
fn whole(word: &str, printed: &BTreeSet<&str>) -> bool {
    printed.contains(word)
        || (word.contains('-')
            && (word
                .split_inclusive('-')
                .all(|piece| printed.contains(piece))
                || printed.contains(word.replace('-', "").as_str())))
}

/// The symbols of a book's grids: on each printed sheet, the texts of one
/// or two characters in the font most of them have (the digits; labels
/// and cage sums are smaller).
fn grid_symbols(found: &Found) -> BTreeSet<String> {
    let mut by_sheet: BTreeMap<&str, Vec<(&str, f64)>> = BTreeMap::new();
    for (sheet, text, height) in &found.cells {
        if text.chars().count() <= 2 {
            by_sheet.entry(sheet).or_default().push((text, *height));
        }
    }
    let mut symbols = BTreeSet::new();
    for short in by_sheet.values() {
        let mut counts: BTreeMap<u64, usize> = BTreeMap::new();
        for (_, h) in short {
            *counts.entry((h * 10.0) as u64).or_default() += 1;
        }
        let Some((&modal, _)) = counts.iter().max_by_key(|(_, &k)| k) else {
            continue;
        };
        symbols.extend(
            short
                .iter()
                .filter(|(_, h)| (h * 10.0) as u64 == modal)
                .map(|(t, _)| t.to_string()),
        );
    }
    symbols
}

/// Every page of 224 workbooks, laid out by Calc: about 3 minutes on 2
/// cores (English and Slovak at each number a page, the other languages
/// at one and six). `SHEETDOKU_KEEP_PAGES=1` keeps the workbooks and their
/// PDFs, to look at.
#[test]
fn every_page_prints_whole_in_every_language() {
    let test = "every_page_prints_whole_in_every_language";
    let (Some(_office), Some(python)) = (office(test), python_with_uno(test)) else {
        return;
    };
    let started = Instant::now();
    let dir = tempfile::tempdir().unwrap();
    // SHEETDOKU_KEEP_PAGES=1 keeps the workbooks and their PDFs to look at.
    let keep = std::env::var_os("SHEETDOKU_KEEP_PAGES").is_some();
    let mut books = Vec::new();
    for lang in Lang::ALL {
        // English: every cell, digits too (they do not change with the
        // language); the others: their words. English and Slovak at each
        // number a page, the others at the narrowest pages and the
        // fullest (the time Calc takes).
        let per_page: &[usize] = match lang {
            Lang::En | Lang::Sk => &PER_PAGE,
            _ => &[1, 6],
        };
        books.extend(write_books(
            dir.path(),
            lang,
            "ods",
            per_page,
            lang == Lang::En,
        ));
    }
    // A sample in .xlsx: Slovak, four a page.
    books.extend(write_books(dir.path(), Lang::Sk, "xlsx", &[4], true));
    let written = started.elapsed();
    let found = print_fit(&python, &books, &dir.path().join("office"));
    let laid_out = started.elapsed();
    let mut problems = Vec::new();
    let mut aspects = Vec::new();
    for book in &books {
        let stem = book.path.file_stem().unwrap().to_str().unwrap();
        let Some(f) = found.get(&book.path) else {
            problems.push(format!("{stem}: not checked"));
            continue;
        };
        problems.extend(f.cut.iter().map(|c| format!("{stem}: {c}")));
        let pdf = book.path.with_extension("pdf");
        problems.extend(
            broken_words(f, expect_file(&pdf))
                .into_iter()
                .map(|w| format!("{stem}: {w}")),
        );
        if book.every && stem.contains("16-") {
            let symbols = grid_symbols(f);
            let numbers = (10..=16).any(|k| symbols.contains(&k.to_string()));
            let letters = ('A'..='G').any(|c| symbols.contains(&c.to_string()));
            if numbers && letters {
                problems.push(format!(
                    "{stem}: both 10-16 and A-G as symbols: {symbols:?}"
                ));
            }
        }
        // Every grid square: the first of each page, in English (the
        // grids do not change with the language) and in the .xlsx.
        if book.every && !stem.ends_with("marks-ods") && !stem.ends_with("marks-xlsx") {
            // The first page and the last (the key, on a worksheet).
            let pages = pdf_pages(&std::fs::read(&pdf).unwrap());
            for page in BTreeSet::from([1, pages]) {
                let Some(image) = render(&pdf, page) else {
                    break;
                };
                let Ok((w, h)) = std::panic::catch_unwind(|| first_grid(&image)) else {
                    problems.push(format!("{stem} page {page}: no grid found"));
                    continue;
                };
                let aspect = w as f64 / h as f64;
                aspects.push(aspect);
                if (aspect - 1.0).abs() >= 0.02 {
                    problems.push(format!("{stem} page {page}: a grid {w}x{h} pixels"));
                }
            }
        }
    }
    eprintln!(
        "{} books: written in {:.1} s, laid out and checked by Calc in {:.1} s, \
         all in {:.1} s; {} grids measured, aspect {:.3} to {:.3}",
        books.len(),
        written.as_secs_f64(),
        (laid_out - written).as_secs_f64(),
        started.elapsed().as_secs_f64(),
        aspects.len(),
        aspects.iter().cloned().fold(f64::INFINITY, f64::min),
        aspects.iter().cloned().fold(0.0, f64::max),
    );
    if keep {
        eprintln!("the pages stay in {}", dir.keep().display());
    }
    assert!(
        problems.is_empty(),
        "{} problems on the printed pages:\n{}",
        problems.len(),
        problems.join("\n")
    );
}
