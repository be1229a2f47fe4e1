//! Greater-than signs and even/odd cells as a teacher types them, on sheet
//! `R` (`sheetdoku template --signs --even-odd` writes it with a small
//! example and lines of help in the teacher's language): from row 6, a
//! `(2n-1) x (2n-1)` grid in which the puzzle's cell `(r, c)` is at row
//! `2r`, column `2c`, and the places between two cells lie between them.
//!
//! - in a cell's place: `E` (even, a grey square) or `O` (odd, a grey
//!   circle), or the first letter of the words in the other languages
//!   (`P`/`N`, `S`/`L`, `G`/`U`, `P`/`D`, `Ч`/`Н`: no letter means even
//!   in one language and odd in another);
//! - between two cells side by side: `<` or `>`, opening towards the larger
//!   digit;
//! - between two cells one above the other: `^` (or `∧`: the upper digit is
//!   smaller) or `v` (or `∨`: the upper digit is larger).
//!
//! Anything else typed in the grid (and anything in the places where four
//! cells meet) is refused with the file, the sheet and the cell named; an
//! empty grid, or no sheet `R`, is no rule. The rules are checked where
//! every rule is (`Geometry::with_constraint`).

use crate::layout::{MARKS_SHEET_NAME, MARKS_SHEET_TOP};
use crate::read::container::table::{label_text, Table};
use crate::read::opened_book::Opened;
use sheetdoku_core::a1;
use sheetdoku_core::{Constraint, Geometry, Pair, PairKind, Parity, ParityKind};
use sheetdoku_core::{Error, InputError, Result};

/// Whether a sheet named `name` holds typed marks (and so no puzzle grid).
pub(crate) fn is_marks_sheet(name: &str) -> bool {
    name.trim().eq_ignore_ascii_case(MARKS_SHEET_NAME)
}

/// The letters read as "even" in a cell's place: English, Slovak,
/// Croatian and Italian (P), Czech (S), German (G), Russian (Ч).
pub(crate) const EVEN_LETTERS: [char; 5] = ['E', 'P', 'S', 'G', 'Ч'];
/// The letters read as "odd": English (O), Slovak and Croatian (N), Czech
/// (L), German (U), Italian (D), Russian (Н).
pub(crate) const ODD_LETTERS: [char; 6] = ['O', 'N', 'L', 'U', 'D', 'Н'];

/// What one place of the grid holds, once read.
enum Typed {
    Parity(ParityKind),
    /// The first cell's digit is larger than the second's (cells as
    /// offsets: 0 the left or upper cell, 1 the other).
    Larger {
        first: usize,
    },
}

impl Opened<'_> {
    /// `geometry` with the marks of sheet `R` (unchanged when the workbook
    /// has no such sheet or its grid is empty); a rule already in the
    /// geometry is not added twice.
    pub(crate) fn with_typed_marks(&self, geometry: Geometry) -> Result<Geometry> {
        let Some(sheet) = self.tables.iter().find(|t| is_marks_sheet(&t.name)) else {
            return Ok(geometry);
        };
        let n = geometry.size();
        let side = 2 * n - 1;
        let mut geometry = geometry;
        for r in 0..side {
            for c in 0..side {
                let (row, col) = (MARKS_SHEET_TOP + r, c);
                let Some(text) = label_text(sheet.get(row, col)) else {
                    continue;
                };
                let typed = read_place(&text, r % 2 == 1, c % 2 == 1)
                    .map_err(|why| self.marks_error(sheet, row, col, why))?;
                let (a, b) = ((r / 2) * n + c / 2, (r.div_ceil(2)) * n + c.div_ceil(2));
                let rule = match typed {
                    Typed::Parity(kind) => Constraint::Parity(Parity::new(kind, a)),
                    Typed::Larger { first: 0 } => {
                        Constraint::Pair(Pair::new(PairKind::Greater, a, b))
                    }
                    Typed::Larger { .. } => Constraint::Pair(Pair::new(PairKind::Greater, b, a)),
                };
                if geometry.constraints().contains(&rule) {
                    continue;
                }
                geometry = geometry
                    .with_constraint(rule)
                    .map_err(|e| self.marks_error(sheet, row, col, e.to_string()))?;
            }
        }
        Ok(geometry)
    }

    /// A refusal of what sheet `R` holds at `(row, col)`.
    fn marks_error(&self, sheet: &Table, row: usize, col: usize, why: String) -> Error {
        Error::input(
            self.loc(sheet).cell(a1(row, col)),
            InputError::Geometry(why),
        )
    }
}

/// What `text` at a place of the grid means: `odd_row` and `odd_col` say
/// whether the place lies between two rows and between two columns of
/// cells.
fn read_place(text: &str, odd_row: bool, odd_col: bool) -> std::result::Result<Typed, String> {
    let upper = text.trim().to_uppercase();
    let mut chars = upper.chars();
    let one = match (chars.next(), chars.next()) {
        (Some(ch), None) => Some(ch),
        _ => None,
    };
    let what = match (odd_row, odd_col) {
        (false, false) => "a cell's place takes E (even) or O (odd)",
        (false, true) => "between two cells side by side goes < or >",
        (true, false) => "between two cells one above the other goes ^ or v",
        (true, true) => "where four cells meet nothing goes",
    };
    let typed = match (odd_row, odd_col, one) {
        (false, false, Some(ch)) if EVEN_LETTERS.contains(&ch) => {
            Some(Typed::Parity(ParityKind::Even))
        }
        (false, false, Some(ch)) if ODD_LETTERS.contains(&ch) => {
            Some(Typed::Parity(ParityKind::Odd))
        }
        (false, true, Some('>')) | (true, false, Some('V' | '∨')) => {
            Some(Typed::Larger { first: 0 })
        }
        (false, true, Some('<')) | (true, false, Some('^' | '∧')) => {
            Some(Typed::Larger { first: 1 })
        }
        _ => None,
    };
    typed.ok_or_else(|| format!("'{}' cannot be read here: {what}", text.trim()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_place_takes_its_own_marks() {
        assert!(matches!(
            read_place("e", false, false),
            Ok(Typed::Parity(ParityKind::Even))
        ));
        assert!(matches!(
            read_place(" н ", false, false),
            Ok(Typed::Parity(ParityKind::Odd))
        ));
        assert!(matches!(
            read_place(">", false, true),
            Ok(Typed::Larger { first: 0 })
        ));
        assert!(matches!(
            read_place("∧", true, false),
            Ok(Typed::Larger { first: 1 })
        ));
        assert_eq!(
            read_place("<", true, false).err().unwrap(),
            "'<' cannot be read here: between two cells one above the other goes ^ or v"
        );
        assert!(read_place("x", false, false).is_err());
        assert!(read_place("EO", false, false).is_err());
        assert!(read_place("E", true, true).is_err());
        // No letter is even in one language and odd in another.
        assert!(EVEN_LETTERS.iter().all(|c| !ODD_LETTERS.contains(c)));
    }
}
