//! The ninth family of rules: sandwich sums. A clue outside the grid,
//! beside a row (left or right of it) or a column (above or below it),
//! gives the sum of the digits strictly between that line's 1 and its `n`
//! (0 when they stand side by side). The sum does not depend on the side
//! the clue stands, so a rule is its line and its clue. Their data, their
//! names and why one is refused.
//!
//! Every layer reads the rule through [`Sandwich::cells`] (the line's
//! cells, left to right or top to bottom), [`Sandwich::sum`] and
//! [`Sandwich::can_make`] (which counts of cells between can add up to the
//! clue: the digits between are different and from 2 to `n - 1`).

use crate::grid::CellNamer;

use super::{cell_or_number, Carried, Relabelling, RuleFamily, RuleSymmetry};

/// The line a sandwich clue stands beside, with its index (0-based).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum SandwichLine {
    /// A row, its clue on the left (or right).
    Row(usize),
    /// A column, its clue above (or below).
    Column(usize),
}

impl SandwichLine {
    /// The line's word in the rules' text and in names ("row", "column").
    pub fn word(self) -> &'static str {
        match self {
            SandwichLine::Row(_) => "row",
            SandwichLine::Column(_) => "column",
        }
    }

    /// The line named as a sheet shows it: "row 3", "column C".
    pub fn name(self, namer: &CellNamer) -> String {
        match self {
            SandwichLine::Row(r) => format!("row {}", namer.row_label(r)),
            SandwichLine::Column(c) => format!("column {}", namer.column_label(c)),
        }
    }

    /// The step `(rows, columns)` from the clue into the line: `(0, 1)`
    /// from the left of a row, `(1, 0)` from above a column.
    pub fn step(self) -> (isize, isize) {
        match self {
            SandwichLine::Row(_) => (0, 1),
            SandwichLine::Column(_) => (1, 0),
        }
    }
}

/// A sandwich clue: the digits strictly between its line's 1 and its `n`
/// add up to `sum`.
///
/// ```
/// use sheetdoku::{CellNamer, Sandwich, SandwichLine};
/// let clue = Sandwich::row(2, 12, 9);
/// assert_eq!(clue.line(9), Some(SandwichLine::Row(2)));
/// assert_eq!(clue.name(9, &CellNamer::default()), "the sandwich clue 12 of row 3");
/// // 1 in A3, 9 in E3: 2 + 3 + 7 between them.
/// assert_eq!(Sandwich::between(&[1, 2, 3, 7, 9, 4, 5, 6, 8]), Some(12));
/// // Three different digits of 2 to 8 make 9 to 21.
/// assert!(Sandwich::can_make(3, 12, 9) && !Sandwich::can_make(3, 22, 9));
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub struct Sandwich {
    /// The clue.
    pub sum: u32,
    /// The line's cells, left to right or top to bottom.
    pub cells: Vec<usize>,
}

impl Sandwich {
    /// The clue `sum` beside row `row` (0-based) of an `n x n` grid.
    pub fn row(row: usize, sum: u32, n: usize) -> Sandwich {
        Sandwich {
            sum,
            cells: (0..n).map(|c| row * n + c).collect(),
        }
    }

    /// The clue `sum` above column `col` (0-based) of an `n x n` grid.
    pub fn column(col: usize, sum: u32, n: usize) -> Sandwich {
        Sandwich {
            sum,
            cells: (0..n).map(|r| r * n + col).collect(),
        }
    }

    /// The clue `sum` beside `line`.
    pub fn new(line: SandwichLine, sum: u32, n: usize) -> Sandwich {
        match line {
            SandwichLine::Row(r) => Sandwich::row(r, sum, n),
            SandwichLine::Column(c) => Sandwich::column(c, sum, n),
        }
    }

    /// The line its cells are on an `n x n` grid, `None` when they are not
    /// a whole row or column in order.
    pub fn line(&self, n: usize) -> Option<SandwichLine> {
        let first = *self.cells.first()?;
        if first >= n * n || self.cells.len() != n {
            return None;
        }
        if self.cells == Sandwich::row(first / n, 0, n).cells {
            Some(SandwichLine::Row(first / n))
        } else if self.cells == Sandwich::column(first % n, 0, n).cells {
            Some(SandwichLine::Column(first % n))
        } else {
            None
        }
    }

    /// The largest clue on an `n x n` grid: every digit from 2 to `n - 1`
    /// between the 1 and the `n`.
    pub fn most(n: usize) -> u32 {
        (2..n as u32).sum()
    }

    /// Whether `count` different digits from 2 to `n - 1` can add up to
    /// `sum` (the digits between a 1 and an `n` with `count` cells between
    /// them): every sum from the smallest `count` digits' to the largest
    /// `count` digits' is made.
    pub fn can_make(count: usize, sum: u32, n: usize) -> bool {
        if count + 2 > n {
            return false;
        }
        let count = count as u32;
        let n = n as u32;
        let least = count * (count + 3) / 2;
        let most = count * (2 * n - 1 - count) / 2;
        (least..=most).contains(&sum)
    }

    /// The tightest big-M constants of the rows that hold the clue `sum`
    /// over `count` cells between a place of the 1 and one of the `n`
    /// (`blp/rows/sandwich.rs`, the Model sheet's rows): `(up, down)`,
    /// `up` the most `count` different digits of 1 to `n` add up to, less
    /// `sum`, and `down` `sum` less the least they add up to, each at
    /// least 0.
    ///
    /// ```
    /// use sheetdoku_core::Sandwich;
    /// // Two different digits of 1 to 4: 3 to 7.
    /// assert_eq!(Sandwich::big_m(2, 5, 4), (2, 2));
    /// assert_eq!(Sandwich::big_m(0, 0, 4), (0, 0));
    /// ```
    pub fn big_m(count: usize, sum: u32, n: usize) -> (i64, i64) {
        let (count, n, sum) = (count as i64, n as i64, i64::from(sum));
        let most = count * n - count * (count - 1) / 2;
        let least = count * (count + 1) / 2;
        ((most - sum).max(0), (sum - least).max(0))
    }

    /// The sum of the digits strictly between the 1 and the largest digit
    /// `n` (the line's length) of a line's digits, `None` when either is
    /// missing.
    pub fn between(digits: &[u8]) -> Option<u32> {
        let n = u8::try_from(digits.len()).ok()?;
        let one = digits.iter().position(|&d| d == 1)?;
        let top = digits.iter().position(|&d| d == n)?;
        let (a, b) = (one.min(top), one.max(top));
        Some(digits[a + 1..b].iter().map(|&d| u32::from(d)).sum())
    }

    /// The example of [`Constraint::one_of_each_kind`] on an `n x n` grid,
    /// found by a search (a random grid of the other kinds' examples, the
    /// sum of one of its last lines) to leave two grids or more with them:
    /// 0 above column D of a 4x4, 9 beside row 5 of a 6x6, 21 above column
    /// I of a 9x9, 32 beside the last row beyond.
    ///
    /// [`Constraint::one_of_each_kind`]: super::Constraint::one_of_each_kind
    pub(super) fn example(n: usize) -> Sandwich {
        match n {
            4 => Sandwich::column(3, 0, n),
            6 => Sandwich::row(4, 9, n),
            9 => Sandwich::column(8, 21, n),
            _ => Sandwich::row(n - 1, 32.min(Sandwich::most(n)), n),
        }
    }

    /// The rule with its cells moved (cell `c` to `to[c]`), sorted again:
    /// a row moved onto a column is the column's clue, and a line turned
    /// round keeps its sum.
    pub fn moved(&self, to: &[usize]) -> Sandwich {
        let mut cells: Vec<usize> = self.cells.iter().map(|&c| to[c]).collect();
        cells.sort_unstable();
        Sandwich {
            sum: self.sum,
            cells,
        }
    }

    /// "the sandwich clue 12 of row 3".
    pub fn name(&self, n: usize, namer: &CellNamer) -> String {
        match self.line(n) {
            Some(line) => format!("the sandwich clue {} of {}", self.sum, line.name(namer)),
            None => format!(
                "the sandwich clue {} at {}",
                self.sum,
                self.cells
                    .first()
                    .map_or(String::new(), |&c| cell_or_number(n, namer, c))
            ),
        }
    }

    /// What relabelling the digits and moving the cells do to the rule: no
    /// relabelling keeps it (it names the digits 1 and `n` and adds
    /// digits); a move keeps it when the line's cells stay a line in order
    /// or turned round (a rotation, a mirror, the transposition, a shuffle
    /// of rows for a row's clue), since the sum does not depend on the side
    /// the clue stands.
    pub(crate) fn symmetry(&self) -> RuleSymmetry {
        RuleSymmetry {
            relabelling: Relabelling::None,
            carried: Carried::Ordered {
                word: "sandwich",
                value: self.sum,
            },
        }
    }

    /// The family of puzzles the rule makes, for titles.
    pub(crate) fn family(&self) -> RuleFamily {
        RuleFamily::Sandwich
    }

    /// Checks the rule for a grid of size `n`.
    pub(crate) fn validate(&self, n: usize) -> Result<(), SandwichError> {
        let Some(line) = self.line(n) else {
            return Err(SandwichError::NotALine {
                first: self.cells.first().copied().unwrap_or(0),
            });
        };
        if self.sum > Sandwich::most(n) {
            return Err(SandwichError::Impossible {
                line,
                sum: self.sum,
            });
        }
        Ok(())
    }
}

/// Why a sandwich clue cannot be a rule of a grid.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SandwichError {
    /// Its cells are not a whole row or column of the grid, in order.
    NotALine {
        /// Its first cell.
        first: usize,
    },
    /// No digits between a 1 and an `n` add up to its clue.
    Impossible {
        /// Its line.
        line: SandwichLine,
        /// Its clue.
        sum: u32,
    },
    /// A line has two clues (on both its sides, or given twice).
    Twice {
        /// The line.
        line: SandwichLine,
        /// The clue it had.
        first: u32,
        /// The clue given again.
        second: u32,
    },
}

impl SandwichError {
    /// The message, naming cells with `namer` on a grid of size `n`.
    pub fn describe(&self, n: usize, namer: &CellNamer) -> String {
        match self {
            SandwichError::NotALine { first } => format!(
                "the sandwich clue at {} is not beside a whole row or column of the grid",
                cell_or_number(n, namer, *first)
            ),
            SandwichError::Impossible { line, sum } => format!(
                "the sandwich clue {sum} of {} is more than the digits 2 to {} add up to ({})",
                line.name(namer),
                n.saturating_sub(1),
                Sandwich::most(n)
            ),
            SandwichError::Twice {
                line,
                first,
                second,
            } => format!(
                "{} has two sandwich clues, {first} and {second}: a line has one",
                line.name(namer)
            ),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sandwiches_are_refused_with_their_line_named() {
        let namer = CellNamer::default();
        let err = |r: Sandwich| r.validate(9).unwrap_err().describe(9, &namer);
        assert_eq!(
            err(Sandwich::row(2, 36, 9)),
            "the sandwich clue 36 of row 3 is more than the digits 2 to 8 add up to (35)"
        );
        assert!(Sandwich::row(2, 35, 9).validate(9).is_ok());
        assert!(Sandwich::column(8, 0, 9).validate(9).is_ok());
        let bent = Sandwich {
            sum: 3,
            cells: vec![0, 1, 2, 3, 4, 5, 6, 7, 17],
        };
        assert_eq!(
            err(bent),
            "the sandwich clue at A1 is not beside a whole row or column of the grid"
        );
    }

    #[test]
    fn the_counts_between_that_make_a_clue() {
        // On a 9x9: 0 only side by side; 35 only with all seven between.
        let counts = |sum| {
            (0..=9)
                .filter(|&k| Sandwich::can_make(k, sum, 9))
                .collect::<Vec<_>>()
        };
        assert_eq!(counts(0), vec![0]);
        assert_eq!(counts(35), vec![7]);
        assert_eq!(counts(8), vec![1, 2]);
        // 2..4 on a 6x6 cannot make 1, nor can any count.
        assert!((0..=6).all(|k| !Sandwich::can_make(k, 1, 6)));
    }

    #[test]
    fn a_transposed_row_is_its_column() {
        let to: Vec<usize> = (0..16).map(|c| (c % 4) * 4 + c / 4).collect();
        let moved = Sandwich::row(1, 3, 4).moved(&to);
        assert_eq!(moved, Sandwich::column(1, 3, 4));
        assert_eq!(moved.line(4), Some(SandwichLine::Column(1)));
        // A mirror turns a row round: the same clue.
        let mirror: Vec<usize> = (0..16).map(|c| (c / 4) * 4 + 3 - c % 4).collect();
        assert_eq!(
            Sandwich::row(1, 3, 4).moved(&mirror),
            Sandwich::row(1, 3, 4)
        );
    }

    #[test]
    fn between_reads_either_order() {
        assert_eq!(Sandwich::between(&[4, 3, 2, 1]), Some(5));
        assert_eq!(Sandwich::between(&[1, 4, 2, 3]), Some(0));
        assert_eq!(Sandwich::between(&[0, 4, 2, 3]), None);
    }
}
