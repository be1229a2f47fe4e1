//! The fewest givens of a puzzle with exactly one solution (the paper's
//! first open problem), as a sequence of binary programs: the givens are
//! the smallest hitting set of the difference sets found so far (each other
//! solution `o` of a candidate puzzle gives the cells where `o` and the grid
//! differ, and a unique puzzle must give one of them); the candidate is
//! checked for a second solution, and each one found adds its set, until the
//! smallest hitting set leaves the grid as the only solution. Its size is
//! then the minimum; before that, each optimum is a lower bound.

use std::collections::HashSet;
use std::sync::atomic::{AtomicUsize, Ordering};

use crate::par::*;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use super::census::essentially_different_grids;
use super::control::{Control, StopReason};
use super::solutions::{greedy_puzzle, restrict, solutions_up_to};
use crate::blp::{find_other_solution, min_hitting_set, BlpOptions};
use crate::check::is_solution;
use crate::engine::{Engine, Solutions};
use crate::error::{Error, Result};
use crate::geometry::Geometry;
use crate::grid::Grid;

/// How the other solutions of a candidate puzzle are found.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum SecondSolutions {
    /// The native engine, several other solutions per round (fast).
    #[default]
    Native,
    /// Peško's uniqueness cut (hypothesis H1) on the BLP: one other solution
    /// per round, as in the paper.
    BlpCut,
}

/// The fewest givens found for one grid or a whole variant.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct FewestGivens {
    /// The best puzzle found with exactly one solution (`None` if none yet).
    pub best: Option<Grid>,
    /// No puzzle with a single solution has fewer givens than this.
    pub lower_bound: usize,
    /// Binary programs solved (rounds of hitting set and second solution).
    pub rounds: usize,
    /// Complete grids examined.
    pub grids: usize,
    /// Why the search stopped early.
    pub stopped: Option<StopReason>,
}

impl FewestGivens {
    /// The givens of the best puzzle found.
    pub fn givens(&self) -> Option<usize> {
        self.best.as_ref().map(Grid::given_count)
    }

    /// Whether the best puzzle is proven to have the fewest givens.
    pub fn proven(&self) -> bool {
        self.givens() == Some(self.lower_bound)
    }
}

/// The difference sets of the other solutions of `grid` with the cells of
/// each pair of digits emptied (a quick start: such sets are small).
fn digit_pair_sets(engine: &Engine, grid: &Grid) -> Vec<Vec<usize>> {
    let n = grid.size() as u8;
    let mut sets = Vec::new();
    for a in 1..=n {
        for b in a + 1..=n {
            let mut puzzle = grid.clone();
            for c in 0..grid.cells().len() {
                if matches!(grid.get(c), d if d == a || d == b) {
                    puzzle.set(c, 0);
                }
            }
            if let Ok(Solutions::Multiple(x, y)) = engine.solutions_up_to_two(&puzzle) {
                let other = if &x == grid { y } else { x };
                sets.push(grid.differences(&other).unwrap_or_default());
            }
        }
    }
    sets
}

/// The fewest givens that make `grid` the only solution (see the module
/// documentation). `cutoff`: stop as soon as the lower bound reaches its
/// value (another grid already did as well). The best puzzle starts as a
/// greedily thinned grid, so there is always one.
///
/// ```
/// use sheetdoku::{Geometry, Grid};
/// use sheetdoku::explore::{fewest_givens_of_grid, Control, SecondSolutions};
/// let g = Geometry::standard(4).unwrap();
/// let grid = Grid::parse_line("1234341221434321").unwrap();
/// let r = fewest_givens_of_grid(&g, &grid, SecondSolutions::Native, None, &Control::unlimited()).unwrap();
/// assert!(r.proven());
/// assert!(r.givens().unwrap() >= 4);
/// ```
pub fn fewest_givens_of_grid(
    geometry: &Geometry,
    grid: &Grid,
    finder: SecondSolutions,
    cutoff: Option<&AtomicUsize>,
    control: &Control,
) -> Result<FewestGivens> {
    if grid.size() != geometry.size() || !is_solution(geometry, &Grid::empty(grid.size()), grid)? {
        return Err(Error::Setting(
            "the grid is not a complete grid that keeps every rule of the variant".to_string(),
        ));
    }
    let engine = Engine::new(geometry);
    let cells = grid.cells().len();
    let mut rng = ChaCha8Rng::seed_from_u64(cells as u64);
    let mut result = FewestGivens {
        best: Some(greedy_puzzle(&engine, grid, &mut rng)),
        lower_bound: 0,
        rounds: 0,
        grids: 1,
        stopped: None,
    };
    let mut sets = digit_pair_sets(&engine, grid);
    let mut known: HashSet<Vec<usize>> = sets.iter().cloned().collect();
    loop {
        let best = result.givens().unwrap_or(usize::MAX);
        let cut = cutoff.map_or(usize::MAX, |c| c.load(Ordering::Relaxed));
        let target = best.min(cut);
        if result.lower_bound >= target {
            return Ok(result);
        }
        if control.should_stop() {
            result.stopped = Some(control.stop_reason());
            return Ok(result);
        }
        // Only puzzles smaller than the best so far are of interest.
        let at_most = (target < usize::MAX).then(|| target - 1);
        let chosen = match min_hitting_set(cells, &sets, at_most, control.remaining()) {
            Ok(Some(chosen)) => chosen,
            Ok(None) => {
                // No hitting set of at most `target - 1` cells: none smaller.
                result.rounds += 1;
                result.lower_bound = target;
                continue;
            }
            Err(Error::TimeLimit { .. }) => {
                result.stopped = Some(control.stop_reason());
                return Ok(result);
            }
            Err(e) => return Err(e),
        };
        result.rounds += 1;
        control.advance(1);
        result.lower_bound = result.lower_bound.max(chosen.len());
        // Grow the candidate until it is unique: each other solution found
        // adds its difference set, and one of its cells to the candidate.
        let mut puzzle = restrict(grid, &chosen);
        let mut grown = false;
        loop {
            let others = match other_solutions(geometry, &engine, &puzzle, grid, finder, control) {
                Ok(others) => others,
                Err(Error::TimeLimit { .. }) => {
                    result.stopped = Some(control.stop_reason());
                    return Ok(result);
                }
                Err(e) => return Err(e),
            };
            let Some(first) = others.first() else { break };
            let differ = grid.differences(first).unwrap_or_default();
            let cell = differ[rng.random_range(0..differ.len())];
            for o in &others {
                let set = grid.differences(o).unwrap_or_default();
                if known.insert(set.clone()) {
                    sets.push(set);
                }
            }
            puzzle.set(cell, grid.get(cell));
            grown = true;
        }
        if !grown {
            // The smallest hitting set is unique: nothing smaller is.
            result.best = Some(puzzle);
            return Ok(result);
        }
        let thinned = greedy_puzzle(&engine, &puzzle, &mut rng);
        if Some(thinned.given_count()) < result.givens() {
            result.best = Some(thinned);
        }
    }
}

/// Other solutions of `puzzle` than `grid` (none: `grid` is the only one).
fn other_solutions(
    geometry: &Geometry,
    engine: &Engine,
    puzzle: &Grid,
    grid: &Grid,
    finder: SecondSolutions,
    control: &Control,
) -> Result<Vec<Grid>> {
    match finder {
        SecondSolutions::Native => Ok(solutions_up_to(engine, puzzle, 4)
            .into_iter()
            .filter(|o| o != grid)
            .collect()),
        SecondSolutions::BlpCut => {
            let opts = BlpOptions::default().with_deadline(control.budget());
            Ok(find_other_solution(geometry, puzzle, grid, &opts)?
                .into_iter()
                .collect())
        }
    }
}

/// The fewest givens of any puzzle of the variant with exactly one
/// solution: [`fewest_givens_of_grid`] for one grid of each essentially
/// different kind (the symmetries keep the number of givens), every grid cut
/// off as soon as it cannot beat the best so far. Exact for 4x4 and 6x6;
/// `None` when the grids cannot be listed (too large, or stopped first).
pub fn fewest_givens_of_variant(
    geometry: &Geometry,
    finder: SecondSolutions,
    control: &Control,
) -> Result<Option<FewestGivens>> {
    let Some(reps) = essentially_different_grids(geometry, control) else {
        return Ok(None);
    };
    control.reset_progress();
    let best = AtomicUsize::new(usize::MAX);
    let results: Vec<FewestGivens> = reps
        .par_iter()
        .map(|(grid, _)| {
            let r = fewest_givens_of_grid(geometry, grid, finder, Some(&best), control)?;
            if let Some(g) = r.givens() {
                if r.proven() {
                    best.fetch_min(g, Ordering::Relaxed);
                }
            }
            Ok(r)
        })
        .collect::<Result<_>>()?;
    let mut total = FewestGivens {
        best: None,
        lower_bound: usize::MAX,
        rounds: 0,
        grids: results.len(),
        stopped: None,
    };
    for r in results {
        total.rounds += r.rounds;
        total.lower_bound = total.lower_bound.min(r.lower_bound);
        total.stopped = total.stopped.or(r.stopped);
        if r.givens() < total.givens() || total.best.is_none() {
            total.best = r.best;
        }
    }
    if let Some(g) = total.givens() {
        // A grid cut off at the best so far has a lower bound at least that.
        total.lower_bound = total.lower_bound.min(g);
    }
    Ok(Some(total))
}

/// The best puzzle found for a variant too large to solve exactly: up to
/// `grids` random grids (fewer if `control` stops it first; at least one
/// batch), each thinned greedily in four random orders, on all cores; the
/// puzzle with fewest givens kept. Grid `i` is drawn from its own stream of
/// `seed`, so the answer does not depend on the number of threads. Not
/// proven minimal (the lower bound is 0).
pub fn fewest_givens_search(
    geometry: &Geometry,
    grids: usize,
    seed: u64,
    control: &Control,
) -> FewestGivens {
    const BATCH: usize = 16;
    let engine = Engine::new(geometry);
    let empty = Grid::empty(geometry.size());
    let mut result = FewestGivens {
        best: None,
        lower_bound: 0,
        rounds: 0,
        grids: 0,
        stopped: None,
    };
    let grids = grids.max(1);
    while result.grids < grids {
        if result.best.is_some() && control.should_stop() {
            result.stopped = Some(control.stop_reason());
            break;
        }
        let end = (result.grids + BATCH).min(grids);
        let found: Vec<Option<Grid>> = (result.grids..end)
            .into_par_iter()
            .map(|i| {
                let mut rng = ChaCha8Rng::seed_from_u64(seed);
                rng.set_stream(i as u64);
                let grid = engine.random_solution(&empty, &mut rng).ok()??;
                let best = (0..4)
                    .map(|_| greedy_puzzle(&engine, &grid, &mut rng))
                    .min_by_key(Grid::given_count);
                control.advance(4);
                best
            })
            .collect();
        result.rounds += 4 * (end - result.grids);
        result.grids = end;
        for puzzle in found.into_iter().flatten() {
            if result.best.is_none() || Some(puzzle.given_count()) < result.givens() {
                result.best = Some(puzzle);
            }
        }
        if result.best.is_none() {
            // The variant has no grid at all.
            break;
        }
    }
    result
}
