//! The rows of the binary program, one file per mechanism: `unit.rs` the
//! "each digit once" rows of an all-different unit (the paper's (2)-(4),
//! (7)-(9)), `cell.rs` "one digit per cell" (5), `cut.rs` Peško's no-good
//! cut (H1), `cage.rs` a killer cage's sum (`Σ k·x_ijk = S`) and "each
//! digit at most once", `pair.rs` a mark between two cells (a digit here
//! needs a partner there), `line.rs` a line as its marks, `parity.rs` an even/odd cell's wrong
//! digits, `sum.rs` an arrow's or a little killer's weighted sum, `anti.rs` an
//! anti-knight or anti-king rule's groups, each digit at most once,
//! `sandwich.rs` a sandwich clue's rows for each place of its 1 and `n`. A row is terms with integer coefficients, a sense
//! and a right-hand side; the model ([`super::model`]), the LP file, the
//! solver back ends and the branch and bound read rows only through this
//! type.

pub(super) mod anti;
pub(super) mod cage;
pub(super) mod cell;
pub(super) mod cut;
pub(super) mod line;
pub(super) mod pair;
pub(super) mod parity;
pub(super) mod sandwich;
pub(super) mod sum;
pub(super) mod unit;

use crate::geometry::{ConstraintId, Geometry};

/// One term `coef · x_var` of a row.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Term {
    /// Index into [`super::model::Model::vars`].
    pub var: usize,
    /// The integer coefficient.
    pub coef: i64,
}

/// The sense of a row.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Sense {
    /// `Σ = rhs`.
    Eq,
    /// `Σ <= rhs`.
    Le,
}

impl Sense {
    /// Whether `lhs (sense) rhs` holds.
    pub fn holds(self, lhs: i64, rhs: i64) -> bool {
        match self {
            Sense::Eq => lhs == rhs,
            Sense::Le => lhs <= rhs,
        }
    }

    /// As the LP file format writes it.
    pub fn symbol(self) -> &'static str {
        match self {
            Sense::Eq => "=",
            Sense::Le => "<=",
        }
    }
}

/// What a row stands for (used to name it in the LP file).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum RowKind {
    /// "Each digit at most once" in a group of an anti-knight or
    /// anti-king rule (a knight's pair, a king's 2x2 square).
    AntiGroup {
        /// The rule.
        constraint: ConstraintId,
        /// The group, an index into its `makes_distinct` groups.
        group: u32,
        /// The digit.
        digit: u8,
    },
    /// "Each digit once" over an all-different rule.
    AllDifferent {
        /// The rule.
        constraint: ConstraintId,
        /// The digit.
        digit: u8,
    },
    /// A killer cage's sum, `Σ k·x_ijk = S` over its cells.
    CageSum {
        /// The cage.
        constraint: ConstraintId,
    },
    /// "Each digit at most once" in a killer cage.
    CageDigit {
        /// The cage.
        constraint: ConstraintId,
        /// The digit.
        digit: u8,
    },
    /// "None of the digits of the wrong parity" in an even/odd cell.
    Parity {
        /// The even/odd rule.
        constraint: ConstraintId,
    },
    /// "A digit here only with a partner there" of a rule between cells
    /// (a Kropki dot, an X or V, a greater-than sign).
    Relation {
        /// The rule.
        constraint: ConstraintId,
        /// Which way round: 0 from its first cell, 1 from its second (a
        /// line's relation `i`: `2i` and `2i + 1`).
        side: u16,
        /// The digit in the cell it starts from.
        digit: u8,
    },
    /// "One digit per cell", constraint (5).
    Cell(usize),
    /// A sum rule's `Σ w·k·x_ijk = S` (an arrow, a little killer).
    Sum {
        /// The rule.
        constraint: ConstraintId,
    },
    /// The `index`-th no-good cut (0-based), H1.
    Cut(usize),
    /// A sandwich clue's row for its 1 at place `one` of the line and its
    /// `n` at place `top` (0-based): `row` 0 "not both", 1 and 2 the
    /// big-M rows of the sum between from above and below.
    Sandwich {
        /// The rule.
        constraint: ConstraintId,
        /// The place of the 1 along the line.
        one: u8,
        /// The place of the `n`.
        top: u8,
        /// Which row of the place.
        row: u8,
    },
}

impl RowKind {
    /// The row's name in the LP file ("row4_d7", "cageB3_sum", "cageB3_d5",
    /// "cell_1_2", "cut1").
    pub fn name(self, geometry: &Geometry) -> String {
        match self {
            RowKind::AntiGroup {
                constraint,
                group,
                digit,
            } => anti::name(geometry, constraint, group, digit),
            RowKind::AllDifferent { constraint, digit } => unit::name(geometry, constraint, digit),
            RowKind::CageSum { constraint } => cage::name(geometry, constraint, None),
            RowKind::CageDigit { constraint, digit } => {
                cage::name(geometry, constraint, Some(digit))
            }
            RowKind::Parity { constraint } => parity::name(geometry, constraint),
            RowKind::Relation {
                constraint,
                side,
                digit,
            } => pair::name(geometry, constraint, side, digit),
            RowKind::Cell(c) => cell::name(geometry.size(), c),
            RowKind::Cut(i) => cut::name(i),
            RowKind::Sum { constraint } => sum::name(geometry, constraint),
            RowKind::Sandwich {
                constraint,
                one,
                top,
                row,
            } => sandwich::name(geometry, constraint, one, top, row),
        }
    }
}

/// A row `Σ coef · x (= | <=) rhs`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Row {
    /// What the row stands for.
    pub kind: RowKind,
    /// The terms, each variable at most once.
    pub terms: Vec<Term>,
    /// Equality or a bound.
    pub sense: Sense,
    /// Right-hand side.
    pub rhs: i64,
}

impl Row {
    /// A row whose every coefficient is 1.
    pub fn ones(
        kind: RowKind,
        vars: impl IntoIterator<Item = usize>,
        sense: Sense,
        rhs: i64,
    ) -> Row {
        Row {
            kind,
            terms: vars.into_iter().map(|var| Term { var, coef: 1 }).collect(),
            sense,
            rhs,
        }
    }

    /// Whether the row holds when exactly the variables `is_one` says are 1.
    pub fn holds(&self, is_one: impl Fn(usize) -> bool) -> bool {
        let lhs: i64 = self
            .terms
            .iter()
            .filter(|t| is_one(t.var))
            .map(|t| t.coef)
            .sum();
        self.sense.holds(lhs, self.rhs)
    }
}

/// A model's rows while they are being built, with the variable index of
/// each `(cell, digit)` and the cells decided without a variable.
pub(crate) struct Builder<'a> {
    /// Grid size.
    pub n: usize,
    /// Variable of `(cell, digit)` at `cell * n + digit - 1`, `usize::MAX`
    /// where there is none.
    pub index: &'a [usize],
    /// Cells decided without a variable (0 elsewhere).
    pub fixed: &'a crate::grid::Grid,
    /// The rows so far.
    pub rows: Vec<Row>,
    /// A row showed that there is no solution.
    pub infeasible: bool,
}

impl Builder<'_> {
    /// The variable of `digit` in `cell`, if it exists.
    pub fn var(&self, cell: usize, digit: u8) -> Option<usize> {
        let v = self.index[cell * self.n + usize::from(digit) - 1];
        (v != usize::MAX).then_some(v)
    }
}
