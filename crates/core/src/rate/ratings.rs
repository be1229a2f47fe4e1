//! Ratings of many puzzles of one geometry, sharing what does not change
//! between them (a generator rates every puzzle it makes, and each eased
//! form of it).

use super::candidates::Tables;
use super::quiet::Quiet;
use super::{run_with, Capped, Limits, Outcome, Rating, Score};
use crate::budget::Deadline;
use crate::error::Result;
use crate::geometry::Geometry;
use crate::grid::Grid;

/// Ratings of many puzzles of one geometry (a generator's): each the same
/// as [`rate`](super::rate) gives, while the ratings share the geometry's tables and the
/// positions in which a search found nothing, so that none is searched
/// twice.
pub(crate) struct Ratings {
    geometry: Geometry,
    tables: Tables,
    quiet: Quiet,
}

impl Ratings {
    /// Ratings on `geometry`.
    pub fn new(geometry: &Geometry) -> Self {
        Ratings {
            geometry: geometry.clone(),
            tables: Tables::new(geometry),
            quiet: Quiet::new(geometry.size()),
        }
    }

    /// [`run_with`](super::run_with) on this geometry's tables and quiet positions.
    fn run(&mut self, givens: &Grid, limits: Limits) -> Outcome {
        let Ratings {
            geometry,
            tables,
            quiet,
        } = self;
        run_with(geometry, tables, givens, limits, quiet)
    }

    /// [`rate`](super::rate) for a generator aiming at a score of at most
    /// `cap`: the same rating when the puzzle is within the cap,
    /// [`Capped::Above`] (with the position reached) as soon as that is
    /// sure, and [`Capped::Stopped`]
    /// once `deadline` passes. Techniques that come after the last one
    /// valued within the cap (in the order they are tried) are not tried:
    /// the rater would reach them only when nothing easier applies, and
    /// each is above the cap.
    pub fn at_most(&mut self, givens: &Grid, cap: Score, deadline: &Deadline) -> Capped {
        let limits = Limits {
            cap: Some(cap),
            deadline: deadline.begin(),
            ..Limits::none()
        };
        let outcome = self.run(givens, limits);
        let r = outcome.rating;
        if outcome.stopped {
            Capped::Stopped
        } else if outcome.above_cap || !r.solved_by_logic() || r.score > cap {
            Capped::Above(r.grid)
        } else {
            Capped::Within(r)
        }
    }

    /// The rating a generator keeps: with a `cap`, [`Ratings::at_most`],
    /// else the whole rating ([`Ratings::until`]), which is within no cap
    /// whatever its score or ending. [`Capped::Stopped`] when `deadline` cut
    /// it short (the generator counts the puzzle as too hard, and its next
    /// attempt reports the time limit).
    pub fn within(&mut self, givens: &Grid, cap: Option<Score>, deadline: &Deadline) -> Capped {
        match cap {
            Some(cap) => self.at_most(givens, cap, deadline),
            None => match self.until(givens, deadline) {
                Ok(rating) => Capped::Within(rating),
                Err(_) => Capped::Stopped,
            },
        }
    }

    /// [`rate_until`](super::rate_until).
    pub fn until(&mut self, givens: &Grid, deadline: &Deadline) -> Result<Rating> {
        let deadline = deadline.begin();
        let limits = Limits {
            deadline,
            ..Limits::none()
        };
        let outcome = self.run(givens, limits);
        if outcome.stopped {
            return Err(deadline.exceeded(&sheetdoku_i18n::text("doing-rating")));
        }
        Ok(outcome.rating)
    }
}
