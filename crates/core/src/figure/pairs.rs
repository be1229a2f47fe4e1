//! How marks between two cells are drawn: a Kropki dot, an X or V, a
//! greater-than sign on the side the two cells share, as a
//! [`PairMark`] of the figure that each writer translates. The negative
//! constraint's pairs (no white dot, ...) draw nothing.

use crate::geometry::{Pair, PairKind};

use super::{Figure, PairMark, PairMarkKind};

/// Adds the mark of `pair` to `figure`, its cells in reading order.
pub(super) fn draw(figure: &mut Figure, pair: &Pair) {
    let [a, b] = pair.cells;
    let cells = if a < b { [a, b] } else { [b, a] };
    let kind = match pair.kind {
        PairKind::KropkiWhite => PairMarkKind::WhiteDot,
        PairKind::KropkiBlack => PairMarkKind::BlackDot,
        PairKind::X => PairMarkKind::X,
        PairKind::V => PairMarkKind::V,
        PairKind::Greater => PairMarkKind::Greater {
            first_larger: cells[0] == a,
        },
        // The negative constraint is the absence of a mark: nothing is
        // drawn, the page's rules say it.
        PairKind::NoWhite | PairKind::NoBlack | PairKind::NoX | PairKind::NoV => return,
    };
    figure.pairs.push(PairMark { cells, kind });
}
