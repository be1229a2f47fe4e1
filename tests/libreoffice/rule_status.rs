//! What the status tests of a rule's family share: a grid with two
//! digits exchanged (every unit kept, the family's rules broken), and the
//! fills of a puzzle written on a `Play` sheet and a worksheet's `P1`,
//! recalculated by LibreOffice and read back.

use std::path::Path;

use sheetdoku::check::{check, Conflict};
use sheetdoku::write::{
    write_solution_workbook, write_worksheet, SolutionDoc, WorksheetDoc, WorksheetPuzzle,
};
use sheetdoku::{Geometry, Grid, Puzzle};

use super::formulas::compare_all_sheets;
use super::soffice::{Office, Recalc, CSV_ALL_SHEETS};
use super::status::{shown_status, Expect};

/// `grid` with digits `a` and `b` exchanged: every unit keeps each digit
/// once.
fn exchanged(grid: &Grid, a: u8, b: u8) -> Grid {
    let mut out = grid.clone();
    for cell in 0..grid.cells().len() {
        match grid.get(cell) {
            d if d == a => out.set(cell, b),
            d if d == b => out.set(cell, a),
            _ => {}
        }
    }
    out
}

/// The first exchange of two digits of `solution` that breaks marks,
/// lines or sums and nothing else, one of them a rule `wanted` picks.
pub fn exchange_breaking(
    geometry: &Geometry,
    solution: &Grid,
    wanted: impl Fn(&Conflict) -> bool,
) -> Option<Grid> {
    let n = solution.size() as u8;
    (1..=n)
        .flat_map(|a| (a + 1..=n).map(move |b| (a, b)))
        .map(|(a, b)| exchanged(solution, a, b))
        .find(|g| {
            let report = check(geometry, g);
            report.conflicts.iter().any(&wanted)
                && report.conflicts.iter().all(|c| {
                    matches!(
                        c,
                        Conflict::Mark { .. } | Conflict::Total { .. } | Conflict::Sandwich { .. }
                    )
                })
        })
}

/// `grid` with its first cell given its second's digit: a repeat in the
/// first row.
pub fn with_a_clash(geometry: &Geometry, grid: &Grid) -> Grid {
    let mut clash = grid.clone();
    clash.set(0, grid.get(1));
    assert!(check(geometry, &clash)
        .conflicts
        .iter()
        .any(|c| matches!(c, Conflict::Repeat { .. })));
    clash
}

/// Each fill of `puzzle` on a solution workbook's `Play` sheet and on a
/// worksheet's sheet `P1`, in format `ext`, with the status it must read.
pub fn plays(
    dir: &Path,
    stem: &str,
    puzzle: &Puzzle,
    solution: &Grid,
    fills: &[(&'static str, Grid, &'static str)],
    ext: &str,
) -> Vec<Expect> {
    fills
        .iter()
        .cloned()
        .flat_map(|(name, grid, status)| {
            let played = Puzzle::new(puzzle.geometry.clone(), grid.clone()).unwrap();
            let doc = SolutionDoc::new(&played, "Solved").with_solution(Some(solution));
            let file = dir.join(format!("{stem}-play-{name}-{ext}.{ext}"));
            write_solution_workbook(&file, &doc).unwrap();
            // The same grid on a worksheet's sheet P1.
            let sheet_file = dir.join(format!("{stem}-worksheet-{name}-{ext}.{ext}"));
            let worksheet = WorksheetDoc::default()
                .with_title("Class")
                .with_puzzles(vec![WorksheetPuzzle::new(puzzle.geometry.clone(), grid)
                    .with_solution(Some(solution.clone()))])
                .with_per_page(1);
            write_worksheet(&sheet_file, &worksheet).unwrap();
            [
                Expect {
                    file,
                    sheet: "Play",
                    status,
                },
                Expect {
                    file: sheet_file,
                    sheet: "P1",
                    status,
                },
            ]
        })
        .collect()
}

/// `puzzle`'s fills on `Play` and `P1`, in .xlsx and .ods, recalculated
/// by LibreOffice: each reads its status, and every cell it shows equals
/// what we stored (those under the pictures too: their bytes are files of
/// the package, not text in the anchor cell).
pub fn statuses_after_recalculation(
    office: &Office,
    stem: &str,
    puzzle: &Puzzle,
    solution: &Grid,
    fills: &[(&'static str, Grid, &'static str)],
) {
    let dir = tempfile::tempdir().unwrap();
    let expects: Vec<Expect> = ["xlsx", "ods"]
        .iter()
        .flat_map(|ext| plays(dir.path(), stem, puzzle, solution, fills, ext))
        .collect();
    let refs: Vec<&Path> = expects.iter().map(|e| e.file.as_path()).collect();
    let out = dir.path().join("always");
    office.convert(CSV_ALL_SHEETS, &refs, &out, Recalc::Always);
    for expect in &expects {
        let stem = expect.file.file_stem().unwrap().to_str().unwrap();
        assert_eq!(shown_status(expect, &out), expect.status, "{stem}");
        assert!(compare_all_sheets(&expect.file, &out, Recalc::Always) > 500);
    }
}
