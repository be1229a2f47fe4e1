//! The value of every cell as LibreOffice shows it (CSV of each sheet),
//! with its default settings (stored results) and with recalculation on
//! load forced, against what we stored in our .xlsx and .ods.

use std::path::{Path, PathBuf};

use calamine::{open_workbook_auto, Data, Reader};
use rust_xlsxwriter::{Formula, Workbook};

use super::cases::{cases, write_workbook_as};
use super::soffice::{field, office, read_csv, sheet_csv, Recalc, CSV_ALL_SHEETS};
use super::status::{killer_plays, shown_status, workbooks, worksheets};

/// A workbook whose formula `=A1*21` (42) stores the wrong result 7: it
/// shows 7 only where Calc does not recalculate, 42 where it does.
fn canary(dir: &Path) -> PathBuf {
    let path = dir.join("canary.xlsx");
    let mut workbook = Workbook::new();
    let sheet = workbook.add_worksheet().set_name("Canary").unwrap();
    sheet.write_number(0, 0, 2.0).unwrap();
    sheet
        .write_formula(0, 1, Formula::new("=A1*21").set_result("7"))
        .unwrap();
    workbook.save(&path).unwrap();
    path
}

/// A cell as text, numbers without a trailing `.0`.
fn shown(data: &Data) -> String {
    match data {
        Data::Empty => String::new(),
        Data::Float(x) if x.fract() == 0.0 => format!("{x:.0}"),
        Data::Int(i) => i.to_string(),
        other => other.to_string(),
    }
}

/// Same text, or the same number.
fn same(ours: &str, theirs: &str) -> bool {
    ours == theirs
        || matches!((ours.parse::<f64>(), theirs.parse::<f64>()), (Ok(a), Ok(b)) if a == b)
}

/// Every cell of every sheet of `file` (.xlsx or .ods) as stored by us
/// equals the CSV that LibreOffice wrote into `csv_dir`; returns the number
/// of cells compared.
pub fn compare_all_sheets(file: &Path, csv_dir: &Path, mode: Recalc) -> usize {
    let stem = file.file_stem().unwrap().to_str().unwrap();
    let mut book = open_workbook_auto(file).unwrap();
    let mut compared = 0;
    for sheet in book.sheet_names() {
        let ours = book.worksheet_range(&sheet).unwrap();
        let theirs = read_csv(&sheet_csv(csv_dir, stem, &sheet));
        let (rows, cols) = ours.end().map_or((0, 0), |(r, c)| (r + 1, c + 1));
        let rows = (rows as usize).max(theirs.len());
        let cols = (cols as usize).max(theirs.iter().map(Vec::len).max().unwrap_or(0));
        for r in 0..rows {
            for c in 0..cols {
                let mine = ours
                    .get_value((r as u32, c as u32))
                    .map(shown)
                    .unwrap_or_default();
                let lo = field(&theirs, r, c);
                assert!(
                    same(&mine, lo),
                    "{stem}, sheet {sheet}, {} ({mode:?}): we stored '{mine}', LibreOffice shows '{lo}'",
                    sheetdoku::model::a1(r, c)
                );
                compared += 1;
            }
        }
    }
    compared
}

/// One pair of conversions for both checks, on our .xlsx and our .ods:
/// every cell of the case workbooks, and the status cells of grids filled
/// right, wrong and partly.
#[test]
fn cells_and_status_show_the_stored_values_with_and_without_recalculation() {
    let Some(office) =
        office("cells_and_status_show_the_stored_values_with_and_without_recalculation")
    else {
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    let cases = cases();
    let formats = ["xlsx", "ods"];
    let mut files: Vec<PathBuf> = formats
        .iter()
        .flat_map(|ext| cases.iter().map(|c| write_workbook_as(dir.path(), c, ext)))
        .collect();
    let statuses: Vec<_> = formats
        .iter()
        .flat_map(|ext| {
            cases[1..].iter().flat_map(|c| {
                let mut all = workbooks(dir.path(), c, ext);
                all.extend(worksheets(dir.path(), c, ext));
                all
            })
        })
        .collect();
    let compared_files = files.len();
    files.extend(statuses.iter().map(|e| e.file.clone()));
    // The canary proves the two modes differ for .xlsx. (An .ods canary
    // cannot be made here: Calc computes the result when it saves one, and
    // it may recalculate documents of other generators on load anyway; the
    // .ods values are compared in both modes all the same.)
    files.push(canary(dir.path()));
    let refs: Vec<&Path> = files.iter().map(|p| p.as_path()).collect();
    for (mode, expected) in [(Recalc::Default, "7"), (Recalc::Always, "42")] {
        let out = dir.path().join(format!("{mode:?}"));
        office.convert(CSV_ALL_SHEETS, &refs, &out, mode);
        let canary = read_csv(&sheet_csv(&out, "canary", "Canary"));
        assert_eq!(field(&canary, 0, 1), expected, "canary ({mode:?})");
        for file in &files[..compared_files] {
            let compared = compare_all_sheets(file, &out, mode);
            assert!(compared > 1000, "only {compared} cells compared");
        }
        for expect in &statuses {
            let stem = expect.file.file_stem().unwrap().to_str().unwrap();
            assert_eq!(
                shown_status(expect, &out),
                expect.status,
                "{stem} ({mode:?})"
            );
        }
    }
}

/// A killer's solution workbook (the Model sheet's cage rows, sheet K, the
/// `Check` sheet's cage rows): every cell LibreOffice shows after
/// recalculating equals what we stored, in .xlsx and .ods; and its `Play`
/// sheet filled right reads "solved", filled with broken cage sums "a
/// cage's sum is broken".
#[test]
fn a_killers_cage_rows_show_the_stored_values_after_recalculation() {
    let Some(office) = office("a_killers_cage_rows_show_the_stored_values_after_recalculation")
    else {
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    let geometry = sheetdoku::Geometry::standard(6).unwrap();
    let killer = sheetdoku::write::example_killer(&geometry, 7).unwrap();
    let givens = sheetdoku::Grid::empty(6);
    let case = super::cases::Case {
        stem: "killer",
        solution: super::cases::solve(&killer, &givens).expect("a solution"),
        puzzle: sheetdoku::Puzzle::new(killer, givens).unwrap(),
        uniqueness: sheetdoku::solve::Uniqueness::Unknown,
    };
    let files: Vec<PathBuf> = ["xlsx", "ods"]
        .iter()
        .map(|ext| write_workbook_as(dir.path(), &case, ext))
        .collect();
    let plays: Vec<_> = ["xlsx", "ods"]
        .iter()
        .flat_map(|ext| killer_plays(dir.path(), &case, ext))
        .collect();
    let mut refs: Vec<&Path> = files.iter().map(|p| p.as_path()).collect();
    refs.extend(plays.iter().map(|e| e.file.as_path()));
    let out = dir.path().join("always");
    office.convert(CSV_ALL_SHEETS, &refs, &out, Recalc::Always);
    for expect in &plays {
        let stem = expect.file.file_stem().unwrap().to_str().unwrap();
        assert_eq!(shown_status(expect, &out), expect.status, "{stem}");
        assert!(compare_all_sheets(&expect.file, &out, Recalc::Always) > 500);
    }
    for file in &files {
        let model = read_csv(&sheet_csv(
            &out,
            file.file_stem().unwrap().to_str().unwrap(),
            "Model",
        ));
        assert!(
            model.iter().flatten().any(|f| f.starts_with("the cage of")),
            "{}: no cage rows",
            file.display()
        );
        assert!(compare_all_sheets(file, &out, Recalc::Always) > 500);
    }
}
