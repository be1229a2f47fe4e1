//! Grading a puzzle by the human techniques needed to solve it without
//! guessing.
//!
//! The rater keeps its own candidate grid and applies, in order of difficulty,
//! naked singles, hidden singles, locked candidates (pointing and claiming),
//! naked pairs, hidden pairs, naked triples, hidden triples, X-Wing and
//! Swordfish. After any progress it restarts from the simplest technique (the
//! usual human model) and stops when the grid is solved, when nothing applies
//! (stuck), or when the candidates contradict each other (no solution).
//!
//! Every technique works on [`Geometry::units`](crate::Geometry::units), so
//! diagonals, Windoku's extra blocks and jigsaw regions take part exactly like
//! rows, columns and blocks. X-Wing and Swordfish are generalised: for a digit,
//! `k` pairwise-disjoint base units whose candidates all lie in `k`
//! pairwise-disjoint cover units eliminate it from the cover units' other
//! cells (rows over columns on a standard grid).
//!
//! Each step applies one technique to everything it finds in the current
//! position at once, so the rating does not depend on how the digits are
//! labelled. [`Rating::uses`] counts, per technique, the digits it placed
//! (singles) or the patterns that eliminated something (all others).
//!
//! ## Levels
//!
//! | level  | hardest technique needed                             |
//! |--------|------------------------------------------------------|
//! | easy   | naked and hidden singles only                        |
//! | medium | locked candidates and/or naked or hidden pairs       |
//! | hard   | naked or hidden triples, X-Wing, Swordfish           |
//! | expert | needs search: these techniques alone get stuck       |
//!
//! A puzzle with clashing givens, or one the techniques prove to have no
//! solution, is rated expert with [`Rating::contradiction`] set.

mod candidates;
mod fish;
mod locked;
mod singles;
mod subsets;
#[cfg(test)]
mod tests;

use std::fmt;
use std::str::FromStr;

use crate::geometry::Geometry;
use crate::grid::Grid;
use candidates::{Board, Deductions, Tables};

/// A solving technique, ordered by difficulty.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Technique {
    /// A cell with a single candidate.
    NakedSingle,
    /// A digit with a single place in some unit.
    HiddenSingle,
    /// A digit confined to the intersection of two units (pointing, claiming).
    LockedCandidates,
    /// Two cells of a unit with the same two candidates.
    NakedPair,
    /// Two digits of a unit with the same two places.
    HiddenPair,
    /// Three cells of a unit with three candidates between them.
    NakedTriple,
    /// Three digits of a unit with three places between them.
    HiddenTriple,
    /// A fish of two disjoint base units over two disjoint cover units.
    XWing,
    /// A fish of three disjoint base units over three disjoint cover units.
    Swordfish,
}

impl Technique {
    /// Every technique, easiest first (the order they are tried in).
    pub const ALL: [Technique; 9] = [
        Technique::NakedSingle,
        Technique::HiddenSingle,
        Technique::LockedCandidates,
        Technique::NakedPair,
        Technique::HiddenPair,
        Technique::NakedTriple,
        Technique::HiddenTriple,
        Technique::XWing,
        Technique::Swordfish,
    ];

    /// The usual name: "naked single", "X-Wing".
    pub fn name(self) -> &'static str {
        match self {
            Technique::NakedSingle => "naked single",
            Technique::HiddenSingle => "hidden single",
            Technique::LockedCandidates => "locked candidates",
            Technique::NakedPair => "naked pair",
            Technique::HiddenPair => "hidden pair",
            Technique::NakedTriple => "naked triple",
            Technique::HiddenTriple => "hidden triple",
            Technique::XWing => "X-Wing",
            Technique::Swordfish => "Swordfish",
        }
    }

    /// The level of a puzzle whose hardest needed technique is this one.
    pub fn level(self) -> Level {
        match self {
            Technique::NakedSingle | Technique::HiddenSingle => Level::Easy,
            Technique::LockedCandidates | Technique::NakedPair | Technique::HiddenPair => {
                Level::Medium
            }
            Technique::NakedTriple
            | Technique::HiddenTriple
            | Technique::XWing
            | Technique::Swordfish => Level::Hard,
        }
    }

    /// Everything this technique finds in `board` (a snapshot).
    fn find(self, t: &Tables, board: &Board) -> Deductions {
        match self {
            Technique::NakedSingle => singles::naked_singles(board),
            Technique::HiddenSingle => singles::hidden_singles(t, board),
            Technique::LockedCandidates => locked::locked_candidates(t, board),
            Technique::NakedPair => subsets::naked_subsets(t, board, 2),
            Technique::HiddenPair => subsets::hidden_subsets(t, board, 2),
            Technique::NakedTriple => subsets::naked_subsets(t, board, 3),
            Technique::HiddenTriple => subsets::hidden_subsets(t, board, 3),
            Technique::XWing => fish::fish(t, board, 2),
            Technique::Swordfish => fish::fish(t, board, 3),
        }
    }
}

impl fmt::Display for Technique {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// How hard a puzzle is for a human, from the hardest technique it needs.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Level {
    /// Singles only.
    Easy,
    /// Locked candidates and/or naked or hidden pairs.
    Medium,
    /// Triples, X-Wing or Swordfish.
    Hard,
    /// The techniques get stuck: solving needs search (or there is no solution).
    Expert,
}

impl Level {
    /// Every level, easiest first.
    pub const ALL: [Level; 4] = [Level::Easy, Level::Medium, Level::Hard, Level::Expert];

    /// The name used on the command line: "easy", "medium", "hard", "expert".
    pub fn name(self) -> &'static str {
        match self {
            Level::Easy => "easy",
            Level::Medium => "medium",
            Level::Hard => "hard",
            Level::Expert => "expert",
        }
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Level {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        let key = s.trim().to_ascii_lowercase();
        Level::ALL
            .into_iter()
            .find(|level| level.name() == key)
            .ok_or_else(|| format!("unknown level '{s}' (valid: easy, medium, hard, expert)"))
    }
}

/// The result of [`rate`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Rating {
    /// The level (see the table in the module documentation).
    pub level: Level,
    /// The techniques alone filled the grid.
    pub solved_by_logic: bool,
    /// The givens clash, or the techniques showed that the puzzle has no
    /// solution (an empty cell or a missing digit with no candidate left).
    /// Also set when the grid does not fit the geometry.
    pub contradiction: bool,
    /// Each technique that made progress with how often it did (digits placed
    /// for singles, eliminating patterns for the others), easiest first.
    pub uses: Vec<(Technique, usize)>,
    /// The hardest technique that made progress (`None` if none was needed).
    pub hardest: Option<Technique>,
    /// Number of givens.
    pub givens: usize,
    /// The grid as far as the techniques got: the solution when
    /// `solved_by_logic`, otherwise the givens plus every digit placed.
    pub grid: Grid,
}

/// Rates `givens` on `geometry` by the techniques needed to solve it without
/// guessing. Never panics; a broken puzzle is rated expert with
/// [`Rating::contradiction`] set.
///
/// ```
/// use sheetdoku::{rate, Geometry, Grid, Level};
/// let g = Geometry::standard(4).unwrap();
/// let puzzle = Grid::parse_line("1..4.4..2..3..1.").unwrap();
/// let rating = rate(&g, &puzzle);
/// assert!(rating.solved_by_logic);
/// assert_eq!(rating.level, Level::Easy);
/// ```
pub fn rate(geometry: &Geometry, givens: &Grid) -> Rating {
    run(geometry, givens).0
}

/// [`rate`], also returning the final candidate board (`None` when the givens
/// do not even make a board).
fn run(geometry: &Geometry, givens: &Grid) -> (Rating, Option<Board>) {
    let n = geometry.size();
    let t = Tables::new(geometry);
    let Some(mut board) = Board::from_givens(&t, givens) else {
        let rating = Rating {
            level: Level::Expert,
            solved_by_logic: false,
            contradiction: true,
            uses: Vec::new(),
            hardest: None,
            givens: givens.given_count(),
            grid: givens.clone(),
        };
        return (rating, None);
    };
    let mut counts = [0usize; Technique::ALL.len()];
    let mut contradiction = false;
    loop {
        if board.is_broken(&t) {
            contradiction = true;
            break;
        }
        if board.is_full() {
            break;
        }
        let step = Technique::ALL.iter().enumerate().find_map(|(i, tech)| {
            let found = tech.find(&t, &board);
            (found.instances > 0).then_some((i, found))
        });
        let Some((i, found)) = step else { break };
        counts[i] += found.instances;
        board.apply(&t, &found);
    }
    let solved_by_logic = !contradiction && board.is_full();
    let uses: Vec<(Technique, usize)> = Technique::ALL
        .into_iter()
        .zip(counts)
        .filter(|&(_, count)| count > 0)
        .collect();
    let hardest = uses.last().map(|&(tech, _)| tech);
    let level = match (solved_by_logic, hardest) {
        (false, _) => Level::Expert,
        (true, None) => Level::Easy,
        (true, Some(tech)) => tech.level(),
    };
    let rating = Rating {
        level,
        solved_by_logic,
        contradiction,
        uses,
        hardest,
        givens: givens.given_count(),
        grid: board.to_grid(n),
    };
    (rating, Some(board))
}
