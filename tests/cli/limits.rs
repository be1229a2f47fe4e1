//! `--time-limit` is one budget for the whole command: slow cases stop
//! within 10% of the limit plus half a second, say what was done, keep
//! what was finished and exit with code 3.

use std::sync::Mutex;
use std::time::{Duration, Instant};

use super::common::{data, sample, sheetdoku, text_file, DIABOLSKE, MATLAB};
use predicates::prelude::*;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use sheetdoku::solve::random_solution;
use sheetdoku::{Geometry, Grid};
use tempfile::TempDir;

/// The exit code of a command stopped by its time limit.
const TIME_LIMIT: i32 = 3;

/// One timed run at a time: the wall times are compared with the limits,
/// and runs competing for the cores would measure each other.
static TIMED: Mutex<()> = Mutex::new(());

/// Runs `cmd` with `--time-limit limit`, asserts the exit code and that it
/// ended within the limit plus 10% and half a second; returns its stdout
/// and stderr.
fn within(cmd: assert_cmd::Command, limit: f64, code: i32) -> (String, String) {
    let (got, stdout, stderr) = timed(cmd, limit);
    assert_eq!(got, Some(code), "{stdout}\n{stderr}");
    (stdout, stderr)
}

/// Runs `cmd` with `--time-limit limit` and asserts that it ended within
/// the limit plus 10% and half a second; returns its exit code, stdout and
/// stderr.
fn timed(mut cmd: assert_cmd::Command, limit: f64) -> (Option<i32>, String, String) {
    let _alone = TIMED.lock().unwrap_or_else(|e| e.into_inner());
    cmd.args(["--time-limit", &limit.to_string()]);
    let started = Instant::now();
    let out = cmd.output().unwrap();
    let took = started.elapsed();
    let stdout = String::from_utf8_lossy(&out.stdout).into_owned();
    let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
    let bound = Duration::from_secs_f64(limit * 1.1 + 0.5);
    assert!(
        took <= bound,
        "took {took:?} with a limit of {limit} s\n{stdout}\n{stderr}"
    );
    (out.status.code(), stdout, stderr)
}

/// A 25x25 puzzle with 35% of a pattern solution given: the BLP solves it
/// in seconds; the uniqueness cut takes longer to find a second solution.
const SOLVABLE_25: &str = concat!(
    ".......M...........J....8.I4.3.8B.6....A......F7.12D..9.KAP..J.7O.L....5..3..JF..9....N..B.I.M4PC..K",
    "........JF54.........H.29......4....F..D....65.3..IK..4.N..BA...G..2.F6O.....6........5.3L4..I.HA.G.",
    ".1.2E9.G.A.6....3...C.......BN.J7.........A...2.....G.AC.4I3..2..O.....8...J.71...ED9.....MC.4IGK.PA",
    "4............H..........ON.L8..O..1.IM.4A.....9....F.92..P.K.......8N...C........6.....CP......OD...",
    "..AI.....L..H..F...OB.N86..2.HP..AI.O..16N.8...4...N.7.J...DL.5.3CPIK...E..1...F...2G7...8.......P..",
    "F...D2..9P...B....5.K.A.I5...LB7...4.IA.G.P.9.........7..F...3......C.9P.H.C..4.M....P9.....E.18.B6.",
    ".....A......DO..B.683N.5.",
);

/// A 25x25 puzzle keeping `percent`% of a random solution's cells.
fn sparse25(seed: u64, percent: usize) -> String {
    let g = Geometry::standard(25).unwrap();
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut grid = random_solution(&g, &Grid::empty(25), &mut rng)
        .unwrap()
        .unwrap();
    for cell in 0..625 {
        if (cell * 37 + seed as usize) % 100 >= percent {
            grid.set(cell, 0);
        }
    }
    grid.to_line()
}

#[test]
fn the_papers_unreduced_model_stops_at_the_limit() {
    // Solving and proving uniqueness with presolve off takes over 30 s.
    let mut cmd = sheetdoku();
    cmd.args(["solve", "--presolve", "off", "--unique", "--no-output"])
        .arg(sample("windoku.ods"));
    let (_, stderr) = within(cmd, 1.5, TIME_LIMIT);
    assert!(stderr.contains("time limit of 1.5 s reached"), "{stderr}");
}

#[test]
fn a_sparse_25x25_stops_at_the_limit() {
    let dir = TempDir::new().unwrap();
    let input = text_file(&dir, "sparse.txt", &format!("{}\n", sparse25(1, 15)));
    let mut cmd = sheetdoku();
    cmd.args(["solve", "--unique", "--presolve", "off", "--no-output"])
        .arg(&input);
    let (_, stderr) = within(cmd, 2.0, TIME_LIMIT);
    assert!(stderr.contains("time limit of 2 s reached"), "{stderr}");
}

#[test]
fn counting_an_empty_grid_stops_at_the_limit() {
    let dir = TempDir::new().unwrap();
    let empty9 = text_file(&dir, "empty9.txt", &format!("{}\n", ".".repeat(81)));
    let empty25 = text_file(&dir, "empty25.txt", &format!("{}\n", ".".repeat(625)));
    for (input, engine) in [(&empty9, "blp"), (&empty25, "native")] {
        let mut cmd = sheetdoku();
        cmd.args(["count", "--limit", "1000000000", "--engine", engine])
            .arg(input);
        let (_, stderr) = within(cmd, 1.0, TIME_LIMIT);
        assert!(stderr.contains("time limit of 1 s reached"), "{stderr}");
        assert!(stderr.contains("found so far"), "{stderr}");
    }
}

#[test]
fn the_time_limit_is_told_in_the_teachers_language() {
    // Slovak: the limit with a decimal comma, what was being done and how
    // far the count got, in Slovak words.
    let dir = TempDir::new().unwrap();
    let text = format!("{DIABOLSKE}\n{}\n", ".".repeat(625));
    let file = text_file(&dir, "two.txt", &text);
    let mut cmd = sheetdoku();
    cmd.args(["count", "--lang", "sk", "--limit", "1000000000"])
        .arg(&file);
    let (_, stderr) = within(cmd, 1.5, TIME_LIMIT);
    assert!(
        stderr.contains("časový limit 1,5 s uplynul po 1 z 2 úloh"),
        "{stderr}"
    );
    assert!(stderr.contains("počítanie riešení (zatiaľ"), "{stderr}");
    assert!(!stderr.contains("time limit"), "{stderr}");
}

#[test]
fn counting_a_file_says_which_puzzle_the_limit_stopped() {
    // Two quick 9x9 puzzles, then an empty 25x25 grid whose count does
    // not end: the first two lines are printed, and the message names the
    // third and how far its count got.
    let dir = TempDir::new().unwrap();
    let text = format!("{DIABOLSKE}\n{MATLAB}\n{}\n", ".".repeat(625));
    let file = text_file(&dir, "three.txt", &text);
    let mut cmd = sheetdoku();
    cmd.args(["count", "--limit", "1000000000"]).arg(&file);
    let (stdout, stderr) = within(cmd, 1.0, TIME_LIMIT);
    assert!(stdout.contains("line 1: 64 solutions"), "{stdout}");
    assert!(stdout.contains("line 2: 1 solution"), "{stdout}");
    assert!(!stdout.contains("line 3"), "{stdout}");
    assert!(
        stderr
            .contains("time limit of 1 s reached after 2 of 3 puzzles; line 3: counting solutions"),
        "{stderr}"
    );
    assert!(stderr.contains("found so far"), "{stderr}");
}

#[test]
fn rating_a_file_says_which_puzzle_the_limit_stopped() {
    // 3,000 puzzles (the SE-rated set ten times over) take seconds to
    // rate on every core; a fifth of a second rates some of them.
    let rated = std::fs::read_to_string(data("se-rated.txt")).unwrap();
    let puzzles: Vec<&str> = rated
        .lines()
        .filter(|l| !l.starts_with('#'))
        .filter_map(|l| l.split_whitespace().next())
        .collect();
    let once: String = puzzles.iter().map(|p| format!("{p}\n")).collect();
    let text = once.repeat(10);
    let dir = TempDir::new().unwrap();
    let file = text_file(&dir, "many.txt", &text);
    let mut cmd = sheetdoku();
    cmd.args(["rate"]).arg(&file);
    let (stdout, stderr) = within(cmd, 0.2, TIME_LIMIT);
    let done = stdout.lines().count();
    let total = 10 * puzzles.len();
    assert!(done < total, "{done} rated");
    // The lines printed are the puzzles before the one it stopped.
    assert!(
        stderr.contains(&format!(
            "time limit of 0.2 s reached after {done} of {total} puzzles; line {}: rating",
            done + 1
        )),
        "{stderr}"
    );
}

#[test]
fn a_batch_keeps_and_writes_what_it_finished() {
    let dir = TempDir::new().unwrap();
    // Two quick puzzles, then slow ones (presolve off on 25x25).
    let mut text = String::from(
        // The first puzzle of tests/data/dev50.txt: singles suffice.
        "700000500003640018204000603009000030600204089800096005057901004102063000006085021\n",
    );
    for seed in 1..=4 {
        text.push_str(&sparse25(seed, 15));
        text.push('\n');
    }
    let input = text_file(&dir, "mixed.txt", &text);
    let out = dir.path().join("out.txt");
    let mut cmd = sheetdoku();
    cmd.args(["solve", "--jobs", "1", "--presolve", "off", "-o"])
        .arg(&out)
        .arg(&input);
    let (stdout, _) = within(cmd, 2.0, TIME_LIMIT);
    assert!(
        stdout
            .contains("time limit of 2 s reached after 1 of 5 puzzles; the 1 finished are written"),
        "{stdout}"
    );
    let written = std::fs::read_to_string(&out).unwrap();
    let lines: Vec<&str> = written.lines().collect();
    assert_eq!(lines.len(), 5);
    assert!(!lines[0].contains('.'), "{}", lines[0]);
}

#[test]
fn generate_keeps_the_puzzles_it_finished() {
    let dir = TempDir::new().unwrap();
    let out = dir.path().join("many.xlsx");
    let mut cmd = sheetdoku();
    // As many as one worksheet holds (816 9x9: more are refused before any
    // work), far more than 1.5 s makes.
    cmd.args(["generate", "--count", "800", "--seed", "3", "-o"])
        .arg(&out);
    let (stdout, stderr) = within(cmd, 1.5, TIME_LIMIT);
    assert!(
        stderr.contains("time limit of 1.5 s reached after"),
        "{stderr}"
    );
    assert!(stderr.contains("are written to"), "{stderr}");
    assert!(stdout.contains("wrote"), "{stdout}");
    assert!(out.exists());
}

#[test]
fn generate_a_25x25_stops_at_the_limit() {
    let mut cmd = sheetdoku();
    // Far more than 2 s of work on any machine (50 took 1.97 s on a fast
    // one, with both cores).
    cmd.args(["generate", "--size", "25", "--count", "1000", "--seed", "1"]);
    let (_, stderr) = within(cmd, 2.0, TIME_LIMIT);
    assert!(stderr.contains("time limit of 2 s reached"), "{stderr}");
}

/// A quick puzzle, then twenty copies of a 25x25 whose second solution
/// takes seconds to find (`tests/data/several25.txt`): the worksheet stops
/// at the limit and writes the puzzles finished by then.
#[test]
fn a_worksheet_of_slow_puzzles_keeps_the_finished_ones() {
    let dir = TempDir::new().unwrap();
    let mut text = String::from(
        // The first puzzle of tests/data/dev50.txt: singles suffice.
        "700000500003640018204000603009000030600204089800096005057901004102063000006085021\n",
    );
    let slow = std::fs::read_to_string(data("several25.txt")).unwrap();
    for _ in 0..20 {
        text.push_str(slow.trim());
        text.push('\n');
    }
    let input = text_file(&dir, "many.txt", &text);
    let out = dir.path().join("ws.xlsx");
    let mut cmd = sheetdoku();
    // The slow puzzle has several solutions: printed as asked.
    cmd.args(["worksheet", "--allow-broken", "-o"])
        .arg(&out)
        .arg(&input);
    let (_, stderr) = within(cmd, 1.5, TIME_LIMIT);
    let done: usize = stderr
        .split("reached after ")
        .nth(1)
        .and_then(|rest| rest.split(' ').next())
        .and_then(|k| k.parse().ok())
        .unwrap_or_else(|| panic!("{stderr}"));
    assert!((1..21).contains(&done), "{stderr}");
    assert!(
        stderr.contains(&format!("of 21 puzzles; the {done} are written")),
        "{stderr}"
    );
    assert!(out.exists());
    // A generous limit changes nothing.
    let mut cmd = sheetdoku();
    // The slow puzzle has several solutions: printed as asked.
    cmd.args(["worksheet", "--allow-broken", "-o"])
        .arg(&out)
        .arg(text_file(&dir, "one.txt", &text[..82]))
        .args(["--time-limit", "60"])
        .assert()
        .success()
        .stdout(predicate::str::contains("(1 puzzle)"));
}

#[test]
fn a_solution_found_before_the_limit_is_kept() {
    let dir = TempDir::new().unwrap();
    let input = text_file(&dir, "solvable.txt", &format!("{SOLVABLE_25}\n"));
    let out = dir.path().join("solved.xlsx");
    let mut cmd = sheetdoku();
    cmd.args(["solve", "--unique", "-o"]).arg(&out).arg(&input);
    let (code, stdout, stderr) = timed(cmd, 4.5);
    // Depending on the machine the limit comes after the uniqueness cut
    // (a second solution, exit 1), during it (the solution is kept) or
    // before the solution (nothing is written).
    if code == Some(1) {
        assert!(stdout.contains("not unique"), "{stdout}");
        assert!(out.exists());
    } else if stdout.contains("Solved by the BLP") {
        assert_eq!(code, Some(TIME_LIMIT));
        assert!(stdout.contains("unique: not proven"), "{stdout}");
        assert!(
            stderr.contains("before the uniqueness proof; the solution is written"),
            "{stderr}"
        );
        assert!(out.exists());
    } else {
        assert_eq!(code, Some(TIME_LIMIT));
        assert!(stderr.contains("time limit of 4.5 s reached"), "{stderr}");
        assert!(!out.exists());
    }
}

#[test]
fn the_repair_stops_at_the_limit() {
    // A 16x16 without solution: finding the grid that keeps the most
    // givens takes longer than this limit (about 0.5 s in a release build).
    let dir = TempDir::new().unwrap();
    let line = concat!(
        ".6F479..D.G.C5.1.9..645...F..GA2.G...DA3.B6....9......8E......6..2...19F..7A...3F7...6......A4C.",
        "..BA...8.34F.91.1.36.A..C9D.7..G.....G......9.3.GE.F3..947.D..8.23..4.678..BDEGF.5A..CE.F.93..4.",
        "..78.2D..C....F6.F.G53C694A...D.....1.7..D82.C.BE..5B8...F3...9.",
    );
    let input = text_file(&dir, "clash16.txt", &format!("{line}\n"));
    let mut cmd = sheetdoku();
    cmd.args(["solve", "--no-output"]).arg(&input);
    let (_, stderr) = within(cmd, 0.1, TIME_LIMIT);
    assert!(stderr.contains("time limit of 0.1 s reached"), "{stderr}");
}

#[test]
fn every_command_says_the_same_of_its_time_limit_and_its_default() {
    // (the command, its default in seconds where it has one)
    let commands: [(&[&str], Option<&str>); 9] = [
        (&["solve"], None),
        (&["check"], None),
        (&["count"], Some("60")),
        (&["rate"], None),
        (&["generate"], Some("60")),
        (&["worksheet"], None),
        (&["explore", "grids"], None),
        (&["explore", "min-givens"], None),
        (&["explore", "report"], None),
    ];
    for (command, default) in commands {
        let out = sheetdoku().args(command).arg("-h").output().unwrap();
        let help = String::from_utf8_lossy(&out.stdout);
        let line = help
            .lines()
            .find(|l| l.contains("--time-limit <SECONDS>"))
            .unwrap_or_else(|| panic!("{command:?}: no --time-limit\n{help}"));
        assert!(
            line.contains("Stop after this many seconds, everything included"),
            "{command:?}: {line}"
        );
        match default {
            Some(secs) => assert!(
                line.ends_with(&format!("[default: {secs}]")),
                "{command:?}: {line}"
            ),
            None => assert!(!line.contains("[default"), "{command:?}: {line}"),
        }
    }
}
