//! The flat tables the engine runs on, precomputed once per geometry: the
//! cells of every unit, the peers of every cell, and the pairs of units that
//! overlap in two or more cells (for locked candidates).

use crate::geometry::{Constraint, Geometry};
use crate::grid::Grid;

/// Two units that share at least two cells: the shared cells, the cells only
/// in the first and the cells only in the second, as ranges of
/// [`Engine::pair_cells`].
#[derive(Clone, Copy, Debug)]
pub(super) struct UnitPair {
    pub(super) shared: (u32, u32),
    pub(super) first_only: (u32, u32),
    pub(super) second_only: (u32, u32),
}

/// A geometry compiled for fast propagation and search. Build it once and
/// reuse it for many puzzles of the same geometry (a generator checks
/// uniqueness thousands of times); the free functions such as
/// [`crate::count_solutions`] build one per call.
///
/// Every rule is a constraint of [`Geometry::constraints`]; an all-different
/// one is a unit, and the engine never looks at what kind of unit it is, so
/// diagonals, jigsaw regions and extra regions need no special case. To these it adds the units they imply (such as
/// Windoku's phantom blocks), found from the unit list alone.
#[derive(Clone, Debug)]
pub struct Engine {
    pub(super) n: usize,
    pub(super) cell_count: usize,
    /// All digits of the grid: bits `0..n`.
    pub(super) full: u32,
    /// Cells of unit `u` are `unit_cells[unit_start[u]..unit_start[u + 1]]`.
    pub(super) unit_start: Vec<u32>,
    pub(super) unit_cells: Vec<u16>,
    /// Peers of cell `c` are `peers[peer_start[c]..peer_start[c + 1]]`.
    pub(super) peer_start: Vec<u32>,
    pub(super) peers: Vec<u16>,
    pub(super) pairs: Vec<UnitPair>,
    pub(super) pair_cells: Vec<u16>,
}

impl Engine {
    /// Compiles `geometry`.
    pub fn new(geometry: &Geometry) -> Self {
        let n = geometry.size();
        let cell_count = geometry.cell_count();
        // The geometry's units, then the units they imply.
        let implied = super::implied::implied_units(geometry);
        let mut units: Vec<&[usize]> = Vec::new();
        for constraint in geometry.constraints() {
            match constraint {
                Constraint::AllDifferent(unit) => units.push(&unit.cells),
            }
        }
        units.extend(implied.iter().map(|u| &u[..]));

        let mut unit_start = Vec::with_capacity(units.len() + 1);
        let mut unit_cells = Vec::with_capacity(units.len() * n);
        unit_start.push(0);
        for unit in &units {
            unit_cells.extend(unit.iter().map(|&c| c as u16));
            unit_start.push(unit_cells.len() as u32);
        }

        let mut peer_start = Vec::with_capacity(cell_count + 1);
        let mut peers = Vec::new();
        peer_start.push(0);
        let mut cell_units = vec![Vec::new(); cell_count];
        for (u, unit) in units.iter().enumerate() {
            for &c in unit.iter() {
                cell_units[c].push(u);
            }
        }
        for (cell, its_units) in cell_units.iter().enumerate() {
            let mut mine: Vec<u16> = its_units
                .iter()
                .flat_map(|&u| units[u].iter().map(|&c| c as u16))
                .filter(|&c| c as usize != cell)
                .collect();
            mine.sort_unstable();
            mine.dedup();
            peers.extend(mine);
            peer_start.push(peers.len() as u32);
        }

        let mut pairs = Vec::new();
        let mut pair_cells = Vec::new();
        for (a, first) in units.iter().enumerate() {
            for second in &units[a + 1..] {
                let contains = |cells: &[usize], c: &usize| cells.binary_search(c).is_ok();
                let shared: Vec<usize> = first
                    .iter()
                    .filter(|c| contains(second, c))
                    .copied()
                    .collect();
                if shared.len() < 2 {
                    continue;
                }
                let mut push = |cells: &mut dyn Iterator<Item = usize>| {
                    let start = pair_cells.len() as u32;
                    pair_cells.extend(cells.map(|c| c as u16));
                    (start, pair_cells.len() as u32)
                };
                let shared_range = push(&mut shared.iter().copied());
                let first_only = push(&mut first.iter().filter(|c| !contains(second, c)).copied());
                let second_only = push(&mut second.iter().filter(|c| !contains(first, c)).copied());
                pairs.push(UnitPair {
                    shared: shared_range,
                    first_only,
                    second_only,
                });
            }
        }

        Engine {
            n,
            cell_count,
            full: if n >= 32 { u32::MAX } else { (1u32 << n) - 1 },
            unit_start,
            unit_cells,
            peer_start,
            peers,
            pairs,
            pair_cells,
        }
    }

    /// The grid size `n`.
    pub fn size(&self) -> usize {
        self.n
    }

    /// Number of units.
    pub(super) fn unit_count(&self) -> usize {
        self.unit_start.len() - 1
    }

    /// The cells of unit `u`.
    #[inline]
    pub(super) fn unit(&self, u: usize) -> &[u16] {
        &self.unit_cells[self.unit_start[u] as usize..self.unit_start[u + 1] as usize]
    }

    /// The peers of `cell`.
    #[inline]
    pub(super) fn peers_of(&self, cell: usize) -> &[u16] {
        &self.peers[self.peer_start[cell] as usize..self.peer_start[cell + 1] as usize]
    }

    /// A range of [`Engine::pair_cells`].
    #[inline]
    pub(super) fn pair_range(&self, range: (u32, u32)) -> &[u16] {
        &self.pair_cells[range.0 as usize..range.1 as usize]
    }

    /// The grid of a fully decided candidate state (every mask one bit).
    pub(super) fn grid_of(&self, masks: &[u32]) -> Grid {
        let cells = masks
            .iter()
            .map(|&m| {
                if m != 0 && m & (m - 1) == 0 {
                    m.trailing_zeros() as u8 + 1
                } else {
                    0
                }
            })
            .collect();
        Grid::from_cells(self.n, cells).expect("digits of the engine's own size")
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::geometry::Variant;

    #[test]
    fn standard_9x9_tables() {
        let e = Engine::new(&Geometry::standard(9).unwrap());
        assert_eq!(e.unit_count(), 27);
        assert_eq!(e.full, 0x1ff);
        assert!((0..81).all(|c| e.peers_of(c).len() == 20));
        // Each of the 9 boxes meets 3 rows and 3 columns in 3 cells.
        assert_eq!(e.pairs.len(), 54);
        for p in &e.pairs {
            assert_eq!(e.pair_range(p.shared).len(), 3);
            assert_eq!(e.pair_range(p.first_only).len(), 6);
            assert_eq!(e.pair_range(p.second_only).len(), 6);
        }
    }

    #[test]
    fn diagonals_and_extra_regions_are_just_units() {
        let g = Geometry::for_variant(Variant::WINDOKU_X, 9, None).unwrap();
        let e = Engine::new(&g);
        // 27 + 2 diagonals + 4 extra blocks + 5 implied phantom blocks.
        assert_eq!(e.unit_count(), 27 + 2 + 4 + 5);
        // The centre cell sees its row, column, box, both diagonals.
        assert_eq!(e.peers_of(40).len(), g.peers(40).len());
        // A cell of a phantom block (row 1, column 2) gains peers.
        assert!(e.peers_of(1).len() > g.peers(1).len());
        assert!(e.peers_of(40).len() > 20 + 8);
    }
}
