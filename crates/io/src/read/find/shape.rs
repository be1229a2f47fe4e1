//! The shapes a grid can have: a supported size, a square of one, or
//! nearly a square (a grid whose edge rows or columns are empty).

use crate::read::container::table::Rect;
use sheetdoku_core::{MAX_SIZE, MIN_SIZE};

/// A supported size.
pub(crate) fn supported(n: usize) -> bool {
    (MIN_SIZE..=MAX_SIZE).contains(&n)
}

/// Square with a supported size.
pub(crate) fn square_shape(r: &Rect) -> bool {
    r.height() == r.width() && supported(r.height())
}

/// Nearly square: a grid whose edge rows or columns may be empty.
pub(crate) fn candidate_shape(r: &Rect) -> bool {
    let (big, small) = (r.height().max(r.width()), r.height().min(r.width()));
    // Up to two more than the largest size: row and column numbers
    // printed around a 25x25.
    (MIN_SIZE..=MAX_SIZE + 2).contains(&big) && big - small <= (big / 4).max(1)
}
