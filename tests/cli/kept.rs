//! Files the teacher cares about are never overwritten or dropped: `-o`
//! naming an input (by any spelling or link) is refused by every command
//! that writes, a folder that takes no file and more puzzles than a
//! workbook holds are refused before the work, and Ctrl-C keeps what was
//! finished.

use std::io::{BufRead, BufReader};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use predicates::prelude::*;
use tempfile::TempDir;

use super::common::{sample, sheetdoku, MATLAB};

/// A copy of `samples/mini-4x4.ods` (one 4x4 puzzle) in `dir`.
fn input(dir: &TempDir) -> PathBuf {
    let path = dir.path().join("in.ods");
    std::fs::copy(sample("mini-4x4.ods"), &path).unwrap();
    path
}

/// Runs `sheetdoku` with `args`, the output given as `out`; asserts it is
/// refused as overwriting `input` (exit 2, nothing printed on stdout) and
/// that `input` is unchanged.
fn refused(args: &[&str], input: &Path, out: &Path) {
    let before = std::fs::read(input).unwrap();
    let assert = sheetdoku()
        .args(args)
        .arg("-o")
        .arg(out)
        .assert()
        .code(2)
        .stdout(predicate::str::is_empty());
    let stderr = String::from_utf8_lossy(&assert.get_output().stderr).into_owned();
    assert!(
        stderr.contains("would overwrite the input") && stderr.contains("in.ods"),
        "{args:?} -o {}: {stderr}",
        out.display()
    );
    assert_eq!(std::fs::read(input).unwrap(), before, "{args:?}");
}

#[test]
fn an_output_that_is_an_input_is_refused_by_every_command_under_any_name() {
    let dir = TempDir::new().unwrap();
    let input = input(&dir);
    let spelled = dir.path().join(".").join("in.ods");
    let soft = dir.path().join("soft.ods");
    std::os::unix::fs::symlink(&input, &soft).unwrap();
    let hard = dir.path().join("hard.ods");
    std::fs::hard_link(&input, &hard).unwrap();
    let text = dir.path().join("more.txt");
    std::fs::write(&text, MATLAB).unwrap();
    let path = |p: &Path| p.to_str().unwrap().to_string();
    let (input_s, text_s) = (path(&input), path(&text));
    let commands: [Vec<&str>; 5] = [
        vec!["worksheet", &text_s, &input_s],
        vec!["generate", "--from", &input_s, "--copies", "2"],
        vec!["template", "--from", &input_s],
        vec!["check", &input_s],
        vec!["solve", &input_s],
    ];
    for args in &commands {
        for out in [&input, &spelled, &soft, &hard] {
            refused(args, &input, out);
        }
    }
    // The message names both files, and says when the names differ.
    sheetdoku()
        .args(["worksheet", &input_s, "-o"])
        .arg(&hard)
        .assert()
        .code(2)
        .stderr(predicate::str::contains(format!(
            "{}: a worksheet would overwrite the input {} (the same file by another name or link)",
            hard.display(),
            input.display()
        )));
    // solve's --write-lp may not name the input either.
    sheetdoku()
        .args(["solve", &input_s, "--no-output", "--write-lp", &input_s])
        .assert()
        .code(2)
        .stderr(predicate::str::contains(
            "the model would overwrite the input",
        ));
}

#[test]
fn a_folder_that_takes_no_file_is_refused_before_any_work() {
    let dir = TempDir::new().unwrap();
    let notes = dir.path().join("notes.txt");
    std::fs::write(&notes, "x").unwrap();
    // Permission bits do not stop root: /sys refuses every new file.
    let locked = dir.path().join("locked");
    std::fs::create_dir(&locked).unwrap();
    use std::os::unix::fs::PermissionsExt;
    std::fs::set_permissions(&locked, std::fs::Permissions::from_mode(0o555)).unwrap();
    let read_only = if std::fs::write(locked.join("probe"), "x").is_ok() {
        PathBuf::from("/sys")
    } else {
        locked.clone()
    };
    let folder_named_like_a_workbook = dir.path().join("week.xlsx");
    std::fs::create_dir(&folder_named_like_a_workbook).unwrap();
    for (out, says) in [
        (read_only.join("g.xlsx"), "nothing can be written in"),
        (notes.join("g.xlsx"), "is a file, not a folder"),
        (folder_named_like_a_workbook, "this is a folder"),
    ] {
        let started = Instant::now();
        // Sixty 16x16 puzzles would take minutes: refused at once.
        sheetdoku()
            .args([
                "generate", "--size", "16", "--count", "60", "--seed", "1", "-o",
            ])
            .arg(&out)
            .assert()
            .code(2)
            .stdout(predicate::str::is_empty())
            .stderr(predicate::str::contains(says));
        assert!(started.elapsed() < Duration::from_secs(20), "{out:?}");
    }
    std::fs::set_permissions(&locked, std::fs::Permissions::from_mode(0o755)).unwrap();
}

#[test]
fn more_puzzles_than_a_workbook_holds_are_refused_before_any_work() {
    let dir = TempDir::new().unwrap();
    let out = dir.path().join("g.xlsx");
    let started = Instant::now();
    let stderr = sheetdoku()
        .args(["generate", "--count", "1000", "--seed", "1", "-o"])
        .arg(&out)
        .assert()
        .code(2)
        .stdout(predicate::str::is_empty())
        .get_output()
        .stderr
        .clone();
    let stderr = String::from_utf8(stderr).unwrap();
    assert!(
        started.elapsed() < Duration::from_secs(60),
        "{:?}",
        started.elapsed()
    );
    assert!(!out.exists());
    // "... 1000 puzzles do not fit one worksheet (...); at most N do: ..."
    let fits: usize = stderr
        .split("; at most ")
        .nth(1)
        .and_then(|rest| rest.split(" do:").next())
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("{stderr}"));
    assert!(
        stderr.contains("1000 puzzles do not fit one worksheet") && (500..1000).contains(&fits),
        "{stderr}"
    );
}

/// Starts `generate` of many 16x16 puzzles with `--json` (a line as each
/// is made), waits for `wanted` of them, and sends Ctrl-C (SIGINT)
/// `times` times; returns the exit code and stderr.
fn interrupt_generate(out: &Path, wanted: usize, times: usize) -> (Option<i32>, String) {
    let mut child = Command::new(assert_cmd::cargo::cargo_bin("sheetdoku"))
        .args(["--json", "generate", "--size", "16", "--count", "400"])
        .args(["--seed", "5", "--time-limit", "600", "-o"])
        .arg(out)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut lines = BufReader::new(child.stdout.take().unwrap()).lines();
    let mut made = 0;
    for line in lines.by_ref() {
        let line = line.unwrap();
        if line.contains("\"kind\":\"puzzle\"") {
            made += 1;
            if made == wanted {
                break;
            }
        }
    }
    assert_eq!(made, wanted, "the run ended before {wanted} puzzles");
    let pid = child.id() as libc::pid_t;
    for _ in 0..times {
        // SAFETY: sends a signal to our own child, still running (its
        // stdout is not closed).
        unsafe { libc::kill(pid, libc::SIGINT) };
        // Two signals sent at once would arrive as one.
        std::thread::sleep(Duration::from_millis(5));
    }
    // Read on to the end: the JSON lines still to come need a reader.
    lines.for_each(drop);
    let output = child.wait_with_output().unwrap();
    (
        output.status.code(),
        String::from_utf8_lossy(&output.stderr).into_owned(),
    )
}

#[test]
fn ctrl_c_writes_the_finished_puzzles_and_a_second_writes_nothing() {
    let dir = TempDir::new().unwrap();
    let out = dir.path().join("g.xlsx");
    let (code, stderr) = interrupt_generate(&out, 2, 1);
    assert_eq!(code, Some(130), "{stderr}");
    // "stopped by Ctrl-C after 3 of 400 puzzles; the 3 are written to g.xlsx"
    let done: usize = stderr
        .split("stopped by Ctrl-C after ")
        .nth(1)
        .and_then(|rest| rest.split(' ').next())
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("{stderr}"));
    assert!((2..400).contains(&done), "{stderr}");
    assert!(
        stderr.contains(&format!(
            "of 400 puzzles; the {done} are written to {}",
            out.display()
        )),
        "{stderr}"
    );
    // The file holds the finished puzzles and reads back.
    sheetdoku()
        .arg("count")
        .arg(&out)
        .assert()
        .success()
        .stdout(predicate::str::contains(format!("{done} puzzles")));

    // A second Ctrl-C ends the program at once: no temporary file is left,
    // and no half-written file (a write that was complete may stand).
    let twice = dir.path().join("twice.xlsx");
    let (code, stderr) = interrupt_generate(&twice, 1, 2);
    assert_eq!(code, Some(130), "{stderr}");
    let left: Vec<String> = std::fs::read_dir(dir.path())
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|name| name.starts_with(".sheetdoku-"))
        .collect();
    assert!(left.is_empty(), "{left:?}");
    if twice.exists() {
        sheetdoku().arg("count").arg(&twice).assert().success();
    } else {
        assert!(stderr.contains("stopped by a second Ctrl-C"), "{stderr}");
    }
}

#[test]
fn a_default_output_name_never_overwrites_the_input() {
    // in-solved.ods, solve's default answer to in.ods, is the input itself
    // under another name (a hard link): refused, the input kept.
    let dir = TempDir::new().unwrap();
    let input = input(&dir);
    let default = dir.path().join("in-solved.ods");
    std::fs::hard_link(&input, &default).unwrap();
    let before = std::fs::read(&input).unwrap();
    sheetdoku()
        .arg("solve")
        .arg(&input)
        .assert()
        .code(2)
        .stderr(predicate::str::contains(format!(
            "{}: the solution would overwrite the input {}",
            default.display(),
            input.display()
        )));
    assert_eq!(std::fs::read(&input).unwrap(), before);
}

#[test]
fn more_puzzle_lines_than_a_text_reads_back_are_refused_before_any_work() {
    let dir = TempDir::new().unwrap();
    // 60,000 9x9 puzzles: more lines than a text of ours is read back with.
    let out = dir.path().join("g.txt");
    sheetdoku()
        .args(["generate", "--count", "60000", "--seed", "1", "-o"])
        .arg(&out)
        .assert()
        .code(2)
        .stdout(predicate::str::is_empty())
        .stderr(predicate::str::contains(
            "60000 puzzle lines would not be read back from one text file (at most 50000 are)",
        ));
    assert!(!out.exists());
    // Copies count with their originals: 20,000 25x25 puzzles with a copy
    // each pass the reader's bound on grid cells.
    let big = dir.path().join("big.txt");
    sheetdoku()
        .args([
            "generate", "--size", "25", "--count", "20000", "--copies", "1",
        ])
        .arg("-o")
        .arg(&big)
        .assert()
        .code(2)
        .stderr(predicate::str::contains("would not be read back"));
    assert!(!big.exists());
}

#[test]
fn ctrl_c_in_a_file_of_many_keeps_the_solutions_finished() {
    // 30 copies of a 25x25 whose solve takes about two seconds each.
    let dir = TempDir::new().unwrap();
    let slow = std::fs::read_to_string(super::common::data("several25.txt")).unwrap();
    let many = dir.path().join("many.txt");
    std::fs::write(&many, format!("{}\n", slow.trim()).repeat(30)).unwrap();
    let out = dir.path().join("answers.txt");
    let child = Command::new(assert_cmd::cargo::cargo_bin("sheetdoku"))
        .args(["solve", "--jobs", "1", "-o"])
        .arg(&out)
        .arg(&many)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    std::thread::sleep(Duration::from_secs(3));
    // SAFETY: sends a signal to our own child, which runs for a minute.
    unsafe { libc::kill(child.id() as libc::pid_t, libc::SIGINT) };
    let stopped = Instant::now();
    let output = child.wait_with_output().unwrap();
    assert!(
        stopped.elapsed() < Duration::from_secs(10),
        "{:?}",
        stopped.elapsed()
    );
    let stdout = String::from_utf8_lossy(&output.stdout);
    assert_eq!(output.status.code(), Some(130), "{stdout}");
    // "stopped by Ctrl-C after 1 of 30 puzzles; the 1 finished are written"
    let done: usize = stdout
        .split("stopped by Ctrl-C after ")
        .nth(1)
        .and_then(|rest| rest.split(' ').next())
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("{stdout}"));
    assert!(done < 30, "{stdout}");
    assert!(stdout.contains("not solved: stopped by Ctrl-C"), "{stdout}");
    // One line per puzzle: the finished ones solved, the others empty.
    let written = std::fs::read_to_string(&out).unwrap();
    let lines: Vec<&str> = written.lines().collect();
    assert_eq!(lines.len(), 30);
    let solved = lines.iter().filter(|l| !l.contains('.')).count();
    assert_eq!(solved, done, "{written}");
}
