//! Workbooks whose self-checking grids are filled right, wrong and partly,
//! and what their status cells must read.

use std::path::{Path, PathBuf};

use sheetdoku::solve::Uniqueness;
use sheetdoku::write::{
    write_input_workbook, write_solution_workbook, write_worksheet, SolutionDoc, WorksheetDoc,
    WorksheetPuzzle,
};
use sheetdoku::{Grid, Puzzle};

use super::cases::Case;
use super::soffice::{read_csv, sheet_csv};

/// A workbook, the sheet that checks itself and the status it must show.
pub struct Expect {
    pub file: PathBuf,
    pub sheet: &'static str,
    pub status: &'static str,
}

/// `solution` with the first two cells of its first row swapped: complete,
/// but with clashes in columns and maybe blocks.
fn swapped(solution: &Grid) -> Grid {
    let mut wrong = solution.clone();
    let (a, b) = (solution.get(0), solution.get(1));
    wrong.set(0, b);
    wrong.set(1, a);
    wrong
}

/// Input workbooks (format `ext`) with sheet `A` holding the right grid, a
/// wrong complete grid, the givens, nothing, and a solution workbook whose
/// `Play` sheet holds the complete grid.
pub fn workbooks(dir: &Path, case: &Case, ext: &str) -> Vec<Expect> {
    let n = case.solution.size();
    let geometry = &case.puzzle.geometry;
    let mut expects = Vec::new();
    let inputs = [
        ("right", case.solution.clone(), "solved"),
        ("wrong", swapped(&case.solution), "clash"),
        ("started", case.puzzle.givens.clone(), "not started"),
        ("empty", Grid::empty(n), "not started"),
    ];
    for (name, grid, status) in inputs {
        let file = dir.join(format!("{}-{name}-{ext}.{ext}", case.stem));
        write_input_workbook(&file, &Puzzle::new(geometry.clone(), grid).unwrap()).unwrap();
        expects.push(Expect {
            file,
            sheet: "A",
            status,
        });
    }
    let complete = Puzzle::new(geometry.clone(), case.solution.clone()).unwrap();
    let doc = SolutionDoc::new(&complete, "Solved")
        .with_solution(Some(&case.solution))
        .with_uniqueness(&Uniqueness::Unique);
    let file = dir.join(format!("{}-played-{ext}.{ext}", case.stem));
    write_solution_workbook(&file, &doc).unwrap();
    expects.push(Expect {
        file,
        sheet: "Play",
        status: "solved",
    });
    expects
}

/// Generator worksheets (format `ext`) of one puzzle whose grid is filled
/// in right, wrong and partly: the status of its own sheet `P1` and, for the
/// right one, of the grid on the printable page.
pub fn worksheets(dir: &Path, case: &Case, ext: &str) -> Vec<Expect> {
    let fills = [
        ("right", case.solution.clone(), "solved"),
        ("wrong", swapped(&case.solution), "clash"),
        ("started", case.puzzle.givens.clone(), "not started"),
    ];
    let mut expects = Vec::new();
    for (name, givens, status) in fills {
        let file = dir.join(format!("{}-worksheet-{name}-{ext}.{ext}", case.stem));
        let doc = WorksheetDoc::default()
            .with_title("Class")
            .with_puzzles(vec![WorksheetPuzzle::new(
                case.puzzle.geometry.clone(),
                givens,
            )
            .with_solution(Some(case.solution.clone()))])
            .with_per_page(1);
        write_worksheet(&file, &doc).unwrap();
        if name == "right" {
            expects.push(Expect {
                file: file.clone(),
                sheet: "Worksheet",
                status,
            });
        }
        expects.push(Expect {
            file,
            sheet: "P1",
            status,
        });
    }
    expects
}

/// The status cell of `expect.sheet` in the CSV that LibreOffice wrote.
pub fn shown_status(expect: &Expect, csv_dir: &Path) -> String {
    let stem = expect.file.file_stem().unwrap().to_str().unwrap();
    let rows = read_csv(&sheet_csv(csv_dir, stem, expect.sheet));
    let found: Vec<&String> = rows
        .iter()
        .flatten()
        .filter(|f| {
            [
                "solved",
                "not started",
                "no clash so far",
                "clash",
                "a cage's sum is broken",
                "a mark between two cells is broken",
                "a line is broken",
                "a sum is broken",
                "a sandwich sum is broken",
                "a red cell holds something other than a digit of the grid",
            ]
            .contains(&f.as_str())
        })
        .collect();
    assert_eq!(found.len(), 1, "{stem}: status cells {found:?}");
    found[0].clone()
}

/// `grid` with digits 1 and 2 exchanged: every unit still holds each digit
/// once, but a cage holding one of them and not the other changes its total.
fn one_and_two_exchanged(grid: &Grid) -> Grid {
    let mut out = grid.clone();
    for cell in 0..grid.cells().len() {
        match grid.get(cell) {
            1 => out.set(cell, 2),
            2 => out.set(cell, 1),
            _ => {}
        }
    }
    out
}

/// Solution workbooks (format `ext`) of the killer `case` whose `Play`
/// sheet holds: the answer ("solved"); a complete grid that keeps every
/// unit but breaks cage sums ("a cage's sum is broken", not "clash": no
/// digit repeats); and only the cells of one such broken cage, complete
/// with the wrong total (the same).
pub fn killer_plays(dir: &Path, case: &Case, ext: &str) -> Vec<Expect> {
    let geometry = &case.puzzle.geometry;
    let wrong = one_and_two_exchanged(&case.solution);
    let report = sheetdoku::check::check(geometry, &wrong);
    let broken = report
        .conflicts
        .iter()
        .find(|c| matches!(c, sheetdoku::check::Conflict::Sum { .. }))
        .expect("exchanging 1 and 2 breaks a cage of the test killer");
    assert!(
        report
            .conflicts
            .iter()
            .all(|c| matches!(c, sheetdoku::check::Conflict::Sum { .. })),
        "only cage sums are broken: {:?}",
        report.conflicts
    );
    let mut one_cage = Grid::empty(case.solution.size());
    for &cell in broken.cells() {
        one_cage.set(cell, wrong.get(cell));
    }
    let fills = [
        ("right", case.solution.clone(), "solved"),
        ("sums", wrong, "a cage's sum is broken"),
        ("one-cage", one_cage, "a cage's sum is broken"),
    ];
    let mut expects = Vec::new();
    for (name, grid, status) in fills {
        let played = Puzzle::new(geometry.clone(), grid).unwrap();
        let doc = SolutionDoc::new(&played, "Solved").with_solution(Some(&case.solution));
        let file = dir.join(format!("{}-play-{name}-{ext}.{ext}", case.stem));
        write_solution_workbook(&file, &doc).unwrap();
        expects.push(Expect {
            file,
            sheet: "Play",
            status,
        });
    }
    expects
}
