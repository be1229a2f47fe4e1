//! One time budget for a whole call: a [`Deadline`] is handed to every step
//! (presolve and probing, each LP and branch-and-bound node, the uniqueness
//! cut, the repair, counting, generation, rating), which all stop at the
//! same instant, or as soon as the caller cancels.
//!
//! A deadline is either fixed ([`Deadline::after`]: the clock runs from
//! now, as a command's `--time-limit` does for the whole command) or a
//! duration counted from each call ([`Deadline::per_call`]: options made
//! once and reused, as a server does, give every call its full time). A
//! [`Cancel`] handle stops every call given a deadline made with it, from
//! any thread.

use std::fmt;
use std::ptr;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use crate::error::{Error, Result};

/// The instant a call must stop by, or none, and the cancellation it
/// watches. Copy it freely: every copy is the same budget.
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
    cancel: Option<Watch>,
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
            cancel: None,
        }
    }

    /// A budget of `limit` counted from the start of each call it is given
    /// to: options holding it can be kept and reused.
    ///
    /// ```
    /// use std::time::Duration;
    /// use sheetdoku::Deadline;
    /// let per_call = Deadline::per_call(Duration::from_millis(50));
    /// std::thread::sleep(Duration::from_millis(60));
    /// // Not started yet: a call begins it, and then has its 50 ms.
    /// assert!(!per_call.expired());
    /// assert!(!per_call.begin().expired());
    /// ```
    pub fn per_call(limit: Duration) -> Self {
        Deadline {
            limit: Some(limit),
            at: None,
            cancel: None,
        }
    }

    /// [`Deadline::after`] the limit if there is one, else [`Deadline::none`].
    pub fn start(limit: Option<Duration>) -> Self {
        limit.map_or_else(Deadline::none, Deadline::after)
    }

    /// The same budget, also stopped by `cancel`.
    ///
    /// ```
    /// use sheetdoku::{Cancel, Deadline};
    /// use sheetdoku::error::Error;
    /// let cancel = Cancel::new();
    /// let deadline = Deadline::none().cancelled_by(&cancel);
    /// assert!(!deadline.expired());
    /// cancel.cancel();
    /// assert!(deadline.expired());
    /// let err = deadline.check(|| "rating".to_string()).unwrap_err();
    /// assert!(matches!(err, Error::Cancelled { .. }));
    /// assert_eq!(err.to_string(), "cancelled while rating");
    /// ```
    pub fn cancelled_by(self, cancel: &Cancel) -> Self {
        Deadline {
            cancel: Some(cancel.watch()),
            ..self
        }
    }

    /// The budget as a call starts: a [`Deadline::per_call`] budget starts
    /// its clock now; a started one (or none) is returned as it is. Every
    /// entry point of the library calls this first.
    pub fn begin(self) -> Self {
        match (self.limit, self.at) {
            (Some(limit), None) => Deadline {
                at: Instant::now().checked_add(limit),
                ..self
            },
            _ => self,
        }
    }

    /// The whole budget (as asked for), `None` without a limit.
    pub fn limit(&self) -> Option<Duration> {
        self.limit
    }

    /// The instant to stop at, `None` without a limit (or before a
    /// per-call budget begins); once cancelled, an instant already past.
    pub fn instant(&self) -> Option<Instant> {
        if self.cancelled() {
            return Some(Instant::now());
        }
        self.at
    }

    /// The same budget ending `by` earlier (to keep time for what must
    /// follow, such as writing the results); messages still name the whole
    /// limit.
    pub fn earlier_by(&self, by: Duration) -> Deadline {
        Deadline {
            at: self.at.map(|at| at.checked_sub(by).unwrap_or(at)),
            ..*self
        }
    }

    /// Time left (zero once spent or cancelled), `None` without a limit.
    pub fn remaining(&self) -> Option<Duration> {
        if self.cancelled() {
            return Some(Duration::ZERO);
        }
        self.at
            .map(|at| at.saturating_duration_since(Instant::now()))
    }

    /// Whether the budget is spent or cancelled.
    pub fn expired(&self) -> bool {
        self.cancelled() || self.at.is_some_and(|at| Instant::now() >= at)
    }

    /// A budget of `limit` from now (none: no limit) watching the same
    /// cancellation.
    pub(crate) fn limited_to(self, limit: Option<Duration>) -> Deadline {
        Deadline {
            limit,
            at: limit.and_then(|l| Instant::now().checked_add(l)),
            cancel: self.cancel,
        }
    }

    /// Whether a [`Cancel`] handle can stop this budget.
    pub(crate) fn cancellable(&self) -> bool {
        self.cancel.is_some()
    }

    /// Whether the caller cancelled.
    fn cancelled(&self) -> bool {
        self.cancel.is_some_and(|w| w.cancelled())
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

    /// The error of a spent budget: [`Error::Cancelled`] when the caller
    /// cancelled, else the time-limit error with the limit and what was
    /// being done.
    pub fn exceeded(&self, doing: &str) -> Error {
        if self.cancelled() {
            return Error::Cancelled {
                doing: doing.to_string(),
            };
        }
        Error::TimeLimit {
            seconds: self.limit.map_or(0.0, |l| l.as_secs_f64()),
            doing: doing.to_string(),
        }
    }
}

/// A handle that stops every call given a [`Deadline`] made with it
/// ([`Deadline::cancelled_by`]), from any thread. Clones share the
/// cancellation.
///
/// ```
/// use std::time::Duration;
/// use sheetdoku::{Cancel, Deadline, Geometry, Grid};
/// use sheetdoku::solve::count_solutions_until;
/// let cancel = Cancel::new();
/// let deadline = Deadline::none().cancelled_by(&cancel);
/// cancel.cancel();
/// let g = Geometry::standard(9).unwrap();
/// assert!(count_solutions_until(&g, &Grid::empty(9), 1000, &deadline).is_err());
/// ```
#[derive(Clone)]
pub struct Cancel(Arc<Flag>);

impl Cancel {
    /// A handle not cancelled yet.
    pub fn new() -> Self {
        let cell = FREE
            .lock()
            .ok()
            .and_then(|mut free| free.pop())
            .unwrap_or_else(|| Box::leak(Box::new(AtomicU64::new(0))));
        let generation = cell.load(Ordering::SeqCst) >> 1;
        Cancel(Arc::new(Flag { cell, generation }))
    }

    /// Stops every call watching this handle (they return
    /// [`Error::Cancelled`] at their next check).
    pub fn cancel(&self) {
        self.0
            .cell
            .store(self.0.generation << 1 | 1, Ordering::SeqCst);
    }

    /// Whether [`Cancel::cancel`] was called.
    pub fn is_cancelled(&self) -> bool {
        self.watch().cancelled()
    }

    fn watch(&self) -> Watch {
        Watch {
            cell: self.0.cell,
            generation: self.0.generation,
        }
    }
}

impl Default for Cancel {
    fn default() -> Self {
        Cancel::new()
    }
}

impl fmt::Debug for Cancel {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Cancel")
            .field("cancelled", &self.is_cancelled())
            .finish()
    }
}

/// Cells of handles dropped, for the next handles: a cell holds its
/// generation (shifted) and the cancelled bit. A [`Deadline`] copy kept
/// after its handle is dropped watches an old generation and reads "not
/// cancelled" from then on.
static FREE: Mutex<Vec<&'static AtomicU64>> = Mutex::new(Vec::new());

/// A handle's cell and generation, shared by its clones.
struct Flag {
    cell: &'static AtomicU64,
    generation: u64,
}

impl Drop for Flag {
    fn drop(&mut self) {
        self.cell
            .store((self.generation + 1) << 1, Ordering::SeqCst);
        if let Ok(mut free) = FREE.lock() {
            free.push(self.cell);
        }
    }
}

/// What a deadline watches: a handle's cell at its generation.
#[derive(Clone, Copy)]
struct Watch {
    cell: &'static AtomicU64,
    generation: u64,
}

impl Watch {
    fn cancelled(self) -> bool {
        self.cell.load(Ordering::Relaxed) == self.generation << 1 | 1
    }
}

impl PartialEq for Watch {
    fn eq(&self, other: &Watch) -> bool {
        ptr::eq(self.cell, other.cell) && self.generation == other.generation
    }
}

impl Eq for Watch {}

impl fmt::Debug for Watch {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Watch")
            .field("cancelled", &self.cancelled())
            .finish()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_dropped_handle_does_not_cancel_the_next_one() {
        let first = Cancel::new();
        let old = Deadline::none().cancelled_by(&first);
        first.cancel();
        assert!(old.expired());
        drop(first);
        // The old deadline no longer reads its handle's cell as cancelled,
        // and the next handle (which may reuse the cell) starts clear.
        assert!(!old.expired());
        let second = Cancel::new();
        let new = Deadline::none().cancelled_by(&second);
        assert!(!new.expired() && !second.is_cancelled());
        second.cancel();
        assert!(new.expired());
        assert!(
            !old.expired(),
            "an old deadline is not cancelled by a new handle"
        );
    }

    #[test]
    fn clones_share_the_cancellation() {
        let cancel = Cancel::new();
        let clone = cancel.clone();
        let deadline = Deadline::after(Duration::from_secs(3600)).cancelled_by(&cancel);
        clone.cancel();
        assert!(cancel.is_cancelled() && deadline.expired());
        assert_eq!(deadline.remaining(), Some(Duration::ZERO));
        assert!(matches!(deadline.exceeded("x"), Error::Cancelled { .. }));
    }

    #[test]
    fn a_per_call_budget_starts_when_a_call_begins() {
        let per_call = Deadline::per_call(Duration::ZERO);
        assert!(!per_call.expired(), "not begun");
        assert!(per_call.begin().expired());
        let fixed = Deadline::after(Duration::from_secs(60));
        assert_eq!(fixed.begin(), fixed, "a started budget keeps its instant");
    }
}
