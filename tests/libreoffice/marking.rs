//! The marking property with LibreOffice in the loop: each pupil's file is
//! opened and saved by Calc in the other format (.xlsx as .ods, .ods as
//! .xlsx) before it is marked, and every verdict must still equal a direct
//! comparison with the solution (`tests/marking/class.rs`), for a class
//! set of killers too.

use std::cell::Cell;
use std::path::{Path, PathBuf};

use crate::class::{mark_a_class, mark_a_class_of, Class};
use crate::soffice::{expect_file, office, Recalc};

#[test]
fn marks_of_files_saved_by_calc_equal_a_direct_comparison() {
    let Some(office) = office("marks_of_files_saved_by_calc_equal_a_direct_comparison") else {
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    let runs = Cell::new(0);
    let resave = |path: &Path| -> PathBuf {
        runs.set(runs.get() + 1);
        let other = match path.extension().and_then(|e| e.to_str()) {
            Some("xlsx") => "ods",
            _ => "xlsx",
        };
        let out = dir.path().join(format!("calc{}", runs.get()));
        office.convert(other, &[path], &out, Recalc::Default);
        let stem = path.file_stem().unwrap().to_str().unwrap();
        expect_file(&out.join(format!("{stem}.{other}"))).to_path_buf()
    };
    // Seeded worksheets of every per-page setting, small to the largest.
    for (seed, count, per_page) in [(21, 3, 1), (22, 5, 2), (23, 8, 4), (24, 12, 6)] {
        mark_a_class(seed, count, per_page, &resave)
            .unwrap_or_else(|e| panic!("seed {seed}, {count} puzzles, {per_page} a page: {e}"));
    }
    // A class set of killers, their rows of digits apart under the sums.
    mark_a_class_of(Class::Killers, 25, 8, 4, &resave)
        .unwrap_or_else(|e| panic!("killers, seed 25: {e}"));
    assert_eq!(runs.get(), 10, "each class saved by Calc in both formats");
}

/// A worksheet of killers saved by Calc in the other format still reads
/// back each `P` sheet as its killer, cages and all, and still refuses a
/// range of a killer's `P` sheet rather than read it as a plain Sudoku.
#[test]
fn killer_p_sheets_saved_by_calc_read_back_with_their_cages() {
    let Some(office) = office("killer_p_sheets_saved_by_calc_read_back_with_their_cages") else {
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    let base = sheetdoku::Geometry::standard(6).unwrap();
    let puzzles: Vec<sheetdoku::write::WorksheetPuzzle> = (0..3)
        .map(|seed| {
            let mut opts = sheetdoku::generate::KillerOptions::default();
            opts.seed = seed;
            let k = sheetdoku::generate::generate_killer(&base, &opts).unwrap();
            sheetdoku::write::WorksheetPuzzle::killer(k)
        })
        .collect();
    let doc = sheetdoku::write::WorksheetDoc {
        title: "Killers".to_string(),
        puzzles,
        per_page: 2,
        symbols: None,
        cage_style: sheetdoku::write::CageStyle::Outlined,
    };
    let cages = |g: &sheetdoku::Geometry| {
        let mut c: Vec<_> = g.cages().map(|(_, c)| (c.cells.clone(), c.sum)).collect();
        c.sort();
        c
    };
    for (ext, other) in [("xlsx", "ods"), ("ods", "xlsx")] {
        let written = dir.path().join(format!("killers.{ext}"));
        sheetdoku::write::write_worksheet(&written, &doc).unwrap();
        let out = dir.path().join(format!("calc-{ext}"));
        office.convert(other, &[written.as_path()], &out, Recalc::Default);
        let saved = expect_file(&out.join(format!("killers.{other}"))).to_path_buf();
        let select = |puzzle: &str| sheetdoku::read::ReadOptions {
            puzzle: Some(puzzle.to_string()),
            ..sheetdoku::read::ReadOptions::default()
        };
        for (k, p) in doc.puzzles.iter().enumerate() {
            let read =
                sheetdoku::read::read_puzzle(&saved, &select(&format!("P{}", k + 1))).unwrap();
            assert_eq!(
                cages(&read.geometry),
                cages(&p.geometry),
                "{other} P{}",
                k + 1
            );
            assert_eq!(read.givens, p.givens, "{other} P{}", k + 1);
        }
        let e = sheetdoku::read::read_puzzle(&saved, &select("P1!A1:F6")).unwrap_err();
        assert!(
            e.to_string().contains("read the whole sheet P1"),
            "{other}: {e}"
        );
    }
}
