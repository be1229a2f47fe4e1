//! The third family of rules: marks between two cells side by side, each
//! a relation the two digits must keep. A white Kropki dot (the digits
//! are consecutive), a black Kropki dot (one is double the other), an X
//! (they add up to 10), a V (they add up to 5) and a greater-than sign
//! (the first is larger). Their data, their names and why one is refused.
//!
//! Every layer matches [`PairKind`] exhaustively; all of them read the
//! relation through [`PairKind::allows`], so a digit pair is judged the
//! same by the BLP rows, the engine, the checker and the rater.

use crate::grid::CellNamer;

use super::{cell_or_number, Carried, Relabelling, RuleFamily, RuleSymmetry};

/// What a mark between two cells says of their digits.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum PairKind {
    /// A white Kropki dot: the digits are consecutive (differ by 1).
    KropkiWhite,
    /// A black Kropki dot: one digit is double the other.
    KropkiBlack,
    /// An X: the digits add up to 10.
    X,
    /// A V: the digits add up to 5.
    V,
    /// A greater-than sign: the first cell's digit is larger than the
    /// second's (the sign's open side faces the first cell).
    Greater,
}

impl PairKind {
    /// Every kind, in the order of the enum.
    pub const ALL: [PairKind; 5] = [
        PairKind::KropkiWhite,
        PairKind::KropkiBlack,
        PairKind::X,
        PairKind::V,
        PairKind::Greater,
    ];

    /// Whether digit `a` in the first cell and `b` in the second keep the
    /// mark.
    ///
    /// ```
    /// use sheetdoku::PairKind;
    /// assert!(PairKind::KropkiWhite.allows(4, 5) && PairKind::KropkiWhite.allows(5, 4));
    /// assert!(PairKind::KropkiBlack.allows(3, 6) && !PairKind::KropkiBlack.allows(3, 5));
    /// assert!(PairKind::X.allows(1, 9) && PairKind::V.allows(2, 3));
    /// assert!(PairKind::Greater.allows(7, 2) && !PairKind::Greater.allows(2, 7));
    /// ```
    pub fn allows(self, a: u8, b: u8) -> bool {
        match self {
            PairKind::KropkiWhite => a.abs_diff(b) == 1,
            PairKind::KropkiBlack => {
                u16::from(a) == 2 * u16::from(b) || u16::from(b) == 2 * u16::from(a)
            }
            PairKind::X => u16::from(a) + u16::from(b) == 10,
            PairKind::V => u16::from(a) + u16::from(b) == 5,
            PairKind::Greater => a > b,
        }
    }

    /// Whether the relation reads the same both ways (every kind but the
    /// greater-than sign): its cells are then kept in increasing order.
    pub fn symmetric(self) -> bool {
        match self {
            PairKind::KropkiWhite | PairKind::KropkiBlack | PairKind::X | PairKind::V => true,
            PairKind::Greater => false,
        }
    }

    /// The kind's word in the rules' text ("kropki-white").
    pub fn word(self) -> &'static str {
        match self {
            PairKind::KropkiWhite => "kropki-white",
            PairKind::KropkiBlack => "kropki-black",
            PairKind::X => "x",
            PairKind::V => "v",
            PairKind::Greater => "greater",
        }
    }

    /// The kind a word of the rules' text names, case aside.
    pub fn from_word(word: &str) -> Option<PairKind> {
        PairKind::ALL
            .into_iter()
            .find(|k| k.word().eq_ignore_ascii_case(word))
    }

    /// What a player calls the mark ("the white dot").
    pub fn mark_name(self) -> &'static str {
        match self {
            PairKind::KropkiWhite => "the white dot",
            PairKind::KropkiBlack => "the black dot",
            PairKind::X => "the X",
            PairKind::V => "the V",
            PairKind::Greater => "the greater-than sign",
        }
    }

    /// What the mark asks, for messages ("consecutive digits").
    pub fn asks(self) -> &'static str {
        match self {
            PairKind::KropkiWhite => "consecutive digits",
            PairKind::KropkiBlack => "one digit double the other",
            PairKind::X => "digits adding up to 10",
            PairKind::V => "digits adding up to 5",
            PairKind::Greater => "a larger digit in the first cell",
        }
    }

    /// Whether some two digits of `1..=n` keep the mark.
    fn possible(self, n: usize) -> bool {
        let n = n.min(255) as u8;
        (1..=n).any(|a| (1..=n).any(|b| a != b && self.allows(a, b)))
    }
}

/// A mark between two cells side by side.
///
/// ```
/// use sheetdoku::{CellNamer, Pair, PairKind};
/// let dot = Pair::new(PairKind::KropkiWhite, 11, 10);
/// // A symmetric mark keeps its cells in increasing order.
/// assert_eq!(dot.cells, [10, 11]);
/// assert_eq!(dot.name(9, &CellNamer::default()), "the white dot between B2 and C2");
/// let sign = Pair::new(PairKind::Greater, 11, 10);
/// assert_eq!(sign.cells, [11, 10]);
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Pair {
    /// What the mark says.
    pub kind: PairKind,
    /// The two cells, in increasing order for a symmetric kind; for a
    /// greater-than sign the larger digit's cell first.
    pub cells: [usize; 2],
}

impl Pair {
    /// The mark of `kind` between `first` and `second` (a symmetric kind's
    /// cells sorted).
    pub fn new(kind: PairKind, first: usize, second: usize) -> Pair {
        let cells = if kind.symmetric() && second < first {
            [second, first]
        } else {
            [first, second]
        };
        Pair { kind, cells }
    }

    /// The example of `kind` of [`Constraint::one_of_each_kind`] on an
    /// `n x n` grid (see there).
    ///
    /// [`Constraint::one_of_each_kind`]: super::Constraint::one_of_each_kind
    pub(super) fn example(kind: PairKind, n: usize) -> Pair {
        // (row, column) of the left cell, found by a search (each mark on
        // cells of its own, the grid left with solutions with the extra
        // region and the cage of the examples); the second cell is to its
        // right, the first listed.
        let (row, col) = match (n, kind) {
            (4, PairKind::KropkiWhite) => (3, 2),
            (4, PairKind::KropkiBlack) => (2, 1),
            (4, PairKind::X | PairKind::V) => (3, 0),
            (4, PairKind::Greater) => (1, 2),
            (6, PairKind::KropkiWhite) => (5, 4),
            (6, PairKind::KropkiBlack) => (5, 2),
            (6, PairKind::X) => (4, 4),
            (6, PairKind::V) => (4, 0),
            (6, PairKind::Greater) => (5, 0),
            (_, PairKind::KropkiWhite) => (n - 1, n - 2),
            (_, PairKind::KropkiBlack) => (n - 1, n - 4),
            (_, PairKind::X) => (n - 1, n - 6),
            (_, PairKind::V) if n >= 9 => (n - 1, n - 8),
            (_, PairKind::V) => (n - 2, 0),
            (_, PairKind::Greater) => (n - 2, n - 2),
        };
        let left = row * n + col;
        Pair::new(kind, left + 1, left)
    }

    /// The mark with its cells moved (cell `c` to `to[c]`).
    pub fn moved(&self, to: &[usize]) -> Pair {
        Pair::new(self.kind, to[self.cells[0]], to[self.cells[1]])
    }

    /// Whether the digits `a` (first cell) and `b` (second) keep it.
    pub fn allows(&self, a: u8, b: u8) -> bool {
        self.kind.allows(a, b)
    }

    /// "the white dot between B2 and C2"; "the greater-than sign B2 > C2".
    pub fn name(&self, n: usize, namer: &CellNamer) -> String {
        let [a, b] = self.cells.map(|c| cell_or_number(n, namer, c));
        match self.kind {
            PairKind::Greater => format!("{} {a} > {b}", self.kind.mark_name()),
            PairKind::KropkiWhite | PairKind::KropkiBlack | PairKind::X | PairKind::V => {
                format!("{} between {a} and {b}", self.kind.mark_name())
            }
        }
    }

    /// What relabelling the digits and moving the cells do to the mark: a
    /// difference of 1 is kept by the reversal `k -> n+1-k`; a ratio, a sum
    /// and an order are not (an X on a 9x9 is, but the answer does not
    /// depend on the size, so it says no: a copy is then never wrong).
    pub(crate) fn symmetry(&self) -> RuleSymmetry {
        let relabelling = match self.kind {
            PairKind::KropkiWhite => Relabelling::Reversal,
            PairKind::KropkiBlack | PairKind::X | PairKind::V | PairKind::Greater => {
                Relabelling::None
            }
        };
        let carried = match self.kind {
            PairKind::KropkiWhite | PairKind::KropkiBlack | PairKind::X | PairKind::V => {
                Carried::Pair(self.kind)
            }
            PairKind::Greater => Carried::Pinned {
                word: self.kind.word(),
                first: self.cells[0],
            },
        };
        RuleSymmetry {
            relabelling,
            carried,
        }
    }

    /// The family of puzzles the mark makes, for titles.
    pub(crate) fn family(&self) -> RuleFamily {
        match self.kind {
            PairKind::KropkiWhite | PairKind::KropkiBlack => RuleFamily::Kropki,
            PairKind::X | PairKind::V => RuleFamily::Xv,
            PairKind::Greater => RuleFamily::GreaterThan,
        }
    }

    /// Checks the mark for a grid of size `n`.
    pub(crate) fn validate(&self, n: usize) -> Result<(), PairError> {
        let [a, b] = self.cells;
        if let Some(&cell) = self.cells.iter().find(|&&c| c >= n * n) {
            return Err(PairError::OutsideGrid { cell });
        }
        let (ra, ca, rb, cb) = (a / n, a % n, b / n, b % n);
        if ra.abs_diff(rb) + ca.abs_diff(cb) != 1 {
            return Err(PairError::NotSideBySide {
                kind: self.kind,
                cells: self.cells,
            });
        }
        if self.kind.symmetric() && a > b {
            return Err(PairError::NotSorted { cells: self.cells });
        }
        if !self.kind.possible(n) {
            return Err(PairError::Impossible {
                kind: self.kind,
                cells: self.cells,
            });
        }
        Ok(())
    }
}

/// Why a mark between two cells cannot be a rule of a grid.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PairError {
    /// A cell index is not a cell of the grid.
    OutsideGrid {
        /// The index.
        cell: usize,
    },
    /// The two cells do not share a side.
    NotSideBySide {
        /// The mark.
        kind: PairKind,
        /// Its cells.
        cells: [usize; 2],
    },
    /// A symmetric mark's cells are not in increasing order.
    NotSorted {
        /// Its cells.
        cells: [usize; 2],
    },
    /// No two different digits of the grid keep the mark (an X on a 4x4).
    Impossible {
        /// The mark.
        kind: PairKind,
        /// Its cells.
        cells: [usize; 2],
    },
}

impl PairError {
    /// The message, naming cells with `namer` on a grid of size `n`.
    pub fn describe(&self, n: usize, namer: &CellNamer) -> String {
        let name = |c: usize| cell_or_number(n, namer, c);
        match self {
            PairError::OutsideGrid { cell } => {
                format!("{} is not a cell of the {n}x{n} grid", name(*cell))
            }
            PairError::NotSideBySide { kind, cells } => format!(
                "{} joins {} and {}, which do not share a side",
                kind.mark_name(),
                name(cells[0]),
                name(cells[1])
            ),
            PairError::NotSorted { cells } => format!(
                "the mark between {} and {} lists its cells out of order",
                name(cells[0]),
                name(cells[1])
            ),
            PairError::Impossible { kind, cells } => format!(
                "{} between {} and {} asks for {}, which no two digits 1 to {n} are",
                kind.mark_name(),
                name(cells[0]),
                name(cells[1]),
                kind.asks()
            ),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn marks_are_refused_with_their_cells_named() {
        let namer = CellNamer::default();
        let far = Pair::new(PairKind::KropkiWhite, 0, 2);
        assert_eq!(
            far.validate(4).unwrap_err().describe(4, &namer),
            "the white dot joins A1 and C1, which do not share a side"
        );
        let x = Pair::new(PairKind::X, 0, 1);
        assert_eq!(
            x.validate(4).unwrap_err().describe(4, &namer),
            "the X between A1 and B1 asks for digits adding up to 10, which no two digits 1 to 4 are"
        );
        assert!(x.validate(9).is_ok());
        let outside = Pair::new(PairKind::V, 15, 16);
        assert!(matches!(
            outside.validate(4),
            Err(PairError::OutsideGrid { cell: 16 })
        ));
        // Wrapping from the end of a row to the next is no side.
        assert!(Pair::new(PairKind::V, 3, 4).validate(4).is_err());
        assert!(Pair::new(PairKind::Greater, 4, 0).validate(4).is_ok());
    }

    #[test]
    fn moving_keeps_the_order_only_where_it_matters() {
        // A transposition of a 4x4: (r, c) to (c, r).
        let to: Vec<usize> = (0..16).map(|c| (c % 4) * 4 + c / 4).collect();
        assert_eq!(Pair::new(PairKind::X, 0, 1).moved(&to).cells, [0, 4]);
        assert_eq!(Pair::new(PairKind::Greater, 1, 0).moved(&to).cells, [4, 0]);
    }
}
