//! Typed, located errors. "No solution" and "not unique" are results, not
//! errors: see [`crate::SolveOutcome`] and [`crate::Count`].

use std::fmt;
use std::path::PathBuf;

use crate::blp::solver_kind::SolverKind;
use crate::remedy::{Choice, Remedy, Wording, Words};

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
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut parts = Vec::new();
        if let Some(file) = &self.file {
            parts.push(file.display().to_string());
        }
        if let Some(sheet) = &self.sheet {
            parts.push(format!("sheet '{sheet}'"));
        }
        if let Some(cell) = &self.cell {
            if cell.contains(':') {
                parts.push(format!("range {cell}"));
            } else {
                parts.push(format!("cell {cell}"));
            }
        }
        if let Some(line) = self.line {
            parts.push(format!("line {line}"));
        }
        if parts.is_empty() {
            parts.push("input".to_string());
        }
        f.write_str(&parts.join(", "))
    }
}

/// What is wrong with an input file, sheet or cell.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum InputError {
    /// The file is empty.
    #[error("the file is empty")]
    EmptyFile,
    /// The extension is not one we read.
    #[error(
        "unknown file type '{0}' (valid: .ods, .xlsx, .xlsm, .xls, .xlsb, .txt, .sdk, .ss, .text, .csv, .json)"
    )]
    UnknownExtension(String),
    /// The file is not a spreadsheet of its type (or is damaged).
    #[error("not a readable spreadsheet: {0}")]
    NotASpreadsheet(String),
    /// The workbook is encrypted.
    #[error("the workbook is password-protected; save an unprotected copy")]
    PasswordProtected,
    /// A sheet named by the user or the layout is missing.
    #[error("no sheet named '{name}' (sheets: {})", .available.join(", "))]
    MissingSheet {
        /// The sheet asked for.
        name: String,
        /// The sheets the workbook has.
        available: Vec<String>,
    },
    /// A range given by the user cannot be parsed or lies outside the sheet.
    #[error("bad range: {0}")]
    BadRange(String),
    /// No puzzle grid was found.
    #[error("no puzzle grid found: {0}")]
    NoGrid(String),
    /// Several candidate grids were found; the user must choose. Each
    /// choice is the range that picks it ("Sheet1!L2:T10").
    #[error("{}", several_grids(&Words, .0))]
    SeveralGrids(Vec<Choice>),
    /// A block of digits fits several grids and nothing in the file says
    /// which; each choice is the grid it picks, or a size to give.
    #[error("{}", ambiguous(&Words, .block, .choices))]
    Ambiguous {
        /// The block of digits, as a range.
        block: String,
        /// Each candidate: "Sheet1!A1:I9" (9x9, row 9 empty), then the
        /// sizes to give where they differ.
        choices: Vec<Choice>,
    },
    /// The file holds several puzzles where one was wanted.
    #[error("{}", several_puzzles(&Words, *.count, .names))]
    SeveralPuzzles {
        /// How many puzzles the file holds.
        count: usize,
        /// The first few of their names.
        names: Vec<String>,
    },
    /// The file does not decide something that a setting would.
    #[error("{problem}: {}", Words.remedy(.remedy))]
    Unsettled {
        /// What the file leaves open.
        problem: String,
        /// What settles it.
        remedy: Remedy,
    },
    /// Merged cells inside the grid.
    #[error("merged cells {0} inside the grid; unmerge them so that each cell holds one digit")]
    MergedCells(String),
    /// The grid is not square.
    #[error("the grid is {rows} rows by {cols} columns; a puzzle grid must be square")]
    NotSquare {
        /// Rows found.
        rows: usize,
        /// Columns found.
        cols: usize,
    },
    /// A cell holds something that is not a digit of this grid.
    #[error("holds {found}; expected {expected}")]
    BadCell {
        /// What the cell holds, quoted.
        found: String,
        /// What would be valid.
        expected: String,
    },
    /// A line of a text file cannot be read as a puzzle.
    #[error("{0}")]
    BadLine(String),
    /// The block map or extra regions do not form a valid geometry.
    #[error("{0}")]
    Geometry(String),
    /// The input is too large to read safely.
    #[error("too large: {0}")]
    TooLarge(String),
}

/// Every error of the library.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum Error {
    /// Reading or writing a file failed.
    #[error("{}: {cause}", .path.display())]
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
    #[error("time limit of {} s reached while {doing}", seconds_text(*.seconds))]
    TimeLimit {
        /// The limit.
        seconds: f64,
        /// What was being done.
        doing: String,
    },
    /// The caller cancelled the call ([`crate::Cancel`]).
    #[error("cancelled while {doing}")]
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
    /// The message, naming the settings it suggests as `wording` does (see
    /// [`Error::text_with`]).
    pub fn text_with(&self, wording: &dyn Wording) -> String {
        match self {
            InputError::SeveralGrids(choices) => several_grids(wording, choices),
            InputError::Ambiguous { block, choices } => ambiguous(wording, block, choices),
            InputError::SeveralPuzzles { count, names } => several_puzzles(wording, *count, names),
            InputError::Unsettled { problem, remedy } => {
                format!("{problem}: {}", wording.remedy(remedy))
            }
            other => other.to_string(),
        }
    }
}

fn several_grids(wording: &dyn Wording, choices: &[Choice]) -> String {
    format!(
        "several candidate grids; choose one: {}",
        wording.choices(choices)
    )
}

fn ambiguous(wording: &dyn Wording, block: &str, choices: &[Choice]) -> String {
    format!(
        "the digits in {block} fit more than one grid, and nothing on the sheet (borders drawn \
         around the grid, a label, the size) says which; choose one: {}",
        wording.choices(choices)
    )
}

fn several_puzzles(wording: &dyn Wording, count: usize, names: &[String]) -> String {
    format!(
        "{count} puzzles in file ({}); {}",
        names.join(", "),
        wording.remedy(&Remedy::ChoosePuzzle)
    )
}

/// The result type of the library.
pub type Result<T, E = Error> = std::result::Result<T, E>;

/// Seconds as a person writes them: "20", "0.5", "2.25" (at most two
/// decimals, no trailing zeros).
fn seconds_text(seconds: f64) -> String {
    let text = format!("{seconds:.2}");
    text.trim_end_matches('0').trim_end_matches('.').to_string()
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
