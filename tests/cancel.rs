//! Cancellation stops running work: each public long-running call is
//! started on a thread of its own with a [`Deadline`] watching a [`Cancel`]
//! handle, cancelled from this thread while it works, and must return
//! [`Error::Cancelled`] soon after. The delay between the cancel and the
//! return is measured and printed (`cargo test --test integration cancel::
//! -- --nocapture`); the bound asserted is generous (a loaded two-core machine
//! runs these in a debug build), the design aim is 50 ms.

use std::sync::mpsc;
use std::thread;
use std::time::{Duration, Instant};

use sheetdoku::error::Error;
use sheetdoku::explore::{fewest_givens_search, grid_census, Control};
use sheetdoku::generate::{generate, generate_killer, GenerateOptions, KillerOptions, Removal};
use sheetdoku::rate::{rate_until, Level};
use sheetdoku::solve::{
    count_blp, count_solutions_until, solutions_up_to_two_until, solve_puzzle, BlpOptions,
    SolveOptions,
};
use sheetdoku::write::{WorkbookFormat, WorksheetDoc, WorksheetPuzzle};
use sheetdoku::{Cancel, Deadline, Geometry, Grid};

/// How long the work runs before it is cancelled.
const WORK_FIRST: Duration = Duration::from_millis(300);

/// The most a cancelled call may take to return, in this test.
const BOUND: Duration = Duration::from_secs(1);

/// Runs `work` with a deadline of an hour that `cancel` stops, cancels it
/// after [`WORK_FIRST`], and returns its answer and how long it took to
/// return after the cancel. Fails when the work ended before the cancel
/// (then it measured nothing).
fn cancelled<T: Send + 'static>(
    name: &str,
    work: impl FnOnce(Deadline) -> T + Send + 'static,
) -> (T, Duration) {
    let cancel = Cancel::new();
    let deadline = Deadline::after(Duration::from_secs(3600)).cancelled_by(&cancel);
    let (send, receive) = mpsc::channel();
    let worker = thread::Builder::new()
        .stack_size(64 << 20)
        .spawn(move || {
            let answer = work(deadline);
            let _ = send.send(Instant::now());
            answer
        })
        .unwrap();
    let ended_early = receive.recv_timeout(WORK_FIRST).is_ok();
    assert!(
        !ended_early,
        "{name}: the work ended before it was cancelled"
    );
    let at = Instant::now();
    cancel.cancel();
    let ended = receive
        .recv_timeout(Duration::from_secs(60))
        .unwrap_or_else(|_| panic!("{name}: still running 60 s after the cancel"));
    let delay = ended.saturating_duration_since(at);
    eprintln!(
        "cancel delay: {name}: {:.1} ms",
        delay.as_secs_f64() * 1000.0
    );
    let answer = worker.join().unwrap();
    assert!(delay < BOUND, "{name}: returned {delay:?} after the cancel");
    (answer, delay)
}

fn is_cancelled<T: std::fmt::Debug>(name: &str, r: &Result<T, Error>) {
    assert!(
        matches!(r, Err(Error::Cancelled { .. })),
        "{name}: {r:?} instead of a cancellation"
    );
}

#[test]
fn counting_an_empty_16x16_stops_when_cancelled() {
    let (r, _) = cancelled("count_solutions_until (empty 16x16)", |deadline| {
        let g = Geometry::standard(16).unwrap();
        count_solutions_until(&g, &Grid::empty(16), u64::MAX, &deadline)
    });
    is_cancelled("count_solutions_until", &r);
}

#[test]
fn counting_without_a_time_limit_stops_when_cancelled() {
    // The case: a deadline without a limit, only the handle.
    let cancel = Cancel::new();
    let deadline = Deadline::none().cancelled_by(&cancel);
    let worker = thread::spawn(move || {
        let g = Geometry::standard(9).unwrap();
        let r = count_solutions_until(&g, &Grid::empty(9), u64::MAX, &deadline);
        (r, Instant::now())
    });
    thread::sleep(WORK_FIRST);
    let at = Instant::now();
    cancel.cancel();
    let (r, ended) = worker.join().unwrap();
    let delay = ended.saturating_duration_since(at);
    eprintln!(
        "cancel delay: count_solutions_until (empty 9x9, no limit): {:.1} ms",
        delay.as_secs_f64() * 1000.0
    );
    is_cancelled("count_solutions_until", &r);
    assert!(delay < BOUND);
}

#[test]
fn looking_for_a_second_solution_stops_when_cancelled() {
    // An empty 16x16: the engine's search for two solutions is quick, so
    // the cancel comes during many such calls in a row (as a generator
    // makes them); each call sees it.
    let (r, _) = cancelled(
        "solutions_up_to_two_until (16x16, repeated)",
        |deadline| -> Result<(), Error> {
            let g = Geometry::standard(16).unwrap();
            loop {
                solutions_up_to_two_until(&g, &Grid::empty(16), &deadline).map(drop)?;
            }
        },
    );
    is_cancelled("solutions_up_to_two_until", &r);
}

#[test]
fn solving_with_the_blp_stops_when_cancelled() {
    // An empty 25x25: the model alone has 15,625 variables. Solved again
    // and again if one solve ends before the cancel.
    let (r, _) = cancelled(
        "solve_puzzle (empty 25x25, BLP, repeated)",
        |deadline| -> Result<(), Error> {
            let g = Geometry::standard(25).unwrap();
            let opts =
                SolveOptions::default().with_blp(BlpOptions::default().with_deadline(deadline));
            loop {
                solve_puzzle(&g, &Grid::empty(25), &opts)?;
            }
        },
    );
    is_cancelled("solve_puzzle", &r);
}

#[test]
fn counting_with_the_blp_stops_when_cancelled() {
    let (r, _) = cancelled("count_blp (empty 9x9, branch and bound)", |deadline| {
        let g = Geometry::standard(9).unwrap();
        let opts = BlpOptions::default().with_deadline(deadline);
        count_blp(&g, &Grid::empty(9), 1_000_000, &opts)
    });
    is_cancelled("count_blp", &r);
}

#[test]
fn generating_a_25x25_stops_when_cancelled() {
    let (r, _) = cancelled("generate (25x25)", |deadline| {
        let g = Geometry::standard(25).unwrap();
        let opts = GenerateOptions::default().with_deadline(deadline);
        generate(&g, 3, &opts).map(|_| ())
    });
    is_cancelled("generate", &r);
}

#[test]
fn generating_a_minimal_16x16_stops_when_cancelled() {
    let (r, _) = cancelled("generate (16x16, minimal)", |deadline| {
        let g = Geometry::standard(16).unwrap();
        let opts = GenerateOptions::default()
            .with_removal(Removal::Minimal)
            .with_deadline(deadline);
        generate(&g, 3, &opts).map(|_| ())
    });
    is_cancelled("generate", &r);
}

#[test]
fn generating_an_expert_killer_stops_when_cancelled() {
    // Expert killers take many attempts (seconds to minutes).
    let (r, _) = cancelled("generate_killer (9x9, expert)", |deadline| {
        let g = Geometry::standard(9).unwrap();
        let opts = KillerOptions::default()
            .with_seed(1)
            .with_difficulty(Some(Level::Expert))
            .with_deadline(deadline);
        generate_killer(&g, &opts).map(|_| ())
    });
    is_cancelled("generate_killer", &r);
}

#[test]
fn rating_stops_when_cancelled() {
    // An empty 16x16: the rater looks for every technique on a board of
    // 4,096 candidates, again and again; rated over and over if one
    // rating ends before the cancel.
    let (r, _) = cancelled(
        "rate_until (empty 16x16, repeated)",
        |deadline| -> Result<(), Error> {
            let g = Geometry::standard(16).unwrap();
            loop {
                rate_until(&g, &Grid::empty(16), &deadline).map(drop)?;
            }
        },
    );
    is_cancelled("rate_until", &r);
}

#[test]
fn exploring_stops_when_cancelled() {
    for (name, census) in [
        ("grid_census (9x9)", true),
        ("fewest_givens_search (9x9)", false),
    ] {
        let cancel = Cancel::new();
        let control = Control::unlimited().with_cancel(&cancel);
        let worker = thread::spawn(move || {
            let g = Geometry::standard(9).unwrap();
            let stopped = if census {
                grid_census(&g, &control).stopped
            } else {
                fewest_givens_search(&g, 1_000_000, 7, &control).stopped
            };
            (stopped, Instant::now())
        });
        thread::sleep(WORK_FIRST);
        let at = Instant::now();
        cancel.cancel();
        let (stopped, ended) = worker.join().unwrap();
        let delay = ended.saturating_duration_since(at);
        eprintln!(
            "cancel delay: {name}: {:.1} ms",
            delay.as_secs_f64() * 1000.0
        );
        assert!(stopped.is_some(), "{name}: not reported as stopped");
        assert!(delay < BOUND, "{name}: returned {delay:?} after the cancel");
    }
}

/// A worksheet of 300 9x9 puzzles, taking a second or more to write in
/// either format (the same puzzle each time: writing does not look).
fn large_worksheet(deadline: Deadline) -> WorksheetDoc {
    let g = Geometry::standard(9).unwrap();
    let givens = Grid::parse_line(
        "....8.5.2.4.59..18..8..2..97....62...........19.7.......6.4..9....2..78..3.......",
    )
    .unwrap();
    let puzzles = vec![WorksheetPuzzle::new(g, givens); 300];
    WorksheetDoc::default()
        .with_puzzles(puzzles)
        .with_deadline(deadline)
}

#[test]
fn writing_a_large_worksheet_stops_when_cancelled() {
    for format in [WorkbookFormat::Ods, WorkbookFormat::Xlsx] {
        let name = format!("WorksheetDoc::to_bytes (300 puzzles, {format:?})");
        let (r, _) = cancelled(&name, move |deadline| {
            large_worksheet(deadline).to_bytes(format)
        });
        is_cancelled(&name, &r);
    }
}
