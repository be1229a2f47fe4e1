//! The answers every kind of rule gives about itself, so that code outside
//! the rule's family asks a question instead of testing for a kind: what
//! the moves of an isomorphic copy do to it ([`RuleSymmetry`]), how a page
//! draws it ([`RuleMark`]), where our workbooks and puzzle lines store it
//! ([`RuleStore`]) and which cells it makes see each other
//! ([`DistinctGroups`]); which family of puzzles it makes is `family.rs`'s
//! [`RuleFamily`](super::RuleFamily). Each answer is one
//! exhaustive `match` in [`Constraint`](super::Constraint)'s methods (see
//! `mod.rs`), the family's own file answering where it takes more than a
//! line; these types are the answers.

/// What the moves of an isomorphic copy (Peško's isomorphism) do to a
/// rule, answered by its kind with
/// [`Constraint::symmetry`](super::Constraint::symmetry).
///
/// A copy relabels the digits by a permutation π and moves the cells by a
/// rotation, a mirror, the transposition or a shuffle of lines; the copy
/// is a puzzle of the target geometry only when every rule is kept.
///
/// ```
/// use sheetdoku::{Cage, Carried, Constraint, Relabelling, Unit, UnitKind};
/// let row = Constraint::AllDifferent(Unit { kind: UnitKind::Row, number: 1, cells: vec![0, 1] });
/// let cage = Constraint::Cage(Cage::new(vec![0, 1], 3));
/// assert_eq!(row.symmetry().relabelling, Relabelling::Any);
/// // Relabelling the digits changes a cage's sum; moving its cells does not.
/// assert_eq!(cage.symmetry().relabelling, Relabelling::None);
/// assert_eq!(cage.symmetry().carried, Carried::WithSum(3.into()));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct RuleSymmetry {
    /// Which relabellings of the digits keep the rule as it is.
    pub relabelling: Relabelling,
    /// What a move of the cells (rotation, mirror, transposition, line
    /// shuffle) must find on the moved cells for the rule to be kept.
    pub carried: Carried,
}

/// Which relabellings of the digits keep a rule (part of its
/// [`RuleSymmetry`]).
///
/// ```
/// use sheetdoku::{Constraint, Pair, PairKind, Relabelling};
/// // 4 and 5 are consecutive, and so are n+1-4 and n+1-5.
/// let white = Constraint::Pair(Pair::new(PairKind::KropkiWhite, 0, 1));
/// assert_eq!(white.symmetry().relabelling, Relabelling::Reversal);
/// let sign = Constraint::Pair(Pair::new(PairKind::Greater, 0, 1));
/// assert_eq!(sign.symmetry().relabelling, Relabelling::None);
/// assert!(Relabelling::Reversal.keeps_reversal() && !Relabelling::Reversal.keeps_any());
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Relabelling {
    /// Every permutation of the digits keeps it ("all different").
    Any,
    /// Only the reversal `k -> n+1-k` (and the identity) keeps it: a
    /// white Kropki dot, German whispers (a difference is kept).
    Reversal,
    /// No relabelling but the identity keeps it for certain: a cage's sum,
    /// a black Kropki dot, a greater-than sign (the reversal turns it
    /// round).
    None,
}

impl Relabelling {
    /// Whether every permutation of the digits keeps the rule.
    pub fn keeps_any(self) -> bool {
        match self {
            Relabelling::Any => true,
            Relabelling::Reversal | Relabelling::None => false,
        }
    }

    /// Whether the reversal `k -> n+1-k` keeps the rule.
    pub fn keeps_reversal(self) -> bool {
        match self {
            Relabelling::Any | Relabelling::Reversal => true,
            Relabelling::None => false,
        }
    }
}

/// How a move of the cells carries a rule: the rule's image is a rule on
/// the moved cells ([`Constraint::cells`](super::Constraint::cells) moved),
/// and this says which rules there count as its image. A move keeps a
/// geometry's rules when every rule's image is a rule of the target (and
/// back); [`crate::Transform::maps`] and [`crate::cell_symmetries`]
/// decide it from this alone.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Carried {
    /// Any rule that makes the moved cells distinct and says nothing more
    /// (an all-different unit: a row may land on a column).
    Distinct,
    /// A rule of the moved cells adding up to this sum (a killer cage), or
    /// to no sum given (a cage without a total: only its digits differ).
    WithSum(super::CageSum),
    /// A mark of this kind in the moved cell (an even or odd cell).
    Cell(super::ParityKind),
    /// A mark of this kind between the moved cells, read the same both
    /// ways (a Kropki dot, an X or a V).
    Pair(super::PairKind),
    /// A rule whose cells are in an order the set of its cells does not
    /// show (a greater-than sign): kept only by a move that leaves each of
    /// its cells in place, onto a rule of the same kind and first cell.
    /// Sound, and simple; a mirror of a puzzle with signs is not found.
    Pinned {
        /// The rule's kind, as its text's word ("greater", "thermo").
        word: &'static str,
        /// Its first cell.
        first: usize,
    },
    /// One group of cells of a rule of the whole grid (each two cells a
    /// knight's or king's move apart, [`Anti::groups`](super::Anti::groups)):
    /// `isomorph/keeps.rs` carries each group on its own, so that a move
    /// keeps the rule only when every group lands on a group of the same
    /// kind (a rotation, a mirror, the transposition; no band or stack
    /// shuffle).
    Move(super::AntiKind),
    /// A rule along a whole line whose cells count in order, either way
    /// round (a sandwich clue: the sum between the 1 and the `n` does not
    /// depend on the side the clue stands): `isomorph/keeps.rs` carries
    /// its cells onto a rule of the same word and value, and each two
    /// neighbours along it onto two neighbours of that rule
    /// ([`Carried::Neighbours`]), so that a rotation, a mirror or the
    /// transposition keeps it and a shuffle of the line's cells does not.
    Ordered {
        /// The rule's kind, as its text's word ("sandwich").
        word: &'static str,
        /// What it says of its cells (the clue).
        value: u32,
    },
    /// Two cells side by side along a rule [`Carried::Ordered`], of the
    /// rule's word: what each two neighbours must land on.
    Neighbours {
        /// The rule's kind, as its text's word ("sandwich").
        word: &'static str,
    },
}

impl Carried {
    /// Whether only a move that leaves every cell of the rule in place
    /// keeps it ([`Carried::Pinned`]).
    pub fn pinned(self) -> bool {
        match self {
            Carried::Pinned { .. } => true,
            Carried::Distinct
            | Carried::WithSum(_)
            | Carried::Cell(_)
            | Carried::Pair(_)
            | Carried::Move(_)
            | Carried::Ordered { .. }
            | Carried::Neighbours { .. } => false,
        }
    }
}

/// What a page draws for a rule, answered by its kind with
/// [`Constraint::mark`](super::Constraint::mark). The figure
/// ([`crate::Figure`]) draws the details; layouts ask
/// this to make room.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum RuleMark {
    /// Drawn by the cells' borders and shading alone (rows, columns and
    /// regions by their outlines, diagonals and extra regions shaded).
    Region,
    /// An outline around the cells with a number written small in its
    /// first cell (a killer cage and its sum): a page gives each row of
    /// digits a strip above it for the numbers.
    LabelledOutline {
        /// The number written, or none for a cage without a total
        /// (its strip kept all the same, so that pages keep one layout).
        label: super::CageSum,
    },
    /// A shape inside one cell, behind its digit (an even cell's grey
    /// square, an odd cell's grey circle), drawn by the figure's cell
    /// shapes.
    Inside,
    /// A mark on the side between two cells (a Kropki dot, an X or V, a
    /// greater-than sign), drawn by the figure's pairs.
    Between,
    /// A line through the centres of cells (a thermometer, whispers, a
    /// palindrome), drawn by the figure's lines.
    Through,
    /// A number beside the grid with an arrow that points along a
    /// diagonal (a little killer's clue), or without an arrow beside a row
    /// or column (a sandwich clue), drawn by the figure's clues outside the
    /// grid, in a strip the pages keep on that side.
    Clue,
    /// Nothing: a rule of the whole grid (anti-knight) is said by the
    /// page's rule sentence alone.
    Unmarked,
}

impl RuleMark {
    /// Whether the mark writes a number inside a cell, so that a page
    /// leaves a strip above each row of digits (a killer's page).
    pub fn needs_label_strip(self) -> bool {
        match self {
            RuleMark::Unmarked
            | RuleMark::Region
            | RuleMark::Inside
            | RuleMark::Between
            | RuleMark::Through
            | RuleMark::Clue => false,
            RuleMark::LabelledOutline { .. } => true,
        }
    }
}

/// Where our workbooks and puzzle lines store a rule, answered by its kind
/// with [`Constraint::store`](super::Constraint::store).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum RuleStore {
    /// In the geometry's maps and variant: the size, the block map, the
    /// diagonals and the extra region map (the `variant=`, `blocks=` and
    /// `extra=` fields of a puzzle line, the Info sheet and the region
    /// colours of a workbook).
    Maps,
    /// In the killer cages' own store: a puzzle line's `cages=` field and
    /// a workbook's cage sheet `K`.
    Cages,
    /// In the one store of every other rule: its text (see
    /// [`Constraint::text`](super::Constraint::text)), a puzzle line's
    /// `rules=` field (which the workbooks' `Key` sheet keeps for each
    /// puzzle).
    Rules,
}

impl RuleStore {
    /// The name of the puzzle line's field that holds the rules, `None`
    /// for those the maps' fields hold.
    pub fn field(self) -> Option<&'static str> {
        match self {
            RuleStore::Maps => None,
            RuleStore::Cages => Some("cages"),
            RuleStore::Rules => Some("rules"),
        }
    }
}

/// The groups of cells a rule makes see each other (no digit twice in a
/// group), answered by its kind with
/// [`Constraint::makes_distinct`](super::Constraint::makes_distinct): none
/// (a mark, a line), one (a unit's or a cage's cells), or many (a rule of
/// the whole grid: each pair a knight's move apart, each 2x2 square of an
/// anti-king). The one notion of peers: two cells are peers when a group
/// holds both.
///
/// ```
/// use sheetdoku::{Anti, AntiKind, Constraint, Unit, UnitKind};
/// let row = Constraint::AllDifferent(Unit { kind: UnitKind::Row, number: 1, cells: vec![0, 1] });
/// assert_eq!(row.makes_distinct().iter().collect::<Vec<_>>(), [&[0, 1][..]]);
/// let knight = Constraint::Anti(Anti::new(AntiKind::Knight, 4));
/// assert_eq!(knight.makes_distinct().len(), 2 * 2 * 3 * 2);
/// assert_eq!(knight.makes_distinct().get(0), Some(&[0, 6][..]));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DistinctGroups<'a> {
    one: Option<&'a [usize]>,
    many: &'a [Vec<usize>],
}

impl<'a> DistinctGroups<'a> {
    /// No group: the rule makes no cells distinct.
    pub fn none() -> Self {
        DistinctGroups {
            one: None,
            many: &[],
        }
    }

    /// One group, `cells`.
    pub fn one(cells: &'a [usize]) -> Self {
        DistinctGroups {
            one: Some(cells),
            many: &[],
        }
    }

    /// Each of `groups`.
    pub fn many(groups: &'a [Vec<usize>]) -> Self {
        DistinctGroups {
            one: None,
            many: groups,
        }
    }

    /// How many groups.
    pub fn len(&self) -> usize {
        usize::from(self.one.is_some()) + self.many.len()
    }

    /// Whether there is none.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Group `i`, in the order of [`DistinctGroups::iter`].
    pub fn get(&self, i: usize) -> Option<&'a [usize]> {
        match self.one {
            Some(cells) => (i == 0).then_some(cells),
            None => self.many.get(i).map(Vec::as_slice),
        }
    }

    /// Every group.
    pub fn iter(&self) -> impl Iterator<Item = &'a [usize]> + 'a {
        self.one
            .into_iter()
            .chain(self.many.iter().map(Vec::as_slice))
    }
}
