//! The cell symmetries of a variant: every move built from the row, column,
//! band and stack permutations and the transposition (the moves the
//! isomorphic copies use) that maps every unit of the geometry onto a unit
//! (and every killer cage onto a cage of the same sum).
//! They form a group; together with the relabellings of the digits it is the
//! symmetry group under which grids are "essentially" the same.

use crate::geometry::{Constraint, Geometry, UnitKind};
use crate::isomorph::cells_from_lines;

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
    let mut units: Vec<u128> = Vec::new();
    // Rows and columns always map to rows and columns; only the other units
    // need checking.
    let mut others: Vec<&[usize]> = Vec::new();
    // A cage must land on a cage of the same sum.
    let mut cages: Vec<(u128, u32)> = Vec::new();
    let mut cage_cells: Vec<(&[usize], u32)> = Vec::new();
    for constraint in geometry.constraints() {
        match constraint {
            Constraint::AllDifferent(u) => {
                units.push(mask(&u.cells));
                if !matches!(u.kind, UnitKind::Row | UnitKind::Column) {
                    others.push(&u.cells);
                }
            }
            Constraint::Cage(c) => {
                cages.push((mask(&c.cells), c.sum));
                cage_cells.push((&c.cells, c.sum));
            }
        }
    }
    units.sort_unstable();
    cages.sort_unstable();
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
                let valid = others
                    .iter()
                    .all(|cells| units.binary_search(&image(cells)).is_ok())
                    && cage_cells
                        .iter()
                        .all(|(cells, sum)| cages.binary_search(&(image(cells), *sum)).is_ok());
                if valid {
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
fn permutations(k: usize) -> Vec<Vec<usize>> {
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::geometry::Variant;

    fn count(variant: Variant, n: usize) -> usize {
        let g = Geometry::for_variant(variant, n, None).unwrap();
        cell_symmetries(&g, 10_000_000).unwrap().len()
    }

    #[test]
    fn standard_moves_are_the_line_moves_and_transposition() {
        // (2!^2 * 2!)^2 * 2 for 4x4; 6x6 with 2x3 boxes cannot be transposed.
        assert_eq!(count(Variant::STANDARD, 4), 128);
        assert_eq!(count(Variant::STANDARD, 6), 72 * 48);
    }

    #[test]
    fn diagonals_and_windows_keep_fewer_moves() {
        let x = count(Variant::X, 4);
        let windoku = count(Variant::WINDOKU, 4);
        assert!(x < 128 && x > 1, "{x}");
        assert!(windoku < 128 && windoku > 1, "{windoku}");
    }

    #[test]
    fn every_move_maps_units_onto_units() {
        let g = Geometry::for_variant(Variant::WINDOKU_X, 4, None).unwrap();
        let moves = cell_symmetries(&g, 10_000).unwrap();
        assert_eq!(moves[0], (0..16).collect::<Vec<_>>());
        for m in moves {
            let t = crate::isomorph::Transform::new(4, m, &[1, 2, 3, 4]).unwrap();
            assert!(t.is_valid_for(&g));
        }
    }
}
