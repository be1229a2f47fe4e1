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

    /// [`rate_at_most`](super::rate_at_most) within `deadline` ([`Capped::Stopped`] once it
    /// passes).
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
            Capped::Above
        } else {
            Capped::Within(r)
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
            return Err(deadline.exceeded("rating"));
        }
        Ok(outcome.rating)
    }
}
