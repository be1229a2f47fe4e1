//! The engine, the BLP and the checker on sandwich clues: random clues on a
//! 4x4 are counted as a plain enumeration of every 4x4 grid counts them;
//! the propagator never removes a digit some arrangement of a 6x6 line
//! keeps (every arrangement of the line's six digits tried); the checker
//! breaks a clue of a full grid exactly when the sum between differs, and
//! never one of a grid that can still be completed.

use rand::seq::IndexedRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use super::marks::all_4x4_grids;
use crate::check::{check, Conflict};
use crate::engine::propagator::sandwich::narrow;
use crate::engine::*;
use crate::geometry::{Constraint, Sandwich};

/// A random clue on a random line of a 4x4 (sums 0 to 5, the most).
fn random_clue(rng: &mut ChaCha8Rng) -> Sandwich {
    let line = rng.random_range(0..4);
    let sum = rng.random_range(0..=Sandwich::most(4));
    if rng.random_bool(0.5) {
        Sandwich::row(line, sum, 4)
    } else {
        Sandwich::column(line, sum, 4)
    }
}

fn with_clues(clues: &[Sandwich]) -> Option<Geometry> {
    clues
        .iter()
        .cloned()
        .try_fold(Geometry::standard(4).unwrap(), |g, s| {
            g.with_constraint(Constraint::Sandwich(s))
        })
        .ok()
}

fn keeps(rule: &Sandwich, grid: &[u8]) -> bool {
    let digits: Vec<u8> = rule.cells.iter().map(|&c| grid[c]).collect();
    Sandwich::between(&digits) == Some(rule.sum)
}

#[test]
fn random_clues_are_counted_as_the_enumeration_counts_them() {
    use crate::blp::{solve_blp, BlpOptions, SolveOutcome};
    let grids = all_4x4_grids();
    let mut rng = ChaCha8Rng::seed_from_u64(45);
    let (mut few, mut none, mut tried) = (0, 0, 0);
    while tried < 150 {
        let count = rng.random_range(1..=6);
        let mut clues: Vec<Sandwich> = (0..count).map(|_| random_clue(&mut rng)).collect();
        // Half the time the clues of one grid: kept by it at least.
        if rng.random_bool(0.5) {
            let grid = grids.choose(&mut rng).unwrap();
            for clue in &mut clues {
                let digits: Vec<u8> = clue.cells.iter().map(|&c| grid[c]).collect();
                clue.sum = Sandwich::between(&digits).unwrap();
            }
        }
        // Two clues for one line are refused: drawn again.
        let Some(g) = with_clues(&clues) else {
            continue;
        };
        tried += 1;
        let expected = grids
            .iter()
            .filter(|grid| clues.iter().all(|s| keeps(s, grid)))
            .count() as u64;
        let empty = Grid::empty(4);
        assert_eq!(
            count_solutions(&g, &empty, 1000).unwrap(),
            Count::Exact(expected),
            "{clues:?}"
        );
        let solved = solve_native(&g, &empty).unwrap();
        assert_eq!(solved.is_some(), expected > 0, "{clues:?}");
        if let Some(grid) = &solved {
            assert!(check(&g, grid).conflicts.is_empty(), "{clues:?}");
        }
        if tried % 10 == 0 {
            let report = solve_blp(&g, &empty, &BlpOptions::default()).unwrap();
            match report.outcome {
                SolveOutcome::Solved(grid) => {
                    assert!(expected > 0 && check(&g, &grid).conflicts.is_empty())
                }
                other => assert_eq!(expected, 0, "{clues:?} {other:?}"),
            }
        }
        // Sandwich clues alone rarely leave one 4x4 grid: a few is enough.
        few += usize::from((1..=4).contains(&expected));
        none += usize::from(expected == 0);
    }
    assert!(few > 5 && none > 5, "{few} {none} of {tried}");
}

/// Every arrangement of `1..=n`, as digits of a line.
fn arrangements(n: u8) -> Vec<Vec<u8>> {
    if n == 0 {
        return vec![Vec::new()];
    }
    let mut out = Vec::new();
    for shorter in arrangements(n - 1) {
        for at in 0..=shorter.len() {
            let mut line = shorter.clone();
            line.insert(at, n);
            out.push(line);
        }
    }
    out
}

#[test]
fn the_propagator_keeps_every_digit_an_arrangement_of_the_line_keeps() {
    for n in [4u8, 6] {
        let all = arrangements(n);
        let full = (1u32 << n) - 1;
        let mut rng = ChaCha8Rng::seed_from_u64(u64::from(n));
        let (mut narrowed, mut refused) = (0, 0);
        for _ in 0..400 {
            let sum = rng.random_range(0..=Sandwich::most(usize::from(n)));
            // Each cell keeps each digit with a chance of 3 in 4.
            let masks: Vec<u32> = (0..n)
                .map(|_| {
                    (0..n)
                        .filter(|_| rng.random_bool(0.75))
                        .fold(0, |m, d| m | 1 << d)
                })
                .collect();
            let kept: Vec<&Vec<u8>> = all
                .iter()
                .filter(|line| {
                    line.iter()
                        .zip(&masks)
                        .all(|(&d, &m)| m >> (d - 1) & 1 != 0)
                        && Sandwich::between(line) == Some(sum)
                })
                .collect();
            match narrow(&masks, sum, usize::from(n)) {
                Some(after) => {
                    for line in &kept {
                        for (i, &d) in line.iter().enumerate() {
                            assert!(after[i] >> (d - 1) & 1 != 0, "{masks:?} {sum} {line:?}");
                        }
                    }
                    narrowed += usize::from(after != masks);
                    assert!(after.iter().zip(&masks).all(|(a, m)| a & !m == 0));
                    assert!(after.iter().all(|&a| a & !full == 0));
                }
                None => {
                    assert!(kept.is_empty(), "{masks:?} {sum}");
                    refused += 1;
                }
            }
        }
        assert!(narrowed > 50 && refused > 10, "{n}: {narrowed} {refused}");
    }
}

#[test]
fn the_checker_breaks_a_clue_exactly_where_a_player_does() {
    let grids = all_4x4_grids();
    let mut rng = ChaCha8Rng::seed_from_u64(46);
    let (mut broken, mut partial_kept) = (0, 0);
    for _ in 0..400 {
        let rule = random_clue(&mut rng);
        let g = with_clues(std::slice::from_ref(&rule)).unwrap();
        let cells = grids.choose(&mut rng).unwrap().clone();
        let full = Grid::from_cells(4, cells.clone()).unwrap();
        let report = check(&g, &full);
        assert_eq!(
            report.conflicts.is_empty(),
            keeps(&rule, &cells),
            "{rule:?} {full}"
        );
        broken += usize::from(!report.conflicts.is_empty());
        for c in &report.conflicts {
            assert!(matches!(c, Conflict::Sandwich { full: true, .. }), "{c:?}");
        }
        // A grid that completes to one keeping the clue breaks nothing.
        if keeps(&rule, &cells) {
            let mut blanked = cells.clone();
            for c in blanked.iter_mut() {
                if rng.random_bool(0.4) {
                    *c = 0;
                }
            }
            let grid = Grid::from_cells(4, blanked).unwrap();
            assert!(check(&g, &grid).conflicts.is_empty(), "{rule:?} {grid}");
            partial_kept += 1;
        }
    }
    assert!(broken > 50 && partial_kept > 50, "{broken} {partial_kept}");
}

#[test]
fn a_broken_clue_is_named() {
    let g = with_clues(&[Sandwich::row(0, 2, 4), Sandwich::column(0, 5, 4)]).unwrap();
    let namer = crate::grid::CellNamer::default();
    let texts = |line: &str| -> Vec<String> {
        let grid = Grid::parse_line(line).unwrap();
        check(&g, &grid)
            .conflicts
            .iter()
            .map(|c| c.describe(&g, &namer))
            .collect()
    };
    // Row 1: 1, 3, 4: 3 between, not 2.
    assert_eq!(
        texts("1342............"),
        ["row 1 holds 3 between its 1 and its 4, not 2"]
    );
    // Column A: 1 in A1, 4 in A4, A2 empty and A3 a 3: the two cells
    // between already hold 3 and the clue 5 needs 2 and 3: not broken yet.
    assert!(texts("1.......3...4...").is_empty());
    // A 4 in A2 beside the 1: nothing between, not 5.
    assert_eq!(
        texts("1...4..........."),
        ["column A holds 0 between its 1 and its 4, not 5"]
    );
    // Row 1: two empty cells between its 1 and its 4 never make 2.
    assert_eq!(
        texts("1..4............"),
        ["row 1 has 2 cells between its 1 and its 4, holding 0 so far: they cannot add up to 2"]
    );
}
