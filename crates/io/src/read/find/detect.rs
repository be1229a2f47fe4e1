//! Finding tables on a sheet: label cells ("A", "Puzzle", "Blocks", "B2", ...)
//! and blocks of grid-like cells, split apart along empty rows and columns.

use super::shape::{candidate_shape, square_shape, supported};
use crate::layout::{role_of, Role};
use crate::read::container::table::{column_of, grid_like, label_text, CellValue, Rect, Table};
use sheetdoku_core::MAX_SIZE;

/// A label cell and the top-left cell of the table it announces.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Label {
    pub role: Role,
    pub cell: (usize, usize),
    pub anchor: (usize, usize),
}

/// What a sheet holds: labels and blocks of grid-like cells.
#[derive(Clone, Debug, Default)]
pub(crate) struct Survey {
    pub labels: Vec<Label>,
    pub pieces: Vec<Rect>,
}

impl Survey {
    /// The label of `role`, if the sheet has one.
    pub fn label(&self, role: Role) -> Option<Label> {
        self.labels.iter().copied().find(|l| l.role == role)
    }

    /// The block of cells a label announces: the nearest piece starting at
    /// most two rows and columns after the label's anchor.
    pub fn piece_for(&self, label: Label) -> Option<Rect> {
        let (ar, ac) = label.anchor;
        self.pieces
            .iter()
            .copied()
            .filter(|p| {
                p.top >= ar && p.left >= ac && p.top - ar <= 2 && p.left - ac <= 2
                    || p.contains(ar, ac)
            })
            .min_by_key(|p| p.top.abs_diff(ar) + p.left.abs_diff(ac))
    }

    /// Pieces shaped like a grid and not announced by a label of another
    /// role than `role`.
    pub fn unlabelled_candidates(&self) -> Vec<Rect> {
        let claimed: Vec<Rect> = self
            .labels
            .iter()
            .filter_map(|&l| self.piece_for(l))
            .collect();
        self.pieces
            .iter()
            .copied()
            .filter(|p| candidate_shape(p) && !claimed.contains(p))
            .collect()
    }
}

/// The tables of `table` that its labels say are maps ("Blocks",
/// "Extra", ...), not grids: where no pupil's grid is looked for, however
/// its labels happen to fit a grid's givens.
pub(crate) fn map_areas(table: &Table) -> Vec<Rect> {
    let survey = survey(table);
    survey
        .labels
        .iter()
        .filter(|l| match l.role {
            Role::Blocks | Role::Extra => true,
            Role::Puzzle | Role::Info => false,
        })
        .filter_map(|&l| survey.piece_for(l))
        .collect()
}

/// Labels and pieces of a sheet.
pub(crate) fn survey(table: &Table) -> Survey {
    let like = |r: usize, c: usize| grid_like(table.get(r, c));
    let mut labels = Vec::new();
    for (r, c, value) in table.used() {
        let CellValue::Text(text) = value else {
            continue;
        };
        let Some(role) = role_of(text) else { continue };
        if role == Role::Info {
            continue;
        }
        let neighbours = [
            r.checked_sub(1).is_some_and(|r| like(r, c)),
            like(r + 1, c),
            c.checked_sub(1).is_some_and(|c| like(r, c)),
            like(r, c + 1),
        ];
        if neighbours.iter().filter(|&&b| b).count() > 1 {
            continue; // a letter inside a map, not a label
        }
        if text.trim().eq_ignore_ascii_case("sudoku") {
            continue; // a title, not a label: the grid may be anywhere below
        }
        if between_digits(table, r, c) {
            continue; // a letter among the digits of a big grid (B = 11)
        }
        let next = column_of(text.trim()).map(|c| c + 1);
        let followed = next.is_some()
            && matches!(table.get(r, c + 1), CellValue::Text(t)
                if column_of(t.trim()) == next);
        if followed {
            continue; // a column letter above a grid: "A B C ...", "B C D ..."
        }
        let below = !matches!(table.get(r + 1, c), CellValue::Empty);
        let right = !matches!(table.get(r, c + 1), CellValue::Empty);
        let anchor = if !below && right {
            (r, c + 1)
        } else {
            (r + 1, c)
        };
        labels.push(Label {
            role,
            cell: (r, c),
            anchor,
        });
    }
    let mut pieces = pieces_without(table, &labels);
    // A one-letter "label" inside a block of digits is a digit of a big
    // grid (B is 11 in a 16x16), not a label.
    let inside = |l: &Label| {
        label_text(table.get(l.cell.0, l.cell.1)).is_some_and(|t| t.chars().count() == 1)
            && pieces
                .iter()
                .any(|p| p.height() >= 4 && p.width() >= 4 && p.contains(l.cell.0, l.cell.1))
    };
    if labels.iter().any(inside) {
        labels.retain(|l| !inside(l));
        pieces = pieces_without(table, &labels);
    }
    Survey { labels, pieces }
}

/// The blocks of grid-like cells, the label cells left out.
fn pieces_without(table: &Table, labels: &[Label]) -> Vec<Rect> {
    let points: Vec<(usize, usize)> = table
        .used()
        // What a hidden row or column holds is not on the page: a helper
        // column is no part of a grid (one inside a grid is refused later).
        .filter(|&(r, c, v)| {
            grid_like(v)
                && !labels.iter().any(|l| l.cell == (r, c))
                && !table.look.hidden_rows.contains(&r)
                && !table.look.hidden_cols.contains(&c)
        })
        .map(|(r, c, _)| (r, c))
        .collect();
    if points.is_empty() {
        Vec::new()
    } else {
        super::block_cut::cut(table, points)
    }
}

/// Whether (r, c) is among the digits of a grid rather than a label: a
/// digit on both sides of it in its row, or, for a one-letter label (A, B),
/// any symbol of a grid in its row (labels stand alone above or beside
/// their tables; "A" among other digits is 10 in a big grid).
fn between_digits(table: &Table, r: usize, c: usize) -> bool {
    let digit = |r: usize, c: usize| match table.get(r, c) {
        CellValue::Number(_) => grid_like(table.get(r, c)),
        CellValue::Text(t) => t.trim().parse::<u32>().is_ok_and(|k| k <= 25),
        _ => false,
    };
    let symbol = |r: usize, c: usize| match table.get(r, c) {
        CellValue::Text(t) if role_of(t).is_some() => false,
        v => grid_like(v),
    };
    let reach = MAX_SIZE;
    let row = |f: &dyn Fn(usize, usize) -> bool| {
        let left = (c.saturating_sub(reach)..c).any(|c2| f(r, c2));
        let right = (c + 1..=c + reach).any(|c2| f(r, c2));
        (left, right)
    };
    let (left, right) = row(&digit);
    let one_letter = label_text(table.get(r, c)).is_some_and(|t| t.chars().count() == 1);
    let (sl, sr) = row(&symbol);
    (left && right) || (one_letter && (sl || sr))
}

/// The grid's rectangle: the piece itself when it is a square of size `n`
/// (if known), else the square of size `n` (or the anchored square) from the
/// label's anchor, else the piece's top-left. `Err` gives the piece when no
/// square fits.
pub(crate) fn place(
    piece: Option<Rect>,
    anchor: Option<(usize, usize)>,
    n: Option<usize>,
) -> Result<Rect, Option<Rect>> {
    let fits = |size: usize| n.is_none_or(|n| n == size);
    let Some(p) = piece else {
        return match (anchor, n) {
            (Some((r, c)), Some(n)) => Ok(Rect::square(r, c, n)),
            _ => Err(None),
        };
    };
    if square_shape(&p) && fits(p.height()) {
        return Ok(p);
    }
    if let Some((r, c)) = anchor.filter(|&(r, c)| r <= p.top && c <= p.left) {
        let (h, w) = (p.bottom - r + 1, p.right - c + 1);
        if h == w && supported(h) && fits(h) {
            return Ok(Rect::square(r, c, h));
        }
        if let Some(n) = n.filter(|&n| h <= n && w <= n) {
            return Ok(Rect::square(r, c, n));
        }
    }
    match n {
        Some(n) if p.height() <= n && p.width() <= n => Ok(Rect::square(p.top, p.left, n)),
        _ => Err(Some(p)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn table(rows: &[&str]) -> Table {
        let cells = rows
            .iter()
            .map(|row| {
                row.chars()
                    .map(|ch| match ch {
                        ' ' => CellValue::Empty,
                        'L' => CellValue::Text("A".into()),
                        'K' => CellValue::Text("B".into()),
                        d => CellValue::Number(d.to_digit(10).unwrap() as f64),
                    })
                    .collect()
            })
            .collect();
        Table {
            name: "S".into(),
            cells,
            ..Table::default()
        }
    }

    #[test]
    fn labelled_tables_side_by_side() {
        let t = table(&[
            "L     K   ",
            "1     1122",
            " 2    1122",
            "      3344",
            "   4  3344",
        ]);
        let s = survey(&t);
        assert_eq!(s.labels.len(), 2);
        let names: Vec<String> = s.pieces.iter().map(Rect::a1).collect();
        assert_eq!(names, vec!["A2:D5", "G2:J5"]);
        let puzzle = s.piece_for(s.label(Role::Puzzle).unwrap()).unwrap();
        assert_eq!(puzzle.a1(), "A2:D5");
        assert_eq!(
            place(Some(puzzle), Some((1, 0)), None).unwrap().a1(),
            "A2:D5"
        );
        let blocks = s.piece_for(s.label(Role::Blocks).unwrap()).unwrap();
        assert_eq!(blocks.a1(), "G2:J5");
        assert!(s.unlabelled_candidates().is_empty());
    }

    #[test]
    fn a_sparse_grid_with_empty_rows_stays_whole_above_another_grid() {
        let t = table(&[
            "1  2     ",
            "         ",
            "   3     ",
            "         ",
            "        5",
            " 6       ",
            "         ",
            "2        ",
            "       9 ",
            "         ",
            "123456789",
            "123456789",
            "123456789",
            "123456789",
            "123456789",
            "123456789",
            "123456789",
            "123456789",
            "123456789",
        ]);
        let s = survey(&t);
        let names: Vec<String> = s.unlabelled_candidates().iter().map(Rect::a1).collect();
        assert_eq!(names, vec!["A1:I9", "A11:I19"]);
    }

    #[test]
    fn column_letters_over_a_grid_are_no_labels() {
        let t = table(&[" LK  ", "11234", "2    ", "3    ", "4    "]);
        assert!(survey(&t).labels.is_empty());
        // A label with a title right of it stays a label.
        let mut t = table(&["L    ", "1234 ", "     ", "     ", "    1"]);
        t.cells[0][1] = CellValue::Text("Monday".into());
        assert_eq!(survey(&t).labels.len(), 1);
    }

    #[test]
    fn an_edge_row_empty_grid_needs_the_size_or_an_anchor() {
        let t = table(&["    ", "1 2 ", "  3 ", "4  1"]);
        let s = survey(&t);
        let p = s.pieces[0];
        assert_eq!(p.a1(), "A2:D4");
        assert_eq!(place(Some(p), None, None), Err(Some(p)));
        assert_eq!(place(Some(p), Some((0, 0)), None).unwrap().a1(), "A1:D4");
        assert_eq!(place(Some(p), None, Some(4)).unwrap().a1(), "A2:D5");
    }
}
