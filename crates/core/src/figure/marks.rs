//! The room for the drawings of rules to come: marks between two cells
//! (greater-than signs, Kropki dots, X and V), lines over cells
//! (thermometers, arrows) and circles in cells (a thermometer's bulb, an
//! arrow's sum), shapes behind a cell's digit (an even cell's grey
//! square, an odd cell's grey circle). The marks between two cells are
//! drawn by `pairs.rs`, the lines and a thermometer's bulb by `lines.rs`,
//! the shapes by `parity.rs`; a new kind adds its
//! variant here and its translation to each drawer
//! (`docs/adding-a-rule.md`).

/// A shape in one cell, behind its digit.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub struct ShapeMark {
    /// The cell.
    pub cell: usize,
    /// What the shape is.
    pub kind: ShapeMarkKind,
}

/// What a shape in a cell is (drawn by the pictures' `shapes.rs`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ShapeMarkKind {
    /// A light grey square filling most of the cell: an even digit.
    GreySquare,
    /// A light grey circle filling most of the cell: an odd digit.
    GreyCircle,
}

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
    /// An arrow's shaft (thin grey), from its circle, ending in an
    /// arrowhead at its last cell.
    Arrow,
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
    /// An arrow's circle, a grey ring around a cell of its bulb.
    ArrowCircle,
}

/// A number beside the grid with a small arrow along a diagonal (a little
/// killer's clue), drawn outside the grid where [`ClueMark::place`] says,
/// in the strip the pages keep there ([`Figure::clue_sides`](super::Figure::clue_sides)).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub struct ClueMark {
    /// The diagonal's first cell.
    pub cell: usize,
    /// The clue.
    pub value: u32,
    /// The step along the diagonal (rows, columns), each -1 or 1: the
    /// clue stands one step before the cell. A sandwich clue's step is
    /// orthogonal: `(0, 1)` beside a row, `(1, 0)` above a column.
    pub step: (isize, isize),
}
