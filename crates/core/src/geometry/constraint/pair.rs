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
    /// No white dot between two cells side by side, under the negative
    /// constraint of a Kropki puzzle: the digits are not consecutive.
    NoWhite,
    /// No black dot between two cells side by side, under the negative
    /// constraint: neither digit is double the other.
    NoBlack,
    /// No X between two cells side by side, under the negative constraint
    /// of an XV puzzle: the digits do not add up to 10.
    NoX,
    /// No V between two cells side by side, under the negative constraint:
    /// the digits do not add up to 5.
    NoV,
}

impl PairKind {
    /// Every kind, in the order of the enum.
    pub const ALL: [PairKind; 9] = [
        PairKind::KropkiWhite,
        PairKind::KropkiBlack,
        PairKind::X,
        PairKind::V,
        PairKind::Greater,
        PairKind::NoWhite,
        PairKind::NoBlack,
        PairKind::NoX,
        PairKind::NoV,
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
    /// // The negative constraint: no dot, no X, no V.
    /// assert!(!PairKind::NoWhite.allows(4, 5) && PairKind::NoWhite.allows(4, 6));
    /// assert!(!PairKind::NoBlack.allows(6, 3) && PairKind::NoBlack.allows(6, 4));
    /// assert!(!PairKind::NoX.allows(3, 7) && !PairKind::NoV.allows(1, 4));
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
            PairKind::NoWhite => !PairKind::KropkiWhite.allows(a, b),
            PairKind::NoBlack => !PairKind::KropkiBlack.allows(a, b),
            PairKind::NoX => !PairKind::X.allows(a, b),
            PairKind::NoV => !PairKind::V.allows(a, b),
        }
    }

    /// The mark whose absence the kind says something of (the white dot
    /// for [`PairKind::NoWhite`]), `None` for a mark that is drawn.
    pub fn negated(self) -> Option<PairKind> {
        match self {
            PairKind::KropkiWhite
            | PairKind::KropkiBlack
            | PairKind::X
            | PairKind::V
            | PairKind::Greater => None,
            PairKind::NoWhite => Some(PairKind::KropkiWhite),
            PairKind::NoBlack => Some(PairKind::KropkiBlack),
            PairKind::NoX => Some(PairKind::X),
            PairKind::NoV => Some(PairKind::V),
        }
    }

    /// Whether the relation reads the same both ways (every kind but the
    /// greater-than sign): its cells are then kept in increasing order.
    pub fn symmetric(self) -> bool {
        match self {
            PairKind::KropkiWhite
            | PairKind::KropkiBlack
            | PairKind::X
            | PairKind::V
            | PairKind::NoWhite
            | PairKind::NoBlack
            | PairKind::NoX
            | PairKind::NoV => true,
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
            PairKind::NoWhite => "no-white",
            PairKind::NoBlack => "no-black",
            PairKind::NoX => "no-x",
            PairKind::NoV => "no-v",
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
            PairKind::NoWhite => "the rule of no white dot",
            PairKind::NoBlack => "the rule of no black dot",
            PairKind::NoX => "the rule of no X",
            PairKind::NoV => "the rule of no V",
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
            PairKind::NoWhite => "digits that are not consecutive",
            PairKind::NoBlack => "digits neither of which is double the other",
            PairKind::NoX => "digits not adding up to 10",
            PairKind::NoV => "digits not adding up to 5",
        }
    }

    /// The catalogue's message for two digits that break the mark
    /// (`conflict-mark`, naming it; for the negative constraint's pairs
    /// the mark that is missing, `conflict-no-white`).
    pub fn conflict_key(self) -> &'static str {
        match self {
            PairKind::KropkiWhite
            | PairKind::KropkiBlack
            | PairKind::X
            | PairKind::V
            | PairKind::Greater => "conflict-mark",
            PairKind::NoWhite => "conflict-no-white",
            PairKind::NoBlack => "conflict-no-black",
            PairKind::NoX => "conflict-no-x",
            PairKind::NoV => "conflict-no-v",
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
        // right, the first listed. The negative constraint's pairs stand
        // upright (`true`): (row, column) of the top cell, the one below
        // listed first, found by a search too.
        let (row, col, upright) = match (n, kind) {
            (4, PairKind::KropkiWhite) => (3, 2, false),
            (4, PairKind::KropkiBlack) => (2, 1, false),
            (4, PairKind::X | PairKind::V) => (3, 0, false),
            (4, PairKind::Greater) => (1, 2, false),
            (6, PairKind::KropkiWhite) => (5, 4, false),
            (6, PairKind::KropkiBlack) => (5, 2, false),
            (6, PairKind::X) => (4, 4, false),
            (6, PairKind::V) => (4, 0, false),
            (6, PairKind::Greater) => (5, 0, false),
            (_, PairKind::KropkiWhite) => (n - 1, n - 2, false),
            (_, PairKind::KropkiBlack) => (n - 1, n - 4, false),
            (_, PairKind::X) => (n - 1, n - 6, false),
            (_, PairKind::V) if n >= 9 => (n - 1, n - 8, false),
            (_, PairKind::V) => (n - 2, 0, false),
            (_, PairKind::Greater) => (n - 2, n - 2, false),
            (4, PairKind::NoWhite) => (1, 3, true),
            (4, PairKind::NoBlack) => (2, 2, true),
            (4, PairKind::NoX) => (0, 2, true),
            (4, PairKind::NoV) => (0, 1, true),
            (6, PairKind::NoWhite) => (2, 5, true),
            (6, PairKind::NoBlack) => (0, 5, true),
            (6, PairKind::NoX) => (4, 5, true),
            (6, PairKind::NoV) => (0, 4, true),
            (9, PairKind::NoWhite) => (0, 8, true),
            (9, PairKind::NoBlack) => (2, 8, true),
            (9, PairKind::NoX) => (5, 8, true),
            (9, PairKind::NoV) => (7, 8, true),
            (_, PairKind::NoWhite) => (0, n - 1, true),
            (_, PairKind::NoBlack) => (2 % (n - 1), n - 1, true),
            (_, PairKind::NoX) => (4 % (n - 1), n - 1, true),
            (_, PairKind::NoV) => (6 % (n - 1), n - 1, true),
        };
        let first = row * n + col;
        match upright {
            true => Pair::new(kind, first + n, first),
            false => Pair::new(kind, first + 1, first),
        }
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
            PairKind::NoWhite | PairKind::NoBlack | PairKind::NoX | PairKind::NoV => {
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
            PairKind::KropkiWhite | PairKind::NoWhite => Relabelling::Reversal,
            PairKind::KropkiBlack
            | PairKind::X
            | PairKind::V
            | PairKind::Greater
            | PairKind::NoBlack
            | PairKind::NoX
            | PairKind::NoV => Relabelling::None,
        };
        // A relation that reads the same both ways goes wherever its two
        // cells go; a greater-than sign only where they keep their order.
        let carried = match self.kind.symmetric() {
            true => Carried::Pair(self.kind),
            false => Carried::Pinned {
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
            PairKind::NoWhite => RuleFamily::NoWhite,
            PairKind::NoBlack => RuleFamily::NoBlack,
            PairKind::NoX => RuleFamily::NoX,
            PairKind::NoV => RuleFamily::NoV,
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
