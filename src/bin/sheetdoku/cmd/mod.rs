//! One subcommand per file: an `Args` struct and a `run` function.

use std::path::{Path, PathBuf};

use anyhow::Result;

use sheetdoku::Deadline;

pub mod bad_lines;
pub mod check;
pub mod count;
pub mod explain;
pub mod explore;
pub mod extension_choices;
pub mod extension_words;
pub mod generate;
pub mod hint;
pub mod offer;
mod output;
pub mod pupil;
pub mod rate;
pub mod solve;
pub mod soundness;
pub mod template;
pub mod worksheet;

pub use output::{check_output, check_room, check_target, output_path, stand_in, Format};

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

/// The teacher's file written beside the pupils' file `pupils` (the `-o`
/// of `worksheet` and `generate`, already checked by [`check_output`]):
/// `<stem>-teacher.<ext>` in the same folder, refused before any work when
/// it would overwrite one of the `inputs` (see [`check_target`]).
pub fn teacher_output(pupils: &Path, inputs: &[&Path]) -> Result<PathBuf> {
    let teacher = sheetdoku::write::teacher_path(pupils);
    check_target(
        &teacher,
        "the teacher's file (with the answers, written beside the pupils' file)",
        inputs,
    )?;
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

/// Says where a worksheet prints fewer grids to a page than asked (six
/// 16x16 killers would leave their cages' sums too small to read), so
/// that the teacher is not surprised by the pages.
pub fn say_fewer_per_page(doc: &sheetdoku::write::WorksheetDoc) {
    for (size, count) in doc.fewer_per_page() {
        eprintln!(
            "{}",
            sheetdoku::language().text_with(
                "note-fewer-per-page",
                &[
                    ("size", &size.to_string()),
                    ("count", &count.to_string()),
                    ("asked", &doc.per_page.to_string()),
                ],
            )
        );
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

impl Ms {
    /// The duration with `lang`'s decimal separator ("5,1 ms" in Slovak),
    /// for lines in the teacher's language.
    pub fn in_lang(self, lang: sheetdoku::Lang) -> String {
        let mut text = String::new();
        let _ = self.write_with(&mut text, &lang.text("decimal-separator"));
        text
    }

    /// The duration with `separator` between the whole and the tenths.
    fn write_with(self, f: &mut dyn std::fmt::Write, separator: &str) -> std::fmt::Result {
        // Rounded to the nearest tenth, then to the nearest whole.
        let tenths = (self.0.as_nanos() + 50_000) / 100_000;
        if tenths < 100 {
            write!(f, "{}{separator}{} ms", tenths / 10, tenths % 10)
        } else {
            write!(f, "{} ms", (self.0.as_nanos() + 500_000) / 1_000_000)
        }
    }
}

impl std::fmt::Display for Ms {
    /// With a decimal point: for lines read by programs as much as by
    /// people (`count`'s per-puzzle lines, batch summaries).
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.write_with(f, ".")
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
            // A grid printed on a page: "Worksheet (úloha 2)" in Slovak.
            return f.write_str(&sheetdoku_core::grid_place(sheetdoku::language(), name));
        }
        // In the pages' language: `hint` and `explain` start each line
        // with it.
        let lang = sheetdoku::language();
        match source.line {
            Some(line) => {
                f.write_str(&lang.text_with("label-line", &[("line", &line.to_string())]))
            }
            None => f.write_str(
                &lang.text_with("label-puzzle", &[("number", &(self.index + 1).to_string())]),
            ),
        }
    }
}

/// What a command counts when its time limit runs out.
#[derive(Clone, Copy, Debug)]
pub enum Things {
    /// Puzzles of a file or a worksheet.
    Puzzles,
    /// Pupils' files being marked.
    Files,
}

/// What a command had done when its time limit ran out, in the terminal's
/// language: "time limit of 20 s reached after 3 of 10 puzzles", or when
/// Ctrl-C stopped it: "stopped by Ctrl-C after 3 of 10 puzzles".
pub fn time_limit_note(deadline: &Deadline, done: usize, total: usize, things: Things) -> String {
    let words = sheetdoku::language();
    let (done, total) = (done.to_string(), total.to_string());
    let key = match (crate::interrupt::interrupted(), things) {
        (true, Things::Puzzles) => "note-stopped-puzzles",
        (true, Things::Files) => "note-stopped-files",
        (false, Things::Puzzles) => "note-time-limit-puzzles",
        (false, Things::Files) => "note-time-limit-files",
    };
    let seconds = sheetdoku::error::seconds_text(deadline.limit().map_or(0.0, |l| l.as_secs_f64()));
    words.text_with(
        key,
        &[("seconds", &seconds), ("done", &done), ("total", &total)],
    )
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
        time_limit_note(deadline, stopped, puzzles.len(), Things::Puzzles),
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
        // In the teacher's language, with its decimal separator.
        let slovak = |micros| ms(Duration::from_micros(micros)).in_lang(sheetdoku::Lang::Sk);
        assert_eq!(slovak(3_449), "3,4 ms");
        assert_eq!(slovak(12_000), "12 ms");
        assert_eq!(shown(120_499), "120 ms");
        assert_eq!(shown(120_500), "121 ms");
        assert_eq!(shown(61_000_000), "61000 ms");
    }
}
