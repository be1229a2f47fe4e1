//! The `.ods` output: the same sheets and values as the `.xlsx`, formulas
//! in OpenFormula, the clash colouring as style maps, sheet protection, the
//! Solver names and the sheets that print.

use std::io::Read;
use std::path::PathBuf;

use calamine::{open_workbook_auto, Reader};

use super::*;
use super::{doc, jigsaw4, windoku_x, Case};
use crate::read::read_puzzle;
use crate::read_options::ReadOptions;
use crate::write::*;

/// The solution workbook of `case` as `.xlsx` and as `.ods`.
fn both(case: &Case) -> (tempfile::TempDir, PathBuf, PathBuf) {
    let dir = tempfile::tempdir().unwrap();
    let d = doc(case, &Uniqueness::Unique);
    let xlsx = dir.path().join("out.xlsx");
    let ods = dir.path().join("out.ods");
    write_solution_workbook(&xlsx, &d).unwrap();
    write_solution_workbook(&ods, &d).unwrap();
    (dir, xlsx, ods)
}

/// The text of part `name` of the zip file at `path`.
fn part(path: &Path, name: &str) -> String {
    let mut zip = zip::ZipArchive::new(std::fs::File::open(path).unwrap()).unwrap();
    let mut text = String::new();
    zip.by_name(name)
        .unwrap()
        .read_to_string(&mut text)
        .unwrap();
    text
}

#[test]
fn ods_has_the_sheets_and_every_value_of_the_xlsx() {
    for case in [windoku_x(), jigsaw4()] {
        let (_dir, xlsx, ods) = both(&case);
        let mut x = open_workbook_auto(&xlsx).unwrap();
        let mut o = open_workbook_auto(&ods).unwrap();
        assert_eq!(x.sheet_names(), o.sheet_names());
        let mut compared = 0;
        for sheet in x.sheet_names() {
            let (xr, or) = (
                x.worksheet_range(&sheet).unwrap(),
                o.worksheet_range(&sheet).unwrap(),
            );
            let (rows, cols) = xr.end().unwrap();
            assert_eq!(xr.end(), or.end(), "{sheet}");
            for r in 0..=rows {
                for c in 0..=cols {
                    let (a, b) = (xr.get_value((r, c)), or.get_value((r, c)));
                    assert_eq!(
                        a,
                        b,
                        "{sheet} {}",
                        sheetdoku_core::a1(r as usize, c as usize)
                    );
                    compared += 1;
                }
            }
        }
        assert!(compared > 1000, "{compared}");
        let hidden = o
            .sheets_metadata()
            .iter()
            .find(|s| s.name == "Check")
            .map(|s| s.visible);
        assert_eq!(hidden, Some(calamine::SheetVisible::Hidden));
        // Read back as the same puzzle.
        let read = read_puzzle(&ods, &ReadOptions::default()).unwrap();
        assert_eq!(read.givens, case.puzzle.givens);
        assert_eq!(read.geometry, case.puzzle.geometry);
    }
}

#[test]
fn ods_formulas_are_openformula_with_their_results() {
    let case = windoku_x();
    let (_dir, _xlsx, ods) = both(&case);
    let mut o = open_workbook_auto(&ods).unwrap();
    let model = o.worksheet_formula("Model").unwrap();
    let lay = crate::write::model::layout::Layout::new(9);
    let (r, c) = lay.c_cell(2, 5);
    let f = model.get_value((r, u32::from(c))).unwrap();
    assert!(f.contains("IF([$'A'.C1]=6;1;0)"), "{f}");
    let play = o.worksheet_formula("Play").unwrap();
    let status = play.get_value((5, 12)).unwrap();
    assert!(status.contains("COUNTIF([$'Check'.$B$4:.$J$"), "{status}");
    assert!(status.contains(";\"clash\";IF("), "{status}");
}

#[test]
fn ods_colours_clashes_with_style_maps_and_has_protection_and_names() {
    let case = windoku_x();
    let (_dir, xlsx, ods) = both(&case);
    let content = part(&ods, "content.xml");
    let styles = part(&ods, "styles.xml");
    // One style map per grid cell of Play and A, applying a common style
    // (text first: a pasted "3" is red too).
    let maps = content
        .matches("<style:map style:condition=\"is-true-formula(IF(ISTEXT(")
        .count();
    assert_eq!(maps, 2 * 81, "clash maps");
    assert!(content.contains("style:base-cell-address=\"Play.B6\""));
    assert!(styles.contains("<style:style style:name=\"cond1\" style:family=\"table-cell\""));
    // Validation of the digits, and the empty cells unprotected ...
    let digits = (1..=9)
        .map(|d| format!("&quot;{d}&quot;"))
        .collect::<Vec<_>>();
    let list = format!("of:cell-content-is-in-list({})", digits.join(";"));
    assert!(content.contains(&list), "{list}");
    assert!(content.contains("style:cell-protect=\"none\""));
    // ... on protected sheets (Play and A, as in the .xlsx, and the hidden
    // Key and Check, so that a pupil who shows them cannot change them by
    // accident), no password.
    let protected: Vec<&str> = content
        .split("<table:table ")
        .skip(1)
        .filter(|t| t[..t.find('>').unwrap()].contains("table:protected=\"true\""))
        .map(|t| t.split('"').nth(1).unwrap())
        .collect();
    assert_eq!(protected, ["Play", "A", "Key", "Check"]);
    assert!(!content.contains("table:protection-key"));
    // The Solver settings as names local to Model, the ranges workbook-wide.
    let model = &content[content.find("table:name=\"Model\"").unwrap()..];
    let model = &model[..model.find("</table:table>").unwrap()];
    assert!(model.contains(
        "<table:named-expression table:name=\"solver_adj\" table:base-cell-address=\"$&apos;Model&apos;.$A$1\" table:expression=\"sudoku_x\"/>"
    ));
    assert_eq!(model.matches("table:name=\"solver_").count(), 20);
    let names = |path: &Path| -> Vec<String> {
        let book = open_workbook_auto(path).unwrap();
        let mut names: Vec<String> = book
            .defined_names()
            .iter()
            .map(|(n, _)| n.clone())
            .filter(|n| n.starts_with("sudoku_"))
            .collect();
        names.sort();
        names
    };
    assert_eq!(names(&ods), names(&xlsx));
    assert_eq!(names(&ods).len(), 5, "{:?}", names(&ods));
}

/// Only `Solution` and `Play` go on paper: every other sheet of the .ods
/// is marked not to print.
#[test]
fn ods_prints_only_the_paper_sheets() {
    let (_dir, _xlsx, ods) = both(&windoku_x());
    let content = part(&ods, "content.xml");
    let printed: Vec<&str> = content
        .split("<table:table ")
        .skip(1)
        .filter(|t| !t[..t.find('>').unwrap()].contains("table:print=\"false\""))
        .map(|t| t.split('"').nth(1).unwrap())
        .collect();
    assert_eq!(printed, ["Solution", "Play"]);
}

#[test]
fn ods_worksheet_reads_back_and_checks_itself() {
    let case = jigsaw4();
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("w.ods");
    let doc = crate::WorksheetDoc::default()
        .with_title("Class")
        .with_puzzles(vec![crate::WorksheetPuzzle::new(
            case.puzzle.geometry.clone(),
            case.solution.clone(),
        )
        .with_solution(Some(case.solution.clone()))])
        .with_per_page(1);
    crate::write_worksheet(&path, &doc).unwrap();
    let p1 = super::range(&path, "P1");
    assert_eq!(super::text(&p1, 5, 0), "solved");
    let opts = ReadOptions::default().with_puzzle(Some("P1!A1:D4".to_string()));
    let read = read_puzzle(&path, &opts).unwrap();
    assert_eq!(read.givens, case.solution);
    assert_eq!(read.geometry, case.puzzle.geometry);
}
