//! Times the `sudoku` crate and sheetdoku's engine side by side, in this
//! one process, on every 9x9 puzzle of a file (81 characters a line, `.` or
//! `0` for an empty cell):
//!
//! ```text
//! peer-sudoku FILE [ROUNDS]
//! ```
//!
//! For each method it runs the whole file `ROUNDS` times (default 5) and
//! prints the fastest round's total and its time per puzzle, for the
//! uniqueness check (count up to two) and for the first solution. The
//! engine is compiled once for the 9x9 geometry, outside the timing, as a
//! generator or `count` over a file uses it.

use std::hint::black_box;
use std::time::{Duration, Instant};

use sheetdoku_core::{Count, Deadline, Engine, Geometry, Grid};
use sudoku::Sudoku;

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let Some(path) = args.get(1) else {
        eprintln!("usage: peer-sudoku FILE [ROUNDS]");
        std::process::exit(2);
    };
    let rounds: usize = args
        .get(2)
        .map_or(5, |r| r.parse().expect("ROUNDS is a number"));
    let text = std::fs::read_to_string(path).expect("the puzzle file can be read");
    let lines: Vec<&str> = text
        .lines()
        .map(|l| l.split_whitespace().next().unwrap_or(""))
        .filter(|l| l.len() == 81)
        .collect();
    let theirs: Vec<Sudoku> = lines
        .iter()
        .map(|l| Sudoku::from_str_line(l).expect("a 9x9 line"))
        .collect();
    let ours: Vec<Grid> = lines
        .iter()
        .map(|l| Grid::parse_line(l).expect("a 9x9 line"))
        .collect();
    let engine = Engine::new(&Geometry::standard(9).expect("9x9"));
    let none = Deadline::none();

    // Both must agree on every puzzle before anything is timed.
    for (t, o) in theirs.iter().zip(&ours) {
        let unique = engine.count(o, 2, &none).expect("no deadline") == Count::Exact(1);
        assert_eq!(t.is_uniquely_solvable(), unique, "{o}");
    }

    let n = lines.len();
    let nodes: u64 = ours
        .iter()
        .map(|g| engine.effort(g, 2, &none).expect("no deadline").nodes)
        .sum();
    println!(
        "{path}: {n} puzzles, best of {rounds} rounds; sheetdoku's uniqueness check visits {:.1} search nodes a puzzle",
        nodes as f64 / n.max(1) as f64
    );
    println!("| task | sudoku 0.8 total | per puzzle | sheetdoku total | per puzzle | ratio |");
    println!("|---|---|---|---|---|---|");
    let unique_theirs = best(rounds, || {
        for s in &theirs {
            black_box(black_box(s).is_uniquely_solvable());
        }
    });
    let unique_ours = best(rounds, || {
        for g in &ours {
            black_box(engine.count(black_box(g), 2, &none).ok());
        }
    });
    row("uniqueness (count to 2)", n, unique_theirs, unique_ours);
    let first_theirs = best(rounds, || {
        for s in &theirs {
            black_box(black_box(s).some_solution());
        }
    });
    let first_ours = best(rounds, || {
        for g in &ours {
            black_box(engine.solve(black_box(g)));
        }
    });
    row("first solution", n, first_theirs, first_ours);
}

/// The fastest of `rounds` runs of `f`.
fn best(rounds: usize, mut f: impl FnMut()) -> Duration {
    (0..rounds.max(1))
        .map(|_| {
            let start = Instant::now();
            f();
            start.elapsed()
        })
        .min()
        .expect("one round")
}

fn row(task: &str, n: usize, theirs: Duration, ours: Duration) {
    let per = |d: Duration| d.as_secs_f64() * 1e6 / n.max(1) as f64;
    println!(
        "| {task} | {:.1} ms | {:.2} µs | {:.1} ms | {:.2} µs | {:.2}x |",
        theirs.as_secs_f64() * 1e3,
        per(theirs),
        ours.as_secs_f64() * 1e3,
        per(ours),
        ours.as_secs_f64() / theirs.as_secs_f64()
    );
}
