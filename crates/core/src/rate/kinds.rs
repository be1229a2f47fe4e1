//! The choices a technique's function takes, as types rather than bare
//! flags: which units a single or a locked pattern starts from, whether
//! only the "direct" patterns count, and whether a fish may have fins.

/// The kind of unit a pattern starts from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum House {
    /// A block (a box or a jigsaw region): hidden single in a block,
    /// pointing.
    Block,
    /// Any other unit (a row, a column, a diagonal, an extra region):
    /// hidden single in a line, claiming.
    Line,
}

impl House {
    /// The house of a unit that is (or is not) a block.
    pub(super) fn of(is_block: bool) -> House {
        if is_block {
            House::Block
        } else {
            House::Line
        }
    }
}

/// Which patterns of a technique count.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Form {
    /// Only those after which a digit has a single place left (the step
    /// places a digit at once: Sukaku Explainer's "direct" techniques).
    Direct,
    /// Every pattern that eliminates something.
    Any,
}

/// Whether a fish may leave fin cells uncovered.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Fins {
    /// A plain fish: every candidate of the bases is covered.
    None,
    /// A finned (or sashimi) fish.
    Allowed,
}
