//! What a teacher gets from File > Print or Export as PDF with Calc's
//! default settings: exactly the pages meant for paper (the Solution and
//! Play pages of a solved puzzle; a worksheet's pages and its answer key),
//! page numbers that count those pages only, and square grid cells in both
//! formats on a machine whatever its fonts (this one has neither Calibri
//! nor Carlito). Also: the sheet protection of our .ods survives Calc's
//! conversion to .xlsx.

use std::path::{Path, PathBuf};
use std::process::Command;

use sheetdoku::solve::Uniqueness;
use sheetdoku::write::{
    write_solution_workbook, write_worksheet, SolutionDoc, WorksheetDoc, WorksheetPuzzle,
};
use sheetdoku::{Geometry, Grid, Puzzle};

use super::cases::{cases, write_workbook_as};
use super::round_trip::pdf_pages;
use super::soffice::{expect_file, office, Recalc};

/// A standard `n x n` puzzle of a pattern solution (each row the one above
/// shifted by a box, each band by one more), every third cell given; with
/// its solution.
pub(crate) fn patterned(n: usize) -> (Puzzle, Grid) {
    let b = (1..=n).find(|b| b * b == n).expect("a square size");
    let cells = (0..n * n)
        .map(|i| {
            let (r, c) = (i / n, i % n);
            ((r * b + r / b + c) % n + 1) as u8
        })
        .collect();
    let solution = Grid::from_cells(n, cells).unwrap();
    let givens = (0..n * n)
        .map(|i| if i % 3 == 0 { solution.get(i) } else { 0 })
        .collect();
    let puzzle = Puzzle::new(
        Geometry::standard(n).unwrap(),
        Grid::from_cells(n, givens).unwrap(),
    )
    .unwrap();
    (puzzle, solution)
}

/// A solved 16x16 (a pattern solution, every third cell given).
fn sixteen(dir: &Path, ext: &str) -> PathBuf {
    let (puzzle, solution) = patterned(16);
    let doc = SolutionDoc::new(&puzzle, "Solved")
        .with_solution(Some(&solution))
        .with_title(Some("Class 5A"));
    let path = dir.join(format!("sixteen-{ext}.{ext}"));
    write_solution_workbook(&path, &doc).unwrap();
    path
}

/// A worksheet of `count` generated 9x9 puzzles (eight made, repeated), at
/// `per_page` a page.
fn worksheet(dir: &Path, count: usize, per_page: usize, ext: &str) -> PathBuf {
    let geometry = Geometry::standard(9).unwrap();
    let opts = sheetdoku::generate::GenerateOptions::default().with_seed(3);
    let made: Vec<WorksheetPuzzle> = sheetdoku::generate::generate(&geometry, 8, &opts)
        .unwrap()
        .into_iter()
        .map(|p| WorksheetPuzzle::generated(&geometry, p))
        .collect();
    let puzzles = made.iter().cycle().take(count).cloned().collect();
    let doc = WorksheetDoc::default()
        .with_title("Class 5A")
        .with_puzzles(puzzles)
        .with_per_page(per_page);
    let path = dir.join(format!("worksheet{count}-{ext}.{ext}"));
    write_worksheet(&path, &doc).unwrap();
    path
}

/// A worksheet of two 9x9 puzzles around a 16x16 at 4 a page, with the
/// hardest steps under the key.
fn mixed(dir: &Path, ext: &str) -> PathBuf {
    let made = |n: usize, count: usize| -> Vec<WorksheetPuzzle> {
        let geometry = Geometry::standard(n).unwrap();
        let opts = sheetdoku::generate::GenerateOptions::default().with_seed(3);
        sheetdoku::generate::generate(&geometry, count, &opts)
            .unwrap()
            .into_iter()
            .map(|p| {
                let namer = sheetdoku::CellNamer::default();
                let step =
                    sheetdoku::rate::explain_hardest(&geometry, &p.givens, &p.rating, &namer)
                        .unwrap();
                WorksheetPuzzle::generated(&geometry, p).with_hardest_step(step)
            })
            .collect()
    };
    let mut puzzles = made(9, 2);
    puzzles.insert(1, made(16, 1).remove(0));
    let doc = WorksheetDoc::default()
        .with_title("Class 5A")
        .with_puzzles(puzzles);
    let path = dir.join(format!("mixed-{ext}.{ext}"));
    write_worksheet(&path, &doc).unwrap();
    path
}

/// A generated 9x9 killer's solution workbook: its Solution and Play
/// pages draw the cages, each sum in a strip above its row.
fn killer(dir: &Path, ext: &str) -> (PathBuf, Vec<u32>) {
    let base = Geometry::standard(9).unwrap();
    let opts = sheetdoku::generate::KillerOptions::default().with_seed(4);
    let k = sheetdoku::generate::generate_killer(&base, &opts).unwrap();
    let puzzle = Puzzle::new(k.geometry.clone(), k.givens.clone()).unwrap();
    let doc = SolutionDoc::new(&puzzle, "Solved")
        .with_solution(Some(&k.solution))
        .with_uniqueness(&Uniqueness::Unique);
    let path = dir.join(format!("killer-{ext}.{ext}"));
    write_solution_workbook(&path, &doc).unwrap();
    let sums = k
        .geometry
        .cages()
        .map(|(_, c)| c.sum.given().expect("a sum"))
        .collect();
    (path, sums)
}

/// A worksheet of six generated 9x9 killers at 4 a page (two pages and the
/// key), and the sums of their cages.
fn killer_worksheet(dir: &Path, ext: &str) -> (PathBuf, Vec<u32>) {
    let base = Geometry::standard(9).unwrap();
    let puzzles: Vec<WorksheetPuzzle> = (0..6)
        .map(|seed| {
            let opts = sheetdoku::generate::KillerOptions::default().with_seed(seed);
            let k = sheetdoku::generate::generate_killer(&base, &opts).unwrap();
            WorksheetPuzzle::killer(k)
        })
        .collect();
    let sums = puzzles
        .iter()
        .flat_map(|p| {
            p.geometry
                .cages()
                .map(|(_, c)| c.sum.given().expect("a sum"))
        })
        .collect();
    let doc = WorksheetDoc::default()
        .with_title("Class 5A")
        .with_puzzles(puzzles);
    let path = dir.join(format!("worksheet-killers-{ext}.{ext}"));
    write_worksheet(&path, &doc).unwrap();
    (path, sums)
}

/// Each sum of two digits (no grid digit reads so) in `text` as often as
/// `sums` holds it: once per cage.
fn assert_sums_printed(stem: &str, text: &str, sums: &[u32], per_cage: usize) {
    let printed: Vec<&str> = text.split_whitespace().collect();
    for sum in sums.iter().filter(|&&s| s > 9) {
        let cages = sums.iter().filter(|&s2| s2 == sum).count();
        let times = printed.iter().filter(|w| **w == sum.to_string()).count();
        assert_eq!(times, per_cage * cages, "{stem}: the sum {sum}");
    }
}

/// A page of a PDF as grey pixels, rendered by pdftoppm at 100 dpi;
/// `None` (with a message) where poppler's tools are missing.
pub(crate) fn render(pdf: &Path, page: usize) -> Option<(usize, usize, Vec<u8>)> {
    let out = pdf.with_extension(format!("p{page}"));
    let status = Command::new("pdftoppm")
        .args(["-r", "100", "-gray", "-singlefile"])
        .args(["-f", &page.to_string(), "-l", &page.to_string()])
        .arg(pdf)
        .arg(&out)
        .status();
    match status {
        Ok(s) if s.success() => {}
        _ if std::env::var_os("CI").is_some() => panic!("pdftoppm (poppler-utils) is needed"),
        _ => {
            eprintln!("SKIPPED cell shapes: pdftoppm (poppler-utils) is not installed");
            return None;
        }
    }
    let bytes = std::fs::read(out.with_extension(format!("p{page}.pgm"))).unwrap();
    // P5, width, height, maximum, one whitespace, then the pixels.
    let mut fields = Vec::new();
    let mut at = 0;
    while fields.len() < 4 {
        while bytes[at].is_ascii_whitespace() {
            at += 1;
        }
        let start = at;
        while !bytes[at].is_ascii_whitespace() {
            at += 1;
        }
        fields.push(String::from_utf8_lossy(&bytes[start..at]).to_string());
    }
    assert_eq!(fields[0], "P5");
    let (w, h) = (fields[1].parse().unwrap(), fields[2].parse().unwrap());
    Some((w, h, bytes[at + 1..].to_vec()))
}

/// Width and height in pixels of the first grid on a page (top left): its
/// top border is the first dark line at least an inch long whose left end
/// starts a dark vertical line at least an inch long (the grid's left
/// border).
pub(crate) fn first_grid((w, h, px): &(usize, usize, Vec<u8>)) -> (usize, usize) {
    let dark = |x: usize, y: usize| px[y * w + x] < 128;
    for y in 0..*h {
        let mut x = 0;
        while x < *w {
            if !dark(x, y) {
                x += 1;
                continue;
            }
            let x0 = x;
            while x < *w && dark(x, y) {
                x += 1;
            }
            if x - x0 >= 100 {
                let mut y1 = y;
                while y1 < *h && dark(x0 + 1, y1) {
                    y1 += 1;
                }
                if y1 - y >= 100 {
                    return (x - x0, y1 - y);
                }
            }
        }
    }
    panic!("no grid on the page");
}

/// The text of a PDF (pdftotext), if poppler's tools are there.
/// Width over height of the first grid on a page.
fn first_grid_aspect(image: &(usize, usize, Vec<u8>)) -> f64 {
    let (w, h) = first_grid(image);
    w as f64 / h as f64
}

pub(crate) fn pdf_text(pdf: &Path) -> Option<String> {
    let out = Command::new("pdftotext").arg(pdf).arg("-").output().ok()?;
    out.status
        .success()
        .then(|| String::from_utf8_lossy(&out.stdout).to_string())
}

#[test]
fn every_workbook_prints_its_paper_pages_only_with_square_cells() {
    let Some(office) = office("every_workbook_prints_its_paper_pages_only_with_square_cells")
    else {
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    let nine = &cases()[0];
    // (file, pages expected, pages whose first grid is measured)
    let mut files: Vec<(PathBuf, usize, Vec<usize>)> = Vec::new();
    let mut killer_sums = Vec::new();
    let mut worksheet_sums = Vec::new();
    for ext in ["xlsx", "ods"] {
        files.push((write_workbook_as(dir.path(), nine, ext), 2, vec![1, 2]));
        files.push((sixteen(dir.path(), ext), 2, vec![1, 2]));
        // 8 at 4 a page: 2 pages and the key; 30 at 6: 5 and the key.
        files.push((worksheet(dir.path(), 8, 4, ext), 3, vec![1, 3]));
        files.push((worksheet(dir.path(), 30, 6, ext), 6, vec![1, 6]));
        // Two 9x9 and a 16x16: a page for each size and the key. (The
        // 16x16's page once printed shrunk to a fifth of its width in the
        // .ods: the widths of its empty slot's columns were not written.)
        files.push((mixed(dir.path(), ext), 3, vec![1, 2]));
        // A killer: the Solution and Play pages, sums in strips of their own.
        let (path, sums) = killer(dir.path(), ext);
        files.push((path, 2, vec![1, 2]));
        killer_sums.push(sums);
        // Six killers at 4 a page: 2 pages and the key, which outlines the
        // cages without their sums.
        let (path, sums) = killer_worksheet(dir.path(), ext);
        files.push((path, 3, vec![1, 2, 3]));
        worksheet_sums.push(sums);
    }
    let refs: Vec<&Path> = files.iter().map(|(p, _, _)| p.as_path()).collect();
    let out = dir.path().join("pdf");
    office.convert("pdf", &refs, &out, Recalc::Default);
    let mut report = Vec::new();
    for (file, pages, measured) in &files {
        let stem = file.file_stem().unwrap().to_str().unwrap();
        let pdf = out.join(format!("{stem}.pdf"));
        let bytes = std::fs::read(expect_file(&pdf)).unwrap();
        assert_eq!(pdf_pages(&bytes), *pages, "{stem}: pages");
        if let Some(text) = pdf_text(&pdf) {
            // Calc prints ### for a number too wide for its cell.
            assert!(!text.contains("###"), "{stem}: a digit does not fit");
        }
        if stem.starts_with("killer") {
            if let Some(text) = pdf_text(&pdf) {
                assert!(text.contains("9x9 Killer Sudoku"), "{stem}: {text}");
                // Each sum printed once per cage on each of the two pages.
                assert_sums_printed(stem, &text, &killer_sums[0], 2);
            }
        }
        if stem.starts_with("worksheet-killers") {
            if let Some(text) = pdf_text(&pdf) {
                // On the pupils' pages, once per cage.
                assert_sums_printed(stem, &text, &worksheet_sums[0], 1);
                let rule = sheetdoku::language().text("rules-cages");
                // The rules under each of the six grids, whole.
                let words: String = text.split_whitespace().collect::<Vec<_>>().join(" ");
                assert_eq!(words.matches(&rule).count(), 6, "{stem}: {words}");
            }
        }
        if stem.starts_with("worksheet") || stem.starts_with("mixed") {
            if let Some(text) = pdf_text(&pdf) {
                // The answer key's page is not counted.
                let pupils = pages - 1;
                let last = format!("Page {pupils} of {pupils}");
                assert!(text.contains(&last), "{stem}: no '{last}'");
                assert!(
                    !text.contains(&format!("of {pages}")),
                    "{stem}: the key counted"
                );
                for status in ["not started", "no clash so far", "solved"] {
                    assert!(!text.contains(status), "{stem}: a status on paper");
                }
                assert!(!text.contains("copy"), "{stem}: a copy note on paper");
            }
        }
        for &page in measured {
            let Some(image) = render(&pdf, page) else {
                return;
            };
            let aspect = first_grid_aspect(&image);
            report.push(format!("{stem} p{page}: {aspect:.3}"));
            assert!(
                (aspect - 1.0).abs() < 0.02,
                "{stem} page {page}: cells {aspect:.3} times as wide as tall"
            );
        }
    }
    eprintln!("cell aspect ratios: {}", report.join(", "));
    // A 9x9 beside a 16x16 prints as large as on a worksheet of 9x9 only.
    for ext in ["xlsx", "ods"] {
        let width = |stem: &str| {
            let image = render(&out.join(format!("{stem}.pdf")), 1)?;
            Some(first_grid(&image).0 as f64)
        };
        let (Some(mixed), Some(alone)) = (
            width(&format!("mixed-{ext}")),
            width(&format!("worksheet8-{ext}")),
        ) else {
            return;
        };
        assert!(
            (mixed / alone - 1.0).abs() < 0.02,
            "{ext}: a 9x9 beside a 16x16 is {mixed} pixels wide, alone {alone}"
        );
    }
    // The 16x16's page prints at one scale in both formats.
    let width = |ext: &str| {
        let image = render(&out.join(format!("mixed-{ext}.pdf")), 2)?;
        Some(first_grid(&image).0 as f64)
    };
    if let (Some(xlsx), Some(ods)) = (width("xlsx"), width("ods")) {
        assert!(
            (ods / xlsx - 1.0).abs() < 0.05,
            "the 16x16 page: {ods} pixels wide in the .ods, {xlsx} in the .xlsx"
        );
    }
}

#[test]
fn ods_sheet_protection_survives_the_conversion_to_xlsx() {
    let Some(office) = office("ods_sheet_protection_survives_the_conversion_to_xlsx") else {
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    let case = &cases()[0];
    let ods = write_workbook_as(dir.path(), case, "ods");
    let out = dir.path().join("xlsx");
    office.convert("xlsx", &[&ods], &out, Recalc::Default);
    let xlsx = out.join(format!(
        "{}.xlsx",
        ods.file_stem().unwrap().to_str().unwrap()
    ));
    let mut zip = zip::ZipArchive::new(std::fs::File::open(expect_file(&xlsx)).unwrap()).unwrap();
    let mut part = |name: &str| {
        let mut text = String::new();
        std::io::Read::read_to_string(&mut zip.by_name(name).unwrap(), &mut text).unwrap();
        text
    };
    // Sheets in order: Solution, Play, A, B, S, Model, Info, Check.
    let protected: Vec<bool> = (1..=8)
        .map(|i| part(&format!("xl/worksheets/sheet{i}.xml")).contains("<sheetProtection"))
        .collect();
    // The hidden Check sheet is locked too, so that no pupil edits it.
    assert_eq!(
        protected,
        [false, true, true, false, false, false, false, true]
    );
    // Without a password.
    let play = part("xl/worksheets/sheet2.xml");
    let protection = &play[play.find("<sheetProtection").unwrap()..];
    let protection = &protection[..protection.find("/>").unwrap()];
    assert!(!protection.contains("password"), "{protection}");
    assert!(!protection.contains("hashValue"), "{protection}");
}
