//! The room for the drawings of rules to come: marks between two cells
//! (greater-than signs, Kropki dots, X and V), lines over cells
//! (thermometers, arrows) and circles in cells (a thermometer's bulb, an
//! arrow's sum). The marks between two cells are drawn by `pairs.rs`, the
//! lines and a thermometer's bulb by `lines.rs`; a new kind adds its
//! variant here and its translation to each drawer
//! (`docs/adding-a-rule.md`).

/// A mark on the side between two cells.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub struct PairMark {
    /// The two cells, side by side, the first before the second in reading
    /// order.
    pub cells: [usize; 2],
    /// What the mark shows.
    pub kind: PairMarkKind,
}

/// What a mark between two cells shows (drawn by `pairs.rs`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PairMarkKind {
    /// A white (hollow) Kropki dot on the side.
    WhiteDot,
    /// A black (filled) Kropki dot on the side.
    BlackDot,
    /// A letter X on the side.
    X,
    /// A letter V on the side.
    V,
    /// A greater-than sign on the side, its point towards the smaller
    /// digit's cell.
    Greater {
        /// Whether the first cell (in reading order) holds the larger
        /// digit: the sign reads `>` left to right (or points down).
        first_larger: bool,
    },
}

/// A line drawn through the centres of cells.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub struct LineMark {
    /// The cells in the line's order.
    pub cells: Vec<usize>,
    /// What the line shows.
    pub kind: LineMarkKind,
}

/// What a line shows (drawn by `lines.rs`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum LineMarkKind {
    /// A thermometer's tube, from its bulb (a [`CircleMarkKind::Bulb`]).
    Thermometer,
    /// A German whispers line (green, as players know it).
    Whisper,
    /// A palindrome line (grey).
    Palindrome,
    /// A renban line (lilac, as players know it).
    Renban,
}

/// A circle drawn in a cell.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub struct CircleMark {
    /// The cell.
    pub cell: usize,
    /// What the circle shows.
    pub kind: CircleMarkKind,
}

/// What a circle shows (drawn by `lines.rs`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CircleMarkKind {
    /// A thermometer's bulb, a filled circle in its first cell.
    Bulb,
}
