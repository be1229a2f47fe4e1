//! The Model sheet read back: every formula stores the value it computes.

use calamine::{open_workbook_auto, Reader};

use super::*;
use super::{diabolske, doc, jigsaw4, num, range, sixteen, windoku_x, write_doc, Case};
use crate::write::model::layout::{rectangles, Layout};
use crate::write::*;
use sheetdoku_core::a1;

/// Checks the stored values of C, x, the constraint left-hand sides, S and
/// the summary against the doc, for a valid solution.
fn check_model(case: &Case) {
    let d = doc(case, &Uniqueness::Unknown);
    let (_dir, path) = write_doc(&d);
    let r = range(&path, "Model");
    let g = &case.puzzle.geometry;
    let n = g.size();
    let lay = Layout::new(n);
    for cell in 0..n * n {
        for k in 0..n {
            let given = case.puzzle.givens.get(cell) as usize == k + 1;
            let value = case.solution.get(cell) as usize == k + 1;
            assert_eq!(
                num(&r, lay.c_cell(cell, k)),
                Some(f64::from(u8::from(given)))
            );
            assert_eq!(
                num(&r, lay.x_cell(cell, k)),
                Some(f64::from(u8::from(value)))
            );
        }
        assert_eq!(num(&r, lay.cell_sum(cell)), Some(1.0), "cell {cell}");
        let s = case.solution.get(cell) as f64;
        assert_eq!(num(&r, lay.s_cell(cell)), Some(s), "cell {cell}");
    }
    for u in 0..g.units().len() {
        for k in 0..n {
            assert_eq!(
                num(&r, lay.unit_cell(u, k)),
                Some(1.0),
                "unit {u} digit {k}"
            );
        }
    }
    // Nothing past the last unit row.
    assert_eq!(num(&r, lay.unit_cell(g.units().len(), 0)), None);
    let givens = case.puzzle.givens.given_count() as f64;
    assert_eq!(num(&r, lay.objective), Some(givens));
    assert_eq!(num(&r, lay.givens), Some(givens));
    assert_eq!(num(&r, lay.violations), Some(0.0));
}

#[test]
fn model_values_standard() {
    check_model(&diabolske());
}

#[test]
fn model_values_windoku_x() {
    let case = windoku_x();
    // 9 rows + 9 columns + 9 blocks + 2 diagonals + 4 extra blocks.
    assert_eq!(case.puzzle.geometry.units().len(), 33);
    check_model(&case);
}

#[test]
fn model_values_jigsaw_and_sixteen() {
    check_model(&jigsaw4());
    check_model(&sixteen());
}

#[test]
fn model_formulas_are_live_and_short() {
    let case = windoku_x();
    let (_dir, path) = write_doc(&doc(&case, &Uniqueness::Unknown));
    let mut book = open_workbook_auto(&path).unwrap();
    // Named ranges for the Solver.
    let names: Vec<&str> = book
        .defined_names()
        .iter()
        .map(|(k, _)| k.as_str())
        .collect();
    for name in [
        "sudoku_objective",
        "sudoku_x",
        "sudoku_c",
        "sudoku_cells",
        "sudoku_units",
    ] {
        assert!(names.contains(&name), "{name} in {names:?}");
    }
    let f = book.worksheet_formula("Model").unwrap();
    let lay = Layout::new(9);
    let formula = |(row, col): (u32, u16)| {
        f.get_value((row, u32::from(col)))
            .cloned()
            .unwrap_or_default()
    };
    // c_ijk comes from sheet A: cell C1 (index 2), digit 6.
    assert_eq!(formula(lay.c_cell(2, 5)), "IF('A'!C1=6,1,0)");
    // x_ijk are values, not formulas.
    assert_eq!(formula(lay.x_cell(2, 5)), "");
    // Row 1, digit 1: one range over the first layer's first row.
    let x0 = a1(lay.x_row as usize, 1);
    let x8 = a1(lay.x_row as usize, 9);
    assert_eq!(formula(lay.unit_cell(0, 0)), format!("SUM({x0}:{x8})"));
    // Block 1 follows sheet B (the paper's (4) with b_ij): the x of the
    // cells labelled 1 there; extra block 1 follows sheet B2.
    let (top, bottom) = (lay.x_row + 1, lay.x_row + 9);
    assert_eq!(
        formula(lay.unit_cell(18, 0)),
        format!("SUMIF('B'!$A$1:$I$9,1,$B${top}:$J${bottom})")
    );
    assert_eq!(
        formula(lay.unit_cell(29, 1)),
        format!("SUMIF('B2'!$A$1:$I$9,1,$K${top}:$S${bottom})")
    );
    let diagonal = formula(lay.unit_cell(27, 0));
    assert_eq!(diagonal.matches(',').count(), 8, "{diagonal}");
    assert!(formula(lay.objective).starts_with("SUMPRODUCT("));
    assert!(formula(lay.s_cell(0)).starts_with("1*"));
    // Every formula is short, even for 16x16.
    let case = sixteen();
    let (_dir, path) = write_doc(&doc(&case, &Uniqueness::Unknown));
    let mut book = open_workbook_auto(&path).unwrap();
    let f = book.worksheet_formula("Model").unwrap();
    assert!(f.used_cells().all(|(_, _, text)| text.len() < 400));
}

#[test]
fn model_without_solution_counts_the_broken_constraints() {
    let case = jigsaw4();
    let d = SolutionDoc {
        solution: None,
        ..doc(&case, &Uniqueness::Unknown)
    };
    let (_dir, path) = write_doc(&d);
    let r = range(&path, "Model");
    let lay = Layout::new(4);
    assert_eq!(num(&r, lay.x_cell(0, 0)), Some(0.0));
    assert_eq!(num(&r, lay.cell_sum(0)), Some(0.0));
    assert_eq!(num(&r, lay.s_cell(0)), Some(0.0));
    assert_eq!(num(&r, lay.objective), Some(0.0));
    assert_eq!(num(&r, lay.givens), Some(4.0));
    // 16 cells plus 12 units x 4 digits, all 0.
    assert_eq!(num(&r, lay.violations), Some(16.0 + 48.0));
}

#[test]
fn dropped_givens_lower_the_objective() {
    let case = diabolske();
    // Pretend the shown grid disagrees with two givens.
    let mut grid = case.solution.clone();
    let (a, b) = (2, 5); // givens 6 and 4 in row 1: swap them
    let (da, db) = (grid.get(a), grid.get(b));
    grid.set(a, db);
    grid.set(b, da);
    let dropped = [a, b];
    let d = SolutionDoc {
        solution: Some(&grid),
        dropped: &dropped,
        ..doc(&case, &Uniqueness::Unknown)
    };
    let (_dir, path) = write_doc(&d);
    let r = range(&path, "Model");
    let lay = Layout::new(9);
    let givens = case.puzzle.givens.given_count() as f64;
    assert_eq!(num(&r, lay.objective), Some(givens - 2.0));
    assert_eq!(num(&r, lay.violations), Some(8.0)); // 2 columns + 2 blocks, 2 digits each
}

#[test]
fn rectangles_cover_units_compactly() {
    let g = Geometry::standard(9).unwrap();
    let n = 9;
    for unit in g.units() {
        assert_eq!(rectangles(n, &unit.cells).len(), 1, "{unit:?}");
    }
    let g = Geometry::from_block_map(4, &super::JIGSAW4).unwrap();
    for unit in g.units() {
        let rects = rectangles(4, &unit.cells);
        let mut covered: Vec<usize> = rects
            .iter()
            .flat_map(|&(r0, c0, r1, c1)| {
                (r0..=r1).flat_map(move |r| (c0..=c1).map(move |c| r * 4 + c))
            })
            .collect();
        covered.sort_unstable();
        assert_eq!(covered, unit.cells);
    }
    // Region 1 (cells 0, 1, 2, 5) is two runs: A1:C1 and B2.
    assert_eq!(
        rectangles(4, &[0, 1, 2, 5]),
        vec![(0, 0, 0, 2), (1, 1, 1, 1)]
    );
}

#[test]
fn solver_settings_are_stored_as_excel_solver_names() {
    let case = windoku_x();
    let (_dir, path) = write_doc(&doc(&case, &Uniqueness::Unknown));
    let book = open_workbook_auto(&path).unwrap();
    let names = book.defined_names();
    let value = |name: &str| {
        names
            .iter()
            .find(|(k, _)| k == name)
            .map(|(_, v)| v.clone())
            .unwrap_or_else(|| panic!("no name {name}"))
    };
    assert_eq!(value("solver_opt"), "sudoku_objective");
    assert_eq!(value("solver_adj"), "sudoku_x");
    assert_eq!(value("solver_typ"), "1"); // maximise
    assert_eq!(value("solver_num"), "4");
    let rhs = |i: usize| {
        let name = format!("solver_rhs{i}");
        names
            .iter()
            .find(|(k, _)| *k == name)
            .map(|(_, v)| v.clone())
    };
    let constraints: Vec<(String, String, Option<String>)> = (1..=4)
        .map(|i| {
            (
                value(&format!("solver_lhs{i}")),
                value(&format!("solver_rel{i}")),
                rhs(i),
            )
        })
        .collect();
    let x = "sudoku_x".to_string();
    let one = |lhs: &str, rel: &str| (lhs.to_string(), rel.to_string(), Some("1".to_string()));
    assert_eq!(constraints[0], one("sudoku_cells", "2"));
    assert_eq!(constraints[1], one("sudoku_units", "2"));
    // Integer from 0 to 1 (non-negative), not binary (relation 5); the
    // integer constraint has no right-hand side, as LibreOffice writes it.
    assert_eq!(constraints[2], one(&x, "1"));
    assert_eq!(constraints[3], (x, "4".to_string(), None));
    assert_eq!(value("solver_neg"), "1");
    assert_eq!(value("solver_eng"), "2");
    assert!(value("solver_lo_eng").contains("CoinMPSolver"));
}

/// A 4x4 with a white dot, a black dot and a greater-than sign: each
/// mark's two rows hold `x_a,k − Σ x_b,e` (0 or less at the solution), the
/// summary counts no broken row, and the Solver gets the rows `<= 0`.
#[test]
fn marks_have_their_rows_on_the_model_sheet() {
    use sheetdoku_core::{Constraint, Pair, PairKind};
    let solution = Grid::parse_line("1234341221434321").unwrap();
    let geometry = [
        Pair::new(PairKind::KropkiWhite, 0, 1),
        Pair::new(PairKind::KropkiBlack, 1, 5),
        Pair::new(PairKind::Greater, 4, 0),
    ]
    .into_iter()
    .try_fold(Geometry::standard(4).unwrap(), |g, p| {
        g.with_constraint(Constraint::Pair(p))
    })
    .unwrap();
    let case = Case {
        puzzle: Puzzle::new(geometry, Grid::parse_line("1...............").unwrap()).unwrap(),
        solution,
    };
    let (_dir, path) = write_doc(&doc(&case, &Uniqueness::Unknown));
    let r = range(&path, "Model");
    let lay = Layout::new(4);
    assert_eq!(num(&r, lay.violations), Some(0.0));
    // The marks' heading and six rows of four digits below the units.
    let top = lay.unit_cell(case.puzzle.geometry.units().len() - 1, 0).0 + 4;
    for row in top..top + 6 {
        for k in 0..4 {
            let v = num(&r, (row, lay.unit_cell(0, k).1)).unwrap();
            assert!(v <= 0.0, "row {row} digit {k}: {v}");
        }
    }
    // A1 holds 1: its row for digit 1 is x = 1 minus B1's 2 (1 - 1 = 0).
    assert_eq!(num(&r, (top, lay.unit_cell(0, 0).1)), Some(0.0));
    assert_eq!(num(&r, (top + 6, lay.unit_cell(0, 0).1)), None);
    let book = open_workbook_auto(&path).unwrap();
    let names = book.defined_names();
    let value = |name: &str| {
        names
            .iter()
            .find(|(k, _)| k == name)
            .map(|(_, v)| v.clone())
    };
    assert_eq!(value("solver_num").as_deref(), Some("5"));
    assert_eq!(value("solver_lhs5").as_deref(), Some("sudoku_marks"));
    assert_eq!(value("solver_rel5").as_deref(), Some("1"));
    assert_eq!(value("solver_rhs5").as_deref(), Some("0"));
}
