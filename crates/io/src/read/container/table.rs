//! A sheet as plain values (no calamine types), and what a cell means to a
//! puzzle grid: a digit, an empty cell, or something else.

use sheetdoku_core::{a1, digit_of_symbol};

/// One cell's value, as read from a workbook or a CSV file.
#[derive(Clone, Debug, PartialEq)]
pub enum CellValue {
    /// An empty cell.
    Empty,
    /// A number.
    Number(f64),
    /// A text.
    Text(String),
    /// A boolean.
    Bool(bool),
    /// A spreadsheet error such as `#DIV/0!`.
    Error(String),
    /// A date or time (shown as the spreadsheet would).
    Date(String),
}

/// One sheet: its name and its cells, indexed by absolute 0-based position.
#[derive(Clone, Debug, Default)]
#[non_exhaustive]
pub struct Table {
    /// The sheet's name ("" for a CSV table).
    pub name: String,
    /// Sheet row of `cells[0]`.
    pub row0: usize,
    /// Sheet column of `cells[r][0]`.
    pub col0: usize,
    /// Rows of cells.
    pub cells: Vec<Vec<CellValue>>,
    /// Merged areas as (top, left, bottom, right), absolute and inclusive.
    pub merged: Vec<(usize, usize, usize, usize)>,
    /// Borders, fills, hidden rows and columns, formulas (workbooks only).
    pub look: super::cell_looks::Look,
}

static EMPTY: CellValue = CellValue::Empty;

impl Table {
    /// A sheet called `name` holding `cells` from its top-left corner, with
    /// no merged areas and no look (no borders, fills or formulas).
    pub fn new(name: impl Into<String>, cells: Vec<Vec<CellValue>>) -> Self {
        Table {
            name: name.into(),
            cells,
            ..Table::default()
        }
    }

    /// The value at an absolute sheet position (empty outside the used area).
    pub(crate) fn get(&self, row: usize, col: usize) -> &CellValue {
        if row < self.row0 || col < self.col0 {
            return &EMPTY;
        }
        self.cells
            .get(row - self.row0)
            .and_then(|r| r.get(col - self.col0))
            .unwrap_or(&EMPTY)
    }

    /// One past the last used row and column (absolute).
    pub(crate) fn end(&self) -> (usize, usize) {
        let width = self.cells.iter().map(Vec::len).max().unwrap_or(0);
        (self.row0 + self.cells.len(), self.col0 + width)
    }

    /// Every non-empty cell with its absolute position.
    pub(crate) fn used(&self) -> impl Iterator<Item = (usize, usize, &CellValue)> {
        self.cells.iter().enumerate().flat_map(move |(r, row)| {
            row.iter()
                .enumerate()
                .filter(|(_, v)| !matches!(v, CellValue::Empty))
                .map(move |(c, v)| (self.row0 + r, self.col0 + c, v))
        })
    }

    /// Whether the sheet has no non-empty cell.
    pub(crate) fn is_blank(&self) -> bool {
        self.used().next().is_none()
    }

    /// A merged area overlapping the rectangle, as an A1 range.
    pub(crate) fn merged_within(&self, rect: Rect) -> Option<String> {
        self.merged
            .iter()
            .find(|&&(t, l, b, r)| {
                t <= rect.bottom && b >= rect.top && l <= rect.right && r >= rect.left
            })
            .map(|&(t, l, b, r)| Rect::new(t, l, b, r).a1())
    }
}

/// An inclusive rectangle of sheet cells (absolute, 0-based).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Rect {
    pub top: usize,
    pub left: usize,
    pub bottom: usize,
    pub right: usize,
}

impl Rect {
    pub fn new(top: usize, left: usize, bottom: usize, right: usize) -> Self {
        Rect {
            top,
            left,
            bottom,
            right,
        }
    }

    /// The `n x n` square whose top-left cell is `(row, col)`.
    pub fn square(row: usize, col: usize, n: usize) -> Self {
        Rect::new(row, col, row + n - 1, col + n - 1)
    }

    pub fn height(&self) -> usize {
        self.bottom - self.top + 1
    }

    pub fn width(&self) -> usize {
        self.right - self.left + 1
    }

    pub fn contains(&self, row: usize, col: usize) -> bool {
        (self.top..=self.bottom).contains(&row) && (self.left..=self.right).contains(&col)
    }

    /// Whether `self` and `other` share a cell.
    pub fn meets(&self, other: &Rect) -> bool {
        self.top <= other.bottom
            && other.top <= self.bottom
            && self.left <= other.right
            && other.left <= self.right
    }

    /// "B2:J10" (or "B2" for a single cell).
    pub fn a1(&self) -> String {
        if self.top == self.bottom && self.left == self.right {
            a1(self.top, self.left)
        } else {
            format!(
                "{}:{}",
                a1(self.top, self.left),
                a1(self.bottom, self.right)
            )
        }
    }
}

/// What a cell means inside a puzzle grid of size `n`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum CellMeaning {
    Blank,
    Digit(u8),
    /// Not a digit of this grid: what the cell holds, for the message.
    Bad(String),
}

/// Reads a cell of a puzzle grid of size `n`: numbers or text digits,
/// letters A.. for 10.. when `n > 9`; empty, 0, "." and "-" are blank.
pub(crate) fn meaning(value: &CellValue, n: usize) -> CellMeaning {
    match value {
        CellValue::Empty => CellMeaning::Blank,
        CellValue::Number(x) => {
            if *x == 0.0 {
                CellMeaning::Blank
            } else if x.fract() == 0.0 && *x >= 1.0 && *x <= n as f64 {
                CellMeaning::Digit(*x as u8)
            } else {
                CellMeaning::Bad(number_text(*x))
            }
        }
        CellValue::Text(s) => {
            let t = s.trim();
            if matches!(t, "" | "." | "-" | "0") {
                return CellMeaning::Blank;
            }
            // "5" and "5.0" alike (a number typed as text, or exported so).
            let whole = t
                .parse::<i64>()
                .ok()
                .or_else(|| point_zero(t).map(i64::from));
            if let Some(k) = whole {
                if k == 0 {
                    return CellMeaning::Blank;
                }
                return if k >= 1 && k <= n as i64 {
                    CellMeaning::Digit(k as u8)
                } else {
                    CellMeaning::Bad(format!("'{t}'"))
                };
            }
            let mut chars = t.chars();
            match (chars.next(), chars.next()) {
                (Some(c), None) if n > 9 && c.is_ascii_alphabetic() => {
                    match digit_of_symbol(c, n) {
                        Some(d) => CellMeaning::Digit(d),
                        None => CellMeaning::Bad(format!("'{t}'")),
                    }
                }
                _ => CellMeaning::Bad(format!("'{t}'")),
            }
        }
        CellValue::Bool(b) => {
            CellMeaning::Bad(format!("the boolean {}", if *b { "TRUE" } else { "FALSE" }))
        }
        CellValue::Error(e) => CellMeaning::Bad(format!("the error {e}")),
        CellValue::Date(d) => CellMeaning::Bad(format!("a date or time ({d})")),
    }
}

/// A whole number written with zeros after the point or a decimal comma
/// ("5.0", "12.00", "7,0"), as some exports write numbers; "1." (a
/// numbered heading) is none.
fn point_zero(t: &str) -> Option<u32> {
    let (whole, zeros) = t.split_once(['.', ','])?;
    let digits = !whole.is_empty() && whole.len() <= 3 && whole.bytes().all(|b| b.is_ascii_digit());
    (digits && !zeros.is_empty() && zeros.bytes().all(|b| b == b'0')).then(|| whole.parse().ok())?
}

/// The whole part of a short number with a fraction after a point or a
/// decimal comma ("7,5", "7.25").
fn with_fraction(t: &str) -> Option<u32> {
    let (whole, fraction) = t.split_once(['.', ','])?;
    let digits = |s: &str, most: usize| {
        !s.is_empty() && s.len() <= most && s.bytes().all(|b| b.is_ascii_digit())
    };
    (digits(whole, 2) && digits(fraction, 3)).then(|| whole.parse().ok())?
}

/// What a grid cell of size `n` may hold, for messages.
pub(crate) fn expected_digit(n: usize) -> String {
    if n <= 9 {
        format!("a digit 1 to {n} or an empty cell")
    } else {
        format!(
            "a digit 1 to {n} (or 1-9 and A-{}) or an empty cell",
            sheetdoku_core::symbol(n as u8)
        )
    }
}

/// A number as a spreadsheet shows it: 10, -3, 4.5.
pub(crate) fn number_text(x: f64) -> String {
    if x.fract() == 0.0 && x.abs() < 1e15 {
        format!("{}", x as i64)
    } else {
        format!("{x}")
    }
}

/// Whether a cell looks like part of a grid (for detection): a number 0..=25,
/// or a short text that is a digit, a letter, "." or "-".
pub(crate) fn grid_like(value: &CellValue) -> bool {
    match value {
        CellValue::Number(x) => x.fract() == 0.0 && (0.0..=25.0).contains(x),
        CellValue::Text(s) => {
            let t = s.trim();
            if let Ok(k) = t.parse::<u32>() {
                return k <= 25;
            }
            if let Some(k) = point_zero(t) {
                return k <= 25;
            }
            // A number with a fraction ("7,5", "7.5") where a digit belongs:
            // part of the grid, refused at its cell when the grid is read.
            if let Some(k) = with_fraction(t) {
                return k <= 25;
            }
            let mut chars = t.chars();
            matches!((chars.next(), chars.next()), (Some(c), None) if c.is_ascii_alphanumeric() || c == '.' || c == '-')
        }
        _ => false,
    }
}

/// A value as a region label of a map (`None` for empty). Numbers and texts
/// naming the same number give the same label.
pub(crate) fn label_text(value: &CellValue) -> Option<String> {
    match value {
        CellValue::Empty => None,
        CellValue::Number(x) => Some(number_text(*x)),
        CellValue::Text(s) if s.trim().is_empty() => None,
        CellValue::Text(s) => {
            let t = s.trim();
            Some(match t.parse::<f64>() {
                Ok(x) => number_text(x),
                Err(_) => t.to_string(),
            })
        }
        CellValue::Bool(b) => Some(b.to_string()),
        CellValue::Error(e) | CellValue::Date(e) => Some(e.clone()),
    }
}

/// The 0-based column of column letters such as "C" or "AB".
pub(crate) fn column_of(text: &str) -> Option<usize> {
    if text.is_empty() || text.len() > 3 || !text.chars().all(|c| c.is_ascii_alphabetic()) {
        return None;
    }
    let col = text
        .to_ascii_uppercase()
        .bytes()
        .fold(0usize, |acc, b| acc * 26 + (b - b'A' + 1) as usize);
    Some(col - 1)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::layout::{role_of, Role};

    #[test]
    fn column_letters() {
        assert_eq!(column_of("A"), Some(0));
        assert_eq!(column_of("ab"), Some(27));
        assert_eq!(column_of("A1"), None);
    }

    #[test]
    fn cells_mean_digits_blanks_or_bad() {
        assert_eq!(meaning(&CellValue::Number(5.0), 9), CellMeaning::Digit(5));
        assert_eq!(
            meaning(&CellValue::Text(" 7 ".into()), 9),
            CellMeaning::Digit(7)
        );
        assert_eq!(meaning(&CellValue::Text("-".into()), 9), CellMeaning::Blank);
        assert_eq!(meaning(&CellValue::Number(0.0), 9), CellMeaning::Blank);
        assert_eq!(
            meaning(&CellValue::Text("g".into()), 16),
            CellMeaning::Digit(16)
        );
        assert_eq!(
            meaning(&CellValue::Number(12.0), 16),
            CellMeaning::Digit(12)
        );
        assert_eq!(
            meaning(&CellValue::Number(10.0), 9),
            CellMeaning::Bad("10".into())
        );
        assert_eq!(
            meaning(&CellValue::Number(4.5), 9),
            CellMeaning::Bad("4.5".into())
        );
        assert_eq!(
            meaning(&CellValue::Text("A".into()), 9),
            CellMeaning::Bad("'A'".into())
        );
        assert_eq!(role_of("Block map"), Some(Role::Blocks));
        assert_eq!(role_of("B\u{304}"), Some(Role::Extra));
        assert_eq!(Rect::square(1, 1, 9).a1(), "B2:J10");
    }
}
