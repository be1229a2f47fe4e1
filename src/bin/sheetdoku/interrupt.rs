//! Ctrl-C in the commands that work long and write what they made
//! (`generate`, `worksheet`, `explore`): the first stops the work, and what
//! was finished is written as at the time limit; the second ends the
//! program at once and writes nothing (a file being written is left as it
//! was: every write goes through a temporary file renamed into place).

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::OnceLock;

use sheetdoku::{Cancel, Deadline};

use crate::status::Status;

/// The exit code of a program ended by Ctrl-C (128 + SIGINT, as a shell
/// reports it), whether it wrote what it had finished or not.
pub const INTERRUPTED_EXIT: u8 = 130;

/// Set by the first Ctrl-C.
static STOP: AtomicBool = AtomicBool::new(false);

/// What the first Ctrl-C cancels: every deadline made by [`deadline`].
static CANCEL: OnceLock<Cancel> = OnceLock::new();

/// Catches Ctrl-C from now on: the first sets [`stop_flag`] and cancels
/// every [`deadline`]; the second ends the program. Calling it again does
/// nothing.
pub fn catch() {
    static ONCE: std::sync::Once = std::sync::Once::new();
    ONCE.call_once(|| {
        let cancel = CANCEL.get_or_init(Cancel::new).clone();
        // Fails only if a handler is already set, which `ONCE` prevents.
        let _ = ctrlc::set_handler(move || {
            if STOP.swap(true, Ordering::SeqCst) {
                sheetdoku_io::abandon_writes();
                eprintln!("sheetdoku: stopped by a second Ctrl-C; nothing more was written");
                std::process::exit(i32::from(INTERRUPTED_EXIT));
            }
            cancel.cancel();
            eprintln!(
                "sheetdoku: stopping; what is finished is kept \
                 (Ctrl-C again stops at once and writes nothing)"
            );
        });
    });
}

/// `deadline`, also stopped by the first Ctrl-C (caught from now on).
pub fn deadline(deadline: Deadline) -> Deadline {
    catch();
    deadline.cancelled_by(CANCEL.get_or_init(Cancel::new))
}

/// The flag the first Ctrl-C sets (caught from now on).
pub fn stop_flag() -> &'static AtomicBool {
    catch();
    &STOP
}

/// Whether Ctrl-C stopped the work.
pub fn interrupted() -> bool {
    STOP.load(Ordering::SeqCst)
}

/// The status of a command stopped before the end with what it finished
/// kept: by Ctrl-C, or else by its time limit.
pub fn stopped() -> Status {
    if interrupted() {
        Status::Interrupted
    } else {
        Status::TimeLimit
    }
}

/// Whether `e` says the time limit or Ctrl-C stopped the work (what was
/// finished before is kept).
pub fn is_stop(e: &sheetdoku::error::Error) -> bool {
    matches!(
        e,
        sheetdoku::error::Error::TimeLimit { .. } | sheetdoku::error::Error::Cancelled { .. }
    )
}
