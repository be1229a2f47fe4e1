//! The room for the drawings of rules to come: marks between two cells
//! (greater-than signs, Kropki dots, X and V), lines over cells
//! (thermometers, arrows) and circles in cells (a thermometer's bulb, an
//! arrow's sum). No rule draws one yet, so each kind is an enum without
//! variants and each list of the [`Figure`](super::Figure) is empty; the
//! first rule that draws one adds its variant here and its translation to
//! each drawer (`docs/adding-a-rule.md`).

/// A mark on the side between two cells.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct PairMark {
    /// The two cells, side by side, the first before the second in reading
    /// order.
    pub cells: [usize; 2],
    /// What the mark shows.
    pub kind: PairMarkKind,
}

/// What a mark between two cells shows (no rule draws one yet).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PairMarkKind {}

/// A line drawn through the centres of cells.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct LineMark {
    /// The cells in the line's order.
    pub cells: Vec<usize>,
    /// What the line shows.
    pub kind: LineMarkKind,
}

/// What a line shows (no rule draws one yet).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum LineMarkKind {}

/// A circle drawn in a cell.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct CircleMark {
    /// The cell.
    pub cell: usize,
    /// What the circle shows.
    pub kind: CircleMarkKind,
}

/// What a circle shows (no rule draws one yet).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CircleMarkKind {}
