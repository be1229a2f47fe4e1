//! Keeps a microlp solve within the command's deadline.
//!
//! microlp checks its time limit only every thousand simplex pivots, which
//! on the 25x25 models (15 625 columns without presolve) is seconds apart:
//! a solve given two seconds ran six. So the solve runs on a thread of its
//! own and the caller waits for it only until the deadline; a solve still
//! running then is left to stop at its own time limit (the same deadline)
//! and its answer is dropped.

use std::sync::mpsc;
use std::thread;

use crate::budget::Deadline;
use crate::error::{Error, Result};

/// Stack of the solver thread: microlp's branch and bound nests deeply.
const STACK: usize = 64 << 20;

/// Runs `work` and returns its answer, or the time-limit error (naming
/// `doing`) as soon as `deadline` passes. Without a limit it runs on the
/// calling thread.
pub(crate) fn within<T, F>(deadline: &Deadline, doing: &str, work: F) -> Result<T>
where
    T: Send + 'static,
    F: FnOnce() -> T + Send + 'static,
{
    let Some(left) = deadline.left(doing)? else {
        return Ok(work());
    };
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
    match receive.recv_timeout(left) {
        Ok(answer) => Ok(answer),
        Err(mpsc::RecvTimeoutError::Timeout) => Err(deadline.exceeded(doing)),
        Err(mpsc::RecvTimeoutError::Disconnected) => Err(Error::Solver {
            solver: "microlp".to_string(),
            message: "the solver stopped without an answer".to_string(),
        }),
    }
}
