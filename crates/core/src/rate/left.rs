//! The pencil marks where the techniques stop: what `explain` shows when a
//! puzzle gets stuck, so that a setter sees where logic runs out and which
//! candidate is the true one.

use super::Rating;
use crate::error::{Error, Result};
use crate::geometry::Geometry;
use crate::grid::Grid;

/// Each cell's candidates after the steps of `rating` (made by
/// [`rate`](super::rate) for `givens`), bit `k - 1` for digit `k`: a
/// filled cell (a given or a digit a step placed) has its digit alone; an
/// open cell every digit that no peer holds and no step removed.
/// [`Error::SizeMismatch`] for a grid of another size than the geometry.
///
/// ```
/// use sheetdoku::{Geometry, Grid};
/// use sheetdoku::rate::{candidates_left, rate};
/// let g = Geometry::standard(4).unwrap();
/// let puzzle = Grid::parse_line("1..4.4..2..3..1.").unwrap();
/// let rating = rate(&g, &puzzle).unwrap();
/// // Solved: every cell is left with its digit of the solution.
/// let left = candidates_left(&g, &puzzle, &rating).unwrap();
/// assert!(left.iter().all(|m| m.count_ones() == 1));
/// assert_eq!(left[1], 1 << (rating.grid.get(1) - 1));
/// ```
pub fn candidates_left(geometry: &Geometry, givens: &Grid, rating: &Rating) -> Result<Vec<u32>> {
    let n = geometry.size();
    Error::check_size(n, givens.size())?;
    Error::check_size(n, rating.grid.size())?;
    let all = if n >= 32 { u32::MAX } else { (1u32 << n) - 1 };
    let filled = &rating.grid;
    let mut left: Vec<u32> = (0..geometry.cell_count())
        .map(|cell| match filled.get(cell) {
            0 => all,
            d => 1 << (d - 1),
        })
        .collect();
    for (cell, mask) in left.iter_mut().enumerate() {
        if filled.get(cell) != 0 {
            continue;
        }
        for peer in geometry.peers(cell) {
            let d = filled.get(peer);
            if d != 0 {
                *mask &= !(1 << (d - 1));
            }
        }
    }
    for step in &rating.steps {
        for &(cell, digit) in &step.removed {
            if filled.get(cell) == 0 && digit >= 1 {
                left[cell] &= !(1 << (digit - 1));
            }
        }
    }
    Ok(left)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::solve_native;
    use crate::rate::{rate, Ending};
    use crate::test_killers::KILLER9_SEARCH;

    #[test]
    fn where_a_killer_gets_stuck_every_open_cell_keeps_its_true_digit() {
        let g = KILLER9_SEARCH.geometry();
        let givens = Grid::empty(9);
        let rating = rate(&g, &givens).unwrap();
        assert_eq!(rating.ending, Ending::Stuck);
        let left = candidates_left(&g, &givens, &rating).unwrap();
        let solution = solve_native(&g, &givens).unwrap().unwrap();
        let open: Vec<usize> = (0..81).filter(|&c| rating.grid.get(c) == 0).collect();
        assert!(!open.is_empty());
        for (cell, mask) in left.iter().enumerate() {
            let truth = 1u32 << (solution.get(cell) - 1);
            assert_ne!(mask & truth, 0, "cell {cell} lost its digit");
        }
        // Stuck means some open cell still has a choice.
        assert!(open.iter().any(|&c| left[c].count_ones() > 1));
    }
}
