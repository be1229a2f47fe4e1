//! The weight of each side of a cell, decided in one place from the regions
//! and cages the figure holds.

use super::{Figure, FigureCell};

/// The weight of one side of a cell.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Edge {
    /// Between two cells of the same region and the same cage (or of no
    /// cage).
    #[default]
    Thin,
    /// Between two killer cages (or a cage and a cell of none) within one
    /// region.
    Cage,
    /// Between two regions.
    Region,
    /// The outside of the grid.
    Outer,
}

/// The four sides of a cell.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub struct Edges {
    /// The side above the cell.
    pub top: Edge,
    /// The side right of it.
    pub right: Edge,
    /// The side below it.
    pub bottom: Edge,
    /// The side left of it.
    pub left: Edge,
}

impl Edges {
    /// A cell's sides: `top`, `right`, `bottom` and `left`.
    pub fn new(top: Edge, right: Edge, bottom: Edge, left: Edge) -> Self {
        Edges {
            top,
            right,
            bottom,
            left,
        }
    }

    /// The sides in the order top, right, bottom, left.
    pub fn sides(self) -> [Edge; 4] {
        [self.top, self.right, self.bottom, self.left]
    }

    /// The sides of a view that shows the regions only (a block map, a
    /// sheet of cage labels): a cage boundary is drawn thin there.
    ///
    /// ```
    /// use sheetdoku::write::{Edge, Edges};
    /// let e = Edges::new(Edge::Cage, Edge::Region, Edge::Thin, Edge::Outer);
    /// assert_eq!(e.regions_only().sides(), [Edge::Thin, Edge::Region, Edge::Thin, Edge::Outer]);
    /// ```
    pub fn regions_only(self) -> Edges {
        let region = |edge| match edge {
            Edge::Cage => Edge::Thin,
            edge => edge,
        };
        Edges {
            top: region(self.top),
            right: region(self.right),
            bottom: region(self.bottom),
            left: region(self.left),
        }
    }
}

/// The side between `here` and the cell `beside` it (none on the grid's
/// edge): the outside, a region boundary, a cage boundary, or thin.
fn side(here: &FigureCell, beside: Option<&FigureCell>) -> Edge {
    match beside {
        None => Edge::Outer,
        Some(b) if b.region != here.region => Edge::Region,
        Some(b) if b.cage != here.cage => Edge::Cage,
        Some(_) => Edge::Thin,
    }
}

/// Sets the sides of every cell of `figure` once its regions and cages are
/// drawn.
pub(super) fn weigh(figure: &mut Figure) {
    let n = figure.size;
    let cells = figure.cells.clone();
    for (cell, drawn) in figure.cells.iter_mut().enumerate() {
        let (r, c) = (cell / n, cell % n);
        let at = |beside: Option<usize>| side(&cells[cell], beside.map(|b| &cells[b]));
        drawn.edges = Edges {
            top: at((r > 0).then(|| cell - n)),
            right: at((c + 1 < n).then(|| cell + 1)),
            bottom: at((r + 1 < n).then(|| cell + n)),
            left: at((c > 0).then(|| cell - 1)),
        };
    }
}
