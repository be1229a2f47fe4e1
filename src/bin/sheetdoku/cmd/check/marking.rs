//! Marking a class: every returned workbook checked, one row per file and
//! puzzle, printed as a table and written with `-o`. A file that is not
//! ours or cannot be read gets its own row with the reason; the others are
//! marked all the same.

use std::path::{Path, PathBuf};

use anyhow::{bail, Result};
use sheetdoku::{mark, read_returned, write_marks, Deadline, Error, MarkRow, MARK_HEADINGS};

use super::{status, summary};
use crate::status::Status;

/// Refuses an output that is not a workbook or is one of the files to mark
/// (before any work).
pub fn check_output(out: &Path, files: &[PathBuf]) -> Result<()> {
    let ext = out
        .extension()
        .and_then(|e| e.to_str())
        .map(str::to_ascii_lowercase);
    if !matches!(ext.as_deref(), Some("xlsx" | "ods")) {
        bail!(
            "{}: the marks are written as a workbook; name it .xlsx or .ods",
            out.display()
        );
    }
    let same = |f: &PathBuf| match (f.canonicalize(), out.canonicalize()) {
        (Ok(a), Ok(b)) => a == b,
        _ => false,
    };
    if files.iter().any(same) {
        bail!(
            "{}: the marks would overwrite one of the files to check (earlier marks?); \
             write them to another folder or leave that file out",
            out.display()
        );
    }
    Ok(())
}

/// Marks every file, prints the table and a summary, writes the marks.
/// Files not reached before `deadline` are left out, and said so.
pub fn run(files: &[PathBuf], output: Option<&Path>, deadline: &Deadline) -> Result<Status> {
    let mut rows = Vec::new();
    let mut reached = files.len();
    for (i, file) in files.iter().enumerate() {
        if deadline.expired() {
            reached = i;
            break;
        }
        let name = file.display().to_string();
        match read_returned(file) {
            Ok(Some(grids)) => {
                for g in &grids {
                    let m = mark(&g.geometry, &g.grid, g.givens.as_ref(), g.solution.as_ref());
                    rows.push(MarkRow::marked(&name, g, m));
                }
            }
            Ok(None) => rows.push(MarkRow::unmarked(
                &name,
                "not a workbook written by sheetdoku (no Play sheet and no P1 sheet)".to_string(),
            )),
            Err(e) => rows.push(MarkRow::unmarked(&name, reason(&e))),
        }
    }
    print_table(&rows);
    rows.iter()
        .for_each(|r| crate::json::emit(crate::json::mark_row(r)));
    let verdicts: Vec<_> = rows
        .iter()
        .filter_map(|r| r.result.as_ref().ok().map(|m| m.verdict))
        .collect();
    let unmarked = rows.iter().filter(|r| r.result.is_err()).count();
    let mut line = format!(
        "{} {}, {}",
        files.len(),
        if files.len() == 1 { "file" } else { "files" },
        if verdicts.is_empty() {
            "no grid marked".to_string()
        } else {
            summary(&verdicts)
        }
    );
    if unmarked > 0 {
        line.push_str(&format!(
            "; {unmarked} {} not marked",
            if unmarked == 1 { "file" } else { "files" }
        ));
    }
    println!("{line}");
    if let Some(out) = output {
        write_marks(out, &rows)?;
        println!("wrote the marks to {}", out.display());
        crate::json::emit(crate::json::written(out, "marks", rows.len()));
    }
    if reached < files.len() {
        eprintln!(
            "{}; their marks are {}",
            crate::cmd::time_limit_note(deadline, reached, files.len(), "files"),
            if output.is_some() { "written" } else { "above" }
        );
        return Ok(Status::TimeLimit);
    }
    if unmarked > 0 {
        bail!(
            "{unmarked} of {} files could not be marked (see their rows)",
            files.len()
        );
    }
    Ok(status(&verdicts))
}

/// Why a file could not be marked, without repeating its name.
fn reason(e: &Error) -> String {
    match e {
        Error::Input { location, problem } => {
            let mut at = (**location).clone();
            at.file = None;
            if at == Default::default() {
                problem.to_string()
            } else {
                format!("{at}: {problem}")
            }
        }
        Error::Io { cause, .. } => cause.to_string(),
        other => other.to_string(),
    }
}

/// The marks as an aligned table with the workbook's columns.
fn print_table(rows: &[MarkRow]) {
    let cells: Vec<Vec<String>> = rows
        .iter()
        .map(|r| {
            let (filled, cells, clashes, wrong, note) = match &r.result {
                Ok(m) => (
                    m.filled.to_string(),
                    m.cells.to_string(),
                    m.conflicts.len().to_string(),
                    m.wrong.len().to_string(),
                    r.details.clone(),
                ),
                Err(why) => ("-".into(), "-".into(), "-".into(), "-".into(), why.clone()),
            };
            let puzzle = if r.puzzle.is_empty() {
                "-".to_string()
            } else {
                r.puzzle.clone()
            };
            vec![
                r.file.clone(),
                puzzle,
                filled,
                cells,
                clashes,
                wrong,
                r.verdict_words().to_string(),
                note,
            ]
        })
        .collect();
    let heads: Vec<String> = MARK_HEADINGS.iter().map(|h| h.to_string()).collect();
    let last = heads.len() - 1;
    let widths: Vec<usize> = (0..last)
        .map(|c| {
            std::iter::once(&heads)
                .chain(&cells)
                .map(|row| row[c].chars().count())
                .max()
                .unwrap_or(0)
        })
        .collect();
    for row in std::iter::once(&heads).chain(&cells) {
        let mut line = String::new();
        for (c, w) in widths.iter().enumerate() {
            line.push_str(&format!("{:<w$}  ", row[c], w = *w));
        }
        line.push_str(&row[last]);
        println!("{}", line.trim_end());
    }
}
