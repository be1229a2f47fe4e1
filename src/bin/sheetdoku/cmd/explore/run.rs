//! What every exploration shares: the thread pool of `--jobs`, Ctrl-C that
//! stops the work but keeps what was found, and a progress line on a
//! terminal.

use std::io::IsTerminal;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use indicatif::{ProgressBar, ProgressStyle};
use sheetdoku::explore::Control;

use crate::args::TimeLimit;

/// The run's control: one deadline for the whole command, and Ctrl-C asking
/// the work to stop and report what it has. Also sizes the thread pool.
pub fn control(time: &TimeLimit, jobs: Option<u16>) -> Control {
    if let Some(jobs) = jobs {
        // Only fails if the pool already exists, which cannot happen here.
        let _ = rayon::ThreadPoolBuilder::new()
            .num_threads(usize::from(jobs))
            .build_global();
    }
    // The first Ctrl-C sets the flag; a second ends the program at once.
    Control::unlimited()
        .with_time_limit(time.time_limit)
        .with_stop_flag(crate::interrupt::stop_flag())
}

/// A progress line on stderr while `work` runs, when stderr is a terminal:
/// `what` with the count the control has reached.
pub fn with_progress<T>(control: &Control, what: &str, work: impl FnOnce() -> T) -> T {
    if !std::io::stderr().is_terminal() {
        return work();
    }
    control.reset_progress();
    let bar = ProgressBar::new_spinner();
    bar.set_style(
        ProgressStyle::with_template(
            "{spinner} {msg} ({elapsed}; Ctrl-C stops and keeps what was found)",
        )
        .unwrap_or_else(|_| ProgressStyle::default_spinner()),
    );
    let done = AtomicBool::new(false);
    let result = std::thread::scope(|scope| {
        scope.spawn(|| {
            while !done.load(Ordering::Relaxed) {
                bar.set_message(format!("{what}: {}", control.progress()));
                bar.tick();
                std::thread::sleep(Duration::from_millis(100));
            }
        });
        let result = work();
        done.store(true, Ordering::Relaxed);
        result
    });
    bar.finish_and_clear();
    result
}

/// Seconds, for messages.
pub fn seconds(d: Duration) -> String {
    let s = d.as_secs_f64();
    if s < 1.0 {
        format!("{:.0} ms", s * 1000.0)
    } else {
        format!("{s:.1} s")
    }
}
