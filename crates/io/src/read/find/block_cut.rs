//! Cutting the grid-like cells of a sheet into blocks, each of which may be
//! a grid: a recursive XY-cut along empty rows and columns that keeps a
//! sparse grid whole (an empty row inside it does not split it), leaves
//! legends beside a grid out, and does not take a square of cells for a
//! grid when its digits are too big for it.

use super::number_frame::legend_edge;
use super::shape::{candidate_shape, square_shape};
use crate::read::container::table::{meaning, CellMeaning, Rect, Table};
use sheetdoku_core::{box_shape, MAX_SIZE};

/// The blocks of `points` (the grid-like cells of `table`).
pub(crate) fn cut(table: &Table, points: Vec<(usize, usize)>) -> Vec<Rect> {
    let whole = bbox(&points);
    // A legend along an edge of the block: left out, the rest cut again.
    if let Some(rest) = legend_edge(table, whole) {
        let inside: Vec<(usize, usize)> = points
            .iter()
            .copied()
            .filter(|&(r, c)| rest.contains(r, c))
            .collect();
        if !inside.is_empty() {
            return cut(table, inside);
        }
    }
    if square_shape(&whole) {
        return vec![whole];
    }
    for by_row in [true, false] {
        let groups = split(&points, by_row);
        if groups.len() == 1 {
            continue;
        }
        let joined = join(table, groups);
        if joined.len() == 1 {
            continue;
        }
        let parts: Vec<Rect> = joined.into_iter().flat_map(|g| cut(table, g)).collect();
        if parts.iter().any(candidate_shape) {
            return parts;
        }
    }
    vec![whole]
}

fn bbox(points: &[(usize, usize)]) -> Rect {
    let top = points.iter().map(|p| p.0).min().unwrap_or(0);
    let bottom = points.iter().map(|p| p.0).max().unwrap_or(0);
    let left = points.iter().map(|p| p.1).min().unwrap_or(0);
    let right = points.iter().map(|p| p.1).max().unwrap_or(0);
    Rect::new(top, left, bottom, right)
}

/// Splits points into groups separated by empty rows (`by_row`) or columns.
fn split(points: &[(usize, usize)], by_row: bool) -> Vec<Vec<(usize, usize)>> {
    let key = |p: &(usize, usize)| if by_row { p.0 } else { p.1 };
    let mut sorted = points.to_vec();
    sorted.sort_by_key(key);
    let mut groups: Vec<Vec<(usize, usize)>> = Vec::new();
    for p in sorted {
        match groups.last_mut() {
            Some(g) if key(&p) <= key(g.last().expect("non-empty group")) + 1 => g.push(p),
            _ => groups.push(vec![p]),
        }
    }
    groups
}

/// Whether the square `b` could be a grid by itself: a size with boxes,
/// and no digit bigger than its size (a 7x7 block of a sparse 9x9 that
/// holds a 9 is no grid).
fn grid_square(table: &Table, b: &Rect) -> bool {
    let n = b.height();
    square_shape(b)
        && box_shape(n).is_some()
        && (b.top..=b.bottom).all(|r| {
            (b.left..=b.right).all(
            |c| !matches!(meaning(table.get(r, c), 25), CellMeaning::Digit(d) if d as usize > n),
        )
        })
}

/// Joins neighbouring groups into the runs that best look like grids: most
/// cells inside square runs, then inside nearly square runs, then fewest
/// runs. (A sparse grid with an empty row is two groups that belong together.)
fn join(table: &Table, groups: Vec<Vec<(usize, usize)>>) -> Vec<Vec<(usize, usize)>> {
    type Score = (usize, usize, isize, usize);
    let k = groups.len();
    let boxes: Vec<Rect> = groups.iter().map(|g| bbox(g)).collect();
    // best[i]: the best split of groups[..i] as (square, nearly, -runs, cut);
    // prefix[i]: the best of best[..=i] (for runs too long to be a grid).
    let mut best: Vec<Score> = vec![(0, 0, 0, 0); k + 1];
    let mut prefix: Vec<Score> = vec![(0, 0, 0, 0); k + 1];
    for end in 1..=k {
        let mut b = boxes[end - 1];
        let mut count = 0;
        let mut top: Option<Score> = None;
        let mut start = end;
        while start > 0 {
            start -= 1;
            let g = boxes[start];
            b = Rect::new(
                b.top.min(g.top),
                b.left.min(g.left),
                b.bottom.max(g.bottom),
                b.right.max(g.right),
            );
            count += groups[start].len();
            if b.height() > MAX_SIZE || b.width() > MAX_SIZE {
                // Longer runs are no grid: the best earlier split plus one run.
                let (s, c, r, at) = prefix[start];
                top = top.max(Some((s, c, r - 1, at)));
                break;
            }
            let (square, nearly) = match (grid_square(table, &b), candidate_shape(&b)) {
                (true, _) => (count, count),
                (false, true) => (0, count),
                _ => (0, 0),
            };
            let (s, c, r, _) = best[start];
            top = top.max(Some((s + square, c + nearly, r - 1, start)));
        }
        best[end] = top.expect("at least one start");
        prefix[end] = prefix[end - 1].max((best[end].0, best[end].1, best[end].2, end));
    }
    let mut cuts = vec![k];
    while let Some(&end) = cuts.last() {
        if end == 0 {
            break;
        }
        cuts.push(best[end].3);
    }
    cuts.reverse();
    cuts.windows(2)
        .map(|w| groups[w[0]..w[1]].concat())
        .collect()
}
