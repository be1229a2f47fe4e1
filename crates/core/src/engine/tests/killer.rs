//! The engine on killer cages: the test killers have their one solution,
//! and random 4x4 killers are counted as a plain enumeration of every 4x4
//! grid counts them.

use rand::seq::IndexedRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use crate::engine::*;
use crate::geometry::{Cage, Constraint};
use crate::test_killers::{KILLER4, KILLER9};

#[test]
fn the_test_killers_have_their_grid_as_their_one_solution() {
    for killer in [KILLER4, KILLER9] {
        let g = killer.geometry();
        let empty = Grid::empty(killer.n);
        assert_eq!(count_solutions(&g, &empty, 10).unwrap(), Count::Exact(1));
        assert_eq!(solve_native(&g, &empty).unwrap(), Some(killer.solution()));
        let cands = propagate(&g, &empty, Propagation::LockedCandidates)
            .unwrap()
            .unwrap();
        // Propagation alone narrows the empty grid (the sums do it).
        assert!((0..g.cell_count()).any(|c| cands.mask(c).count_ones() < killer.n as u32));
    }
}

/// Every 4x4 grid, by plain backtracking.
fn all_4x4_grids() -> Vec<Vec<u8>> {
    fn go(peers: &[Vec<usize>], grid: &mut Vec<u8>, cell: usize, out: &mut Vec<Vec<u8>>) {
        if cell == 16 {
            out.push(grid.clone());
            return;
        }
        for d in 1..=4 {
            if peers[cell].iter().all(|&p| grid[p] != d) {
                grid[cell] = d;
                go(peers, grid, cell + 1, out);
                grid[cell] = 0;
            }
        }
    }
    let g = Geometry::standard(4).unwrap();
    let peers: Vec<Vec<usize>> = (0..16).map(|c| g.peers(c)).collect();
    let mut out = Vec::new();
    go(&peers, &mut vec![0; 16], 0, &mut out);
    out
}

/// A random layout of connected cages of 1 to 3 cells.
fn layout(rng: &mut ChaCha8Rng) -> Vec<Vec<usize>> {
    let mut free: Vec<bool> = vec![true; 16];
    let mut cages = Vec::new();
    while let Some(start) = free.iter().position(|&f| f) {
        free[start] = false;
        let mut cage = vec![start];
        let size = rng.random_range(1..=3);
        while cage.len() < size {
            let mut next: Vec<usize> = cage
                .iter()
                .flat_map(|&c| {
                    let (r, col) = (c / 4, c % 4);
                    [
                        (r > 0).then(|| c - 4),
                        (r < 3).then_some(c + 4),
                        (col > 0).then(|| c - 1),
                        (col < 3).then_some(c + 1),
                    ]
                })
                .flatten()
                .filter(|&c| free[c])
                .collect();
            next.sort_unstable();
            next.dedup();
            let Some(&c) = next.choose(rng) else { break };
            free[c] = false;
            cage.push(c);
        }
        cage.sort_unstable();
        cages.push(cage);
    }
    cages
}

#[test]
fn random_4x4_killers_count_as_a_plain_enumeration() {
    let grids = all_4x4_grids();
    assert_eq!(grids.len(), 288);
    let mut rng = ChaCha8Rng::seed_from_u64(25);
    let mut checked = 0;
    let mut unique = 0;
    while checked < 300 {
        let cages = layout(&mut rng);
        let from = grids.choose(&mut rng).unwrap();
        // Sums from a grid (at least one solution) or, one time in three,
        // one sum moved by one (often none).
        let mut sums: Vec<u32> = cages
            .iter()
            .map(|c| c.iter().map(|&x| u32::from(from[x])).sum())
            .collect();
        if rng.random_bool(1.0 / 3.0) {
            let i = rng.random_range(0..sums.len());
            sums[i] = if rng.random_bool(0.5) {
                sums[i] + 1
            } else {
                sums[i].saturating_sub(1)
            };
        }
        let mut g = Some(Geometry::standard(4).unwrap());
        for (cells, &sum) in cages.iter().zip(&sums) {
            let cage = Cage::new(cells.clone(), sum);
            g = g.and_then(|g| g.with_constraint(Constraint::Cage(cage)).ok());
        }
        let Some(g) = g else { continue }; // a sum the geometry refuses
        let keeps = |grid: &Vec<u8>| {
            cages.iter().zip(&sums).all(|(cells, &sum)| {
                let digits: Vec<u8> = cells.iter().map(|&c| grid[c]).collect();
                let mut distinct = digits.clone();
                distinct.sort_unstable();
                distinct.dedup();
                distinct.len() == digits.len()
                    && digits.iter().map(|&d| u32::from(d)).sum::<u32>() == sum
            })
        };
        let expected = grids.iter().filter(|grid| keeps(grid)).count() as u64;
        assert_eq!(
            count_solutions(&g, &Grid::empty(4), 1000).unwrap(),
            Count::Exact(expected),
            "{cages:?} {sums:?}"
        );
        checked += 1;
        unique += usize::from(expected == 1);
    }
    assert!(unique > 10, "some of them unique: {unique}");
}
