//! The making of one puzzle: full grids tried in turn, each emptied by the
//! removal pass and eased when it came out too hard, until one meets the
//! targets. A [`Job`] owns everything that changes while it works (its
//! random stream, its ratings' shared facts, its deadline) and only reads
//! the [`Generator`], so the puzzles of a batch can be made side by side.

use rand::seq::SliceRandom;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use super::thin::Marked;
use super::{
    Generated, Generator, Removal, Search, Symmetry, BELOW_NESTED, BIG_GRID, CAPPED_FROM,
    PROOF_NODES,
};
use crate::budget::Deadline;
use crate::engine::{Engine, Solutions};
use crate::error::{Error, Result};
use crate::grid::Grid;
use crate::rate::{Capped, Level, Rating, Ratings, Score, Technique};

/// The work on the puzzle with one index of a generator's stream.
pub(super) struct Job<'g> {
    generator: &'g Generator,
    /// The puzzle's own random stream: stream `index` of the seed, so the
    /// puzzle depends on the seed and its place in the stream only, not on
    /// the puzzles made before it or beside it.
    rng: ChaCha8Rng,
    ratings: Ratings,
    deadline: Deadline,
    /// The marks of this attempt's puzzle with their geometry and engine,
    /// when the generator puts rules on its puzzles.
    marked: Option<Marked>,
}

impl<'g> Job<'g> {
    /// The job of puzzle `index` (counted from 0) of `generator`'s stream,
    /// within `deadline`.
    pub fn new(generator: &'g Generator, index: u64, deadline: Deadline) -> Self {
        let mut rng = ChaCha8Rng::seed_from_u64(generator.opts.seed);
        rng.set_stream(index);
        Job {
            generator,
            rng,
            ratings: Ratings::new(&generator.geometry),
            deadline,
            marked: None,
        }
    }

    /// Full grids tried in turn until one gives a puzzle on target.
    pub fn run(mut self) -> Result<Generated> {
        let opts = &self.generator.opts;
        for attempt in 1..=opts.max_attempts {
            self.check_deadline(attempt)?;
            let solution = self.full_grid()?;
            self.mark(&solution)?;
            let givens = self.remove(&solution, attempt)?;
            self.thin(&givens, &solution, attempt)?;
            let eases = opts.removal != Removal::Minimal && opts.givens.is_none();
            let (givens, rating) = if eases && self.surely_too_hard() {
                self.ease(&solution, givens, None)
            } else {
                let rating = self.rating(&givens);
                if eases && self.too_hard(&rating) {
                    self.ease(&solution, givens, Some(rating))
                } else {
                    (givens, rating)
                }
            };
            let Capped::Within(rating) = rating else {
                continue;
            };
            if !self.on_target(&rating) {
                continue;
            }
            if opts.givens.is_some_and(|g| givens.given_count() != g) {
                continue;
            }
            // A cancel or the deadline during the removal or the rating cut
            // them short (a proof cut short keeps its givens): such a
            // puzzle is not the one asked for, and the caller is told so.
            self.check_deadline(attempt)?;
            let geometry = match self.marked.take() {
                Some(marked) => marked.geometry,
                None => self.generator.geometry.clone(),
            };
            return Ok(Generated {
                geometry,
                givens,
                solution,
                rating,
                attempts: attempt,
            });
        }
        let geometry = crate::words::variant_summary(&self.generator.geometry);
        let attempts = opts.max_attempts.to_string();
        let wanted = self.generator.wanted();
        Err(Error::Exhausted(match wanted.is_empty() {
            true => sheetdoku_i18n::text_with(
                "generate-exhausted",
                &[("geometry", &geometry), ("attempts", &attempts)],
            ),
            false => sheetdoku_i18n::text_with(
                "generate-exhausted-wanted",
                &[
                    ("geometry", &geometry),
                    ("wanted", &wanted.join(", ")),
                    ("attempts", &attempts),
                ],
            ),
        }))
    }

    fn check_deadline(&self, attempt: usize) -> Result<()> {
        self.deadline.check(|| self.generator.doing(attempt))
    }

    /// A random full grid of the geometry.
    fn full_grid(&mut self) -> Result<Grid> {
        let geometry = &self.generator.geometry;
        self.generator
            .engine
            .random_solution(&Grid::empty(geometry.size()), &mut self.rng)?
            .ok_or_else(|| {
                Error::Setting(format!(
                    "the {} admits no solution grid at all",
                    geometry.describe()
                ))
            })
    }

    /// Puts on `solution` every mark of the rules asked for that it keeps
    /// (nothing when none are asked for).
    fn mark(&mut self, solution: &Grid) -> Result<()> {
        let generator = self.generator;
        if generator.opts.rules.is_empty() {
            return Ok(());
        }
        let marks = generator
            .opts
            .rules
            .iter()
            .flat_map(|rule| rule.marks(solution, &mut self.rng))
            .collect();
        self.marked = Some(Marked::new(&generator.geometry, marks)?);
        Ok(())
    }

    /// Removes the marks `givens` does not need to stay unique, and rates
    /// from then on with the marks kept.
    fn thin(&mut self, givens: &Grid, solution: &Grid, attempt: usize) -> Result<()> {
        let Some(marked) = self.marked.take() else {
            return Ok(());
        };
        let generator = self.generator;
        let doing = || generator.doing(attempt);
        let marked = marked.thin(
            &generator.geometry,
            givens,
            solution,
            &mut self.rng,
            &self.deadline,
            &doing,
        )?;
        self.ratings = Ratings::new(&marked.geometry);
        self.marked = Some(marked);
        Ok(())
    }

    /// The engine of this attempt's puzzle: of its marks, if any.
    fn engine(&self) -> &Engine {
        match &self.marked {
            Some(marked) => &marked.engine,
            None => &self.generator.engine,
        }
    }

    /// Whether `givens`, just emptied of `orbit`, is proven unique (it was
    /// before, with `solution` its one solution). On grids of 16x16 and more
    /// (unless a minimal puzzle is asked for) a proof that takes too long
    /// counts as "not unique" (the givens go back): every removal kept is
    /// still proven, so the puzzle stays unique, and the pass no longer
    /// stalls near minimal puzzles, whose proofs can take the engine hours
    /// on 25x25 grids.
    ///
    /// After a single cell is emptied, another solution would differ from
    /// `solution` there: the search looks for a solution with another digit
    /// in that cell, which proves uniqueness without first finding the
    /// solution already known.
    fn stays_unique(
        &self,
        givens: &Grid,
        orbit: &[usize],
        solution: &Grid,
        attempt: usize,
    ) -> Result<bool> {
        let generator = self.generator;
        let n = generator.geometry.size();
        let budget =
            (n >= BIG_GRID && generator.opts.removal != Removal::Minimal).then_some(PROOF_NODES);
        let engine = self.engine();
        let answer = match orbit {
            &[cell] => engine
                .other_digit_within(givens, (cell, solution.get(cell)), &self.deadline, budget)
                .map(|other| other == Some(false)),
            _ => match budget {
                Some(nodes) => engine
                    .solutions_up_to_two_within(givens, &self.deadline, nodes)
                    .map(|s| matches!(s, Some(Solutions::Unique(_)))),
                None => engine
                    .solutions_up_to_two_until(givens, &self.deadline)
                    .map(|s| matches!(s, Solutions::Unique(_))),
            },
        };
        match answer {
            Ok(unique) => Ok(unique),
            Err(Error::TimeLimit { .. }) => Err(self.deadline.exceeded(&generator.doing(attempt))),
            Err(e) => Err(e),
        }
    }

    /// The removal pass: orbits in random order, each removed if the puzzle
    /// stays unique and the givens target is not undershot; then single
    /// cells when a minimal puzzle is asked for with a symmetry.
    fn remove(&mut self, solution: &Grid, attempt: usize) -> Result<Grid> {
        let opts = &self.generator.opts;
        let orbits = &self.generator.orbits;
        let floor = opts.givens.unwrap_or(0);
        let mut givens = solution.clone();
        let mut count = givens.given_count();
        let mut order: Vec<usize> = (0..orbits.len()).collect();
        order.shuffle(&mut self.rng);
        for (i, &o) in order.iter().enumerate() {
            if i % 16 == 0 {
                self.check_deadline(attempt)?;
            }
            let orbit = &orbits[o];
            if count < floor + orbit.len() {
                continue;
            }
            for &cell in orbit {
                givens.set(cell, 0);
            }
            if self.stays_unique(&givens, orbit, solution, attempt)? {
                count -= orbit.len();
            } else {
                for &cell in orbit {
                    givens.set(cell, solution.get(cell));
                }
            }
        }
        if opts.removal == Removal::Minimal && opts.symmetry != Symmetry::None {
            let mut cells: Vec<usize> = (0..givens.cells().len())
                .filter(|&c| givens.get(c) != 0)
                .collect();
            cells.shuffle(&mut self.rng);
            for cell in cells {
                if count <= floor {
                    break;
                }
                givens.set(cell, 0);
                if self.stays_unique(&givens, &[cell], solution, attempt)? {
                    count -= 1;
                } else {
                    givens.set(cell, solution.get(cell));
                }
            }
        }
        Ok(givens)
    }

    /// The highest score the difficulty and rating targets allow, if any.
    pub(super) fn cap(&self) -> Option<Score> {
        let opts = &self.generator.opts;
        let level = opts.difficulty.and_then(Level::max_score);
        let range = opts.rating.map(|(_, max)| max);
        let untargeted = opts.difficulty.is_none() && opts.rating.is_none();
        match (level, range) {
            (Some(a), Some(b)) => Some(a.min(b)),
            (None, None) if untargeted && opts.search == Search::Refused => {
                if self.generator.geometry.size() >= CAPPED_FROM {
                    Level::Fiendish.max_score()
                } else {
                    Some(BELOW_NESTED)
                }
            }
            (a, b) => a.or(b),
        }
    }

    /// The rating of `givens`, or where it stopped when it is surely above
    /// the targets (then the techniques above them are not even tried).
    fn rating(&mut self, givens: &Grid) -> Capped {
        let cap = self.cap();
        self.ratings.within(givens, cap, &self.deadline)
    }

    /// Whether the removal pass's puzzle is as good as sure to be above the
    /// targets, so that easing may start without its rating: on grids from
    /// 16x16 on, asked for at most fiendish (the default there). Such a
    /// puzzle is nearly minimal, and the techniques up to fiendish get
    /// stuck in it early (20 of 20 at 16x16, seeds 1-10, standard and X),
    /// which made its rating, with the most candidates left to search, the
    /// dearest of a puzzle's ratings (10-29 ms of 45-80 ms).
    fn surely_too_hard(&self) -> bool {
        let fiendish = Level::Fiendish.max_score();
        self.generator.geometry.size() >= BIG_GRID
            && self.generator.opts.search == Search::Refused
            && self
                .cap()
                .is_some_and(|cap| fiendish.is_some_and(|f| cap <= f))
    }

    /// Whether `rating` is above the difficulty or rating target (or
    /// surely above it, or cut short).
    fn too_hard(&self, rating: &Capped) -> bool {
        let opts = &self.generator.opts;
        let Capped::Within(rating) = rating else {
            return true;
        };
        let above_score = |max: Score| !rating.solved_by_logic() || rating.score > max;
        self.needs_refused_search(rating)
            || opts.difficulty.is_some_and(|level| rating.level > level)
            || opts.rating.is_some_and(|(_, max)| above_score(max))
    }

    /// Whether `rating` needs search and search is not allowed.
    fn needs_refused_search(&self, rating: &Rating) -> bool {
        !rating.solved_by_logic() && self.generator.opts.search == Search::Refused
    }

    /// Whether `rating` meets the difficulty and rating targets.
    fn on_target(&self, rating: &Rating) -> bool {
        let opts = &self.generator.opts;
        !self.needs_refused_search(rating)
            && opts.difficulty.is_none_or(|level| rating.level == level)
            && opts.rating.is_none_or(|(min, max)| {
                rating.solved_by_logic() && (min..=max).contains(&rating.score)
            })
    }

    /// Puts givens of `solution` back, orbit by orbit in a random order,
    /// until the rating is no longer above the targets. The order puts
    /// first the orbits with a cell the techniques left open where the
    /// rating of `givens` stopped: a given they had already found changes
    /// little, so the puzzle keeps fewer givens and fewer ratings find how
    /// many. That number is found by bisection: an orbit put back almost
    /// always leaves the puzzle as easy or easier, so a handful of ratings
    /// do what one rating per orbit did. Where a rating breaks that rule
    /// the bisection still ends on a puzzle that is not too hard and has
    /// one orbit more than a puzzle that is.
    ///
    /// `known` is the rating of `givens`, already known to be too hard, or
    /// `None` when it was [surely too hard](Job::surely_too_hard) and not
    /// rated: then the order follows where the singles stop, and `givens`
    /// itself is rated only if the bisection ends on one orbit back (it is
    /// kept when it is on target after all).
    fn ease(&mut self, solution: &Grid, givens: Grid, known: Option<Capped>) -> (Grid, Capped) {
        let orbits = &self.generator.orbits;
        let mut empty: Vec<usize> = (0..orbits.len())
            .filter(|&o| orbits[o].iter().any(|&c| givens.get(c) == 0))
            .collect();
        empty.shuffle(&mut self.rng);
        let singles = match known {
            Some(_) => None,
            None => {
                let cap = Technique::NakedSingle.score();
                let r = self.ratings.within(&givens, Some(cap), &self.deadline);
                if !self.too_hard(&r) {
                    return (givens, r);
                }
                Some(r)
            }
        };
        let reached = match known.as_ref().or(singles.as_ref()) {
            Some(Capped::Within(r)) => Some(&r.grid),
            Some(Capped::Above(grid)) => Some(grid),
            Some(Capped::Stopped) | None => None,
        };
        if let Some(reached) = reached {
            // Stable: the random order stays within each part.
            empty.sort_by_key(|&o| orbits[o].iter().all(|&c| reached.get(c) != 0));
        }
        let with_first = |k: usize| {
            let mut eased = givens.clone();
            for &o in &empty[..k] {
                for &cell in &orbits[o] {
                    eased.set(cell, solution.get(cell));
                }
            }
            eased
        };
        // Too hard with `low` orbits back; `high` orbits back is the best
        // answer found so far (all of them: the solution itself).
        let (mut low, mut high) = (0, empty.len());
        let mut best = None;
        while high - low > 1 {
            let mid = low + (high - low) / 2;
            let eased = with_first(mid);
            let r = self.rating(&eased);
            if self.too_hard(&r) {
                low = mid;
            } else {
                high = mid;
                best = Some((eased, r));
            }
        }
        let mut itself = known;
        if itself.is_none() && high <= 1 {
            let r = self.rating(&givens);
            if !self.too_hard(&r) {
                return (givens, r);
            }
            itself = Some(r);
        }
        match best {
            Some(found) => found,
            None if high > low => {
                let eased = with_first(high);
                let r = self.rating(&eased);
                (eased, r)
            }
            // No orbit is empty (then `givens` was rated just above).
            None => (givens, itself.unwrap_or(Capped::Stopped)),
        }
    }
}
