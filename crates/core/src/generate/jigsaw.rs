//! Random jigsaw block maps: start from a valid partition and swap cells
//! across region boundaries, keeping every region connected.

use rand::seq::SliceRandom;
use rand::Rng;

use crate::budget::Deadline;
use crate::engine::{Engine, Solutions};
use crate::error::{Error, Result};
use crate::geometry::{box_shape, Diagonals, Geometry};
use crate::grid::side_neighbours as neighbours;
use crate::grid::Grid;

/// Search nodes one candidate map may take to show that it admits a grid.
/// A count of nodes, not a time, so a seed gives the same map on a busy
/// machine. Most maps that admit a grid show it within a thousand nodes;
/// 250,000 is 0.1-1 s of search from 8x8 to 16x16 and lets through the
/// rare map whose first grid is deep (measured on 12 random maps of each
/// size from 6x6 to 16x16, with and without diagonals).
const FEASIBILITY_NODES: u64 = 250_000;
/// Candidate maps tried before giving up.
const MAP_ATTEMPTS: usize = 40;

/// A random jigsaw geometry of size `n` (with both diagonals as units for
/// [`Diagonals::Both`]) that admits at least one solution grid. The regions are
/// connected, hold `n` cells each and differ from the regular boxes.
pub fn random_jigsaw<R: Rng + ?Sized>(
    n: usize,
    diagonals: Diagonals,
    rng: &mut R,
) -> Result<Geometry> {
    random_jigsaw_until(n, diagonals, rng, &Deadline::none())
}

/// [`random_jigsaw`] within the command's budget: [`Error::TimeLimit`]
/// once `deadline` passes.
pub fn random_jigsaw_until<R: Rng + ?Sized>(
    n: usize,
    diagonals: Diagonals,
    rng: &mut R,
    deadline: &Deadline,
) -> Result<Geometry> {
    let doing = || sheetdoku_i18n::text_with("doing-jigsaw-map", &[("n", &n.to_string())]);
    let deadline = &deadline.begin();
    for _ in 0..MAP_ATTEMPTS {
        deadline.check(doing)?;
        let labels = random_partition(n, rng);
        let geometry = Geometry::from_block_map(n, &labels)?.with_diagonals(diagonals);
        if geometry.box_shape().is_some() {
            continue; // the swaps happened to give the regular boxes back
        }
        let engine = Engine::new(&geometry);
        let found = engine
            .solutions_up_to_two_within(&Grid::empty(n), deadline, FEASIBILITY_NODES)
            .or_else(|_| deadline.check(doing).map(|()| None))?;
        if let Some(Solutions::Unique(_) | Solutions::Multiple(..)) = found {
            return Ok(geometry);
        }
    }
    deadline.check(doing)?;
    Err(Error::NoJigsawMap {
        size: n,
        tries: MAP_ATTEMPTS,
    })
}

/// A random partition of the `n x n` grid into `n` connected regions of `n`
/// cells, as labels `1..=n`: the regular boxes (or the rows when `n` has no
/// box shape) reshaped by random swaps of two cells on a region boundary.
pub fn random_partition<R: Rng + ?Sized>(n: usize, rng: &mut R) -> Vec<u32> {
    let mut labels: Vec<u32> = match box_shape(n) {
        Some((r, c)) => (0..n * n)
            .map(|i| ((i / n / r) * (n / c) + (i % n) / c) as u32 + 1)
            .collect(),
        None => (0..n * n).map(|i| (i / n) as u32 + 1).collect(),
    };
    let target = 3 * n * n;
    let mut done = 0;
    let mut tries = 0;
    while done < target && tries < 50 * target {
        tries += 1;
        let a = rng.random_range(0..n * n);
        let across: Vec<usize> = neighbours(n, a)
            .filter(|&b| labels[b] != labels[a])
            .collect();
        if across.is_empty() {
            continue;
        }
        let b = across[rng.random_range(0..across.len())];
        // The partner moves the other way: a cell of b's region next to a's.
        let (la, lb) = (labels[a], labels[b]);
        let mut partners: Vec<usize> = (0..n * n)
            .filter(|&p| labels[p] == lb && p != b)
            .filter(|&p| neighbours(n, p).any(|q| labels[q] == la && q != a))
            .collect();
        partners.shuffle(rng);
        for p in partners {
            labels[a] = lb;
            labels[p] = la;
            if connected(n, &labels, la) && connected(n, &labels, lb) {
                done += 1;
                break;
            }
            labels[a] = la;
            labels[p] = lb;
        }
    }
    labels
}

/// Whether the cells labelled `label` form one 4-connected piece.
fn connected(n: usize, labels: &[u32], label: u32) -> bool {
    let cells: Vec<usize> = (0..n * n).filter(|&i| labels[i] == label).collect();
    let Some(&first) = cells.first() else {
        return true;
    };
    let mut seen = vec![false; n * n];
    let mut stack = vec![first];
    seen[first] = true;
    let mut reached = 1;
    while let Some(cell) = stack.pop() {
        for next in neighbours(n, cell) {
            if !seen[next] && labels[next] == label {
                seen[next] = true;
                reached += 1;
                stack.push(next);
            }
        }
    }
    reached == cells.len()
}
