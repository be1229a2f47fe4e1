//! One subcommand per file: an `Args` struct and a `run` function.

use std::path::{Path, PathBuf};

use anyhow::{bail, Result};

use sheetdoku::Deadline;

pub mod check;
pub mod count;
pub mod explain;
pub mod explore;
pub mod extension_words;
pub mod generate;
pub mod hint;
pub mod pupil;
pub mod rate;
pub mod solve;
pub mod soundness;
pub mod template;
pub mod worksheet;

/// The output path: `explicit`, or `<input stem><suffix>.xlsx` beside the
/// input. Refuses to name the input itself unless `overwrite`.
pub fn output_path(
    input: &Path,
    explicit: Option<&Path>,
    suffix: &str,
    overwrite: bool,
) -> Result<PathBuf> {
    let out = match explicit {
        Some(p) => p.to_path_buf(),
        None => {
            let stem = input
                .file_stem()
                .map(|s| s.to_string_lossy().into_owned())
                .unwrap_or_else(|| "puzzle".to_string());
            // An OpenDocument input gets an OpenDocument answer; anything
            // else (.xlsx, .xls, text) an .xlsx.
            let ext = match input.extension().and_then(|e| e.to_str()) {
                Some(e) if e.eq_ignore_ascii_case("ods") => "ods",
                _ => "xlsx",
            };
            input.with_file_name(format!("{stem}{suffix}.{ext}"))
        }
    };
    if !overwrite && same_file(input, &out) {
        bail!(
            "{}: the output would overwrite the input; choose another -o or pass --overwrite",
            out.display()
        );
    }
    Ok(out)
}

/// The suffix of a default output name for the puzzle chosen with
/// `--puzzle` (`-2-solved`, `-P2-solved`, `-Sheet1-B2-J10-solved`), so
/// that solving the second puzzle of a file does not overwrite the answer
/// to the first; `suffix` alone when no puzzle was chosen.
pub fn chosen_suffix(puzzle: Option<&str>, suffix: &str) -> String {
    let Some(chosen) = puzzle else {
        return suffix.to_string();
    };
    let mut part = String::new();
    for c in chosen.chars() {
        if c.is_alphanumeric() {
            part.push(c);
        } else if !part.is_empty() && !part.ends_with('-') {
            part.push('-');
        }
    }
    let part = part.trim_end_matches('-');
    if part.is_empty() {
        suffix.to_string()
    } else {
        format!("-{part}{suffix}")
    }
}

/// The kinds of file a command writes, told by the output's ending.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Format {
    /// Plain text, one puzzle (or solution) per line: `.txt`.
    Text,
    /// An Excel workbook: `.xlsx`.
    Xlsx,
    /// An OpenDocument spreadsheet (LibreOffice Calc): `.ods`.
    Ods,
}

impl Format {
    /// The format an output path asks for, by its ending.
    fn of(path: &Path) -> Option<Format> {
        let ext = path
            .extension()
            .map(|e| e.to_string_lossy().to_ascii_lowercase());
        match ext.as_deref() {
            Some("txt") => Some(Format::Text),
            Some("xlsx") => Some(Format::Xlsx),
            Some("ods") => Some(Format::Ods),
            _ => None,
        }
    }

    fn ending(self) -> &'static str {
        match self {
            Format::Text => ".txt (one per line)",
            Format::Xlsx => ".xlsx",
            Format::Ods => ".ods",
        }
    }
}

/// Checks, before any work is done, that `out` can be written: its ending
/// names one of the `allowed` formats and its folder exists. `what` is what
/// the command writes ("the solution", "the worksheet").
pub fn check_output(out: &Path, allowed: &[Format], what: &str) -> Result<Format> {
    let format = Format::of(out).filter(|f| allowed.contains(f));
    let Some(format) = format else {
        let endings: Vec<&str> = allowed.iter().map(|f| f.ending()).collect();
        let list = match endings.split_last() {
            Some((last, [])) => last.to_string(),
            Some((last, rest)) => format!("{} or {last}", rest.join(", ")),
            None => String::new(),
        };
        bail!(
            "{}: {what} can be written as {list}; give -o a file name with one of these endings",
            out.display()
        );
    };
    let folder = out.parent().filter(|p| !p.as_os_str().is_empty());
    if let Some(folder) = folder.filter(|f| !f.is_dir()) {
        bail!(
            "{}: the folder {} does not exist",
            out.display(),
            folder.display()
        );
    }
    Ok(format)
}

/// The teacher's file written beside the pupils' file `pupils` (the `-o`
/// of `worksheet` and `generate`, already checked by [`check_output`]):
/// `<stem>-teacher.<ext>` in the same folder, refused before any work when
/// it would overwrite one of the `inputs`.
pub fn teacher_output(pupils: &Path, inputs: &[&Path]) -> Result<PathBuf> {
    let teacher = sheetdoku::write::teacher_path(pupils);
    if let Some(input) = inputs.iter().find(|i| same_file(i, &teacher)) {
        bail!(
            "{}: the teacher's file (with the answers) is written beside {} under this name, \
             and it would overwrite the input {}; choose another -o",
            teacher.display(),
            pupils.display(),
            input.display()
        );
    }
    Ok(teacher)
}

/// Says where the two files of a worksheet went: the pupils' file and
/// the teacher's file with the answers, kept for marking.
pub fn say_two_files(pupils: &Path, teacher: &Path) {
    println!(
        "{}",
        sheetdoku::language().text_with(
            "written-pupils-teacher",
            &[
                ("pupils", &pupils.display().to_string()),
                ("teacher", &teacher.display().to_string()),
            ],
        )
    );
}

/// Whether two paths name the same existing file.
fn same_file(a: &Path, b: &Path) -> bool {
    match (a.canonicalize(), b.canonicalize()) {
        (Ok(a), Ok(b)) => a == b,
        _ => false,
    }
}

/// A count with its noun: "1 puzzle", "3 puzzles".
pub fn plural(count: usize, noun: &str) -> String {
    if count == 1 {
        format!("1 {noun}")
    } else {
        format!("{count} {noun}s")
    }
}

/// Milliseconds of a duration, for messages: tenths below 10 ms ("3.4
/// ms"), whole milliseconds from there ("120 ms").
pub fn ms(d: std::time::Duration) -> Ms {
    Ms(d)
}

/// A duration as [`ms`] prints it, written without a string of its own
/// (`count` prints one for each puzzle of a file of thousands).
#[derive(Clone, Copy, Debug)]
pub struct Ms(std::time::Duration);

impl std::fmt::Display for Ms {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        // Rounded to the nearest tenth, then to the nearest whole.
        let tenths = (self.0.as_nanos() + 50_000) / 100_000;
        if tenths < 100 {
            write!(f, "{}.{} ms", tenths / 10, tenths % 10)
        } else {
            write!(f, "{} ms", (self.0.as_nanos() + 500_000) / 1_000_000)
        }
    }
}

/// Every puzzle of a file (the reader also knows our worksheets).
pub fn read_all(
    path: &Path,
    opts: &sheetdoku::read::ReadOptions,
) -> Result<Vec<sheetdoku::Puzzle>> {
    Ok(sheetdoku::read::read_puzzles(path, opts)?)
}

/// How a puzzle of a file of many is named in a line of its own: its name
/// (a sheet, a name line), else its sheet, else its line, else its number.
pub fn puzzle_label(p: &sheetdoku::Puzzle, index: usize) -> Label<'_> {
    Label { puzzle: p, index }
}

/// A puzzle's name as [`puzzle_label`] gives it, written without a string
/// of its own.
#[derive(Clone, Copy, Debug)]
pub struct Label<'a> {
    puzzle: &'a sheetdoku::Puzzle,
    /// The puzzle's place in its file, 0-based.
    index: usize,
}

impl std::fmt::Display for Label<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let source = &self.puzzle.source;
        if let Some(name) = source.name.as_ref().or(source.sheet.as_ref()) {
            return f.write_str(name);
        }
        match source.line {
            Some(line) => write!(f, "line {line}"),
            None => write!(f, "puzzle {}", self.index + 1),
        }
    }
}

/// What a command had done when its time limit ran out: "time limit of
/// 20 s reached after 3 of 10 puzzles" (`things`: "puzzles", "files").
pub fn time_limit_note(deadline: &Deadline, done: usize, total: usize, things: &str) -> String {
    let seconds = deadline.limit().map_or(0.0, |l| l.as_secs_f64());
    format!("time limit of {seconds} s reached after {done} of {total} {things}")
}

/// [`time_limit_note`] for a file of puzzles, naming the puzzle the limit
/// stopped (`stopped`, 0-based) and what was being done with it: "time
/// limit of 1 s reached after 2 of 3 puzzles; line 3: counting solutions
/// (...)".
pub fn time_limit_in_file(
    deadline: &Deadline,
    puzzles: &[sheetdoku::Puzzle],
    stopped: usize,
    doing: &str,
) -> String {
    format!(
        "{}; {}: {doing}",
        time_limit_note(deadline, stopped, puzzles.len(), "puzzles"),
        puzzle_label(&puzzles[stopped], stopped)
    )
}

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use super::ms;

    #[test]
    fn milliseconds_print_tenths_below_ten_and_wholes_from_there() {
        let shown = |micros| ms(Duration::from_micros(micros)).to_string();
        assert_eq!(shown(0), "0.0 ms");
        assert_eq!(shown(49), "0.0 ms");
        assert_eq!(shown(50), "0.1 ms");
        assert_eq!(shown(3_449), "3.4 ms");
        assert_eq!(shown(3_450), "3.5 ms");
        assert_eq!(shown(9_949), "9.9 ms");
        // 9.95 ms rounds to 10.0: printed as a whole.
        assert_eq!(shown(9_950), "10 ms");
        assert_eq!(shown(120_499), "120 ms");
        assert_eq!(shown(120_500), "121 ms");
        assert_eq!(shown(61_000_000), "61000 ms");
    }
}
