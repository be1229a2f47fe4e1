//! A puzzle of sandwich clues (the published "Between 1 and 9"): its
//! `Play` sheet and a worksheet's sheet `P1`, filled right, with every
//! unit kept but sandwiches wrong, with only a line's 1 and 9 side by side
//! beside a clue that is not 0, and with a clash, read what the checker
//! says, in .xlsx and .ods, after LibreOffice recalculates; and every cell
//! they show equals what we stored. Its solution workbook's Model sheet,
//! the clues' big-M rows included, recalculates to what we stored too.

use std::path::{Path, PathBuf};

use sheetdoku::check::{check, Conflict};
use sheetdoku::read::{read_puzzles, ReadOptions};
use sheetdoku::solve::solve_native;
use sheetdoku::write::{write_solution_workbook, SolutionDoc};
use sheetdoku::{Constraint, Grid, Puzzle};

use super::formulas::compare_all_sheets;
use super::rule_status::{exchange_breaking, statuses_after_recalculation, with_a_clash};
use super::soffice::{field, office, read_csv, sheet_csv, Recalc, CSV_ALL_SHEETS};

const BROKEN: &str = "a sandwich sum is broken";

/// The fills of the `Play` sheet and the status each must read.
fn fills(puzzle: &Puzzle, solution: &Grid) -> Vec<(&'static str, Grid, &'static str)> {
    let geometry = &puzzle.geometry;
    let n = geometry.size() as u8;
    let wrong = exchange_breaking(geometry, solution, |c| {
        matches!(c, Conflict::Sandwich { .. })
    })
    .expect("some exchange of two digits breaks a sandwich");
    // The first line whose clue is not 0: its 1 and its 9 side by side.
    let line = geometry
        .constraints()
        .iter()
        .find_map(|rule| match rule {
            Constraint::Sandwich(s) if s.sum > 0 => Some(s.cells.clone()),
            Constraint::AllDifferent(_)
            | Constraint::Cage(_)
            | Constraint::Parity(_)
            | Constraint::Pair(_)
            | Constraint::Line(_)
            | Constraint::Anti(_)
            | Constraint::Sum(_)
            | Constraint::Sandwich(_) => None,
        })
        .expect("a clue");
    let mut partial = Grid::empty(solution.size());
    partial.set(line[3], 1);
    partial.set(line[4], n);
    let report = check(geometry, &partial);
    assert!(!report.conflicts.is_empty());
    assert!(
        report
            .conflicts
            .iter()
            .all(|c| matches!(c, Conflict::Sandwich { .. })),
        "{partial}"
    );
    let clash = with_a_clash(geometry, &wrong);
    vec![
        ("right", solution.clone(), "solved"),
        ("sandwiches", wrong, BROKEN),
        ("partial", partial, BROKEN),
        ("clash", clash, "clash"),
    ]
}

#[test]
fn a_wrong_sandwich_reads_broken_not_solved_after_recalculation() {
    let Some(office) = office("a_wrong_sandwich_reads_broken_not_solved_after_recalculation")
    else {
        return;
    };
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/data/public/sandwich.json");
    let puzzle = read_puzzles(&path, &ReadOptions::default())
        .unwrap()
        .remove(0);
    let solution = solve_native(&puzzle.geometry, &puzzle.givens)
        .unwrap()
        .expect("a solution");
    let fills = fills(&puzzle, &solution);
    statuses_after_recalculation(&office, "sandwiches", &puzzle, &solution, &fills);
}

/// The published puzzle's solution workbook, with its solution stored and
/// with a grid stored whose digits `a` and `b` between 1 and 9 are
/// exchanged (every unit kept, the 1s and 9s in place, sandwiches
/// broken): LibreOffice recalculates every cell of the Model sheet, its
/// sandwich rows and the summary's count of broken rows included, to what
/// we stored; the wrong grid's count is not 0.
#[test]
fn a_sandwich_models_rows_show_the_stored_values_after_recalculation() {
    let Some(office) = office("a_sandwich_models_rows_show_the_stored_values_after_recalculation")
    else {
        return;
    };
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/data/public/sandwich.json");
    let puzzle = read_puzzles(&path, &ReadOptions::default())
        .unwrap()
        .remove(0);
    let solution = solve_native(&puzzle.geometry, &puzzle.givens)
        .unwrap()
        .expect("a solution");
    let n = puzzle.geometry.size() as u8;
    let wrong = (2..n)
        .flat_map(|a| (a + 1..n).map(move |b| (a, b)))
        .map(|(a, b)| {
            let cells = solution
                .cells()
                .iter()
                .map(|&d| match d {
                    d if d == a => b,
                    d if d == b => a,
                    d => d,
                })
                .collect();
            Grid::from_cells(solution.size(), cells).unwrap()
        })
        .find(|g| {
            let conflicts = check(&puzzle.geometry, g).conflicts;
            !conflicts.is_empty()
                && conflicts
                    .iter()
                    .all(|c| matches!(c, Conflict::Sandwich { .. }))
        })
        .expect("an exchange breaking sandwiches");
    let dir = tempfile::tempdir().unwrap();
    let mut files = Vec::new();
    for (stem, grid) in [("model-right", &solution), ("model-wrong", &wrong)] {
        for ext in ["xlsx", "ods"] {
            let file = dir.path().join(format!("{stem}-{ext}.{ext}"));
            let doc = SolutionDoc::new(&puzzle, "Solved").with_solution(Some(grid));
            write_solution_workbook(&file, &doc).unwrap();
            files.push((stem, file));
        }
    }
    let refs: Vec<&Path> = files.iter().map(|(_, f)| f.as_path()).collect();
    let out = dir.path().join("always");
    office.convert(CSV_ALL_SHEETS, &refs, &out, Recalc::Always);
    for (stem, file) in &files {
        let name = file.file_stem().unwrap().to_str().unwrap();
        let model = read_csv(&sheet_csv(&out, name, "Model"));
        let rows = model
            .iter()
            .filter(|row| row.first().is_some_and(|l| l.ends_with(": Σ k·x − S")))
            .count();
        assert!(rows > 50, "{name}: {rows} sandwich rows");
        // The summary's rows broken (row 5, column B).
        let broken: f64 = field(&model, 4, 1).parse().unwrap();
        match *stem {
            "model-right" => assert_eq!(broken, 0.0, "{name}"),
            _ => assert!(broken > 0.0, "{name}"),
        }
        assert!(compare_all_sheets(file, &out, Recalc::Always) > 500);
    }
}
