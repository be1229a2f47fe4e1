//! Write workbooks and read them back with calamine: sheets, the input
//! layout, the Solution sheet, the Info rows and the safe write; the self-checking sheet, the model
//! sheet, .ods and titles in their own files.

mod anti;
mod check;
mod clues;
mod killer;
mod lines;
mod marks;
mod model;
mod ods;
mod parity;
mod pupils;
mod sandwich_model;
mod save;
mod stored;
mod title;

use std::io::Write;
use std::path::{Path, PathBuf};

use calamine::{open_workbook_auto, Data, DataType, Range, Reader};

use super::*;
use crate::read_options::ReadOptions;
use crate::write::common::page_words::notes;
use crate::write::common::save::write_via_temp;
use crate::write::solution::solution_sheet::{shown, Shown};
use sheetdoku_core::is_solution;
use sheetdoku_core::Error;
use sheetdoku_core::Geometry;
use sheetdoku_core::Grid;
use sheetdoku_core::Puzzle;
use sheetdoku_core::Uniqueness;
use sheetdoku_core::Variant;

pub(super) const DIABOLSKE: &str =
    "..6..49...4.....7....9.1.45.9.83....8.......9....19.3.78.5.2....2.....8...46..2..";
pub(super) const DIABOLSKE_S: &str =
    "156374928349258176278961345497836512813725469562419837781542693625193784934687251";
const WINDOKU_X_S: &str =
    "123456789548279613679318524216597438397184256854632971782961345931745862465823197";
/// 1 1 1 2 / 3 1 2 2 / 3 3 4 2 / 3 4 4 4 and a solution of it.
pub(super) const JIGSAW4: [u32; 16] = [1, 1, 1, 2, 3, 1, 2, 2, 3, 3, 4, 2, 3, 4, 4, 4];
const JIGSAW4_S: [u8; 16] = [1, 2, 3, 4, 2, 4, 1, 3, 3, 1, 4, 2, 4, 3, 2, 1];

/// A puzzle with its solution.
pub(super) struct Case {
    pub puzzle: Puzzle,
    pub solution: Grid,
}

fn blank_some(solution: &Grid, keep: impl Fn(usize) -> bool) -> Grid {
    let n = solution.size();
    let cells = (0..n * n)
        .map(|i| if keep(i) { solution.get(i) } else { 0 })
        .collect();
    Grid::from_cells(n, cells).unwrap()
}

pub(super) fn diabolske() -> Case {
    let puzzle = Puzzle::new(
        Geometry::standard(9).unwrap(),
        Grid::parse_line(DIABOLSKE).unwrap(),
    )
    .unwrap();
    let solution = Grid::parse_line(DIABOLSKE_S).unwrap();
    assert!(is_solution(&puzzle.geometry, &puzzle.givens, &solution).unwrap());
    Case { puzzle, solution }
}

pub(super) fn windoku_x() -> Case {
    let geometry = Geometry::for_variant(Variant::WINDOKU_X, 9, None).unwrap();
    let solution = Grid::parse_line(WINDOKU_X_S).unwrap();
    let givens = blank_some(&solution, |i| (i * 7) % 5 == 0);
    assert!(is_solution(&geometry, &givens, &solution).unwrap());
    Case {
        puzzle: Puzzle::new(geometry, givens).unwrap(),
        solution,
    }
}

pub(super) fn jigsaw4() -> Case {
    let geometry = Geometry::from_block_map(4, &JIGSAW4).unwrap();
    let solution = Grid::from_cells(4, JIGSAW4_S.to_vec()).unwrap();
    let givens = blank_some(&solution, |i| [0, 6, 9, 15].contains(&i));
    assert!(is_solution(&geometry, &givens, &solution).unwrap());
    Case {
        puzzle: Puzzle::new(geometry, givens).unwrap(),
        solution,
    }
}

pub(super) fn sixteen() -> Case {
    let cells = (0..256)
        .map(|i| {
            let (r, c) = (i / 16, i % 16);
            ((r * 4 + r / 4 + c) % 16 + 1) as u8
        })
        .collect();
    let solution = Grid::from_cells(16, cells).unwrap();
    let geometry = Geometry::standard(16).unwrap();
    let givens = blank_some(&solution, |i| i % 3 == 0);
    assert!(is_solution(&geometry, &givens, &solution).unwrap());
    Case {
        puzzle: Puzzle::new(geometry, givens).unwrap(),
        solution,
    }
}

pub(super) fn doc<'a>(case: &'a Case, uniqueness: &'a Uniqueness) -> SolutionDoc<'a> {
    SolutionDoc {
        puzzle: &case.puzzle,
        solution: Some(&case.solution),
        dropped: &[],
        uniqueness,
        status: "Solved by microlp in 12 ms",
        title: None,
        steps: None,
        cage_style: CageStyle::Outlined,
    }
}

pub(super) fn write_doc(doc: &SolutionDoc) -> (tempfile::TempDir, PathBuf) {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("out.xlsx");
    write_solution_workbook(&path, doc).unwrap();
    (dir, path)
}

pub(super) fn sheets(path: &Path) -> Vec<String> {
    open_workbook_auto(path).unwrap().sheet_names()
}

pub(super) fn range(path: &Path, sheet: &str) -> Range<Data> {
    open_workbook_auto(path)
        .unwrap()
        .worksheet_range(sheet)
        .unwrap()
}

/// The number at `(row, col)`, `None` for an empty or missing cell.
pub(super) fn num(range: &Range<Data>, (row, col): (u32, u16)) -> Option<f64> {
    range
        .get_value((row, u32::from(col)))
        .and_then(|d| d.as_f64())
}

pub(super) fn text(range: &Range<Data>, row: u32, col: u32) -> String {
    range
        .get_value((row, col))
        .map(|d| d.to_string())
        .unwrap_or_default()
}

/// The `n x n` table at A1 of `sheet`, 0 for empty cells.
fn table(path: &Path, sheet: &str, n: usize) -> Vec<u32> {
    let r = range(path, sheet);
    (0..n * n)
        .map(|i| num(&r, ((i / n) as u32, (i % n) as u16)).unwrap_or(0.0) as u32)
        .collect()
}

fn info(path: &Path) -> Vec<(String, String)> {
    let r = range(path, "Info");
    (0..r.height() as u32)
        .map(|row| (text(&r, row, 0), text(&r, row, 1)))
        .collect()
}

fn check_input_sheets(path: &Path, puzzle: &Puzzle) {
    let g = &puzzle.geometry;
    let n = g.size();
    let givens: Vec<u32> = puzzle.givens.cells().iter().map(|&d| d as u32).collect();
    assert_eq!(table(path, "A", n), givens);
    let blocks: Vec<u32> = (0..n * n).map(|i| g.block_of(i) as u32 + 1).collect();
    assert_eq!(table(path, "B", n), blocks);
    if g.has_extra_regions() {
        let extra: Vec<u32> = g.extra_map().iter().map(|&e| e as u32).collect();
        assert_eq!(table(path, "B2", n), extra);
        // B2 writes its zeros: the table starts at A1 even with an empty first row.
        assert_eq!(range(path, "B2").start(), Some((0, 0)));
    }
    // Reading the maps back gives the same geometry.
    let mut rebuilt = Geometry::from_block_map(n, &table(path, "B", n))
        .unwrap()
        .with_diagonals(g.variant().diagonals);
    if g.has_extra_regions() {
        rebuilt = rebuilt.with_extra_regions(&table(path, "B2", n)).unwrap();
    }
    assert_eq!(&rebuilt, g);
}

fn info_value<'a>(rows: &'a [(String, String)], key: &str) -> &'a str {
    &rows.iter().find(|(k, _)| k == key).unwrap().1
}

#[test]
fn standard_workbook_has_the_sheets_and_tables() {
    let case = diabolske();
    let (_dir, path) = write_doc(&doc(&case, &Uniqueness::Unknown));
    assert_eq!(
        sheets(&path),
        ["Solution", "Play", "A", "B", "S", "Model", "Info", "Key", "Check"]
    );
    check_input_sheets(&path, &case.puzzle);
    let s: Vec<u32> = case.solution.cells().iter().map(|&d| d as u32).collect();
    assert_eq!(table(&path, "S", 9), s);
    let rows = info(&path);
    assert_eq!(info_value(&rows, "variant"), "standard");
    assert_eq!(info_value(&rows, "size"), "9");
    assert_eq!(info_value(&rows, "diagonals"), "no");
    assert_eq!(info_value(&rows, "box"), "3x3");
    assert_eq!(info_value(&rows, "status"), "Solved by microlp in 12 ms");
    assert_eq!(info_value(&rows, "unique"), "not checked");
    assert_eq!(info_value(&rows, "givens"), "26");
}

#[test]
fn windoku_x_workbook_has_b2_and_its_info() {
    let case = windoku_x();
    let (_dir, path) = write_doc(&doc(&case, &Uniqueness::Unique));
    assert_eq!(
        sheets(&path),
        ["Solution", "Play", "A", "B", "B2", "S", "Model", "Info", "Key", "Check"]
    );
    check_input_sheets(&path, &case.puzzle);
    let rows = info(&path);
    assert_eq!(info_value(&rows, "variant"), "windoku-x");
    assert_eq!(info_value(&rows, "diagonals"), "yes");
    assert_eq!(info_value(&rows, "unique"), "yes");
}

#[test]
fn jigsaw_and_sixteen_round_trip() {
    let case = jigsaw4();
    let (_dir, path) = write_doc(&doc(&case, &Uniqueness::Unknown));
    check_input_sheets(&path, &case.puzzle);
    let rows = info(&path);
    assert_eq!(info_value(&rows, "variant"), "jigsaw");
    assert_eq!(info_value(&rows, "box"), "irregular");

    let case = sixteen();
    let (_dir, path) = write_doc(&doc(&case, &Uniqueness::Unknown));
    check_input_sheets(&path, &case.puzzle);
    // Digits above 9 are numbers.
    assert!(table(&path, "S", 16).contains(&16));
    assert_eq!(info_value(&info(&path), "box"), "4x4");
}

#[test]
fn solution_sheet_shows_title_status_grid_and_notes() {
    let case = windoku_x();
    let uniqueness = Uniqueness::Unique;
    let d = doc(&case, &uniqueness);
    let (_dir, path) = write_doc(&d);
    let r = range(&path, "Solution");
    assert!(text(&r, 0, 0).contains("Windoku X"), "{}", text(&r, 0, 0));
    // The class reads what the page shows; the solver's words stay on Info.
    assert_eq!(text(&r, 1, 0), "Solution");
    assert_eq!(info_value(&info(&path), "status"), d.status);
    for cell in 0..81 {
        let at = (5 + (cell / 9) as u32, (cell % 9) as u16 + 1);
        assert_eq!(num(&r, at), Some(case.solution.get(cell) as f64));
    }
    // Column letters above, row numbers to the left.
    assert_eq!(text(&r, 4, 1), "A");
    assert_eq!(text(&r, 5, 0), "1");
    let all: Vec<String> = (15..r.height() as u32)
        .map(|row| text(&r, row, 0))
        .collect();
    assert!(all.iter().any(|t| t.contains("unique")), "{all:?}");
    assert!(all.iter().any(|t| t.contains("diagonals")), "{all:?}");
}

#[test]
fn givens_solved_and_dropped_cells_are_told_apart() {
    let case = diabolske();
    let dropped = [2usize];
    let d = SolutionDoc {
        dropped: &dropped,
        ..doc(&case, &Uniqueness::Unknown)
    };
    assert_eq!(shown(&d, 2), (Shown::Dropped, 6));
    assert_eq!(shown(&d, 5), (Shown::Given, 4));
    assert_eq!(shown(&d, 0), (Shown::Solved, 1));
    let notes = notes(&d);
    let last = notes.last().unwrap();
    assert!(last.contains("C1 (given 6, shown 6)"), "{last}");
    assert!(last.contains("1 of 26"), "{last}");
}

/// Another solution of `case`: swap the digits of a rectangle of non-given
/// cells spanning two boxes (a "deadly pattern"), checked with the checker.
fn second_solution(case: &Case) -> Option<Grid> {
    let (g, s) = (&case.puzzle.geometry, &case.solution);
    let n = g.size();
    for a in 0..n * n {
        for b in a + 1..n * n {
            let (r1, c1, r2, c2) = (a / n, a % n, b / n, b % n);
            if r1 == r2 || c1 == c2 {
                continue;
            }
            let corners = [a, r1 * n + c2, r2 * n + c1, b];
            if corners.iter().any(|&c| case.puzzle.givens.get(c) != 0) {
                continue;
            }
            let mut other = s.clone();
            // Swap within each row: a <-> (r1, c2) and (r2, c1) <-> b.
            for (x, y) in [(corners[0], corners[1]), (corners[2], corners[3])] {
                other.set(x, s.get(y));
                other.set(y, s.get(x));
            }
            if other != *s && is_solution(g, &case.puzzle.givens, &other).unwrap() {
                return Some(other);
            }
        }
    }
    None
}

#[test]
fn not_unique_names_the_differing_cells() {
    let case = diabolske();
    let other = second_solution(&case).expect("the Diabolské puzzle has 64 solutions");
    let uniqueness = Uniqueness::NotUnique(other.clone());
    let d = doc(&case, &uniqueness);
    let statement = notes(&d)[1].clone();
    let cells = case.solution.differences(&other).unwrap();
    assert_eq!(cells.len(), 4);
    assert!(statement.contains("NOT unique"), "{statement}");
    for cell in cells {
        let name = case.puzzle.namer().cell(9, cell);
        let (there, here) = (other.get(cell), case.solution.get(cell));
        let expected = format!("{name} ({there} instead of {here})");
        assert!(statement.contains(&expected), "{expected} in {statement}");
    }
    let (_dir, path) = write_doc(&d);
    assert_eq!(info_value(&info(&path), "unique"), "no");
    let r = range(&path, "Solution");
    let all: Vec<String> = (14..r.height() as u32)
        .map(|row| text(&r, row, 0))
        .collect();
    assert!(all.contains(&statement), "{all:?}");
}

#[test]
fn no_solution_shows_the_puzzle_and_the_status() {
    let case = diabolske();
    let d = SolutionDoc {
        solution: None,
        status: "No solution",
        title: None,
        ..doc(&case, &Uniqueness::Unknown)
    };
    let (_dir, path) = write_doc(&d);
    assert_eq!(
        sheets(&path),
        ["Solution", "Play", "A", "B", "Model", "Info", "Key", "Check"]
    );
    let r = range(&path, "Solution");
    assert_eq!(text(&r, 1, 0), "No solution");
    for cell in 0..81 {
        let at = (5 + (cell / 9) as u32, (cell % 9) as u16 + 1);
        let given = case.puzzle.givens.get(cell);
        assert_eq!(num(&r, at), (given != 0).then_some(given as f64));
    }
    assert_eq!(info_value(&info(&path), "status"), "No solution");
}

#[test]
fn input_workbook_round_trips_and_makes_templates() {
    for case in [jigsaw4(), windoku_x()] {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("in.xlsx");
        write_input_workbook(&path, &case.puzzle).unwrap();
        let expected: &[&str] = if case.puzzle.geometry.has_extra_regions() {
            &["A", "B", "B2", "Info", "Check"]
        } else {
            &["A", "B", "Info", "Check"]
        };
        assert_eq!(sheets(&path), expected);
        check_input_sheets(&path, &case.puzzle);
        let rows = info(&path);
        let variant = case.puzzle.geometry.variant().name();
        assert_eq!(info_value(&rows, "variant"), variant);
        assert!(rows.iter().all(|(k, _)| k != "status"));
    }
    let template = Puzzle::new(Geometry::standard(6).unwrap(), Grid::empty(6)).unwrap();
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("template.xlsx");
    write_input_workbook(&path, &template).unwrap();
    assert_eq!(table(&path, "A", 6), vec![0; 36]);
    assert_eq!(info_value(&info(&path), "box"), "2x3");
}

#[test]
fn only_xlsx_and_ods_are_written() {
    let case = jigsaw4();
    let dir = tempfile::tempdir().unwrap();
    for name in ["out.csv", "out", "out.xls"] {
        let path = dir.path().join(name);
        let err = write_input_workbook(&path, &case.puzzle).unwrap_err();
        assert!(matches!(err, Error::Setting(_)), "{err}");
        assert!(err.to_string().contains(".xlsx or .ods"), "{err}");
        assert!(!path.exists());
    }
    write_input_workbook(&dir.path().join("p.XLSX"), &case.puzzle).unwrap();
    write_input_workbook(&dir.path().join("p.ODS"), &case.puzzle).unwrap();
    let opts = ReadOptions::default();
    let read = crate::read_puzzle(&dir.path().join("p.ODS"), &opts).unwrap();
    assert_eq!(read.givens, case.puzzle.givens);
    assert_eq!(read.geometry, case.puzzle.geometry);
}

#[test]
fn mismatched_grids_are_refused() {
    let case = jigsaw4();
    let wrong = Grid::empty(9);
    let d = SolutionDoc {
        solution: Some(&wrong),
        ..doc(&case, &Uniqueness::Unknown)
    };
    let dir = tempfile::tempdir().unwrap();
    let err = write_solution_workbook(&dir.path().join("x.xlsx"), &d).unwrap_err();
    assert!(err.to_string().contains("9x9"), "{err}");
}

fn dir_entries(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    names
}

#[test]
fn an_interrupted_write_leaves_the_old_file_intact() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("out.xlsx");
    std::fs::write(&path, b"old workbook").unwrap();
    let err = write_via_temp(&path, |file| {
        file.write_all(b"half a workbook")?;
        Err(std::io::Error::other("interrupted"))
    })
    .unwrap_err();
    assert!(matches!(err, Error::Io { .. }), "{err}");
    // The error names the file asked for, not the temporary one.
    assert_eq!(
        err.to_string(),
        format!(
            "{}: cannot write: interrupted; the file is left as it was",
            path.display()
        )
    );
    assert_eq!(std::fs::read(&path).unwrap(), b"old workbook");
    assert_eq!(dir_entries(dir.path()), ["out.xlsx"]);
    // A complete write replaces it, with ordinary permissions.
    write_input_workbook(&path, &jigsaw4().puzzle).unwrap();
    assert_eq!(sheets(&path), ["A", "B", "Info", "Check"]);
    assert_eq!(dir_entries(dir.path()), ["out.xlsx"]);
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        let mode = std::fs::metadata(&path).unwrap().permissions().mode();
        assert_ne!(mode & 0o044, 0, "mode {mode:o} is owner-only");
    }
}

#[test]
fn a_missing_or_read_only_folder_fails_cleanly() {
    let dir = tempfile::tempdir().unwrap();
    let missing = dir.path().join("no such folder").join("out.xlsx");
    let err = write_input_workbook(&missing, &jigsaw4().puzzle).unwrap_err();
    assert!(matches!(err, Error::Output { .. }), "{err}");
    assert!(err.to_string().contains("no such folder"), "{err}");

    let locked = dir.path().join("locked");
    std::fs::create_dir(&locked).unwrap();
    let path = locked.join("out.xlsx");
    std::fs::write(&path, b"old workbook").unwrap();
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        let set = |mode| std::fs::set_permissions(&locked, std::fs::Permissions::from_mode(mode));
        set(0o555).unwrap();
        let result = write_input_workbook(&path, &jigsaw4().puzzle);
        // Root may write into a read-only folder; anyone else must fail.
        let writable = std::fs::write(locked.join("probe"), b"").is_ok();
        if !writable {
            assert!(matches!(result, Err(Error::Output { .. })), "{result:?}");
            assert_eq!(std::fs::read(&path).unwrap(), b"old workbook");
            assert_eq!(dir_entries(&locked), ["out.xlsx"]);
        } else {
            result.unwrap();
            assert_eq!(sheets(&path), ["A", "B", "Info", "Check"]);
        }
        set(0o755).unwrap();
    }
}
