//! The LP file of Peško's model, through the public API.

use sheetdoku::solve::write_lp;
use sheetdoku::{Geometry, Grid, Variant};

const MATLAB: &str =
    ".2..3..4.6.......3..4...5.....8.6...8...1...6...7.5.....7...6..4.......8.3..4..2.";

fn lp(geometry: &Geometry, givens: &Grid) -> String {
    let mut out = Vec::new();
    write_lp(geometry, givens, &mut out).unwrap();
    String::from_utf8(out).unwrap()
}

/// The named rows of the "Subject To" section.
fn constraint_names(text: &str) -> Vec<String> {
    let body = text
        .split("\nSubject To\n")
        .nth(1)
        .unwrap()
        .split("\nBinary\n")
        .next()
        .unwrap();
    body.lines()
        .filter_map(|l| l.split_once(':').map(|(name, _)| name.trim().to_string()))
        .collect()
}

fn binaries(text: &str) -> Vec<String> {
    let body = text
        .split("\nBinary\n")
        .nth(1)
        .unwrap()
        .split("\nEnd")
        .next()
        .unwrap();
    body.split_whitespace().map(str::to_string).collect()
}

#[test]
fn standard_9x9_has_the_papers_324_rows_and_729_binaries() {
    let g = Geometry::standard(9).unwrap();
    let text = lp(&g, &Grid::parse_line(MATLAB).unwrap());
    let sections: Vec<&str> = text
        .lines()
        .filter(|l| ["Maximize", "Subject To", "Binary", "End"].contains(l))
        .collect();
    assert_eq!(sections, ["Maximize", "Subject To", "Binary", "End"]);
    assert!(text.ends_with("End\n"));
    let names = constraint_names(&text);
    assert_eq!(names.len(), 4 * 81);
    for name in ["row4_d5", "col3_d1", "block2_d7", "cell_4_5", "cell_9_9"] {
        assert!(names.contains(&name.to_string()), "{name}");
    }
    let vars = binaries(&text);
    assert_eq!(vars.len(), 729);
    assert!(vars.contains(&"x_9_9_9".to_string()));
    assert!(text.lines().all(|l| l.len() <= 255));
    // The objective has one term per given: x_1_2_2 for the 2 at row 1, column 2.
    let objective = text
        .split("\nMaximize\n")
        .nth(1)
        .unwrap()
        .split("\nSubject To")
        .next()
        .unwrap();
    assert_eq!(objective.matches("x_").count(), 21);
    assert!(objective.contains("x_1_2_2"));
    assert!(text.contains(" row1_d1: x_1_1_1 + x_1_2_1 + x_1_3_1 + x_1_4_1 + x_1_5_1"));
    assert!(text.contains(" cell_1_1: x_1_1_1 + x_1_1_2 + x_1_1_3"));
}

#[test]
fn variants_add_their_rows() {
    let empty = Grid::empty(9);
    let x = lp(&Geometry::for_variant(Variant::X, 9, None).unwrap(), &empty);
    let names = constraint_names(&x);
    assert_eq!(names.len(), 324 + 18);
    assert!(names.contains(&"diag_d3".to_string()));
    assert!(names.contains(&"anti_d3".to_string()));
    let w = lp(
        &Geometry::for_variant(Variant::WINDOKU_X, 9, None).unwrap(),
        &empty,
    );
    let names = constraint_names(&w);
    assert_eq!(names.len(), 324 + 18 + 36);
    assert!(names.contains(&"extra1_d2".to_string()));
    assert!(names.contains(&"extra4_d9".to_string()));
    // No givens: a zero objective term keeps the section well formed.
    assert!(w.contains("obj: 0 x_1_1_1"));
}

#[test]
fn big_grids_wrap_long_rows_and_jigsaw_regions_are_blocks() {
    let g = Geometry::standard(25).unwrap();
    let text = lp(&g, &Grid::empty(25));
    assert!(text.lines().all(|l| l.len() <= 255));
    assert_eq!(constraint_names(&text).len(), 4 * 625);
    assert_eq!(binaries(&text).len(), 25 * 25 * 25);
    // Sense and right-hand side stay together on a line.
    assert!(text.lines().filter(|l| l.ends_with(" = 1")).count() == 4 * 625);

    let mut map: Vec<u32> = (0..81)
        .map(|i| ((i / 27) * 3 + (i % 9) / 3) as u32)
        .collect();
    map.swap(2, 12);
    let jigsaw = Geometry::from_block_map(9, &map).unwrap();
    let names = constraint_names(&lp(&jigsaw, &Grid::empty(9)));
    assert_eq!(names.len(), 324);
    assert!(names.contains(&"block9_d9".to_string()));
}

#[test]
fn a_size_mismatch_is_an_error_not_a_panic() {
    let g = Geometry::standard(9).unwrap();
    let mut out = Vec::new();
    assert!(write_lp(&g, &Grid::empty(4), &mut out).is_err());
}
