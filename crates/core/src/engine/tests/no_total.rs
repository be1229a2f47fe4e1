//! Cages drawn without a total (issue 47): their digits differ, nothing is
//! said of their sum. The engine and the BLP count them alike, as a plain
//! enumeration of every 4x4 grid does, and the checker finds a repeated
//! digit in one but never a sum.

use rand::seq::IndexedRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use crate::blp::{count_blp, BlpOptions};
use crate::check::{check, Conflict};
use crate::engine::*;
use crate::geometry::{Cage, CageSum, Constraint};
use crate::test_killers::KILLER9;

/// KILLER9 with the totals of the cages at `dropped` (indices into its
/// list) left out.
fn killer9_without(dropped: &[usize]) -> Geometry {
    KILLER9
        .cages()
        .into_iter()
        .enumerate()
        .fold(Geometry::standard(9).unwrap(), |g, (i, cage)| {
            let cage = match dropped.contains(&i) {
                true => Cage::with_total(cage.cells, CageSum::NotGiven),
                false => cage,
            };
            g.with_constraint(Constraint::Cage(cage)).unwrap()
        })
}

#[test]
fn a_killer_with_some_cages_without_totals_counts_alike_in_the_engine_and_the_blp() {
    let empty = Grid::empty(9);
    let solution = KILLER9.solution();
    // Dropping totals loosens the puzzle: each count at least the last.
    let mut last = 1;
    for dropped in [
        vec![0, 5],
        vec![0, 5, 9, 12, 20],
        vec![0, 1, 2, 5, 9, 12, 17, 20, 22],
    ] {
        let g = killer9_without(&dropped);
        let engine = count_solutions(&g, &empty, 50).unwrap();
        let blp = count_blp(&g, &empty, 50, &BlpOptions::default()).unwrap();
        assert_eq!(engine, blp, "dropped {dropped:?}");
        let count = match engine {
            Count::Exact(c) | Count::AtLeast(c) => c,
        };
        assert!(count >= last, "dropped {dropped:?}: {count} < {last}");
        last = count;
        // The known solution still keeps every rule.
        assert!(check(&g, &solution).is_valid());
    }
    assert!(last > 1, "nine totals dropped leave more than one grid");
}

#[test]
fn a_cage_without_a_total_is_broken_by_a_repeat_only() {
    // A cage without a total over A1, B1 and A2 of a 4x4.
    let g = Geometry::standard(4)
        .unwrap()
        .with_constraint(Constraint::Cage(Cage::with_total(
            vec![0, 1, 4],
            CageSum::NotGiven,
        )))
        .unwrap();
    // A1 = 1, B1 = 2, A2 = 3: any total is right.
    let fine = Grid::parse_line("12..3...........").unwrap();
    assert!(check(&g, &fine).is_valid());
    // A1 = 1 and A2 = 1 repeat in column A and in the cage.
    let repeat = Grid::parse_line("1...1...........").unwrap();
    let report = check(&g, &repeat);
    let in_cage = report.conflicts.iter().any(|c| {
        matches!(c, Conflict::Repeat { rule, digit: 1, cells }
            if cells == &vec![0, 4] && matches!(g.constraint(*rule), Some(Constraint::Cage(_))))
    });
    assert!(in_cage, "{:?}", report.conflicts);
    assert!(!report
        .conflicts
        .iter()
        .any(|c| matches!(c, Conflict::Sum { .. })));
}

#[test]
fn random_4x4_layouts_with_and_without_totals_count_as_a_plain_enumeration() {
    let mut rng = ChaCha8Rng::seed_from_u64(47);
    let g4 = Geometry::standard(4).unwrap();
    let grids: Vec<Grid> = match solutions_up_to(&g4, &Grid::empty(4), 1000, Deadline::none()) {
        (grids, true) => grids,
        (_, false) => panic!("the 288 grids"),
    };
    assert_eq!(grids.len(), 288);
    for _ in 0..40 {
        let from = grids.choose(&mut rng).unwrap();
        let mut g = g4.clone();
        let mut rules: Vec<(Vec<usize>, CageSum)> = Vec::new();
        for cells in [
            vec![0, 1],
            vec![2, 3, 7],
            vec![5, 6],
            vec![8, 12, 13],
            vec![10, 11, 15],
        ] {
            let sum = match rng.random_bool(0.5) {
                true => CageSum::Given(cells.iter().map(|&c| u32::from(from.get(c))).sum()),
                false => CageSum::NotGiven,
            };
            g = g
                .with_constraint(Constraint::Cage(Cage::with_total(cells.clone(), sum)))
                .unwrap();
            rules.push((cells, sum));
        }
        let keeps = |grid: &Grid| {
            rules.iter().all(|(cells, sum)| {
                let mut digits: Vec<u8> = cells.iter().map(|&c| grid.get(c)).collect();
                let total: u32 = digits.iter().map(|&d| u32::from(d)).sum();
                digits.sort_unstable();
                digits.dedup();
                digits.len() == cells.len()
                    && match sum {
                        CageSum::Given(s) => total == *s,
                        CageSum::NotGiven => true,
                    }
            })
        };
        let expected = Count::Exact(grids.iter().filter(|grid| keeps(grid)).count() as u64);
        let empty = Grid::empty(4);
        assert_eq!(
            count_solutions(&g, &empty, 1000).unwrap(),
            expected,
            "{rules:?}"
        );
        let blp = count_blp(&g, &empty, 1000, &BlpOptions::default()).unwrap();
        assert_eq!(blp, expected, "{rules:?}");
    }
}
