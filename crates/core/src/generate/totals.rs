//! Totals offered for a cage layout (issue 47): a setter draws cages
//! without totals ([`CageSum::NotGiven`]) and asks which totals make the
//! puzzle unique. A grid that keeps the layout is drawn (seeded, so the
//! same seed offers the same totals), each cage takes that grid's sum, and
//! while the puzzle still has several solutions a given is added: the
//! cell whose digit in the drawn grid the most of a sample of the other
//! solutions lack (greedy). The givens added are then pruned (each one
//! the puzzle stays unique without is taken out again), so no given can be
//! left out; that is not a proof that no smaller set of givens exists,
//! which [`OfferedTotals::fewest_proven`] says only for no given added.

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use crate::budget::Deadline;
use crate::engine::{random_solution, solutions_up_to, solutions_up_to_two_until, Solutions};
use crate::error::Result;
use crate::geometry::{Cage, CageSum, Constraint, Geometry};
use crate::grid::Grid;

/// How many solutions each step of the greedy search looks at.
const SAMPLE: u64 = 64;

/// How many grids are drawn at most; the offer needing the fewest givens
/// is kept (the first needing none ends the search).
const DRAWS: u64 = 6;

/// The totals (and givens) offered for a cage layout.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct OfferedTotals {
    /// The layout with every cage given the drawn grid's sum.
    pub geometry: Geometry,
    /// The layout's own givens and those added.
    pub givens: Grid,
    /// The puzzle's one solution, the grid the totals come from.
    pub solution: Grid,
    /// The cells given beyond the layout's own, in reading order.
    pub added: Vec<usize>,
    /// Whether the givens added are proven the fewest possible for these
    /// totals: only when none was needed.
    pub fewest_proven: bool,
}

/// Whether `geometry` is a cage layout: it has cages, and none has a
/// total.
///
/// ```
/// use sheetdoku::{is_cage_layout, Cage, CageSum, Constraint, Geometry};
/// let g = Geometry::standard(4).unwrap();
/// assert!(!is_cage_layout(&g));
/// let layout = g.with_constraint(Constraint::Cage(Cage::with_total(vec![0, 1], CageSum::NotGiven)));
/// assert!(is_cage_layout(&layout.unwrap()));
/// ```
pub fn is_cage_layout(geometry: &Geometry) -> bool {
    let mut cages = geometry.cages().peekable();
    cages.peek().is_some() && cages.all(|(_, cage)| cage.sum == CageSum::NotGiven)
}

/// Totals that make the layout `geometry` (with `givens`) a puzzle with one
/// solution, drawn with `seed`, and the givens it still needs; `None` when
/// no grid keeps the layout. [`crate::Error::TimeLimit`] once `deadline`
/// passes with no offer made.
///
/// ```
/// use sheetdoku::{offer_totals, Cage, CageSum, Constraint, Deadline, Geometry, Grid};
/// use sheetdoku::solve::{count_solutions, Count};
/// // A 4x4 cut into eight dominoes, no totals.
/// let mut layout = Geometry::standard(4).unwrap();
/// for cells in [[0, 1], [2, 3], [4, 5], [6, 7], [8, 9], [10, 11], [12, 13], [14, 15]] {
///     let cage = Cage::with_total(cells.to_vec(), CageSum::NotGiven);
///     layout = layout.with_constraint(Constraint::Cage(cage)).unwrap();
/// }
/// let offer = offer_totals(&layout, &Grid::empty(4), 7, &Deadline::none()).unwrap().unwrap();
/// assert_eq!(count_solutions(&offer.geometry, &offer.givens, 2).unwrap(), Count::Exact(1));
/// assert!(offer.geometry.cages().all(|(_, c)| c.sum == CageSum::Given(c.total(&offer.solution))));
/// ```
pub fn offer_totals(
    geometry: &Geometry,
    givens: &Grid,
    seed: u64,
    deadline: &Deadline,
) -> Result<Option<OfferedTotals>> {
    let deadline = deadline.begin();
    let mut best: Option<OfferedTotals> = None;
    for draw in 0..DRAWS {
        let rng = &mut ChaCha8Rng::seed_from_u64(seed.wrapping_add(draw));
        let Some(solution) = random_solution(geometry, givens, rng)? else {
            return Ok(None);
        };
        let offer = match offer_for(geometry, givens, solution, &deadline) {
            Ok(offer) => offer,
            // A later draw out of time: the best offer so far stands.
            Err(e) => return best.map(Some).ok_or(e),
        };
        let better = best
            .as_ref()
            .is_none_or(|b| offer.added.len() < b.added.len());
        if better {
            best = Some(offer);
        }
        if best.as_ref().is_some_and(|b| b.added.is_empty()) {
            break;
        }
        if deadline.expired() {
            break;
        }
    }
    Ok(best)
}

/// The offer for the totals of `solution`.
fn offer_for(
    layout: &Geometry,
    givens: &Grid,
    solution: Grid,
    deadline: &Deadline,
) -> Result<OfferedTotals> {
    let geometry = with_totals(layout, &solution)?;
    let doing = || sheetdoku_i18n::text("doing-offering-totals");
    let mut puzzle = givens.clone();
    let mut added = Vec::new();
    loop {
        let (sample, ended) = solutions_up_to(&geometry, &puzzle, SAMPLE, *deadline);
        if !ended {
            return Err(deadline.exceeded(&doing()));
        }
        if sample.len() <= 1 {
            break;
        }
        // The open cell whose digit the fewest other solutions share.
        let cut = (0..puzzle.cells().len())
            .filter(|&c| puzzle.get(c) == 0)
            .min_by_key(|&c| {
                sample
                    .iter()
                    .filter(|g| g.get(c) == solution.get(c))
                    .count()
            });
        let Some(cell) = cut else { break };
        puzzle.set(cell, solution.get(cell));
        added.push(cell);
    }
    // Each given added that the puzzle stays unique without goes again.
    for &cell in added.clone().iter() {
        puzzle.set(cell, 0);
        match solutions_up_to_two_until(&geometry, &puzzle, deadline)? {
            Solutions::Unique(_) => added.retain(|&c| c != cell),
            Solutions::None | Solutions::Multiple(..) => puzzle.set(cell, solution.get(cell)),
        }
    }
    added.sort_unstable();
    Ok(OfferedTotals {
        geometry,
        givens: puzzle,
        solution,
        fewest_proven: added.is_empty(),
        added,
    })
}

/// `layout` with each cage's total the sum of its digits in `solution`,
/// every other rule as it was.
fn with_totals(layout: &Geometry, solution: &Grid) -> Result<Geometry> {
    let mut geometry = layout.maps_only();
    for rule in layout.added_constraints() {
        let rule = match rule {
            Constraint::Cage(cage) => Constraint::Cage(Cage {
                sum: CageSum::Given(cage.total(solution)),
                ..cage.clone()
            }),
            Constraint::AllDifferent(_)
            | Constraint::Parity(_)
            | Constraint::Pair(_)
            | Constraint::Line(_)
            | Constraint::Sum(_)
            | Constraint::Anti(_)
            | Constraint::Sandwich(_) => rule.clone(),
        };
        geometry = geometry.with_constraint(rule)?;
    }
    Ok(geometry)
}
