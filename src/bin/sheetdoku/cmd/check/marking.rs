//! Marking a class: every returned workbook checked, one row per file and
//! puzzle, printed as a table and written with `-o`. A file that is not
//! ours or cannot be read gets its own row with the reason; the others are
//! marked all the same.

use std::path::{Path, PathBuf};

use anyhow::{bail, Result};
use sheetdoku::check::{by_puzzle, MarkRow};
use sheetdoku::error::Error;
use sheetdoku::read::{read_returned, read_title};
use sheetdoku::write::{mark_cells, marks_summary, write_marks, MarksDoc, MARK_HEADINGS};
use sheetdoku::{Deadline, Lang};

use super::status;
use crate::status::Status;

/// Refuses an output that is not a workbook, is one of the files to mark
/// or lies in a folder that takes no file (before any work).
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
    let inputs: Vec<&Path> = files.iter().map(PathBuf::as_path).collect();
    crate::cmd::check_target(out, "the marks", &inputs)
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
                for work in by_puzzle(grids) {
                    rows.push(MarkRow::marked(&name, &work));
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
        .for_each(|r| crate::json::emit(|| crate::json::mark_row(r)));
    let verdicts: Vec<_> = rows
        .iter()
        .filter_map(|r| r.result.as_ref().ok().map(|m| m.verdict))
        .collect();
    let unmarked = rows.iter().filter(|r| r.result.is_err()).count();
    let line = marks_summary(Lang::En, files.len(), &rows);
    println!("{line}");
    let summary = marks_summary(sheetdoku::language(), files.len(), &rows);
    crate::json::emit(|| crate::json::marks(files.len(), &rows, &summary));
    if let Some(out) = output {
        let date = marking_date(sheetdoku::language(), chrono::Local::now().date_naive());
        let title = worksheet_names(&files[..reached]);
        let doc = MarksDoc {
            title: &title,
            date: &date,
            rows: &rows,
            summary: &summary,
        };
        write_marks(out, &doc)?;
        println!("wrote the marks to {}", out.display());
        crate::json::emit(|| crate::json::written(out, "marks", rows.len()));
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

/// The titles of the worksheets marked ("Class 3B"; several joined), or
/// "the class's work" when none has one.
fn worksheet_names(files: &[PathBuf]) -> String {
    let mut titles: Vec<String> = Vec::new();
    for title in files.iter().filter_map(|f| read_title(f)) {
        if !title.trim().is_empty() && !titles.contains(&title) {
            titles.push(title);
        }
    }
    if titles.is_empty() {
        "the class's work".to_string()
    } else {
        titles.join(", ")
    }
}

/// Why a file could not be marked, without repeating its name.
fn reason(e: &Error) -> String {
    match e {
        Error::Input { location, problem } => {
            let mut at = (**location).clone();
            at.file = None;
            let problem = crate::flags::problem_text(problem);
            if at == Default::default() {
                problem
            } else {
                format!("{at}: {problem}")
            }
        }
        Error::Io { cause, .. } => cause.to_string(),
        other => crate::flags::text(other),
    }
}

/// The marks as an aligned table with the workbook's columns.
fn print_table(rows: &[MarkRow]) {
    let cells: Vec<Vec<String>> = rows.iter().map(|r| mark_cells(r).to_vec()).collect();
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

/// The date of marking as the language writes it (its catalogue's
/// `marks-date-format`: "26 November 2026", "26. 11. 2026"); an unreadable
/// format gives the ISO date.
fn marking_date(lang: Lang, day: chrono::NaiveDate) -> String {
    use chrono::format::{Item, StrftimeItems};
    let format = lang.text("marks-date-format");
    let items: Vec<Item> = StrftimeItems::new(&format).collect();
    if items.iter().any(|i| matches!(i, Item::Error)) {
        return day.format("%Y-%m-%d").to_string();
    }
    day.format_with_items(items.into_iter()).to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_date_of_marking_is_written_in_each_language() {
        let day = chrono::NaiveDate::from_ymd_opt(2026, 11, 6).unwrap();
        let written: Vec<(Lang, String)> = Lang::ALL
            .iter()
            .map(|&l| (l, marking_date(l, day)))
            .collect();
        for (lang, date) in &written {
            assert!(
                date.contains("2026") && date.contains('6'),
                "{lang:?}: {date}"
            );
            // Month names are English only: the other languages write numbers.
            assert_eq!(
                date.contains("November"),
                *lang == Lang::En,
                "{lang:?}: {date}"
            );
        }
        let of = |l: Lang| &written.iter().find(|(x, _)| *x == l).unwrap().1;
        assert_eq!(of(Lang::En), "6 November 2026");
        assert_eq!(of(Lang::Sk), "6. 11. 2026");
        assert_eq!(of(Lang::De), "6.11.2026");
    }
}
