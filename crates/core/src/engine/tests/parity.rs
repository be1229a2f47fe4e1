//! The engine, the BLP, the checker and the rater on even/odd cells:
//! random marks on a 4x4 are counted as a plain enumeration of every 4x4
//! grid counts them, each solution keeps every mark, a wrong digit is
//! named by the checker, and the rater starts without the digits of the
//! other parity.

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use super::marks::all_4x4_grids;
use crate::blp::{solve_blp, BlpOptions, SolveOutcome};
use crate::check::{check, Conflict};
use crate::engine::*;
use crate::geometry::{Constraint, Parity, ParityKind};
use crate::grid::CellNamer;

/// A standard 4x4 with the even/odd `marks`.
fn with_marks(marks: &[Parity]) -> Geometry {
    marks
        .iter()
        .cloned()
        .try_fold(Geometry::standard(4).unwrap(), |g, m| {
            g.with_constraint(Constraint::Parity(m))
        })
        .unwrap()
}

#[test]
fn random_even_odd_cells_are_counted_as_the_enumeration_counts_them() {
    let grids = all_4x4_grids();
    let mut rng = ChaCha8Rng::seed_from_u64(31);
    let (mut solved, mut none) = (0, 0);
    for _ in 0..120 {
        let count = rng.random_range(1..=10);
        let marks: Vec<Parity> = (0..count)
            .map(|_| {
                let kind = ParityKind::ALL[rng.random_range(0..2)];
                Parity::new(kind, rng.random_range(0..16))
            })
            .collect();
        let g = with_marks(&marks);
        let keeps = |grid: &Vec<u8>| marks.iter().all(|m| m.allows(grid[m.cell()]));
        let expected = grids.iter().filter(|grid| keeps(grid)).count();
        let found = count_solutions(&g, &Grid::empty(4), 1000).unwrap();
        assert_eq!(found, Count::Exact(expected as u64), "{marks:?}");
        match solve_native(&g, &Grid::empty(4)).unwrap() {
            Some(grid) => {
                assert!(keeps(&grid.cells().to_vec()), "{marks:?}: {grid}");
                assert!(check(&g, &grid).conflicts.is_empty());
            }
            None => assert_eq!(expected, 0, "{marks:?}"),
        }
        // The BLP finds a grid where there is one, and it keeps the marks.
        let report = solve_blp(&g, &Grid::empty(4), &BlpOptions::default()).unwrap();
        match report.outcome {
            SolveOutcome::Solved(blp) => {
                assert!(check(&g, &blp).conflicts.is_empty(), "{blp}");
                solved += 1;
            }
            _ => assert_eq!(expected, 0, "{marks:?}"),
        }
        none += usize::from(expected == 0);
    }
    assert!(solved > 0 && none > 0, "{solved} {none}");
}

#[test]
fn a_digit_of_the_other_parity_is_named_by_the_checker() {
    // An even B1 and an odd C1 (B1 is cell 1, C1 cell 2).
    let g = with_marks(&[
        Parity::new(ParityKind::Even, 1),
        Parity::new(ParityKind::Odd, 2),
    ]);
    let wrong = Grid::parse_line("1324............").unwrap();
    let report = check(&g, &wrong);
    assert_eq!(
        report.conflicts,
        [
            Conflict::Parity {
                rule: report.conflicts[0].rule().unwrap(),
                cells: vec![1],
                digit: 3,
                asks: ParityKind::Even,
            },
            Conflict::Parity {
                rule: report.conflicts[1].rule().unwrap(),
                cells: vec![2],
                digit: 2,
                asks: ParityKind::Odd,
            },
        ]
    );
    let namer = CellNamer::default();
    assert_eq!(
        report.conflicts[0].describe(&g, &namer),
        "B1 holds 3, an odd digit, but its grey square asks for an even one"
    );
    assert_eq!(
        report.conflicts[1].describe(&g, &namer),
        "C1 holds 2, an even digit, but its grey circle asks for an odd one"
    );
    // A given of the wrong parity leaves no solution.
    assert_eq!(solve_native(&g, &wrong).unwrap(), None);
    assert!(check(&g, &Grid::parse_line("1234............").unwrap())
        .conflicts
        .is_empty());
}

#[test]
fn the_rater_starts_without_the_digits_of_the_other_parity() {
    // 2 3 1 4 / 1 4 2 3 / 3 1 4 2 / 4 2 3 1: the even/odd cells alone
    // leave it by singles, with a few givens.
    let solution = Grid::parse_line("2314142331424231").unwrap();
    let marks: Vec<Parity> = (0..16)
        .map(|c| {
            let kind = if solution.get(c).is_multiple_of(2) {
                ParityKind::Even
            } else {
                ParityKind::Odd
            };
            Parity::new(kind, c)
        })
        .collect();
    let g = with_marks(&marks);
    let givens = Grid::parse_line("2..............1").unwrap();
    assert_eq!(solve_native(&g, &givens).unwrap(), Some(solution.clone()));
    let rating = crate::rate::rate(&g, &givens).unwrap();
    assert_eq!(rating.ending, crate::rate::Ending::Solved);
    assert_eq!(rating.grid, solution);
    // Without the marks the same givens are far from enough.
    let plain = crate::rate::rate(&Geometry::standard(4).unwrap(), &givens).unwrap();
    assert_ne!(plain.ending, crate::rate::Ending::Solved);
    let path = crate::rate::solving_path(&g, &givens, &rating, &CellNamer::default()).unwrap();
    assert!(path.intro.contains("grey square"), "{}", path.intro);
}
