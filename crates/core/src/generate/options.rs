//! What to generate: [`GenerateOptions`], and the choices it holds
//! ([`Removal`], [`Search`]).

use super::rules::GeneratedRule;
use super::symmetry::Symmetry;
use crate::budget::Deadline;
use crate::rate::{Level, Score};

/// What to generate.
///
/// Built from [`Default`] with one `with_*` method per field; the fields
/// stay readable. The seed decides every random choice: the same seed
/// gives the same puzzles.
///
/// ```
/// use std::time::Duration;
/// use sheetdoku::generate::{GenerateOptions, Removal, Search, Symmetry};
/// use sheetdoku::rate::Level;
/// use sheetdoku::Deadline;
/// let opts = GenerateOptions::default()
///     .with_seed(7)
///     .with_symmetry(Symmetry::Rotate180)
///     .with_removal(Removal::Minimal)
///     .with_difficulty(Some(Level::Easy))
///     .with_rating(None)
///     .with_givens(None)
///     .with_search(Search::Refused)
///     .with_max_attempts(100)
///     .with_deadline(Deadline::per_call(Duration::from_secs(30)));
/// assert_eq!(opts.seed, 7);
/// ```
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
    /// The command's budget: give up with [`Error::TimeLimit`](crate::Error::TimeLimit) once it is
    /// spent (checked between attempts, removals and inside every
    /// uniqueness search). Not serialized: a deadline belongs to one run.
    #[cfg_attr(feature = "serde", serde(skip))]
    pub deadline: Deadline,
    /// Marks to put on each puzzle, read off its solution (none by
    /// default): every mark of these kinds the solution keeps, then givens
    /// removed while the puzzle stays unique, then marks removed while it
    /// stays unique.
    pub rules: Vec<GeneratedRule>,
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
            rules: Vec::new(),
        }
    }
}

impl GenerateOptions {
    /// Sets [`seed`](Self::seed). The same seed gives the same puzzles.
    #[must_use]
    pub fn with_seed(mut self, seed: u64) -> Self {
        self.seed = seed;
        self
    }

    /// Sets [`symmetry`](Self::symmetry).
    #[must_use]
    pub fn with_symmetry(mut self, symmetry: Symmetry) -> Self {
        self.symmetry = symmetry;
        self
    }

    /// Sets [`removal`](Self::removal).
    #[must_use]
    pub fn with_removal(mut self, removal: Removal) -> Self {
        self.removal = removal;
        self
    }

    /// Sets [`difficulty`](Self::difficulty).
    #[must_use]
    pub fn with_difficulty(mut self, difficulty: Option<Level>) -> Self {
        self.difficulty = difficulty;
        self
    }

    /// Sets [`rating`](Self::rating).
    #[must_use]
    pub fn with_rating(mut self, rating: Option<(Score, Score)>) -> Self {
        self.rating = rating;
        self
    }

    /// Sets [`givens`](Self::givens).
    #[must_use]
    pub fn with_givens(mut self, givens: Option<usize>) -> Self {
        self.givens = givens;
        self
    }

    /// Sets [`search`](Self::search).
    #[must_use]
    pub fn with_search(mut self, search: Search) -> Self {
        self.search = search;
        self
    }

    /// Sets [`max_attempts`](Self::max_attempts).
    #[must_use]
    pub fn with_max_attempts(mut self, max_attempts: usize) -> Self {
        self.max_attempts = max_attempts;
        self
    }

    /// Sets [`deadline`](Self::deadline).
    #[must_use]
    pub fn with_deadline(mut self, deadline: Deadline) -> Self {
        self.deadline = deadline;
        self
    }

    /// Sets [`rules`](Self::rules) (each kind once, in the order given).
    #[must_use]
    pub fn with_rules(mut self, rules: &[GeneratedRule]) -> Self {
        self.rules.clear();
        for &rule in rules {
            if !self.rules.contains(&rule) {
                self.rules.push(rule);
            }
        }
        self
    }
}

/// How far the generator removes givens.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
#[non_exhaustive]
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
#[non_exhaustive]
pub enum Search {
    /// Every puzzle is solved by the rated techniques alone.
    #[default]
    Refused,
    /// Puzzles that need search are kept too.
    Allowed,
}
