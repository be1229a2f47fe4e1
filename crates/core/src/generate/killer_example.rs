//! The example cages of a killer template: cages of one to four cells drawn
//! over a random full grid of the variant, each summing to its digits there,
//! so that the example is a killer that has a solution. The teacher types
//! the real puzzle's cages over it on sheet `K`.

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use crate::engine::{random_solution, solutions_up_to_two, Solutions};
use crate::error::{Error, Result};
use crate::generate::cage_layout::grow_cage;
use crate::geometry::{Cage, Constraint, Geometry};
use crate::grid::Grid;

/// `geometry` with example cages covering every cell, the same for the same
/// `seed`: up to 9x9 the first of 20 draws whose killer has one
/// solution (a larger grid keeps its first draw, whose uniqueness would
/// take long to prove); refused only when the variant has no full grid.
///
/// ```
/// let g = sheetdoku::Geometry::standard(4).unwrap();
/// let killer = sheetdoku::write::example_killer(&g, 1).unwrap();
/// let covered: usize = killer.cages().map(|(_, c)| c.cells.len()).sum();
/// assert_eq!(covered, 16);
/// ```
pub fn example_killer(geometry: &Geometry, seed: u64) -> Result<Geometry> {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut killer = draw(geometry, &mut rng)?;
    if geometry.size() <= 9 {
        for _ in 1..DRAWS {
            let empty = Grid::empty(geometry.size());
            if matches!(
                solutions_up_to_two(&killer, &empty),
                Ok(Solutions::Unique(_))
            ) {
                break;
            }
            killer = draw(geometry, &mut rng)?;
        }
    }
    Ok(killer)
}

/// How many cage layouts [`example_killer`] draws at most.
const DRAWS: usize = 20;

/// One layout of cages over a random full grid.
fn draw(geometry: &Geometry, rng: &mut ChaCha8Rng) -> Result<Geometry> {
    let n = geometry.size();
    let grid = random_solution(geometry, &Grid::empty(n), rng)?.ok_or_else(|| {
        Error::Setting(format!(
            "no full {} grid to draw example cages over",
            geometry.describe()
        ))
    })?;
    let mut taken = vec![false; n * n];
    let mut killer = geometry.clone();
    for start in 0..n * n {
        if taken[start] {
            continue;
        }
        let size = rng.random_range(1..=4usize);
        let mut cells = grow_cage(&grid, start, size, &mut taken, rng);
        cells.sort_unstable();
        let sum: u32 = cells.iter().map(|&c| u32::from(grid.get(c))).sum();
        killer = killer
            .with_constraint(Constraint::Cage(Cage::new(cells, sum)))
            .map_err(Error::from)?;
    }
    Ok(killer)
}
