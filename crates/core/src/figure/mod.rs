//! What a page draws of a puzzle, decided once and free of any format: a
//! [`Figure`] of a geometry says for each cell the weight of its four sides
//! (the grid's outside, a region boundary, a cage boundary inside a region,
//! thin), its shading (a diagonal, an extra region, both, none) and its
//! region, and lists the killer cages with their sums and the cell each sum
//! is written in, the marks between two cells, the lines and the circles.
//!
//! The spreadsheet styles, the printed worksheet pages and the terminal
//! drawing translate a figure ("a region boundary" is a thick border in a
//! workbook and a heavy line on the terminal); none of them decides on its
//! own how a rule looks. Every kind of [`Constraint`] is drawn by one
//! exhaustive `match` in [`Figure::of`] that calls one file per family of
//! rules: `units.rs` (regions, diagonals, extra regions), `cages.rs`
//! (killer cages), `sandwich.rs` (sandwich clues); `marks.rs` holds the kinds of marks, lines and circles
//! that coming rules will draw, and `sides.rs` the one rule for the
//! weight of a cell's side.

mod cages;
mod lines;
mod margin;
mod marks;
mod pairs;
mod parity;
mod sandwich;
mod sides;
mod sums;
#[cfg(test)]
mod tests;
mod units;

use crate::geometry::{Constraint, Geometry};

pub use cages::{CageLabel, CageOutline};
pub use margin::ClueSides;
pub use marks::{
    CircleMark, CircleMarkKind, ClueMark, LineMark, LineMarkKind, PairMark, PairMarkKind,
    ShapeMark, ShapeMarkKind,
};
pub use sides::{Edge, Edges};

/// The light shading of a cell, for the rules that are not drawn by lines.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Shading {
    /// Not shaded.
    #[default]
    Plain,
    /// On a diagonal of an X variant.
    Diagonal,
    /// In an extra region (Windoku's windows).
    Extra,
    /// On a diagonal and in an extra region.
    Both,
}

impl Shading {
    /// This shading with a diagonal through the cell too.
    fn with_diagonal(self) -> Shading {
        match self {
            Shading::Plain | Shading::Diagonal => Shading::Diagonal,
            Shading::Extra | Shading::Both => Shading::Both,
        }
    }

    /// This shading with the cell in an extra region too.
    fn with_extra(self) -> Shading {
        match self {
            Shading::Plain | Shading::Extra => Shading::Extra,
            Shading::Diagonal | Shading::Both => Shading::Both,
        }
    }
}

/// How one cell is drawn.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub struct FigureCell {
    /// The weight of each of its four sides.
    pub edges: Edges,
    /// Its shading.
    pub shading: Shading,
    /// Its region (0-based, the block map's index), for a view that colours
    /// each region.
    pub region: usize,
    /// Its extra region (1-based), if any, for a view that colours them.
    pub extra: Option<usize>,
    /// Its cage, an index into [`Figure::cages`], if any.
    pub cage: Option<usize>,
}

/// What a page draws of a geometry: see the [module](self) documentation.
///
/// ```
/// use sheetdoku::write::{Edge, Figure, Shading};
/// use sheetdoku::{Diagonals, Geometry};
/// let g = Geometry::standard(9).unwrap().with_diagonals(Diagonals::Both);
/// let figure = Figure::of(&g);
/// // C1 ends the top-left box: a region boundary on its right.
/// assert_eq!(figure.cell(2).edges.right, Edge::Region);
/// assert_eq!(figure.cell(2).edges.top, Edge::Outer);
/// assert_eq!(figure.cell(10).shading, Shading::Diagonal);
/// assert!(figure.cages().is_empty());
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Figure {
    size: usize,
    cells: Vec<FigureCell>,
    cages: Vec<CageOutline>,
    pairs: Vec<PairMark>,
    lines: Vec<LineMark>,
    circles: Vec<CircleMark>,
    clues: Vec<ClueMark>,
    shapes: Vec<ShapeMark>,
}

impl Figure {
    /// The figure of `geometry`: each rule drawn by its family's file, then
    /// the sides of every cell weighed from the regions and cages drawn.
    pub fn of(geometry: &Geometry) -> Figure {
        let size = geometry.size();
        let mut figure = Figure {
            size,
            cells: vec![FigureCell::default(); size * size],
            cages: Vec::new(),
            pairs: Vec::new(),
            lines: Vec::new(),
            circles: Vec::new(),
            clues: Vec::new(),
            shapes: Vec::new(),
        };
        for (id, rule) in geometry.rules() {
            match rule {
                // No mark: the page's rule sentence says it.
                Constraint::Anti(_) => {}
                Constraint::AllDifferent(unit) => units::draw(&mut figure, unit),
                Constraint::Cage(cage) => cages::draw(&mut figure, id, cage),
                Constraint::Parity(parity) => parity::draw(&mut figure, parity),
                Constraint::Pair(pair) => pairs::draw(&mut figure, pair),
                Constraint::Line(line) => lines::draw(&mut figure, line),
                Constraint::Sum(sum) => sums::draw(&mut figure, sum),
                Constraint::Sandwich(sandwich) => sandwich::draw(&mut figure, sandwich),
            }
        }
        sides::weigh(&mut figure);
        figure
    }

    /// The grid's size `n`.
    pub fn size(&self) -> usize {
        self.size
    }

    /// How cell `cell` (`row * n + col`) is drawn.
    ///
    /// # Panics
    ///
    /// When `cell` is not a cell of the grid.
    pub fn cell(&self, cell: usize) -> &FigureCell {
        &self.cells[cell]
    }

    /// Every cell in reading order.
    pub fn cells(&self) -> &[FigureCell] {
        &self.cells
    }

    /// The killer cages, in the order of the geometry's rules.
    pub fn cages(&self) -> &[CageOutline] {
        &self.cages
    }

    /// The sum written in `cell`: that of the cage whose sum cell it is
    /// (none for a cage without a total).
    pub fn sum_at(&self, cell: usize) -> Option<u32> {
        let cage = &self.cages[self.cells.get(cell)?.cage?];
        (cage.sum_cell == cell)
            .then_some(cage.sum.given())
            .flatten()
    }

    /// What a page writes in `cell` for its cage: the sum in a cage's head,
    /// and for a cage joined by corners the marks that tie its pieces
    /// together ([`CageLabel`]).
    pub fn label_at(&self, cell: usize) -> Option<CageLabel> {
        self.cages[self.cells.get(cell)?.cage?].label_at(cell)
    }

    /// The marks between two cells (Kropki dots, X and V, greater-than
    /// signs), in the order of the geometry's rules.
    pub fn pairs(&self) -> &[PairMark] {
        &self.pairs
    }

    /// The lines over cells (thermometers, whispers, palindromes), in the
    /// order of the geometry's rules.
    pub fn lines(&self) -> &[LineMark] {
        &self.lines
    }

    /// The circles in cells (thermometers' bulbs).
    pub fn circles(&self) -> &[CircleMark] {
        &self.circles
    }

    /// The clues beside the grid (little killers), in the order of the
    /// geometry's rules.
    pub fn clues(&self) -> &[ClueMark] {
        &self.clues
    }

    /// The shapes behind cells' digits (even/odd cells' grey squares and
    /// circles), in the order of the geometry's rules.
    pub fn shapes(&self) -> &[ShapeMark] {
        &self.shapes
    }
}
