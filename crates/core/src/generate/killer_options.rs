//! What killer to generate: [`KillerOptions`].

use super::options::Search;
use super::symmetry::Symmetry;
use crate::budget::Deadline;
use crate::rate::Level;

/// What killer to generate.
///
/// Built from [`Default`] with one `with_*` method per field; the fields
/// stay readable. The seed decides every random choice: the same seed
/// gives the same killer.
///
/// ```
/// use std::time::Duration;
/// use sheetdoku::generate::{KillerOptions, Search, Symmetry};
/// use sheetdoku::rate::Level;
/// use sheetdoku::Deadline;
/// let opts = KillerOptions::default()
///     .with_seed(3)
///     .with_max_cage(4)
///     .with_givens(2)
///     .with_difficulty(Some(Level::Easy))
///     .with_search(Search::Refused)
///     .with_max_attempts(50)
///     .with_symmetry(Symmetry::Rotate180)
///     .with_deadline(Deadline::per_call(Duration::from_secs(30)));
/// assert_eq!(opts.max_cage, 4);
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
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
    /// The symmetry of the cage layout (and of the givens, if any): the
    /// image of every cage is a cage.
    pub symmetry: Symmetry,
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
            symmetry: Symmetry::None,
            deadline: Deadline::none(),
        }
    }
}

impl KillerOptions {
    /// Sets [`seed`](Self::seed). The same seed gives the same killer.
    #[must_use]
    pub fn with_seed(mut self, seed: u64) -> Self {
        self.seed = seed;
        self
    }

    /// Sets [`max_cage`](Self::max_cage).
    #[must_use]
    pub fn with_max_cage(mut self, max_cage: usize) -> Self {
        self.max_cage = max_cage;
        self
    }

    /// Sets [`givens`](Self::givens).
    #[must_use]
    pub fn with_givens(mut self, givens: usize) -> Self {
        self.givens = givens;
        self
    }

    /// Sets [`difficulty`](Self::difficulty).
    #[must_use]
    pub fn with_difficulty(mut self, difficulty: Option<Level>) -> Self {
        self.difficulty = difficulty;
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

    /// Sets [`symmetry`](Self::symmetry).
    #[must_use]
    pub fn with_symmetry(mut self, symmetry: Symmetry) -> Self {
        self.symmetry = symmetry;
        self
    }

    /// Sets [`deadline`](Self::deadline).
    #[must_use]
    pub fn with_deadline(mut self, deadline: Deadline) -> Self {
        self.deadline = deadline;
        self
    }
}
