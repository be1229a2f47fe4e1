//! The geometries the stores' round trips go over: each kind of rule of
//! [`Constraint::one_of_each_kind`] (a list a new kind must join) alone
//! and all together, on plain and diagonal `n x n` grids.

use sheetdoku_core::{Constraint, Geometry, Variant};

/// Each rule set (one kind alone, then every kind) with its geometry.
pub(crate) fn geometries_of_every_kind(n: usize) -> Vec<(Vec<Constraint>, Geometry)> {
    let kinds = Constraint::one_of_each_kind(n);
    let alone = kinds.iter().map(|rule| vec![rule.clone()]);
    let mut out = Vec::new();
    for rules in alone.chain(std::iter::once(kinds.clone())) {
        for variant in [Variant::STANDARD, Variant::X] {
            let base = Geometry::for_variant(variant, n, None).expect("a standard size");
            let g = rules
                .iter()
                .cloned()
                .try_fold(base, |g, rule| g.with_constraint(rule))
                .expect("the examples fit together");
            out.push((rules.clone(), g));
        }
    }
    out
}
