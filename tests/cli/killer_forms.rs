//! The published killer forms end to end (#47): a cage joined by a corner
//! (a diagonal arrow, SudoCue's numbers) solved to its one solution, one
//! bad line among good ones reported with its line while the others are
//! done (exit 2), and Simple Sudoku's `.ss` grid.

use super::common::{sheetdoku, text_file, MATLAB};
use tempfile::TempDir;

/// A killer of our calibration set with two of its cages made one across a
/// corner: C7 and D8 touch at a corner only ('`' at D8). One solution.
const CORNER: &str =
    "D<<A<E<I<J<<^^CI^6J<GH<^^<^D^^<5E^7^^M<<<^D^CE<68^^^U^^J<^64^^<A<F`^^92^^>^7F<48<";
const CORNER_SOLUTION: &str =
    "751236849289417653643985271897654312532198764416372598974523186365841927128769435";

/// The same killer in SudoCue's form (`sum * 256 + cage number`).
const CORNER_SUDOCUE: &str = "3x3::k:3328:3328:3328:2561:2561:3587:3587:4612:4612:4869:4869:\
    4869:2561:2561:3078:4615:4612:1544:4866:4866:4106:4363:4363:3078:4615:4615:1544:3341:4866:\
    4106:4106:1296:3593:4615:1811:1544:3341:5644:5644:5644:5644:3593:3348:1811:3094:3605:3605:\
    1561:2063:5644:3593:3348:7698:3094:3605:4896:4896:2063:1562:1048:3348:7698:7698:2587:2587:\
    3854:4896:1562:1048:2321:541:7698:2587:3854:3854:1815:3870:3870:1055:2076:2076:";

#[test]
fn a_killer_with_a_cage_joined_by_a_corner_is_solved() {
    let dir = TempDir::new().unwrap();
    for (name, line) in [("snarf.txt", CORNER), ("sudocue.txt", CORNER_SUDOCUE)] {
        let file = text_file(&dir, name, &format!("{line}\n"));
        let answer = dir.path().join(format!("{name}-answer.txt"));
        let out = sheetdoku()
            .arg("solve")
            .arg(&file)
            .arg("-o")
            .arg(&answer)
            .output()
            .unwrap();
        let stdout = String::from_utf8_lossy(&out.stdout);
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(0), "{name}: {stdout}{stderr}");
        assert!(stdout.contains("unique: yes"), "{name}: {stdout}");
        // The answer's line keeps the cage joined by its corner.
        let written = std::fs::read_to_string(&answer).unwrap();
        assert!(written.starts_with(CORNER_SOLUTION), "{name}: {written}");
        assert!(written.contains(";19~:B7,C7,D8;"), "{name}: {written}");
        // The workbook keeps the cage and reads back to the same killer.
        let book = dir.path().join(format!("{name}.xlsx"));
        sheetdoku()
            .arg("solve")
            .arg(&file)
            .arg("-o")
            .arg(&book)
            .assert()
            .success();
        let counted = sheetdoku().arg("count").arg(&book).output().unwrap();
        let text = String::from_utf8_lossy(&counted.stdout);
        assert_eq!(counted.status.code(), Some(0), "{text}");
        assert!(text.contains("1 solution"), "{text}");
    }
}

#[test]
fn a_bad_line_is_reported_and_the_others_are_done() {
    let dir = TempDir::new().unwrap();
    let text = format!("# killers\n{CORNER}\n<79<^^5^9^^6^<>^\n{CORNER_SUDOCUE}\n");
    let file = text_file(&dir, "killers.txt", &text);
    for command in ["count", "solve", "rate"] {
        let out = sheetdoku().arg(command).arg(&file).output().unwrap();
        let stdout = String::from_utf8_lossy(&out.stdout);
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{command}: {stdout}{stderr}");
        assert!(
            stderr.contains("killers.txt, line 3: A1: '<' points off the grid"),
            "{command}: {stderr}"
        );
        assert!(
            stderr.contains("1 line could not be read"),
            "{command}: {stderr}"
        );
        // Lines 2 and 4 are done.
        assert!(stdout.contains("line 2: "), "{command}: {stdout}");
        assert!(stdout.contains("line 4: "), "{command}: {stdout}");
    }
    // --json: the bad line, the counts, then the error that ends it.
    let out = sheetdoku()
        .args(["--json", "count"])
        .arg(&file)
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    let kinds: Vec<String> = stdout
        .lines()
        .map(|l| {
            let v: serde_json::Value = serde_json::from_str(l).unwrap();
            v["kind"].as_str().unwrap().to_string()
        })
        .collect();
    assert_eq!(kinds, ["bad_line", "count", "count", "error"], "{stdout}");
    assert!(stdout.contains(r#""line":3"#), "{stdout}");
    // A file of one bad line fails as it always did.
    let one = text_file(&dir, "one.txt", "<79<^^5^9^^6^<>^\n");
    let out = sheetdoku().arg("count").arg(&one).output().unwrap();
    assert_eq!(out.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(
        stderr.trim(),
        format!(
            "sheetdoku: error: {}, line 1: A1: '<' points off the grid",
            one.display()
        )
    );
}

#[test]
fn a_simple_sudoku_grid_is_read() {
    let dir = TempDir::new().unwrap();
    // The MATLAB example drawn as Simple Sudoku draws it, X for empty.
    let mut ss = String::from("*-----------*\n");
    for row in 0..9 {
        if row == 3 || row == 6 {
            ss.push_str("|---+---+---|\n");
        }
        let cells: String = MATLAB[row * 9..row * 9 + 9].replace('.', "X");
        ss.push_str(&format!(
            "|{}|{}|{}|\n",
            &cells[..3],
            &cells[3..6],
            &cells[6..]
        ));
    }
    ss.push_str("*-----------*\n");
    let file = text_file(&dir, "matlab.ss", &ss);
    let plain = text_file(&dir, "matlab.txt", &format!("{MATLAB}\n"));
    let solved = |path: &std::path::Path| {
        let answer = path.with_extension("answer.txt");
        let out = sheetdoku()
            .arg("solve")
            .arg(path)
            .arg("-o")
            .arg(&answer)
            .output()
            .unwrap();
        let stdout = String::from_utf8_lossy(&out.stdout).to_string();
        assert_eq!(out.status.code(), Some(0), "{stdout}");
        assert!(stdout.contains("unique: yes"), "{stdout}");
        std::fs::read_to_string(&answer).unwrap()
    };
    assert_eq!(solved(&file), solved(&plain));
    // A wrong row is refused by its line.
    let bad = ss.replacen("|X2X|", "|X2XX|", 1);
    let file = text_file(&dir, "bad.ss", &bad);
    let out = sheetdoku().arg("solve").arg(&file).output().unwrap();
    assert_eq!(out.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains("bad.ss, line "), "{stderr}");
}

#[test]
fn a_worksheet_of_a_killer_joined_by_a_corner_is_marked() {
    let dir = TempDir::new().unwrap();
    let file = text_file(&dir, "corner.txt", &format!("{CORNER}\n"));
    let sheet = dir.path().join("class.xlsx");
    sheetdoku()
        .arg("worksheet")
        .arg(&file)
        .arg("-o")
        .arg(&sheet)
        .assert()
        .success();
    // The printed grid's sums ("19…" at B7) tell it apart as the teacher's
    // key says: the pupil's copy is found and marked.
    let teacher = dir.path().join("class-teacher.xlsx");
    let out = sheetdoku()
        .arg("check")
        .arg("--key")
        .arg(&teacher)
        .arg(&sheet)
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(0), "{stdout}");
    assert!(stdout.contains("not started"), "{stdout}");
    assert!(!stdout.contains("not marked"), "{stdout}");
}
