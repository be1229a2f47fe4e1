//! Implied units, found from the unit list alone (the "law of leftovers").
//!
//! If pairwise disjoint units `A1..Ak` together cover pairwise disjoint
//! units `B1..B(k-1)`, then the cells of the `A`s outside the `B`s hold
//! every digit exactly `k - (k - 1) = 1` time: when there are `n` of them
//! they form one more unit. Windoku's four "phantom" blocks are such units
//! (three columns minus the two extra blocks inside them); the engine adds
//! them as ordinary units, which makes propagation see what would otherwise
//! take deep search. The rule is sound for any geometry; it simply finds
//! nothing for most.

use crate::geometry::{Constraint, Geometry};

/// A set of cells as bits (up to `25 * 25 = 625` cells).
#[derive(Clone, Copy, PartialEq, Eq)]
struct CellSet([u64; 10]);

impl CellSet {
    fn of(cells: &[usize]) -> Self {
        let mut s = CellSet([0; 10]);
        for &c in cells {
            s.0[c / 64] |= 1 << (c % 64);
        }
        s
    }
    fn union(self, o: Self) -> Self {
        CellSet(std::array::from_fn(|i| self.0[i] | o.0[i]))
    }
    fn minus(self, o: Self) -> Self {
        CellSet(std::array::from_fn(|i| self.0[i] & !o.0[i]))
    }
    fn meets(self, o: Self) -> bool {
        self.0.iter().zip(&o.0).any(|(a, b)| a & b != 0)
    }
    fn within(self, o: Self) -> bool {
        self.minus(o).is_empty()
    }
    fn is_empty(self) -> bool {
        self.0.iter().all(|&w| w == 0)
    }
    fn len(self) -> usize {
        self.0.iter().map(|w| w.count_ones() as usize).sum()
    }
    fn cells(self) -> Vec<usize> {
        let mut out = Vec::new();
        for (i, &w) in self.0.iter().enumerate() {
            let mut w = w;
            while w != 0 {
                out.push(i * 64 + w.trailing_zeros() as usize);
                w &= w - 1;
            }
        }
        out
    }
}

/// The units implied by the units of `geometry` that it does not already
/// have, each as sorted cells.
pub(super) fn implied_units(geometry: &Geometry) -> Vec<Vec<usize>> {
    let n = geometry.size();
    if n * n > 640 {
        return Vec::new();
    }
    // Units are grouped by kind; a group whose units meet (the diagonals of
    // an odd grid) is never used as the `A`s.
    const IMPLIED: u32 = u32::MAX;
    let mut all: Vec<(u32, CellSet)> = Vec::new();
    for constraint in geometry.constraints() {
        match constraint {
            // Pairs and squares, not all the digits.
            Constraint::Anti(_) => {}
            Constraint::AllDifferent(u) => all.push((u.kind as u32, CellSet::of(&u.cells))),
            // A cage holds some digits, and a mark two cells, not all.
            Constraint::Cage(_)
            | Constraint::Parity(_)
            | Constraint::Pair(_)
            | Constraint::Line(_)
            | Constraint::Sum(_)
            | Constraint::Sandwich(_) => {}
        }
    }
    let mut groups: Vec<u32> = all.iter().map(|u| u.0).collect();
    groups.sort_unstable();
    groups.dedup();
    // A group can serve as the `A`s only if its units are pairwise disjoint.
    groups.retain(|&g| {
        let members: Vec<CellSet> = all.iter().filter(|u| u.0 == g).map(|u| u.1).collect();
        members
            .iter()
            .enumerate()
            .all(|(i, a)| members[i + 1..].iter().all(|b| !a.meets(*b)))
    });
    // The members of each usable group, and for every cell its member index.
    let members: Vec<Vec<CellSet>> = groups
        .iter()
        .map(|&g| all.iter().filter(|u| u.0 == g).map(|u| u.1).collect())
        .collect();
    let mut member_of = vec![vec![usize::MAX; n * n]; groups.len()];
    for (gi, units) in members.iter().enumerate() {
        for (k, u) in units.iter().enumerate() {
            for c in u.cells() {
                member_of[gi][c] = k;
            }
        }
    }
    let mut seen = std::collections::HashSet::new();
    let mut found = Vec::new();
    // Implied units can imply more (Windoku's centre phantom block needs the
    // other four); a few rounds reach the fixpoint in practice.
    for _ in 0..3 {
        seen.clear();
        let mut new = Vec::new();
        for &(_, x) in &all {
            let x_cells = x.cells();
            for (gi, &g) in groups.iter().enumerate() {
                // The members of group g that meet x, as a bit set; many x
                // give the same set, which is examined once.
                let key = x_cells
                    .iter()
                    .filter(|&&c| member_of[gi][c] != usize::MAX)
                    .fold(0u64, |k, &c| k | 1 << member_of[gi][c]);
                if !seen.insert((gi, key)) {
                    continue;
                }
                let a: Vec<CellSet> = (0..members[gi].len())
                    .filter(|k| key & (1 << k) != 0)
                    .map(|k| members[gi][k])
                    .collect();
                if a.len() < 2 || a.len() == members[gi].len() {
                    continue;
                }
                let cover = a.iter().fold(CellSet([0; 10]), |s, &u| s.union(u));
                let mut inside = CellSet([0; 10]);
                let mut b = 0;
                for &(h, u) in &all {
                    if h != g && u.within(cover) && !u.meets(inside) {
                        inside = inside.union(u);
                        b += 1;
                    }
                }
                if b + 1 != a.len() {
                    continue;
                }
                let left = cover.minus(inside);
                if left.len() == n && !all.iter().any(|u| u.1 == left) && !new.contains(&left) {
                    new.push(left);
                }
            }
        }
        if new.is_empty() {
            break;
        }
        for u in new {
            all.push((IMPLIED, u));
            found.push(u.cells());
        }
    }
    found
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::geometry::Variant;

    #[test]
    fn windoku_has_five_phantom_blocks() {
        let g = Geometry::for_variant(Variant::WINDOKU, 9, None).unwrap();
        let implied = implied_units(&g);
        assert_eq!(implied.len(), 5, "{implied:?}");
        // Rows 1, 5, 9 by columns 2-4 is one of them.
        assert!(implied.contains(&vec![1, 2, 3, 37, 38, 39, 73, 74, 75]));
        // The centre one: rows 1, 5, 9 by columns 1, 5, 9.
        assert!(implied.contains(&vec![0, 4, 8, 36, 40, 44, 72, 76, 80]));
        // Every solution of the paper (Table 5) has all digits in each.
        let t5 = crate::Grid::parse_line(
            "219367854456128397378495216523914768184276935697853421731549682842631579965782143",
        )
        .unwrap();
        for unit in &implied {
            let mut digits: Vec<u8> = unit.iter().map(|&c| t5.get(c)).collect();
            digits.sort_unstable();
            assert_eq!(digits, (1..=9).collect::<Vec<u8>>());
        }
    }

    #[test]
    fn standard_grids_imply_nothing() {
        for n in [4, 6, 9, 12, 16] {
            let g = Geometry::standard(n).unwrap();
            assert!(implied_units(&g).is_empty(), "{n}");
        }
    }
}
