//! Killer puzzles: a random full grid of the variant, covered by random
//! connected cages (each of distinct digits there, sized as puzzle makers
//! size them: mostly two and three cells, some of four and five, few
//! single cells); while the cages allow a second solution, a cell where two
//! solutions differ is settled: by a given while the givens asked for last,
//! else by moving it to a neighbouring cage or splitting its cage there.
//! Cages of one cell so left are joined back while the killer stays unique,
//! down to the few its level allows ([`single_cell_limit`]); one still too
//! hard for its level gets a large cage split in pieces of two cells or
//! more. The sums are those of the full grid, so it stays the one solution.

use rand::seq::IndexedRandom;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use crate::engine::{solutions_up_to_two_until, Engine, Solutions};
use crate::error::{Error, Result};
use crate::generate::cage_layout::{cage_size, layout, move_cell, split, split_without_singles};
use crate::generate::symmetric_cages::{move_orbit, split_symmetric, symmetric_layout};
use crate::generate::KillerOptions;
use crate::generate::Search;
use crate::generate::Symmetry;
use crate::geometry::{Cage, Constraint, Geometry};
use crate::grid::side_neighbours;
use crate::grid::Grid;
use crate::rate::{Capped, Level, Rating, Ratings};
use rand::seq::SliceRandom;

/// The hardest step a killer may need when no level is asked for and
/// trial and error is refused: up to fiendish. A killer that needs more is
/// dropped as soon as that is sure, without trying the chains above it
/// (which take seconds on a stuck killer), so that a seed gives the same
/// killer on every machine.
const DEFAULT_CAP: Level = Level::Fiendish;

/// The search nodes a uniqueness search may take while givens may still
/// be placed (about half a second on a 16x16 killer): one that runs
/// longer is cut short and a given placed at a random open cell, which
/// shrinks the next search far more than waiting does.
const SEARCH_NODES: u64 = 2_000;

/// A generated killer: its geometry (the variant and its cages), givens,
/// unique solution and rating.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct GeneratedKiller {
    /// The variant with the cages.
    pub geometry: Geometry,
    /// The givens (empty unless asked for).
    pub givens: Grid,
    /// The one solution.
    pub solution: Grid,
    /// The rating.
    pub rating: Rating,
    /// Cage layouts tried (1 when the first fitted).
    pub attempts: usize,
}

/// A unique killer over `base` (any variant without cages).
///
/// ```
/// use sheetdoku::Geometry;
/// use sheetdoku::generate::{generate_killer, KillerOptions};
/// use sheetdoku::solve::{Solutions, solutions_up_to_two};
/// let base = Geometry::standard(4).unwrap();
/// let opts = KillerOptions::default().with_seed(3);
/// let k = generate_killer(&base, &opts).unwrap();
/// assert_eq!(k.givens.given_count(), 0);
/// assert!(matches!(solutions_up_to_two(&k.geometry, &k.givens).unwrap(), Solutions::Unique(s) if s == k.solution));
/// ```
pub fn generate_killer(base: &Geometry, opts: &KillerOptions) -> Result<GeneratedKiller> {
    if base.cages().next().is_some() {
        return Err(Error::Setting(
            "the variant already has cages; generate over one without".to_string(),
        ));
    }
    if opts.max_cage < 2 {
        return Err(Error::Setting(
            "the largest cage must have at least 2 cells".to_string(),
        ));
    }
    let opts = &opts.clone().with_deadline(opts.deadline.begin());
    let n = base.size();
    let mut rng = ChaCha8Rng::seed_from_u64(opts.seed);
    let engine = Engine::new(base);
    for attempt in 1..=opts.max_attempts.max(1) {
        opts.deadline.check(|| {
            sheetdoku_i18n::text_with(
                "doing-generating-killer",
                &[("attempt", &attempt.to_string())],
            )
        })?;
        let solution = engine
            .random_solution(&Grid::empty(n), &mut rng)?
            .ok_or_else(|| Error::Setting(format!("{} has no full grid", base.describe())))?;
        let max_cage = opts.max_cage.min(n);
        let mut cages = match opts.symmetry {
            Symmetry::None => layout(n, &solution, max_cage, &mut rng),
            symmetry => symmetric_layout(symmetry, &solution, max_cage, &mut rng, cage_size),
        };
        // A given goes with its images, so the givens keep the symmetry.
        let place = |givens: &mut Grid, cell: usize| {
            for c in opts.symmetry.orbit_of(n, cell) {
                givens.set(c, solution.get(c));
            }
        };
        let room = |givens: &Grid, cell: usize| {
            givens.given_count() + opts.symmetry.orbit_of(n, cell).len() <= opts.givens
        };
        let mut givens = Grid::empty(n);
        // Moves of a cell into a neighbouring cage tried before splitting.
        let mut moves = n * n;
        loop {
            let killer = with_cages(base, &cages, &solution)?;
            let found = if givens.given_count() < opts.givens {
                // While givens are left to place, a search that runs long
                // is cut short: a given where it got lost settles more.
                match Engine::new(&killer).solutions_up_to_two_within(
                    &givens,
                    &opts.deadline,
                    SEARCH_NODES,
                ) {
                    Ok(Some(found)) => Ok(found),
                    Ok(None) => {
                        let open: Vec<usize> = (0..n * n)
                            .filter(|&c| givens.get(c) == 0 && room(&givens, c))
                            .collect();
                        if let Some(&cell) = open.choose(&mut rng) {
                            place(&mut givens, cell);
                            continue;
                        }
                        // No orbit of givens fits: the search decides.
                        solutions_up_to_two_until(&killer, &givens, &opts.deadline)
                    }
                    Err(e) => Err(e),
                }
            } else {
                solutions_up_to_two_until(&killer, &givens, &opts.deadline)
            };
            match found? {
                Solutions::Unique(_) => {
                    // Single cells the splits left (with their images in a
                    // symmetric layout) joined to a neighbouring cage where
                    // the killer stays unique, until no more are left than
                    // the level asked for allows: merging first, so a
                    // killer keeps as much of its ease as the level lets it.
                    let target = opts.difficulty.map_or(0, |l| single_cell_limit(n, l));
                    let mut killer = absorb_while_unique(
                        base, &mut cages, &givens, &solution, max_cage, target, opts,
                    )?;
                    let search = match opts.difficulty {
                        Some(Level::Extreme) => Search::Allowed,
                        _ => opts.search,
                    };
                    // Too hard for the level asked for: a large cage split
                    // in two of two cells or more (no given in disguise),
                    // while one is left to split.
                    let rating = loop {
                        let rating = rating_of(&killer, &givens, opts, search);
                        let too_hard = opts.difficulty.is_some_and(|l| {
                            rating
                                .as_ref()
                                .map_or(!opts.deadline.expired(), |r| r.level > l)
                        });
                        if too_hard && split_without_singles(&mut cages, n, &mut rng) {
                            killer = with_cages(base, &cages, &solution)?;
                            continue;
                        }
                        break rating;
                    };
                    let Some(rating) = rating else {
                        break;
                    };
                    if opts.difficulty.is_some_and(|l| l != rating.level)
                        || (search == Search::Refused && !rating.solved_by_logic())
                        || single_cells(&cages) > single_cell_limit(n, rating.level)
                    {
                        // Another layout: one that needs more single cells
                        // than its level allows is a grid of givens in
                        // disguise.
                        break;
                    }
                    return Ok(GeneratedKiller {
                        geometry: killer,
                        givens,
                        solution,
                        rating,
                        attempts: attempt,
                    });
                }
                Solutions::Multiple(a, b) => {
                    let differ: Vec<usize> = (0..n * n).filter(|&c| a.get(c) != b.get(c)).collect();
                    let &cell = differ.choose(&mut rng).unwrap_or(&0);
                    if room(&givens, cell) {
                        place(&mut givens, cell);
                    } else if opts.symmetry != Symmetry::None {
                        // As below: a move first, then a split.
                        let mut beside: Vec<usize> = side_neighbours(n, cell).collect();
                        beside.shuffle(&mut rng);
                        let moved = moves > 0
                            && beside.into_iter().any(|b| {
                                move_orbit(opts.symmetry, &solution, max_cage, &mut cages, cell, b)
                            });
                        if moved {
                            moves -= 1;
                        } else {
                            split_symmetric(opts.symmetry, &mut cages, cell, n, &mut rng);
                        }
                    } else if moves > 0
                        && move_cell(
                            &mut cages,
                            cell,
                            n,
                            &solution,
                            opts.max_cage.min(n),
                            &mut rng,
                        )
                    {
                        moves -= 1;
                    } else {
                        split(&mut cages, cell, n, &mut rng);
                    }
                }
                // The sums are the full grid's: it is always a solution.
                Solutions::None => unreachable!("a killer drawn over a full grid has it"),
            }
        }
    }
    let geometry = crate::words::killer_summary(base);
    let attempts = opts.max_attempts.to_string();
    Err(Error::Exhausted(match opts.difficulty {
        None => sheetdoku_i18n::text_with(
            "generate-exhausted",
            &[("geometry", &geometry), ("attempts", &attempts)],
        ),
        Some(level) => sheetdoku_i18n::text_with(
            "generate-exhausted-wanted",
            &[
                ("geometry", &geometry),
                (
                    "wanted",
                    &sheetdoku_i18n::text_with("want-level", &[("level", &level.local_name())]),
                ),
                ("attempts", &attempts),
            ],
        ),
    }))
}

/// How many one-cell cages a killer of `level` on an `n`x`n` grid may
/// have: 2 per 81 cells for easy, 1 for medium, none for harder levels,
/// rounded to the nearest whole cage (so 2, 1, 0 on a 9x9; 6, 3, 0 on a
/// 16x16; 1, 0, 0 on a 6x6; none on a 4x4).
///
/// A one-cell cage is a given in disguise: the community prints killers
/// with none or one or two of them, and a killer rated easy because half
/// a dozen digits are printed as cages teaches nothing about cages. An
/// easy killer may keep a couple (a pupil's first foothold), a medium one
/// one, and from hard up the cages alone carry the puzzle. The share is of
/// the cells, so a larger grid keeps the same density of footholds.
pub fn single_cell_limit(n: usize, level: Level) -> usize {
    let per_81 = match level {
        Level::Easy => 2,
        Level::Medium => 1,
        _ => 0,
    };
    (per_81 * n * n + 40) / 81
}

/// How many of `cages` have one cell.
fn single_cells(cages: &[Vec<usize>]) -> usize {
    cages.iter().filter(|c| c.len() == 1).count()
}

/// Joins cages of one cell (with their images) to a neighbouring cage (and
/// its images) where the killer keeps one solution, until at most `target`
/// are left or none can be joined; the killer of the cages so left.
fn absorb_while_unique(
    base: &Geometry,
    cages: &mut Vec<Vec<usize>>,
    givens: &Grid,
    solution: &Grid,
    max_cage: usize,
    target: usize,
    opts: &KillerOptions,
) -> Result<Geometry> {
    let n = base.size();
    let singles: Vec<usize> = cages
        .iter()
        .filter(|c| c.len() == 1)
        .map(|c| c[0])
        .collect();
    for cell in singles {
        if single_cells(cages) <= target {
            break;
        }
        if !cages.iter().any(|c| c == &vec![cell]) {
            continue; // joined with an image already
        }
        for beside in side_neighbours(n, cell) {
            let mut tried = cages.clone();
            if !move_orbit(opts.symmetry, solution, max_cage, &mut tried, cell, beside) {
                continue;
            }
            let killer = with_cages(base, &tried, solution)?;
            if let Solutions::Unique(_) =
                solutions_up_to_two_until(&killer, givens, &opts.deadline)?
            {
                *cages = tried;
                break;
            }
        }
    }
    with_cages(base, cages, solution)
}

/// The rating of `killer`, or `None` when it cannot be kept. With trial
/// and error refused, the techniques are tried only up to the level asked
/// for (or [`DEFAULT_CAP`]): `None` as soon as a step above it is sure.
/// With trial and error allowed the rating is whole. Either way it runs
/// within the command's budget (one cut short counts as not kept, and the
/// next attempt reports the time limit), and the same seed gives the same
/// killer.
fn rating_of(
    killer: &Geometry,
    givens: &Grid,
    opts: &KillerOptions,
    search: Search,
) -> Option<Rating> {
    let cap = match search {
        Search::Allowed => None,
        Search::Refused => opts.difficulty.unwrap_or(DEFAULT_CAP).max_score(),
    };
    match Ratings::new(killer).within(givens, cap, &opts.deadline) {
        Capped::Within(rating) => Some(rating),
        Capped::Above(_) | Capped::Stopped => None,
    }
}

/// `base` with `cages` (cell lists), each summing to its digits in `solution`.
fn with_cages(base: &Geometry, cages: &[Vec<usize>], solution: &Grid) -> Result<Geometry> {
    let mut killer = base.clone();
    for cells in cages {
        let mut cells = cells.clone();
        cells.sort_unstable();
        let sum: u32 = cells.iter().map(|&c| u32::from(solution.get(c))).sum();
        killer = killer.with_constraint(Constraint::Cage(Cage::new(cells, sum)))?;
    }
    Ok(killer)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::check::is_solution;
    use crate::engine::solutions_up_to_two;

    #[test]
    fn killers_of_each_size_are_unique_seeded_and_keep_their_full_grid() {
        for (n, seeds) in [(4, 0..10u64), (6, 0..5), (9, 0..2)] {
            let base = Geometry::standard(n).unwrap();
            for seed in seeds {
                let opts = KillerOptions::default().with_seed(seed);
                let k = generate_killer(&base, &opts).unwrap();
                assert_eq!(k.givens.given_count(), 0);
                let covered: usize = k.geometry.cages().map(|(_, c)| c.cells.len()).sum();
                assert_eq!(
                    covered,
                    n * n,
                    "{n}x{n} seed {seed}: every cell in one cage"
                );
                assert!(k.geometry.cages().all(|(_, c)| c.cells.len() <= 5));
                assert!(is_solution(&k.geometry, &k.givens, &k.solution).unwrap());
                assert_eq!(
                    solutions_up_to_two(&k.geometry, &k.givens).unwrap(),
                    Solutions::Unique(k.solution.clone()),
                    "{n}x{n} seed {seed}"
                );
                assert_eq!(generate_killer(&base, &opts).unwrap(), k, "reproducible");
            }
        }
    }

    #[test]
    fn the_single_cell_limit_falls_with_the_level_and_scales_with_the_grid() {
        let limits = |n| Level::ALL.map(|l| single_cell_limit(n, l));
        assert_eq!(limits(9), [2, 1, 0, 0, 0, 0]);
        assert_eq!(limits(16), [6, 3, 0, 0, 0, 0]);
        assert_eq!(limits(6), [1, 0, 0, 0, 0, 0]);
        assert_eq!(limits(4), [0; 6]);
    }

    #[test]
    fn killers_of_each_level_keep_to_their_single_cells_and_stay_unique() {
        let base = Geometry::standard(9).unwrap();
        for level in [Level::Easy, Level::Medium, Level::Hard] {
            for seed in 1..3 {
                let opts = KillerOptions {
                    seed,
                    difficulty: Some(level),
                    ..KillerOptions::default()
                };
                let k = generate_killer(&base, &opts).unwrap();
                assert_eq!(k.rating.level, level, "seed {seed}");
                let singles = k
                    .geometry
                    .cages()
                    .filter(|(_, c)| c.cells.len() == 1)
                    .count();
                assert!(
                    singles <= single_cell_limit(9, level),
                    "{level} seed {seed}: {singles} cages of one cell"
                );
                assert_eq!(
                    solutions_up_to_two(&k.geometry, &k.givens).unwrap(),
                    Solutions::Unique(k.solution.clone()),
                    "{level} seed {seed}"
                );
            }
        }
    }

    #[test]
    fn givens_settle_choices_first_and_a_killer_x_keeps_its_diagonals() {
        let base = crate::geometry::GeometrySpec::new(6, crate::geometry::Variant::X)
            .build()
            .unwrap();
        let opts = KillerOptions::default()
            .with_seed(5)
            .with_max_cage(6)
            .with_givens(3);
        let k = generate_killer(&base, &opts).unwrap();
        assert!(k.givens.given_count() <= 3);
        assert_eq!(k.geometry.units().len(), base.units().len());
        assert!(matches!(
            solutions_up_to_two(&k.geometry, &k.givens).unwrap(),
            Solutions::Unique(_)
        ));
    }

    #[test]
    fn a_symmetric_killer_has_the_image_of_every_cage_as_a_cage_and_one_solution() {
        let base = Geometry::standard(9).unwrap();
        for symmetry in [Symmetry::Rotate180, Symmetry::Mirror, Symmetry::Diagonal] {
            let opts = KillerOptions::default()
                .with_seed(4)
                .with_symmetry(symmetry)
                .with_search(Search::Allowed);
            let k = generate_killer(&base, &opts).unwrap();
            let cages: Vec<Vec<usize>> = k.geometry.cages().map(|(_, c)| c.cells.clone()).collect();
            assert!(
                crate::generate::symmetric_cages::is_symmetric(symmetry, 9, &cages),
                "{symmetry}: {cages:?}"
            );
            assert_eq!(
                solutions_up_to_two(&k.geometry, &k.givens).unwrap(),
                Solutions::Unique(k.solution.clone()),
                "{symmetry}"
            );
        }
    }
}
