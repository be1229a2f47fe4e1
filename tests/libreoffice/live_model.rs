//! The solution workbook stays a live model in Calc: the `Model` sheet's
//! block rows follow sheet `B` by formula (the paper's constraint (4) with
//! b_ij) and its objective follows sheet `A`. A block map redrawn in Calc
//! and a given retyped there change the model's rows when Calc
//! recalculates. (LibreOffice 7.x does not load the Solver settings from
//! a file, so the Solver itself is not run here.)

use std::path::Path;

use crate::cases::{cases, write_workbook_as};
use crate::round_trip::retype_number;
use crate::soffice::{expect_file, field, office, read_csv, sheet_csv, Recalc, CSV_ALL_SHEETS};

/// The Model's summary as Calc computes it after loading `stem`'s CSVs:
/// (objective, givens, constraints not equal to 1).
fn summary(csv_dir: &Path, stem: &str) -> (f64, f64, f64) {
    let model = read_csv(&sheet_csv(csv_dir, stem, "Model"));
    let number = |r: usize| -> f64 {
        let text = field(&model, r, 1);
        text.parse()
            .unwrap_or_else(|_| panic!("{stem}: Model row {} holds '{text}'", r + 1))
    };
    (number(2), number(3), number(4))
}

#[test]
#[ignore = "open defect: after the map on sheet B is edited, Calc's recalculated block rows \
            still all equal 1 (0 rows broken) for both .xlsx and .ods; whether the SUMIF rows or \
            this test's edit of sheet B is at fault is not known yet"]
fn a_redrawn_block_map_and_a_retyped_given_change_the_model() {
    let Some(office) = office("a_redrawn_block_map_and_a_retyped_given_change_the_model") else {
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    let cases = cases();
    let case = &cases[0];
    let n = case.puzzle.geometry.size();
    let mut written = Vec::new();
    for ext in ["xlsx", "ods"] {
        let sub = dir.path().join(ext);
        std::fs::create_dir_all(&sub).unwrap();
        written.push(write_workbook_as(&sub, case, ext));
    }
    // Calc saves both as flat XML, where the edits are plain text changes.
    let flat = dir.path().join("flat");
    let refs: Vec<&Path> = written.iter().map(|p| p.as_path()).collect();
    office.convert("fods", &refs[..1], &flat.join("x"), Recalc::Default);
    office.convert("fods", &refs[1..], &flat.join("o"), Recalc::Default);
    let mut edited = Vec::new();
    for ((sub, from), source) in [("x", "xlsx"), ("o", "ods")].into_iter().zip(&written) {
        let stem = source.file_stem().unwrap().to_str().unwrap();
        let path = flat.join(sub).join(format!("{stem}.fods"));
        let fods = std::fs::read_to_string(expect_file(&path)).unwrap();
        // The block map redrawn: A1 and a cell of another block holding
        // another digit swap labels.
        let g = &case.puzzle.geometry;
        let other = (0..n * n)
            .rev()
            .find(|&c| {
                g.block_of(c) != g.block_of(0) && case.solution.get(c) != case.solution.get(0)
            })
            .unwrap();
        let (first, second) = (g.block_of(0) as u8 + 1, g.block_of(other) as u8 + 1);
        let map = retype_number(&retype_number(&fods, "B", 0, second), "B", other, first);
        let map_path = dir.path().join(format!("map-{from}.fods"));
        std::fs::write(&map_path, map).unwrap();
        // A given retyped: the first given of sheet A gets another digit.
        let given = (0..n * n)
            .find(|&c| case.puzzle.givens.get(c) != 0)
            .unwrap();
        let digit = case.puzzle.givens.get(given) % n as u8 + 1;
        let puzzle = retype_number(&fods, "A", 0, digit);
        let puzzle_path = dir.path().join(format!("given-{from}.fods"));
        std::fs::write(&puzzle_path, puzzle).unwrap();
        let same_path = dir.path().join(format!("same-{from}.fods"));
        std::fs::write(&same_path, &fods).unwrap();
        edited.extend([map_path, puzzle_path, same_path]);
    }
    let csv = dir.path().join("csv");
    let refs: Vec<&Path> = edited.iter().map(|p| p.as_path()).collect();
    office.convert(CSV_ALL_SHEETS, &refs, &csv, Recalc::Always);
    let givens = case.puzzle.givens.given_count() as f64;
    for from in ["xlsx", "ods"] {
        // Unchanged: the solution meets every row and keeps every given.
        let same = summary(&csv, &format!("same-{from}"));
        assert_eq!(same, (givens, givens, 0.0), "{from}, unchanged");
        // The redrawn map: the two blocks no longer hold each digit once
        // in the stored solution, so their rows say so.
        let (objective, _, broken) = summary(&csv, &format!("map-{from}"));
        assert_eq!(objective, givens, "{from}, redrawn map");
        assert!(broken >= 2.0, "{from}: {broken} rows broken by the new map");
        // The retyped given: the objective counts one given fewer kept.
        let (objective, count, broken) = summary(&csv, &format!("given-{from}"));
        assert_eq!(
            (objective, count, broken),
            (givens - 1.0, givens, 0.0),
            "{from}, retyped given"
        );
    }
}
