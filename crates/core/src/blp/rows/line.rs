//! The rows of a line through cells (a thermometer, a whisper line, a
//! palindrome): each of its relations ([`Line::relations`]: neighbours
//! along a thermometer or whisper line, a palindrome's cells at the same
//! distance from either end) as a mark's rows, both ways round
//! (`pair.rs::add_relation`), `x_a,d - Σ_{e : R(d, e)} x_b,e <= 0`.

use super::pair::add_relation;
use super::Builder;
use crate::geometry::{ConstraintId, Line};

/// Adds the line's rows; relation `i`'s two ways are sides `2i` and
/// `2i + 1` in the rows' names.
pub(crate) fn add(b: &mut Builder<'_>, id: ConstraintId, line: &Line) {
    let n = b.n;
    for (i, (first, second)) in line.relations().into_iter().enumerate() {
        let side = 2 * i as u16;
        add_relation(b, id, (first, second), side, |d, e| line.allows(n, d, e));
        add_relation(b, id, (second, first), side + 1, |e, d| {
            line.allows(n, d, e)
        });
    }
}
