//! Cages drawn without a total (issue 47) read and written back by every
//! store that holds cages: the `cages=` field (`?:B1,B2,B3`), f-puzzles'
//! `killercage` without a `value`, and sheet `K` of our solution workbooks
//! (`?` in the sum table), in `.xlsx` and `.ods`.

use sheetdoku::read::{read_puzzle, read_puzzles_from, ReadOptions};
use sheetdoku::solve::{count_solutions, solve_puzzle, Count, SolveOptions};
use sheetdoku::write::{fpuzzles_links, puzzle_line, write_solution_workbook, SolutionDoc};
use sheetdoku::{CageSum, Puzzle};
use std::io::Cursor;
use tempfile::TempDir;

/// A 4x4 killer (docs/killer.md's example) with three cages' totals left out.
const LINE: &str = "................ cages=1:A1;?:B1,B2,B3;?:C1,D1,C2;9:A2,A3,A4;?:D2,D3;4:C3;5:B4,C4;1:D4";

fn read_line(text: &str) -> Puzzle {
    let mut read = read_puzzles_from(Cursor::new(text.as_bytes()), "p.txt", &ReadOptions::default())
        .unwrap();
    assert_eq!(read.len(), 1);
    read.remove(0)
}

fn sums(p: &Puzzle) -> Vec<CageSum> {
    p.geometry.cages().map(|(_, c)| c.sum).collect()
}

#[test]
fn cages_without_totals_read_from_a_line_and_are_written_back_alike() {
    let p = read_line(LINE);
    let not_given = sums(&p).iter().filter(|s| **s == CageSum::NotGiven).count();
    assert_eq!(not_given, 3);
    let line = puzzle_line(&p.geometry, &p.givens).unwrap();
    assert!(line.contains("?:B1,B2,B3"), "{line}");
    assert!(line.contains("?:D2,D3"), "{line}");
    let back = read_line(&line);
    assert_eq!(back.geometry, p.geometry);
    // Without three totals the 4x4 has more grids than its one.
    let count = count_solutions(&p.geometry, &p.givens, 100).unwrap();
    assert!(matches!(count, Count::Exact(c) if c > 1), "{count:?}");
}

#[test]
fn a_cage_without_a_total_is_a_killercage_without_a_value_in_f_puzzles() {
    let p = read_line(LINE);
    let links = fpuzzles_links(&p.geometry, &p.givens, None).unwrap();
    // Three cages with no `value`, the others with theirs.
    assert_eq!(links.json.matches(r#""value":"#).count(), 5, "{}", links.json);
    let back = read_line(&links.fpuzzles);
    assert_eq!(back.geometry.constraints(), p.geometry.constraints());
}

#[test]
fn sheet_k_of_a_solution_workbook_keeps_cages_without_totals() {
    let dir = TempDir::new().unwrap();
    let p = read_line(LINE);
    let report = solve_puzzle(&p.geometry, &p.givens, &SolveOptions::default()).unwrap();
    let doc = SolutionDoc::from_report(&p, &report, "Solved");
    for ext in ["xlsx", "ods"] {
        let path = dir.path().join(format!("no-total.{ext}"));
        write_solution_workbook(&path, &doc).unwrap();
        let back = read_puzzle(&path, &ReadOptions::default()).unwrap();
        assert_eq!(back.geometry, p.geometry, "{ext}");
        assert_eq!(back.givens, p.givens, "{ext}");
    }
}
