//! `sheetdoku explore`: grids, fewest givens and the study report, end to end.

use predicates::prelude::*;
use sheetdoku::explore::JIGSAW_6X6;
use sheetdoku::write::write_input_workbook;
use sheetdoku::{Geometry, Grid, Puzzle, Variant};
use tempfile::TempDir;

use super::common::{sheetdoku, text_file};

#[test]
fn grids_of_4x4_reproduce_the_known_counts() {
    sheetdoku()
        .args(["explore", "grids", "--variant", "standard", "--size", "4"])
        .assert()
        .success()
        .stdout(predicate::str::contains("4x4 standard: 288 grids"))
        .stdout(predicate::str::contains("12 classes"))
        .stdout(predicate::str::contains(
            "all 288 grids listed fall into 12 classes",
        ))
        .stdout(predicate::str::contains("essentially different: 2 "));
}

#[test]
fn grids_of_a_jigsaw_map_from_a_file() {
    let dir = TempDir::new().unwrap();
    let map = dir.path().join("map.xlsx");
    let geometry = Geometry::for_variant(Variant::JIGSAW, 6, Some(&JIGSAW_6X6)).unwrap();
    write_input_workbook(&map, &Puzzle::new(geometry, Grid::empty(6)).unwrap()).unwrap();
    sheetdoku()
        .args([
            "explore",
            "grids",
            "--variant",
            "jigsaw",
            "--size",
            "6",
            "--blocks",
        ])
        .arg(&map)
        .assert()
        .success()
        .stdout(predicate::str::contains("6x6 jigsaw: "))
        .stdout(predicate::str::contains("essentially different: "));
}

#[test]
fn grids_of_9x9_are_estimated_with_an_interval_holding_the_published_count() {
    sheetdoku()
        .args([
            "explore", "grids", "--size", "9", "--probes", "2000", "--seed", "1",
        ])
        .assert()
        .success()
        .stdout(predicate::str::contains("95% interval"))
        .stdout(predicate::str::contains(
            "6,670,903,752,021,072,936,960 grids (inside the interval)",
        ));
}

#[test]
fn a_time_limit_stops_the_estimate_and_keeps_what_was_found() {
    sheetdoku()
        .args(["explore", "grids", "--size", "9", "--probes", "100000000"])
        .args(["--time-limit", "0.5"])
        .assert()
        .code(1)
        .stdout(predicate::str::contains(
            "stopped early (the time limit was reached)",
        ))
        .stdout(predicate::str::contains("about "));
}

#[test]
fn min_givens_of_4x4_is_4_and_proven() {
    sheetdoku()
        .args(["explore", "min-givens", "--size", "4"])
        .assert()
        .success()
        .stdout(predicate::str::contains("fewest givens 4 (proven)"))
        .stdout(predicate::str::contains("2 complete grids examined"));
}

#[test]
fn min_givens_of_one_grid_with_peskos_cut() {
    let dir = TempDir::new().unwrap();
    let grid = text_file(&dir, "grid.txt", "1234341221434321\n");
    sheetdoku()
        .args([
            "explore",
            "min-givens",
            "--size",
            "4",
            "--finder",
            "blp-cut",
            "--grid",
        ])
        .arg(&grid)
        .assert()
        .success()
        .stdout(predicate::str::contains("(proven) for the grid of"));
}

#[test]
fn min_givens_refuses_a_grid_with_empty_cells() {
    let dir = TempDir::new().unwrap();
    let grid = text_file(&dir, "grid.txt", "1234341221434.21\n");
    sheetdoku()
        .args(["explore", "min-givens", "--size", "4", "--grid"])
        .arg(&grid)
        .assert()
        .code(2)
        .stderr(predicate::str::contains(
            "1 empty cells; --grid needs a complete grid",
        ));
}

#[test]
fn min_givens_of_9x9_reports_the_best_found_beside_the_record() {
    sheetdoku()
        .args(["explore", "min-givens", "--variant", "x", "--size", "9"])
        .args(["--grids", "1000", "--time-limit", "1"])
        .assert()
        .code(1)
        .stdout(predicate::str::contains("(best found, not proven"))
        .stdout(predicate::str::contains(
            "published record: 12 (best known)",
        ));
}

#[test]
fn windoku_needs_square_boxes() {
    sheetdoku()
        .args(["explore", "grids", "--variant", "windoku", "--size", "6"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains("Windoku needs square boxes"));
}

#[test]
fn report_writes_tables_and_a_chart_within_its_time_limit() {
    let dir = TempDir::new().unwrap();
    let out = dir.path().join("study.xlsx");
    sheetdoku()
        .args([
            "explore",
            "report",
            "--probes",
            "300",
            "--search-time",
            "0.3",
        ])
        .args(["--exact-time", "2", "--time-limit", "60", "-o"])
        .arg(&out)
        .assert()
        .stdout(predicate::str::contains("4x4 standard   288 grids (exact)"))
        .stdout(predicate::str::contains(
            "4x4 standard   fewest givens 4 (proven)",
        ));
    let file = std::fs::File::open(&out).unwrap();
    let zip = zip::ZipArchive::new(file).unwrap();
    let names: Vec<String> = zip.file_names().map(|n| n.unwrap().into_owned()).collect();
    assert!(
        names.iter().any(|n| n.starts_with("xl/charts/chart")),
        "{names:?}"
    );
    let mut book = calamine::open_workbook_auto(&out).unwrap();
    use calamine::Reader;
    assert_eq!(book.sheet_names(), ["Summary", "Grids", "Givens"]);
    let grids = book.worksheet_range("Grids").unwrap();
    let row = grids.rows().find(|r| r[0] == "4x4 standard").unwrap();
    assert_eq!(row[1].to_string(), "288");
}

#[test]
fn report_as_ods_has_the_tables() {
    let dir = TempDir::new().unwrap();
    let out = dir.path().join("study.ods");
    let run = sheetdoku()
        .args([
            "explore",
            "report",
            "--probes",
            "100",
            "--search-time",
            "0.2",
        ])
        .args(["--exact-time", "1", "--time-limit", "30", "-o"])
        .arg(&out)
        .assert();
    // 0 when every figure was finished in time, 1 when some were cut short.
    assert!(matches!(run.get_output().status.code(), Some(0 | 1)));
    let mut book = calamine::open_workbook_auto(&out).unwrap();
    use calamine::Reader;
    let givens = book.worksheet_range("Givens").unwrap();
    assert!(givens.rows().any(|r| r[0] == "9x9 windoku-x"));
}
