//! The bad-input catalogue at the command line: every input error exits 2
//! with the located message on stderr and nothing half-written; a puzzle
//! with no solution exits 1. (tests/bad_input/ checks the messages of
//! the library; here the exit codes and what the user sees.)

use std::path::{Path, PathBuf};

use super::common::{sheetdoku, text_file};
use predicates::prelude::*;
use tempfile::TempDir;

use crate::hostile;

fn fixture(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures")
        .join(name)
}

/// Runs `check FILE` and expects exit 2 with exactly `message` on stderr.
fn refused(file: &Path, message: &str) {
    sheetdoku()
        .arg("check")
        .arg(file)
        .assert()
        .code(2)
        .stdout("")
        .stderr(format!("sheetdoku: error: {}: {message}\n", file.display()));
}

#[test]
fn bad_files_exit_2_with_the_message() {
    let dir = TempDir::new().unwrap();
    let png = dir.path().join("photo.xlsx");
    std::fs::write(&png, b"\x89PNG\r\n\x1a\n\0\0\0\rIHDR").unwrap();
    refused(
        &png,
        "not a readable spreadsheet: the file is not a zip container, as every .xlsx workbook is \
         (another kind of file renamed?); save it from the spreadsheet program as .xlsx or .ods",
    );
    let bytes = std::fs::read(fixture("teacher.ods")).unwrap();
    let half = dir.path().join("half.ods");
    std::fs::write(&half, &bytes[..bytes.len() / 2]).unwrap();
    refused(
        &half,
        "not a readable spreadsheet: the .ods spreadsheet's zip container is damaged or cut short \
         (a half-saved or half-downloaded file?); save or download it again",
    );
    refused(
        &fixture("encrypted/encrypted.xlsx"),
        "the workbook is password-protected; save an unprotected copy",
    );
    let empty = text_file(&dir, "empty.xlsx", "");
    refused(&empty, "the file is empty");
    let odd = text_file(&dir, "puzzle.pdf", "%PDF-1.7");
    refused(
        &odd,
        "unknown file type '.pdf' (valid: .ods, .xlsx, .xlsm, .xls, .xlsb, .txt, .sdk, .ss, .text, .csv, .json)",
    );
    // I/O errors: the CLI's `{err:#}` repeats the OS reason after the
    // message (Error::Io shows its source and anyhow appends it again), so
    // only the start of the line is checked.
    let missing = dir.path().join("missing.xlsx");
    io_refused(&missing, "No such file or directory (os error 2)");
    let folder = dir.path().join("folder.ods");
    std::fs::create_dir(&folder).unwrap();
    io_refused(&folder, "is a directory, not a puzzle file");
}

/// Runs `check FILE` and expects exit 2 with a line starting with the
/// located I/O message.
fn io_refused(file: &Path, message: &str) {
    sheetdoku()
        .arg("check")
        .arg(file)
        .assert()
        .code(2)
        .stderr(predicate::str::starts_with(format!(
            "sheetdoku: error: {}: {message}",
            file.display()
        )));
}

#[test]
fn a_bad_cell_exits_2_and_solve_writes_nothing() {
    let dir = TempDir::new().unwrap();
    let grid = format!("x{}", ".".repeat(80));
    let path = text_file(&dir, "bad.txt", &grid);
    sheetdoku()
        .arg("solve")
        .arg(&path)
        .assert()
        .code(2)
        .stderr(format!(
            "sheetdoku: error: {}, line 1: 'x' at position 1 is not a digit of a 9x9 grid\n",
            path.display()
        ));
    let left: Vec<_> = std::fs::read_dir(dir.path()).unwrap().collect();
    assert_eq!(left.len(), 1, "solve wrote something: {left:?}");
}

#[test]
fn hostile_workbooks_exit_2_and_say_too_large() {
    let dir = TempDir::new().unwrap();
    let bomb = hostile::zip_bomb(dir.path(), 300 << 20, false);
    refused(
        &bomb,
        "too large: the workbook's parts inflate to 300.0 MiB, more than the 256 MiB read \
         (a zip bomb or a huge workbook)",
    );
    let ods = hostile::ods_repeats(dir.path());
    refused(
        &ods,
        "too large: the repeated rows and columns of sheet 'Repeats' spell out 65,536 by 16,384 cells; \
         at most 1,000,000 cells (all sheets together) are read",
    );
    let corners = hostile::far_corners(dir.path());
    sheetdoku()
        .args(["solve", "--puzzle", "Sheet1!A1:I9"])
        .arg(&corners)
        .assert()
        .code(2)
        .stderr(predicate::str::contains(
            "sheet 'Sheet1': too large: the used range A1:XFD1048576 holds 17,179,869,184 cells",
        ));
}

#[test]
fn clashing_givens_are_a_result_exit_1() {
    let dir = TempDir::new().unwrap();
    let path = text_file(&dir, "clash.txt", &format!("11{}", ".".repeat(79)));
    sheetdoku()
        .arg("check")
        .arg(&path)
        .assert()
        .code(1)
        .stdout(predicate::str::contains(
            "clash: A1 and B1 both hold 1 in row 1",
        ));
    sheetdoku()
        .arg("solve")
        .arg(&path)
        .arg("-o")
        .arg(dir.path().join("out.xlsx"))
        .assert()
        .code(1)
        .stdout(predicate::str::contains("no solution"));
}

#[test]
fn an_unreadable_file_exits_2() {
    use std::os::unix::fs::PermissionsExt;
    let dir = TempDir::new().unwrap();
    std::fs::set_permissions(dir.path(), std::fs::Permissions::from_mode(0o755)).unwrap();
    let path = text_file(&dir, "locked.txt", &".".repeat(81));
    std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o000)).unwrap();
    let message = format!(
        "sheetdoku: error: {}: Permission denied (os error 13)",
        path.display()
    );
    if std::fs::File::open(&path).is_err() {
        io_refused(&path, "Permission denied (os error 13)");
        return;
    }
    // Root reads a mode-000 file: run the binary as `nobody` instead, when
    // this machine lets us (setpriv, and a binary nobody may execute).
    let bin = assert_cmd::cargo::cargo_bin("sheetdoku");
    let as_nobody = |args: &[&std::ffi::OsStr]| {
        std::process::Command::new("setpriv")
            .args(["--reuid=65534", "--regid=65534", "--clear-groups"])
            .args(args)
            .output()
    };
    let probe = as_nobody(&[bin.as_os_str(), "--version".as_ref()]);
    if !probe.is_ok_and(|o| o.status.success()) {
        eprintln!(
            "an_unreadable_file_exits_2: skipped, running as root without a way to drop to nobody"
        );
        return;
    }
    let out = as_nobody(&[bin.as_os_str(), "check".as_ref(), path.as_os_str()]).unwrap();
    assert_eq!(out.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.starts_with(&message), "{stderr}");
}

/// A named pipe at `dir/name`.
fn fifo(dir: &TempDir, name: &str) -> PathBuf {
    let path = dir.path().join(name);
    let made = std::process::Command::new("mkfifo")
        .arg(&path)
        .status()
        .unwrap();
    assert!(made.success());
    path
}

#[test]
fn special_files_are_refused_at_once_by_kind() {
    // A named pipe waits for a writer when opened, a device may never end:
    // each is refused before it is opened (it once hung forever).
    let dir = TempDir::new().unwrap();
    let pipe = fifo(&dir, "puzzle.ods");
    let text_pipe = fifo(&dir, "puzzle.txt");
    let cases: [(&Path, &str); 3] = [
        (
            &pipe,
            "is a named pipe (FIFO), not a puzzle file; give a saved file",
        ),
        (
            &text_pipe,
            "is a named pipe (FIFO), not a puzzle file; give a saved file",
        ),
        (
            Path::new("/dev/zero"),
            "is a character device, not a puzzle file; give a saved file",
        ),
    ];
    for (file, message) in cases {
        for command in ["solve", "check", "count", "rate", "hint", "explain"] {
            sheetdoku()
                .arg(command)
                .arg(file)
                .timeout(std::time::Duration::from_secs(20))
                .assert()
                .code(2)
                .stderr(predicate::str::starts_with(format!(
                    "sheetdoku: error: {}: {message}",
                    file.display()
                )));
        }
    }
    sheetdoku()
        .args(["template", "--from"])
        .arg(&pipe)
        .arg("-o")
        .arg(dir.path().join("t.xlsx"))
        .timeout(std::time::Duration::from_secs(20))
        .assert()
        .code(2)
        .stderr(predicate::str::contains("is a named pipe (FIFO)"));
    assert!(!dir.path().join("t.xlsx").exists());
}

#[test]
fn a_named_pipe_among_returned_files_does_not_stop_the_marking() {
    let dir = TempDir::new().unwrap();
    let input = text_file(&dir, "puzzle.txt", &format!("{}\n", super::common::MATLAB));
    let book = dir.path().join("anna.xlsx");
    sheetdoku()
        .arg("solve")
        .arg(&input)
        .arg("-o")
        .arg(&book)
        .assert()
        .success();
    let pipe = fifo(&dir, "boris.xlsx");
    let out = sheetdoku()
        .arg("check")
        .arg(&book)
        .arg(&pipe)
        .timeout(std::time::Duration::from_secs(60))
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.code().is_some(), "killed: {stdout}");
    let row = |name: &str| {
        stdout
            .lines()
            .find(|l| l.contains(name))
            .unwrap_or_default()
            .to_string()
    };
    assert!(row("boris.xlsx").contains("named pipe"), "{stdout}");
    assert!(!row("anna.xlsx").is_empty(), "{stdout}");
    assert!(!row("anna.xlsx").contains("not marked"), "{stdout}");
}

/// Every numeric option of every command, given values a user may type by
/// mistake (or on purpose): a usage error or a sensible run, never a panic
/// (`--time-limit 1e20` once panicked). Runs that start real work are
/// bounded by a short time limit where the command has one.
#[test]
fn no_option_value_panics() {
    let dir = TempDir::new().unwrap();
    let puzzle = text_file(&dir, "puzzle.txt", &format!("{}\n", super::common::MATLAB));
    let p = puzzle.to_str().unwrap().to_string();
    let out = dir.path().join("out.xlsx");
    let o = out.to_str().unwrap().to_string();
    let values = [
        "0",
        "-1",
        "-0",
        "1e20",
        "inf",
        "-inf",
        "nan",
        "NaN",
        "1.5",
        "",
        " ",
        "x",
        "18446744073709551616",
        "99999999999999999999999999",
        "4294967296",
        "65536",
        "2147483648",
    ];
    // (command and its other arguments, the option, a time limit to add)
    let short = ["--time-limit", "2"];
    let cases: Vec<(Vec<&str>, &str, bool)> = vec![
        (vec!["solve", &p, "--no-output"], "--time-limit", false),
        (vec!["solve", &p, "--no-output"], "--size", true),
        (vec!["solve", &p, "--no-output"], "--jobs", true),
        (vec!["check", &p], "--time-limit", false),
        (vec!["check", &p], "--size", true),
        (vec!["count", &p], "--time-limit", false),
        (vec!["count", &p], "--limit", true),
        (vec!["count", &p], "--size", true),
        (vec!["rate", &p], "--time-limit", false),
        (vec!["rate", &p], "--size", true),
        (vec!["hint", &p], "--level", false),
        (vec!["hint", &p], "--size", false),
        (vec!["explain", &p], "--size", false),
        (vec!["template", "-o", &o], "--size", false),
        (vec!["generate"], "--time-limit", false),
        (vec!["generate"], "--count", true),
        (vec!["generate"], "--size", true),
        (vec!["generate"], "--seed", true),
        (vec!["generate"], "--givens", true),
        (vec!["generate"], "--attempts", true),
        (vec!["generate"], "--copies", true),
        (vec!["generate"], "--rating", true),
        (vec!["generate"], "--difficulty", true),
        (vec!["generate", "-o", &o], "--per-page", true),
        (vec!["generate", "--killer"], "--max-cage", true),
        (vec!["worksheet", &p, "-o", &o], "--time-limit", false),
        (vec!["worksheet", &p, "-o", &o], "--per-page", false),
        (
            vec!["explore", "grids", "--size", "4"],
            "--time-limit",
            false,
        ),
        (vec!["explore", "grids"], "--size", true),
        (vec!["explore", "grids", "--size", "9"], "--probes", true),
        (vec!["explore", "grids", "--size", "4"], "--jobs", true),
        (
            vec!["explore", "min-givens", "--size", "4"],
            "--grids",
            true,
        ),
        (vec!["explore", "min-givens"], "--size", true),
    ];
    for (args, option, bounded) in &cases {
        for value in values {
            let mut cmd = sheetdoku();
            cmd.args(args).arg(format!("{option}={value}"));
            if *bounded {
                cmd.args(short);
            }
            let run = cmd
                .timeout(std::time::Duration::from_secs(30))
                .output()
                .unwrap();
            let stderr = String::from_utf8_lossy(&run.stderr);
            let shown = format!("{args:?} {option}={value}: {:?} {stderr}", run.status);
            assert!(!stderr.contains("panicked"), "{shown}");
            assert!(matches!(run.status.code(), Some(0..=3)), "{shown}");
        }
    }
}
