//! Sheet `R` of our input layout: greater-than signs and even/odd cells as
//! a teacher types them (read back by `read/ours/marks_sheet.rs`): a few
//! lines of help in the teacher's language, then from row 6 a
//! `(2n-1) x (2n-1)` grid, each cell of the puzzle a boxed place at an
//! even row and column, the places between two cells beside them.
//! `sheetdoku template --signs` and `--even-odd` write it with a small
//! example; a puzzle holding such rules (`template --from`) has them here.

use crate::layout::{MARKS_SHEET_NAME, MARKS_SHEET_TOP};
use crate::write::book::{square, Border, Sheet};
use crate::write::common::house_style::{centred, heading, label};
use sheetdoku_core::{Constraint, PairKind, ParityKind, Puzzle};
use sheetdoku_i18n::text;

/// What sheet `R` of a template offers a teacher to type.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
#[non_exhaustive]
pub struct TypedMarks {
    /// Greater-than signs between two cells.
    pub signs: bool,
    /// Even and odd cells.
    pub even_odd: bool,
}

impl TypedMarks {
    /// Sheet `R` offering `signs` and `even_odd`.
    pub fn new(signs: bool, even_odd: bool) -> TypedMarks {
        TypedMarks { signs, even_odd }
    }
}

/// One mark of sheet `R`: its place in the grid (row and column from the
/// grid's corner) and what is typed there.
type Place = (usize, usize, String);

/// The marks of `puzzle` sheet `R` can hold, each at its place: an
/// even/odd cell at its cell's place, a greater-than sign between its
/// cells; the other rules are not typed there.
fn places(puzzle: &Puzzle) -> Vec<Place> {
    let n = puzzle.geometry.size();
    let at = |cell: usize| (2 * (cell / n), 2 * (cell % n));
    let mut out = Vec::new();
    for rule in puzzle.geometry.constraints() {
        match rule {
            Constraint::Parity(parity) => {
                let (r, c) = at(parity.cell());
                out.push((r, c, letter(parity.kind)));
            }
            Constraint::Pair(pair) => match pair.kind {
                PairKind::Greater => {
                    let [a, b] = pair.cells;
                    let ((ra, ca), (rb, cb)) = (at(a), at(b));
                    let (r, c) = ((ra + rb) / 2, (ca + cb) / 2);
                    // The sign opens towards the larger digit: `a`'s.
                    let sign = match (ra == rb, a < b) {
                        (true, true) => ">",
                        (true, false) => "<",
                        (false, true) => "v",
                        (false, false) => "^",
                    };
                    out.push((r, c, sign.to_string()));
                }
                PairKind::KropkiWhite
                | PairKind::KropkiBlack
                | PairKind::X
                | PairKind::V
                | PairKind::NoWhite
                | PairKind::NoBlack
                | PairKind::NoX
                | PairKind::NoV => {}
            },
            // Typed elsewhere: the maps, sheet K, and (lines, sums,
            // sandwich clues) the puzzle line.
            Constraint::AllDifferent(_)
            | Constraint::Cage(_)
            | Constraint::Line(_)
            | Constraint::Anti(_)
            | Constraint::Sum(_)
            | Constraint::Sandwich(_) => {}
        }
    }
    out
}

/// The letter a teacher types for `kind`, in the pages' language.
fn letter(kind: ParityKind) -> String {
    match kind {
        ParityKind::Even => text("marks-sheet-even-letter"),
        ParityKind::Odd => text("marks-sheet-odd-letter"),
    }
}

/// The small example of a blank template: A1 > B1 and A1 above a smaller
/// A2 (signs), an even B1 and an odd A2 (even/odd cells), which fit
/// together.
fn example(typed: TypedMarks) -> Vec<Place> {
    let mut out = Vec::new();
    if typed.signs {
        out.push((0, 1, ">".to_string()));
        out.push((1, 0, "v".to_string()));
    }
    if typed.even_odd {
        out.push((0, 2, letter(ParityKind::Even)));
        out.push((2, 0, letter(ParityKind::Odd)));
    }
    out
}

/// Sheet `R` for `puzzle` with what `typed` offers: the puzzle's own marks,
/// or the example where it has none. `None` when nothing is offered and
/// the puzzle has no mark the sheet holds.
pub(crate) fn marks_sheet(puzzle: &Puzzle, typed: TypedMarks) -> Option<Sheet> {
    let own = places(puzzle);
    let signs = typed.signs || own.iter().any(|p| p.0 % 2 + p.1 % 2 == 1);
    let even_odd = typed.even_odd || own.iter().any(|p| p.0 % 2 + p.1 % 2 == 0);
    if !signs && !even_odd {
        return None;
    }
    let marks = if own.is_empty() {
        example(TypedMarks { signs, even_odd })
    } else {
        own
    };
    let n = puzzle.geometry.size();
    let side = 2 * n - 1;
    let mut sheet = Sheet::new(MARKS_SHEET_NAME);
    sheet.text(0, 0, text("marks-sheet-title"), &heading(12.0));
    let mut row = 1;
    for (offered, key) in [
        (signs, "marks-sheet-signs"),
        (even_odd, "marks-sheet-even-odd"),
        (true, "marks-sheet-rest"),
    ] {
        if offered {
            sheet.text(row, 0, text(key), &label());
            row += 1;
        }
    }
    let top = MARKS_SHEET_TOP as u32;
    for c in 0..side {
        sheet.width(c as u16, square(if c % 2 == 0 { 36 } else { 18 }));
    }
    for r in 0..side {
        sheet.height(top + r as u32, square(if r % 2 == 0 { 36 } else { 18 }));
    }
    // The cells' places boxed and shaded, so that the grid reads as the
    // puzzle's; the places between them bare.
    let boxed = centred(14.0).border(Border::Thin).fill(0xEEEEEE);
    let between = centred(14.0).bold();
    for r in (0..side).step_by(2) {
        for c in (0..side).step_by(2) {
            sheet.text(top + r as u32, c as u16, "", &boxed);
        }
    }
    for (r, c, typed) in marks {
        let style = if r % 2 == 0 && c % 2 == 0 {
            &boxed
        } else {
            &between
        };
        sheet.text(top + r as u32, c as u16, typed, style);
    }
    Some(sheet)
}
