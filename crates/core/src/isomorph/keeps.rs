//! Whether a transform keeps every rule: the one check the copies
//! ([`Transform::maps`](super::Transform::maps)) and the census of
//! symmetries ([`cell_symmetries`](super::cell_symmetries)) share. It asks
//! each rule its [`RuleSymmetry`](crate::geometry::RuleSymmetry) and never
//! its kind: relabelling the digits must keep every rule, and the moved
//! cells of every rule, with what the rule carries ([`Carried`]), must be
//! a rule of the target. A rule of the whole grid ([`Carried::Move`]) is
//! carried group by group: each knight's pair (or king's square) must land
//! on one of the target's, which a rotation, a mirror or the
//! transposition does and a shuffle of bands or stacks does not.

use crate::geometry::{Carried, Constraint, Geometry};

/// The sets of cells a move must carry onto rules of the target, each
/// with what it carries: the rule's cells, or each of its groups for a
/// rule carried by its moves; a rule whose cells count in order (a
/// sandwich clue) its cells and each two neighbours along it, so that a
/// move keeps it only when it keeps its order or turns it round.
fn pieces(rule: &Constraint) -> Vec<(&[usize], Carried)> {
    let carried = rule.symmetry().carried;
    match carried {
        Carried::Move(_) => rule
            .makes_distinct()
            .iter()
            .map(|group| (group, carried))
            .collect(),
        Carried::Ordered { word, .. } => std::iter::once((rule.cells(), carried))
            .chain(
                rule.cells()
                    .windows(2)
                    .map(|pair| (pair, Carried::Neighbours { word })),
            )
            .collect(),
        // Only the pieces of a rule `Ordered` carry it.
        Carried::Neighbours { .. } => vec![(rule.cells(), carried)],
        Carried::Distinct
        | Carried::WithSum(_)
        | Carried::Cell(_)
        | Carried::Pair(_)
        | Carried::Pinned { .. } => {
            vec![(rule.cells(), carried)]
        }
    }
}

/// The rules of a source geometry and of a target, as a transform sees
/// them; `K` is how a set of cells is compared (a sorted list of cells, or
/// a bit mask where the grid is small).
pub(crate) struct RuleImages<'g, K> {
    /// Each rule of the source: its cells and what a move carries.
    from: Vec<(&'g [usize], Carried)>,
    /// Each rule of the target: its cells' key and what it carries, sorted.
    to: Vec<(K, Carried)>,
    /// Whether relabelling the digits keeps every rule of the source.
    relabelling: bool,
    /// Each cell of a rule of the source that only moves leaving its cells
    /// in place keep ([`Carried::pinned`]), with its key.
    pinned: Vec<(usize, K)>,
}

impl<'g, K: Ord> RuleImages<'g, K> {
    /// The rules of `from` and `to`, the cells of a rule of `to` compared
    /// by `key`.
    pub(crate) fn new(from: &'g Geometry, to: &Geometry, key: impl Fn(&[usize]) -> K) -> Self {
        let mut target: Vec<(K, Carried)> = to
            .constraints()
            .iter()
            .flat_map(pieces)
            .map(|(cells, carried)| (key(cells), carried))
            .collect();
        target.sort_unstable();
        let pinned = from
            .constraints()
            .iter()
            .filter(|rule| rule.symmetry().carried.pinned())
            .flat_map(|rule| rule.cells())
            .map(|&c| (c, key(&[c])))
            .collect();
        RuleImages {
            pinned,
            from: from.constraints().iter().flat_map(pieces).collect(),
            to: target,
            relabelling: from.kept_by_relabelling(),
        }
    }

    /// Whether the target has a rule on the cells `key` carrying `carried`.
    pub(crate) fn holds(&self, key: &K, carried: Carried) -> bool {
        self.to
            .binary_search_by(|(k, c)| k.cmp(key).then(c.cmp(&carried)))
            .is_ok()
    }

    /// Leaves out of [`RuleImages::kept`] the rules of the source for which
    /// `sure` says that every move to be tried keeps them (the rows and
    /// columns under line moves).
    pub(crate) fn skip(&mut self, sure: impl Fn(&[usize], Carried) -> bool) {
        self.from.retain(|&(cells, carried)| !sure(cells, carried));
    }

    /// Whether the transform keeps every rule: `relabels` when it relabels
    /// the digits, `image` the key of a set of cells after the move.
    pub(crate) fn kept(&self, image: impl Fn(&[usize]) -> K, relabels: bool) -> bool {
        (!relabels || self.relabelling)
            && self.pinned.iter().all(|(c, k)| image(&[*c]) == *k)
            && self
                .from
                .iter()
                .all(|&(cells, carried)| self.holds(&image(cells), carried))
    }
}
