//! A puzzle of lines (thermometers, whisper lines, palindromes): its
//! `Play` sheet and a worksheet's sheet `P1`, filled right, with every
//! unit kept but a thermometer broken, with only two cells of a
//! thermometer filled in the wrong order and an empty cell between them,
//! and with a clash, read what the checker says, in .xlsx and .ods, after
//! LibreOffice recalculates; and every cell they show equals what we
//! stored.

use std::path::{Path, PathBuf};

use sheetdoku::check::{check, Conflict};
use sheetdoku::read::{read_puzzles, ReadOptions};
use sheetdoku::solve::{solve_native, Uniqueness};
use sheetdoku::write::{
    write_solution_workbook, write_worksheet, CageStyle, SolutionDoc, WorksheetDoc, WorksheetPuzzle,
};
use sheetdoku::{Constraint, Geometry, Grid, Line, LineKind, Puzzle};

use crate::formulas::compare_all_sheets;
use crate::soffice::{office, Recalc, CSV_ALL_SHEETS};
use crate::status::{shown_status, Expect};

const BROKEN: &str = "a line is broken";

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

/// The rule as a thermometer, if it is one.
fn as_thermometer(rule: &Constraint) -> Option<&Line> {
    match rule {
        Constraint::Line(line) => (line.kind == LineKind::Thermometer).then_some(line),
        Constraint::AllDifferent(_) | Constraint::Cage(_) | Constraint::Pair(_) => None,
    }
}

/// The thermometer a conflict breaks, if it breaks one.
fn thermometer<'a>(geometry: &'a Geometry, conflict: &Conflict) -> Option<&'a Line> {
    let Conflict::Mark { rule, .. } = conflict else {
        return None;
    };
    as_thermometer(geometry.constraint(*rule)?)
}

/// The fills of the `Play` sheet and the status each must read.
fn fills(puzzle: &Puzzle, solution: &Grid) -> Vec<(&'static str, Grid, &'static str)> {
    let geometry = &puzzle.geometry;
    // A relabelling of two digits that breaks lines, a thermometer among
    // them, and nothing else.
    let wrong = (1..=9u8)
        .flat_map(|a| (a + 1..=9).map(move |b| (a, b)))
        .map(|(a, b)| exchanged(solution, a, b))
        .find(|g| {
            let report = check(geometry, g);
            report
                .conflicts
                .iter()
                .any(|c| thermometer(geometry, c).is_some())
                && report
                    .conflicts
                    .iter()
                    .all(|c| matches!(c, Conflict::Mark { .. }))
        })
        .expect("some exchange of two digits breaks a thermometer");
    // A thermometer's first and third cells with each other's digits, the
    // second empty: broken across the gap.
    let thermo = geometry
        .constraints()
        .iter()
        .find_map(as_thermometer)
        .expect("a thermometer");
    let [a, _, c] = [thermo.cells[0], thermo.cells[1], thermo.cells[2]];
    let mut gap = Grid::empty(solution.size());
    gap.set(a, solution.get(c));
    gap.set(c, solution.get(a));
    let report = check(geometry, &gap);
    assert_eq!(report.conflicts.len(), 1, "{gap}");
    assert!(thermometer(geometry, &report.conflicts[0]).is_some());
    let mut clash = wrong.clone();
    clash.set(0, wrong.get(1));
    assert!(check(geometry, &clash)
        .conflicts
        .iter()
        .any(|c| matches!(c, Conflict::Repeat { .. })));
    vec![
        ("right", solution.clone(), "solved"),
        ("thermo", wrong, BROKEN),
        ("gap", gap, BROKEN),
        ("clash", clash, "clash"),
    ]
}

fn plays(dir: &Path, puzzle: &Puzzle, solution: &Grid, ext: &str) -> Vec<Expect> {
    fills(puzzle, solution)
        .into_iter()
        .flat_map(|(name, grid, status)| {
            let played = Puzzle::new(puzzle.geometry.clone(), grid.clone()).unwrap();
            let doc = SolutionDoc {
                puzzle: &played,
                solution: Some(solution),
                dropped: &[],
                uniqueness: &Uniqueness::Unknown,
                status: "Solved",
                title: None,
                steps: None,
                cage_style: CageStyle::Outlined,
            };
            let file = dir.join(format!("lines-play-{name}-{ext}.{ext}"));
            write_solution_workbook(&file, &doc).unwrap();
            // The same grid on a worksheet's sheet P1.
            let sheet_file = dir.join(format!("lines-worksheet-{name}-{ext}.{ext}"));
            let worksheet = WorksheetDoc {
                title: "Class".to_string(),
                puzzles: vec![WorksheetPuzzle {
                    geometry: puzzle.geometry.clone(),
                    givens: grid,
                    solution: Some(solution.clone()),
                    other_solution: None,
                    level: None,
                    note: None,
                    hardest_step: None,
                    flaw: None,
                }],
                per_page: 1,
                symbols: None,
                cage_style: CageStyle::Outlined,
            };
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

#[test]
fn a_broken_thermometer_reads_broken_not_solved_after_recalculation() {
    let Some(office) = office("a_broken_thermometer_reads_broken_not_solved_after_recalculation")
    else {
        return;
    };
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/data/lines9.txt");
    // The third: thermometers, whisper lines and palindromes.
    let puzzle = read_puzzles(&path, &ReadOptions::default())
        .unwrap()
        .remove(2);
    let solution = solve_native(&puzzle.geometry, &puzzle.givens)
        .unwrap()
        .expect("a solution");
    let dir = tempfile::tempdir().unwrap();
    let expects: Vec<Expect> = ["xlsx", "ods"]
        .iter()
        .flat_map(|ext| plays(dir.path(), &puzzle, &solution, ext))
        .collect();
    let refs: Vec<&Path> = expects.iter().map(|e| e.file.as_path()).collect();
    let out = dir.path().join("always");
    office.convert(CSV_ALL_SHEETS, &refs, &out, Recalc::Always);
    for expect in &expects {
        let stem = expect.file.file_stem().unwrap().to_str().unwrap();
        assert_eq!(shown_status(expect, &out), expect.status, "{stem}");
        // Every cell, those under the pictures too: their bytes are files
        // of the package, not text in the anchor cell.
        assert!(compare_all_sheets(&expect.file, &out, Recalc::Always) > 500);
    }
}
