//! Results that are answers, not errors: how many solutions, whether unique.

use std::fmt;

use crate::grid::Grid;

/// A number of solutions, exact below the limit that was asked for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Count {
    /// Exactly this many.
    Exact(u64),
    /// At least this many (the limit was reached).
    AtLeast(u64),
}

impl Count {
    /// The number found (a lower bound for `AtLeast`).
    pub fn found(self) -> u64 {
        match self {
            Count::Exact(n) | Count::AtLeast(n) => n,
        }
    }
}

impl fmt::Display for Count {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Count::Exact(n) => write!(f, "{n}"),
            Count::AtLeast(n) => write!(f, "at least {n}"),
        }
    }
}

/// Whether a solution is the only one.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Uniqueness {
    /// Not examined.
    Unknown,
    /// Proven unique.
    Unique,
    /// Another solution exists; here it is.
    NotUnique(Grid),
    /// Asked, but the time limit came before the proof.
    Undecided,
}
