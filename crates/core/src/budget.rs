//! One time budget for a whole command: a [`Deadline`] is made once, when the
//! command starts, and handed to every step (presolve and probing, each LP
//! and branch-and-bound node, the uniqueness cut, the repair, counting,
//! generation, rating), which all stop at the same instant.

use std::time::{Duration, Instant};

use crate::error::{Error, Result};

/// The instant a command must stop by, or none. Copy it freely: every copy
/// is the same budget.
///
/// ```
/// use std::time::Duration;
/// use sheetdoku::Deadline;
/// let none = Deadline::none();
/// assert!(none.check(|| "solving".to_string()).is_ok());
/// let spent = Deadline::after(Duration::ZERO);
/// let err = spent.check(|| "solving".to_string()).unwrap_err();
/// assert_eq!(err.to_string(), "time limit of 0 s reached while solving");
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Deadline {
    limit: Option<Duration>,
    at: Option<Instant>,
}

impl Deadline {
    /// No limit.
    pub fn none() -> Self {
        Deadline::default()
    }

    /// A budget of `limit` starting now.
    pub fn after(limit: Duration) -> Self {
        Deadline {
            limit: Some(limit),
            at: Instant::now().checked_add(limit),
        }
    }

    /// [`Deadline::after`] the limit if there is one, else [`Deadline::none`].
    pub fn start(limit: Option<Duration>) -> Self {
        limit.map_or_else(Deadline::none, Deadline::after)
    }

    /// The whole budget (as asked for), `None` without a limit.
    pub fn limit(&self) -> Option<Duration> {
        self.limit
    }

    /// The instant to stop at, `None` without a limit.
    pub fn instant(&self) -> Option<Instant> {
        self.at
    }

    /// The same budget ending `by` earlier (to keep time for what must
    /// follow, such as writing the results); messages still name the whole
    /// limit.
    pub fn earlier_by(&self, by: Duration) -> Deadline {
        Deadline {
            limit: self.limit,
            at: self.at.map(|at| at.checked_sub(by).unwrap_or(at)),
        }
    }

    /// Time left (zero once spent), `None` without a limit.
    pub fn remaining(&self) -> Option<Duration> {
        self.at
            .map(|at| at.saturating_duration_since(Instant::now()))
    }

    /// Whether the budget is spent.
    pub fn expired(&self) -> bool {
        self.at.is_some_and(|at| Instant::now() >= at)
    }

    /// `Ok` while time is left; the time-limit error naming what was being
    /// done (`doing` is only called on expiry) once it is spent.
    pub fn check(&self, doing: impl FnOnce() -> String) -> Result<()> {
        if self.expired() {
            Err(self.exceeded(&doing()))
        } else {
            Ok(())
        }
    }

    /// Time left for a solver that takes a time limit: `None` without a
    /// limit, the time-limit error once the budget is spent.
    pub fn left(&self, doing: &str) -> Result<Option<Duration>> {
        match self.remaining() {
            None => Ok(None),
            Some(left) if left.is_zero() => Err(self.exceeded(doing)),
            Some(left) => Ok(Some(left)),
        }
    }

    /// The time-limit error: the limit and what was being done.
    pub fn exceeded(&self, doing: &str) -> Error {
        Error::TimeLimit {
            seconds: self.limit.map_or(0.0, |l| l.as_secs_f64()),
            doing: doing.to_string(),
        }
    }
}
