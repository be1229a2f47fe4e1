//! All-different by bipartite matching (Régin's filtering) over every unit
//! of `n` cells: a digit stays in a cell only if some assignment of the
//! unit's `n` digits to its `n` cells (a perfect matching of the unit's
//! cell-digit graph) uses it. For the BLP this is exact reasoning on the
//! rows of one unit: they form an assignment polytope, which is integral,
//! so `x_ijk` can be positive in its LP relaxation iff some matching uses
//! `(cell, k)`. It finds every Hall set (naked and hidden pairs, triples, ...)
//! of a unit at once, which singles and locked candidates miss.

use super::candidates::{single, Candidates, Propagation};
use super::compile::Engine;

/// A unit without a perfect matching: no solution.
struct Contradiction;

/// No cell / no digit (matching arrays).
const NONE: u8 = u8::MAX;

impl Engine {
    /// Like [`Engine::propagate_masks`] with locked candidates, plus
    /// matching-based all-different filtering on every full-size unit,
    /// repeated to a fixpoint. `None` on a contradiction (including a unit
    /// with no perfect matching). Every solution within `masks` keeps to
    /// the result.
    ///
    /// ```
    /// use sheetdoku::Geometry;
    /// use sheetdoku::solve::Engine;
    /// let engine = Engine::new(&Geometry::standard(4).unwrap());
    /// let mut masks = vec![0b1111; 16];
    /// // A naked pair {1, 2} in A1 and B1 ...
    /// masks[0] = 0b0011;
    /// masks[1] = 0b0011;
    /// let c = engine.propagate_masks_all_different(&masks).unwrap();
    /// assert_eq!(c.mask(2), 0b1100); // ... leaves 3 and 4 to the rest of row 1
    /// ```
    pub fn propagate_masks_all_different(&self, masks: &[u32]) -> Option<Candidates> {
        self.propagate_masks_all_different_from(masks, None)
    }

    /// [`Engine::propagate_masks_all_different`] knowing that every unit was
    /// already filtered at the masks `settled` (a parent node's result): a
    /// unit whose cells still have those masks is not filtered again. Wrong
    /// `settled` masks only make the filtering weaker, never unsound.
    pub(crate) fn propagate_masks_all_different_from(
        &self,
        masks: &[u32],
        settled: Option<&[u32]>,
    ) -> Option<Candidates> {
        let mut masks = self
            .propagate_masks(masks, Propagation::LockedCandidates)?
            .into_masks();
        // The masks of each unit's cells when it was last filtered (0: never).
        let mut filtered: Vec<u32> = match settled {
            Some(s) if s.len() == self.cell_count => {
                self.unit_cells.iter().map(|&c| s[c as usize]).collect()
            }
            _ => vec![0; self.unit_cells.len()],
        };
        while !masks.iter().all(|&m| single(m)) {
            match self.matching_pass(&mut masks, &mut filtered) {
                Err(Contradiction) => return None,
                Ok(false) => break,
                Ok(true) => {
                    masks = self
                        .propagate_masks(&masks, Propagation::LockedCandidates)?
                        .into_masks()
                }
            }
        }
        Some(Candidates::new(self.n, masks))
    }

    /// One filtering pass over every unit of `n` cells. Returns whether any
    /// candidate was removed.
    fn matching_pass(
        &self,
        state: &mut [u32],
        filtered: &mut [u32],
    ) -> Result<bool, Contradiction> {
        let n = self.n;
        let mut changed = false;
        let mut cell_of = [NONE; 32];
        let mut digit_of = [NONE; 32];
        let mut reach = [0u32; 32];
        for u in 0..self.unit_count() {
            let cells = self.unit(u);
            let range = self.unit_start[u] as usize..self.unit_start[u + 1] as usize;
            let unchanged = cells
                .iter()
                .zip(&filtered[range.clone()])
                .all(|(&c, &f)| state[c as usize] == f);
            if cells.len() != n || unchanged || cells.iter().all(|&c| single(state[c as usize])) {
                continue;
            }
            let mut masks = [0u32; 32];
            for (m, &c) in masks.iter_mut().zip(cells) {
                *m = state[c as usize];
            }
            cell_of[..n].fill(NONE);
            digit_of[..n].fill(NONE);
            for i in 0..n {
                let mut seen = 0u32;
                if !augment(i, &masks, &mut cell_of, &mut digit_of, &mut seen) {
                    return Err(Contradiction);
                }
            }
            // Digit d leads to digit e when the cell matched to d can take e:
            // an alternating path. Cell i may take e (unmatched) iff e leads
            // back to i's own digit, closing an alternating cycle.
            for d in 0..n {
                let i = cell_of[d] as usize;
                reach[d] = masks[i] & !(1 << d);
            }
            for k in 0..n {
                let bit = 1u32 << k;
                let via = reach[k];
                for r in reach[..n].iter_mut() {
                    if *r & bit != 0 {
                        *r |= via;
                    }
                }
            }
            for (i, &c) in cells.iter().enumerate() {
                let own = digit_of[i] as usize;
                let mut keep = 1u32 << own;
                let mut others = masks[i] & !keep;
                while others != 0 {
                    let bit = others & others.wrapping_neg();
                    others ^= bit;
                    if reach[bit.trailing_zeros() as usize] & (1 << own) != 0 {
                        keep |= bit;
                    }
                }
                if keep != masks[i] {
                    changed = true;
                    state[c as usize] = keep;
                }
            }
            for (f, &c) in filtered[range].iter_mut().zip(cells) {
                *f = state[c as usize];
            }
        }
        Ok(changed)
    }
}

/// Kuhn's augmenting path from local cell `i`: digits already tried in
/// this search are in `seen`.
fn augment(
    i: usize,
    masks: &[u32],
    cell_of: &mut [u8; 32],
    digit_of: &mut [u8; 32],
    seen: &mut u32,
) -> bool {
    let mut free = masks[i] & !*seen;
    while free != 0 {
        let bit = free & free.wrapping_neg();
        free ^= bit;
        *seen |= bit;
        let d = bit.trailing_zeros() as usize;
        let holder = cell_of[d];
        if holder == NONE || augment(holder as usize, masks, cell_of, digit_of, seen) {
            cell_of[d] = i as u8;
            digit_of[i] = d as u8;
            return true;
        }
    }
    false
}

#[cfg(test)]
mod tests {
    use crate::engine::{propagate_masks, propagate_masks_all_different, Propagation};
    use crate::geometry::Geometry;
    use crate::grid::Grid;

    #[test]
    fn three_cells_sharing_two_digits_are_a_contradiction() {
        // A1, E1 and I1 (three blocks of row 1) can only hold 1 or 2.
        let g = Geometry::standard(9).unwrap();
        let mut masks = vec![0x1ff; 81];
        masks[0] = 0b11;
        masks[4] = 0b11;
        masks[8] = 0b11;
        assert!(propagate_masks(&g, &masks, Propagation::LockedCandidates).is_some());
        assert!(propagate_masks_all_different(&g, &masks, None).is_none());
    }

    #[test]
    fn keeps_the_solution_and_removes_at_least_what_propagation_does() {
        let full = Grid::parse_line(
            "534678912672195348198342567859761423426853791713924856961537284287419635345286179",
        )
        .unwrap();
        let g = Geometry::standard(9).unwrap();
        for seed in 0..40u64 {
            let mut masks = vec![0x1ffu32; 81];
            let mut state = seed;
            for (cell, m) in masks.iter_mut().enumerate() {
                state = state
                    .wrapping_mul(6364136223846793005)
                    .wrapping_add(1442695040888963407);
                if (state >> 33) % 100 < 30 {
                    *m = 1 << (full.get(cell) - 1);
                }
            }
            let plain = propagate_masks(&g, &masks, Propagation::LockedCandidates).unwrap();
            let strong = propagate_masks_all_different(&g, &masks, None).unwrap();
            for cell in 0..81 {
                assert!(strong.allows(cell, full.get(cell)));
                assert_eq!(strong.mask(cell) & !plain.mask(cell), 0);
            }
        }
    }
}
