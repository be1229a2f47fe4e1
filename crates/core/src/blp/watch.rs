//! Keeps a microlp solve within the command's deadline.
//!
//! microlp checks its time limit only every thousand simplex pivots, which
//! on the 25x25 models (15 625 columns without presolve) is seconds apart:
//! a solve given two seconds ran six. So the solve runs on a thread of its
//! own and the caller waits for it only until the deadline; a solve still
//! running then is left to stop at its own time limit (the same deadline)
//! and its answer is dropped. A deadline a caller can cancel is watched the
//! same way, every few milliseconds: a cancelled call returns at once,
//! while its solver thread, which cannot be stopped from outside, runs to
//! its own time limit (or its end, without one) and its answer is dropped.

use std::sync::mpsc;
use std::thread;
use std::time::Duration;

use crate::budget::Deadline;
use crate::error::{Error, Result};

/// Stack of the solver thread: microlp's branch and bound nests deeply.
const STACK: usize = 64 << 20;

/// How often a waiting caller looks at its cancellation.
const POLL: Duration = Duration::from_millis(5);

/// Runs `work` and returns its answer, or the time-limit error (naming
/// `doing`) as soon as `deadline` passes or is cancelled. Without a limit
/// or a cancellation to watch it runs on the calling thread.
pub(crate) fn within<T, F>(deadline: &Deadline, doing: &str, work: F) -> Result<T>
where
    T: Send + 'static,
    F: FnOnce() -> T + Send + 'static,
{
    let left = deadline.left(doing)?;
    if left.is_none() && !deadline.cancellable() {
        return Ok(work());
    }
    let (send, receive) = mpsc::channel();
    thread::Builder::new()
        .name("sheetdoku-lp".to_string())
        .stack_size(STACK)
        .spawn(move || {
            // The caller may have stopped waiting: nobody to tell then.
            let _ = send.send(work());
        })
        .map_err(|e| Error::Solver {
            solver: "microlp".to_string(),
            message: format!("cannot start the solver thread: {e}"),
        })?;
    loop {
        let wait = deadline.remaining().map_or(POLL, |left| left.min(POLL));
        match receive.recv_timeout(wait) {
            Ok(answer) => return Ok(answer),
            Err(mpsc::RecvTimeoutError::Timeout) if deadline.expired() => {
                return Err(deadline.exceeded(doing))
            }
            Err(mpsc::RecvTimeoutError::Timeout) => {}
            Err(mpsc::RecvTimeoutError::Disconnected) => {
                return Err(Error::Solver {
                    solver: "microlp".to_string(),
                    message: "the solver stopped without an answer".to_string(),
                })
            }
        }
    }
}
