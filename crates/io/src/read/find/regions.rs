//! Regions the teacher drew: thick borders or fill colours inside the grid
//! that cut it into n regions of n cells. Drawn as the usual boxes, they
//! confirm them; drawn otherwise, they are the block map (a jigsaw shown
//! only on the page); thick lines that neither match the boxes nor make
//! regions are a conflict the teacher is told about.

use std::collections::HashMap;

use crate::read::container::cell_looks::Line;
use crate::read::container::table::{Rect, Table};
use sheetdoku_core::box_shape;

/// What the drawing inside a grid says about its regions.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Drawn {
    /// Nothing, or the usual boxes.
    Boxes,
    /// Other regions: the labels (1..=n) row by row, and what drew them.
    Regions(Vec<u32>, &'static str),
    /// Thick lines that cut across the usual boxes without making regions:
    /// one such line, between two cells.
    Conflict((usize, usize), (usize, usize)),
}

/// The usual box of each cell of an `n x n` grid, when it has boxes.
fn usual(n: usize) -> Option<Vec<u32>> {
    let (br, bc) = box_shape(n)?;
    Some(
        (0..n * n)
            .map(|i| ((i / n) / br * (n / bc) + (i % n) / bc) as u32 + 1)
            .collect(),
    )
}

/// Labels the parts of the grid that `joined(a, b)` connects (cells are
/// row-major indices); `None` unless they are n parts of n cells.
fn parts(n: usize, joined: impl Fn(usize, usize) -> bool) -> Option<Vec<u32>> {
    let mut label = vec![0u32; n * n];
    let mut next = 0;
    for start in 0..n * n {
        if label[start] != 0 {
            continue;
        }
        next += 1;
        let mut stack = vec![start];
        label[start] = next;
        let mut size = 0;
        while let Some(i) = stack.pop() {
            size += 1;
            for j in sides(n, i) {
                if label[j] == 0 && joined(i, j) {
                    label[j] = next;
                    stack.push(j);
                }
            }
        }
        if size != n {
            return None;
        }
    }
    (next as usize == n).then_some(label)
}

/// The cells beside cell `i` of an `n x n` grid (row-major).
fn sides(n: usize, i: usize) -> impl Iterator<Item = usize> {
    let (r, c) = (i / n, i % n);
    [
        (r > 0).then(|| i - n),
        (r + 1 < n).then_some(i + n),
        (c > 0).then(|| i - 1),
        (c + 1 < n).then_some(i + 1),
    ]
    .into_iter()
    .flatten()
}

/// Whether two maps make the same regions (labels may differ).
fn same(a: &[u32], b: &[u32]) -> bool {
    let mut map: HashMap<u32, u32> = HashMap::new();
    a.iter()
        .zip(b)
        .all(|(x, y)| *map.entry(*x).or_insert(*y) == *y)
        && {
            let mut back: HashMap<u32, u32> = HashMap::new();
            b.iter()
                .zip(a)
                .all(|(x, y)| *back.entry(*x).or_insert(*y) == *y)
        }
}

/// What the thick lines and fills inside `rect` say.
pub(crate) fn drawn(table: &Table, rect: Rect) -> Drawn {
    let n = rect.height();
    let look = &table.look;
    if look.cells.is_empty() {
        return Drawn::Boxes;
    }
    let at = |i: usize| (rect.top + i / n, rect.left + i % n);
    let thick = |i: usize, j: usize| {
        let ((r1, c1), (r2, _)) = (at(i.min(j)), at(i.max(j)));
        let line = if r1 == r2 {
            look.right_of(r1, c1)
        } else {
            look.below(r1, c1)
        };
        line == Line::Thick
    };
    let usual = usual(n);
    let mut any_thick = None;
    for i in 0..n * n {
        let (r, c) = (i / n, i % n);
        for j in [(c + 1 < n).then_some(i + 1), (r + 1 < n).then_some(i + n)]
            .into_iter()
            .flatten()
        {
            if thick(i, j) {
                let on_box_edge = usual.as_ref().is_some_and(|u| u[i] != u[j]);
                if !on_box_edge && any_thick.is_none() {
                    any_thick = Some((at(i), at(j)));
                }
            }
        }
    }
    if let Some(across) = any_thick {
        return match parts(n, |i, j| !thick(i, j)) {
            Some(map) if usual.as_ref().is_some_and(|u| same(u, &map)) => Drawn::Boxes,
            Some(map) => Drawn::Regions(map, "the thick borders"),
            None => Drawn::Conflict(across.0, across.1),
        };
    }
    // Fill colours: regions of one colour, each joined side to side.
    let fill = |i: usize| {
        let (r, c) = at(i);
        look.at(r, c).fill
    };
    if (0..n * n).all(|i| fill(i).is_none()) {
        return Drawn::Boxes;
    }
    match parts(n, |i, j| fill(i) == fill(j)) {
        Some(map) if !usual.as_ref().is_some_and(|u| same(u, &map)) => {
            Drawn::Regions(map, "the fill colours")
        }
        _ => Drawn::Boxes,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn maps_compare_up_to_labels() {
        assert!(same(&[1, 1, 2, 2], &[5, 5, 3, 3]));
        assert!(!same(&[1, 1, 2, 2], &[5, 3, 3, 3]));
        assert!(!same(&[1, 2, 2, 2], &[5, 5, 5, 5]));
    }

    #[test]
    fn regions_from_joins() {
        // A 4x4 cut into its rows.
        let rows = parts(4, |i, j| i / 4 == j / 4).unwrap();
        assert_eq!(&rows[..8], &[1, 1, 1, 1, 2, 2, 2, 2]);
        assert!(parts(4, |_, _| true).is_none());
        assert_eq!(usual(4).unwrap()[..8], [1, 1, 2, 2, 1, 1, 2, 2]);
    }
}
