//! Typed, located errors. "No solution" and "not unique" are results, not
//! errors: see [`crate::SolveOutcome`] and [`crate::Count`].

use std::fmt;
use std::path::PathBuf;

use crate::blp::solver_kind::SolverKind;
use crate::remedy::{Choice, Remedy, Wording, Words};
use sheetdoku_i18n::{text, text_with};

/// Where in the input something is: file, sheet, cell or range, or line.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
#[non_exhaustive]
pub struct Location {
    /// The input file.
    pub file: Option<PathBuf>,
    /// The sheet, for spreadsheets.
    pub sheet: Option<String>,
    /// A cell or range in A1 notation ("C4", "B2:J10").
    pub cell: Option<String>,
    /// A 1-based line, for text files.
    pub line: Option<usize>,
}

impl Location {
    /// A location that is just a file.
    pub fn file(path: impl Into<PathBuf>) -> Self {
        Location {
            file: Some(path.into()),
            ..Location::default()
        }
    }

    /// This location in sheet `name`.
    pub fn sheet(mut self, name: impl Into<String>) -> Self {
        self.sheet = Some(name.into());
        self
    }

    /// This location at cell or range `a1`.
    pub fn cell(mut self, a1: impl Into<String>) -> Self {
        self.cell = Some(a1.into());
        self
    }

    /// This location at line `line` (1-based).
    pub fn line(mut self, line: usize) -> Self {
        self.line = Some(line);
        self
    }
}

impl fmt::Display for Location {
    /// "p.ods, sheet 'A', cell C4", in the pages' language (see
    /// [`sheetdoku_i18n::language`]); cells and sheets as the file names
    /// them.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut parts = Vec::new();
        if let Some(file) = &self.file {
            parts.push(file.display().to_string());
        }
        if let Some(sheet) = &self.sheet {
            parts.push(text_with("location-sheet", &[("sheet", sheet)]));
        }
        if let Some(cell) = &self.cell {
            if cell.contains(':') {
                parts.push(text_with("location-range", &[("range", cell)]));
            } else {
                parts.push(text_with("location-cell", &[("cell", cell)]));
            }
        }
        if let Some(line) = self.line {
            parts.push(text_with("location-line", &[("line", &line.to_string())]));
        }
        if parts.is_empty() {
            parts.push(text("location-input"));
        }
        f.write_str(&parts.join(", "))
    }
}

/// What is wrong with an input file, sheet or cell. Its message is in the
/// pages' language (see [`InputError::text_with`]).
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum InputError {
    /// The file is empty.
    EmptyFile,
    /// The extension is not one we read.
    UnknownExtension(String),
    /// The file is not a spreadsheet of its type (or is damaged).
    NotASpreadsheet(String),
    /// The workbook is encrypted.
    PasswordProtected,
    /// A sheet named by the user or the layout is missing.
    MissingSheet {
        /// The sheet asked for.
        name: String,
        /// The sheets the workbook has.
        available: Vec<String>,
    },
    /// A range given by the user cannot be parsed or lies outside the sheet.
    BadRange(String),
    /// No puzzle grid was found.
    NoGrid(String),
    /// Several candidate grids were found; the user must choose. Each
    /// choice is the range that picks it ("Sheet1!L2:T10").
    SeveralGrids(Vec<Choice>),
    /// A block of digits fits several grids and nothing in the file says
    /// which; each choice is the grid it picks, or a size to give.
    Ambiguous {
        /// The block of digits, as a range.
        block: String,
        /// Each candidate: "Sheet1!A1:I9" (9x9, row 9 empty), then the
        /// sizes to give where they differ.
        choices: Vec<Choice>,
    },
    /// The file holds several puzzles where one was wanted.
    SeveralPuzzles {
        /// How many puzzles the file holds.
        count: usize,
        /// The first few of their names.
        names: Vec<String>,
    },
    /// The file does not decide something that a setting would.
    Unsettled {
        /// What the file leaves open.
        problem: String,
        /// What settles it.
        remedy: Remedy,
    },
    /// Merged cells inside the grid.
    MergedCells(String),
    /// The grid is not square.
    NotSquare {
        /// Rows found.
        rows: usize,
        /// Columns found.
        cols: usize,
    },
    /// A cell holds something that is not a digit of this grid.
    BadCell {
        /// What the cell holds, quoted.
        found: String,
        /// What would be valid.
        expected: String,
    },
    /// A cell of a grid holds something that is not one of its digits.
    BadDigit {
        /// What the cell holds, quoted.
        found: String,
        /// The grid's size: its digits are 1 to `size`.
        size: usize,
    },
    /// A line of a text file cannot be read as a puzzle.
    BadLine(String),
    /// The block map or extra regions do not form a valid geometry.
    Geometry(String),
    /// The input is too large to read safely.
    TooLarge(String),
}

/// Every error of the library.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum Error {
    /// Reading or writing a file failed.
    #[error("{}: {}", .path.display(), io_cause(.cause))]
    Io {
        /// The file.
        path: PathBuf,
        /// The cause: shown in the message, which is whole, and given as
        /// the error's source for programs that look at it (its kind).
        #[source]
        cause: std::io::Error,
    },
    /// The input is malformed, at a known place.
    #[error("{location}: {problem}")]
    Input {
        /// Where (boxed to keep `Error` small).
        location: Box<Location>,
        /// What.
        problem: InputError,
    },
    /// A geometry built by the caller is invalid.
    #[error(transparent)]
    Geometry(#[from] crate::geometry::GeometryError),
    /// The MILP solver failed (not "infeasible", which is a result).
    #[error("solver {solver}: {message}")]
    Solver {
        /// Which solver.
        solver: String,
        /// What it said.
        message: String,
    },
    /// The output cannot be written.
    #[error("{}: cannot write: {message}", .path.display())]
    Output {
        /// The output file.
        path: PathBuf,
        /// Why.
        message: String,
    },
    /// A time limit was reached.
    #[error("{}", text_with(
        "error-time-limit",
        &[("seconds", &seconds_text(*.seconds)), ("doing", .doing)]
    ))]
    TimeLimit {
        /// The limit.
        seconds: f64,
        /// What was being done.
        doing: String,
    },
    /// The caller cancelled the call ([`crate::Cancel`]).
    #[error("{}", text_with("error-cancelled", &[("doing", .doing)]))]
    Cancelled {
        /// What was being done.
        doing: String,
    },
    /// A grid does not fit the geometry it is used with.
    #[error("the grid is {found}x{found}, the geometry {expected}x{expected}")]
    SizeMismatch {
        /// The geometry's size.
        expected: usize,
        /// The grid's size.
        found: usize,
    },
    /// More givens were asked for than the grid has cells.
    #[error("{givens} givens asked for, more than the {cells} cells of the grid")]
    TooManyGivens {
        /// The givens asked for.
        givens: usize,
        /// The cells of the grid.
        cells: usize,
    },
    /// The solver asked for is not in this build of the library.
    #[error(
        "the {solver} solver is not in this build: it needs the cargo feature \"{solver}\" \
         (and cmake and libclang-dev to build it)"
    )]
    SolverNotBuilt {
        /// The solver.
        solver: SolverKind,
    },
    /// No random jigsaw block map admitting a solution was found.
    #[error(
        "no random {size}x{size} jigsaw map admitting a solution found in {tries} tries; \
         give a block map"
    )]
    NoJigsawMap {
        /// The grid size.
        size: usize,
        /// The maps tried.
        tries: usize,
    },
    /// A setting of the request cannot be met or makes no sense (caught
    /// before any work): a solver not built in, a target out of range.
    #[error("{0}")]
    Setting(String),
    /// The search ended without finding what was asked for (no puzzle of
    /// the level in the attempts allowed).
    #[error("{0}")]
    Exhausted(String),
}

impl Error {
    /// A located input error.
    pub fn input(location: Location, problem: InputError) -> Self {
        Error::Input {
            location: Box::new(location),
            problem,
        }
    }

    /// A grid of size `found` used with a geometry of size `expected`:
    /// `Ok` when they agree.
    pub fn check_size(expected: usize, found: usize) -> Result<()> {
        if expected == found {
            Ok(())
        } else {
            Err(Error::SizeMismatch { expected, found })
        }
    }

    /// Whether this is an error in the input or the request (exit code 2)
    /// rather than a failure of the machine or solver.
    pub fn is_input(&self) -> bool {
        matches!(
            self,
            Error::Input { .. }
                | Error::Geometry(_)
                | Error::Setting(_)
                | Error::Exhausted(_)
                | Error::SizeMismatch { .. }
                | Error::TooManyGivens { .. }
                | Error::SolverNotBuilt { .. }
                | Error::NoJigsawMap { .. }
        )
    }

    /// The message, naming the settings it suggests as `wording` does:
    /// `to_string()` is `text_with(&Words)`, the library's own words; the
    /// command line names its flags.
    pub fn text_with(&self, wording: &dyn Wording) -> String {
        match self {
            Error::Input { location, problem } => {
                format!("{location}: {}", problem.text_with(wording))
            }
            other => other.to_string(),
        }
    }
}

impl InputError {
    /// The message in the pages' language, naming the settings it
    /// suggests as `wording` does (see [`Error::text_with`]).
    pub fn text_with(&self, wording: &dyn Wording) -> String {
        let t = |id: &str, args: &[(&str, &str)]| text_with(id, args);
        match self {
            InputError::EmptyFile => text("input-empty-file"),
            InputError::UnknownExtension(ext) => {
                t("input-unknown-extension", &[("extension", ext)])
            }
            InputError::NotASpreadsheet(why) => t("input-not-a-spreadsheet", &[("why", why)]),
            InputError::PasswordProtected => text("input-password"),
            InputError::MissingSheet { name, available } => t(
                "input-missing-sheet",
                &[("name", name), ("sheets", &available.join(", "))],
            ),
            InputError::BadRange(why) => t("input-bad-range", &[("why", why)]),
            InputError::NoGrid(why) => t("input-no-grid", &[("why", why)]),
            InputError::SeveralGrids(choices) => t(
                "input-several-grids",
                &[("choices", &wording.choices(choices))],
            ),
            InputError::Ambiguous { block, choices } => t(
                "input-ambiguous",
                &[("block", block), ("choices", &wording.choices(choices))],
            ),
            InputError::SeveralPuzzles { count, names } => t(
                "input-several-puzzles",
                &[
                    ("count", &count.to_string()),
                    ("names", &names.join(", ")),
                    ("remedy", &wording.remedy(&Remedy::ChoosePuzzle)),
                ],
            ),
            InputError::Unsettled { problem, remedy } => {
                format!("{problem}: {}", wording.remedy(remedy))
            }
            InputError::MergedCells(cells) => t("input-merged", &[("cells", cells)]),
            InputError::NotSquare { rows, cols } => t(
                "input-not-square",
                &[("rows", &rows.to_string()), ("cols", &cols.to_string())],
            ),
            InputError::BadCell { found, expected } => t(
                "input-bad-cell",
                &[("found", found), ("expected", expected)],
            ),
            InputError::BadDigit { found, size } => {
                let size_text = size.to_string();
                match u8::try_from(*size) {
                    Ok(n) if n > 9 => t(
                        "input-bad-symbol",
                        &[
                            ("found", found),
                            ("size", &size_text),
                            ("last", &crate::symbol(n).to_string()),
                        ],
                    ),
                    _ => t("input-bad-digit", &[("found", found), ("size", &size_text)]),
                }
            }
            InputError::BadLine(text) | InputError::Geometry(text) => text.clone(),
            InputError::TooLarge(why) => t("input-too-large", &[("why", why)]),
        }
    }
}

impl fmt::Display for InputError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text_with(&Words))
    }
}

impl std::error::Error for InputError {}

/// An I/O error's cause as the message gives it: the system's own words in
/// English, the common ones (no such file, permission denied) in another
/// language of the pages; any other as it says itself.
fn io_cause(cause: &std::io::Error) -> String {
    let english = sheetdoku_i18n::language() == sheetdoku_i18n::Lang::En;
    match cause.kind() {
        // The system's own words in English; a cause made by a program
        // (not the system's) says what it says.
        _ if english || cause.raw_os_error().is_none() => cause.to_string(),
        std::io::ErrorKind::NotFound => text("io-not-found"),
        std::io::ErrorKind::PermissionDenied => text("io-permission-denied"),
        _ => cause.to_string(),
    }
}

/// The result type of the library.
pub type Result<T, E = Error> = std::result::Result<T, E>;

/// Seconds as a person writes them in the pages' language: "20", "0.5",
/// "2.25" (at most two decimals, no trailing zeros; "0,5" where the
/// decimal sign is a comma).
pub fn seconds_text(seconds: f64) -> String {
    let text = format!("{seconds:.2}");
    let text = text.trim_end_matches('0').trim_end_matches('.');
    text.replace('.', &text_with("decimal-separator", &[]))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_time_limit_reads_as_a_person_writes_it() {
        for (seconds, text) in [(19.998847806, "20"), (0.5, "0.5"), (2.25, "2.25")] {
            let e = Error::TimeLimit {
                seconds,
                doing: "solving".to_string(),
            };
            assert_eq!(
                e.to_string(),
                format!("time limit of {text} s reached while solving")
            );
        }
    }

    #[test]
    fn an_io_error_names_its_file_and_keeps_its_cause() {
        let e = Error::Io {
            path: PathBuf::from("week.ods"),
            cause: std::io::Error::new(std::io::ErrorKind::NotFound, "not there"),
        };
        assert_eq!(e.to_string(), "week.ods: not there");
        let source = std::error::Error::source(&e).expect("a source");
        let io = source
            .downcast_ref::<std::io::Error>()
            .expect("an io::Error");
        assert_eq!(io.kind(), std::io::ErrorKind::NotFound);
    }

    #[test]
    fn locations_read_naturally() {
        let loc = Location::file("p.ods").sheet("A").cell("C4");
        assert_eq!(loc.to_string(), "p.ods, sheet 'A', cell C4");
        let loc = Location::file("p.txt").line(3);
        assert_eq!(loc.to_string(), "p.txt, line 3");
        let e = Error::input(
            Location::file("p.ods").sheet("A").cell("B2:J10"),
            InputError::NotSquare { rows: 9, cols: 8 },
        );
        assert_eq!(
            e.to_string(),
            "p.ods, sheet 'A', range B2:J10: the grid is 9 rows by 8 columns; a puzzle grid must be square"
        );
    }
}
