//! The fifth family of rules: even/odd cells. A grey square in a cell says
//! its digit is even, a grey circle that it is odd (the f-puzzles and
//! SudokuPad convention). One rule per cell. Their data, their names and
//! why one is refused.
//!
//! Every layer reads the rule through [`ParityKind::allows`], so a digit is
//! judged the same by the BLP rows, the engine, the checker and the rater.

use crate::grid::CellNamer;

use super::{cell_or_number, Carried, Relabelling, RuleFamily, RuleSymmetry};

/// What an even/odd cell says of its digit.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum ParityKind {
    /// A grey square: the digit is even.
    Even,
    /// A grey circle: the digit is odd.
    Odd,
}

impl ParityKind {
    /// Every kind, in the order of the enum.
    pub const ALL: [ParityKind; 2] = [ParityKind::Even, ParityKind::Odd];

    /// Whether digit `d` keeps the mark.
    ///
    /// ```
    /// use sheetdoku::ParityKind;
    /// assert!(ParityKind::Even.allows(4) && !ParityKind::Even.allows(5));
    /// assert!(ParityKind::Odd.allows(1) && !ParityKind::Odd.allows(2));
    /// ```
    pub fn allows(self, d: u8) -> bool {
        match self {
            ParityKind::Even => d.is_multiple_of(2),
            ParityKind::Odd => !d.is_multiple_of(2),
        }
    }

    /// The kind's word in the rules' text (and f-puzzles' key): "even".
    pub fn word(self) -> &'static str {
        match self {
            ParityKind::Even => "even",
            ParityKind::Odd => "odd",
        }
    }

    /// The kind a word of the rules' text names, case aside.
    pub fn from_word(word: &str) -> Option<ParityKind> {
        ParityKind::ALL
            .into_iter()
            .find(|k| k.word().eq_ignore_ascii_case(word))
    }

    /// What a player calls the mark ("the grey square").
    pub fn mark_name(self) -> &'static str {
        match self {
            ParityKind::Even => "the grey square",
            ParityKind::Odd => "the grey circle",
        }
    }

    /// What the mark asks, for messages ("an even digit").
    pub fn asks(self) -> &'static str {
        match self {
            ParityKind::Even => "an even digit",
            ParityKind::Odd => "an odd digit",
        }
    }
}

/// An even/odd mark in one cell.
///
/// ```
/// use sheetdoku::{CellNamer, Parity, ParityKind};
/// let even = Parity::new(ParityKind::Even, 10);
/// assert_eq!(even.name(9, &CellNamer::default()), "the grey square at B2");
/// assert!(even.allows(8) && !even.allows(7));
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Parity {
    /// What the mark says.
    pub kind: ParityKind,
    /// The cell, as a list of one (every rule's cells are a slice).
    pub cells: [usize; 1],
}

impl Parity {
    /// The mark of `kind` in `cell`.
    pub fn new(kind: ParityKind, cell: usize) -> Parity {
        Parity {
            kind,
            cells: [cell],
        }
    }

    /// The marked cell.
    pub fn cell(&self) -> usize {
        self.cells[0]
    }

    /// The example of `kind` of [`Constraint::one_of_each_kind`] on an
    /// `n x n` grid: an even B1 and an odd cell of the last row, found by a
    /// search over the grids the other examples leave (the 4x4's two grids
    /// both keep an even B1 and an odd C4).
    ///
    /// [`Constraint::one_of_each_kind`]: super::Constraint::one_of_each_kind
    pub(super) fn example(kind: ParityKind, n: usize) -> Parity {
        let cell = match (n, kind) {
            (_, ParityKind::Even) => 1,
            (4, ParityKind::Odd) => 14,
            (6, ParityKind::Odd) => 27,
            (9, ParityKind::Odd) => 72,
            (_, ParityKind::Odd) => (n - 1) * n + 7.min(n - 1),
        };
        Parity::new(kind, cell)
    }

    /// The mark with its cell moved (cell `c` to `to[c]`).
    pub fn moved(&self, to: &[usize]) -> Parity {
        Parity::new(self.kind, to[self.cell()])
    }

    /// Whether the digit `d` in its cell keeps it.
    pub fn allows(&self, d: u8) -> bool {
        self.kind.allows(d)
    }

    /// "the grey square at B2".
    pub fn name(&self, n: usize, namer: &CellNamer) -> String {
        format!(
            "{} at {}",
            self.kind.mark_name(),
            cell_or_number(n, namer, self.cell())
        )
    }

    /// What relabelling the digits and moving the cells do to the mark:
    /// the reversal `k -> n+1-k` keeps parities only when `n` is odd, and
    /// the answer does not know `n`, so no relabelling keeps it (a copy is
    /// then never wrong); a move carries it to a mark of the same kind in
    /// the moved cell.
    pub(crate) fn symmetry(&self) -> RuleSymmetry {
        RuleSymmetry {
            relabelling: Relabelling::None,
            carried: Carried::Cell(self.kind),
        }
    }

    /// The family of puzzles the mark makes, for titles.
    pub(crate) fn family(&self) -> RuleFamily {
        match self.kind {
            ParityKind::Even | ParityKind::Odd => RuleFamily::EvenOdd,
        }
    }

    /// Checks the mark for a grid of size `n`.
    pub(crate) fn validate(&self, n: usize) -> Result<(), ParityError> {
        if self.cell() >= n * n {
            return Err(ParityError::OutsideGrid { cell: self.cell() });
        }
        Ok(())
    }
}

/// Why an even/odd mark cannot be a rule of a grid.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ParityError {
    /// The cell index is not a cell of the grid.
    OutsideGrid {
        /// The index.
        cell: usize,
    },
}

impl ParityError {
    /// The message, naming cells with `namer` on a grid of size `n`.
    pub fn describe(&self, n: usize, namer: &CellNamer) -> String {
        match self {
            ParityError::OutsideGrid { cell } => format!(
                "{} is not a cell of the {n}x{n} grid",
                cell_or_number(n, namer, *cell)
            ),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_mark_outside_the_grid_is_refused_with_its_cell_named() {
        let namer = CellNamer::default();
        let outside = Parity::new(ParityKind::Odd, 16);
        assert_eq!(
            outside.validate(4).unwrap_err().describe(4, &namer),
            "cell number 16 is not a cell of the 4x4 grid"
        );
        assert!(Parity::new(ParityKind::Even, 15).validate(4).is_ok());
    }

    #[test]
    fn moving_carries_the_mark_to_the_moved_cell() {
        let to: Vec<usize> = (0..16).map(|c| (c % 4) * 4 + c / 4).collect();
        let moved = Parity::new(ParityKind::Even, 1).moved(&to);
        assert_eq!(moved, Parity::new(ParityKind::Even, 4));
        assert_eq!(moved.symmetry().carried, Carried::Cell(ParityKind::Even));
    }
}
