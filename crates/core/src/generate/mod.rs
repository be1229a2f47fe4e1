//! Generating unique puzzles: a random full grid from the native engine
//! with a seeded generator, then the method of Doko and Buzov:
//! remove givens in random order, putting one back whenever the puzzle
//! stops having a unique solution.
//!
//! Removal only ever adds solutions, so a single pass over the cells leaves
//! a minimal puzzle: no remaining given can be removed. On grids of 16x16
//! and more each uniqueness proof gets a budget of search nodes unless
//! [`GenerateOptions::minimal`] is asked for; a removal whose proof runs
//! out of it is undone, so the puzzle is unique but may not be minimal. With a symmetry the
//! pass removes whole orbits; [`GenerateOptions::minimal`] then tries single
//! cells too (which can break the symmetry).
//!
//! A target difficulty is met by trying new grids: a puzzle rated harder
//! than the target gets givens of its solution back, in random order, until
//! it is easy enough (unless it must stay minimal); a puzzle that ends at
//! the target level (or in the target range of SE scores,
//! [`GenerateOptions::rating`]) is kept. A puzzle that needs search is
//! eased the same way, unless [`GenerateOptions::search`] allows it.
//! From 10x10 on, a puzzle asked for with no level or rating target (and
//! no search) is eased to fiendish at most, since rating the harder ones
//! takes the slow dynamic forcing chains.

mod cage_layout;
mod jigsaw;
mod killer;
mod stream;
mod symmetry;
#[cfg(test)]
mod tests;

use rand::seq::SliceRandom;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use crate::budget::Deadline;
use crate::engine::{Engine, Solutions};
use crate::error::{Error, Result};
use crate::geometry::Geometry;
use crate::grid::Grid;
use crate::rate::{Capped, Level, Rating, Ratings, Score};

pub use cage_layout::grow_cage;
pub use jigsaw::{random_jigsaw, random_jigsaw_until, random_partition};
pub use killer::{generate_killer, GeneratedKiller, KillerOptions};
pub use symmetry::Symmetry;

/// Grids from this size on bound each uniqueness proof.
const BIG_GRID: usize = 16;

/// From this size on, a puzzle asked for without a level or a rating (and
/// without search) is rated at most fiendish: a harder one gets givens back
/// like a puzzle above its target. Rating it whole would try the dynamic
/// forcing chains (up to 12x12), which on a 12x12 can take minutes per
/// rating, so that `generate --size 12 --variant x` ran out of its minute;
/// `--difficulty extreme` still asks for the hardest.
const CAPPED_FROM: usize = 10;

/// Search nodes a uniqueness proof may take on a big grid before the
/// removal is given up.
const PROOF_NODES: u64 = 1000;

/// What to generate.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize),
    serde(default)
)]
#[non_exhaustive]
pub struct GenerateOptions {
    /// The seed: the same seed gives the same puzzles.
    pub seed: u64,
    /// The symmetry of the pattern of givens.
    pub symmetry: Symmetry,
    /// How far givens are removed: [`Removal::Minimal`] until none can be.
    pub removal: Removal,
    /// Keep only puzzles rated at this level.
    pub difficulty: Option<Level>,
    /// Keep only puzzles solved by the techniques with an SE score in this
    /// range (both ends included), e.g. 4.2 to 6.0.
    pub rating: Option<(Score, Score)>,
    /// Stop removing givens at this many; a puzzle is kept only if it has
    /// exactly this many.
    pub givens: Option<usize>,
    /// Whether a puzzle whose solving needs search (trial and error beyond
    /// every technique) may be kept: a class gets none unless asked.
    pub search: Search,
    /// Full grids tried per puzzle before giving up with an error.
    pub max_attempts: usize,
    /// The command's budget: give up with [`Error::TimeLimit`] once it is
    /// spent (checked between attempts, removals and inside every
    /// uniqueness search). Not serialized: a deadline belongs to one run.
    #[cfg_attr(feature = "serde", serde(skip))]
    pub deadline: Deadline,
}

impl Default for GenerateOptions {
    fn default() -> Self {
        GenerateOptions {
            seed: 0,
            symmetry: Symmetry::None,
            removal: Removal::BestEffort,
            difficulty: None,
            rating: None,
            givens: None,
            search: Search::Refused,
            max_attempts: 500,
            deadline: Deadline::none(),
        }
    }
}

/// How far the generator removes givens.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Removal {
    /// Whole orbits of the symmetry, as long as one solution stays; on
    /// grids of 16x16 and more a removal whose uniqueness proof takes too
    /// long is undone, so a puzzle may keep a given it could lose.
    #[default]
    BestEffort,
    /// Until no given can be removed: with a symmetry, single cells are
    /// tried after the orbits (which can break the symmetry), and every
    /// proof runs to its end.
    Minimal,
}

/// Whether generated puzzles may need search to be solved.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Search {
    /// Every puzzle is solved by the rated techniques alone.
    #[default]
    Refused,
    /// Puzzles that need search are kept too.
    Allowed,
}

/// A generated puzzle with its unique solution and its rating.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct Generated {
    /// The givens.
    pub givens: Grid,
    /// The unique solution.
    pub solution: Grid,
    /// The rating of the givens.
    pub rating: Rating,
    /// Full grids tried for this puzzle (1 when the first one fit).
    pub attempts: usize,
}

/// A stream of unique puzzles of one geometry, from one seeded generator:
/// call [`Generator::next_puzzle`], or use it as an [`Iterator`].
pub struct Generator {
    geometry: Geometry,
    engine: Engine,
    rng: ChaCha8Rng,
    opts: GenerateOptions,
    orbits: Vec<Vec<usize>>,
    ratings: Ratings,
    /// Whether the stream has yielded an error and ended.
    ended: bool,
}

impl Generator {
    /// A generator for `geometry`; refuses a target number of givens larger
    /// than the grid.
    pub fn new(geometry: &Geometry, opts: GenerateOptions) -> Result<Self> {
        let cells = geometry.cell_count();
        if let Some(g) = opts.givens.filter(|&g| g > cells) {
            return Err(Error::TooManyGivens { givens: g, cells });
        }
        if opts.max_attempts == 0 {
            return Err(Error::Setting("at least one attempt is needed".to_string()));
        }
        Ok(Generator {
            geometry: geometry.clone(),
            engine: Engine::new(geometry),
            rng: ChaCha8Rng::seed_from_u64(opts.seed),
            orbits: opts.symmetry.orbits(geometry.size()),
            ratings: Ratings::new(geometry),
            opts,
            ended: false,
        })
    }

    /// Replaces the deadline (a command keeping time to write what it
    /// generated moves it earlier as the puzzles add up).
    pub fn set_deadline(&mut self, deadline: Deadline) {
        self.opts.deadline = deadline;
    }

    /// The geometry.
    pub fn geometry(&self) -> &Geometry {
        &self.geometry
    }

    /// The next puzzle: unique, and meeting the difficulty and givens
    /// targets. [`Error::Exhausted`] when no attempt meets them,
    /// [`Error::TimeLimit`] when the deadline passes (a
    /// [`Deadline::per_call`] budget is counted afresh for each puzzle).
    pub fn next_puzzle(&mut self) -> Result<Generated> {
        let given = self.opts.deadline;
        self.opts.deadline = given.begin();
        let next = self.attempts();
        self.opts.deadline = given;
        next
    }

    /// Full grids tried in turn until one gives a puzzle on target.
    fn attempts(&mut self) -> Result<Generated> {
        for attempt in 1..=self.opts.max_attempts {
            self.check_deadline(attempt)?;
            let solution = self.full_grid()?;
            let mut givens = self.remove(&solution, attempt)?;
            let mut rating = self.rating(&givens);
            if self.too_hard(rating.as_ref())
                && self.opts.removal != Removal::Minimal
                && self.opts.givens.is_none()
            {
                (givens, rating) = self.ease(&solution, givens);
            }
            let Some(rating) = rating.filter(|r| self.on_target(r)) else {
                continue;
            };
            if self.opts.givens.is_some_and(|g| givens.given_count() != g) {
                continue;
            }
            return Ok(Generated {
                givens,
                solution,
                rating,
                attempts: attempt,
            });
        }
        Err(Error::Exhausted(format!(
            "no {} puzzle{} found in {} attempts; {}",
            self.geometry.describe(),
            self.wanted(),
            self.opts.max_attempts,
            "try another level or number of givens, another symmetry, or more attempts"
        )))
    }

    /// What the targets ask for, for messages: " rated hard with 30 givens".
    fn wanted(&self) -> String {
        let mut s = String::new();
        if let Some(level) = self.opts.difficulty {
            s.push_str(&format!(" rated {level}"));
        }
        if let Some((min, max)) = self.opts.rating {
            s.push_str(&format!(" with a rating from {min} to {max}"));
        }
        if let Some(g) = self.opts.givens {
            s.push_str(&format!(" with {g} givens"));
        }
        if self.opts.symmetry != Symmetry::None {
            s.push_str(&format!(" with {} symmetry", self.opts.symmetry));
        }
        s
    }

    fn check_deadline(&self, attempt: usize) -> Result<()> {
        self.opts.deadline.check(|| self.doing(attempt))
    }

    fn doing(&self, attempt: usize) -> String {
        format!("generating a puzzle{} (attempt {attempt})", self.wanted())
    }

    /// A random full grid of the geometry.
    fn full_grid(&mut self) -> Result<Grid> {
        let n = self.geometry.size();
        self.engine
            .random_solution(&Grid::empty(n), &mut self.rng)
            .ok_or_else(|| {
                Error::Setting(format!(
                    "the {} admits no solution grid at all",
                    self.geometry.describe()
                ))
            })
    }

    /// Whether `givens` is proven unique. On grids of 16x16 and more
    /// (unless a minimal puzzle is asked for) a proof that takes too long
    /// counts as "not unique" (the given goes back): every removal kept is
    /// still proven, so the puzzle stays unique, and the pass no longer
    /// stalls near minimal puzzles, whose proofs can take the engine hours
    /// on 25x25 grids.
    fn unique(&self, givens: &Grid, attempt: usize) -> Result<bool> {
        let n = self.geometry.size();
        let answer = if n >= BIG_GRID && self.opts.removal != Removal::Minimal {
            self.engine
                .solutions_up_to_two_within(givens, &self.opts.deadline, PROOF_NODES)
                .map(|s| s.unwrap_or(Solutions::None))
        } else {
            self.engine
                .solutions_up_to_two_until(givens, &self.opts.deadline)
        };
        match answer {
            Ok(solutions) => Ok(matches!(solutions, Solutions::Unique(_))),
            Err(Error::TimeLimit { .. }) => Err(self.opts.deadline.exceeded(&self.doing(attempt))),
            Err(e) => Err(e),
        }
    }

    /// The removal pass: orbits in random order, each removed if the puzzle
    /// stays unique and the givens target is not undershot; then single
    /// cells when a minimal puzzle is asked for with a symmetry.
    fn remove(&mut self, solution: &Grid, attempt: usize) -> Result<Grid> {
        let floor = self.opts.givens.unwrap_or(0);
        let mut givens = solution.clone();
        let mut count = givens.given_count();
        let mut order: Vec<usize> = (0..self.orbits.len()).collect();
        order.shuffle(&mut self.rng);
        for (i, &o) in order.iter().enumerate() {
            if i % 16 == 0 {
                self.check_deadline(attempt)?;
            }
            let orbit = &self.orbits[o];
            if count < floor + orbit.len() {
                continue;
            }
            for &cell in orbit {
                givens.set(cell, 0);
            }
            if self.unique(&givens, attempt)? {
                count -= orbit.len();
            } else {
                for &cell in orbit {
                    givens.set(cell, solution.get(cell));
                }
            }
        }
        if self.opts.removal == Removal::Minimal && self.opts.symmetry != Symmetry::None {
            let mut cells: Vec<usize> = (0..givens.cells().len())
                .filter(|&c| givens.get(c) != 0)
                .collect();
            cells.shuffle(&mut self.rng);
            for cell in cells {
                if count <= floor {
                    break;
                }
                givens.set(cell, 0);
                if self.unique(&givens, attempt)? {
                    count -= 1;
                } else {
                    givens.set(cell, solution.get(cell));
                }
            }
        }
        Ok(givens)
    }

    /// The highest score the difficulty and rating targets allow, if any.
    fn cap(&self) -> Option<Score> {
        let level = self.opts.difficulty.and_then(Level::max_score);
        let range = self.opts.rating.map(|(_, max)| max);
        let untargeted = self.opts.difficulty.is_none() && self.opts.rating.is_none();
        match (level, range) {
            (Some(a), Some(b)) => Some(a.min(b)),
            (None, None)
                if untargeted
                    && self.opts.search == Search::Refused
                    && self.geometry.size() >= CAPPED_FROM =>
            {
                Level::Fiendish.max_score()
            }
            (a, b) => a.or(b),
        }
    }

    /// The rating of `givens`, or `None` when it is surely above the
    /// targets (then the techniques above them are not even tried).
    fn rating(&mut self, givens: &Grid) -> Option<Rating> {
        match self.cap() {
            Some(cap) => match self.ratings.at_most(givens, cap) {
                Capped::Within(rating) => Some(rating),
                Capped::Above => None,
            },
            // Within the run's budget: a rating cut short counts as too
            // hard, and the next attempt reports the time limit.
            None => self.ratings.until(givens, &self.opts.deadline).ok(),
        }
    }

    /// Whether `rating` is above the difficulty or rating target (`None`:
    /// surely above).
    fn too_hard(&self, rating: Option<&Rating>) -> bool {
        let Some(rating) = rating else {
            return true;
        };
        let above_score = |max: Score| !rating.solved_by_logic() || rating.score > max;
        self.needs_refused_search(rating)
            || self
                .opts
                .difficulty
                .is_some_and(|level| rating.level > level)
            || self.opts.rating.is_some_and(|(_, max)| above_score(max))
    }

    /// Whether `rating` needs search and search is not allowed.
    fn needs_refused_search(&self, rating: &Rating) -> bool {
        !rating.solved_by_logic() && self.opts.search == Search::Refused
    }

    /// Whether `rating` meets the difficulty and rating targets.
    fn on_target(&self, rating: &Rating) -> bool {
        !self.needs_refused_search(rating)
            && self
                .opts
                .difficulty
                .is_none_or(|level| rating.level == level)
            && self.opts.rating.is_none_or(|(min, max)| {
                rating.solved_by_logic() && (min..=max).contains(&rating.score)
            })
    }

    /// Puts givens of `solution` back, orbit by orbit in random order, until
    /// the rating is no longer above the targets.
    fn ease(&mut self, solution: &Grid, mut givens: Grid) -> (Grid, Option<Rating>) {
        let mut empty: Vec<usize> = (0..self.orbits.len())
            .filter(|&o| self.orbits[o].iter().any(|&c| givens.get(c) == 0))
            .collect();
        empty.shuffle(&mut self.rng);
        let mut rating = self.rating(&givens);
        for o in empty {
            if !self.too_hard(rating.as_ref()) {
                break;
            }
            for &cell in &self.orbits[o] {
                givens.set(cell, solution.get(cell));
            }
            rating = self.rating(&givens);
        }
        (givens, rating)
    }
}

/// `count` unique puzzles of `geometry` (see [`Generator`]).
///
/// ```
/// use sheetdoku::Geometry;
/// use sheetdoku::generate::{generate, GenerateOptions};
/// use sheetdoku::solve::{count_solutions, Count};
/// let g = Geometry::standard(9).unwrap();
/// let mut opts = GenerateOptions::default();
/// opts.seed = 7;
/// let puzzles = generate(&g, 2, &opts).unwrap();
/// for p in &puzzles {
///     assert_eq!(count_solutions(&g, &p.givens, 2), Count::Exact(1));
/// }
/// ```
pub fn generate(
    geometry: &Geometry,
    count: usize,
    opts: &GenerateOptions,
) -> Result<Vec<Generated>> {
    Generator::new(geometry, opts.clone())?
        .take(count)
        .collect()
}
