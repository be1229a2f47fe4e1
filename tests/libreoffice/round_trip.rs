//! Our workbooks through LibreOffice: .xlsx to .ods read back, an .ods with
//! a given changed, and PDF export.

use std::path::{Path, PathBuf};

use sheetdoku::check::is_solution;
use sheetdoku::read::{read_puzzle, ReadOptions};
use sheetdoku::write::write_input_workbook;
use sheetdoku::{Grid, Puzzle};

use super::cases::{cases, solve, write_workbook, write_workbook_as, Case};
use super::soffice::{expect_file, office, Office, Recalc};
use assert_cmd::Command;

/// `sheetdoku solve --no-output` on `path` (with `--unique` if asked):
/// succeeds (exit 1 for a puzzle with several solutions); returns what it
/// printed.
fn cli_solve(path: &Path, unique: bool) -> String {
    let mut cmd = Command::cargo_bin("sheetdoku").unwrap();
    cmd.args(["solve", "--no-output"]);
    if unique {
        cmd.arg("--unique");
    }
    let out = cmd
        .arg(path)
        .assert()
        .code(predicates::prelude::predicate::in_iter([0, 1]))
        .get_output()
        .stdout
        .clone();
    String::from_utf8(out).unwrap()
}

/// The digits of the grid the command printed (a 9x9 grid), row by row.
fn printed_grid(printed: &str) -> String {
    // The first grid: a second solution, when there is one, follows.
    printed
        .lines()
        .take_while(|l| !l.starts_with('┗'))
        .filter(|l| l.starts_with('┃'))
        .flat_map(|l| l.chars().filter(char::is_ascii_digit))
        .collect()
}

fn read(path: &Path) -> Puzzle {
    read_puzzle(path, &ReadOptions::default())
        .unwrap_or_else(|e| panic!("reading {}: {e}", path.display()))
}

/// Writes every case's workbook into `dir` and converts them all, in one
/// soffice run, to `format` in `dir/<format>`, which is returned.
fn convert_cases(office: &Office, dir: &Path, cases: &[Case], format: &str) -> PathBuf {
    let files: Vec<_> = cases.iter().map(|c| write_workbook(dir, c)).collect();
    let refs: Vec<&Path> = files.iter().map(|p| p.as_path()).collect();
    let out = dir.join(format);
    office.convert(format, &refs, &out, Recalc::Default);
    out
}

#[test]
fn xlsx_to_ods_keeps_puzzle_variant_and_solution() {
    let Some(office) = office("xlsx_to_ods_keeps_puzzle_variant_and_solution") else {
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    let cases = cases();
    let out = convert_cases(&office, dir.path(), &cases, "ods");
    for case in &cases {
        let ods = out.join(format!("{}.ods", case.stem));
        let read = read(expect_file(&ods));
        assert_eq!(read.geometry, case.puzzle.geometry, "{}", case.stem);
        assert_eq!(read.geometry.variant(), case.puzzle.geometry.variant());
        assert_eq!(read.givens, case.puzzle.givens, "{}", case.stem);
        let solution = solve(&read.geometry, &read.givens).expect("still solvable");
        assert!(is_solution(&read.geometry, &read.givens, &solution).unwrap());
        let unique = case.uniqueness == sheetdoku::solve::Uniqueness::Unique;
        if unique {
            assert_eq!(solution, case.solution, "{}", case.stem);
        }
        // The command line reads the same .ods.
        let printed = cli_solve(&ods, unique);
        assert!(
            printed.contains(&sheetdoku::write::variant_title(&case.puzzle.geometry)),
            "{printed}"
        );
        assert!(printed.contains("\nSolved"), "{printed}");
        if unique {
            assert!(printed.contains("unique: proven"), "{printed}");
            assert_eq!(printed_grid(&printed), case.solution.to_line());
        }
    }
}

/// The first change of one given (in reading order, digits upwards) that
/// leaves the puzzle solvable: `(cell, index among the givens, new digit)`.
fn solvable_change(puzzle: &Puzzle) -> (usize, usize, u8) {
    let n = puzzle.geometry.size();
    let givens: Vec<usize> = (0..n * n).filter(|&c| puzzle.givens.get(c) != 0).collect();
    for (index, &cell) in givens.iter().enumerate() {
        for digit in 1..=n as u8 {
            if digit == puzzle.givens.get(cell) {
                continue;
            }
            let mut changed = puzzle.givens.clone();
            changed.set(cell, digit);
            if solve(&puzzle.geometry, &changed).is_some() {
                return (cell, index, digit);
            }
        }
    }
    panic!("no single change of a given keeps the puzzle solvable");
}

/// Sets the `index`-th number of sheet `sheet` of a flat ODS document to
/// `digit`, as typing it into that cell in Calc would.
pub fn retype_number(fods: &str, sheet: &str, index: usize, digit: u8) -> String {
    let start = fods
        .find(&format!("<table:table table:name=\"{sheet}\""))
        .expect("the sheet is in the document");
    let mut at = start;
    for _ in 0..=index {
        at += fods[at..].find("office:value=\"").expect("enough numbers") + 1;
    }
    let value_start = at - 1 + "office:value=\"".len();
    let value_end = value_start + fods[value_start..].find('"').unwrap();
    let old = &fods[value_start..value_end];
    let text_start = value_end + fods[value_end..].find("<text:p>").unwrap() + "<text:p>".len();
    let text_end = text_start + fods[text_start..].find("</text:p>").unwrap();
    assert_eq!(&fods[text_start..text_end], old, "the cell shows its value");
    format!(
        "{}{digit}{}{digit}{}",
        &fods[..value_start],
        &fods[value_end..text_start],
        &fods[text_end..]
    )
}

/// The names of the sheet-scoped named ranges and expressions of sheet
/// `sheet` in a flat ODS document.
fn sheet_names(fods: &str, sheet: &str) -> Vec<String> {
    let start = fods
        .find(&format!("<table:table table:name=\"{sheet}\""))
        .expect("the sheet is in the document");
    let end = start + fods[start..].find("</table:table>").unwrap();
    let mut names = Vec::new();
    for tag in ["<table:named-range ", "<table:named-expression "] {
        for (at, _) in fods[start..end].match_indices(tag) {
            let rest = &fods[start + at..end];
            let name = rest.split("table:name=\"").nth(1).unwrap();
            names.push(name[..name.find('"').unwrap()].to_string());
        }
    }
    names.sort();
    names
}

/// Calc's own documents, as flat ODS: a given retyped in sheet `A` gives
/// the new answer; the Solver settings stay on the Model sheet.
#[test]
fn calc_saved_documents_give_the_new_answer_and_keep_the_solver_settings() {
    let Some(office) =
        office("calc_saved_documents_give_the_new_answer_and_keep_the_solver_settings")
    else {
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    let cases = cases();
    let case = &cases[0];
    let xlsx = dir.path().join("puzzle.xlsx");
    write_input_workbook(&xlsx, &case.puzzle).unwrap();
    let ods = dir.path().join("puzzle-ods.ods");
    write_input_workbook(&ods, &case.puzzle).unwrap();
    let solved = write_workbook(dir.path(), case);
    // Calc opens our workbooks and saves them (as flat XML, so that the edit
    // below is a plain text change of Calc's own document) ...
    let flat = dir.path().join("flat");
    office.convert("fods", &[&xlsx, &ods, &solved], &flat, Recalc::Default);
    let model = std::fs::read_to_string(expect_file(&flat.join("standard.fods"))).unwrap();
    let names = sheet_names(&model, "Model");
    for name in [
        "solver_opt",
        "solver_adj",
        "solver_typ",
        "solver_num",
        "solver_lhs4",
    ] {
        assert!(names.iter().any(|n| n == name), "{name} not in {names:?}");
    }
    let solver = names.iter().filter(|n| n.starts_with("solver_")).count();
    assert_eq!(solver, 20, "{names:?}");
    // Calc took the clash rules and the digit validation of our .ods: one
    // conditional format per cell of sheet A and one for its status cell
    // (green when solved, red on a clash), and the list of digits.
    let from_ods = std::fs::read_to_string(flat.join("puzzle-ods.fods")).unwrap();
    let rules = from_ods
        .matches("<calcext:conditional-format calcext:target-range-address=\"A.")
        .count();
    assert_eq!(rules, 81 + 1, "conditional formats Calc read from our .ods");
    assert!(from_ods.contains(
        "calcext:value=\"formula-is(IF(ISTEXT([.A1]);1;AND([.A1]&lt;&gt;&quot;&quot;;OR("
    ));
    assert!(from_ods.contains("of:cell-content-is-in-list(&quot;1&quot;;"));
    // ... the user retypes one given, in the workbook from our .xlsx and in
    // the one from our .ods ...
    let (cell, index, digit) = solvable_change(&case.puzzle);
    let mut edits = Vec::new();
    for stem in ["puzzle", "puzzle-ods"] {
        let fods =
            std::fs::read_to_string(expect_file(&flat.join(format!("{stem}.fods")))).unwrap();
        let edited = dir.path().join(format!("{stem}-edited.fods"));
        std::fs::write(&edited, retype_number(&fods, "A", index, digit)).unwrap();
        edits.push(edited);
    }
    // ... and Calc saves the results as .ods.
    let out = dir.path().join("ods");
    let refs: Vec<&Path> = edits.iter().map(|p| p.as_path()).collect();
    office.convert("ods", &refs, &out, Recalc::Default);
    for stem in ["puzzle-edited", "puzzle-ods-edited"] {
        let edited = out.join(format!("{stem}.ods"));
        check_edit(case, &edited, cell, digit);
    }
}

/// The workbook at `edited`, where the given of `cell` was changed to
/// `digit`, reads back with that change and solves to a new answer.
fn check_edit(case: &Case, edited: &Path, cell: usize, digit: u8) {
    let read = read(expect_file(edited));

    let mut expected: Grid = case.puzzle.givens.clone();
    expected.set(cell, digit);
    assert_eq!(read.givens, expected);
    assert_eq!(read.geometry, case.puzzle.geometry);
    let solution = solve(&read.geometry, &read.givens).expect("the change keeps it solvable");
    assert!(is_solution(&read.geometry, &expected, &solution).unwrap());
    assert_eq!(solution.get(cell), digit);
    assert_ne!(solution, case.solution);
    let printed = cli_solve(edited, false);
    assert!(printed.contains("\nSolved"), "{printed}");
    let printed = Grid::parse_line(&printed_grid(&printed)).unwrap();
    assert!(is_solution(&read.geometry, &expected, &printed).unwrap());
}

/// Pages of a PDF: its `/Type /Page` objects.
pub fn pdf_pages(pdf: &[u8]) -> usize {
    let text = String::from_utf8_lossy(pdf).replace("/Type /Page", "/Type/Page");
    text.matches("/Type/Page").count() - text.matches("/Type/Pages").count()
}

/// A generated worksheet of five puzzles, four per page, as `dir/<stem>`.
fn five_puzzle_worksheet(dir: &Path, stem: &str) -> PathBuf {
    let geometry = sheetdoku::Geometry::standard(9).unwrap();
    let opts = sheetdoku::generate::GenerateOptions::default().with_seed(7);
    let puzzles = sheetdoku::generate::generate(&geometry, 5, &opts)
        .unwrap()
        .into_iter()
        .map(|p| sheetdoku::write::WorksheetPuzzle::generated(&geometry, p))
        .collect();
    let doc = sheetdoku::write::WorksheetDoc::default()
        .with_title("Class")
        .with_puzzles(puzzles);
    let path = dir.join(stem);
    sheetdoku::write::write_worksheet(&path, &doc).unwrap();
    path
}

/// Our .xlsx and our .ods print, in one soffice call: a PDF each; the
/// worksheet of five puzzles, four a page, keeps its page break while it
/// is fitted to the page width: 2 pages, then the answer key (the `P`
/// sheets and `Info` are for the screen).
#[test]
fn xlsx_and_ods_render_to_pdf() {
    let Some(office) = office("xlsx_and_ods_render_to_pdf") else {
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    let cases = cases();
    let mut files: Vec<PathBuf> = ["xlsx", "ods"]
        .iter()
        .flat_map(|ext| cases.iter().map(|c| write_workbook_as(dir.path(), c, ext)))
        .collect();
    let sheets = [
        five_puzzle_worksheet(dir.path(), "class.xlsx"),
        five_puzzle_worksheet(dir.path(), "class-ods.ods"),
    ];
    files.extend(sheets.iter().cloned());
    let refs: Vec<&Path> = files.iter().map(|p| p.as_path()).collect();
    let out = dir.path().join("pdf");
    office.convert("pdf", &refs, &out, Recalc::Default);
    for file in &files {
        let stem = file.file_stem().unwrap().to_str().unwrap();
        let pdf = std::fs::read(expect_file(&out.join(format!("{stem}.pdf")))).unwrap();
        assert!(pdf.starts_with(b"%PDF-"), "{stem} is not a PDF");
        assert!(pdf.len() > 10_000, "{stem}: a PDF of {} bytes", pdf.len());
        if stem.starts_with("class") {
            assert_eq!(pdf_pages(&pdf), 2 + 1, "{stem}");
        }
    }
}
