//! The candidates left after propagation: what a presolve hands to the BLP.

use super::compile::{on_core, Engine};
use crate::grid::Grid;

/// Whether `m` has exactly one bit set (0 has none).
#[inline(always)]
pub(super) fn single(m: u32) -> bool {
    m != 0 && m & (m - 1) == 0
}

/// The rules a propagation applies to its fixpoint.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Propagation {
    /// Naked and hidden singles over every unit (and the propagators of
    /// the other rules, such as cage sums).
    Singles,
    /// Singles plus locked candidates: pointing and claiming between any
    /// two units sharing two or more cells.
    LockedCandidates,
}

impl Propagation {
    /// Whether locked candidates are applied.
    pub(super) fn locked(self) -> bool {
        self == Propagation::LockedCandidates
    }
}

/// The digits still possible in each cell after propagation: bit `d - 1` of
/// a mask set means digit `d` is possible. A given or deduced cell has one
/// bit; no cell has none (a contradiction gives no `Candidates` at all).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Candidates {
    n: usize,
    masks: Vec<u32>,
}

impl Candidates {
    pub(super) fn new(n: usize, masks: Vec<u32>) -> Self {
        Candidates { n, masks }
    }

    /// The masks, taken out.
    pub(super) fn into_masks(self) -> Vec<u32> {
        self.masks
    }

    /// The grid size `n`.
    pub fn size(&self) -> usize {
        self.n
    }

    /// The candidate mask of `cell` (`row * n + col`).
    pub fn mask(&self, cell: usize) -> u32 {
        self.masks[cell]
    }

    /// All masks, row by row (one per cell, as the BLP presolve takes them).
    pub fn masks(&self) -> &[u32] {
        &self.masks
    }

    /// Whether digit `d` (1-based) is still possible in `cell`.
    pub fn allows(&self, cell: usize, d: u8) -> bool {
        d >= 1 && (d as usize) <= self.n && self.masks[cell] & (1 << (d - 1)) != 0
    }

    /// The possible digits of `cell`, in increasing order.
    pub fn digits(&self, cell: usize) -> Vec<u8> {
        (1..=self.n as u8)
            .filter(|&d| self.allows(cell, d))
            .collect()
    }

    /// Number of candidates left over all cells (`n * n` when solved).
    pub fn total(&self) -> usize {
        self.masks.iter().map(|m| m.count_ones() as usize).sum()
    }

    /// Whether every cell has a single candidate (propagation alone solved
    /// the puzzle).
    pub fn is_solved(&self) -> bool {
        self.masks.iter().all(|&m| single(m))
    }

    /// The grid of the decided cells (one candidate), others empty.
    pub fn to_grid(&self) -> Grid {
        let cells = self
            .masks
            .iter()
            .map(|&m| {
                if single(m) {
                    m.trailing_zeros() as u8 + 1
                } else {
                    0
                }
            })
            .collect();
        Grid::from_cells(self.n, cells).expect("masks hold digits 1..=n")
    }
}

impl Engine {
    /// Propagates `givens` with the rules of `rules`. `None` when the
    /// givens contradict each other; [`crate::Error::SizeMismatch`] for a
    /// grid of another size than the engine's geometry.
    pub fn propagate(
        &self,
        givens: &Grid,
        rules: Propagation,
    ) -> crate::error::Result<Option<Candidates>> {
        crate::error::Error::check_size(self.n, givens.size())?;
        Ok(on_core!(&self.core, c => {
            c.start(givens).and_then(|mut s| {
                c.settle_start(&mut s, rules.locked())
                    .then(|| Candidates::new(self.n, c.masks_of(&s)))
            })
        }))
    }

    /// Propagates from candidate masks (bit `d - 1` = digit `d` possible)
    /// instead of givens: what a branch-and-bound node does after fixing or
    /// removing a candidate. `None` on a contradiction, including a cell
    /// without candidates, or masks that do not fit this engine.
    pub fn propagate_masks(&self, masks: &[u32], rules: Propagation) -> Option<Candidates> {
        on_core!(&self.core, c => {
            let mut s = c.state_of_masks(masks)?;
            c.settle_start(&mut s, rules.locked())
                .then(|| Candidates::new(self.n, c.masks_of(&s)))
        })
    }
}

#[cfg(test)]
mod tests {
    use crate::engine::{propagate, Propagation};
    use crate::geometry::Geometry;
    use crate::grid::Grid;

    #[test]
    fn easy_puzzle_is_solved_by_singles() {
        // The first puzzle of tests/data/dev50.txt: singles suffice.
        let givens = Grid::parse_line(
            "700000500003640018204000603009000030600204089800096005057901004102063000006085021",
        )
        .unwrap();
        let g = Geometry::standard(9).unwrap();
        let c = propagate(&g, &givens, Propagation::Singles)
            .unwrap()
            .unwrap();
        assert!(c.is_solved());
        assert_eq!(c.total(), 81);
        let solution = c.to_grid();
        assert!(crate::is_solution(&g, &givens, &solution).unwrap());
    }

    #[test]
    fn locked_candidates_never_remove_more_than_the_solution_allows() {
        // The MATLAB example: unique, so every candidate left must include
        // the solution's digit, and locked candidates can only remove more.
        let givens = Grid::parse_line(
            ".2..3..4.6.......3..4...5.....8.6...8...1...6...7.5.....7...6..4.......8.3..4..2.",
        )
        .unwrap();
        let g = Geometry::standard(9).unwrap();
        let plain = propagate(&g, &givens, Propagation::Singles)
            .unwrap()
            .unwrap();
        let locked = propagate(&g, &givens, Propagation::LockedCandidates)
            .unwrap()
            .unwrap();
        let solution = crate::solve_native(&g, &givens).unwrap().unwrap();
        for cell in 0..81 {
            let d = solution.get(cell);
            assert!(plain.allows(cell, d) && locked.allows(cell, d));
            assert_eq!(locked.mask(cell) & !plain.mask(cell), 0);
        }
        assert!(locked.total() <= plain.total());
        assert!(plain.to_grid().keeps(&givens));
    }

    #[test]
    fn clashes_are_contradictions() {
        let g = Geometry::standard(9).unwrap();
        let mut givens = Grid::empty(9);
        givens.set(0, 5);
        givens.set(80, 5);
        assert!(propagate(&g, &givens, Propagation::LockedCandidates)
            .unwrap()
            .is_some());
        givens.set(8, 5); // same row as cell 0
        assert!(propagate(&g, &givens, Propagation::Singles)
            .unwrap()
            .is_none());
        assert!(propagate(&g, &givens, Propagation::LockedCandidates)
            .unwrap()
            .is_none());
        // A grid of another size does not fit.
        assert!(propagate(&g, &Grid::empty(4), Propagation::Singles).is_err());
    }

    #[test]
    fn propagating_masks_agrees_with_propagating_givens() {
        let givens = Grid::parse_line(
            ".2..3..4.6.......3..4...5.....8.6...8...1...6...7.5.....7...6..4.......8.3..4..2.",
        )
        .unwrap();
        let g = Geometry::standard(9).unwrap();
        let engine = crate::engine::Engine::new(&g);
        let from_givens = engine
            .propagate(&givens, Propagation::LockedCandidates)
            .unwrap()
            .unwrap();
        let full = (1u32 << 9) - 1;
        let masks: Vec<u32> = givens
            .cells()
            .iter()
            .map(|&d| if d == 0 { full } else { 1 << (d - 1) })
            .collect();
        assert_eq!(
            engine
                .propagate_masks(&masks, Propagation::LockedCandidates)
                .unwrap(),
            from_givens
        );
        // Removing the solution's digit from a cell leads to a contradiction
        // only after search, but removing every candidate is one at once.
        let mut empty = masks.clone();
        empty[0] = 0;
        assert!(engine
            .propagate_masks(&empty, Propagation::LockedCandidates)
            .is_none());
        assert!(engine
            .propagate_masks(&masks[1..], Propagation::LockedCandidates)
            .is_none());
    }

    #[test]
    fn digit_without_a_place_is_a_contradiction() {
        // Row 1 has 1..8 given in its first eight cells except that cell 9
        // cannot take 9 because 9 is given below it in column 9.
        let g = Geometry::standard(9).unwrap();
        let mut givens = Grid::parse_line(&format!("12345678.{}", ".".repeat(72))).unwrap();
        givens.set(9 * 5 + 8, 9);
        assert!(propagate(&g, &givens, Propagation::Singles)
            .unwrap()
            .is_none());
    }
}
