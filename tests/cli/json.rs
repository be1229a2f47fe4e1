//! `--json`: every line of standard output is one JSON object with a
//! `kind`, the fields the command reference (`docs/commands.md`) lists; the report for a person goes to
//! standard error.

use std::path::Path;

use serde_json::Value;
use sheetdoku::check::is_solution;
use sheetdoku::{Geometry, Grid, Variant};
use tempfile::TempDir;

use super::common::{sample, sheetdoku, text_file, MATLAB};
use super::pupil::pupil_saves;

/// Runs `sheetdoku --json ARGS`: exit code, the objects of stdout, stderr.
fn json(args: &[&str], files: &[&Path]) -> (i32, Vec<Value>, String) {
    let mut cmd = sheetdoku();
    cmd.arg("--json").args(args);
    for f in files {
        cmd.arg(f);
    }
    let out = cmd.output().unwrap();
    let stdout = String::from_utf8(out.stdout).unwrap();
    let objects = stdout
        .lines()
        .map(|line| {
            serde_json::from_str::<Value>(line)
                .unwrap_or_else(|e| panic!("not one JSON object per line ({e}): {line}"))
        })
        .collect();
    let stderr = String::from_utf8(out.stderr).unwrap();
    (out.status.code().unwrap(), objects, stderr)
}

/// The solution workbook `name` of the MATLAB puzzle, in `dir`.
fn solved_matlab(dir: &TempDir, name: &str) -> std::path::PathBuf {
    let input = text_file(dir, "matlab.txt", &format!("{MATLAB}\n"));
    let book = dir.path().join(name);
    sheetdoku()
        .arg("solve")
        .arg(&input)
        .arg("-o")
        .arg(&book)
        .assert()
        .success();
    book
}

fn of_kind<'a>(objects: &'a [Value], kind: &str) -> Vec<&'a Value> {
    objects.iter().filter(|o| o["kind"] == kind).collect()
}

#[test]
fn solve_gives_the_solution_the_uniqueness_and_the_file_written() {
    let dir = TempDir::new().unwrap();
    let out = dir.path().join("w.ods");
    let (code, objects, stderr) = json(
        &["solve", "--unique", "-o", out.to_str().unwrap()],
        &[&sample("windoku-x.ods")],
    );
    assert_eq!(code, 0);
    let solve = of_kind(&objects, "solve");
    assert_eq!(solve.len(), 1);
    let s = solve[0];
    assert_eq!(s["status"], "solved");
    assert_eq!(s["unique"], "unique");
    assert_eq!(s["variant"], "windoku-x");
    assert_eq!(s["size"], 9);
    let givens = Grid::parse_line(s["grid"].as_str().unwrap()).unwrap();
    let solution = Grid::parse_line(s["solution"].as_str().unwrap()).unwrap();
    let g = Geometry::for_variant(Variant::WINDOKU_X, 9, None).unwrap();
    assert!(is_solution(&g, &givens, &solution).unwrap());
    assert_eq!(s["givens"], givens.given_count());
    assert!(s["line"].as_str().unwrap().ends_with("variant=windoku-x"));
    let written = of_kind(&objects, "written");
    assert_eq!(written[0]["what"], "solution");
    assert_eq!(written[0]["file"], out.display().to_string());
    assert!(out.is_file());
    // The person's report went to stderr.
    assert!(stderr.contains("unique: proven"), "{stderr}");
}

/// `decided_by` and the headline say what decided the BLP: microlp itself
/// only on the paper's model (presolve off); with the givens fixed, the
/// native engine's search, whose grid meets every row (9x9 and 25x25).
#[test]
fn solve_says_what_decided_the_blp() {
    let dir = TempDir::new().unwrap();
    let nine = text_file(&dir, "matlab.txt", &format!("{MATLAB}\n"));
    let big = super::common::data("several25.txt");
    struct Case<'a> {
        args: &'a [&'a str],
        file: &'a Path,
        exits: &'a [i32],
        by: &'a str,
        words: &'a str,
    }
    let windoku = sample("windoku-x.ods");
    let cases = [
        Case {
            args: &["--presolve", "off"],
            file: &nine,
            exits: &[0],
            by: "solver",
            words: "Solved by the BLP with microlp in",
        },
        Case {
            args: &[],
            file: &windoku,
            exits: &[0],
            by: "engine",
            words: "the native engine's search on the presolved model",
        },
        // Several solutions: exit 1 when the default check finds a second
        // one within its cap, 0 when it stops first (a slow machine).
        Case {
            args: &[],
            file: &big,
            exits: &[0, 1],
            by: "engine",
            words: "the native engine's search on the presolved model",
        },
    ];
    for Case {
        args,
        file,
        exits,
        by,
        words,
    } in cases
    {
        let mut all = vec!["solve", "--no-output"];
        all.extend(args);
        let (code, objects, _) = json(&all, &[file]);
        assert!(exits.contains(&code), "{file:?}: exit {code}");
        let s = of_kind(&objects, "solve")[0];
        assert_eq!(s["method"], "blp", "{file:?}");
        assert_eq!(s["decided_by"], by, "{file:?}");
        let headline = s["headline"].as_str().unwrap();
        assert!(headline.contains(words), "{headline}");
    }
}

#[test]
fn solve_of_contradicting_givens_names_the_dropped_cells() {
    let dir = TempDir::new().unwrap();
    // Two 5s in the first row of the MATLAB puzzle.
    let mut line: Vec<char> = MATLAB.chars().collect();
    line[0] = '5';
    line[3] = '5';
    let file = text_file(
        &dir,
        "bad.txt",
        &format!("{}\n", line.iter().collect::<String>()),
    );
    let (code, objects, _) = json(&["solve", "--no-output"], &[&file]);
    assert_eq!(code, 1);
    let s = of_kind(&objects, "solve")[0];
    assert_eq!(s["status"], "no_solution");
    let dropped = s["dropped"].as_array().unwrap();
    assert!(!dropped.is_empty());
    for cell in dropped {
        let (row, col) = (cell["row"].as_u64().unwrap(), cell["col"].as_u64().unwrap());
        assert_eq!(row, 0, "{cell}");
        assert!(col == 0 || col == 3, "{cell}");
        assert!(cell["name"].as_str().unwrap().ends_with('1'), "{cell}");
    }
    assert!(s["headline"].as_str().unwrap().starts_with("No solution"));
}

#[test]
fn check_lists_clashes_and_wrong_digits_cell_by_cell() {
    let dir = TempDir::new().unwrap();
    let book = solved_matlab(&dir, "class.xlsx");
    let pupil = dir.path().join("pupil.xlsx");
    // Column F holds 5 in row 6; the pupil types 5 in row 2 of column F.
    pupil_saves(&book, &pupil, "Play", &[(1, 5, 5)]);
    let (code, objects, _) = json(&["check"], &[&pupil]);
    assert_eq!(code, 1);
    let c = of_kind(&objects, "check")[0];
    assert_eq!(c["sheet"], "Play");
    assert_eq!(c["verdict"], "clash");
    assert_eq!(
        (c["typed"].as_u64(), c["to_fill"].as_u64()),
        (Some(1), Some(60))
    );
    assert_eq!(c["solution_stored"], true);
    let clash = &c["clashes"][0];
    assert_eq!(clash["unit"], "column F");
    assert_eq!(clash["digit"], "5");
    assert_eq!(clash["text"], "F2 and F6 both hold 5 in column F");
    let cells: Vec<(String, u64, u64)> = clash["cells"]
        .as_array()
        .unwrap()
        .iter()
        .map(|v| {
            (
                v["name"].as_str().unwrap().to_string(),
                v["row"].as_u64().unwrap(),
                v["col"].as_u64().unwrap(),
            )
        })
        .collect();
    assert_eq!(cells, [("F2".into(), 1, 5), ("F6".into(), 5, 5)]);
    // The typed 5 is not the solution's digit either.
    assert_eq!(c["wrong"][0]["name"], "F2");
    // The grid as read, to find it on the sheet.
    let grid = c["grid"].as_str().unwrap();
    assert_eq!(grid.chars().nth(9 + 5), Some('5'));
}

#[test]
fn marking_a_class_gives_one_object_per_row() {
    let dir = TempDir::new().unwrap();
    let book = solved_matlab(&dir, "class.ods");
    let marks = dir.path().join("marks.ods");
    let (code, objects, _) = json(
        &["check", "-o", marks.to_str().unwrap()],
        &[&book, &sample("mini-4x4.ods")],
    );
    // One file could not be marked: exit 2 after the rows and the marks.
    assert_eq!(code, 2);
    let rows = of_kind(&objects, "mark");
    assert_eq!(rows.len(), 2);
    // The class workbook as written: nothing typed yet.
    assert_eq!(rows[0]["verdict"], "not_started");
    assert_eq!(rows[0]["typed"], 0);
    assert_eq!(rows[1]["verdict"], "not_marked");
    assert!(rows[1]["reason"]
        .as_str()
        .unwrap()
        .contains("not a workbook"));
    assert_eq!(of_kind(&objects, "written")[0]["what"], "marks");
    assert!(marks.is_file());
    let error = of_kind(&objects, "error")[0];
    assert_eq!(error["exit"], 2);
}

#[test]
fn hint_explain_rate_and_count_speak_json() {
    let file = sample("mini-4x4.ods");
    for level in ["1", "2", "3"] {
        let (code, objects, _) = json(&["hint", "--level", level], &[&file]);
        assert_eq!(code, 0);
        let h = of_kind(&objects, "hint")[0];
        assert_eq!(h["level"].as_u64().unwrap().to_string(), level);
        assert_eq!(h["mistake"], false);
        assert!(!h["text"].as_str().unwrap().is_empty());
    }
    let (_, objects, _) = json(&["explain"], &[&file]);
    let e = of_kind(&objects, "explain")[0];
    assert_eq!(e["level"], "easy");
    assert_eq!(e["end"], "Solved.");
    assert!(e["steps"].as_array().unwrap().len() >= 12);
    let (_, objects, _) = json(&["rate"], &[&file]);
    let r = of_kind(&objects, "rate")[0];
    assert_eq!(r["rating"], "1.2");
    assert_eq!(r["techniques"][0]["count"], 12);
    let (code, objects, _) = json(&["count"], &[&file]);
    assert_eq!(code, 0);
    let c = of_kind(&objects, "count")[0];
    assert_eq!(
        (c["solutions"].as_u64(), c["exact"].as_bool()),
        (Some(1), Some(true))
    );
}

#[test]
fn a_hint_on_a_clashing_grid_is_a_mistake() {
    let dir = TempDir::new().unwrap();
    let file = text_file(&dir, "clash.txt", "11..............\n");
    let (code, objects, _) = json(&["hint"], &[&file]);
    assert_eq!(code, 1);
    let h = of_kind(&objects, "hint")[0];
    assert_eq!(h["mistake"], true);
    assert!(h["text"].as_str().unwrap().contains("A1 and B1"));
}

#[test]
fn generate_gives_each_puzzle_as_it_is_made_and_copies_numbered() {
    let dir = TempDir::new().unwrap();
    let out = dir.path().join("p.txt");
    let (code, objects, _) = json(
        &[
            "generate",
            "--count",
            "2",
            "--copies",
            "2",
            "--seed",
            "5",
            "-o",
            out.to_str().unwrap(),
        ],
        &[],
    );
    assert_eq!(code, 0);
    let made = of_kind(&objects, "puzzle");
    let numbers: Vec<(u64, Option<u64>)> = made
        .iter()
        .map(|p| (p["number"].as_u64().unwrap(), p["copy"].as_u64()))
        .collect();
    assert_eq!(
        numbers,
        // The class gets the copies; each original is only a comment.
        [(1, Some(1)), (1, Some(2)), (2, Some(1)), (2, Some(2))]
    );
    // Each line reads back as the puzzle it describes.
    for p in &made {
        let givens = Grid::parse_line(p["grid"].as_str().unwrap()).unwrap();
        assert_eq!(p["givens"], givens.given_count());
        assert!(["easy", "medium", "hard", "expert", "fiendish", "extreme"]
            .contains(&p["level"].as_str().unwrap()));
    }
    let written = of_kind(&objects, "written")[0];
    assert_eq!(
        (written["what"].as_str(), written["puzzles"].as_u64()),
        (Some("puzzles"), Some(4))
    );
}

#[test]
fn a_killer_counts_its_cages_and_its_line_holds_them() {
    let (code, objects, _) = json(&["generate", "--killer", "--size", "4", "--seed", "2"], &[]);
    assert_eq!(code, 0);
    let made = of_kind(&objects, "puzzle");
    assert_eq!(made[0]["variant"], "standard");
    let line = made[0]["line"].as_str().unwrap();
    let cages = line.split(" cages=").nth(1).unwrap().split(';').count();
    assert_eq!(made[0]["cages"].as_u64(), Some(cages as u64));
    // A puzzle without cages says 0.
    let (_, objects, _) = json(&["generate", "--size", "4", "--seed", "2"], &[]);
    assert_eq!(of_kind(&objects, "puzzle")[0]["cages"].as_u64(), Some(0));
}

#[test]
fn template_and_worksheet_report_the_file_written() {
    let dir = TempDir::new().unwrap();
    let t = dir.path().join("t.ods");
    let (code, objects, _) = json(
        &["template", "--variant", "x", "-o", t.to_str().unwrap()],
        &[],
    );
    assert_eq!(code, 0);
    assert_eq!(objects.len(), 1);
    assert_eq!(objects[0]["what"], "template");
    let input = text_file(&dir, "two.txt", &format!("{MATLAB}\n{MATLAB}\n"));
    let w = dir.path().join("w.xlsx");
    let (code, objects, _) = json(&["worksheet", "-o", w.to_str().unwrap()], &[&input]);
    assert_eq!(code, 0);
    assert_eq!(objects[0]["what"], "worksheet");
    assert_eq!(objects[0]["puzzles"], 2);
}

#[test]
fn an_error_is_an_object_with_its_exit_code() {
    let (code, objects, stderr) = json(&["solve"], &[Path::new("no-such-file.ods")]);
    assert_eq!(code, 2);
    assert_eq!(objects.len(), 1);
    assert_eq!(objects[0]["kind"], "error");
    assert_eq!(objects[0]["exit"], 2);
    assert!(objects[0]["message"]
        .as_str()
        .unwrap()
        .contains("no-such-file.ods"));
    assert!(stderr.contains("no-such-file.ods"));
    let (code, objects, stderr) = json(&["explore", "grids", "--size", "4"], &[]);
    assert_eq!(code, 2);
    assert!(objects.is_empty());
    assert!(stderr.contains("explore has no --json"));
}

#[test]
fn a_killer_without_solution_lists_the_cages_dropped() {
    let dir = TempDir::new().unwrap();
    // The 4x4 test killer with the sums of the one-cell cages at C3 and D4
    // swapped: no grid keeps every cage.
    let input = text_file(
        &dir,
        "swapped.txt",
        "................ cages=1:A1;7:B1,B2,B3;8:C1,D1,C2;9:A2,A3,A4;5:D2,D3;1:C3;5:B4,C4;4:D4\n",
    );
    let (code, objects, _) = json(&["solve", "--no-output"], &[&input]);
    assert_eq!(code, 1);
    let solve = &objects[0];
    assert_eq!(solve["status"], "no_solution");
    assert_eq!(solve["dropped"].as_array().unwrap().len(), 0);
    let cages = solve["dropped_cages"].as_array().unwrap();
    assert_eq!(cages.len(), 2, "{solve}");
    let grid = solve["solution"].as_str().unwrap();
    for cage in cages {
        assert_ne!(cage["sum"], cage["grid_sum"]);
        let total: u32 = cage["cells"]
            .as_array()
            .unwrap()
            .iter()
            .map(|c| {
                let at = c["row"].as_u64().unwrap() * 4 + c["col"].as_u64().unwrap();
                grid.as_bytes()[at as usize] as u32 - u32::from(b'0')
            })
            .sum();
        assert_eq!(cage["grid_sum"].as_u64(), Some(u64::from(total)));
        assert_eq!(cage["head"], cage["cells"][0]["name"]);
    }
    // A puzzle that solves drops nothing.
    let (_, objects, _) = json(
        &["solve", "--no-output"],
        &[&text_file(&dir, "m.txt", MATLAB)],
    );
    assert_eq!(
        objects[0]["dropped_cages"].as_array().map(Vec::len),
        Some(0)
    );
}
