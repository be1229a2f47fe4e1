//! A class's marks: one row per pupil and puzzle. Where a pupil typed the
//! same puzzle in two places (its `P` sheet and its grid on the printed
//! page), the grid with more typed digits is counted and the row says so.
//! A grid the pupil's file no longer holds (a sheet deleted) is missing,
//! and its puzzle is marked on what is left or said to be missing.

use super::{describe_mark, Mark, ReturnedGrid};
use sheetdoku_i18n::text_with;

/// A pupil's work on one puzzle: the grid that is marked, and the other
/// places where the pupil typed digits of the same puzzle (not counted).
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct PupilWork {
    /// The grid that is marked.
    pub counted: ReturnedGrid,
    /// Other grids of the same puzzle holding typed digits: where, and how
    /// many digits.
    pub also: Vec<(String, usize)>,
    /// The places of the puzzle's grids, as the key names them (`P2`,
    /// `Worksheet (puzzle 2)`), that the pupil's file no longer holds.
    pub missing: Vec<String>,
}

impl PupilWork {
    /// The work of a file holding `counted` alone: no other grid of the
    /// puzzle, none missing.
    pub fn alone(counted: ReturnedGrid) -> Self {
        PupilWork {
            counted,
            also: Vec::new(),
            missing: Vec::new(),
        }
    }

    /// "counted: Worksheet (puzzle 1); P1 also holds 3 typed digits, not
    /// counted", or `None` when the pupil typed in one place only; in the
    /// pages' language.
    pub fn which_counted(&self) -> Option<String> {
        if self.also.is_empty() {
            return None;
        }
        let others: Vec<String> = self
            .also
            .iter()
            .map(|(sheet, k)| {
                text_with(
                    "report-also-holds",
                    &[("sheet", sheet), ("count", &k.to_string())],
                )
            })
            .collect();
        Some(text_with(
            "report-counted",
            &[
                ("sheet", &self.counted.sheet),
                ("others", &others.join(", ")),
            ],
        ))
    }

    /// Where the counted grid was found when it was moved, and which of the
    /// puzzle's grids are missing; in the pages' language.
    pub fn notes(&self) -> Vec<String> {
        let mut notes: Vec<String> = self
            .counted
            .found_at
            .iter()
            .map(|at| {
                text_with(
                    "report-found-at",
                    &[("name", &self.counted.sheet), ("at", at)],
                )
            })
            .collect();
        if !self.missing.is_empty() {
            notes.push(text_with(
                "report-missing",
                &[("names", &self.missing.join(", "))],
            ));
        }
        notes
    }
}

/// One grid a marking key lists, looked for in a pupil's file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Found {
    /// The grid, found (where the key puts it, or elsewhere by its givens).
    Grid(ReturnedGrid),
    /// No grid of the file holds the puzzle's givens.
    Missing {
        /// The puzzle's number in its workbook, from 1.
        puzzle: usize,
        /// The grid as the key names it (`P2`, `Worksheet (puzzle 2)`).
        name: String,
    },
    /// A grid of the file fits this puzzle and others alike (puzzles with
    /// the same solution, one filled in, away from where the key puts
    /// them), and nothing in the file says whose it is.
    Undecided {
        /// The puzzle's number in its workbook, from 1.
        puzzle: usize,
        /// The grid as the key names it.
        name: String,
        /// Where the grid that fits it stands ("Mine 5!A1").
        at: String,
        /// The other puzzles it fits, by number.
        with: Vec<usize>,
    },
}

impl Found {
    /// The puzzle's number in its workbook.
    pub fn puzzle(&self) -> usize {
        match self {
            Found::Grid(g) => g.puzzle,
            Found::Missing { puzzle, .. } | Found::Undecided { puzzle, .. } => *puzzle,
        }
    }
}

/// A pupil's work on one puzzle of the key: marked, or missing.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PuzzleWork {
    /// Some grid of the puzzle was found: the pupil's work on it.
    Marked(Box<PupilWork>),
    /// None of the puzzle's grids holding typed digits was found.
    Missing {
        /// The puzzle's number in its workbook, from 1.
        puzzle: usize,
        /// The grids not found, as the key names them.
        names: Vec<String>,
    },
    /// A grid of the file fits this puzzle and others alike, and nothing
    /// in the file says whose it is: the teacher decides.
    Undecided {
        /// The puzzle's number in its workbook, from 1.
        puzzle: usize,
        /// The grid as the key names it.
        name: String,
        /// Where the grid that fits it stands.
        at: String,
        /// The other puzzles it fits, by number.
        with: Vec<usize>,
    },
}

/// The grids of one file grouped by puzzle, in the order of the puzzles'
/// first grids: per puzzle the grid with the most typed digits is counted
/// (the first of equals, so an untouched puzzle is marked on its first
/// grid, its `P` sheet).
pub fn by_puzzle(grids: Vec<ReturnedGrid>) -> Vec<PupilWork> {
    let found = grids.into_iter().map(Found::Grid).collect();
    by_puzzle_found(found)
        .into_iter()
        .filter_map(|w| match w {
            PuzzleWork::Marked(work) => Some(*work),
            PuzzleWork::Missing { .. } | PuzzleWork::Undecided { .. } => None,
        })
        .collect()
}

/// [`by_puzzle`] for the grids of a marking key looked for in a pupil's
/// file: a puzzle none of whose grids was found is missing, and so is one
/// whose first grid (its `P` sheet) is gone while what is left holds no
/// typed digit (the pupil's work went with the sheet); else it is marked
/// on the grid with the most typed digits, naming the grids missing.
pub fn by_puzzle_found(found: Vec<Found>) -> Vec<PuzzleWork> {
    let mut order: Vec<usize> = Vec::new();
    for f in &found {
        if !order.contains(&f.puzzle()) {
            order.push(f.puzzle());
        }
    }
    order
        .into_iter()
        .map(|k| {
            let mut same: Vec<ReturnedGrid> = Vec::new();
            let mut missing: Vec<String> = Vec::new();
            for f in found.iter().filter(|f| f.puzzle() == k) {
                match f {
                    Found::Grid(g) => same.push(g.clone()),
                    Found::Missing { name, .. } => missing.push(name.clone()),
                    // Which grid is its work is not known: nothing of it
                    // is marked.
                    Found::Undecided { name, at, with, .. } => {
                        return PuzzleWork::Undecided {
                            puzzle: k,
                            name: name.clone(),
                            at: at.clone(),
                            with: with.clone(),
                        }
                    }
                }
            }
            let untouched = same.iter().all(|g| g.typed() == 0);
            if same.is_empty() || (!missing.is_empty() && untouched) {
                return PuzzleWork::Missing {
                    puzzle: k,
                    names: missing,
                };
            }
            let best = (0..same.len())
                .rev()
                .max_by_key(|&i| same[i].typed())
                .unwrap_or(0);
            let counted = same.remove(best);
            let also = same
                .iter()
                .map(|g| (g.sheet.clone(), g.typed()))
                .filter(|&(_, k)| k > 0)
                .collect();
            PuzzleWork::Marked(Box::new(PupilWork {
                counted,
                also,
                missing,
            }))
        })
        .collect()
}

/// Which version of a class set a pupil's file holds, as the file shows
/// it (see [`pupils_version`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FileVersion {
    /// The key is not of a class set (fewer than two versions).
    NoVersions,
    /// The pupil worked on the puzzles of this version alone (or the file
    /// holds only its grids): the other versions' puzzles are not hers.
    One(u16),
    /// The pupil typed digits into puzzles of several versions, these.
    Several(Vec<u16>),
    /// Nothing in the file tells: no digit typed, and grids of every
    /// version (these) still there.
    Undecided(Vec<u16>),
}

impl FileVersion {
    /// Whether the marks list puzzle `puzzle` of version `version`
    /// (`None`: of no version, always listed).
    pub fn lists(&self, version: Option<u16>) -> bool {
        match (self, version) {
            (FileVersion::One(v), Some(w)) => *v == w,
            _ => true,
        }
    }

    /// What the marks say of a file whose version is not decided, in the
    /// pages' language: "work on versions A and B in one file"; `None`
    /// when it is decided (or there are no versions).
    pub fn note(&self) -> Option<String> {
        let (id, versions) = match self {
            FileVersion::Several(v) => ("marks-several-versions", v),
            FileVersion::Undecided(v) => ("marks-version-undecided", v),
            FileVersion::NoVersions | FileVersion::One(_) => return None,
        };
        let letters: Vec<String> = versions.iter().map(|&v| version_letter(v)).collect();
        Some(text_with(id, &[("versions", &letters.join(", "))]))
    }
}

/// A version's letter: A for 1, B for 2 (as the worksheet's page titles
/// name them).
pub fn version_letter(v: u16) -> String {
    crate::column_letters(usize::from(v.max(1)) - 1)
}

/// Which version of a class set (each pupil given one copy of every
/// puzzle, her neighbour another) the pupil's file `found` holds, each
/// puzzle's version by `version_of` (from the marking key): the version
/// of the puzzles she typed digits into; when she typed none, the one
/// version whose grids the file still holds. Work on several versions, or
/// no evidence either way, is said so, never guessed.
pub fn pupils_version(found: &[Found], version_of: impl Fn(usize) -> Option<u16>) -> FileVersion {
    let versions = |keep: &dyn Fn(&Found) -> bool| {
        let mut v: Vec<u16> = found
            .iter()
            .filter(|f| keep(f))
            .filter_map(|f| version_of(f.puzzle()))
            .collect();
        v.sort_unstable();
        v.dedup();
        v
    };
    let all = versions(&|_| true);
    if all.len() < 2 {
        return FileVersion::NoVersions;
    }
    let worked = versions(&|f| matches!(f, Found::Grid(g) if g.typed() > 0));
    match worked.as_slice() {
        [v] => return FileVersion::One(*v),
        [] => {}
        _ => return FileVersion::Several(worked),
    }
    match versions(&|f| matches!(f, Found::Grid(_))).as_slice() {
        [v] => FileVersion::One(*v),
        _ => FileVersion::Undecided(all),
    }
}

/// What a row of marks says of its file and puzzle.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum RowResult {
    /// The puzzle's grid, marked.
    Marked(Mark),
    /// The pupil's file no longer holds the puzzle's grid (a sheet
    /// deleted, or its givens changed).
    Missing,
    /// The file was given before under the same path (or a link to it),
    /// named here: counted once, there.
    Repeated(String),
    /// The file could not be marked, and why.
    NotMarked(String),
}

/// One row of a class's marks: a pupil's file and puzzle, and its marking
/// or the reason it could not be marked.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[non_exhaustive]
pub struct MarkRow {
    /// The file as given on the command line.
    pub file: String,
    /// The puzzle's number in its workbook (`None` when the file was not
    /// read).
    pub puzzle: Option<usize>,
    /// Where the counted grid lies (`Play`, `P2`, `Worksheet (puzzle 2)`),
    /// empty when the file was not read.
    pub sheet: String,
    /// The marking, or why there is none.
    pub result: RowResult,
    /// The clashes, wrong digits and cells holding no digit in words,
    /// cells named as the sheet prints them, which grid is counted when the
    /// pupil typed the puzzle in two places, where a moved grid was found
    /// and which grids are missing (empty when there is nothing to say).
    pub details: String,
    /// The name the pupil typed on her file's name line, when she typed
    /// one (shown after the file's name).
    pub pupil: Option<String>,
}

impl MarkRow {
    /// The row of a pupil's work on one puzzle, marked.
    pub fn marked(file: &str, work: &PupilWork) -> Self {
        let grid = &work.counted;
        let mark = grid.mark();
        let mut details = describe_mark(grid, &mark);
        details.extend(work.which_counted());
        details.extend(work.notes());
        MarkRow {
            file: file.to_string(),
            puzzle: Some(grid.puzzle),
            sheet: grid.sheet.clone(),
            result: RowResult::Marked(mark),
            details: details.join("; "),
            pupil: None,
        }
    }

    /// The row of a pupil's work on one puzzle of the key, marked or
    /// missing.
    pub fn of_work(file: &str, work: &PuzzleWork) -> Self {
        match work {
            PuzzleWork::Marked(w) => MarkRow::marked(file, w),
            PuzzleWork::Missing { puzzle, names } => MarkRow {
                file: file.to_string(),
                puzzle: Some(*puzzle),
                sheet: names.first().cloned().unwrap_or_default(),
                result: RowResult::Missing,
                details: text_with("report-missing", &[("names", &names.join(", "))]),
                pupil: None,
            },
            PuzzleWork::Undecided {
                puzzle,
                name,
                at,
                with,
            } => MarkRow {
                file: file.to_string(),
                puzzle: Some(*puzzle),
                sheet: name.clone(),
                result: RowResult::NotMarked(text_with(
                    "report-undecided",
                    &[("at", at), ("name", name), ("puzzles", &puzzle_list(with))],
                )),
                details: String::new(),
                pupil: None,
            },
        }
    }

    /// The row of a file that could not be marked, and why.
    pub fn unmarked(file: &str, reason: String) -> Self {
        MarkRow {
            file: file.to_string(),
            puzzle: None,
            sheet: String::new(),
            result: RowResult::NotMarked(reason),
            details: String::new(),
            pupil: None,
        }
    }

    /// The row of a file that repeats `first` (given earlier): not marked
    /// again.
    pub fn repeated(file: &str, first: &str) -> Self {
        MarkRow {
            file: file.to_string(),
            puzzle: None,
            sheet: String::new(),
            result: RowResult::Repeated(first.to_string()),
            details: String::new(),
            pupil: None,
        }
    }

    /// The marking, when the row has one.
    pub fn mark(&self) -> Option<&Mark> {
        match &self.result {
            RowResult::Marked(m) => Some(m),
            RowResult::Missing | RowResult::Repeated(_) | RowResult::NotMarked(_) => None,
        }
    }

    /// The verdict's words, or "missing", "repeated", "not marked".
    pub fn verdict_words(&self) -> &'static str {
        match &self.result {
            RowResult::Marked(m) => m.verdict.words(),
            RowResult::Missing => "missing",
            RowResult::Repeated(_) => "repeated",
            RowResult::NotMarked(_) => "not marked",
        }
    }

    /// "12 of 57" typed of the cells to fill, or "-" when not marked.
    pub fn filled_words(&self) -> String {
        match self.mark() {
            Some(m) => format!("{} of {}", m.typed, m.to_fill),
            None => "-".to_string(),
        }
    }
}

/// Puzzle numbers as a list: "7", "3, 7".
fn puzzle_list(puzzles: &[usize]) -> String {
    puzzles
        .iter()
        .map(|p| p.to_string())
        .collect::<Vec<_>>()
        .join(", ")
}
