//! The cell moves of a variant: every move built from the row, column,
//! band and stack permutations and the transposition that keeps every rule
//! of the geometry (`keeps.rs`: a unit onto a unit, a killer cage onto a
//! cage of the same sum), listed whole when there are few. The copies of a class set
//! and the census of essentially different grids (`explore`) use them.
//! They form a group; together with the relabellings of the digits it is
//! the symmetry group under which grids are "essentially" the same.

use super::keeps::RuleImages;
use crate::geometry::{Carried, Geometry};

/// The moves of a geometry, as cell permutations in the convention of
/// [`crate::Transform`]: cell `i` of the image takes the content of cell
/// `perm[i]` of the original. The identity comes first.
///
/// `None` when more than `cap` moves would have to be tried (a jigsaw of
/// size 9 allows any row and column permutation as a candidate).
///
/// ```
/// use sheetdoku::Geometry;
/// use sheetdoku::explore::cell_symmetries;
/// let moves = cell_symmetries(&Geometry::standard(4).unwrap(), 10_000).unwrap();
/// assert_eq!(moves.len(), 128); // 8 row moves x 8 column moves x transposition
/// ```
pub fn cell_symmetries(geometry: &Geometry, cap: usize) -> Option<Vec<Vec<usize>>> {
    let n = geometry.size();
    if n * n > 128 {
        return None;
    }
    let (band, stack) = geometry.box_shape().unwrap_or((n, n));
    let rows_count = line_move_count(n, band)?;
    let cols_count = line_move_count(n, stack)?;
    if rows_count.checked_mul(cols_count)?.checked_mul(2)? > cap {
        return None;
    }
    let rows = line_moves(n, band);
    let cols = line_moves(n, stack);
    let mask = |cells: &[usize]| cells.iter().fold(0u128, |m, &c| m | (1u128 << c));
    let mut rules = RuleImages::new(geometry, geometry, mask);
    // Line moves and the transposition carry every row and column onto a
    // row or column: where all of them are rules making their cells
    // distinct, a rule that is one needs no checking.
    let row = |r: usize| (r * n..(r + 1) * n).collect::<Vec<usize>>();
    let col = |c: usize| (0..n).map(|r| r * n + c).collect::<Vec<usize>>();
    let mut lines: Vec<u128> = (0..n)
        .flat_map(|i| [mask(&row(i)), mask(&col(i))])
        .collect();
    lines.sort_unstable();
    if lines.iter().all(|m| rules.holds(m, Carried::Distinct)) {
        rules.skip(|cells, carried| {
            carried == Carried::Distinct && lines.binary_search(&mask(cells)).is_ok()
        });
    }
    let mut moves = Vec::new();
    let mut to = vec![0usize; n * n];
    for transpose in [false, true] {
        for r in &rows {
            for c in &cols {
                let source = cells_from_lines(n, r, c, transpose);
                for (i, &s) in source.iter().enumerate() {
                    to[s] = i;
                }
                let image =
                    |cells: &[usize]| cells.iter().fold(0u128, |m, &x| m | (1u128 << to[x]));
                if rules.kept(image, false) {
                    moves.push(source);
                }
            }
        }
    }
    Some(moves)
}

/// How many permutations of `n` lines keep groups of `size` together.
fn line_move_count(n: usize, size: usize) -> Option<usize> {
    let groups = n / size;
    let mut count = factorial(groups)?;
    for _ in 0..groups {
        count = count.checked_mul(factorial(size)?)?;
    }
    Some(count)
}

fn factorial(k: usize) -> Option<usize> {
    (1..=k).try_fold(1usize, |a, b| a.checked_mul(b))
}

/// Every permutation of `0..n` that keeps groups of `size` lines together
/// (the groups permuted, and the lines within each group), identity first.
fn line_moves(n: usize, size: usize) -> Vec<Vec<usize>> {
    let groups = n / size;
    let group_perms = permutations(groups);
    let within = permutations(size);
    let mut out = Vec::new();
    for g in &group_perms {
        // One choice of within-group permutation per group: count in base |within|.
        let total = within.len().pow(groups as u32);
        for mut code in 0..total {
            let mut lines = Vec::with_capacity(n);
            for &group in g {
                let w = &within[code % within.len()];
                code /= within.len();
                lines.extend(w.iter().map(|&j| group * size + j));
            }
            out.push(lines);
        }
    }
    out
}

/// All permutations of `0..k`, identity first.
pub(super) fn permutations(k: usize) -> Vec<Vec<usize>> {
    let mut out = Vec::new();
    let mut current: Vec<usize> = Vec::with_capacity(k);
    let mut used = vec![false; k];
    fn rec(k: usize, current: &mut Vec<usize>, used: &mut [bool], out: &mut Vec<Vec<usize>>) {
        if current.len() == k {
            out.push(current.clone());
            return;
        }
        for x in 0..k {
            if !used[x] {
                used[x] = true;
                current.push(x);
                rec(k, current, used, out);
                current.pop();
                used[x] = false;
            }
        }
    }
    rec(k, &mut current, &mut used, &mut out);
    out
}

/// The cell permutation taking new cell `(i, j)` from old cell
/// `(rows[i], cols[j])`, transposed afterwards if `transpose`.
pub(crate) fn cells_from_lines(
    n: usize,
    rows: &[usize],
    cols: &[usize],
    transpose: bool,
) -> Vec<usize> {
    (0..n * n)
        .map(|cell| {
            let (i, j) = (cell / n, cell % n);
            let (i, j) = if transpose { (j, i) } else { (i, j) };
            rows[i] * n + cols[j]
        })
        .collect()
}
