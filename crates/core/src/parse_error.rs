//! What is wrong with a name or a puzzle line read from text: a level, a
//! variant, a grid of symbols. Typed, so a caller can tell the cases apart;
//! the words are those the command prints.

/// Why a level name, a variant name or a grid line could not be read.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum ParseError {
    /// No level has this name.
    #[error("unknown level '{0}' (valid: easy, medium, hard, expert, fiendish, extreme)")]
    UnknownLevel(String),
    /// No variant has this name.
    #[error(
        "unknown variant '{0}' (valid: standard, x, windoku, windoku-x, jigsaw, jigsaw-x; \
         the parts combine, as in jigsaw-windoku or extra-regions-x)"
    )]
    UnknownVariant(String),
    /// A grid line whose number of symbols is no square.
    #[error("{symbols} symbols is not a square grid (81 for 9x9, 256 for 16x16, ...)")]
    NotSquare {
        /// The symbols counted (whitespace left out).
        symbols: usize,
    },
    /// A symbol that is no digit of the grid's size.
    #[error("'{symbol}' at position {position} is not a digit of a {size}x{size} grid")]
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
