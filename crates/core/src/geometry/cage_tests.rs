//! Killer cages in the geometry: how a cage is added, named and refused.

use super::*;

fn cage(cells: &[usize], sum: u32) -> Constraint {
    Constraint::Cage(Cage::new(cells.to_vec(), sum))
}

fn refusal(g: &Geometry, c: Constraint) -> String {
    g.clone().with_constraint(c).unwrap_err().to_string()
}

#[test]
fn a_cage_is_a_rule_that_is_not_a_unit() {
    let g = Geometry::standard(9)
        .unwrap()
        .with_constraint(cage(&[19, 20, 29], 14))
        .unwrap();
    assert_eq!(g.units().len(), 27, "a cage is no unit");
    assert_eq!(g.constraints().len(), 28);
    assert!(!g.only_all_different());
    let (id, c) = g.cages().next().unwrap();
    assert_eq!(c.head(), 19);
    let namer = CellNamer::default();
    assert_eq!(g.constraint_name(id, &namer), "the cage of 14 at B3");
    // Named as the spreadsheet names the cells.
    assert_eq!(
        g.constraint_name(id, &CellNamer::at(1, 1)),
        "the cage of 14 at C4"
    );
    assert_eq!(g.title(), "9x9 Killer Sudoku");
    assert_eq!(g.describe(), "9x9 killer (3x3 boxes, 1 cage)");
    // Every rebuild keeps it.
    let x = g.with_diagonals(Diagonals::Both);
    assert_eq!(x.cages().count(), 1);
    assert_eq!(x.title(), "9x9 Killer Sudoku X");
}

#[test]
fn a_bad_cage_is_refused_at_its_head() {
    let g = Geometry::standard(9).unwrap();
    let prefix = "a rule cannot be added: ";
    let cases = [
        (
            cage(&[0, 1, 2], 2),
            "cage at A1: 3 cells cannot sum to 2 (from 6 to 24)",
        ),
        (
            cage(&[40], 10),
            "cage at E5: 1 cell cannot sum to 10 (from 1 to 9)",
        ),
        (
            cage(&[0, 1, 11], 6),
            "cage at A1: C2 is not joined to the rest of the cage side by side",
        ),
        (
            cage(&[0, 2, 4], 6),
            "cage at A1: C1, E1 are not joined to the rest of the cage side by side",
        ),
        (
            cage(&(0..10).collect::<Vec<_>>(), 45),
            "cage at A1: 10 cells, but a cage of a 9x9 grid has at most 9 (no digit repeats \
             in a cage)",
        ),
        (cage(&[0, 0], 3), "cage with A1: the cell is listed twice"),
        (
            cage(&[1, 0], 3),
            "cage at B1: the cells are not in increasing order",
        ),
        (
            cage(&[80, 81], 3),
            "a cage's cell number 81 is outside the 9x9 grid",
        ),
        (cage(&[], 0), "a cage has no cells"),
    ];
    for (c, message) in cases {
        assert_eq!(refusal(&g, c), format!("{prefix}{message}"));
    }
}

#[test]
fn a_cage_joined_by_corners_is_kept_when_its_form_allows_it() {
    let g = Geometry::standard(9).unwrap();
    let corners = |cells: &[usize], sum| Cage::reaching_corners(cells.to_vec(), sum, 9);
    // A1, B1 and C2: C2 touches B1 at a corner only.
    let diagonal = corners(&[0, 1, 11], 6);
    assert_eq!(diagonal.joined, Joined::ByCorners);
    assert_eq!(diagonal.pieces(9), vec![vec![0, 1], vec![11]]);
    let killer = g
        .clone()
        .with_constraint(Constraint::Cage(diagonal.clone()))
        .unwrap();
    assert_eq!(killer.cages().next().unwrap().1, &diagonal);
    // Rebuilds and moves keep how it is joined.
    let x = killer.with_diagonals(Diagonals::Both);
    assert_eq!(x.cages().next().unwrap().1.joined, Joined::ByCorners);
    let mirror: Vec<usize> = (0..81).map(|c| c / 9 * 9 + (8 - c % 9)).collect();
    assert_eq!(diagonal.moved(&mirror).joined, Joined::ByCorners);
    // Side by side cells make the usual cage whatever the form.
    assert_eq!(corners(&[0, 1, 10], 6).joined, Joined::BySides);
    // Cells apart even at the corners are refused.
    assert_eq!(
        refusal(&g, Constraint::Cage(corners(&[0, 2, 4], 6))),
        "a rule cannot be added: cage at A1: C1, E1 are not joined to the rest of the cage \
         by a side or a corner"
    );
    // The rule and the solvers do not need the cells to touch: the cage
    // only differs in how it is drawn.
    assert_eq!(
        Constraint::Cage(diagonal.clone()).makes_distinct().get(0),
        Some(&[0, 1, 11][..])
    );
}

#[test]
fn cages_may_not_overlap_and_must_add_up_to_the_units_they_fill() {
    let g = Geometry::standard(4)
        .unwrap()
        .with_constraint(cage(&[0, 1], 3))
        .unwrap();
    assert_eq!(
        refusal(&g, cage(&[1, 2], 7)),
        "a rule cannot be added: cage at B1: B1 is already in the cage at A1"
    );
    // Row 1 filled by cages of 3 and 6: 9, not 10.
    assert_eq!(
        refusal(&g, cage(&[2, 3], 6)),
        "a rule cannot be added: cage at C1: the cages inside row 1 add up to 9, but its \
         digits add up to 10"
    );
    let g = g.with_constraint(cage(&[2, 3], 7)).unwrap();
    // A cage across two rows does not fill either.
    let g = g.with_constraint(cage(&[4, 8], 4)).unwrap();
    assert_eq!(g.cages().count(), 3);
}

#[test]
fn cages_covering_the_grid_must_add_up_to_its_digits() {
    // A 4x4 grid in eight dominoes side by side, each row's pair (A, B)
    // then (C, D): 1 2 | 3 4 / 3 4 | 1 2 / 2 1 | 4 3 / 4 3 | 2 1.
    let pairs = [
        ([0, 1], 3),
        ([2, 3], 7),
        ([4, 5], 7),
        ([6, 7], 3),
        ([8, 9], 3),
        ([10, 11], 7),
        ([12, 13], 7),
    ];
    let mut g = Geometry::standard(4).unwrap();
    for (cells, sum) in pairs {
        g = g.with_constraint(cage(&cells, sum)).unwrap();
    }
    // Each row is filled too, so the row's total is what fails first.
    assert_eq!(
        refusal(&g, cage(&[14, 15], 4)),
        "a rule cannot be added: cage at C4: the cages inside row 4 add up to 11, but its \
         digits add up to 10"
    );
    assert!(g.with_constraint(cage(&[14, 15], 3)).is_ok());
    // Cages across the units (no unit is filled by cages inside it): only
    // the grid's total is left to check.
    let mut g = Geometry::standard(4).unwrap();
    for (cells, sum) in [
        (&[0, 4][..], 4),
        (&[1, 5, 9], 7),
        (&[2, 3, 7], 9),
        (&[6, 10], 5),
        (&[8, 12, 13], 9),
    ] {
        g = g.with_constraint(cage(cells, sum)).unwrap();
    }
    assert_eq!(
        refusal(&g, cage(&[11, 14, 15], 7)),
        "a rule cannot be added: cage at D3: the cages cover the grid and add up to 41, but \
         its digits add up to 40"
    );
    assert!(g.with_constraint(cage(&[11, 14, 15], 6)).is_ok());
}

#[test]
fn a_spec_points_at_the_bad_cage() {
    let spec = GeometrySpec::new(6, Variant::STANDARD)
        .constraint(cage(&[0, 1], 3))
        .constraint(cage(&[2, 3], 2));
    let err = spec.build().unwrap_err();
    assert_eq!(err.part, SpecPart::Constraint(1));
    assert_eq!(
        err.to_string(),
        "a rule cannot be added: cage at C1: 2 cells cannot sum to 2 (from 3 to 11)"
    );
}
