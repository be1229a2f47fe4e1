//! Killer puzzles: a random full grid of the variant, covered by random
//! connected cages (each of distinct digits there, sized as puzzle makers
//! size them: mostly two and three cells, some of four and five, few
//! single cells); while the cages allow a second solution, a cell where two
//! solutions differ is settled: by a given while the givens asked for last,
//! else by splitting its cage there. The sums are those of the full grid,
//! so it stays the one solution.

use rand::seq::{IndexedRandom, SliceRandom};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use crate::budget::Deadline;
use crate::engine::{solutions_up_to_two_until, Engine, Solutions};
use crate::error::{Error, Result};
use crate::generate::Search;
use crate::geometry::{Cage, Constraint, Geometry};
use crate::grid::side_neighbours as neighbours;
use crate::grid::Grid;
use crate::rate::{rate_at_most, rate_until, Capped, Level, Rating};

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

/// What killer to generate.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KillerOptions {
    /// The seed: the same seed gives the same puzzle.
    pub seed: u64,
    /// The largest cage, in cells (at least 2, at most the grid's size; 5 by
    /// default).
    pub max_cage: usize,
    /// At most this many givens, placed where the cages leave a choice
    /// (none by default: the cages alone decide).
    pub givens: usize,
    /// Keep only a killer rated at this level.
    pub difficulty: Option<Level>,
    /// Whether a killer that the techniques do not solve (only trial and
    /// error does) may be kept; always for the level extreme.
    pub search: Search,
    /// Cage layouts tried before giving up with an error.
    pub max_attempts: usize,
    /// The command's budget.
    pub deadline: Deadline,
}

impl Default for KillerOptions {
    fn default() -> Self {
        KillerOptions {
            seed: 0,
            max_cage: 5,
            givens: 0,
            difficulty: None,
            search: Search::Refused,
            max_attempts: 200,
            deadline: Deadline::none(),
        }
    }
}

/// A generated killer: its geometry (the variant and its cages), givens,
/// unique solution and rating.
#[derive(Clone, Debug, PartialEq, Eq)]
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
/// use sheetdoku::{generate_killer, Geometry, KillerOptions, Solutions, solutions_up_to_two};
/// let base = Geometry::standard(4).unwrap();
/// let k = generate_killer(&base, &KillerOptions { seed: 3, ..KillerOptions::default() }).unwrap();
/// assert_eq!(k.givens.given_count(), 0);
/// assert!(matches!(solutions_up_to_two(&k.geometry, &k.givens), Solutions::Unique(s) if s == k.solution));
/// ```
pub fn generate_killer(base: &Geometry, opts: &KillerOptions) -> Result<GeneratedKiller> {
    if base.has_cages() {
        return Err(Error::Usage(
            "the variant already has cages; generate over one without".to_string(),
        ));
    }
    if opts.max_cage < 2 {
        return Err(Error::Usage(
            "the largest cage must have at least 2 cells".to_string(),
        ));
    }
    let opts = &KillerOptions {
        deadline: opts.deadline.begin(),
        ..opts.clone()
    };
    let n = base.size();
    let mut rng = ChaCha8Rng::seed_from_u64(opts.seed);
    let engine = Engine::new(base);
    for attempt in 1..=opts.max_attempts.max(1) {
        opts.deadline
            .check(|| format!("generating a killer (attempt {attempt})"))?;
        let solution = engine
            .random_solution(&Grid::empty(n), &mut rng)
            .ok_or_else(|| Error::Usage(format!("{} has no full grid", base.describe())))?;
        let mut cages = layout(n, &solution, opts.max_cage.min(n), &mut rng);
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
                        let open: Vec<usize> = (0..n * n).filter(|&c| givens.get(c) == 0).collect();
                        let &cell = open.choose(&mut rng).unwrap_or(&0);
                        givens.set(cell, solution.get(cell));
                        continue;
                    }
                    Err(e) => Err(e),
                }
            } else {
                solutions_up_to_two_until(&killer, &givens, &opts.deadline)
            };
            match found? {
                Solutions::Unique(_) => {
                    let search = match opts.difficulty {
                        Some(Level::Extreme) => Search::Allowed,
                        _ => opts.search,
                    };
                    let Some(rating) = rating_of(&killer, &givens, opts, search) else {
                        break;
                    };
                    if opts.difficulty.is_some_and(|l| l != rating.level)
                        || (search == Search::Refused && !rating.solved_by_logic)
                    {
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
                    if givens.given_count() < opts.givens {
                        givens.set(cell, solution.get(cell));
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
    Err(Error::Usage(format!(
        "no {} killer{} found in {} attempts; try another level or more attempts",
        base.describe(),
        opts.difficulty
            .map_or(String::new(), |l| format!(" rated {l}")),
        opts.max_attempts
    )))
}

/// The rating of `killer`, or `None` when it cannot be kept. With trial
/// and error refused, the techniques are tried only up to the level asked
/// for (or [`DEFAULT_CAP`]): `None` as soon as a step above it is sure.
/// With trial and error allowed the rating is whole, within the command's
/// budget; one cut short counts as not kept, and the next attempt reports
/// the time limit. Either way the same seed gives the same killer.
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
    match cap {
        Some(cap) => match rate_at_most(killer, givens, cap) {
            Capped::Within(rating) => Some(rating),
            Capped::Above => None,
        },
        None => rate_until(killer, givens, &opts.deadline).ok(),
    }
}

/// `base` with `cages` (cell lists), each summing to its digits in `solution`.
fn with_cages(base: &Geometry, cages: &[Vec<usize>], solution: &Grid) -> Result<Geometry> {
    let mut killer = base.clone();
    for cells in cages {
        let mut cells = cells.clone();
        cells.sort_unstable();
        let sum = cells.iter().map(|&c| u32::from(solution.get(c))).sum();
        killer = killer.with_constraint(Constraint::Cage(Cage { cells, sum }))?;
    }
    Ok(killer)
}

/// How many cells a new cage aims at: 2 and 3 most often, then 4, 5 and 1
/// (shares in percent), larger ones where allowed.
fn cage_size(max: usize, rng: &mut ChaCha8Rng) -> usize {
    let roll = rng.random_range(0..100);
    let size = match roll {
        0..5 => 1,
        5..45 => 2,
        45..75 => 3,
        75..90 => 4,
        _ => 5,
    };
    size.min(max)
}

/// Cages covering the grid: from each cell not yet covered, in random
/// order, a cage grown into random neighbours whose digits it lacks.
fn layout(n: usize, solution: &Grid, max_cage: usize, rng: &mut ChaCha8Rng) -> Vec<Vec<usize>> {
    let mut order: Vec<usize> = (0..n * n).collect();
    order.shuffle(rng);
    let mut taken = vec![false; n * n];
    let mut cages = Vec::new();
    for start in order {
        if taken[start] {
            continue;
        }
        let size = cage_size(max_cage, rng);
        let mut cells = vec![start];
        taken[start] = true;
        while cells.len() < size {
            let next: Vec<usize> = cells
                .iter()
                .flat_map(|&c| neighbours(n, c))
                .filter(|&c| {
                    !taken[c] && !cells.iter().any(|&d| solution.get(d) == solution.get(c))
                })
                .collect();
            let Some(&cell) = next.choose(rng) else {
                break;
            };
            taken[cell] = true;
            cells.push(cell);
        }
        cages.push(cells);
    }
    absorb_single_cells(&mut cages, n, solution, max_cage);
    cages
}

/// Joins each single-cell cage (most are cells the cages around left
/// over) to a neighbouring cage that lacks its digit and has room: puzzle
/// makers print few cages of one cell, which are givens in disguise.
fn absorb_single_cells(cages: &mut Vec<Vec<usize>>, n: usize, solution: &Grid, max: usize) {
    let mut i = 0;
    while i < cages.len() {
        if cages[i].len() != 1 {
            i += 1;
            continue;
        }
        let cell = cages[i][0];
        let home = takers(cages, i, cell, n, solution, max)
            .into_iter()
            .min_by_key(|&to| cages[to].len());
        match home {
            Some(to) => {
                cages[to].push(cell);
                cages.swap_remove(i);
            }
            None => i += 1,
        }
    }
}

/// The cages beside `cell` (other than `home`, its own) that could take
/// it: fewer than `max` cells, none holding its digit in `solution`; one
/// entry per side they touch it on, up, down, left, right.
fn takers(
    cages: &[Vec<usize>],
    home: usize,
    cell: usize,
    n: usize,
    solution: &Grid,
    max: usize,
) -> Vec<usize> {
    neighbours(n, cell)
        .filter_map(|b| cages.iter().position(|c| c.contains(&b)))
        .filter(|&to| {
            to != home
                && cages[to].len() < max
                && cages[to]
                    .iter()
                    .all(|&c| solution.get(c) != solution.get(cell))
        })
        .collect()
}

/// Moves `cell` from its cage into a neighbouring one that lacks its digit
/// and has room (at most `max` cells), where the cage it leaves stays joined
/// and keeps two cells or more: the sums change without making the puzzle
/// easier the way a split does. `false` when no such move exists.
fn move_cell(
    cages: &mut [Vec<usize>],
    cell: usize,
    n: usize,
    solution: &Grid,
    max: usize,
    rng: &mut ChaCha8Rng,
) -> bool {
    let Some(from) = cages.iter().position(|c| c.contains(&cell)) else {
        return false;
    };
    let rest: Vec<usize> = cages[from].iter().copied().filter(|&c| c != cell).collect();
    if rest.len() < 2 || !connected(n, &rest) {
        return false;
    }
    let mut targets = takers(cages, from, cell, n, solution, max);
    targets.dedup();
    let Some(&to) = targets.choose(rng) else {
        return false;
    };
    cages[from] = rest;
    cages[to].push(cell);
    true
}

/// Splits the cage holding `cell` in two connected cages, one of them
/// holding `cell` (with one of its cage neighbours where the rest stays
/// connected); a single cell stays as it is.
fn split(cages: &mut Vec<Vec<usize>>, cell: usize, n: usize, rng: &mut ChaCha8Rng) {
    let Some(i) = cages.iter().position(|c| c.contains(&cell)) else {
        return;
    };
    let cage = cages[i].clone();
    if cage.len() == 1 {
        return;
    }
    let mut partners: Vec<usize> = neighbours(n, cell).filter(|c| cage.contains(c)).collect();
    partners.shuffle(rng);
    let pieces = partners
        .iter()
        .map(|&p| vec![cell, p])
        .chain(std::iter::once(vec![cell]))
        .find(|piece| {
            let rest: Vec<usize> = cage
                .iter()
                .copied()
                .filter(|c| !piece.contains(c))
                .collect();
            rest.is_empty() || connected(n, &rest)
        });
    let piece = match pieces {
        Some(piece) if piece.len() < cage.len() => piece,
        // No piece leaves a connected rest: the cell alone, the rest in its
        // connected parts.
        _ => vec![cell],
    };
    let rest: Vec<usize> = cage
        .iter()
        .copied()
        .filter(|c| !piece.contains(c))
        .collect();
    cages.swap_remove(i);
    cages.push(piece);
    cages.extend(parts(n, &rest));
}

/// Whether `cells` are joined side by side.
fn connected(n: usize, cells: &[usize]) -> bool {
    parts(n, cells).len() <= 1
}

/// `cells` in their side-by-side connected parts.
fn parts(n: usize, cells: &[usize]) -> Vec<Vec<usize>> {
    let mut left: Vec<usize> = cells.to_vec();
    let mut out = Vec::new();
    while let Some(first) = left.pop() {
        let mut part = vec![first];
        let mut i = 0;
        while i < part.len() {
            let here = part[i];
            let (near, far): (Vec<usize>, Vec<usize>) = left
                .iter()
                .partition(|&&c| neighbours(n, here).any(|d| d == c));
            part.extend(near);
            left = far;
            i += 1;
        }
        out.push(part);
    }
    out
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
                let opts = KillerOptions {
                    seed,
                    ..KillerOptions::default()
                };
                let k = generate_killer(&base, &opts).unwrap();
                assert_eq!(k.givens.given_count(), 0);
                let covered: usize = k.geometry.cages().map(|(_, c)| c.cells.len()).sum();
                assert_eq!(
                    covered,
                    n * n,
                    "{n}x{n} seed {seed}: every cell in one cage"
                );
                assert!(k.geometry.cages().all(|(_, c)| c.cells.len() <= 5));
                assert!(is_solution(&k.geometry, &k.givens, &k.solution));
                assert_eq!(
                    solutions_up_to_two(&k.geometry, &k.givens),
                    Solutions::Unique(k.solution.clone()),
                    "{n}x{n} seed {seed}"
                );
                assert_eq!(generate_killer(&base, &opts).unwrap(), k, "reproducible");
            }
        }
    }

    #[test]
    fn givens_settle_choices_first_and_a_killer_x_keeps_its_diagonals() {
        let base = crate::geometry::GeometrySpec::new(6, crate::geometry::Variant::X)
            .build()
            .unwrap();
        let opts = KillerOptions {
            seed: 5,
            max_cage: 6,
            givens: 3,
            ..KillerOptions::default()
        };
        let k = generate_killer(&base, &opts).unwrap();
        assert!(k.givens.given_count() <= 3);
        assert_eq!(k.geometry.units().len(), base.units().len());
        assert!(matches!(
            solutions_up_to_two(&k.geometry, &k.givens),
            Solutions::Unique(_)
        ));
    }

    #[test]
    fn a_layout_keeps_a_single_cell_only_where_no_neighbouring_cage_can_take_it() {
        let base = Geometry::standard(9).unwrap();
        let engine = Engine::new(&base);
        for seed in 0..10 {
            let mut rng = ChaCha8Rng::seed_from_u64(seed);
            let solution = engine.random_solution(&Grid::empty(9), &mut rng).unwrap();
            let cages = layout(9, &solution, 5, &mut rng);
            let mut covered: Vec<usize> = cages.iter().flatten().copied().collect();
            covered.sort_unstable();
            assert_eq!(covered, (0..81).collect::<Vec<_>>());
            for single in cages.iter().filter(|c| c.len() == 1) {
                let cell = single[0];
                for other in cages.iter().filter(|c| c.len() > 1) {
                    let beside = other.iter().any(|&c| neighbours(9, cell).any(|b| b == c));
                    let fits = other.len() < 5
                        && other.iter().all(|&c| solution.get(c) != solution.get(cell));
                    assert!(
                        !(beside && fits),
                        "seed {seed}: {cell} could join {other:?}"
                    );
                }
            }
        }
    }

    #[test]
    fn split_pieces_are_connected_and_cover_the_cage() {
        let mut rng = ChaCha8Rng::seed_from_u64(1);
        // An L of five cells in a 4x4: A1 B1 C1 A2 A3; split at A1.
        let mut cages = vec![vec![0, 1, 2, 4, 8], vec![3]];
        split(&mut cages, 0, 4, &mut rng);
        let mut all: Vec<usize> = cages.iter().flatten().copied().collect();
        all.sort_unstable();
        assert_eq!(all, [0, 1, 2, 3, 4, 8]);
        assert!(cages.len() >= 3);
        assert!(cages.iter().all(|c| connected(4, c)));
    }
}
