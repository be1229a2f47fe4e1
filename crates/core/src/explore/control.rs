//! How a long exploration is steered from outside: one deadline for the
//! whole command, a flag that asks it to stop (Ctrl-C) or a [`Cancel`]
//! handle (a service's), and a counter of the work done so far that a
//! progress bar can read.

use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

use crate::budget::{Cancel, Deadline};

/// The deadline, the stop flag and the progress counter of one run. Cheap to
/// clone; clones share the flag and the counter.
#[derive(Clone, Debug, Default)]
pub struct Control {
    deadline: Option<Instant>,
    stop: Option<&'static AtomicBool>,
    /// A deadline without a limit watching the caller's [`Cancel`], if any.
    cancel: Deadline,
    progress: Arc<AtomicU64>,
}

impl Control {
    /// No deadline and no stop flag: runs to the end.
    pub fn unlimited() -> Self {
        Control::default()
    }

    /// Stops once `limit` has passed from now (`None`: no limit).
    pub fn with_time_limit(mut self, limit: Option<Duration>) -> Self {
        self.deadline = limit.map(|l| Instant::now() + l);
        self
    }

    /// Stops when `flag` is set (for example by a Ctrl-C handler).
    pub fn with_stop_flag(mut self, flag: &'static AtomicBool) -> Self {
        self.stop = Some(flag);
        self
    }

    /// Stops when `cancel` is cancelled, from any thread (as
    /// [`Control::with_stop_flag`] does, for a handle that is not
    /// `'static`).
    ///
    /// ```
    /// use sheetdoku::explore::Control;
    /// use sheetdoku::Cancel;
    /// let cancel = Cancel::new();
    /// let control = Control::unlimited().with_cancel(&cancel);
    /// assert!(!control.should_stop());
    /// cancel.cancel();
    /// assert!(control.should_stop() && control.interrupted());
    /// ```
    pub fn with_cancel(mut self, cancel: &Cancel) -> Self {
        self.cancel = Deadline::none().cancelled_by(cancel);
        self
    }

    /// The run's budget as a [`Deadline`] for the library's other calls:
    /// the time left and the [`Cancel`] handle, if any (not the stop
    /// flag).
    pub fn budget(&self) -> Deadline {
        self.cancel.limited_to(self.remaining())
    }

    /// The same run with at most `limit` more time: the earlier of its own
    /// deadline and `limit` from now. Shares the stop flag and the counter.
    pub fn narrowed(&self, limit: Duration) -> Control {
        let mine = Instant::now() + limit;
        Control {
            deadline: Some(self.deadline.map_or(mine, |d| d.min(mine))),
            ..self.clone()
        }
    }

    /// The deadline, if any.
    pub fn deadline(&self) -> Option<Instant> {
        self.deadline
    }

    /// Time left before the deadline (`None`: no deadline; zero once
    /// cancelled through [`Control::with_cancel`]).
    pub fn remaining(&self) -> Option<Duration> {
        if self.cancel.expired() {
            return Some(Duration::ZERO);
        }
        self.deadline
            .map(|d| d.saturating_duration_since(Instant::now()))
    }

    /// Whether the run should stop now: the deadline passed or the flag is set.
    pub fn should_stop(&self) -> bool {
        self.interrupted() || self.deadline.is_some_and(|d| Instant::now() >= d)
    }

    /// Whether the stop flag is set or the [`Cancel`] handle cancelled.
    pub fn interrupted(&self) -> bool {
        self.stop.is_some_and(|f| f.load(Ordering::Relaxed)) || self.cancel.expired()
    }

    /// Adds `k` to the work done.
    pub fn advance(&self, k: u64) {
        self.progress.fetch_add(k, Ordering::Relaxed);
    }

    /// The work done so far (what the current step counts: grids, probes,
    /// rounds).
    pub fn progress(&self) -> u64 {
        self.progress.load(Ordering::Relaxed)
    }

    /// Sets the work counter back to zero, for the next step of a command.
    pub fn reset_progress(&self) {
        self.progress.store(0, Ordering::Relaxed);
    }

    /// Why the run stopped early, for messages.
    pub fn stop_reason(&self) -> StopReason {
        if self.interrupted() {
            StopReason::Interrupted
        } else {
            StopReason::TimeLimit
        }
    }
}

/// Why a run ended before its work was done.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StopReason {
    /// The time limit was reached.
    TimeLimit,
    /// The user asked to stop (Ctrl-C).
    Interrupted,
}

impl std::fmt::Display for StopReason {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            StopReason::TimeLimit => "the time limit was reached",
            StopReason::Interrupted => "stopped by the user",
        })
    }
}
