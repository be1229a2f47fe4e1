//! The fourth family of rules: lines drawn through cells, each a chain of
//! relations between two of its cells. A thermometer (the digits increase
//! from its bulb, its first cell), German whispers (neighbours on the line
//! differ by at least half the grid size rounded up: 5 on a 9x9), a
//! palindrome (the line reads the same both ways) and a renban line
//! (different digits forming a run of consecutive numbers, in any order).
//! Their data, their names and why one is refused.
//!
//! Every layer reads a line through [`Line::relations`] (the pairs of cells
//! and [`Line::allows`]), so the BLP rows, the engine, the checker and the
//! rater reuse the marks' mechanism (`pair.rs`).

use crate::grid::CellNamer;

use super::{cell_or_number, Carried, Relabelling, RuleFamily, RuleSymmetry};

/// What a line says of the digits along it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum LineKind {
    /// A thermometer: the digits strictly increase from the first cell
    /// (the bulb) along the line.
    Thermometer,
    /// German whispers: neighbours along the line differ by at least
    /// `(n + 1) / 2` (5 on a 9x9, 3 on a 6x6).
    Whisper,
    /// A palindrome: the digits read the same from either end.
    Palindrome,
    /// A renban line: different digits forming a run of consecutive
    /// numbers, in any order (at most `n` cells).
    Renban,
}

impl LineKind {
    /// Every kind, in the order of the enum.
    pub const ALL: [LineKind; 4] = [
        LineKind::Thermometer,
        LineKind::Whisper,
        LineKind::Palindrome,
        LineKind::Renban,
    ];

    /// The kind's word in the rules' text ("thermo").
    pub fn word(self) -> &'static str {
        match self {
            LineKind::Thermometer => "thermo",
            LineKind::Whisper => "whisper",
            LineKind::Palindrome => "palindrome",
            LineKind::Renban => "renban",
        }
    }

    /// The kind a word of the rules' text names, case aside.
    pub fn from_word(word: &str) -> Option<LineKind> {
        LineKind::ALL
            .into_iter()
            .find(|k| k.word().eq_ignore_ascii_case(word))
    }

    /// What a player calls the line ("the thermometer").
    pub fn line_name(self) -> &'static str {
        match self {
            LineKind::Thermometer => "the thermometer",
            LineKind::Whisper => "the whisper line",
            LineKind::Palindrome => "the palindrome",
            LineKind::Renban => "the renban line",
        }
    }
}

/// A line through cells, each next to the one before (by a side or a
/// corner).
///
/// ```
/// use sheetdoku::{CellNamer, Line, LineKind};
/// let thermo = Line { kind: LineKind::Thermometer, cells: vec![0, 1, 11] };
/// assert_eq!(thermo.name(9, &CellNamer::default()), "the thermometer from A1 to C2");
/// assert!(thermo.allows(9, 3, 5) && !thermo.allows(9, 5, 3));
/// assert_eq!(thermo.relations(), vec![(0, 1), (1, 11)]);
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Line {
    /// What the line says.
    pub kind: LineKind,
    /// Its cells in the line's order (a thermometer's bulb first).
    pub cells: Vec<usize>,
}

impl Line {
    /// The pairs of cells the line relates, each `(first, second)` for
    /// [`Line::allows`]: neighbours along a thermometer or whisper line,
    /// the cells at the same distance from either end of a palindrome,
    /// every pair of cells of a renban line.
    ///
    /// A renban line is exactly its pairs: `k` different integers whose
    /// largest and smallest differ by at most `k - 1` are `k` consecutive
    /// numbers, so "every pair differs, by at most `k - 1`" is the whole
    /// rule, and every layer (BLP rows, engine, checker, rater) reads it
    /// through these pairs and [`Line::allows`]; the engine and the rater
    /// read the line whole as well, since the pairs propagate weakly
    /// (`engine/prop/renban.rs`, `rate/renban.rs`).
    ///
    /// ```
    /// use sheetdoku::{Line, LineKind};
    /// let renban = Line { kind: LineKind::Renban, cells: vec![0, 1, 2] };
    /// assert_eq!(renban.relations(), vec![(0, 1), (0, 2), (1, 2)]);
    /// assert!(renban.allows(9, 4, 6) && !renban.allows(9, 4, 7) && !renban.allows(9, 5, 5));
    /// ```
    pub fn relations(&self) -> Vec<(usize, usize)> {
        match self.kind {
            LineKind::Thermometer | LineKind::Whisper => {
                self.cells.windows(2).map(|w| (w[0], w[1])).collect()
            }
            LineKind::Palindrome => {
                let k = self.cells.len();
                (0..k / 2)
                    .map(|i| (self.cells[i], self.cells[k - 1 - i]))
                    .collect()
            }
            LineKind::Renban => self
                .cells
                .iter()
                .enumerate()
                .flat_map(|(i, &a)| self.cells[i + 1..].iter().map(move |&b| (a, b)))
                .collect(),
        }
    }

    /// The pairs of filled cells (`filled` says which) whose digits the
    /// checker compares with [`Line::allows`], each `(first, second)`:
    /// along a thermometer every filled cell and the next filled one,
    /// empty cells between skipped, so that a gap is checked too (by
    /// transitivity the same as comparing every pair `i < j` of filled
    /// cells); neighbours both filled along a whisper line; the cells
    /// both filled at the same distance from either end of a palindrome;
    /// every pair of filled cells of a renban line (its pairs are the
    /// whole rule, see [`Line::relations`]).
    ///
    /// ```
    /// use sheetdoku::{Line, LineKind};
    /// let thermo = Line { kind: LineKind::Thermometer, cells: vec![0, 1, 2, 3] };
    /// // A1 and C1 filled, B1 empty: A1 is compared with C1.
    /// assert_eq!(thermo.checked_pairs(|c| c != 1 && c != 3), vec![(0, 2)]);
    /// ```
    pub fn checked_pairs(&self, filled: impl Fn(usize) -> bool) -> Vec<(usize, usize)> {
        match self.kind {
            LineKind::Thermometer => {
                let on: Vec<usize> = self.cells.iter().copied().filter(|&c| filled(c)).collect();
                on.windows(2).map(|w| (w[0], w[1])).collect()
            }
            LineKind::Whisper | LineKind::Palindrome | LineKind::Renban => self
                .relations()
                .into_iter()
                .filter(|&(a, b)| filled(a) && filled(b))
                .collect(),
        }
    }

    /// The least difference of neighbours on a whisper line of an
    /// `n x n` grid: half the grid size rounded up (5 on a 9x9, 3 on a
    /// 6x6).
    pub fn whisper_difference(n: usize) -> usize {
        n.div_ceil(2)
    }

    /// Whether digit `a` in the first cell of a relation and `b` in the
    /// second keep the line, on an `n x n` grid (on a renban line of `k`
    /// cells: different, by at most `k - 1`).
    pub fn allows(&self, n: usize, a: u8, b: u8) -> bool {
        match self.kind {
            LineKind::Thermometer => a < b,
            LineKind::Whisper => usize::from(a.abs_diff(b)) >= Line::whisper_difference(n),
            LineKind::Palindrome => a == b,
            LineKind::Renban => a != b && usize::from(a.abs_diff(b)) < self.cells.len(),
        }
    }

    /// The example of `kind` of [`Constraint::one_of_each_kind`] on an
    /// `n x n` grid: a thermometer of two cells up column B from row 3,
    /// a whisper line of two cells across the top-right corner, and a
    /// palindrome of two cells joined by the corner of two boxes (so that
    /// they may be equal) and a renban line of two cells on the white
    /// Kropki dot's (right to left), all found to leave grids with the other kinds'
    /// examples. A 4x4 has no room for them beside the marks: its lines
    /// were found by a search over its grids (a thermometer from C1 to
    /// B1, a whisper line from D3 to D2, a palindrome B2, A3), each
    /// listed against reading order where it has one, so that a reader
    /// that sorted a line's cells would be caught.
    ///
    /// [`Constraint::one_of_each_kind`]: super::Constraint::one_of_each_kind
    pub(super) fn example(kind: LineKind, n: usize) -> Line {
        let (rows, cols) = crate::geometry::box_shape(n).unwrap_or((1, n));
        let cells = match (n, kind) {
            (4, LineKind::Thermometer) => vec![2, 1],
            (4, LineKind::Whisper) => vec![11, 7],
            (4, LineKind::Palindrome) => vec![5, 8],
            (_, LineKind::Thermometer) => vec![2 * n + 1, n + 1],
            (_, LineKind::Whisper) => vec![n - 1, 2 * n - 2],
            (_, LineKind::Palindrome) => vec![(rows - 1) * n + cols, rows * n + cols - 1],
            // On the white dot's cells, right to left: consecutive there
            // already, so it takes no grid away.
            (_, LineKind::Renban) => {
                let [left, right] = super::Pair::example(super::PairKind::KropkiWhite, n).cells;
                vec![left.max(right), left.min(right)]
            }
        };
        Line { kind, cells }
    }

    /// The line with its cells moved (cell `c` to `to[c]`), in its order.
    pub fn moved(&self, to: &[usize]) -> Line {
        Line {
            kind: self.kind,
            cells: self.cells.iter().map(|&c| to[c]).collect(),
        }
    }

    /// "the thermometer from A1 to C2".
    pub fn name(&self, n: usize, namer: &CellNamer) -> String {
        let first = self
            .cells
            .first()
            .map_or(String::new(), |&c| cell_or_number(n, namer, c));
        let last = self
            .cells
            .last()
            .map_or(String::new(), |&c| cell_or_number(n, namer, c));
        format!("{} from {first} to {last}", self.kind.line_name())
    }

    /// What relabelling and moving the cells do to the line: equal digits
    /// stay equal under any relabelling; a difference of at least half the
    /// grid is kept by the reversal; an order by none. Every kind's cells
    /// are ordered, so only moves that leave them in place keep it.
    pub(crate) fn symmetry(&self) -> RuleSymmetry {
        let relabelling = match self.kind {
            LineKind::Palindrome => Relabelling::Any,
            LineKind::Whisper | LineKind::Renban => Relabelling::Reversal,
            LineKind::Thermometer => Relabelling::None,
        };
        RuleSymmetry {
            relabelling,
            carried: Carried::Pinned {
                word: self.kind.word(),
                first: self.cells.first().copied().unwrap_or(0),
            },
        }
    }

    /// The family of puzzles the line makes, for titles.
    pub(crate) fn family(&self) -> RuleFamily {
        match self.kind {
            LineKind::Thermometer => RuleFamily::Thermo,
            LineKind::Whisper => RuleFamily::Whispers,
            LineKind::Palindrome => RuleFamily::Palindrome,
            LineKind::Renban => RuleFamily::Renban,
        }
    }

    /// Checks the line for a grid of size `n`.
    pub(crate) fn validate(&self, n: usize) -> Result<(), LineError> {
        if self.cells.len() < 2 {
            return Err(LineError::TooShort { kind: self.kind });
        }
        if let Some(&cell) = self.cells.iter().find(|&&c| c >= n * n) {
            return Err(LineError::OutsideGrid { cell });
        }
        for (i, &c) in self.cells.iter().enumerate() {
            if self.cells[..i].contains(&c) {
                return Err(LineError::RepeatedCell {
                    kind: self.kind,
                    cell: c,
                });
            }
        }
        if let Some(w) = self.cells.windows(2).find(|w| {
            let (ra, ca, rb, cb) = (w[0] / n, w[0] % n, w[1] / n, w[1] % n);
            ra.abs_diff(rb) > 1 || ca.abs_diff(cb) > 1
        }) {
            return Err(LineError::Apart {
                kind: self.kind,
                cells: [w[0], w[1]],
            });
        }
        let longest = match self.kind {
            LineKind::Thermometer | LineKind::Renban => n,
            LineKind::Whisper | LineKind::Palindrome => n * n,
        };
        if self.cells.len() > longest {
            return Err(LineError::TooLong {
                kind: self.kind,
                first: self.cells[0],
                count: self.cells.len(),
            });
        }
        Ok(())
    }
}

/// Why a line cannot be a rule of a grid.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LineError {
    /// Fewer than two cells.
    TooShort {
        /// The line's kind.
        kind: LineKind,
    },
    /// A cell index is not a cell of the grid.
    OutsideGrid {
        /// The index.
        cell: usize,
    },
    /// A cell is on the line twice.
    RepeatedCell {
        /// The line's kind.
        kind: LineKind,
        /// The cell.
        cell: usize,
    },
    /// Two cells following each other on the line do not touch.
    Apart {
        /// The line's kind.
        kind: LineKind,
        /// The two cells.
        cells: [usize; 2],
    },
    /// More cells than the line can hold (a thermometer or a renban line
    /// of more than `n`).
    TooLong {
        /// The line's kind.
        kind: LineKind,
        /// Its first cell.
        first: usize,
        /// Its cells.
        count: usize,
    },
}

impl LineError {
    /// The message, naming cells with `namer` on a grid of size `n`.
    pub fn describe(&self, n: usize, namer: &CellNamer) -> String {
        let name = |c: usize| cell_or_number(n, namer, c);
        match self {
            LineError::TooShort { kind } => format!("{} needs two cells or more", kind.line_name()),
            LineError::OutsideGrid { cell } => {
                format!("{} is not a cell of the {n}x{n} grid", name(*cell))
            }
            LineError::RepeatedCell { kind, cell } => {
                format!("{} passes through {} twice", kind.line_name(), name(*cell))
            }
            LineError::Apart { kind, cells } => format!(
                "{} goes from {} to {}, which do not touch",
                kind.line_name(),
                name(cells[0]),
                name(cells[1])
            ),
            LineError::TooLong { kind, first, count } => format!(
                "{} from {} has {count} cells; its digits {}, so it holds {n} at most",
                kind.line_name(),
                name(*first),
                match kind {
                    LineKind::Thermometer => "increase",
                    LineKind::Renban => "differ",
                    LineKind::Whisper | LineKind::Palindrome => "repeat nowhere",
                }
            ),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_are_refused_with_their_cells_named() {
        let namer = CellNamer::default();
        let line = |kind, cells: &[usize]| Line {
            kind,
            cells: cells.to_vec(),
        };
        let err = |l: Line| l.validate(4).unwrap_err().describe(4, &namer);
        assert_eq!(
            err(line(LineKind::Thermometer, &[0, 2])),
            "the thermometer goes from A1 to C1, which do not touch"
        );
        assert_eq!(
            err(line(LineKind::Thermometer, &[0, 1, 2, 3, 7])),
            "the thermometer from A1 has 5 cells; its digits increase, so it holds 4 at most"
        );
        assert_eq!(
            err(line(LineKind::Palindrome, &[0, 5, 0])),
            "the palindrome passes through A1 twice"
        );
        assert_eq!(
            err(line(LineKind::Whisper, &[0])),
            "the whisper line needs two cells or more"
        );
        // Corners touch.
        assert!(line(LineKind::Whisper, &[0, 5, 10, 15, 11])
            .validate(4)
            .is_ok());
    }

    #[test]
    fn each_kind_relates_its_cells() {
        let p = Line {
            kind: LineKind::Palindrome,
            cells: vec![0, 1, 2, 3, 4],
        };
        assert_eq!(p.relations(), vec![(0, 4), (1, 3)]);
        let w = Line {
            kind: LineKind::Whisper,
            cells: vec![0, 1],
        };
        assert!(w.allows(9, 1, 6) && !w.allows(9, 2, 6) && w.allows(6, 1, 4) && !w.allows(6, 1, 3));
    }

    #[test]
    fn a_renban_line_is_every_pair_of_its_cells() {
        let r = Line {
            kind: LineKind::Renban,
            cells: vec![9, 10, 1, 2],
        };
        assert_eq!(
            r.relations(),
            vec![(9, 10), (9, 1), (9, 2), (10, 1), (10, 2), (1, 2)]
        );
        // Four cells: a run of four, so two digits differ by 1 to 3.
        assert!(r.allows(9, 2, 5) && r.allows(9, 5, 2));
        assert!(!r.allows(9, 2, 6) && !r.allows(9, 4, 4));
        // Every pair of filled cells is compared, gaps or not.
        assert_eq!(r.checked_pairs(|c| c != 10), vec![(9, 1), (9, 2), (1, 2)]);
        let namer = CellNamer::default();
        let long = Line {
            kind: LineKind::Renban,
            cells: vec![0, 1, 2, 3, 7],
        };
        assert_eq!(
            long.validate(4).unwrap_err().describe(4, &namer),
            "the renban line from A1 has 5 cells; its digits differ, so it holds 4 at most"
        );
        assert!(Line {
            kind: LineKind::Renban,
            cells: vec![0, 1, 2, 3],
        }
        .validate(4)
        .is_ok());
    }
}
