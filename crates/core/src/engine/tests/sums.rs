//! The engine, the BLP and the checker on sums (arrows, little killers):
//! random sums on a 4x4 are counted as a plain enumeration of every 4x4
//! grid counts them, the checker says a grid breaks a sum exactly when
//! the enumeration's test does (on partial grids too: the filled digits
//! leave the empty cells no digits that add up), and the BLP and the
//! engine find the one grid that sums leave.

use rand::seq::IndexedRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use super::marks::all_4x4_grids;
use crate::check::check;
use crate::engine::*;
use crate::geometry::{Constraint, SumKind, SumRule};

/// Whether `grid` (0 for an empty cell) can still keep `rule` as a player
/// reads it: some digits 1 to `n` in its empty cells make the shaft add up
/// to the circle's number (the diagonal to the clue). Tried by brute force.
fn keeps(rule: &SumRule, n: usize, grid: &[u8]) -> bool {
    let weights = rule.weights();
    let empty: Vec<usize> = (0..weights.len())
        .filter(|&i| grid[weights[i].0] == 0)
        .collect();
    let fixed: i64 = weights.iter().map(|&(c, w)| w * i64::from(grid[c])).sum();
    let mut digits = vec![1i64; empty.len()];
    loop {
        let total: i64 = fixed
            + empty
                .iter()
                .zip(&digits)
                .map(|(&i, &d)| weights[i].1 * d)
                .sum::<i64>();
        if total == rule.total() {
            return true;
        }
        // The next choice of digits, as an odometer.
        let mut i = 0;
        loop {
            if i == digits.len() {
                return false;
            }
            digits[i] += 1;
            if digits[i] <= n as i64 {
                break;
            }
            digits[i] = 1;
            i += 1;
        }
    }
}

/// A random arrow (a circle of one cell and a shaft of 1 to 3 cells) or a
/// little killer (a random diagonal and a clue from its cells' range) on
/// a 4x4.
fn random_sum(rng: &mut ChaCha8Rng, kind: SumKind) -> SumRule {
    match kind {
        SumKind::Arrow => {
            let len = rng.random_range(2..=4);
            let mut cells: Vec<usize> = vec![rng.random_range(0..16)];
            while cells.len() < len {
                let last = *cells.last().unwrap();
                let next: Vec<usize> = (0..16)
                    .filter(|&c| {
                        !cells.contains(&c)
                            && (c / 4).abs_diff(last / 4) <= 1
                            && (c % 4).abs_diff(last % 4) <= 1
                    })
                    .collect();
                match next.choose(rng) {
                    Some(&c) => cells.push(c),
                    None => break,
                }
            }
            if cells.len() < 2 {
                return random_sum(rng, kind);
            }
            SumRule::arrow(1, cells)
        }
        SumKind::LittleKiller => {
            // From a cell on the top or bottom row, along a diagonal.
            let (r, c) = (
                if rng.random_bool(0.5) { 0 } else { 3 },
                rng.random_range(0..4),
            );
            let dr: isize = if r == 0 { 1 } else { -1 };
            let dc: isize = if rng.random_bool(0.5) { 1 } else { -1 };
            let (mut r, mut c) = (r as isize, c as isize);
            let mut cells = Vec::new();
            while (0..4).contains(&r) && (0..4).contains(&c) {
                cells.push((r * 4 + c) as usize);
                r += dr;
                c += dc;
            }
            let k = cells.len() as u32;
            let sum = rng.random_range(k..=4 * k);
            SumRule::little_killer(sum, cells)
        }
    }
}

fn with_sums(sums: &[SumRule]) -> Geometry {
    sums.iter()
        .cloned()
        .try_fold(Geometry::standard(4).unwrap(), |g, s| {
            g.with_constraint(Constraint::Sum(s))
        })
        .unwrap()
}

#[test]
fn random_sums_are_counted_as_the_enumeration_counts_them() {
    let grids = all_4x4_grids();
    let mut rng = ChaCha8Rng::seed_from_u64(45);
    let (mut unique, mut none) = (0, 0);
    for _ in 0..150 {
        let count = rng.random_range(1..=3);
        let sums: Vec<SumRule> = (0..count)
            .map(|_| {
                let &kind = SumKind::ALL.choose(&mut rng).unwrap();
                random_sum(&mut rng, kind)
            })
            .collect();
        let g = with_sums(&sums);
        let expected = grids
            .iter()
            .filter(|grid| sums.iter().all(|s| keeps(s, 4, grid)))
            .count() as u64;
        let empty = Grid::empty(4);
        assert_eq!(
            count_solutions(&g, &empty, 1000).unwrap(),
            Count::Exact(expected),
            "{sums:?}"
        );
        let solved = solve_native(&g, &empty).unwrap();
        assert_eq!(solved.is_some(), expected > 0, "{sums:?}");
        if let Some(grid) = solved {
            assert!(check(&g, &grid).conflicts.is_empty(), "{sums:?}");
        }
        unique += usize::from(expected == 1);
        none += usize::from(expected == 0);
    }
    assert!(unique > 0 && none > 0, "{unique} {none}");
}

#[test]
fn the_checker_breaks_a_sum_exactly_where_a_player_does() {
    let grids = all_4x4_grids();
    let mut rng = ChaCha8Rng::seed_from_u64(46);
    let mut broken = 0;
    for _ in 0..300 {
        let &kind = SumKind::ALL.choose(&mut rng).unwrap();
        let rule = random_sum(&mut rng, kind);
        let g = with_sums(std::slice::from_ref(&rule));
        let mut cells = grids.choose(&mut rng).unwrap().clone();
        for c in cells.iter_mut() {
            if rng.random_bool(0.4) {
                *c = 0;
            }
        }
        let grid = Grid::from_cells(4, cells.clone()).unwrap();
        let conflicts = check(&g, &grid).conflicts;
        assert_eq!(
            conflicts.is_empty(),
            keeps(&rule, 4, &cells),
            "{rule:?} {grid}"
        );
        broken += usize::from(!conflicts.is_empty());
    }
    assert!(broken > 20, "{broken}");
}

#[test]
fn a_broken_sum_is_named() {
    let arrow = SumRule::arrow(1, vec![0, 1, 2]);
    let clue = SumRule::little_killer(10, vec![0, 5, 10, 15]);
    let g = with_sums(&[arrow, clue]);
    let namer = crate::grid::CellNamer::default();
    let texts = |line: &str| -> Vec<String> {
        let grid = Grid::parse_line(line).unwrap();
        check(&g, &grid)
            .conflicts
            .iter()
            .map(|c| c.describe(&g, &namer))
            .collect()
    };
    // A1 3 but B1 + C1 = 2 + 4; the diagonal 3 + 1 + 1 + 4 = 9.
    assert_eq!(
        texts("3241.1....1....4"),
        [
            "the arrow from A1 to C1 adds up to 6, not 3",
            "the little killer of 10 from A1 to D4 adds up to 9, not 10"
        ]
    );
    // B1 and C1 already add up to 5, more than a 4x4's circle can hold.
    assert_eq!(
        texts(".23............."),
        ["B1 and C1 break the arrow from A1 to C1: no digits in its empty cells can make it add up"]
    );
    assert!(texts("3.2.............").is_empty());
}

/// Sums kept by one grid, added at random until that grid is the only one
/// left: the engine and the BLP both find it.
#[test]
fn the_blp_and_the_engine_solve_sums_to_the_one_grid() {
    use crate::blp::{solve_blp, BlpOptions, SolveOutcome};
    let solution = Grid::parse_line("1234341221434321").unwrap();
    let cells: Vec<u8> = (0..16).map(|c| solution.get(c)).collect();
    let mut rng = ChaCha8Rng::seed_from_u64(47);
    let mut sums = Vec::new();
    let empty = Grid::empty(4);
    for i in 0..500 {
        let kind = SumKind::ALL[i % 2];
        let rule = random_sum(&mut rng, kind);
        if !keeps(&rule, 4, &cells) {
            continue;
        }
        sums.push(rule);
        if count_solutions(&with_sums(&sums), &empty, 2).unwrap() == Count::Exact(1) {
            break;
        }
    }
    let g = with_sums(&sums);
    assert_eq!(count_solutions(&g, &empty, 2).unwrap(), Count::Exact(1));
    assert!(
        SumKind::ALL
            .iter()
            .all(|k| sums.iter().any(|s| s.kind == *k)),
        "{sums:?}"
    );
    let engine = solve_native(&g, &empty).unwrap().expect("a solution");
    let report = solve_blp(&g, &empty, &BlpOptions::default()).unwrap();
    let SolveOutcome::Solved(blp) = report.outcome else {
        panic!("the BLP found no solution");
    };
    assert_eq!(engine, solution);
    assert_eq!(blp, solution, "{sums:?}");
}

/// The examples of every kind leave grids at every size they are made for.
#[test]
fn the_examples_of_every_kind_leave_grids() {
    for n in [4, 6, 9, 16] {
        let g = Constraint::one_of_each_kind(n)
            .into_iter()
            .try_fold(Geometry::standard(n).unwrap(), |g, r| g.with_constraint(r))
            .unwrap();
        let grid = solve_native(&g, &Grid::empty(n)).unwrap();
        assert!(grid.is_some(), "{n}");
    }
}

#[test]
#[ignore]
fn make_samples() {
    let solution = Grid::parse_line(
        "534678912672195348198342567859761423426853791713924856961537284287419635345286179",
    )
    .unwrap();
    let n = 9;
    let mut rng = ChaCha8Rng::seed_from_u64(9);
    let mut givens = Grid::empty(n);
    for _ in 0..12 {
        let c = rng.random_range(0..81);
        givens.set(c, solution.get(c));
    }
    for kind in SumKind::ALL {
        let mut rules: Vec<SumRule> = Vec::new();
        let mut g = Geometry::standard(n).unwrap();
        for _ in 0..2000 {
            let rule = match kind {
                SumKind::Arrow => {
                    let len = rng.random_range(3..=4);
                    let mut cells = vec![rng.random_range(0..81)];
                    while cells.len() < len {
                        let last = *cells.last().unwrap();
                        let next: Vec<usize> = (0..81)
                            .filter(|&c: &usize| {
                                !cells.contains(&c)
                                    && (c / 9).abs_diff(last / 9) <= 1
                                    && (c % 9).abs_diff(last % 9) <= 1
                            })
                            .collect();
                        cells.push(*next.choose(&mut rng).unwrap());
                    }
                    SumRule::arrow(1, cells)
                }
                SumKind::LittleKiller => {
                    let (r, c) = (
                        if rng.random_bool(0.5) { 0 } else { 8 },
                        rng.random_range(0..9),
                    );
                    let dr: isize = if r == 0 { 1 } else { -1 };
                    let dc: isize = if rng.random_bool(0.5) { 1 } else { -1 };
                    let (mut r, mut c) = (r as isize, c as isize);
                    let mut cells = Vec::new();
                    while (0..9).contains(&r) && (0..9).contains(&c) {
                        cells.push((r * 9 + c) as usize);
                        r += dr;
                        c += dc;
                    }
                    let sum = cells.iter().map(|&c| u32::from(solution.get(c))).sum();
                    SumRule::little_killer(sum, cells)
                }
            };
            let total: i64 = rule
                .weights()
                .iter()
                .map(|&(c, w)| w * i64::from(solution.get(c)))
                .sum();
            if total != rule.total()
                || rule.cells.len() < 3
                || rules.iter().any(|r: &SumRule| r.cells[0] == rule.cells[0])
            {
                continue;
            }
            rules.push(rule.clone());
            g = g.with_constraint(Constraint::Sum(rule)).unwrap();
            if count_solutions(&g, &givens, 2).unwrap() == Count::Exact(1) {
                break;
            }
        }
        println!(
            "{kind:?} {} rules, givens {}",
            rules.len(),
            givens.to_line()
        );
        for r in &rules {
            println!("{}", Constraint::Sum(r.clone()).text(9).unwrap());
        }
    }
}
