//! Generated teachers' sheets (see `tests/read_generated`) passed through
//! LibreOffice: written as .xlsx, converted by Calc to .ods and to CSV,
//! read back. The result must be the intended grid or a refusal that names
//! it: never another grid.

use std::path::Path;

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use sheetdoku::read::{read_puzzles, ReadOptions};
use sheetdoku::{CellNamer, Grid};

use super::soffice::{expect_file, office, Recalc};
use crate::read_generated::shape::{self, Case};
use crate::read_generated::write;

/// Cases per run (each conversion call takes a few seconds for all).
const CASES: u64 = 12;

/// What is wrong with reading `path` as `case`, if anything.
fn judge(case: &Case, path: &Path) -> Option<String> {
    let n = case.n;
    let (r0, c0) = (case.at.0 as usize, case.at.1 as usize);
    let range = format!(
        "{}:{}",
        sheetdoku::model::a1(r0, c0),
        sheetdoku::model::a1(r0 + n - 1, c0 + n - 1)
    );
    let opts = ReadOptions::default().with_size(case.size_given.then_some(n));
    match read_puzzles(path, &opts) {
        Ok(ps) => {
            let givens = Grid::from_cells(n, case.givens.clone()).unwrap();
            let right = ps.len() == 1
                && ps[0].givens == givens
                && ps[0].source.namer == CellNamer::at(r0, c0);
            (!right).then(|| format!("MISREAD, meant {range}"))
        }
        Err(e) => {
            // A choice `Sheet1!B2:J10 (9x9, ...)` or `'Trieda 3B'!B2:J10`.
            let text = e.to_string();
            let named = text.contains("choose")
                && [format!("{range} ("), format!("{range};")]
                    .iter()
                    .any(|end| text.contains(end) || text.ends_with(range.as_str()));
            (!named).then(|| format!("refused: {text}"))
        }
    }
}

#[test]
fn generated_sheets_saved_by_calc_read_as_meant_or_ask() {
    let Some(office) = office("generated_sheets_saved_by_calc_read_as_meant_or_ask") else {
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    let cases: Vec<Case> = (0..CASES)
        .map(|seed| shape::case(&mut ChaCha8Rng::seed_from_u64(seed), false))
        .collect();
    let sources: Vec<_> = cases
        .iter()
        .enumerate()
        .map(|(k, case)| {
            let path = dir.path().join(format!("case{k}.xlsx"));
            std::fs::write(&path, write::xlsx(&case.book)).unwrap();
            path
        })
        .collect();
    let refs: Vec<&Path> = sources.iter().map(|p| p.as_path()).collect();
    let out = dir.path().join("calc");
    office.convert("ods", &refs, &out, Recalc::Default);
    office.convert("csv", &refs, &out, Recalc::Default);
    let mut failed = Vec::new();
    for (k, case) in cases.iter().enumerate() {
        let mut files = vec![out.join(format!("case{k}.ods"))];
        // Calc's CSV holds the first sheet, hidden columns too (it cannot
        // say they were hidden): only cases without them.
        let hidden = case.book.sheets.iter().any(|s| !s.hidden_cols.is_empty());
        if !hidden && case.book.sheets.len() == 1 {
            files.push(out.join(format!("case{k}.csv")));
        }
        for file in files {
            if let Some(why) = judge(case, expect_file(&file)) {
                failed.push(format!(
                    "{} ({}): {why}",
                    file.display(),
                    case.traits.join(", ")
                ));
            }
        }
    }
    assert!(failed.is_empty(), "{}", failed.join("\n"));
}
