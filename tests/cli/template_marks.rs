//! `template --signs --even-odd`: sheet R, where a teacher types
//! greater-than signs and even/odd cells with no text form to learn. The
//! template's example reads back; a teacher's file filled in by a script
//! (sheet A's givens, sheet R's marks) is solved; anything else typed on R
//! is refused with the file, the sheet and the cell named (exit 2).

use predicates::prelude::*;
use sheetdoku::read::{read_puzzle, ReadOptions};
use sheetdoku::{Constraint, Grid, Pair, PairKind, Parity, ParityKind};
use tempfile::TempDir;

use super::common::sheetdoku;

/// A 6x6 made with sheetdoku itself: 14 even/odd cells, then givens from
/// the grid below until the engine counted one solution.
const GIVENS6: &str = "..3.5...............4......6.....3..";
const SOLUTION6: &str = "123456456123231564564231312645645312";
/// Its marks as typed on sheet R: (row, column) of the grid's place and
/// the text. Cell (r, c) of the puzzle is at (2r, 2c); two signs the
/// solution keeps are added (A1 < B1, A3 above a larger A4).
const MARKS6: [(u32, u16, &str); 16] = [
    (0, 2, "E"),
    (0, 6, "e"),
    (0, 8, "O"),
    (2, 0, "E"),
    (2, 6, "O"),
    (2, 10, "O"),
    (4, 8, "E"),
    (4, 10, "E"),
    (6, 0, "O"),
    (6, 4, "E"),
    (8, 2, "O"),
    (8, 4, "E"),
    (10, 4, "O"),
    (10, 6, "O"),
    (0, 1, "<"),
    (5, 0, "^"),
];

/// A teacher's workbook as a script fills it in: the givens on sheet A,
/// `marks` on sheet R from row 6 (under the template's lines of help).
fn typed_workbook(dir: &TempDir, name: &str, marks: &[(u32, u16, &str)]) -> std::path::PathBuf {
    let mut wb = rust_xlsxwriter::Workbook::new();
    let a = wb.add_worksheet();
    a.set_name("A").unwrap();
    // The grid's cells bordered, as the template draws them.
    let boxed = rust_xlsxwriter::Format::new().set_border(rust_xlsxwriter::FormatBorder::Thin);
    for (i, c) in GIVENS6.chars().enumerate() {
        let (row, col) = ((i / 6) as u32, (i % 6) as u16);
        match c.to_digit(10) {
            Some(d) => a.write_number_with_format(row, col, d as f64, &boxed),
            None => a.write_blank(row, col, &boxed),
        }
        .unwrap();
    }
    let r = wb.add_worksheet();
    r.set_name("R").unwrap();
    r.write_string(0, 0, "Greater-than signs and even/odd cells")
        .unwrap();
    for &(row, col, text) in marks {
        r.write_string(5 + row, col, text).unwrap();
    }
    let path = dir.path().join(name);
    wb.save(&path).unwrap();
    path
}

#[test]
fn the_templates_hold_an_example_that_reads_back() {
    let dir = TempDir::new().unwrap();
    for (size, ext) in [("4", "xlsx"), ("6", "ods")] {
        let out = dir.path().join(format!("t{size}.{ext}"));
        sheetdoku()
            .args(["template", "--size", size, "--signs", "--even-odd", "-o"])
            .arg(&out)
            .assert()
            .success();
        let p = read_puzzle(&out, &ReadOptions::default()).unwrap();
        let n: usize = size.parse().unwrap();
        // A1 > B1, A1 > A2, an even B1 and an odd A2.
        let added: Vec<&Constraint> = p.geometry.constraints()[3 * n..].iter().collect();
        assert_eq!(
            added,
            [
                &Constraint::Pair(Pair::new(PairKind::Greater, 0, 1)),
                &Constraint::Parity(Parity::new(ParityKind::Even, 1)),
                &Constraint::Pair(Pair::new(PairKind::Greater, 0, n)),
                &Constraint::Parity(Parity::new(ParityKind::Odd, n)),
            ],
            "{size}"
        );
        // Several solutions: exit 1.
        sheetdoku()
            .arg("count")
            .arg(&out)
            .assert()
            .code(1)
            .stdout(predicate::str::contains("solutions"));
    }
    // In Slovak, the help says so and the example's letters are P and N.
    let out = dir.path().join("sk.xlsx");
    sheetdoku()
        .args([
            "template",
            "--lang",
            "sk",
            "--size",
            "4",
            "--even-odd",
            "-o",
        ])
        .arg(&out)
        .assert()
        .success();
    let p = read_puzzle(&out, &ReadOptions::default()).unwrap();
    assert_eq!(p.geometry.constraints().len(), 12 + 2);
    let mut book: calamine::Xlsx<_> = calamine::open_workbook(&out).unwrap();
    let r = calamine::Reader::worksheet_range(&mut book, "R").unwrap();
    let cell = |row: u32, col: u32| r.get_value((row, col)).map(|v| v.to_string());
    assert!(
        cell(0, 0).unwrap().starts_with("Znamienka"),
        "{:?}",
        cell(0, 0)
    );
    assert_eq!(cell(5, 2).as_deref(), Some("P"));
    assert_eq!(cell(7, 0).as_deref(), Some("N"));
}

#[test]
fn a_teachers_typed_marks_are_solved_and_anything_else_is_refused() {
    let dir = TempDir::new().unwrap();
    let path = typed_workbook(&dir, "even-odd.xlsx", &MARKS6);
    let p = read_puzzle(&path, &ReadOptions::default()).unwrap();
    assert_eq!(p.geometry.constraints().len(), 18 + 16);
    let solution = Grid::parse_line(SOLUTION6).unwrap();
    assert_eq!(
        sheetdoku::solve::solve_native(&p.geometry, &p.givens).unwrap(),
        Some(solution)
    );
    sheetdoku()
        .arg("solve")
        .arg(&path)
        .arg("--no-output")
        .assert()
        .success()
        .stdout(predicate::str::contains("Even-Odd"))
        .stdout(predicate::str::contains("unique: yes"));
    // An x in a cell's place, a sign in the wrong gap, a letter where four
    // cells meet: each refused with its cell named, exit 2.
    for (i, (place, bad, cell, why)) in [
        (
            (0, 4),
            "x",
            "E6",
            "'x' cannot be read here: a cell's place takes E (even) or O (odd)",
        ),
        (
            (1, 2),
            "<",
            "C7",
            "'<' cannot be read here: between two cells one above the other goes ^ or v",
        ),
        (
            (1, 1),
            "E",
            "B7",
            "'E' cannot be read here: where four cells meet nothing goes",
        ),
    ]
    .into_iter()
    .enumerate()
    {
        let mut marks = MARKS6.to_vec();
        marks.push((place.0, place.1, bad));
        let path = typed_workbook(&dir, &format!("bad{i}.xlsx"), &marks);
        sheetdoku()
            .arg("solve")
            .arg(&path)
            .assert()
            .code(2)
            .stderr(predicate::str::contains(format!("bad{i}.xlsx")))
            .stderr(predicate::str::contains(cell))
            .stderr(predicate::str::contains(why));
    }
    // An empty sheet R is no rule.
    let path = typed_workbook(&dir, "empty.xlsx", &[]);
    let p = read_puzzle(&path, &ReadOptions::default()).unwrap();
    assert_eq!(p.geometry.constraints().len(), 18);
}

#[test]
fn a_puzzle_copied_with_from_keeps_its_marks_on_sheet_r() {
    let dir = TempDir::new().unwrap();
    let text = dir.path().join("p.txt");
    std::fs::write(
        &text,
        format!("{GIVENS6} rules=even,B1;odd,E1;greater,A1,A2;greater,C2,B2\n"),
    )
    .unwrap();
    let original = read_puzzle(&text, &ReadOptions::default()).unwrap();
    for ext in ["xlsx", "ods"] {
        let out = dir.path().join(format!("copy.{ext}"));
        sheetdoku()
            .args(["template", "--from"])
            .arg(&text)
            .arg("-o")
            .arg(&out)
            .assert()
            .success();
        let back = read_puzzle(&out, &ReadOptions::default()).unwrap();
        let mut rules = back.geometry.constraints().to_vec();
        let mut expected = original.geometry.constraints().to_vec();
        // Sheet R is read in its reading order, not the file's.
        rules.sort_by_key(|r| format!("{r:?}"));
        expected.sort_by_key(|r| format!("{r:?}"));
        assert_eq!(rules, expected, "{ext}");
        assert_eq!(back.givens, original.givens);
    }
}
