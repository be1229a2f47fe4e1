//! The repair of contradictory givens and cage sums on killers: the fewest
//! givens and cage sums dropped, then the fewest cage sums, checked against
//! brute force over the 288 grids of a 4x4 in both paths (implicit hitting
//! sets, and the paper's model with soft cage rows), and on the 9x9 test
//! killer with the sums of two cages swapped.

use crate::CageSum;
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use super::repair::all_grids;
use super::*;
use crate::blp::repair::meets_every_row;
use crate::budget::Deadline;
use crate::engine::{count_solutions, Engine};
use crate::geometry::{Cage, Constraint, ConstraintId};
use crate::outcome::Count;
use crate::test_killers::KILLER9;

/// What a grid drops of the givens and cage sums: (items, cages), or
/// `None` when it repeats a digit in a cage (no grid may).
fn cost(g: &Geometry, givens: &Grid, grid: &Grid) -> Option<(usize, usize)> {
    let mut broken = 0;
    for (_, cage) in g.cages() {
        let mut seen = 0u32;
        for &c in &cage.cells {
            let bit = 1 << grid.get(c);
            if seen & bit != 0 {
                return None;
            }
            seen |= bit;
        }
        broken += usize::from(cage.sum != CageSum::Given(cage.total(grid)));
    }
    let dropped = (0..grid.cells().len())
        .filter(|&c| givens.get(c) != 0 && givens.get(c) != grid.get(c))
        .count();
    Some((dropped + broken, broken))
}

/// Random cages (1 to 3 cells, joined side by side) over `grid`, most of
/// them kept, a few with another sum their cells can make; `None` when
/// the geometry refuses them (a unit's cages no longer add up).
fn random_killer(rng: &mut ChaCha8Rng, grid: &Grid) -> Option<Geometry> {
    let n = grid.size();
    let mut order: Vec<usize> = (0..n * n).collect();
    order.shuffle(rng);
    let mut taken = vec![false; n * n];
    let mut g = Geometry::standard(n).unwrap();
    for start in order {
        if taken[start] {
            continue;
        }
        let mut cells = vec![start];
        taken[start] = true;
        let size = rng.random_range(1..=3);
        while cells.len() < size {
            let last = cells[rng.random_range(0..cells.len())];
            let (r, c) = (last / n, last % n);
            let next = [
                (r > 0).then(|| last - n),
                (r + 1 < n).then(|| last + n),
                (c > 0).then(|| last - 1),
                (c + 1 < n).then(|| last + 1),
            ];
            let free: Vec<usize> = next.into_iter().flatten().filter(|&x| !taken[x]).collect();
            let Some(&x) = free.get(rng.random_range(0..free.len().max(1))) else {
                break;
            };
            taken[x] = true;
            cells.push(x);
        }
        if rng.random_bool(0.25) {
            continue; // cells in no cage
        }
        cells.sort_unstable();
        let mut sum: u32 = cells.iter().map(|&c| u32::from(grid.get(c))).sum();
        if rng.random_bool(0.3) {
            let (low, high) = Cage::sum_range(n, cells.len());
            sum = rng.random_range(low..=high);
        }
        g = g
            .with_constraint(Constraint::Cage(Cage::new(cells, sum)))
            .ok()?;
    }
    Some(g)
}

#[test]
fn the_repair_of_4x4_killers_matches_brute_force_in_both_paths() {
    let grids = all_grids(&Geometry::standard(4).unwrap());
    let mut rng = ChaCha8Rng::seed_from_u64(11);
    let (mut cases, mut with_cages, mut with_both) = (0, 0, 0);
    while cases < 60 {
        let answer = &grids[rng.random_range(0..grids.len())];
        let Some(g) = random_killer(&mut rng, answer) else {
            continue;
        };
        // 0 to 4 givens, from the answer or any digit.
        let mut givens = Grid::empty(4);
        for _ in 0..rng.random_range(0..=4) {
            let cell = rng.random_range(0..16);
            let digit = match rng.random_bool(0.5) {
                true => answer.get(cell),
                false => rng.random_range(1..=4),
            };
            givens.set(cell, digit);
        }
        let best = grids.iter().filter_map(|s| cost(&g, &givens, s)).min();
        let Some(best) = best else {
            continue;
        };
        if best.0 == 0 {
            continue; // solvable: nothing to repair
        }
        cases += 1;
        with_cages += usize::from(best.1 > 0);
        with_both += usize::from(best.1 > 0 && best.0 > best.1);
        for presolve in [Presolve::On, Presolve::Off] {
            let r = keep_most_givens(&g, &givens, &opts(presolve))
                .unwrap()
                .expect("a grid");
            let found = (
                r.dropped.len() + r.dropped_cages.len(),
                r.dropped_cages.len(),
            );
            assert_eq!(
                found,
                best,
                "presolve {presolve:?}: {givens} {:?}",
                g.added_constraints()
            );
            assert_eq!(cost(&g, &givens, &r.grid), Some(best));
            assert!(meets_every_row(&g, &r.grid, &r.dropped_cages));
            for c in 0..16 {
                let kept = givens.get(c) == 0 || r.dropped.contains(&c);
                assert!(kept || r.grid.get(c) == givens.get(c));
            }
            for (id, cage) in g.cages() {
                let sum = cage.total(&r.grid);
                assert_eq!(
                    CageSum::Given(sum) != cage.sum,
                    r.dropped_cages.contains(&id)
                );
            }
        }
    }
    // The cases reach every kind of repair.
    assert!(with_cages >= 10, "{with_cages} of {cases} drop a cage");
    assert!(
        with_both >= 3,
        "{with_both} of {cases} drop a cage and a given"
    );
}

#[test]
fn a_given_clashing_only_with_a_sum_is_dropped_and_the_cage_kept() {
    // The cage of 3 at A1-B1 holds 1 and 2; the given 4 at B1 is one item,
    // the cage's sum another: the tie keeps the cage.
    let cage = Constraint::Cage(Cage::new(vec![0, 1], 3));
    let g = Geometry::standard(4)
        .unwrap()
        .with_constraint(cage)
        .unwrap();
    let givens = Grid::parse_line(".4..............").unwrap();
    for presolve in [Presolve::On, Presolve::Off] {
        let r = keep_most_givens(&g, &givens, &opts(presolve))
            .unwrap()
            .unwrap();
        assert_eq!(r.dropped, vec![1]);
        assert!(r.dropped_cages.is_empty());
        assert_eq!(r.grid.get(0) + r.grid.get(1), 3);
    }
    // Two givens against one cage: dropping the cage's sum is cheaper.
    let givens = Grid::parse_line("34..............").unwrap();
    let r = keep_most_givens(&g, &givens, &BlpOptions::default())
        .unwrap()
        .unwrap();
    assert!(r.dropped.is_empty());
    assert_eq!(r.dropped_cages, vec![g.cages().next().unwrap().0]);
}

#[test]
fn the_9x9_test_killer_with_two_sums_swapped_is_repaired() {
    let cages = KILLER9.cages();
    let answer = KILLER9.solution();
    let none = Deadline::none();
    let mut repaired = 0;
    for a in 0..cages.len() {
        for b in a + 1..cages.len() {
            let (x, y) = (&cages[a], &cages[b]);
            if x.cells.len() != y.cells.len() || x.sum == y.sum {
                continue;
            }
            let mut swapped = cages.clone();
            swapped[a].sum = y.sum;
            swapped[b].sum = x.sum;
            let g = swapped
                .into_iter()
                .try_fold(Geometry::standard(9).unwrap(), |g, cage| {
                    g.with_constraint(Constraint::Cage(cage))
                });
            // Swaps inside a unit the cages cover are refused by the geometry.
            let Ok(g) = g else {
                continue;
            };
            let empty = Grid::empty(9);
            if count_solutions(&g, &empty, 1).unwrap() != Count::Exact(0) {
                continue;
            }
            let r = keep_most_givens(&g, &empty, &BlpOptions::default())
                .unwrap()
                .unwrap();
            // Dropping the two swapped sums leaves the answer: at most two.
            assert!(r.dropped.is_empty());
            assert!(
                (1..=2).contains(&r.dropped_cages.len()),
                "{:?}",
                r.dropped_cages
            );
            assert!(meets_every_row(&g, &r.grid, &r.dropped_cages));
            // Two is the optimum only when no one sum dropped is enough.
            let ids: Vec<ConstraintId> = g.cages().map(|(id, _)| id).collect();
            let engine = Engine::new(&g);
            let one_is_enough = (0..ids.len()).any(|i| {
                let keep: Vec<bool> = (0..ids.len()).map(|j| j != i).collect();
                let solutions = engine.keeping_cage_sums(&keep).count(&empty, 1, &none);
                solutions.unwrap() != Count::Exact(0)
            });
            assert_eq!(r.dropped_cages.len() == 1, one_is_enough);
            if r.dropped_cages == [ids[a], ids[b]] {
                // The answer is one of the grids it may return.
                assert!(meets_every_row(&g, &answer, &r.dropped_cages));
            }
            repaired += 1;
            if repaired == 3 {
                return;
            }
        }
    }
    panic!("only {repaired} swaps left the killer without solution");
}
