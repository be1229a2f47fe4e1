//! The MILP solvers the BLP can run on, by name (a file of its own, with no
//! import from the rest of the crate, so that errors can name a solver).

use std::fmt;
use std::str::FromStr;

/// The MILP solver behind the BLP.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
#[non_exhaustive]
pub enum SolverKind {
    /// microlp, a pure-Rust solver (always available).
    #[default]
    Microlp,
    /// HiGHS (only in builds with `--features highs`).
    Highs,
}

impl SolverKind {
    /// The name used on the command line: "microlp" or "highs".
    pub fn name(self) -> &'static str {
        match self {
            SolverKind::Microlp => "microlp",
            SolverKind::Highs => "highs",
        }
    }
}

impl fmt::Display for SolverKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for SolverKind {
    type Err = String;
    fn from_str(s: &str) -> std::result::Result<Self, String> {
        match s.trim().to_ascii_lowercase().as_str() {
            "microlp" => Ok(SolverKind::Microlp),
            "highs" => Ok(SolverKind::Highs),
            _ => Err(format!("unknown solver '{s}' (valid: microlp, highs)")),
        }
    }
}
