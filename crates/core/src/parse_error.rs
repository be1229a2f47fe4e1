//! What is wrong with a name or a puzzle line read from text: a level, a
//! variant, a grid of symbols. Typed, so a caller can tell the cases apart;
//! the words are those the command prints.

use sheetdoku_i18n::text_with;

/// Why a level name, a variant name or a grid line could not be read.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum ParseError {
    /// No level has this name.
    #[error("{}", text_with("parse-unknown-level", &[("name", .0)]))]
    UnknownLevel(String),
    /// No variant has this name.
    #[error("{}", text_with("parse-unknown-variant", &[("name", .0)]))]
    UnknownVariant(String),
    /// A grid line whose number of symbols is no square.
    #[error("{}", text_with("parse-not-square", &[("symbols", &symbols.to_string())]))]
    NotSquare {
        /// The symbols counted (whitespace left out).
        symbols: usize,
    },
    /// A symbol that is no digit of the grid's size.
    #[error("{}", text_with(
        "parse-not-a-digit",
        &[
            ("symbol", &symbol.to_string()),
            ("position", &position.to_string()),
            ("size", &size.to_string()),
        ]
    ))]
    NotADigit {
        /// The symbol.
        symbol: char,
        /// Its 1-based position among the symbols.
        position: usize,
        /// The grid's size `n`.
        size: usize,
    },
}

impl From<ParseError> for String {
    fn from(e: ParseError) -> String {
        e.to_string()
    }
}
