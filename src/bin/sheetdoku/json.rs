//! `--json`: the machine-readable output other programs (the LibreOffice
//! extension) read. Every result is one JSON object on a line of its own on
//! standard output, with a `"kind"` saying what it is; the report a person
//! reads goes to standard error instead. The shapes are listed in the
//! command reference (`docs/commands.md`, "Machine-readable output"); field names are stable: new fields
//! may be added, none is renamed or removed.
//!
//! The commands call [`emit`] with one of the builders below; with no
//! `--json` it does nothing. The library's values are written by their own
//! serde form (the `serde` feature): a grid as its line, a variant by its
//! name, a level, a score, a technique, a verdict, a count. The objects
//! around them stay built here: each is a view for the extension, with
//! cells named as the sheet prints them (which needs the puzzle's
//! [`CellNamer`](sheetdoku::CellNamer)), the puzzle's one-line form and
//! words in the pages' language, none of which a report holds.

use std::io::Write;
use std::path::Path;
use std::sync::{Mutex, OnceLock};

use serde_json::{json, Value};
use sheetdoku::check::{Conflict, Mark, MarkRow, ReturnedGrid, RowResult};
use sheetdoku::rate::{Ending, Rating, SolvingPath};
use sheetdoku::solve::{Count, DecidedBy, Method, Repair, SolveReport, Uniqueness};
use sheetdoku::write::puzzle_line;
use sheetdoku::{Geometry, Grid, Puzzle};

/// Where the JSON lines go once [`start`] ran: the process's original
/// standard output.
static SINK: OnceLock<Mutex<Box<dyn Write + Send>>> = OnceLock::new();

/// Turns JSON output on: from here on standard output carries only JSON
/// lines, and whatever the command prints for a person goes to standard
/// error. Call once, before anything is printed.
pub fn start() {
    let sink: Box<dyn Write + Send> = match human_text_to_stderr() {
        Some(file) => Box::new(file),
        None => Box::new(std::io::stdout()),
    };
    let _ = SINK.set(Mutex::new(sink));
}

/// Points file descriptor 1 at standard error and returns a handle on the
/// original standard output.
#[cfg(unix)]
fn human_text_to_stderr() -> Option<std::fs::File> {
    use std::os::fd::FromRawFd;
    // SAFETY: called once from main before any output; dup and dup2 only
    // copy descriptors, and the duplicate is owned by the File alone.
    unsafe {
        let saved = libc::dup(1);
        if saved < 0 {
            return None;
        }
        if libc::dup2(2, 1) < 0 {
            libc::close(saved);
            return None;
        }
        Some(std::fs::File::from_raw_fd(saved))
    }
}

/// Elsewhere the human text stays on standard output beside the JSON lines
/// (readers skip lines that do not start with `{`).
#[cfg(not(unix))]
fn human_text_to_stderr() -> Option<std::fs::File> {
    None
}

/// Writes the value `value` makes as one line, when `--json` was given
/// (without it the value is not made: `count` on a file of thousands of
/// puzzles spent a sixth of its time building lines nobody asked for). In
/// one write, so that a reader which stops the command (the Calc
/// extension's Cancel) never finds half a line on the pipe (formatting
/// straight into the unbuffered sink wrote each piece of the value on its
/// own).
pub fn emit(value: impl FnOnce() -> Value) {
    if let Some(sink) = SINK.get() {
        if let Ok(mut out) = sink.lock() {
            let line = format!("{}\n", value());
            let _ = out.write_all(line.as_bytes());
            let _ = out.flush();
        }
    }
}

/// A cell: its name as the sheet prints it and its 0-based row and column
/// in the grid.
fn cell(namer: &sheetdoku::CellNamer, n: usize, c: usize) -> Value {
    json!({ "name": namer.cell(n, c), "row": c / n, "col": c % n })
}

/// Cells as [`cell`] writes each.
pub fn cells(namer: &sheetdoku::CellNamer, n: usize, list: &[usize]) -> Vec<Value> {
    list.iter().map(|&c| cell(namer, n, c)).collect()
}

/// The fields every puzzle result starts with.
fn puzzle_fields(label: &str, geometry: &Geometry, grid: &Grid) -> serde_json::Map<String, Value> {
    let mut map = serde_json::Map::new();
    map.insert("puzzle".into(), json!(label));
    map.insert("size".into(), json!(geometry.size()));
    map.insert("variant".into(), json!(geometry.variant()));
    map.insert("cages".into(), json!(geometry.cages().count()));
    map.insert("grid".into(), json!(grid));
    map.insert("line".into(), json!(puzzle_line(geometry, grid).ok()));
    map
}

fn object(mut map: serde_json::Map<String, Value>, kind: &str, rest: Value) -> Value {
    map.insert("kind".into(), json!(kind));
    if let Value::Object(rest) = rest {
        map.extend(rest);
    }
    Value::Object(map)
}

/// `solve`: one puzzle's result.
pub fn solve(label: &str, puzzle: &Puzzle, report: &SolveReport, headline: &str) -> Value {
    let g = &puzzle.geometry;
    let n = g.size();
    let namer = puzzle.namer();
    let (status, solution, dropped, dropped_cages) = match report {
        SolveReport::Solved { grid, .. } => ("solved", Some(grid), Vec::new(), Vec::new()),
        SolveReport::NoSolution {
            repair: Repair::Found(relax),
            ..
        } => (
            "no_solution",
            Some(&relax.grid),
            cells(namer, n, &relax.dropped),
            g.cages()
                .filter(|(id, _)| relax.dropped_cages.contains(id))
                .map(|(_, cage)| {
                    let sum = cage.total(&relax.grid);
                    json!({
                        "head": namer.cell(n, cage.head()),
                        "sum": cage.sum.given(),
                        "cells": cells(namer, n, &cage.cells),
                        "grid_sum": sum,
                    })
                })
                .collect(),
        ),
        SolveReport::NoSolution { .. } => ("no_solution", None, Vec::new(), Vec::new()),
    };
    // The report's own serde form holds the BLP report and the second
    // solution; the extension reads only these names.
    let (method, unique) = match report {
        SolveReport::Solved {
            method, uniqueness, ..
        } => (
            match method {
                Method::Propagation => "propagation",
                Method::Blp(_) => "blp",
            },
            match uniqueness {
                Uniqueness::Unknown => "not_checked",
                Uniqueness::Undecided => "undecided",
                Uniqueness::Unique => "unique",
                Uniqueness::NotUnique(_) => "not_unique",
            },
        ),
        SolveReport::NoSolution { .. } => ("none", "not_checked"),
    };
    let decided_by = match report {
        SolveReport::Solved {
            method: Method::Blp(blp),
            ..
        } => Some(match blp.decided_by {
            DecidedBy::Presolve => "presolve",
            DecidedBy::Solver => "solver",
            DecidedBy::BranchAndBoundWithLp => "branch_and_bound_with_lp",
            DecidedBy::Search => "search",
            DecidedBy::Engine => "engine",
        }),
        _ => None,
    };
    let mut fields = puzzle_fields(label, g, &puzzle.givens);
    fields.insert("givens".into(), json!(puzzle.givens.given_count()));
    object(
        fields,
        "solve",
        json!({
            "status": status,
            "solution": solution,
            "dropped": dropped,
            "dropped_cages": dropped_cages,
            "unique": unique,
            "method": method,
            "decided_by": decided_by,
            "headline": headline,
            "elapsed_ms": report.elapsed().as_secs_f64() * 1000.0,
        }),
    )
}

/// `solve` of a file of many: a puzzle that was not solved (`status`:
/// `time_limit` or `error`) and why.
pub fn unsolved(label: &str, puzzle: &Puzzle, status: &str, message: &str) -> Value {
    let mut fields = puzzle_fields(label, &puzzle.geometry, &puzzle.givens);
    fields.insert("givens".into(), json!(puzzle.givens.given_count()));
    object(
        fields,
        "solve",
        json!({ "status": status, "solution": null, "headline": message }),
    )
}

/// The clashes with their cells named as the sheet prints them and in
/// words (a view: a [`Conflict`]'s own serde form has cell and rule
/// numbers).
fn conflicts(g: &Geometry, namer: &sheetdoku::CellNamer, list: &[Conflict]) -> Vec<Value> {
    let n = g.size();
    list.iter()
        .map(|c| {
            let digit = match c {
                Conflict::Apart { digit, .. } | Conflict::Repeat { digit, .. } => {
                    Some(sheetdoku::model::symbol(*digit).to_string())
                }
                Conflict::Sum { .. } | Conflict::WrongSize { .. } => None,
                // The digit of the wrong parity.
                Conflict::Parity { digit, .. } => {
                    Some(sheetdoku::model::symbol(*digit).to_string())
                }
                // Two digits, named by the text.
                Conflict::Mark { .. } => None,
                // A sum named by the text.
                Conflict::Total { .. } => None,
                // A line's sum between its 1 and its n, named by the text.
                Conflict::Sandwich { .. } => None,
            };
            json!({
                "unit": c.rule().map(|id| g.constraint_name(id, namer)),
                "digit": digit,
                "cells": cells(namer, n, c.cells()),
                "text": c.describe(g, namer),
            })
        })
        .collect()
}

/// What `check` says of one grid, in the pages' language (`--lang`): the
/// lines the extension's Check my grid dialog shows.
pub struct CheckWords<'a> {
    /// The verdict with what it means.
    pub verdict: &'a str,
    /// "12 of 57 empty cells filled".
    pub filled: &'a str,
    /// Each clash, the wrong digits, which grid was counted.
    pub details: &'a [String],
}

/// `check` of one file: one grid's marking. `file` is the file as given.
pub fn check(file: &Path, grid: &ReturnedGrid, m: &Mark, words: &CheckWords) -> Value {
    let g = &grid.geometry;
    let mut fields = puzzle_fields(&grid.sheet, g, &grid.grid);
    fields.insert("file".into(), json!(file.display().to_string()));
    fields.insert("sheet".into(), json!(grid.sheet));
    // The same, typed for a program (the Calc extension): the workbook's
    // sheet by its name alone (null for a text file) and the puzzle's
    // number in its workbook.
    fields.insert(
        "sheet_name".into(),
        json!((!grid.sheet_name.is_empty()).then_some(&grid.sheet_name)),
    );
    fields.insert("puzzle_number".into(), json!(grid.puzzle));
    object(
        fields,
        "check",
        json!({
            "typed": m.typed,
            "to_fill": m.to_fill,
            "right": m.right,
            "verdict": m.verdict,
            "verdict_words": words.verdict,
            "filled_words": words.filled,
            "details": words.details,
            "clashes": conflicts(g, &grid.namer, &m.conflicts),
            "wrong": cells(&grid.namer, g.size(), &m.wrong),
            "solution_stored": grid.solution.is_some(),
        }),
    )
}

/// `check` of several files: one row of the marks.
pub fn mark_row(row: &MarkRow) -> Value {
    let (verdict, filled, cells, clashes, wrong, bad, reason) = match &row.result {
        RowResult::Marked(m) => (
            json!(m.verdict),
            Some(m.typed),
            Some(m.to_fill),
            Some(m.conflicts.len()),
            Some(m.wrong.len()),
            Some(m.bad.len()),
            None,
        ),
        RowResult::Missing => (json!("missing"), None, None, None, None, None, None),
        RowResult::Repeated(first) => {
            (json!("repeated"), None, None, None, None, None, Some(first))
        }
        RowResult::NotMarked(why) => (json!("not_marked"), None, None, None, None, None, Some(why)),
    };
    json!({
        "kind": "mark",
        "file": row.file,
        "pupil": row.pupil,
        "puzzle": row.puzzle,
        "verdict": verdict,
        "typed": filled,
        "to_fill": cells,
        "clashes": clashes,
        "wrong": wrong,
        "not_digits": bad,
        "details": row.details,
        "reason": reason,
    })
}

/// `check` of several files: the summary of the marks (`summary`, in the
/// pages' language), after the rows.
pub fn marks(files: usize, rows: &[MarkRow], summary: &str) -> Value {
    json!({
        "kind": "marks",
        "files": files,
        "grids": rows.iter().filter(|r| r.mark().is_some()).count(),
        "missing": rows.iter().filter(|r| r.result == RowResult::Missing).count(),
        "repeated": rows
            .iter()
            .filter(|r| matches!(r.result, RowResult::Repeated(_)))
            .count(),
        "not_marked": rows
            .iter()
            .filter(|r| matches!(r.result, RowResult::NotMarked(_)))
            .count(),
        "summary": summary,
    })
}

/// `hint`: the hint for one position. `sound` is false when the hint is a
/// mistake to correct first.
pub fn hint(label: &str, p: &Puzzle, level: u8, text: &str, sound: bool) -> Value {
    object(
        puzzle_fields(label, &p.geometry, &p.givens),
        "hint",
        json!({ "level": level, "text": text, "mistake": !sound }),
    )
}

/// The rating's fields shared by `rate`, `explain` and `generate` (a view:
/// the score only when the techniques solved the puzzle, the ending as the
/// two flags the extension reads).
fn rating_fields(r: &Rating) -> Value {
    json!({
        "level": r.level,
        "rating": r.solved_by_logic().then_some(r.score),
        "hardest": r.hardest,
        "solved_by_logic": r.solved_by_logic(),
        "contradiction": r.ending == Ending::Contradiction,
        "givens": r.givens,
    })
}

/// `rate`: one puzzle's level.
pub fn rate(label: &str, p: &Puzzle, r: &Rating) -> Value {
    let mut v = object(
        puzzle_fields(label, &p.geometry, &p.givens),
        "rate",
        rating_fields(r),
    );
    let uses: Vec<Value> = r
        .uses
        .iter()
        .map(|(t, k)| json!({ "technique": t, "count": k }))
        .collect();
    v["techniques"] = json!(uses);
    v
}

/// `explain`: one puzzle's whole path.
pub fn explain(label: &str, p: &Puzzle, r: &Rating, path: &SolvingPath) -> Value {
    let mut v = object(
        puzzle_fields(label, &p.geometry, &p.givens),
        "explain",
        rating_fields(r),
    );
    v["summary"] = json!(path.summary);
    v["steps"] = json!(path.steps);
    v["end"] = json!(path.end);
    v
}

/// `count`: one puzzle's number of solutions, as the [`Count`] writes
/// itself (`exact`: false when the count stopped at the limit).
pub fn count(label: &str, p: &Puzzle, count: Count) -> Value {
    object(
        puzzle_fields(label, &p.geometry, &p.givens),
        "count",
        json!(count),
    )
}

/// `generate`: puzzle `number` (or its copy `copy`) as soon as it is made.
pub fn generated(
    number: usize,
    copy: Option<usize>,
    g: &Geometry,
    givens: &Grid,
    r: &Rating,
) -> Value {
    made("puzzle", number, copy, g, givens, r)
}

/// `generate --copies K`: the original puzzle `number` as soon as it is
/// made (its copies follow at the end), so that a caller can show
/// progress and, when stopped, make the copies of those finished.
pub fn original(number: usize, g: &Geometry, givens: &Grid, r: &Rating) -> Value {
    made("original", number, None, g, givens, r)
}

fn made(
    kind: &str,
    number: usize,
    copy: Option<usize>,
    g: &Geometry,
    givens: &Grid,
    r: &Rating,
) -> Value {
    let mut fields = serde_json::Map::new();
    fields.insert("number".into(), json!(number));
    fields.insert("copy".into(), json!(copy));
    fields.insert("size".into(), json!(g.size()));
    fields.insert("variant".into(), json!(g.variant()));
    fields.insert("cages".into(), json!(g.cages().count()));
    fields.insert("grid".into(), json!(givens));
    fields.insert("line".into(), json!(puzzle_line(g, givens).ok()));
    object(fields, kind, rating_fields(r))
}

/// `generate --copies K`: puzzle `number` has only `copies` different
/// copies of the `asked`; `message` says so in words.
pub fn fewer_copies(number: usize, asked: usize, copies: usize, message: &str) -> Value {
    json!({
        "kind": "note",
        "number": number,
        "asked": asked,
        "copies": copies,
        "message": message,
    })
}

/// A file the command wrote: `what` it holds ("solution", "worksheet",
/// "template", "marks", "puzzles") and how many puzzles.
pub fn written(file: &Path, what: &str, puzzles: usize) -> Value {
    json!({
        "kind": "written",
        "file": file.display().to_string(),
        "what": what,
        "puzzles": puzzles,
    })
}

/// A line of the input that could not be read (the others are still
/// done, and the command ends with exit 2): its message and line.
pub fn bad_line(message: &str, line: Option<usize>) -> Value {
    json!({ "kind": "bad_line", "message": message, "line": line })
}

/// The error that ended the command: its message in English (`message`,
/// stable for programs) and in the `--lang` language (`text`, for a person:
/// the extension shows it), and its exit code.
pub fn error(message: &str, text: &str, exit: u8) -> Value {
    json!({ "kind": "error", "message": message, "text": text, "exit": exit })
}
