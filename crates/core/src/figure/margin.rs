//! Where the clues beside the grid stand (a little killer's sum, a
//! sandwich's): each in a cell of a margin one cell wide around the grid,
//! where players know it, and which sides of the grid a page must give
//! such a margin ([`ClueSides`]).

use super::{ClueMark, Figure};

/// The sides of the grid on which clues stand, each asking a page for a
/// strip one cell wide (or high) outside the grid. A puzzle without clues
/// asks for none, and its pages keep no margin.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct ClueSides {
    /// A strip above the grid's first row.
    pub top: bool,
    /// A strip left of the grid's first column.
    pub left: bool,
    /// A strip below the grid's last row.
    pub bottom: bool,
    /// A strip right of the grid's last column.
    pub right: bool,
}

impl ClueSides {
    /// Whether no side asks for a strip.
    pub fn is_empty(&self) -> bool {
        !(self.top || self.left || self.bottom || self.right)
    }

    /// The sides `place` (a cell of the grid with its margin, see
    /// [`ClueMark::place`]) of an `n x n` grid lies on.
    fn of_place(n: usize, (row, col): (usize, usize)) -> Self {
        ClueSides {
            top: row == 0,
            left: col == 0,
            bottom: row == n + 1,
            right: col == n + 1,
        }
    }

    /// Both `self`'s sides and `other`'s (the strips a page of several
    /// grids keeps for all of them).
    pub fn with(self, other: Self) -> Self {
        ClueSides {
            top: self.top || other.top,
            left: self.left || other.left,
            bottom: self.bottom || other.bottom,
            right: self.right || other.right,
        }
    }
}

impl ClueMark {
    /// The clue `value` before `cell`, read from it in steps of `step`
    /// (rows, columns), each -1, 0 or 1: (1, 1) down to the right from
    /// above-left, (0, 1) along a row from its left.
    pub fn new(cell: usize, value: u32, step: (isize, isize)) -> Self {
        ClueMark { cell, value, step }
    }

    /// Where the clue stands beside an `n x n` grid, as (row, column) of
    /// the grid with a margin of one cell all round: the grid's cell
    /// (r, c) is (r + 1, c + 1), row 0 the strip above it, row `n + 1` the
    /// strip below, column 0 the strip left, column `n + 1` the strip
    /// right. The clue stands one step before its first cell: a little
    /// killer's diagonally (a corner of the margin when its diagonal
    /// starts in a corner of the grid), a sandwich's beside its row or
    /// above its column.
    pub fn place(&self, n: usize) -> (usize, usize) {
        let (row, col) = (self.cell / n.max(1), self.cell % n.max(1));
        let back = |at: usize, step: isize| match step.signum() {
            1 => at,
            -1 => at + 2,
            _ => at + 1,
        };
        (back(row, self.step.0), back(col, self.step.1))
    }
}

impl Figure {
    /// The sides of the grid on which its clues stand: where a page lays
    /// a strip outside the grid for them (none for a puzzle without
    /// clues).
    pub fn clue_sides(&self) -> ClueSides {
        let n = self.size();
        self.clues()
            .iter()
            .map(|clue| ClueSides::of_place(n, clue.place(n)))
            .fold(ClueSides::default(), ClueSides::with)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::geometry::{Constraint, Geometry, SumRule};

    fn clue(cell: usize, step: (isize, isize)) -> ClueMark {
        ClueMark {
            cell,
            value: 10,
            step,
        }
    }

    #[test]
    fn a_clue_stands_one_step_before_its_first_cell() {
        // On a 4x4: A1 down to the right, from the corner of the margin.
        assert_eq!(clue(0, (1, 1)).place(4), (0, 0));
        // B1 down to the right: above A1.
        assert_eq!(clue(1, (1, 1)).place(4), (0, 1));
        // C4 (row 3, column 2) up to the right: below B4.
        assert_eq!(clue(14, (-1, 1)).place(4), (5, 2));
        // D2 (row 1, column 3) down to the left: right of D1.
        assert_eq!(clue(7, (1, -1)).place(4), (1, 5));
        // A sandwich's clues: left of row 2, above column C.
        assert_eq!(clue(4, (0, 1)).place(4), (2, 0));
        assert_eq!(clue(2, (1, 0)).place(4), (0, 3));
    }

    #[test]
    fn the_sides_are_those_of_the_clues_and_none_without_clues() {
        let plain = Geometry::standard(4).unwrap();
        assert!(Figure::of(&plain).clue_sides().is_empty());
        let g = plain
            .with_constraint(Constraint::Sum(SumRule::little_killer(5, vec![14, 11])))
            .unwrap();
        let sides = Figure::of(&g).clue_sides();
        assert_eq!(
            sides,
            ClueSides {
                bottom: true,
                ..ClueSides::default()
            }
        );
        let corner = g
            .with_constraint(Constraint::Sum(SumRule::little_killer(
                10,
                vec![0, 5, 10, 15],
            )))
            .unwrap();
        let sides = Figure::of(&corner).clue_sides();
        assert!(sides.top && sides.left && sides.bottom && !sides.right);
    }
}
