//! A sandwich puzzle's Model sheet read back: the clues' big-M rows
//! (`model/sandwich.rs`), their stored values, the summary's count of
//! broken rows and the Solver's settings.

use calamine::{open_workbook_auto, Data, Range, Reader};

use super::*;
use super::{doc, num, range, text, Case};
use crate::write::model::layout::{Layout, FIRST_COL};
use sheetdoku_core::{check, Conflict, Constraint, Sandwich};

/// The column of the rows' values (after `Σ k·x`, `S`, `M`, `x₁ + xₙ`).
const ROW_COL: u16 = FIRST_COL + 4;

/// A 4x4 with the clue 2 beside row 1 and 3 beside row 2, both kept by
/// `1243 / 4312 / 2134 / 3421`; no givens.
fn sandwiches(solution: &str) -> Case {
    let geometry = [Sandwich::row(0, 2, 4), Sandwich::row(1, 3, 4)]
        .into_iter()
        .try_fold(Geometry::standard(4).unwrap(), |g, s| {
            g.with_constraint(Constraint::Sandwich(s))
        })
        .unwrap();
    Case {
        puzzle: Puzzle::new(geometry, Grid::empty(4)).unwrap(),
        solution: Grid::parse_line(solution).unwrap(),
    }
}

/// The sandwich rows of a Model sheet: (label, `Σ k·x`, `M`, the row's
/// value), each row whose label ends with the big-M row's words.
fn sandwich_rows(r: &Range<Data>) -> Vec<(String, f64, f64, f64)> {
    (0..r.height() as u32)
        .filter(|&row| {
            let label = text(r, row, 0);
            label.ends_with(": Σ k·x − S") || label.ends_with(": S − Σ k·x")
        })
        .map(|row| {
            let at = |col: u16| num(r, (row, col)).unwrap_or(f64::NAN);
            (
                text(r, row, 0),
                at(FIRST_COL),
                at(FIRST_COL + 2),
                at(ROW_COL),
            )
        })
        .collect()
}

/// Writes `case` as .xlsx and .ods; each file's Model sheet.
fn models(case: &Case) -> Vec<(tempfile::TempDir, std::path::PathBuf, Range<Data>)> {
    ["xlsx", "ods"]
        .into_iter()
        .map(|ext| {
            let dir = tempfile::tempdir().unwrap();
            let path = dir.path().join(format!("out.{ext}"));
            write_solution_workbook(&path, &doc(case, &Uniqueness::Unknown)).unwrap();
            let r = range(&path, "Model");
            (dir, path, r)
        })
        .collect()
}

/// Each clue's places with one cell between (the only ones that make 2
/// or 3) have their two big-M rows: 16 rows, none above 0 with the
/// solution stored, the summary counts none broken, and the Solver holds
/// them `<= 0` by the name `sudoku_sandwiches`.
#[test]
fn a_sandwich_puzzles_model_holds_the_clues_sums() {
    let case = sandwiches("1243431221343421");
    assert!(check(&case.puzzle.geometry, &case.solution)
        .conflicts
        .is_empty());
    let lay = Layout::new(4);
    for (_dir, path, r) in models(&case) {
        let rows = sandwich_rows(&r);
        assert_eq!(rows.len(), 16, "{}: {rows:?}", path.display());
        assert!(rows.iter().all(|row| row.3 <= 0.0), "{rows:?}");
        let find = |label: &str| {
            rows.iter()
                .find(|row| row.0.ends_with(label))
                .unwrap_or_else(|| panic!("no row {label} in {rows:?}"))
        };
        // 1 in A1 and 4 in C1, 2 between: both rows 0. One of 1 to 4
        // makes 1 to 4: M↑ = 4 − 2, M↓ = 2 − 1.
        let above = find("(1 A1, 4 C1): Σ k·x − S");
        assert_eq!((above.1, above.2, above.3), (2.0, 2.0, 0.0));
        let below = find("(1 A1, 4 C1): S − Σ k·x");
        assert_eq!((below.1, below.2, below.3), (2.0, 1.0, 0.0));
        // 1 in B1 and 4 in D1 assumed, 4 between: the rows hold with
        // slack, 4 − 2 − 2·2 and 2 − 4 − 1·2.
        assert_eq!(find("(1 B1, 4 D1): Σ k·x − S").3, -2.0);
        assert_eq!(find("(1 B1, 4 D1): S − Σ k·x").3, -4.0);
        // Row 2's clue 3: 1 in C2, 4 in A2, 3 between.
        let row2 = find("(1 C2, 4 A2): S − Σ k·x");
        assert_eq!((row2.1, row2.2, row2.3), (3.0, 2.0, 0.0));
        assert_eq!(num(&r, lay.violations), Some(0.0));
    }
    let (_dir, path, _) = models(&case).remove(0);
    let mut book = open_workbook_auto(&path).unwrap();
    let names = book.defined_names().to_vec();
    let value = |name: &str| {
        names
            .iter()
            .find(|(k, _)| k == name)
            .map(|(_, v)| v.clone())
    };
    // Cells, units, x <= 1, x integer, the marks (the places apart, two
    // cells between never make 2 or 3), the sandwiches.
    assert_eq!(value("solver_num").as_deref(), Some("6"));
    assert_eq!(value("solver_lhs5").as_deref(), Some("sudoku_marks"));
    assert_eq!(value("solver_lhs6").as_deref(), Some("sudoku_sandwiches"));
    assert_eq!(value("solver_rel6").as_deref(), Some("1"));
    assert_eq!(value("solver_rhs6").as_deref(), Some("0"));
    let r = range(&path, "Model");
    let top = (0..r.height() as u32)
        .find(|&row| text(&r, row, 0).ends_with(": Σ k·x − S"))
        .unwrap();
    let column = sheetdoku_core::column_letters(usize::from(ROW_COL));
    assert_eq!(
        value("sudoku_sandwiches"),
        Some(format!(
            "'Model'!${column}${}:${column}${}",
            top + 1,
            top + 16
        ))
    );
    // The rows are live: the sum over the cells' s_ij, the row over the
    // sum, the clue, M and x_p,1 + x_q,n over the x cells.
    let f = book.worksheet_formula("Model").unwrap();
    let first = (0..r.height() as u32)
        .find(|&row| text(&r, row, 0).ends_with("(1 A1, 4 C1): Σ k·x − S"))
        .unwrap();
    let formula = |col: u16| {
        f.get_value((first, u32::from(col)))
            .cloned()
            .unwrap_or_default()
    };
    let s = |cell: usize| {
        let (row, col) = lay.s_cell(cell);
        sheetdoku_core::a1(row as usize, col as usize)
    };
    let x = |cell: usize, k: usize| {
        let (row, col) = lay.x_cell(cell, k);
        sheetdoku_core::a1(row as usize, col as usize)
    };
    assert_eq!(formula(FIRST_COL), format!("SUM({})", s(1)));
    assert_eq!(formula(FIRST_COL + 3), format!("{}+{}", x(0, 0), x(2, 3)));
    let cell = |col: u16| sheetdoku_core::a1(first as usize, usize::from(col));
    assert_eq!(
        formula(ROW_COL),
        format!(
            "{}-{}-2*{}+{}*{}",
            cell(FIRST_COL),
            cell(FIRST_COL + 1),
            cell(FIRST_COL + 2),
            cell(FIRST_COL + 2),
            cell(FIRST_COL + 3)
        )
    );
}

/// A grid keeping every row, column and box but neither clue (`1342`: 3
/// between the 1 and the 4; `4213`: 2) stored as the solution: one row of
/// each clue's place is above 0, and the summary counts exactly those.
#[test]
fn a_grid_breaking_a_sandwich_clue_breaks_its_model_rows() {
    let case = sandwiches("1342421331242431");
    let conflicts = check(&case.puzzle.geometry, &case.solution).conflicts;
    assert_eq!(conflicts.len(), 2, "{conflicts:?}");
    assert!(conflicts
        .iter()
        .all(|c| matches!(c, Conflict::Sandwich { .. })));
    let lay = Layout::new(4);
    for (_dir, path, r) in models(&case) {
        let rows = sandwich_rows(&r);
        assert_eq!(rows.len(), 16, "{}", path.display());
        let broken: Vec<_> = rows.iter().filter(|row| row.3 > 0.0).collect();
        // Row 1: 3 − 2 − 2·0; row 2: 3 − 2 − 2·0 the other way.
        let labels: Vec<&str> = broken.iter().map(|row| row.0.as_str()).collect();
        assert_eq!(broken.len(), 2, "{}: {rows:?}", path.display());
        assert!(labels[0].ends_with("(1 A1, 4 C1): Σ k·x − S"), "{labels:?}");
        assert!(labels[1].ends_with("(1 C2, 4 A2): S − Σ k·x"), "{labels:?}");
        assert!(broken.iter().all(|row| row.3 == 1.0), "{broken:?}");
        assert_eq!(num(&r, lay.violations), Some(2.0));
    }
}
