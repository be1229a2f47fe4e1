//! A killer's solution workbook: the Model sheet's cage rows store what
//! they compute (each digit at most once, the digits' sum minus the cage's
//! sum), count a wrong grid's broken cages, and the Solver settings
//! include them; sheet K holds the cages.

use calamine::{open_workbook_auto, Reader};

use super::*;
use super::{doc, num, range, write_doc, Case};
use crate::write::model::layout::{Layout, FIRST_COL};
use crate::write::*;
use sheetdoku_core::Grid;
use sheetdoku_core::Puzzle;
use sheetdoku_core::{Cage, Constraint, Geometry};

/// The 4x4 grid 1234/3412/2143/4321 with cages AABB/CDDB/CEEF/GGHF.
fn killer(solution: &str) -> Case {
    let cages = [
        (vec![0, 1], 3),
        (vec![2, 3, 7], 9),
        (vec![4, 8], 5),
        (vec![5, 6], 5),
        (vec![9, 10], 5),
        (vec![11, 15], 4),
        (vec![12, 13], 7),
        (vec![14], 2),
    ];
    let mut g = Geometry::standard(4).unwrap();
    for (cells, sum) in cages {
        g = g
            .with_constraint(Constraint::Cage(Cage::new(cells, sum)))
            .unwrap();
    }
    Case {
        puzzle: Puzzle::new(g, Grid::empty(4)).unwrap(),
        solution: Grid::parse_line(solution).unwrap(),
    }
}

/// The first cage row: the units' last row plus four (12 units of a 4x4).
fn cage_top() -> u32 {
    Layout::new(4).unit_cell(11, 0).0 + 4
}

#[test]
fn cage_rows_store_their_values_and_count_broken_cages() {
    let right = killer("1234341221434321");
    let (_dir, path) = write_doc(&doc(&right, &Uniqueness::Unknown));
    let r = range(&path, "Model");
    let top = cage_top();
    let lay = Layout::new(4);
    // The cage of 9 at C1 (cells C1, D1, D2: 3, 4, 2).
    let row = top + 1;
    let digits: Vec<Option<f64>> = (0..4).map(|k| num(&r, (row, FIRST_COL + k))).collect();
    assert_eq!(digits, [Some(0.0), Some(1.0), Some(1.0), Some(1.0)]);
    assert_eq!(num(&r, (row, FIRST_COL + 5)), Some(9.0));
    assert_eq!(num(&r, (row, FIRST_COL + 6)), Some(9.0));
    assert_eq!(num(&r, (row, FIRST_COL + 7)), Some(0.0));
    assert_eq!(num(&r, lay.violations), Some(0.0));
    // A grid that keeps every unit but not the cages: columns A and B
    // swapped (the cage of 3 at A1 still adds up, others do not).
    let wrong = killer("2134431212433421");
    let (_dir, path) = write_doc(&doc(&wrong, &Uniqueness::Unknown));
    let r = range(&path, "Model");
    let gaps = (0..8)
        .filter(|i| num(&r, (top + i, FIRST_COL + 7)) != Some(0.0))
        .count();
    let repeats = (0..8)
        .flat_map(|i| (0..4).map(move |k| (top + i, FIRST_COL + k)))
        .filter(|&at| num(&r, at).unwrap() > 1.0)
        .count();
    assert!(gaps > 0);
    let broken = gaps + repeats;
    assert_eq!(num(&r, lay.violations), Some(broken as f64));
}

#[test]
fn solver_settings_include_the_cage_rows() {
    let case = killer("1234341221434321");
    let (_dir, path) = write_doc(&doc(&case, &Uniqueness::Unknown));
    let book = open_workbook_auto(&path).unwrap();
    let names = book.defined_names();
    let value = |name: &str| {
        names
            .iter()
            .find(|(k, _)| k == name)
            .map(|(_, v)| v.clone())
    };
    assert_eq!(value("solver_num").as_deref(), Some("6"));
    assert_eq!(value("solver_lhs5").as_deref(), Some("sudoku_cage_digits"));
    assert_eq!(value("solver_rel5").as_deref(), Some("1"));
    assert_eq!(value("solver_lhs6").as_deref(), Some("sudoku_cage_sums"));
    assert_eq!(value("solver_rel6").as_deref(), Some("2"));
    assert_eq!(value("solver_rhs6").as_deref(), Some("0"));
    let top = cage_top() + 1;
    assert_eq!(
        value("sudoku_cage_sums").as_deref(),
        Some(format!("'Model'!$I${top}:$I${}", top + 7).as_str())
    );
    // Sheet K holds the cages as labels and sums.
    let k = range(&path, "K");
    assert_eq!(k.get_value((0, 0)).map(|d| d.to_string()), Some("A".into()));
    assert_eq!(num(&k, (2, 6)), Some(9.0));
}

/// The `Play` page of a killer: a strip of sums above each row of digits,
/// the sum in its cage's first cell, dashed edges between cages; marking
/// reads the digits back through the key (rows two apart), in .xlsx and
/// .ods.
#[test]
fn the_play_page_prints_the_sums_apart_and_marking_reads_its_digits() {
    let case = killer("1234341221434321");
    // A few digits on the page (the cage of 3 at A1 holds 1 at A1).
    let mut played = Grid::empty(4);
    for (cell, digit) in [(0, 1), (5, 4), (10, 4), (15, 1)] {
        played.set(cell, digit);
    }
    let puzzle = Puzzle::new(case.puzzle.geometry.clone(), played.clone()).unwrap();
    let doc = SolutionDoc {
        puzzle: &puzzle,
        ..doc(&case, &Uniqueness::Unknown)
    };
    let dir = tempfile::tempdir().unwrap();
    for ext in ["xlsx", "ods"] {
        let path = dir.path().join(format!("killer.{ext}"));
        write_solution_workbook(&path, &doc).unwrap();
        let play = range(&path, "Play");
        // Column letters on row 5, the strip of row 1 on row 6, its digits
        // on row 7; row 2's strip on row 8.
        let top = crate::write::solution::solution_sheet::GRID_TOP;
        assert_eq!(
            super::text(&play, top, 1),
            "3",
            "{ext}: the sum of A1's cage"
        );
        assert_eq!(num(&play, (top + 1, 1)), Some(1.0), "{ext}");
        assert_eq!(
            super::text(&play, top, 3),
            "9",
            "{ext}: the cage of 9 at C1"
        );
        assert_eq!(
            super::text(&play, top, 2),
            "",
            "{ext}: B1 is no cage's first"
        );
        assert_eq!(
            num(&play, (top + 3, 2)),
            Some(4.0),
            "{ext}: B2, a row lower"
        );
        let grids = crate::read_returned(&path).unwrap().unwrap();
        let [g] = grids.as_slice() else {
            panic!("{ext}: one grid on the key, not {}", grids.len());
        };
        assert_eq!(g.sheet, "Play");
        assert_eq!(g.grid, played, "{ext}");
        assert_eq!(g.geometry.cages().count(), 8, "{ext}");
    }
}

#[test]
fn cage_edges_are_dashed_between_cages_and_solid_on_blocks() {
    use crate::write::book::Border;
    use crate::write::common::house_style::{border_of, Edge};
    let case = killer("1234341221434321");
    let g = &case.puzzle.geometry;
    let figure = sheetdoku_core::Figure::of(g);
    let page =
        crate::write::common::cage_page::CagePage::new(&figure, CageStyle::Outlined).unwrap();
    // B1 (cell 1): A1 beside it in its cage, C1 in another cage across the
    // block border, B2 in another cage inside the block.
    let e = page.edges(1);
    assert_eq!(e.left, Edge::Thin);
    assert_eq!(e.right, Edge::Region);
    assert_eq!(e.bottom, Edge::Cage);
    assert_eq!(border_of(e.bottom), Border::Dashed);
    assert!(crate::write::common::cage_page::CagePage::new(
        &sheetdoku_core::Figure::of(&Geometry::standard(4).unwrap()),
        CageStyle::Outlined
    )
    .is_none());
}

#[test]
fn coloured_cages_fill_each_cage_and_its_strip_alike_and_touching_cages_apart() {
    use crate::write::solution::solution_sheet::{grid_rows, write, Page, GRID_LEFT};
    let case = killer("1234341221434321");
    let g = &case.puzzle.geometry;
    let n = g.size();
    let fills = |style: CageStyle| {
        let doc = SolutionDoc {
            cage_style: style,
            ..doc(&case, &Uniqueness::Unknown)
        };
        let sheet = write("Solution", &doc, Page::Solution);
        let (top, step) = grid_rows(g);
        let at = |row: u32, cell: usize| {
            sheet.cells[&(row, GRID_LEFT + (cell % n) as u16)]
                .style
                .fill
        };
        (0..n * n)
            .map(|cell| {
                let row = top + step * (cell / n) as u32;
                // The strip above a cell has the cell's own fill.
                assert_eq!(at(row - 1, cell), at(row, cell), "cell {cell}");
                at(row, cell)
            })
            .collect::<Vec<_>>()
    };
    assert!(fills(CageStyle::Outlined).iter().all(Option::is_none));
    let coloured = fills(CageStyle::Coloured);
    let cages: Vec<Vec<usize>> = g.cages().map(|(_, c)| c.cells.clone()).collect();
    for (i, a) in cages.iter().enumerate() {
        let fill = coloured[a[0]];
        assert!(fill.is_some());
        assert!(a.iter().all(|&c| coloured[c] == fill), "cage {i}");
        for b in &cages[i + 1..] {
            let touch = a
                .iter()
                .any(|&c| sheetdoku_core::side_neighbours(n, c).any(|x| b.contains(&x)));
            if touch {
                assert_ne!(coloured[b[0]], fill, "cages at {} and {} touch", a[0], b[0]);
            }
        }
    }
}

/// The legends under the grids speak of givens only where there are some:
/// most killers have none.
#[test]
fn the_legends_speak_of_givens_only_where_there_are_some() {
    let case = killer("1234341221434321");
    let givens = sheetdoku_i18n::text("legend-givens");
    let said = |puzzle: &Puzzle, page: &str| {
        let doc = SolutionDoc {
            puzzle,
            ..doc(&case, &Uniqueness::Unknown)
        };
        let (_dir, path) = write_doc(&doc);
        let texts: Vec<String> = range(&path, page)
            .cells()
            .map(|(_, _, v)| v.to_string())
            .collect();
        texts.iter().any(|t| t.contains(&givens))
    };
    for page in ["Play", "Solution"] {
        assert!(!said(&case.puzzle, page), "{page} without givens");
        let mut one = Grid::empty(4);
        one.set(0, 1);
        let given = Puzzle::new(case.puzzle.geometry.clone(), one).unwrap();
        assert!(said(&given, page), "{page} with a given");
    }
    // The screen's note beside the Play grid says what the red digits and
    // the status cell mean; nothing printed speaks of the screen.
    let doc = doc(&case, &Uniqueness::Unknown);
    let (_dir, path) = write_doc(&doc);
    let plain = sheetdoku_i18n::text_with(
        "play-screen-note",
        &[
            (
                "units",
                &sheetdoku_core::variant_units(&case.puzzle.geometry, "units-or"),
            ),
            ("solved", &sheetdoku_i18n::text("status-solved")),
        ],
    );
    let texts: Vec<String> = range(&path, "Play")
        .cells()
        .map(|(_, _, v)| v.to_string())
        .collect();
    assert!(texts.contains(&plain), "{texts:?}");
    // And how its cells are named: by the labels, not Calc's addresses.
    let names = sheetdoku_i18n::text("play-names-note");
    assert!(texts.contains(&names), "{texts:?}");
    assert!(
        names.contains("E5") && names.contains("name box"),
        "{names}"
    );
}
