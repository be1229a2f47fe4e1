//! Every complete grid of a geometry whose first row reads `1, 2, …, n`:
//! one grid from each class of grids equal up to relabelling the digits.
//! A depth-first search over the engine's propagation, split into
//! subtrees that run on all cores.

use crate::par::*;

use super::control::Control;
use crate::engine::{Engine, Propagation};
use crate::geometry::Geometry;
use crate::grid::Grid;

/// The candidate masks of the empty grid with the first row `1..n`.
pub(super) fn first_row_masks(n: usize) -> Vec<u32> {
    let full = (1u32 << n) - 1;
    let mut masks = vec![full; n * n];
    for (c, m) in masks.iter_mut().take(n).enumerate() {
        *m = 1 << c;
    }
    masks
}

/// The cell with the fewest candidates (more than one), if any.
pub(super) fn branch_cell(masks: &[u32]) -> Option<usize> {
    masks
        .iter()
        .enumerate()
        .filter(|(_, m)| m.count_ones() > 1)
        .min_by_key(|(_, m)| m.count_ones())
        .map(|(c, _)| c)
}

/// The digits of a mask, lowest first.
pub(super) fn bits(mask: u32) -> impl Iterator<Item = u32> {
    (0..32).filter(move |b| mask & (1 << b) != 0)
}

/// What [`first_row_grids`] found, and whether it looked everywhere.
#[derive(Clone, Debug)]
pub(super) struct Found {
    /// The grids, sorted.
    pub grids: Vec<Vec<u8>>,
    /// Whether the search was complete (not stopped by `control`).
    pub complete: bool,
}

/// All grids of `geometry` with the first row `1..n`, unless `control`
/// stops the search first; `control`'s progress counts the grids found.
pub(super) fn first_row_grids(geometry: &Geometry, control: &Control) -> Found {
    grids_below(geometry, first_row_masks(geometry.size()), control)
}

/// Every grid of `geometry`, first row free, unless `control` stops the
/// search first: the census of a geometry that relabelling does not keep
/// (a killer's), where the first row cannot be fixed.
pub(super) fn every_grid(geometry: &Geometry, control: &Control) -> Found {
    let n = geometry.size();
    grids_below(geometry, vec![(1u32 << n) - 1; n * n], control)
}

/// The grids of `geometry` within the candidate masks `start`.
fn grids_below(geometry: &Geometry, start: Vec<u32>, control: &Control) -> Found {
    let engine = Engine::new(geometry);
    // Split the tree breadth first into enough subtrees for the cores.
    let mut frontier = vec![start];
    let mut grids = Vec::new();
    while !frontier.is_empty() && frontier.len() < 256 {
        let mut next = Vec::new();
        for masks in frontier {
            let Some(c) = engine.propagate_masks(&masks, Propagation::Singles) else {
                continue;
            };
            let masks = c.masks().to_vec();
            match branch_cell(&masks) {
                None => {
                    grids.push(to_digits(&masks));
                    control.advance(1);
                }
                Some(cell) => {
                    for b in bits(masks[cell]) {
                        let mut child = masks.clone();
                        child[cell] = 1 << b;
                        next.push(child);
                    }
                }
            }
        }
        frontier = next;
    }
    let parts: Vec<(Vec<Vec<u8>>, bool)> = frontier
        .into_par_iter()
        .map(|masks| {
            let mut out = Vec::new();
            let mut nodes = 0u64;
            let complete = dfs(&engine, masks, &mut out, &mut nodes, control);
            (out, complete)
        })
        .collect();
    let mut complete = true;
    for (part, done) in parts {
        grids.extend(part);
        complete &= done;
    }
    grids.sort_unstable();
    Found { grids, complete }
}

fn to_digits(masks: &[u32]) -> Vec<u8> {
    masks.iter().map(|m| m.trailing_zeros() as u8 + 1).collect()
}

/// Depth-first search below `masks`; `false` when stopped early.
fn dfs(
    engine: &Engine,
    masks: Vec<u32>,
    out: &mut Vec<Vec<u8>>,
    nodes: &mut u64,
    control: &Control,
) -> bool {
    *nodes += 1;
    if *nodes % 1024 == 1 && control.should_stop() {
        return false;
    }
    let Some(c) = engine.propagate_masks(&masks, Propagation::Singles) else {
        return true;
    };
    let masks = c.masks();
    match branch_cell(masks) {
        None => {
            out.push(to_digits(masks));
            control.advance(1);
            true
        }
        Some(cell) => {
            for b in bits(masks[cell]) {
                let mut child = masks.to_vec();
                child[cell] = 1 << b;
                if !dfs(engine, child, out, nodes, control) {
                    return false;
                }
            }
            true
        }
    }
}

/// Every complete grid of `geometry`, first row free: only for small grids
/// (it is `n!` times [`first_row_grids`]). Used to check that the classes
/// up to relabelling really hold `n!` grids each.
pub(super) fn all_grids(geometry: &Geometry) -> Vec<Grid> {
    let engine = Engine::new(geometry);
    let n = geometry.size();
    let mut out = Vec::new();
    let mut nodes = 0;
    dfs(
        &engine,
        vec![(1u32 << n) - 1; n * n],
        &mut out,
        &mut nodes,
        &Control::unlimited(),
    );
    out.into_iter()
        .map(|cells| Grid::from_cells(n, cells).expect("digits 1..n"))
        .collect()
}
