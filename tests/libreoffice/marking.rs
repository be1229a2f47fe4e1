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
