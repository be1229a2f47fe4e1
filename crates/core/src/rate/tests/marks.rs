//! Mark partners: sound along the path of a 4x4 with Kropki dots and
//! greater-than signs and no givens, which it solves; the rating says so.

use super::super::{rate, Technique};
use super::killer::sound_along_the_path;
use crate::geometry::{Constraint, Geometry, Pair, PairKind};
use crate::grid::Grid;

/// The 4x4 of `1234341221434321` with every white and black dot and a sign
/// on each side of its first two rows (one grid keeps them: the engine's
/// tests count it).
fn marked() -> (Geometry, Grid) {
    let solution = Grid::parse_line("1234341221434321").unwrap();
    let mut g = Geometry::standard(4).unwrap();
    for a in 0..8 {
        for b in [a + 1, a + 4] {
            if (b == a + 1 && a % 4 == 3) || b >= 16 {
                continue;
            }
            let (x, y) = (solution.get(a), solution.get(b));
            for kind in [PairKind::KropkiWhite, PairKind::KropkiBlack] {
                if kind.allows(x, y) {
                    g = g
                        .with_constraint(Constraint::Pair(Pair::new(kind, a, b)))
                        .unwrap();
                }
            }
            let (big, small) = if x > y { (a, b) } else { (b, a) };
            g = g
                .with_constraint(Constraint::Pair(Pair::new(PairKind::Greater, big, small)))
                .unwrap();
        }
    }
    (g, solution)
}

#[test]
fn mark_partners_are_sound_and_solve_a_marked_4x4() {
    let (g, solution) = marked();
    let (seen, board) = sound_along_the_path(&g, &Grid::empty(4), &solution);
    assert!(seen.contains(&Technique::MarkPartners), "{seen:?}");
    assert!(board.is_full(), "{seen:?}");
    assert_eq!(board.to_grid(4), solution);
    let rating = rate(&g, &Grid::empty(4)).unwrap();
    assert!(
        rating
            .uses
            .iter()
            .any(|&(t, _)| t == Technique::MarkPartners),
        "{rating:?}"
    );
    // Not an "all different" puzzle: no uniqueness pattern is tried.
    assert!(!Technique::UniqueRectangle.sound_on(&g));
    assert!(Technique::MarkPartners.sound_on(&g));
}
