//! The cages of a killer as the generator lays them out: random connected
//! cages of distinct digits of the full grid, sized as puzzle makers size
//! them, single cells taken into a neighbouring cage where one can take
//! them, and a cage split at a cell where two solutions differ.

use rand::seq::{IndexedRandom, SliceRandom};
use rand::Rng;
use rand_chacha::ChaCha8Rng;

use crate::grid::side_neighbours as neighbours;
use crate::grid::Grid;

/// How many cells a new cage aims at: 2 and 3 most often, then 4, 5 and 1
/// (shares in percent), larger ones where allowed.
pub(super) fn cage_size(max: usize, rng: &mut ChaCha8Rng) -> usize {
    let roll = rng.random_range(0..100);
    let size = match roll {
        0..5 => 1,
        5..45 => 2,
        45..75 => 3,
        75..90 => 4,
        _ => 5,
    };
    size.min(max)
}

/// Cages covering the grid: from each cell not yet covered, in random
/// order, a cage grown into random neighbours whose digits it lacks.
pub(super) fn layout(
    n: usize,
    solution: &Grid,
    max_cage: usize,
    rng: &mut ChaCha8Rng,
) -> Vec<Vec<usize>> {
    let mut order: Vec<usize> = (0..n * n).collect();
    order.shuffle(rng);
    let mut taken = vec![false; n * n];
    let mut cages = Vec::new();
    for start in order {
        if taken[start] {
            continue;
        }
        let size = cage_size(max_cage, rng);
        cages.push(grow_cage(solution, start, size, &mut taken, rng));
    }
    absorb_single_cells(&mut cages, n, solution, max_cage);
    cages
}

/// A cage of up to `size` cells grown from `start` (not yet taken) into
/// random side neighbours not `taken` whose digits in `grid` it lacks;
/// every cell it gets is marked taken. Smaller when it runs out of such
/// neighbours.
pub(super) fn grow_cage<R: Rng + ?Sized>(
    grid: &Grid,
    start: usize,
    size: usize,
    taken: &mut [bool],
    rng: &mut R,
) -> Vec<usize> {
    let n = grid.size();
    let mut cells = vec![start];
    taken[start] = true;
    while cells.len() < size {
        let next: Vec<usize> = cells
            .iter()
            .flat_map(|&c| neighbours(n, c))
            .filter(|&c| !taken[c] && !cells.iter().any(|&d| grid.get(d) == grid.get(c)))
            .collect();
        let Some(&cell) = next.choose(rng) else {
            break;
        };
        taken[cell] = true;
        cells.push(cell);
    }
    cells
}

/// Joins each single-cell cage (most are cells the cages around left
/// over) to a neighbouring cage that lacks its digit and has room: puzzle
/// makers print few cages of one cell, which are givens in disguise.
fn absorb_single_cells(cages: &mut Vec<Vec<usize>>, n: usize, solution: &Grid, max: usize) {
    let mut i = 0;
    while i < cages.len() {
        if cages[i].len() != 1 {
            i += 1;
            continue;
        }
        let cell = cages[i][0];
        let home = takers(cages, i, cell, n, solution, max)
            .into_iter()
            .min_by_key(|&to| cages[to].len());
        match home {
            Some(to) => {
                cages[to].push(cell);
                cages.swap_remove(i);
            }
            None => i += 1,
        }
    }
}

/// The cages beside `cell` (other than `home`, its own) that could take
/// it: fewer than `max` cells, none holding its digit in `solution`; one
/// entry per side they touch it on, up, down, left, right.
fn takers(
    cages: &[Vec<usize>],
    home: usize,
    cell: usize,
    n: usize,
    solution: &Grid,
    max: usize,
) -> Vec<usize> {
    neighbours(n, cell)
        .filter_map(|b| cages.iter().position(|c| c.contains(&b)))
        .filter(|&to| {
            to != home
                && cages[to].len() < max
                && cages[to]
                    .iter()
                    .all(|&c| solution.get(c) != solution.get(cell))
        })
        .collect()
}

/// Moves `cell` from its cage into a neighbouring one that lacks its digit
/// and has room (at most `max` cells), where the cage it leaves stays joined
/// and keeps two cells or more: the sums change without making the puzzle
/// easier the way a split does. `false` when no such move exists.
pub(super) fn move_cell(
    cages: &mut [Vec<usize>],
    cell: usize,
    n: usize,
    solution: &Grid,
    max: usize,
    rng: &mut ChaCha8Rng,
) -> bool {
    let Some(from) = cages.iter().position(|c| c.contains(&cell)) else {
        return false;
    };
    let rest: Vec<usize> = cages[from].iter().copied().filter(|&c| c != cell).collect();
    if rest.len() < 2 || !connected(n, &rest) {
        return false;
    }
    let mut targets = takers(cages, from, cell, n, solution, max);
    targets.dedup();
    let Some(&to) = targets.choose(rng) else {
        return false;
    };
    cages[from] = rest;
    cages[to].push(cell);
    true
}

/// Splits the cage holding `cell` in two connected cages, one of them
/// holding `cell` (with one of its cage neighbours where the rest stays
/// connected); a single cell stays as it is.
pub(super) fn split(cages: &mut Vec<Vec<usize>>, cell: usize, n: usize, rng: &mut ChaCha8Rng) {
    let Some(i) = cages.iter().position(|c| c.contains(&cell)) else {
        return;
    };
    let cage = cages[i].clone();
    if cage.len() == 1 {
        return;
    }
    let mut partners: Vec<usize> = neighbours(n, cell).filter(|c| cage.contains(c)).collect();
    partners.shuffle(rng);
    let pieces = partners
        .iter()
        .map(|&p| vec![cell, p])
        .chain(std::iter::once(vec![cell]))
        .find(|piece| {
            let rest: Vec<usize> = cage
                .iter()
                .copied()
                .filter(|c| !piece.contains(c))
                .collect();
            rest.is_empty() || connected(n, &rest)
        });
    let piece = match pieces {
        Some(piece) if piece.len() < cage.len() => piece,
        // No piece leaves a connected rest: the cell alone, the rest in its
        // connected parts.
        _ => vec![cell],
    };
    let rest: Vec<usize> = cage
        .iter()
        .copied()
        .filter(|c| !piece.contains(c))
        .collect();
    cages.swap_remove(i);
    cages.push(piece);
    cages.extend(parts(n, &rest));
}

/// Splits a random cage of four cells or more in two connected cages of
/// two cells or more: the killer gets easier (a solution of the split
/// cages is one of the whole cage, so it stays unique) without a cage of
/// one cell, a given in disguise. `false` when no cage can be so split.
pub(super) fn split_without_singles(
    cages: &mut Vec<Vec<usize>>,
    n: usize,
    rng: &mut ChaCha8Rng,
) -> bool {
    let mut big: Vec<usize> = (0..cages.len()).filter(|&i| cages[i].len() >= 4).collect();
    big.shuffle(rng);
    for i in big {
        let cage = cages[i].clone();
        let mut pairs: Vec<(usize, usize)> = cage
            .iter()
            .flat_map(|&a| {
                neighbours(n, a)
                    .filter(|b| cage.contains(b))
                    .map(move |b| (a, b))
            })
            .filter(|&(a, b)| a < b)
            .collect();
        pairs.shuffle(rng);
        let found = pairs.into_iter().find_map(|(a, b)| {
            let rest: Vec<usize> = cage.iter().copied().filter(|&c| c != a && c != b).collect();
            connected(n, &rest).then_some((vec![a, b], rest))
        });
        if let Some((piece, rest)) = found {
            cages[i] = rest;
            cages.push(piece);
            return true;
        }
    }
    false
}

/// Whether `cells` are joined side by side.
fn connected(n: usize, cells: &[usize]) -> bool {
    parts(n, cells).len() <= 1
}

/// `cells` in their side-by-side connected parts.
pub(super) fn parts(n: usize, cells: &[usize]) -> Vec<Vec<usize>> {
    let mut left: Vec<usize> = cells.to_vec();
    let mut out = Vec::new();
    while let Some(first) = left.pop() {
        let mut part = vec![first];
        let mut i = 0;
        while i < part.len() {
            let here = part[i];
            let (near, far): (Vec<usize>, Vec<usize>) = left
                .iter()
                .partition(|&&c| neighbours(n, here).any(|d| d == c));
            part.extend(near);
            left = far;
            i += 1;
        }
        out.push(part);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Engine;
    use crate::geometry::Geometry;
    use rand::SeedableRng;

    #[test]
    fn a_layout_keeps_a_single_cell_only_where_no_neighbouring_cage_can_take_it() {
        let base = Geometry::standard(9).unwrap();
        let engine = Engine::new(&base);
        for seed in 0..10 {
            let mut rng = ChaCha8Rng::seed_from_u64(seed);
            let solution = engine
                .random_solution(&Grid::empty(9), &mut rng)
                .unwrap()
                .unwrap();
            let cages = layout(9, &solution, 5, &mut rng);
            let mut covered: Vec<usize> = cages.iter().flatten().copied().collect();
            covered.sort_unstable();
            assert_eq!(covered, (0..81).collect::<Vec<_>>());
            for single in cages.iter().filter(|c| c.len() == 1) {
                let cell = single[0];
                for other in cages.iter().filter(|c| c.len() > 1) {
                    let beside = other.iter().any(|&c| neighbours(9, cell).any(|b| b == c));
                    let fits = other.len() < 5
                        && other.iter().all(|&c| solution.get(c) != solution.get(cell));
                    assert!(
                        !(beside && fits),
                        "seed {seed}: {cell} could join {other:?}"
                    );
                }
            }
        }
    }

    #[test]
    fn a_split_without_singles_leaves_pieces_of_two_cells_or_more() {
        let mut rng = ChaCha8Rng::seed_from_u64(2);
        // A 4x4: a T of four (A1 B1 C1 B2), which no cut leaves in two
        // joined pairs, an L of four (D1 D2 D3 C3), which one does, and
        // smaller cages, a single cell among them.
        let mut cages = vec![
            vec![0, 1, 2, 5],
            vec![3, 7, 11, 10],
            vec![4, 8, 12],
            vec![6],
            vec![9, 13],
            vec![14, 15],
        ];
        assert!(split_without_singles(&mut cages, 4, &mut rng));
        assert!(!split_without_singles(&mut cages, 4, &mut rng), "{cages:?}");
        let mut all: Vec<usize> = cages.iter().flatten().copied().collect();
        all.sort_unstable();
        assert_eq!(all, (0..16).collect::<Vec<_>>());
        assert_eq!(cages.len(), 7);
        assert!(cages.contains(&vec![0, 1, 2, 5]), "the T stays whole");
        assert_eq!(cages.iter().filter(|c| c.len() == 1).count(), 1);
        assert!(cages.iter().all(|c| connected(4, c)));
    }

    #[test]
    fn split_pieces_are_connected_and_cover_the_cage() {
        let mut rng = ChaCha8Rng::seed_from_u64(1);
        // An L of five cells in a 4x4: A1 B1 C1 A2 A3; split at A1.
        let mut cages = vec![vec![0, 1, 2, 4, 8], vec![3]];
        split(&mut cages, 0, 4, &mut rng);
        let mut all: Vec<usize> = cages.iter().flatten().copied().collect();
        all.sort_unstable();
        assert_eq!(all, [0, 1, 2, 3, 4, 8]);
        assert!(cages.len() >= 3);
        assert!(cages.iter().all(|c| connected(4, c)));
    }
}
