//! The levels a teacher asks for: ranges of the rating.

use crate::parse_error::ParseError;
use std::fmt;
use std::str::FromStr;

use super::score::Score;

/// How hard a puzzle is for a human: a range of its [`Score`] (see the table
/// in the module documentation).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[non_exhaustive]
pub enum Level {
    /// Score up to 2.5: singles.
    Easy,
    /// Score 2.6 to 3.4: locked candidates, pairs, X-Wing.
    Medium,
    /// Score 3.5 to 4.4: triples, Swordfish, single-digit patterns, wings.
    Hard,
    /// Score 4.5 to 6.4: uniqueness, quads, Jellyfish, bigger wings, BUG.
    Expert,
    /// Score 6.5 to 7.9: chains.
    Fiendish,
    /// Score 8.0 or more, or solving needs search (or there is no solution).
    Extreme,
}

impl Level {
    /// Every level, easiest first.
    pub const ALL: [Level; 6] = [
        Level::Easy,
        Level::Medium,
        Level::Hard,
        Level::Expert,
        Level::Fiendish,
        Level::Extreme,
    ];

    /// The name used on the command line: "easy", "medium", "hard", ...
    pub fn name(self) -> &'static str {
        match self {
            Level::Easy => "easy",
            Level::Medium => "medium",
            Level::Hard => "hard",
            Level::Expert => "expert",
            Level::Fiendish => "fiendish",
            Level::Extreme => "extreme",
        }
    }

    /// The name printed on pages, in the pages' language ("ťažká").
    pub fn local_name(self) -> String {
        sheetdoku_i18n::text(&format!("level-{}", self.name()))
    }

    /// The highest score of the level (`None` for extreme: no bound).
    pub fn max_score(self) -> Option<Score> {
        let tenths = match self {
            Level::Easy => 25,
            Level::Medium => 34,
            Level::Hard => 44,
            Level::Expert => 64,
            Level::Fiendish => 79,
            Level::Extreme => return None,
        };
        Some(Score::from_tenths(tenths))
    }

    /// The level of a puzzle solved with hardest step `score`.
    pub fn of(score: Score) -> Level {
        Level::ALL
            .into_iter()
            .find(|level| level.max_score().is_none_or(|max| score <= max))
            .unwrap_or(Level::Extreme)
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Level {
    type Err = ParseError;
    fn from_str(s: &str) -> Result<Self, ParseError> {
        let key = s.trim().to_ascii_lowercase();
        Level::ALL
            .into_iter()
            .find(|level| level.name() == key)
            .ok_or_else(|| ParseError::UnknownLevel(s.to_string()))
    }
}
