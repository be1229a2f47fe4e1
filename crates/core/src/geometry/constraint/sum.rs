//! The fifth family of rules: a weighted sum of cells' digits equal to a
//! number. An arrow (the digits along its shaft add up to the number in
//! its circle, the bulb, which may be one to three cells read as a
//! number) and a little killer (the digits along a diagonal add up to the
//! clue outside the grid). Digits may repeat along either, where no unit
//! forbids it. Their data, their names and why one is refused.
//!
//! Every solving layer reads a sum through [`SumRule::weights`] and
//! [`SumRule::total`]: `Σ w_c · digit(c) = total`, an arrow's shaft
//! `+1`, its bulb `-10^k` by position and total 0, a little killer's
//! cells `+1` and total its clue.

use crate::grid::CellNamer;

use super::{cell_or_number, Carried, Relabelling, RuleFamily, RuleMark, RuleSymmetry};

/// What a sum rule adds up.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum SumKind {
    /// An arrow: the shaft's digits add up to the bulb's number.
    Arrow,
    /// A little killer: the digits along a whole diagonal of the grid,
    /// from the clue outside it, add up to the clue.
    LittleKiller,
}

impl SumKind {
    /// Every kind, in the order of the enum.
    pub const ALL: [SumKind; 2] = [SumKind::Arrow, SumKind::LittleKiller];

    /// The kind's word in the rules' text ("arrow").
    pub fn word(self) -> &'static str {
        match self {
            SumKind::Arrow => "arrow",
            SumKind::LittleKiller => "little-killer",
        }
    }

    /// The kind a word of the rules' text names, case aside.
    pub fn from_word(word: &str) -> Option<SumKind> {
        SumKind::ALL
            .into_iter()
            .find(|k| k.word().eq_ignore_ascii_case(word))
    }
}

/// A sum of digits equal to a number.
///
/// ```
/// use sheetdoku::{CellNamer, SumKind, SumRule};
/// // An arrow from its bulb A1 along B1 and C2.
/// let arrow = SumRule::arrow(1, vec![0, 1, 11]);
/// assert_eq!(arrow.name(9, &CellNamer::default()), "the arrow from A1 to C2");
/// assert_eq!(arrow.weights(), vec![(0, -1), (1, 1), (11, 1)]);
/// assert_eq!(arrow.total(), 0);
/// // A little killer of 15 from above A1, down to the right.
/// let lk = SumRule::little_killer(15, vec![0, 10, 20]);
/// assert_eq!(lk.kind, SumKind::LittleKiller);
/// assert_eq!(lk.total(), 15);
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub struct SumRule {
    /// What it adds up.
    pub kind: SumKind,
    /// Its cells in order: an arrow's bulb cells (the number's digits, most
    /// significant first) then its shaft from the bulb; a little killer's
    /// diagonal from the clue.
    pub cells: Vec<usize>,
    /// How many of the first cells are an arrow's bulb (1 to 3); 0 for a
    /// little killer.
    pub bulb: usize,
    /// A little killer's clue; 0 for an arrow (its bulb is the sum).
    pub sum: u32,
}

impl SumRule {
    /// An arrow whose first `bulb` cells are the circle, the others its
    /// shaft in order from it.
    pub fn arrow(bulb: usize, cells: Vec<usize>) -> SumRule {
        SumRule {
            kind: SumKind::Arrow,
            cells,
            bulb,
            sum: 0,
        }
    }

    /// A little killer of `sum` along `cells`, listed from its clue.
    pub fn little_killer(sum: u32, cells: Vec<usize>) -> SumRule {
        SumRule {
            kind: SumKind::LittleKiller,
            cells,
            bulb: 0,
            sum,
        }
    }

    /// Each cell with its weight in the sum: a bulb's cells `-10^k` (its
    /// last cell `-1`), every other cell `+1`.
    pub fn weights(&self) -> Vec<(usize, i64)> {
        self.cells
            .iter()
            .enumerate()
            .map(|(i, &c)| {
                let w = if i < self.bulb {
                    -(10i64.pow((self.bulb - 1 - i) as u32))
                } else {
                    1
                };
                (c, w)
            })
            .collect()
    }

    /// What the weighted digits add up to: a little killer's clue, 0 for an
    /// arrow.
    pub fn total(&self) -> i64 {
        i64::from(self.sum)
    }

    /// The cell of an arrow's circle its shaft starts beside (the last one
    /// its first cell touches), `None` for a little killer.
    pub fn shaft_start(&self, n: usize) -> Option<usize> {
        let first = *self.cells.get(self.bulb)?;
        self.cells[..self.bulb]
            .iter()
            .rev()
            .copied()
            .find(|&b| (b / n).abs_diff(first / n) <= 1 && (b % n).abs_diff(first % n) <= 1)
            .or_else(|| self.cells[..self.bulb].last().copied())
    }

    /// The step `(rows, columns)`, each -1 or 1, along a little killer's
    /// diagonal on an `n x n` grid, from
    /// its first two cells (one cell: the corner's short diagonal, from
    /// above or below the grid); `None` for an arrow or cells that are not
    /// a diagonal's.
    pub fn step(&self, n: usize) -> Option<(isize, isize)> {
        match self.kind {
            SumKind::Arrow => None,
            SumKind::LittleKiller => match self.cells[..] {
                [] => None,
                [c] => {
                    let (r, col) = (c / n, c % n);
                    let dr = if r == 0 { 1 } else { -1 };
                    let dc = if col == 0 { -1 } else { 1 };
                    Some((dr, dc))
                }
                [a, b, ..] => {
                    let dr = (b / n) as isize - (a / n) as isize;
                    let dc = (b % n) as isize - (a % n) as isize;
                    (dr.abs() == 1 && dc.abs() == 1).then_some((dr, dc))
                }
            },
        }
    }

    /// Where a little killer's clue stands, one step before its first cell
    /// (row and column from -1 to `n`, outside the grid).
    pub fn clue_place(&self, n: usize) -> Option<(isize, isize)> {
        let (dr, dc) = self.step(n)?;
        let first = *self.cells.first()?;
        Some(((first / n) as isize - dr, (first % n) as isize - dc))
    }

    /// The example of `kind` of [`Constraint::one_of_each_kind`] on an
    /// `n x n` grid, found by a search to leave two grids or more with the
    /// other kinds' examples: an arrow from its circle down one cell and
    /// left one (listed against reading order, so that a reader that
    /// sorted its cells would be caught), its circle at C4 on a 6x6 and B2
    /// beyond; a little killer along the short diagonal of the top-right
    /// corner's two cells, of 9 on a 6x6 and `n + 1` beyond. A 4x4 has
    /// room for neither there: an arrow from D1 along C2 and C1, and a
    /// little killer of 4 from below C4 up to the left (B4, A3).
    ///
    /// [`Constraint::one_of_each_kind`]: super::Constraint::one_of_each_kind
    pub(super) fn example(kind: SumKind, n: usize) -> SumRule {
        match (n, kind) {
            (4, SumKind::Arrow) => SumRule::arrow(1, vec![3, 6, 2]),
            (4, SumKind::LittleKiller) => SumRule::little_killer(4, vec![13, 8]),
            (_, SumKind::Arrow) => {
                let (row, col) = if n == 6 { (3, 2) } else { (1, 1) };
                let bulb = row * n + col;
                SumRule::arrow(1, vec![bulb, bulb + n, bulb + n - 1])
            }
            (_, SumKind::LittleKiller) => {
                let sum = if n == 6 { 9 } else { n as u32 + 1 };
                SumRule::little_killer(sum, vec![n - 2, 2 * n - 1])
            }
        }
    }

    /// The rule with its cells moved (cell `c` to `to[c]`), in its order.
    pub fn moved(&self, to: &[usize]) -> SumRule {
        SumRule {
            cells: self.cells.iter().map(|&c| to[c]).collect(),
            ..self.clone()
        }
    }

    /// "the arrow from A1 to C2", "the little killer of 15 from A1 to C3".
    pub fn name(&self, n: usize, namer: &CellNamer) -> String {
        let first = self
            .cells
            .first()
            .map_or(String::new(), |&c| cell_or_number(n, namer, c));
        let last = self
            .cells
            .last()
            .map_or(String::new(), |&c| cell_or_number(n, namer, c));
        match self.kind {
            SumKind::Arrow => format!("the arrow from {first} to {last}"),
            SumKind::LittleKiller => {
                format!("the little killer of {} from {first} to {last}", self.sum)
            }
        }
    }

    /// What relabelling the digits and moving the cells do to the rule: a
    /// sum is kept by no relabelling; its cells are ordered (a bulb, a
    /// clue's side), so only moves that leave them in place keep it.
    pub(crate) fn symmetry(&self) -> RuleSymmetry {
        RuleSymmetry {
            relabelling: Relabelling::None,
            carried: Carried::Pinned {
                word: self.kind.word(),
                first: self.cells.first().copied().unwrap_or(0),
            },
        }
    }

    /// What a page draws: an arrow through its cells' centres, a little
    /// killer's clue beside the grid.
    pub(crate) fn mark(&self) -> RuleMark {
        match self.kind {
            SumKind::Arrow => RuleMark::Through,
            SumKind::LittleKiller => RuleMark::Clue,
        }
    }

    /// The family of puzzles the rule makes, for titles.
    pub(crate) fn family(&self) -> RuleFamily {
        match self.kind {
            SumKind::Arrow => RuleFamily::Arrow,
            SumKind::LittleKiller => RuleFamily::LittleKiller,
        }
    }

    /// Checks the rule for a grid of size `n`.
    pub(crate) fn validate(&self, n: usize) -> Result<(), SumError> {
        if let Some(&cell) = self.cells.iter().find(|&&c| c >= n * n) {
            return Err(SumError::OutsideGrid { cell });
        }
        for (i, &c) in self.cells.iter().enumerate() {
            if self.cells[..i].contains(&c) {
                return Err(SumError::RepeatedCell {
                    kind: self.kind,
                    cell: c,
                });
            }
        }
        let touching = |a: usize, b: usize| {
            let (ra, ca, rb, cb) = (a / n, a % n, b / n, b % n);
            ra.abs_diff(rb) <= 1 && ca.abs_diff(cb) <= 1
        };
        match self.kind {
            SumKind::Arrow => {
                if !(1..=3).contains(&self.bulb) || self.cells.len() <= self.bulb {
                    return Err(SumError::ArrowShape {
                        first: self.cells.first().copied().unwrap_or(0),
                        bulb: self.bulb,
                        count: self.cells.len(),
                    });
                }
                // The circle's cells touch in turn, the shaft's too, and the
                // shaft starts beside one of the circle's cells.
                let (bulb, shaft) = self.cells.split_at(self.bulb);
                let apart = bulb
                    .windows(2)
                    .chain(shaft.windows(2))
                    .find(|w| !touching(w[0], w[1]))
                    .map(|w| [w[0], w[1]])
                    .or_else(|| {
                        (!bulb.iter().any(|&b| touching(b, shaft[0])))
                            .then(|| [bulb[bulb.len() - 1], shaft[0]])
                    });
                if let Some(cells) = apart {
                    return Err(SumError::Apart {
                        kind: self.kind,
                        cells,
                    });
                }
            }
            SumKind::LittleKiller => {
                let Some((dr, dc)) = self.step(n) else {
                    return Err(SumError::NotDiagonal {
                        first: self.cells.first().copied().unwrap_or(0),
                    });
                };
                let inside = |r: isize, c: isize| {
                    (0..n as isize).contains(&r) && (0..n as isize).contains(&c)
                };
                let at = |c: usize| ((c / n) as isize, (c % n) as isize);
                let (r0, c0) = at(self.cells[0]);
                let (rl, cl) = at(self.cells[self.cells.len() - 1]);
                let steps_ok = self.cells.windows(2).all(|w| {
                    let ((ra, ca), (rb, cb)) = (at(w[0]), at(w[1]));
                    rb - ra == dr && cb - ca == dc
                });
                if !steps_ok || inside(r0 - dr, c0 - dc) || inside(rl + dr, cl + dc) {
                    return Err(SumError::NotDiagonal {
                        first: self.cells[0],
                    });
                }
                let most = self.cells.len() as u32 * n as u32;
                if self.sum < self.cells.len() as u32 || self.sum > most {
                    return Err(SumError::Impossible {
                        first: self.cells[0],
                        sum: self.sum,
                        count: self.cells.len(),
                    });
                }
            }
        }
        Ok(())
    }
}

/// Why a sum rule cannot be a rule of a grid.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SumError {
    /// A cell index is not a cell of the grid.
    OutsideGrid {
        /// The index.
        cell: usize,
    },
    /// A cell is in the rule twice.
    RepeatedCell {
        /// The rule's kind.
        kind: SumKind,
        /// The cell.
        cell: usize,
    },
    /// Two cells following each other on an arrow do not touch.
    Apart {
        /// The rule's kind.
        kind: SumKind,
        /// The two cells.
        cells: [usize; 2],
    },
    /// An arrow's bulb is not 1 to 3 cells, or it has no shaft.
    ArrowShape {
        /// Its first cell.
        first: usize,
        /// Its bulb's cells.
        bulb: usize,
        /// All its cells.
        count: usize,
    },
    /// A little killer's cells are not a whole diagonal of the grid from
    /// one edge to the other.
    NotDiagonal {
        /// Its first cell.
        first: usize,
    },
    /// A little killer's clue no digits reach.
    Impossible {
        /// Its first cell.
        first: usize,
        /// Its clue.
        sum: u32,
        /// Its cells.
        count: usize,
    },
}

impl SumError {
    /// The message, naming cells with `namer` on a grid of size `n`.
    pub fn describe(&self, n: usize, namer: &CellNamer) -> String {
        let name = |c: usize| cell_or_number(n, namer, c);
        let what = |kind: SumKind| match kind {
            SumKind::Arrow => "the arrow",
            SumKind::LittleKiller => "the little killer",
        };
        match self {
            SumError::OutsideGrid { cell } => {
                format!("{} is not a cell of the {n}x{n} grid", name(*cell))
            }
            SumError::RepeatedCell { kind, cell } => {
                format!("{} passes through {} twice", what(*kind), name(*cell))
            }
            SumError::Apart { kind, cells } => format!(
                "{} goes from {} to {}, which do not touch",
                what(*kind),
                name(cells[0]),
                name(cells[1])
            ),
            SumError::ArrowShape { first, bulb, count } => format!(
                "the arrow from {} has a circle of {bulb} cells and {} cells along it; \
                 its circle is 1 to 3 cells and it needs one cell along it at least",
                name(*first),
                count.saturating_sub(*bulb)
            ),
            SumError::NotDiagonal { first } => format!(
                "the little killer at {} is not a whole diagonal of the grid, from edge to edge",
                name(*first)
            ),
            SumError::Impossible { first, sum, count } => format!(
                "the little killer at {} adds up {count} digits of 1 to {n}, which never make {sum}",
                name(*first)
            ),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sums_are_refused_with_their_cells_named() {
        let namer = CellNamer::default();
        let err = |r: SumRule| r.validate(4).unwrap_err().describe(4, &namer);
        assert_eq!(
            err(SumRule::arrow(1, vec![0, 2])),
            "the arrow goes from A1 to C1, which do not touch"
        );
        assert_eq!(
            err(SumRule::arrow(1, vec![0])),
            "the arrow from A1 has a circle of 1 cells and 0 cells along it; its circle is 1 to 3 cells and it needs one cell along it at least"
        );
        // B1, C2, D3: from above the grid to its right edge.
        assert!(SumRule::little_killer(6, vec![1, 6, 11])
            .validate(4)
            .is_ok());
        assert_eq!(
            err(SumRule::little_killer(6, vec![6, 11])),
            "the little killer at C2 is not a whole diagonal of the grid, from edge to edge"
        );
        assert_eq!(
            err(SumRule::little_killer(13, vec![1, 6, 11])),
            "the little killer at B1 adds up 3 digits of 1 to 4, which never make 13"
        );
        assert!(SumRule::arrow(2, vec![0, 1, 5, 9]).validate(4).is_ok());
    }

    #[test]
    fn a_two_cell_bulb_reads_as_a_number() {
        let arrow = SumRule::arrow(2, vec![0, 1, 2, 3]);
        assert_eq!(arrow.weights(), vec![(0, -10), (1, -1), (2, 1), (3, 1)]);
    }

    #[test]
    fn a_little_killer_knows_where_its_clue_is() {
        // From above-left of A1 down to the right.
        let lk = SumRule::little_killer(10, vec![0, 5, 10, 15]);
        assert_eq!(lk.step(4), Some((1, 1)));
        assert_eq!(lk.clue_place(4), Some((-1, -1)));
        // Up to the right from below B4: C4, D3.
        let up = SumRule::little_killer(5, vec![14, 11]);
        assert_eq!(up.step(4), Some((-1, 1)));
        assert_eq!(up.clue_place(4), Some((4, 1)));
    }
}
