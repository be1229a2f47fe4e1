//! Exact census of the complete grids of a small variant: how many there
//! are, how many classes up to relabelling the digits (the isomorphism π of
//! Peško's hypothesis H2), and how many are essentially different under the
//! whole symmetry group (relabellings and the cell moves of
//! [`cell_symmetries`]), the last by Burnside's lemma.

use std::collections::{HashMap, HashSet};

use crate::par::*;

use super::control::{Control, StopReason};
use super::enumerate::{all_grids, every_grid, first_row_grids, Found};
use crate::geometry::Geometry;
use crate::grid::Grid;
use crate::isomorph::cell_symmetries;

/// The most cell moves the census tries when looking for the symmetries.
pub const MOVE_CAP: usize = 2_000_000;

/// The grids of a variant, counted exactly.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct GridCensus {
    /// Grid size `n`.
    pub size: usize,
    /// Grids whose first row reads `1..n`: one per class up to relabelling.
    /// Where relabelling does not keep every rule (a killer's cages,
    /// [`Geometry::kept_by_relabelling`]), every grid is its own class.
    pub classes: u64,
    /// All complete grids: `classes × n!` (relabelling moves every complete
    /// grid, since every digit appears in it), or `classes` where
    /// relabelling is no symmetry.
    pub grids: u128,
    /// For grids small enough to list in full: every grid counted with its
    /// first row free, and the classes they fall into, counted by bringing
    /// each to its relabelled form. This checks `grids / n!` instead of
    /// assuming it.
    pub relabelling_check: Option<RelabellingCheck>,
    /// The cell moves that map every unit onto a unit (`None`: too many
    /// candidate moves to try).
    pub moves: Option<usize>,
    /// Grids that are essentially different (Burnside's lemma over the
    /// moves and, where they keep every rule, the relabellings).
    pub essentially_different: Option<u64>,
    /// Why the census stopped early; the counts are then those found so far.
    pub stopped: Option<StopReason>,
}

/// The full count that checks H2's `p / n!`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct RelabellingCheck {
    /// Complete grids, first row free.
    pub grids: u64,
    /// Distinct classes up to relabelling among them.
    pub classes: u64,
}

/// `n!` as a wide integer.
pub fn factorial(n: usize) -> u128 {
    (1..=n as u128).product()
}

/// Counts the grids of `geometry` exactly (see [`GridCensus`]). Only for
/// small grids: 4x4 takes milliseconds, 6x6 seconds, 9x9 is out of reach
/// (use [`crate::estimate_grids`]). `control` bounds the time; when it stops
/// the search, the counts are lower bounds and `stopped` says why.
///
/// ```
/// use sheetdoku::Geometry;
/// use sheetdoku::explore::{grid_census, Control};
/// let census = grid_census(&Geometry::standard(4).unwrap(), &Control::unlimited());
/// assert_eq!(census.grids, 288);
/// assert_eq!(census.classes, 12);
/// assert_eq!(census.essentially_different, Some(2));
/// ```
pub fn grid_census(geometry: &Geometry, control: &Control) -> GridCensus {
    let n = geometry.size();
    let relabel = geometry.kept_by_relabelling();
    let found = classes(geometry, control);
    let classes = found.grids.len() as u64;
    let mut census = GridCensus {
        size: n,
        classes,
        grids: classes as u128 * if relabel { factorial(n) } else { 1 },
        relabelling_check: None,
        moves: None,
        essentially_different: None,
        stopped: None,
    };
    if !found.complete {
        census.stopped = Some(control.stop_reason());
        return census;
    }
    if n <= 4 && relabel {
        census.relabelling_check = Some(check_relabelling(geometry));
    }
    if let Some(moves) = cell_symmetries(geometry, MOVE_CAP) {
        census.moves = Some(moves.len());
        match burnside(&found.grids, &moves, n, relabel, control) {
            Some(orbits) => census.essentially_different = Some(orbits),
            None => census.stopped = Some(control.stop_reason()),
        }
    }
    census
}

/// One grid of each class: those with the first row `1..n` where
/// relabelling keeps every rule, else every grid.
fn classes(geometry: &Geometry, control: &Control) -> Found {
    if geometry.kept_by_relabelling() {
        first_row_grids(geometry, control)
    } else {
        every_grid(geometry, control)
    }
}

/// Lists every grid and counts the classes up to relabelling directly.
fn check_relabelling(geometry: &Geometry) -> RelabellingCheck {
    let n = geometry.size();
    let grids = all_grids(geometry);
    let classes: HashSet<Vec<u8>> = grids.iter().map(|g| relabelled(g.cells(), n)).collect();
    RelabellingCheck {
        grids: grids.len() as u64,
        classes: classes.len() as u64,
    }
}

/// The grid relabelled so that its first row reads `1..n`.
pub(super) fn relabelled(cells: &[u8], n: usize) -> Vec<u8> {
    let mut pi = [0u8; 33];
    for (c, &d) in cells.iter().take(n).enumerate() {
        pi[d as usize] = c as u8 + 1;
    }
    cells.iter().map(|&d| pi[d as usize]).collect()
}

/// The image of `cells` under the move `source`, relabelled when `relabel`.
pub(super) fn moved(cells: &[u8], source: &[usize], n: usize, relabel: bool) -> Vec<u8> {
    let image: Vec<u8> = source.iter().map(|&s| cells[s]).collect();
    if relabel {
        relabelled(&image, n)
    } else {
        image
    }
}

/// Whether the move's image of `rep` is `rep` itself, after some
/// relabelling when `relabel` (`rep` then has its first row `1..n`),
/// checked cell by cell with an early exit.
fn fixes(rep: &[u8], source: &[usize], n: usize, relabel: bool) -> bool {
    if !relabel {
        return source.iter().enumerate().all(|(i, &s)| rep[s] == rep[i]);
    }
    let mut pi = [0u8; 33];
    for c in 0..n {
        pi[rep[source[c]] as usize] = rep[c];
    }
    (n..rep.len()).all(|i| pi[rep[source[i]] as usize] == rep[i])
}

/// Burnside's lemma: the number of orbits of the group (moves × relabellings,
/// the moves alone unless `relabel`) on the grids is the average over the
/// moves of the classes each move fixes. `reps` holds one grid per class
/// (first row `1..n` when `relabel`). `None` when stopped.
fn burnside(
    reps: &[Vec<u8>],
    moves: &[Vec<usize>],
    n: usize,
    relabel: bool,
    control: &Control,
) -> Option<u64> {
    let fixed: Option<Vec<u64>> = moves
        .par_iter()
        .map(|m| {
            if control.should_stop() {
                return None;
            }
            Some(reps.iter().filter(|r| fixes(r, m, n, relabel)).count() as u64)
        })
        .collect();
    let total: u64 = fixed?.iter().sum();
    let orbits = total / moves.len() as u64;
    // The lemma guarantees a whole number; anything else is a bug.
    assert_eq!(orbits * moves.len() as u64, total, "Burnside's sum");
    Some(orbits)
}

/// One grid of each essentially different kind (orbit representatives,
/// first row `1..n`), with the number of classes up to relabelling in its
/// orbit. The orbits are found by following every move from each grid not
/// seen yet, so the work is (orbits × moves), not (classes × moves).
pub fn essentially_different_grids(
    geometry: &Geometry,
    control: &Control,
) -> Option<Vec<(Grid, u64)>> {
    let n = geometry.size();
    let relabel = geometry.kept_by_relabelling();
    let found = classes(geometry, control);
    if !found.complete {
        return None;
    }
    let moves = cell_symmetries(geometry, MOVE_CAP)?;
    let index: HashMap<&[u8], usize> = found
        .grids
        .iter()
        .enumerate()
        .map(|(i, g)| (&g[..], i))
        .collect();
    let mut seen = vec![false; found.grids.len()];
    let mut out = Vec::new();
    for (i, rep) in found.grids.iter().enumerate() {
        if seen[i] {
            continue;
        }
        if control.should_stop() {
            return None;
        }
        let mut size = 0;
        for m in &moves {
            let image = moved(rep, m, n, relabel);
            let j = *index.get(&image[..]).expect("a move maps grids to grids");
            if !seen[j] {
                seen[j] = true;
                size += 1;
            }
        }
        let grid = Grid::from_cells(n, rep.clone()).expect("digits 1..n");
        out.push((grid, size));
    }
    Some(out)
}
