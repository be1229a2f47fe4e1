//! A grid of digits (0 = empty), the symbols digits are written with, and the
//! A1 names of cells.

pub use crate::a1::{a1, column_letters};
pub use crate::out_of_range::OutOfRange;
use crate::parse_error::ParseError;
use std::fmt;

/// Smallest supported grid size.
pub const MIN_SIZE: usize = 4;
/// Largest supported grid size (digits are written 1-9 then A-P).
pub const MAX_SIZE: usize = SYMBOLS.len();

/// The symbols of digits `1..=25`: 1-9, then A-P (10 = A, 16 = G, 25 = P).
pub const SYMBOLS: &[u8; 25] = b"123456789ABCDEFGHIJKLMNOP";

/// The symbol of digit `d` (1-based); `'.'` for 0.
pub fn symbol(d: u8) -> char {
    if d == 0 {
        '.'
    } else if d as usize > SYMBOLS.len() {
        '?'
    } else {
        SYMBOLS[d as usize - 1] as char
    }
}

/// The digit a symbol stands for in a grid of size `n`: `1-9`, then letters
/// `A..` for 10 and up (either case). `None` if it is not a digit of size `n`.
pub const fn digit_of_symbol(c: char, n: usize) -> Option<u8> {
    // SYMBOLS is `1`-`9` then `A`-`P`: each digit by arithmetic. A `const
    // fn`, so a reader can tabulate it for every byte once.
    let d = match c.to_ascii_uppercase() {
        c @ '1'..='9' => c as usize - '0' as usize,
        c @ 'A'..='P' => c as usize - 'A' as usize + 10,
        _ => return None,
    };
    if d <= n {
        Some(d as u8)
    } else {
        None
    }
}

/// An `n x n` grid of digits, row by row; 0 is an empty cell.
///
/// With the `serde` feature a grid is written as its line of symbols
/// ([`Grid::to_line`]) and read back from one ([`Grid::parse_line`]); so are
/// a [`Variant`](crate::Variant) by its name, a level, a score and a
/// technique by theirs.
#[cfg_attr(
    feature = "serde",
    doc = r#"
```
use serde::de::value::{Error, StrDeserializer};
use serde::de::IntoDeserializer;
use serde::Deserialize;
use sheetdoku::{Grid, Variant};

let line: StrDeserializer<Error> = "1..4.4..2..3..1.".into_deserializer();
let grid = Grid::deserialize(line).unwrap();
assert_eq!(grid.given_count(), 6);
let name: StrDeserializer<Error> = "windoku-x".into_deserializer();
assert_eq!(Variant::deserialize(name).unwrap(), Variant::WINDOKU_X);
let bad: StrDeserializer<Error> = "12".into_deserializer();
assert!(Grid::deserialize(bad).is_err());
```
"#
)]
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Grid {
    n: usize,
    cells: Vec<u8>,
}

impl Grid {
    /// An empty grid of size `n`.
    pub fn empty(n: usize) -> Self {
        Grid {
            n,
            cells: vec![0; n * n],
        }
    }

    /// A grid from `n * n` digits (0 = empty). Fails if the count is wrong
    /// ([`OutOfRange::Cells`]) or a digit is above `n`
    /// ([`OutOfRange::DigitAt`], the first bad cell).
    ///
    /// ```
    /// use sheetdoku::{Grid, OutOfRange};
    /// assert_eq!(Grid::from_cells(4, vec![0; 16]).unwrap().given_count(), 0);
    /// let err = Grid::from_cells(4, vec![0; 15]).unwrap_err();
    /// assert_eq!(err, OutOfRange::Cells { given: 15, size: 4 });
    /// let mut cells = vec![0; 16];
    /// cells[5] = 7;
    /// let err = Grid::from_cells(4, cells).unwrap_err();
    /// assert_eq!(err.to_string(), "cell B2 holds 7, digits must be 1 to 4");
    /// ```
    pub fn from_cells(n: usize, cells: Vec<u8>) -> Result<Self, OutOfRange> {
        if cells.len() != n * n {
            return Err(OutOfRange::Cells {
                given: cells.len(),
                size: n,
            });
        }
        // The largest digit first, without an early exit (wide compares):
        // nearly every grid is valid.
        let largest = cells.iter().fold(0, |m, &d| m.max(d));
        if largest as usize > n {
            let i = cells
                .iter()
                .position(|&d| d as usize > n)
                .expect("a digit above the size");
            return Err(OutOfRange::DigitAt {
                cell: i,
                digit: cells[i],
                size: n,
            });
        }
        Ok(Grid { n, cells })
    }

    /// Parses one line of `n * n` symbols ('.', '0', '-' or '_' for empty),
    /// e.g. the usual 81-character form. The size is taken from the length.
    ///
    /// ```
    /// let g = sheetdoku::Grid::parse_line(
    ///     "1.3.\n..1.\n....\n...4".replace('\n', "").as_str()).unwrap();
    /// assert_eq!(g.size(), 4);
    /// assert_eq!(g.given_count(), 4);
    /// ```
    pub fn parse_line(line: &str) -> Result<Self, ParseError> {
        let symbols: Vec<char> = line.chars().filter(|c| !c.is_whitespace()).collect();
        let n = (1..=MAX_SIZE)
            .find(|n| n * n == symbols.len())
            .ok_or(ParseError::NotSquare {
                symbols: symbols.len(),
            })?;
        let mut cells = Vec::with_capacity(n * n);
        for (i, &c) in symbols.iter().enumerate() {
            let d = match c {
                '.' | '0' | '-' | '_' => 0,
                _ => digit_of_symbol(c, n).ok_or(ParseError::NotADigit {
                    symbol: c,
                    position: i + 1,
                    size: n,
                })?,
            };
            cells.push(d);
        }
        Ok(Grid { n, cells })
    }

    /// The size `n`.
    pub fn size(&self) -> usize {
        self.n
    }

    /// All cells, row by row.
    pub fn cells(&self) -> &[u8] {
        &self.cells
    }

    /// The digit at `cell` (0 = empty).
    ///
    /// # Panics
    ///
    /// When `cell` is not a cell of the grid (`cell >= n * n`);
    /// [`Grid::get_checked`] answers `None` instead.
    pub fn get(&self, cell: usize) -> u8 {
        match self.get_checked(cell) {
            Some(d) => d,
            None => panic!("{}", OutOfRange::cell(cell, self.n)),
        }
    }

    /// The digit at `cell` (0 = empty), `None` when the grid has no such
    /// cell.
    ///
    /// ```
    /// let g = sheetdoku::Grid::parse_line("1...............").unwrap();
    /// assert_eq!(g.get_checked(0), Some(1));
    /// assert_eq!(g.get_checked(16), None);
    /// ```
    pub fn get_checked(&self, cell: usize) -> Option<u8> {
        self.cells.get(cell).copied()
    }

    /// The digit at row `r`, column `c` (0-based).
    ///
    /// # Panics
    ///
    /// When `r` or `c` is not below the size; [`Grid::at_checked`] answers
    /// `None` instead.
    pub fn at(&self, r: usize, c: usize) -> u8 {
        match self.at_checked(r, c) {
            Some(d) => d,
            None => panic!(
                "{}",
                OutOfRange::Position {
                    row: r,
                    column: c,
                    size: self.n
                }
            ),
        }
    }

    /// The digit at row `r`, column `c` (0-based), `None` when either is
    /// not below the size.
    ///
    /// ```
    /// let g = sheetdoku::Grid::empty(4);
    /// assert_eq!(g.at_checked(3, 3), Some(0));
    /// assert_eq!(g.at_checked(0, 4), None);
    /// ```
    pub fn at_checked(&self, r: usize, c: usize) -> Option<u8> {
        (r < self.n && c < self.n).then(|| self.cells[r * self.n + c])
    }

    /// Sets the digit at `cell` (0 to clear).
    ///
    /// # Panics
    ///
    /// When `cell` is not a cell of the grid or `digit` is above the size;
    /// [`Grid::try_set`] returns the error instead.
    pub fn set(&mut self, cell: usize, digit: u8) {
        if let Err(e) = self.try_set(cell, digit) {
            panic!("{e}");
        }
    }

    /// Sets the digit at `cell` (0 to clear), or says why it cannot: the
    /// cell is not in the grid, or the digit is above its size. The grid
    /// is unchanged on an error.
    ///
    /// ```
    /// use sheetdoku::{Grid, OutOfRange};
    /// let mut g = Grid::empty(4);
    /// assert!(g.try_set(5, 4).is_ok());
    /// assert_eq!(g.try_set(5, 9), Err(OutOfRange::Digit { digit: 9, size: 4 }));
    /// assert_eq!(g.try_set(16, 1), Err(OutOfRange::Cell { cell: 16, cells: 16 }));
    /// assert_eq!(g.get(5), 4);
    /// ```
    pub fn try_set(&mut self, cell: usize, digit: u8) -> Result<(), OutOfRange> {
        if digit as usize > self.n {
            return Err(OutOfRange::Digit {
                digit,
                size: self.n,
            });
        }
        let n = self.n;
        let slot = self
            .cells
            .get_mut(cell)
            .ok_or_else(|| OutOfRange::cell(cell, n))?;
        *slot = digit;
        Ok(())
    }

    /// Number of filled cells.
    pub fn given_count(&self) -> usize {
        self.cells.iter().filter(|&&d| d != 0).count()
    }

    /// Whether every cell is filled.
    pub fn is_full(&self) -> bool {
        self.cells.iter().all(|&d| d != 0)
    }

    /// Whether `self` agrees with every filled cell of `givens`.
    pub fn keeps(&self, givens: &Grid) -> bool {
        self.n == givens.n
            && givens
                .cells
                .iter()
                .zip(&self.cells)
                .all(|(&g, &s)| g == 0 || g == s)
    }

    /// The cells where `self` and `other` differ; [`OutOfRange::Size`]
    /// (`expected` the size of `self`) when the grids are of different
    /// sizes.
    ///
    /// ```
    /// use sheetdoku::Grid;
    /// let a = Grid::parse_line("1...............").unwrap();
    /// let b = Grid::parse_line("2..............3").unwrap();
    /// assert_eq!(a.differences(&b).unwrap(), [0, 15]);
    /// assert!(a.differences(&Grid::empty(9)).is_err());
    /// ```
    pub fn differences(&self, other: &Grid) -> Result<Vec<usize>, OutOfRange> {
        if self.n != other.n {
            return Err(OutOfRange::Size {
                expected: self.n,
                found: other.n,
            });
        }
        Ok((0..self.cells.len())
            .filter(|&i| self.cells[i] != other.cells[i])
            .collect())
    }

    /// The grid as one line of symbols, '.' for empty (81 characters for 9x9).
    pub fn to_line(&self) -> String {
        self.cells.iter().map(|&d| symbol(d)).collect()
    }
}

impl fmt::Display for Grid {
    /// One line of symbols, as [`Grid::to_line`].
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.to_line())
    }
}

/// The cells beside `cell` of an `n x n` grid, side by side (up, down,
/// left, right): what joins a cage or a jigsaw region.
///
/// ```
/// let mut beside: Vec<usize> = sheetdoku::model::side_neighbours(9, 10).collect();
/// beside.sort();
/// assert_eq!(beside, [1, 9, 11, 19]);
/// ```
///
/// A cell outside the grid (`cell >= n * n`) has none.
pub fn side_neighbours(n: usize, cell: usize) -> impl Iterator<Item = usize> {
    let inside = cell < n.saturating_mul(n);
    let (r, c) = if inside { (cell / n, cell % n) } else { (0, 0) };
    let n = if inside { n } else { 0 };
    [
        (r > 0).then(|| cell - n),
        (r + 1 < n).then(|| cell + n),
        (c > 0).then(|| cell - 1),
        (c + 1 < n).then(|| cell + 1),
    ]
    .into_iter()
    .flatten()
}

/// Names grid cells as the spreadsheet shows them: the grid's top-left cell
/// sits at sheet row `row0`, column `col0` (0-based; default A1).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
#[non_exhaustive]
pub struct CellNamer {
    /// 0-based sheet row of the grid's first row.
    pub row0: usize,
    /// 0-based sheet column of the grid's first column.
    pub col0: usize,
}

impl CellNamer {
    /// A namer for a grid whose top-left cell is at sheet `(row0, col0)`.
    pub fn at(row0: usize, col0: usize) -> Self {
        CellNamer { row0, col0 }
    }

    /// The A1 name of `cell` in a grid of size `n` (for `n` 0, the cell
    /// counted along the first row).
    pub fn cell(&self, n: usize, cell: usize) -> String {
        let (r, c) = match n {
            0 => (0, cell),
            n => (cell / n, cell % n),
        };
        a1(self.row0.saturating_add(r), self.col0.saturating_add(c))
    }

    /// A comma-separated list of A1 names.
    pub fn cells(&self, n: usize, cells: &[usize]) -> String {
        cells
            .iter()
            .map(|&c| self.cell(n, c))
            .collect::<Vec<_>>()
            .join(", ")
    }

    /// The sheet row number of grid row `r` (0-based): "4".
    pub fn row_label(&self, r: usize) -> String {
        (u128::from(self.row0 as u64) + r as u128 + 1).to_string()
    }

    /// The sheet column letters of grid column `c` (0-based): "C".
    pub fn column_label(&self, c: usize) -> String {
        column_letters(self.col0.saturating_add(c))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a1_names() {
        assert_eq!(a1(0, 0), "A1");
        assert_eq!(a1(3, 2), "C4");
        assert_eq!(column_letters(25), "Z");
        assert_eq!(column_letters(26), "AA");
        assert_eq!(column_letters(701), "ZZ");
        assert_eq!(column_letters(702), "AAA");
        let namer = CellNamer::at(2, 1);
        assert_eq!(namer.cell(9, 0), "B3");
        assert_eq!(namer.cell(9, 10), "C4");
        assert_eq!(namer.column_label(2), "D");
        assert_eq!(namer.row_label(0), "3");
    }

    #[test]
    fn symbols_round_trip() {
        for n in [4usize, 9, 16, 25] {
            for d in 1..=n as u8 {
                assert_eq!(digit_of_symbol(symbol(d), n), Some(d));
            }
            if n < 25 {
                assert_eq!(digit_of_symbol(symbol(n as u8 + 1), n), None);
            }
        }
        assert_eq!(digit_of_symbol('g', 16), Some(16));
        assert_eq!(digit_of_symbol('0', 16), None);
        // Every symbol, either case, is its place in SYMBOLS; nothing else
        // is a digit.
        for (i, &s) in SYMBOLS.iter().enumerate() {
            let d = Some(i as u8 + 1);
            assert_eq!(digit_of_symbol(s as char, 25), d);
            assert_eq!(digit_of_symbol((s as char).to_ascii_lowercase(), 25), d);
        }
        for c in ['Q', 'z', '@', '[', '`', '/', ':', ' ', 'é', 'Ａ', '١'] {
            assert_eq!(digit_of_symbol(c, 25), None, "{c:?}");
        }
    }

    #[test]
    fn parse_line_reads_the_usual_form() {
        let line =
            ".2..3..4.6.......3..4...5.....8.6...8...1...6...7.5.....7...6..4.......8.3..4..2.";
        let g = Grid::parse_line(line).unwrap();
        assert_eq!(g.size(), 9);
        assert_eq!(g.given_count(), 21);
        assert_eq!(g.at(0, 1), 2);
        assert_eq!(g.to_line(), line);
        assert!(Grid::parse_line("123").is_err());
        let err = Grid::parse_line(&"x".repeat(81)).unwrap_err();
        assert_eq!(
            err,
            ParseError::NotADigit {
                symbol: 'x',
                position: 1,
                size: 9
            }
        );
        assert!(err.to_string().contains("position 1"), "{err}");
    }

    #[test]
    fn keeps_and_differences() {
        let a = Grid::from_cells(4, vec![1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 4]).unwrap();
        let mut b = a.clone();
        b.set(1, 2);
        assert!(b.keeps(&a));
        assert!(!a.keeps(&b));
        assert_eq!(a.differences(&b).unwrap(), vec![1]);
        assert!(Grid::from_cells(4, vec![5; 16]).is_err());
    }
}
