//! Grading a puzzle by the human techniques needed to solve it without
//! guessing, on the scale of Sudoku Explainer (SE), the rater Sudoku players
//! use.
//!
//! The rater keeps its own candidate grid and applies the techniques in SE's
//! order, easiest first: hidden singles (1.2 in a block, 1.5 in a line),
//! direct pointing (1.7) and claiming (1.9), direct hidden pairs (2.0),
//! naked singles (2.3), direct hidden triples (2.5), pointing (2.6) and
//! claiming (2.8), naked pairs (3.0), X-Wing (3.2), hidden pairs (3.4), naked
//! triples (3.6), Swordfish (3.8), hidden triples (4.0), Skyscraper (4.0),
//! 2-String Kite (4.1), Turbot Fish (4.1), XY-Wing (4.2), two strong links
//! with grouped ends such as the Empty Rectangle (4.3), W-Wing (4.4),
//! XYZ-Wing (4.4),
//! WXYZ-Wing (5.5-5.6), unique rectangles (4.5), naked quads (5.0),
//! Jellyfish (5.2), hidden quads (5.4), three strong links (5.5), finned
//! and sashimi Swordfish (5.7, as SE rates grouped three strong links),
//! finned and sashimi Jellyfish (6.1, as SE rates grouped four strong links),
//! VWXYZ-Wing
//! (6.2-6.4), BUG+1 (5.6), simple colouring (6.5, our value: SE finds the
//! same eliminations with X-Chains or X-Cycles), then chains: X-Chains
//! (6.6), grouped X-Chains (6.7) and alternating inference chains (7.0),
//! each plus SE's length bonus, ALS-XZ (7.6, our value: SE has no almost
//! locked sets and needs forcing chains there), grouped alternating
//! inference chains (7.6 plus the length bonus, our value for the same
//! reason), and
//! cell and unit forcing chains (8.0 plus the length bonus), and finally
//! SE's dynamic forcing chains (8.5), dynamic forcing chains (+) (9.0) and
//! nested forcing chains (9.5 to 10.5), each plus the length bonus. After
//! any progress it
//! restarts from the first technique and stops when the grid is solved,
//! when nothing applies (stuck: solving needs search), or when the candidates
//! contradict each other (no solution). The puzzle's [`Score`] is the
//! hardest step's value, as in SE.
//!
//! A "direct" technique is one whose eliminations leave a single place for
//! a digit at once; SE rates it lower than the plain technique.
//!
//! Every technique works on [`Geometry::units`](crate::Geometry::units), so
//! diagonals, Windoku's extra blocks and jigsaw regions take part exactly like
//! rows, columns and blocks ("block" means a box, a jigsaw region or an
//! extra block; "line" a row, a column or a diagonal). X-Wing, Swordfish and
//! Jellyfish are generalised: for a digit, `k` pairwise-disjoint base units
//! whose candidates all lie in `k` pairwise-disjoint cover units eliminate it
//! from the cover units' other cells (rows over columns on a standard grid).
//! On grids larger than 12x12 the chains, ALS-XZ, the forcing chains, the
//! finned Jellyfish and the wings of four and five cells are not tried
//! (their search grows too fast there), so a puzzle that needs them is rated
//! extreme.
//! Unique rectangles are used only when the puzzle is known to have one
//! solution, and only on four cells whose swap keeps every unit of the
//! variant valid (a rectangle crossed by a diagonal or an extra block is not
//! a deadly pattern).
//!
//! Each step applies one technique to everything it finds in the current
//! position at once (chains: every chain of the shortest length), so the
//! rating does not depend on how the digits are labelled. [`Rating::uses`]
//! counts, per technique, the digits it placed (singles) or the patterns that
//! eliminated something (all others).
//!
//! ## Levels
//!
//! A level is a range of the score, the same on every variant:
//!
//! | level    | score       | typical hardest technique                           |
//! |----------|-------------|-----------------------------------------------------|
//! | easy     | up to 2.5   | singles (and the direct techniques)                 |
//! | medium   | 2.6 to 3.4  | pointing, claiming, naked and hidden pairs, X-Wing  |
//! | hard     | 3.5 to 4.4  | triples, Swordfish, Skyscraper, kites, XY/XYZ-Wing  |
//! | expert   | 4.5 to 6.4  | unique rectangles, quads, Jellyfish, WXYZ-Wing, BUG |
//! | fiendish | 6.5 to 7.9  | colouring, X-Chains, alternating inference chains   |
//! | extreme  | 8.0 or more | (dynamic, nested) forcing chains, or stuck          |
//!
//! A puzzle with clashing givens, or one the techniques prove to have no
//! solution, is rated extreme and ends in [`Ending::Contradiction`].

mod als;
mod basecover;
mod bits;
mod branches;
mod cage_table;
mod cages;
mod candidates;
mod chains;
mod choose;
mod clash;
mod colouring;
mod dynamic;
mod ending;
mod equations;
mod explain;
mod finned;
mod fish;
mod forcing;
mod grouped;
mod hardest;
mod hint;
mod innies;
mod kinds;
mod left;
mod level;
mod locked;
mod mark_table;
mod marks;
mod mask;
mod nested;
mod note;
mod path;
mod perms;
mod places;
mod profile;
mod propagate;
mod quiet;
mod ratings;
mod reason;
mod renban;
mod rule_tables;
mod score;
mod singles;
mod split;
mod strong;
mod subsets;
mod sums;
mod technique;
#[cfg(test)]
mod tests;
mod unique;
mod wings;
mod wwing;

use crate::budget::Deadline;
use crate::error::Result;
use crate::geometry::Geometry;
use crate::grid::Grid;
use candidates::{Board, Tables};
pub use ending::Ending;
pub use explain::{explain, step_name};
pub use hardest::explain_hardest;
pub use hint::next_pattern;
pub use left::candidates_left;
pub use level::Level;
pub use path::{solving_path, SolvingPath};
use quiet::{DigitCells, Quiet};
pub(crate) use ratings::Ratings;
pub use score::Score;
pub use technique::Technique;

/// One step of the solving path: a technique applied to everything it found
/// in the position.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[non_exhaustive]
pub struct Step {
    /// The technique.
    pub technique: Technique,
    /// The step's value on the SE scale.
    pub score: Score,
    /// How many patterns (or singles) the step applied.
    pub instances: usize,
    /// Digits placed: `(cell, digit)`, cells as `row * n + col`.
    pub placed: Vec<(usize, u8)>,
    /// Candidates removed: `(cell, digit)`.
    pub removed: Vec<(usize, u8)>,
}

/// The result of [`rate`].
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[non_exhaustive]
pub struct Rating {
    /// The level (see the table in the module documentation).
    pub level: Level,
    /// The hardest step's value on the SE scale (of the steps made so far
    /// when the techniques get stuck).
    pub score: Score,
    /// How the techniques ended: the grid filled, stuck, or a
    /// contradiction.
    pub ending: Ending,
    /// Each technique that made progress with how often it did (digits placed
    /// for singles, eliminating patterns for the others), in the order of
    /// [`Technique::ALL`].
    pub uses: Vec<(Technique, usize)>,
    /// The technique of the hardest step (`None` if none was needed).
    pub hardest: Option<Technique>,
    /// Number of givens.
    pub givens: usize,
    /// The grid as far as the techniques got: the solution when
    /// [`Ending::Solved`], otherwise the givens plus every digit placed.
    pub grid: Grid,
    /// The solving path, step by step.
    pub steps: Vec<Step>,
}

/// Rates `givens` on `geometry` by the techniques needed to solve it without
/// guessing. Never panics; a broken puzzle is rated extreme, ending in
/// [`Ending::Contradiction`]; a grid of another size than the geometry is
/// [`Error::SizeMismatch`](crate::Error::SizeMismatch). Uniqueness
/// techniques are used only after the puzzle is shown to have exactly one
/// solution. Without a deadline: [`rate_until`] takes one (and a
/// [`crate::Cancel`]).
///
/// ```
/// use sheetdoku::{Geometry, Grid};
/// use sheetdoku::rate::{rate, Level};
/// let g = Geometry::standard(4).unwrap();
/// let puzzle = Grid::parse_line("1..4.4..2..3..1.").unwrap();
/// let rating = rate(&g, &puzzle).unwrap();
/// assert!(rating.solved_by_logic());
/// assert_eq!(rating.level, Level::Easy);
/// assert!(rating.score.tenths() <= 25);
/// assert!(rate(&g, &Grid::empty(9)).is_err());
/// ```
pub fn rate(geometry: &Geometry, givens: &Grid) -> Result<Rating> {
    crate::error::Error::check_size(geometry.size(), givens.size())?;
    Ok(run(geometry, givens, Limits::none()).rating)
}

/// What [`Ratings::at_most`] found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Capped {
    /// The puzzle is solved by logic with no step above the cap: its full
    /// rating, the same as [`rate`] gives.
    Within(Rating),
    /// It needs a step above the cap, or more than the techniques know:
    /// the position they reached when that was sure (the givens and the
    /// digits placed so far), where what the puzzle lacks begins.
    Above(Grid),
    /// The deadline passed before the rating was done.
    Stopped,
}

/// [`Ratings::at_most`] without a deadline, for the tests.
#[cfg(test)]
pub(crate) fn rate_at_most(geometry: &Geometry, givens: &Grid, cap: Score) -> Capped {
    Ratings::new(geometry).at_most(givens, cap, &Deadline::none())
}

/// [`rate`] within a command's budget: [`Error::TimeLimit`](crate::Error::TimeLimit) when `deadline`
/// passes before the rating is done (checked at every step, and by the
/// count of solutions that uniqueness techniques need);
/// [`Error::SizeMismatch`](crate::Error::SizeMismatch) for a grid of
/// another size than the geometry.
pub fn rate_until(geometry: &Geometry, givens: &Grid, deadline: &Deadline) -> Result<Rating> {
    crate::error::Error::check_size(geometry.size(), givens.size())?;
    Ratings::new(geometry).until(givens, deadline)
}

/// The first step of the solving path from `position` (givens plus digits
/// already entered), `None` when the grid is full, broken or nothing
/// applies; [`Error::SizeMismatch`](crate::Error::SizeMismatch) for a grid
/// of another size than the geometry.
pub fn next_step(geometry: &Geometry, position: &Grid) -> Result<Option<Step>> {
    crate::error::Error::check_size(geometry.size(), position.size())?;
    let limits = Limits {
        max_steps: Some(1),
        ..Limits::none()
    };
    Ok(run(geometry, position, limits)
        .rating
        .steps
        .into_iter()
        .next())
}

/// Where a run of the rater stops short of the end.
#[derive(Clone, Copy)]
struct Limits {
    /// At most this many steps.
    max_steps: Option<usize>,
    /// Stop at the first step valued above this, and try no technique that
    /// comes after the last one valued within it.
    cap: Option<Score>,
    /// The command's budget.
    deadline: Deadline,
}

impl Limits {
    fn none() -> Self {
        Limits {
            max_steps: None,
            cap: None,
            deadline: Deadline::none(),
        }
    }
}

/// What a run of the rater ended with.
struct Outcome {
    rating: Rating,
    /// The final candidate board, `None` when the givens do not even make
    /// one (the soundness tests check every candidate left against the
    /// solution).
    #[cfg_attr(not(test), allow(dead_code))]
    board: Option<Board>,
    /// The deadline stopped it.
    stopped: bool,
    /// A step was valued above the cap.
    above_cap: bool,
}

/// [`rate`] within `limits`.
fn run(geometry: &Geometry, givens: &Grid, limits: Limits) -> Outcome {
    let mut tables = Tables::new(geometry);
    run_with(
        geometry,
        &mut tables,
        givens,
        limits,
        &mut Quiet::new(geometry.size()),
    )
}

/// [`run`] with the tables `t` of `geometry` (their deadline is set to that
/// of `limits`), sharing `quiet` with other runs on the same geometry.
fn run_with(
    geometry: &Geometry,
    t: &mut Tables,
    givens: &Grid,
    limits: Limits,
    quiet: &mut Quiet,
) -> Outcome {
    let Limits {
        max_steps,
        cap,
        deadline,
    } = limits;
    let n = geometry.size();
    t.deadline = deadline;
    let t: &Tables = t;
    let Some(mut board) = Board::from_givens(t, givens) else {
        let rating = Rating {
            level: Level::Extreme,
            score: Score::from_tenths(0),
            ending: Ending::Contradiction,
            uses: Vec::new(),
            hardest: None,
            givens: givens.given_count(),
            grid: givens.clone(),
            steps: Vec::new(),
        };
        return Outcome {
            rating,
            board: None,
            stopped: false,
            above_cap: false,
        };
    };
    // With a cap, the techniques after the last one valued within it.
    let tried = cap.map_or(Technique::ALL.len(), |cap| {
        Technique::ALL
            .iter()
            .rposition(|tech| tech.score() <= cap)
            .map_or(0, |last| last + 1)
    });
    let mut counts = [0usize; Technique::ALL.len()];
    let mut contradiction = false;
    let mut unique: Option<bool> = None;
    let mut steps: Vec<Step> = Vec::new();
    let mut stopped = false;
    let mut above_cap = false;
    loop {
        if deadline.expired() {
            stopped = true;
            break;
        }
        if board.is_broken(t) {
            contradiction = true;
            break;
        }
        if board.is_full() || max_steps.is_some_and(|max| steps.len() >= max) {
            break;
        }
        let now = DigitCells::of(t, &board);
        let step = Technique::ALL[..tried]
            .iter()
            .enumerate()
            .find_map(|(i, &tech)| {
                if !choose::usable(tech, geometry) {
                    return None;
                }
                if tech.needs_uniqueness() || tech.only_on_unique() {
                    if unique.is_none() {
                        let grid = board.to_grid(n);
                        unique = Some(
                            match crate::engine::count_solutions_until(
                                geometry, &grid, 2, &deadline,
                            ) {
                                Ok(count) => count == crate::outcome::Count::Exact(1),
                                Err(_) => {
                                    stopped = true;
                                    false
                                }
                            },
                        );
                    }
                    if unique != Some(true) {
                        return None;
                    }
                }
                let digits = quiet.digits_to_try(i, &now);
                if digits == 0 {
                    return None;
                }
                let found = choose::find_digits(tech, t, &board, digits);
                if found.instances == 0 && !deadline.expired() {
                    quiet.record(i, digits, &now);
                }
                (found.instances > 0).then_some((i, tech, found))
            });
        let Some((i, tech, found)) = step else {
            // The slow searches find nothing once the budget is spent.
            stopped |= deadline.expired();
            break;
        };
        counts[i] += found.instances;
        let before = board.clone();
        board.apply(t, &found);
        let mut removed = Vec::new();
        for (cell, (&was, &now)) in before.cands.iter().zip(&board.cands).enumerate() {
            if before.values[cell] == 0 && board.values[cell] == 0 {
                removed.extend(candidates::digits(was & !now).map(|d| (cell, d)));
            }
        }
        let placed = (0..before.values.len())
            .filter(|&c| before.values[c] != board.values[c])
            .map(|c| (c, board.values[c]))
            .collect();
        let score = Score::from_tenths(found.difficulty.unwrap_or(tech.base_tenths()));
        steps.push(Step {
            technique: tech,
            score,
            instances: found.instances,
            placed,
            removed,
        });
        if cap.is_some_and(|cap| score > cap) {
            above_cap = true;
            break;
        }
    }
    let ending = if contradiction {
        Ending::Contradiction
    } else if board.is_full() {
        Ending::Solved
    } else {
        Ending::Stuck
    };
    let uses: Vec<(Technique, usize)> = Technique::ALL
        .into_iter()
        .zip(counts)
        .filter(|&(_, count)| count > 0)
        .collect();
    let hardest_step = steps.iter().fold(None::<&Step>, |best, s| match best {
        Some(b) if b.score >= s.score => Some(b),
        _ => Some(s),
    });
    let score = hardest_step.map_or(Score::from_tenths(0), |s| s.score);
    let hardest = hardest_step.map(|s| s.technique);
    let level = if ending == Ending::Solved {
        Level::of(score)
    } else {
        Level::Extreme
    };
    let rating = Rating {
        level,
        score,
        ending,
        uses,
        hardest,
        givens: givens.given_count(),
        grid: board.to_grid(n),
        steps,
    };
    Outcome {
        rating,
        board: Some(board),
        stopped,
        above_cap,
    }
}
