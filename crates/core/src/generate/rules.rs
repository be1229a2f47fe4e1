//! The rules a generated puzzle may carry besides its units: marks that
//! follow from a solution alone, with no shape to choose
//! ([`GeneratedRule`]). The generator draws a full grid, writes every mark
//! of the chosen kinds that the grid keeps ([`GeneratedRule::marks`]),
//! removes givens while the puzzle stays unique, then removes marks while
//! it stays unique (`thin.rs`), so a puzzle keeps few of both.

use std::fmt;
use std::str::FromStr;

use rand::Rng;

use super::marks;
use crate::geometry::Constraint;
use crate::grid::Grid;

/// A kind of rule the generator can put on a puzzle: its marks are read off
/// the solution.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "kebab-case"))]
#[non_exhaustive]
pub enum GeneratedRule {
    /// Greater-than signs between cells side by side.
    GreaterThan,
    /// Even/odd cells (grey squares and circles).
    EvenOdd,
    /// Kropki dots: white between consecutive digits, black where one is
    /// double the other.
    Kropki,
    /// X between digits adding up to 10, V between digits adding up to 5.
    Xv,
    /// Thermometers: digits rising from the bulb along a line of cells.
    Thermometer,
}

impl GeneratedRule {
    /// Every kind, in the order of the enum.
    pub const ALL: [GeneratedRule; 5] = [
        GeneratedRule::GreaterThan,
        GeneratedRule::EvenOdd,
        GeneratedRule::Kropki,
        GeneratedRule::Xv,
        GeneratedRule::Thermometer,
    ];

    /// The kind's word on the command line ("greater-than").
    pub fn word(self) -> &'static str {
        match self {
            GeneratedRule::GreaterThan => "greater-than",
            GeneratedRule::EvenOdd => "even-odd",
            GeneratedRule::Kropki => "kropki",
            GeneratedRule::Xv => "xv",
            GeneratedRule::Thermometer => "thermometer",
        }
    }

    /// Every mark of this kind that `solution` keeps: a greater-than sign
    /// on every side two cells share, the parity of every cell, a Kropki
    /// dot wherever two digits side by side are consecutive or one double
    /// the other (a pair that is both, 1 and 2, gets one of the two at
    /// random), an X or a V wherever two digits side by side add up to 10
    /// or 5; thermometers along random paths of rising digits, each cell
    /// on one at most.
    pub fn marks<R: Rng + ?Sized>(self, solution: &Grid, rng: &mut R) -> Vec<Constraint> {
        match self {
            GeneratedRule::GreaterThan => marks::greater_signs(solution),
            GeneratedRule::EvenOdd => marks::parities(solution),
            GeneratedRule::Kropki => marks::kropki_dots(solution, rng),
            GeneratedRule::Xv => marks::xv_marks(solution),
            GeneratedRule::Thermometer => marks::thermometers(solution, rng),
        }
    }

    /// The kinds' words joined, for messages: "greater-than, kropki".
    pub fn words(rules: &[GeneratedRule]) -> String {
        rules
            .iter()
            .map(|r| r.word())
            .collect::<Vec<_>>()
            .join(", ")
    }
}

impl fmt::Display for GeneratedRule {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.word())
    }
}

/// Why a word names no rule the generator can put on a puzzle.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{0}")]
pub struct UnknownGeneratedRule(String);

impl FromStr for GeneratedRule {
    type Err = UnknownGeneratedRule;

    /// A kind from its word, case aside; a few other spellings players use
    /// ("greater", "parity", "x-v") are read too. Any other word is refused
    /// with the kinds that can be generated named.
    ///
    /// ```
    /// use sheetdoku::generate::GeneratedRule;
    /// assert_eq!("Kropki".parse::<GeneratedRule>().unwrap(), GeneratedRule::Kropki);
    /// let e = "arrow".parse::<GeneratedRule>().unwrap_err().to_string();
    /// assert!(e.contains("greater-than, even-odd, kropki, xv, thermometer"), "{e}");
    /// ```
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let word = s.trim().to_ascii_lowercase();
        let found = match word.as_str() {
            "greater" | "greater-than" | "greaterthan" | "signs" => {
                Some(GeneratedRule::GreaterThan)
            }
            "even-odd" | "evenodd" | "even/odd" | "parity" | "even" | "odd" => {
                Some(GeneratedRule::EvenOdd)
            }
            "kropki" | "dots" => Some(GeneratedRule::Kropki),
            "xv" | "x-v" | "x/v" => Some(GeneratedRule::Xv),
            "thermometer" | "thermometers" | "thermo" => Some(GeneratedRule::Thermometer),
            _ => None,
        };
        found.ok_or_else(|| {
            UnknownGeneratedRule(format!(
                "puzzles with '{}' cannot be generated; generate puts these rules on a puzzle: {} \
                 (killer cages with --killer)",
                s.trim(),
                GeneratedRule::words(&GeneratedRule::ALL)
            ))
        })
    }
}
