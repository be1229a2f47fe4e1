//! Results that are answers, not errors: how many solutions, whether unique.

use std::fmt;

use crate::grid::Grid;

/// A number of solutions, exact below the limit that was asked for. With
/// the `serde` feature it is written `{"solutions": 10, "exact": false}`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize),
    serde(into = "CountFields", from = "CountFields")
)]
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

/// A [`Count`] as serde writes it: the number and whether it is exact.
#[cfg(feature = "serde")]
#[derive(serde::Serialize, serde::Deserialize)]
struct CountFields {
    solutions: u64,
    exact: bool,
}

#[cfg(feature = "serde")]
impl From<Count> for CountFields {
    fn from(count: Count) -> Self {
        CountFields {
            solutions: count.found(),
            exact: matches!(count, Count::Exact(_)),
        }
    }
}

#[cfg(feature = "serde")]
impl From<CountFields> for Count {
    fn from(fields: CountFields) -> Self {
        match fields.exact {
            true => Count::Exact(fields.solutions),
            false => Count::AtLeast(fields.solutions),
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
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Uniqueness {
    /// Not examined.
    #[cfg_attr(feature = "serde", serde(rename = "not_checked"))]
    Unknown,
    /// Proven unique.
    Unique,
    /// Another solution exists; here it is.
    NotUnique(Grid),
    /// Asked, but the time limit came before the proof.
    Undecided,
}
