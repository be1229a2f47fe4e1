//! What a command found when it ran without error, and so its exit code.

/// What a command found, when it ran without error.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Status {
    /// Solved, unique, valid: exit 0.
    Success,
    /// No solution, not unique, broken rules: exit 1.
    PuzzleResult,
    /// The time limit was reached; what was finished is kept: exit 3.
    TimeLimit,
    /// Ctrl-C stopped the work; what was finished is kept: exit 130.
    Interrupted,
}
