//! Marking a class: every returned workbook checked, one row per file and
//! puzzle, printed as a table and written with `-o`. With `--key`, the
//! teacher's own file is the key: each pupil's grid is found by its givens,
//! whatever its sheet is called or where it moved. A file that is not ours,
//! cannot be read or is of another worksheet gets its own row with the
//! reason, a file given twice is counted once, a grid deleted is missing;
//! the others are marked all the same.

use std::collections::HashMap;
use std::path::{Path, PathBuf};

use anyhow::{bail, Result};
use sheetdoku::check::{by_puzzle_found, pupils_version, Found, MarkRow, RowResult};
use sheetdoku::error::Error;
use sheetdoku::read::{find_returned, read_key, read_pupil_name, read_title, KeyedGrid};
use sheetdoku::solve::{solutions_up_to_two_until, Solutions};
use sheetdoku::write::{local_mark_cells, mark_headings, marks_summary, write_marks, MarksDoc};
use sheetdoku::{Deadline, Lang};
use sheetdoku::{Geometry, Grid};

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
/// With a teacher's `key` (its grids read from [`read_key`]), each pupil's
/// grid is found by its givens and marked against the key's answer;
/// without one, against the answers of the pupil's own file (solved from
/// its own puzzles when it holds none). A file given again (the same path
/// is named and counted once; a file with the same content as an earlier one under another name is marked too, with a note naming it. Files not reached
/// before `deadline` are left out, and said so.
pub fn run(
    files: &[PathBuf],
    key: Option<&Path>,
    output: Option<&Path>,
    deadline: &Deadline,
) -> Result<Status> {
    let teacher = match key {
        Some(path) => Some(teacher_key(path, deadline)?),
        None => None,
    };
    let mut rows = Vec::new();
    let mut reached = files.len();
    let mut seen: Vec<(Option<u64>, Option<PathBuf>, String)> = Vec::new();
    let mut solved_here = 0;
    for (i, file) in files.iter().enumerate() {
        if deadline.expired() {
            reached = i;
            break;
        }
        let name = file.display().to_string();
        let digest = content_digest(file);
        let canonical = file.canonicalize().ok();
        // The same file given twice is marked once. The same content under
        // another name (two pupils' files that are one file) is marked for
        // each pupil, never dropped, and said so on each row.
        let same_path = seen
            .iter()
            .find(|(_, c, _)| canonical.is_some() && *c == canonical);
        if let Some((_, _, first)) = same_path {
            rows.push(MarkRow::repeated(&name, first));
            continue;
        }
        let same_content = seen
            .iter()
            .find(|(d, _, _)| digest.is_some() && *d == digest)
            .map(|(_, _, first)| first.clone());
        seen.push((digest, canonical, name.clone()));
        let first_row = rows.len();
        match find_returned(file, teacher.as_deref()) {
            Ok(Some(found)) if !found.iter().any(|f| matches!(f, Found::Grid(_))) => {
                let why = match key {
                    Some(k) => sheetdoku::language().text_with(
                        "marks-other-worksheet",
                        &[("key", &k.display().to_string())],
                    ),
                    None => sheetdoku::language().text("marks-no-grid-found"),
                };
                rows.push(MarkRow::unmarked(&name, why));
            }
            Ok(Some(mut found)) => {
                if teacher.is_none() {
                    solved_here += solve_missing_answers(&mut found, deadline);
                }
                // A class set: the pupil's marks list her version's puzzles
                // alone, as her file shows which it is.
                let versions = match &teacher {
                    Some(key) => versions_of(key),
                    None => read_key(file)
                        .ok()
                        .flatten()
                        .map(|own| versions_of(&own))
                        .unwrap_or_default(),
                };
                let version = pupils_version(&found, |p| versions.get(&p).copied());
                found.retain(|f| version.lists(versions.get(&f.puzzle()).copied()));
                for work in by_puzzle_found(found) {
                    rows.push(MarkRow::of_work(&name, &work));
                }
                if let Some(note) = version.note() {
                    add_note(&mut rows[first_row..], &note);
                }
            }
            Ok(None) => rows.push(MarkRow::unmarked(
                &name,
                sheetdoku::language().text("marks-not-ours"),
            )),
            Err(e) => rows.push(MarkRow::unmarked(&name, reason(&e))),
        }
        // The name the pupil typed on her file's name line, beside the
        // file's name on each of its rows.
        if rows.len() > first_row {
            if let Some(pupil) = read_pupil_name(file) {
                for row in &mut rows[first_row..] {
                    row.pupil = Some(pupil.clone());
                }
            }
        }
        if let Some(first) = same_content {
            let note = sheetdoku::language().text_with("marks-same-content", &[("first", &first)]);
            add_note(&mut rows[first_row..], &note);
        }
    }
    print_table(&rows);
    rows.iter()
        .for_each(|r| crate::json::emit(|| crate::json::mark_row(r)));
    let verdicts: Vec<_> = rows
        .iter()
        .filter_map(|r| r.mark().map(|m| m.verdict))
        .collect();
    let unmarked = rows
        .iter()
        .filter(|r| matches!(r.result, RowResult::NotMarked(_)))
        .count();
    let missing = rows.iter().any(|r| r.result == RowResult::Missing);
    let summary = marks_summary(sheetdoku::language(), files.len(), &rows);
    println!("{summary}");
    if solved_here > 0 {
        eprintln!(
            "{}",
            sheetdoku::language().text_with(
                "marks-solved-own-key",
                &[("count", &solved_here.to_string())]
            )
        );
    }
    crate::json::emit(|| crate::json::marks(files.len(), &rows, &summary));
    if let Some(out) = output {
        let date = marking_date(sheetdoku::language(), chrono::Local::now().date_naive());
        let title = match key {
            Some(k) => worksheet_names(&[k.to_path_buf()]),
            None => worksheet_names(&files[..reached]),
        };
        let doc = MarksDoc::new(&title, &date, &rows, &summary);
        write_marks(out, &doc)?;
        println!(
            "{}",
            sheetdoku::language()
                .text_with("marks-written", &[("file", &out.display().to_string())])
        );
        crate::json::emit(|| crate::json::written(out, "marks", rows.len()));
    }
    if reached < files.len() {
        eprintln!(
            "{}; their marks are {}",
            crate::cmd::time_limit_note(deadline, reached, files.len(), crate::cmd::Things::Files),
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
    match status(&verdicts) {
        Status::Success if missing => Ok(Status::PuzzleResult),
        other => Ok(other),
    }
}

/// `note` after the details of each of `rows`.
fn add_note(rows: &mut [MarkRow], note: &str) {
    for row in rows {
        row.details = match row.details.as_str() {
            "" => note.to_string(),
            details => format!("{details}; {note}"),
        };
    }
}

/// Each puzzle's version of a class set, as the marking `key` stores it
/// (empty outside a class set).
fn versions_of(key: &[KeyedGrid]) -> HashMap<usize, u16> {
    key.iter()
        .filter_map(|k| Some((k.puzzle, k.version?)))
        .collect()
}

/// The grids of the teacher's file `path`, from its marking key, each with
/// its answer (solved when the key has none).
fn teacher_key(path: &Path, deadline: &Deadline) -> Result<Vec<KeyedGrid>> {
    let Some(mut grids) = read_key(path)? else {
        bail!(
            "{}: {}",
            path.display(),
            sheetdoku::language().text("marks-key-without-key")
        );
    };
    if grids.is_empty() {
        bail!(
            "{}: {}",
            path.display(),
            sheetdoku::language().text("marks-key-without-key")
        );
    }
    for k in grids.iter_mut().filter(|k| k.solution.is_none()) {
        k.solution = unique_solution(&k.geometry, &k.givens, deadline);
    }
    Ok(grids)
}

/// The puzzle's one solution; `None` when it has none or several (the
/// grid is then checked for clashes only) or time ran out.
fn unique_solution(geometry: &Geometry, givens: &Grid, deadline: &Deadline) -> Option<Grid> {
    match solutions_up_to_two_until(geometry, givens, deadline) {
        Ok(Solutions::Unique(s)) => Some(s),
        Ok(Solutions::None | Solutions::Multiple(..)) | Err(_) => None,
    }
}

/// Solves each found grid whose file holds no answer (a pupils' file) from
/// its own givens; the number of grids so solved.
fn solve_missing_answers(found: &mut [Found], deadline: &Deadline) -> usize {
    let mut solved = 0;
    for f in found.iter_mut() {
        let Found::Grid(g) = f else { continue };
        if g.solution.is_some() {
            continue;
        }
        let Some(givens) = &g.givens else { continue };
        g.solution = unique_solution(&g.geometry, givens, deadline);
        solved += usize::from(g.solution.is_some());
    }
    solved
}

/// A digest of a regular file's content, to tell a file given twice under
/// two names; `None` for anything else (a FIFO is never read here).
fn content_digest(file: &Path) -> Option<u64> {
    use std::hash::{Hash, Hasher};
    let meta = std::fs::metadata(file).ok()?;
    if !meta.is_file() {
        return None;
    }
    let bytes = std::fs::read(file).ok()?;
    let mut h = std::collections::hash_map::DefaultHasher::new();
    bytes.hash(&mut h);
    Some(h.finish())
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
        sheetdoku::language().text("marks-class-work")
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
    // In the pages' language (`--lang`), as the workbook has them.
    let lang = sheetdoku::language();
    let cells: Vec<Vec<String>> = rows
        .iter()
        .map(|r| local_mark_cells(lang, r).to_vec())
        .collect();
    let heads: Vec<String> = mark_headings(lang).to_vec();
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
