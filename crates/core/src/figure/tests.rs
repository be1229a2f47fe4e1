//! The figure of each kind of geometry: box and jigsaw edges, shaded
//! diagonals and extra regions, cage outlines, sums and cage edges.

use super::*;
use crate::geometry::{Cage, Diagonals, Variant};
use crate::CageSum;
use Edge::{Cage as C, Outer as O, Region as R, Thin as T};

/// 1 1 1 2 / 3 1 2 2 / 3 3 4 2 / 3 4 4 4
const JIGSAW4: [u32; 16] = [1, 1, 1, 2, 3, 1, 2, 2, 3, 3, 4, 2, 3, 4, 4, 4];

fn edges(top: Edge, right: Edge, bottom: Edge, left: Edge) -> Edges {
    Edges {
        top,
        right,
        bottom,
        left,
    }
}

/// The 4x4 standard grid with the cages of the tests' 4x4 killer: A1 alone,
/// B1 B2 B3, C1 D1 C2, A2 A3 A4, D2 D3, C3 alone, B4 C4, D4 alone.
fn killer4() -> Geometry {
    crate::test_killers::KILLER4.geometry()
}

#[test]
fn a_standard_9x9_has_region_sides_every_three_cells() {
    let figure = Figure::of(&Geometry::standard(9).unwrap());
    let rights: Vec<Edge> = (0..9).map(|c| figure.cell(36 + c).edges.right).collect();
    assert_eq!(rights, [T, T, R, T, T, R, T, T, O]);
    let bottoms: Vec<Edge> = (0..9)
        .map(|r| figure.cell(r * 9 + 4).edges.bottom)
        .collect();
    assert_eq!(bottoms, [T, T, R, T, T, R, T, T, O]);
    assert_eq!(figure.cell(0).edges, edges(O, T, T, O));
    assert_eq!(figure.cell(30).edges, edges(R, T, T, R));
    assert!(figure.cells().iter().all(|c| c.shading == Shading::Plain));
    assert_eq!(figure.cell(80).region, 8);
}

#[test]
fn a_jigsaws_region_sides_follow_its_map() {
    let g = Geometry::from_block_map(4, &JIGSAW4).unwrap();
    let figure = Figure::of(&g);
    assert_eq!(figure.cell(0).edges, edges(O, T, R, O));
    assert_eq!(figure.cell(1).edges, edges(O, T, T, T));
    assert_eq!(figure.cell(2).edges, edges(O, R, R, T));
    assert_eq!(figure.cell(5).edges, edges(T, R, R, R));
    assert_eq!(figure.cell(9).edges, edges(R, R, R, T));
    assert_eq!(figure.cell(10).edges, edges(R, R, T, R));
    assert_eq!(figure.cell(12).edges, edges(T, R, O, O));
    assert_eq!(figure.cell(15).edges, edges(R, O, O, T));
    for cell in 0..16 {
        assert_eq!(figure.cell(cell).region, g.block_of(cell), "cell {cell}");
    }
}

#[test]
fn neighbouring_cells_agree_on_their_shared_side() {
    let geometries = [
        Geometry::from_block_map(4, &JIGSAW4).unwrap(),
        Geometry::standard(9).unwrap(),
        killer4(),
    ];
    for g in geometries {
        let figure = Figure::of(&g);
        let n = g.size();
        for cell in 0..n * n {
            let e = figure.cell(cell).edges;
            if cell % n + 1 < n {
                assert_eq!(e.right, figure.cell(cell + 1).edges.left);
            }
            if cell / n + 1 < n {
                assert_eq!(e.bottom, figure.cell(cell + n).edges.top);
            }
        }
    }
}

#[test]
fn the_diagonals_of_an_x_variant_are_shaded() {
    let figure = Figure::of(
        &Geometry::standard(9)
            .unwrap()
            .with_diagonals(Diagonals::Both),
    );
    for cell in 0..81 {
        let (r, c) = (cell / 9, cell % 9);
        let on = r == c || r + c == 8;
        let expected = if on {
            Shading::Diagonal
        } else {
            Shading::Plain
        };
        assert_eq!(figure.cell(cell).shading, expected, "cell {cell}");
    }
    // Shading draws no line.
    assert_eq!(figure.cell(10).edges, edges(T, T, T, T));
}

#[test]
fn windokus_extra_cells_are_shaded_and_numbered() {
    let g = Geometry::for_variant(Variant::WINDOKU, 9, None).unwrap();
    let figure = Figure::of(&g);
    let shaded: Vec<usize> = (0..81)
        .filter(|&c| figure.cell(c).shading == Shading::Extra)
        .collect();
    assert_eq!(shaded.len(), 36);
    for cell in 0..81 {
        assert_eq!(figure.cell(cell).extra, g.extra_of(cell), "cell {cell}");
    }
    // B2 opens the first window; A1 is in none.
    assert_eq!(figure.cell(10).extra, Some(1));
    assert_eq!(figure.cell(0).shading, Shading::Plain);
    // With the diagonals, B2 is on one and in a window.
    let x = Figure::of(&Geometry::for_variant(Variant::WINDOKU_X, 9, None).unwrap());
    assert_eq!(x.cell(10).shading, Shading::Both);
    assert_eq!(x.cell(11).shading, Shading::Extra);
    assert_eq!(x.cell(0).shading, Shading::Diagonal);
}

#[test]
fn a_killer_cage_is_outlined_with_its_sum_in_its_head() {
    let g = killer4();
    let figure = Figure::of(&g);
    assert_eq!(figure.cages().len(), 8);
    let second = &figure.cages()[1];
    assert_eq!(second.cells, [1, 5, 9]);
    assert_eq!((second.sum, second.sum_cell), (CageSum::Given(7), 1));
    assert_eq!(
        g.constraint(second.id),
        Some(&Constraint::Cage(g.cages().nth(1).unwrap().1.clone()))
    );
    // The head is the first cell in reading order, not the first named.
    assert_eq!(figure.cages()[2].sum_cell, 2);
    assert_eq!(figure.sum_at(1), Some(7));
    assert_eq!(figure.sum_at(5), None);
    assert_eq!(figure.sum_at(15), Some(1));
    assert_eq!(figure.cell(9).cage, Some(1));
}

#[test]
fn a_cage_side_inside_one_region_is_a_cage_side() {
    let figure = Figure::of(&killer4());
    // A1 is a cage alone: B1 and A2, of its block, are in other cages.
    assert_eq!(figure.cell(0).edges, edges(O, C, C, O));
    // B1: C1 in another cage across the block's side, B2 below in its own.
    assert_eq!(figure.cell(1).edges, edges(O, R, T, C));
    // B2: A2 in another cage of its block.
    assert_eq!(figure.cell(5).edges, edges(T, R, R, C));
    // The block map view draws the cage sides thin.
    assert_eq!(figure.cell(0).edges.regions_only(), edges(O, T, T, O));
    // A cage beside a cell in no cage is outlined too.
    let one = Geometry::standard(4)
        .unwrap()
        .with_constraint(Constraint::Cage(Cage::new(vec![0, 1], 3)))
        .unwrap();
    let figure = Figure::of(&one);
    assert_eq!(figure.cell(0).edges, edges(O, T, C, O));
    assert_eq!(figure.cell(5).edges, edges(C, R, R, T));
    assert_eq!(figure.cell(5).cage, None);
}

#[test]
fn a_cage_joined_by_corners_is_drawn_as_pieces_tied_by_their_labels() {
    // A1, B1 and C2 (C2 touches B1 at a corner), and C3 alone.
    let g = Geometry::standard(4)
        .unwrap()
        .with_constraint(Constraint::Cage(Cage::reaching_corners(
            vec![0, 1, 6],
            6,
            4,
        )))
        .unwrap()
        .with_constraint(Constraint::Cage(Cage::new(vec![10], 2)))
        .unwrap();
    let figure = Figure::of(&g);
    let outline = &figure.cages()[0];
    assert_eq!(outline.piece_cells, vec![6]);
    // The head says the cage goes on; the piece says whose it is.
    assert_eq!(figure.label_at(0), Some(CageLabel::SumGoesOn(6)));
    assert_eq!(figure.label_at(0).unwrap().to_string(), "6…");
    assert_eq!(figure.label_at(6), Some(CageLabel::PieceOf(6)));
    assert_eq!(figure.label_at(6).unwrap().to_string(), "…6");
    assert_eq!(figure.label_at(1), None);
    assert_eq!(figure.label_at(10), Some(CageLabel::Sum(2)));
    assert_eq!(figure.label_at(10).unwrap().to_string(), "2");
    // Both pieces are the one cage (one colour), each outlined.
    assert_eq!(figure.cell(6).cage, figure.cell(0).cage);
    assert_eq!(figure.cell(6).edges, edges(C, C, R, R));
    assert_eq!(figure.cell(1).edges.bottom, C);
}

#[test]
fn a_cage_across_two_regions_keeps_the_region_side() {
    let figure = Figure::of(&killer4());
    // B2 and B3 share a cage but not a block; so do A2 and A3, D2 and D3.
    for (upper, lower) in [(5, 9), (4, 8), (7, 11)] {
        assert_eq!(figure.cell(upper).cage, figure.cell(lower).cage);
        assert_eq!(figure.cell(upper).edges.bottom, R, "cell {upper}");
    }
    // Inside the cage, within a block (A3 over A4), the side stays thin.
    assert_eq!(figure.cell(8).edges.bottom, T);
}

#[test]
fn no_rule_draws_lines_or_circles_yet() {
    let figure = Figure::of(&killer4());
    assert!(figure.pairs().is_empty());
    assert!(figure.lines().is_empty());
    assert!(figure.circles().is_empty());
}

#[test]
fn marks_between_cells_are_drawn_in_reading_order_with_their_kind() {
    use crate::figure::{PairMark, PairMarkKind};
    use crate::geometry::{Constraint, Pair, PairKind};
    let g = [
        Pair::new(PairKind::KropkiWhite, 1, 0),
        Pair::new(PairKind::Greater, 6, 0),
        Pair::new(PairKind::Greater, 7, 8),
        Pair::new(PairKind::X, 10, 16),
    ]
    .into_iter()
    .try_fold(crate::geometry::Geometry::standard(6).unwrap(), |g, p| {
        g.with_constraint(Constraint::Pair(p))
    })
    .unwrap();
    let figure = Figure::of(&g);
    let mark = |cells, kind| PairMark { cells, kind };
    assert_eq!(
        figure.pairs(),
        [
            mark([0, 1], PairMarkKind::WhiteDot),
            mark(
                [0, 6],
                PairMarkKind::Greater {
                    first_larger: false
                }
            ),
            mark([7, 8], PairMarkKind::Greater { first_larger: true }),
            mark([10, 16], PairMarkKind::X),
        ]
    );
    // Marks leave the cells' sides alone.
    assert_eq!(
        figure.cells(),
        Figure::of(&crate::geometry::Geometry::standard(6).unwrap()).cells()
    );
}
