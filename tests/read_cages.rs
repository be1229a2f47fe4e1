//! Killer cages typed on sheet `K` of our input workbook: a grid of cage
//! labels at A1 and, right of it, each label's sum; read with or without
//! givens, with every variant, and refused with the file, sheet `K`, the
//! cell and the teacher's own label when a cage is wrong.

use crate::support::*;
use rust_xlsxwriter::{Workbook, Worksheet};
use sheetdoku::read::{read_puzzle, ReadOptions};
use sheetdoku::solve::{count_solutions, Count};
use sheetdoku::write::{example_killer, write_input_workbook};
use sheetdoku::{Diagonals, Geometry, Grid, Puzzle, Variant};
use tempfile::TempDir;

/// A 4x4 killer over the grid 1234/3412/2143/4321.
/// (Of the 288 grids of a 4x4, only that one keeps these cages.)
const LABELS: [&str; 4] = ["AABB", "CDDB", "CEEF", "GGHF"];
const SUMS: [(&str, f64); 8] = [
    ("A", 3.0),
    ("B", 9.0),
    ("C", 5.0),
    ("D", 5.0),
    ("E", 5.0),
    ("F", 4.0),
    ("G", 7.0),
    ("H", 2.0),
];

/// Sheet K: the labels at A1 and the sum table at column `table`, with a
/// heading row.
fn k_sheet(wb: &mut Workbook, labels: &[&str], sums: &[(&str, f64)], table: u16) {
    let ws: &mut Worksheet = wb.add_worksheet();
    ws.set_name("K").unwrap();
    put_labels(ws, 0, 0, labels);
    ws.write_string(0, table, "Cage").unwrap();
    ws.write_string(0, table + 1, "Sum").unwrap();
    for (i, (label, sum)) in sums.iter().enumerate() {
        ws.write_string(i as u32 + 1, table, *label).unwrap();
        ws.write_number(i as u32 + 1, table + 1, *sum).unwrap();
    }
}

/// A workbook with sheet A (`givens`, 4x4) and sheet K.
fn killer_book(
    dir: &TempDir,
    name: &str,
    givens: &str,
    labels: &[&str],
    sums: &[(&str, f64)],
) -> std::path::PathBuf {
    let mut wb = Workbook::new();
    let ws = wb.add_worksheet();
    ws.set_name("A").unwrap();
    put(ws, 0, 0, &rows_of(givens), false);
    k_sheet(&mut wb, labels, sums, 5);
    info(&mut wb, &[("size", "4")]);
    save(wb, dir.path(), name)
}

fn error_of(path: &std::path::Path) -> String {
    read_puzzle(path, &ReadOptions::default())
        .expect_err("refused")
        .to_string()
}

#[test]
fn typed_cages_read_with_and_without_givens() {
    let dir = TempDir::new().unwrap();
    for givens in ["................", "1..............1"] {
        let path = killer_book(&dir, "k.xlsx", givens, &LABELS, &SUMS);
        let p = read_puzzle(&path, &ReadOptions::default()).unwrap();
        assert_eq!(p.source.sheet.as_deref(), Some("A"));
        assert_eq!(p.givens, Grid::parse_line(givens).unwrap());
        let cages: Vec<(Vec<usize>, u32)> = p
            .geometry
            .cages()
            .map(|(_, c)| (c.cells.clone(), c.sum.given().expect("a sum")))
            .collect();
        assert_eq!(cages.len(), 8);
        assert!(cages.contains(&(vec![2, 3, 7], 9)), "{cages:?}");
        assert!(cages.contains(&(vec![9, 10], 5)), "{cages:?}");
        // The cages decide the grid.
        assert_eq!(
            count_solutions(&p.geometry, &p.givens, 10).unwrap(),
            Count::Exact(1)
        );
    }
}

#[test]
fn labels_are_any_text_or_number_in_any_case_and_the_table_may_sit_further_right() {
    let dir = TempDir::new().unwrap();
    let labels = ["1122", "3442", "3556", "7786"];
    let sums: Vec<(String, f64)> = SUMS
        .iter()
        .enumerate()
        .map(|(i, (_, s))| ((i + 1).to_string(), *s))
        .collect();
    let sums: Vec<(&str, f64)> = sums.iter().map(|(l, s)| (l.as_str(), *s)).collect();
    let mut wb = Workbook::new();
    let ws = wb.add_worksheet();
    ws.set_name("A").unwrap();
    put(ws, 0, 0, &rows_of("................"), false);
    k_sheet(&mut wb, &labels, &sums, 8);
    info(&mut wb, &[("size", "4")]);
    let numbers = read_puzzle(&save(wb, dir.path(), "n.xlsx"), &ReadOptions::default()).unwrap();
    let lower: Vec<(&str, f64)> = SUMS
        .iter()
        .map(|(l, s)| (if *l == "B" { "b" } else { *l }, *s))
        .collect();
    let letters = read_puzzle(
        &killer_book(&dir, "l.xlsx", "................", &LABELS, &lower),
        &ReadOptions::default(),
    )
    .unwrap();
    assert_eq!(numbers.geometry, letters.geometry);
}

#[test]
fn bad_cages_are_named_by_sheet_cell_and_label() {
    let dir = TempDir::new().unwrap();
    let blank = "................";
    // Label C split in two: C at A2 and C at D4.
    let split = killer_book(
        &dir,
        "split.xlsx",
        blank,
        &["AABB", "CDDB", "EEEF", "GGHC"],
        &SUMS,
    );
    let e = error_of(&split);
    assert!(
        e.contains("sheet 'K', cell A2: cage C: D4 is not joined"),
        "{e}"
    );
    assert!(e.contains("split.xlsx"), "{e}");
    // A label with no sum.
    let no_g: Vec<(&str, f64)> = SUMS.iter().copied().filter(|(l, _)| *l != "G").collect();
    let e = error_of(&killer_book(
        &dir,
        "q.xlsx",
        blank,
        &["AABB", "CDDB", "CEEF", "QQHF"],
        &no_g,
    ));
    assert!(e.contains("sheet 'K', cell A4: label Q has no sum"), "{e}");
    // A sum its cells cannot make.
    let mut low = SUMS.to_vec();
    low[1] = ("B", 2.0);
    let e = error_of(&killer_book(&dir, "low.xlsx", blank, &LABELS, &low));
    assert!(
        e.contains("sheet 'K', cell C1: cage B: 3 cells cannot sum to 2"),
        "{e}"
    );
    // A row of the table whose label is not in the grid.
    let mut extra = SUMS.to_vec();
    extra.push(("Z", 5.0));
    let e = error_of(&killer_book(&dir, "z.xlsx", blank, &LABELS, &extra));
    assert!(
        e.contains("cell F10: label Z of the sum table is not in the cage grid A1:D4"),
        "{e}"
    );
    // Two sums for one label.
    let mut twice = SUMS.to_vec();
    twice.push(("a", 4.0));
    let e = error_of(&killer_book(&dir, "twice.xlsx", blank, &LABELS, &twice));
    assert!(
        e.contains("cage a has two sums in the table, 3 and 4"),
        "{e}"
    );
    // Sums that cannot add up to a unit's total.
    let mut total = SUMS.to_vec();
    total[0] = ("A", 4.0);
    let e = error_of(&killer_book(&dir, "total.xlsx", blank, &LABELS, &total));
    assert!(e.contains("sheet 'K'") && e.contains("add up to"), "{e}");
}

#[test]
fn every_variant_and_size_keeps_its_cages_through_our_input_workbook() {
    let dir = TempDir::new().unwrap();
    let mut rng = <rand_chacha::ChaCha8Rng as rand::SeedableRng>::seed_from_u64(5);
    let geometries = [
        Geometry::standard(4).unwrap(),
        Geometry::standard(6).unwrap(),
        Geometry::for_variant(Variant::X, 9, None).unwrap(),
        Geometry::for_variant(Variant::WINDOKU, 9, None).unwrap(),
        sheetdoku::generate::random_jigsaw(9, Diagonals::None, &mut rng).unwrap(),
        Geometry::standard(16).unwrap(),
    ];
    for (k, geometry) in geometries.into_iter().enumerate() {
        let killer = example_killer(&geometry, k as u64).unwrap();
        let n = killer.size();
        let mut givens = Grid::empty(n);
        givens.set(0, 1);
        let puzzle = Puzzle::new(killer.clone(), givens.clone()).unwrap();
        for ext in ["xlsx", "ods"] {
            let path = dir.path().join(format!("k{k}.{ext}"));
            write_input_workbook(&path, &puzzle).unwrap();
            let back = read_puzzle(&path, &ReadOptions::default()).unwrap();
            assert_eq!(back.geometry, killer, "{} {ext}", killer.describe());
            assert_eq!(back.givens, givens);
        }
    }
}
