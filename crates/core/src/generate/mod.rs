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
//! it is easy enough (how many, by bisection; unless it must stay minimal);
//! a puzzle that ends at the target level (or in the target range of SE
//! scores, [`GenerateOptions::rating`]) is kept. A puzzle that needs search is
//! eased the same way, unless [`GenerateOptions::search`] allows it.
//! From 10x10 on, a puzzle asked for with no level or rating target (and
//! no search) is eased to fiendish at most, since rating the harder ones
//! takes the slow dynamic forcing chains.
//!
//! With [`GenerateOptions::rules`] each full grid first gets every mark of
//! those kinds that it keeps ([`GeneratedRule`]); the givens are removed
//! as above, then the marks while the puzzle stays unique, and each
//! puzzle carries its own geometry ([`Generated::geometry`]).
//!
//! Each puzzle of a [`Generator`]'s stream has its own random stream of the
//! seed, so a batch of puzzles is made on every core
//! ([`Generator::next_batch`]) with the same results as one at a time.

mod attempt;
mod cage_layout;
mod jigsaw;
mod killer;
mod killer_example;
mod killer_options;
mod marks;
mod options;
mod rules;
#[cfg(test)]
mod rules_tests;
mod stream;
mod symmetric_cages;
mod symmetry;
#[cfg(test)]
mod tests;
mod thin;
mod totals;

use attempt::Job;

use crate::budget::Deadline;
use crate::engine::Engine;
use crate::error::{Error, Result};
use crate::geometry::Geometry;
use crate::grid::Grid;
use crate::par::*;
use crate::rate::{Rating, Score};

pub use jigsaw::{random_jigsaw, random_jigsaw_until, random_partition};
pub use killer::{generate_killer, GeneratedKiller};
pub use killer_example::example_killer;
pub use killer_options::KillerOptions;
pub use options::{GenerateOptions, Removal, Search};
pub use rules::{GeneratedRule, UnknownGeneratedRule};
pub use symmetry::Symmetry;
pub use totals::{is_cage_layout, offer_totals, OfferedTotals};

/// The cap of a puzzle asked for without a level or a rating (and without
/// search) below [`CAPPED_FROM`]: just under the nested forcing chains
/// (9.5 and up), chains run inside the assumptions of other chains, which
/// no one follows on paper; such a puzzle gets givens back like one above
/// its target. Rating one took 3-17 s (four of `generate --count 100
/// --seed 7 --variant x`, 43 of its 52 s, close to the default time
/// limit); `--difficulty extreme` or `--allow-search` still rate whole.
const BELOW_NESTED: Score = Score::from_tenths(94);

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
/// removal is given up. Nearly every removal that keeps the puzzle unique
/// is proven within 10 nodes (341 of 353 on a 25x25 with a budget of
/// 1,000), while most of the time went into the 262 removals given up at
/// the budget; 30 nodes kept about as many givens out (16x16: 94.8 givens
/// on average against 94.0 over 6 seeds) in a fraction of the time
/// (removal pass 25x25: 0.36 s against 2.9 s), and 5 nodes as many again
/// (seeds 1-10 on average: 16x16 98.4 givens against 98.8 with 30 nodes,
/// X 90.7 against 91.6, 25x25 281.5 against 282.8) in two thirds of the
/// time of 30 (16x16: 15 against 25 ms a puzzle).
const PROOF_NODES: u64 = 5;

/// A generated puzzle with its unique solution and its rating.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct Generated {
    /// The puzzle's geometry: the generator's, with the marks it put on
    /// this puzzle ([`GenerateOptions::rules`]).
    pub geometry: Geometry,
    /// The givens.
    pub givens: Grid,
    /// The unique solution.
    pub solution: Grid,
    /// The rating of the givens.
    pub rating: Rating,
    /// Full grids tried for this puzzle (1 when the first one fit).
    pub attempts: usize,
}

/// A stream of unique puzzles of one geometry, from one seed: call
/// [`Generator::next_puzzle`] or [`Generator::next_batch`], or use it as an
/// [`Iterator`]. Puzzle `i` of the stream comes from stream `i` of the
/// seed's random generator, so it is the same whichever way it is asked
/// for, and a batch is made on every core (with the `parallel` feature)
/// with the same puzzles as one at a time.
pub struct Generator {
    geometry: Geometry,
    engine: Engine,
    opts: GenerateOptions,
    orbits: Vec<Vec<usize>>,
    /// Puzzles of the stream begun so far: the index of the next one.
    begun: u64,
    /// Whether the stream has yielded an error and ended.
    ended: bool,
}

/// Puzzles made side by side by [`Generator::next_batch`]: those that came,
/// in the stream's order, up to the first that could not be made, and why
/// it could not.
#[derive(Debug)]
#[non_exhaustive]
pub struct Batch {
    /// The puzzles before the first failure (all of them when none failed).
    pub puzzles: Vec<Generated>,
    /// The first failure, if any: the deadline passed, or no attempt met the
    /// targets.
    pub failure: Option<Error>,
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
            orbits: opts.symmetry.orbits(geometry.size()),
            opts,
            begun: 0,
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
        let index = self.begun;
        self.begun += 1;
        self.make(index)
    }

    /// Puzzle `index` of the stream, within its own start of the deadline.
    fn make(&self, index: u64) -> Result<Generated> {
        Job::new(self, index, self.opts.deadline.begin()).run()
    }

    /// The next `count` puzzles, made side by side on every core with the
    /// `parallel` feature (one after the other without it): the same
    /// puzzles as `count` calls of [`Generator::next_puzzle`]. A
    /// [`Deadline::per_call`] budget is counted afresh for each puzzle.
    ///
    /// ```
    /// use sheetdoku::generate::{GenerateOptions, Generator};
    /// use sheetdoku::Geometry;
    /// let g = Geometry::standard(4).unwrap();
    /// let opts = GenerateOptions::default().with_seed(5);
    /// let batch = Generator::new(&g, opts.clone()).unwrap().next_batch(3);
    /// assert!(batch.failure.is_none());
    /// let mut one_by_one = Generator::new(&g, opts).unwrap();
    /// for p in &batch.puzzles {
    ///     assert_eq!(p, &one_by_one.next_puzzle().unwrap());
    /// }
    /// ```
    pub fn next_batch(&mut self, count: usize) -> Batch {
        let first = self.begun;
        self.begun += count as u64;
        let this = &*self;
        let made: Vec<Result<Generated>> = (first..first + count as u64)
            .into_par_iter()
            .map(|index| this.make(index))
            .collect();
        let mut batch = Batch {
            puzzles: Vec::with_capacity(count),
            failure: None,
        };
        for result in made {
            match result {
                Ok(p) => batch.puzzles.push(p),
                Err(e) => {
                    batch.failure = Some(e);
                    break;
                }
            }
        }
        batch
    }

    /// How many puzzles a batch should hold to keep every core busy while
    /// the puzzles still come in small steps: four per thread (puzzles
    /// take unequal times), one without the `parallel` feature.
    pub fn batch_hint(&self) -> usize {
        match crate::par::threads() {
            1 => 1,
            threads => 4 * threads,
        }
    }

    /// What the targets ask for, for messages, in the pages' language:
    /// "rated hard, with 30 givens".
    fn wanted(&self) -> Vec<String> {
        use sheetdoku_i18n::text_with;
        let mut wanted = Vec::new();
        if let Some(level) = self.opts.difficulty {
            wanted.push(text_with("want-level", &[("level", &level.local_name())]));
        }
        if let Some((min, max)) = self.opts.rating {
            wanted.push(text_with(
                "want-rating",
                &[("min", &min.local()), ("max", &max.local())],
            ));
        }
        if let Some(g) = self.opts.givens {
            wanted.push(text_with("want-givens", &[("count", &g.to_string())]));
        }
        if self.opts.symmetry != Symmetry::None {
            wanted.push(text_with(
                "want-symmetry",
                &[("symmetry", &self.opts.symmetry.to_string())],
            ));
        }
        if !self.opts.rules.is_empty() {
            wanted.push(text_with(
                "want-rules",
                &[("rules", &GeneratedRule::words(&self.opts.rules))],
            ));
        }
        wanted
    }

    fn doing(&self, attempt: usize) -> String {
        let attempt = attempt.to_string();
        match self.wanted() {
            wanted if wanted.is_empty() => {
                sheetdoku_i18n::text_with("doing-generating", &[("attempt", &attempt)])
            }
            wanted => sheetdoku_i18n::text_with(
                "doing-generating-wanted",
                &[("wanted", &wanted.join(", ")), ("attempt", &attempt)],
            ),
        }
    }
}

/// `count` unique puzzles of `geometry` (see [`Generator`]).
///
/// ```
/// use sheetdoku::Geometry;
/// use sheetdoku::generate::{generate, GenerateOptions};
/// use sheetdoku::solve::{count_solutions, Count};
/// let g = Geometry::standard(9).unwrap();
/// let opts = GenerateOptions::default().with_seed(7);
/// let puzzles = generate(&g, 2, &opts).unwrap();
/// for p in &puzzles {
///     assert_eq!(count_solutions(&g, &p.givens, 2).unwrap(), Count::Exact(1));
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
