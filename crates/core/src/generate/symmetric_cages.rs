//! Cage layouts with a symmetry, as setters draw them: the image of every
//! cage under the symmetry is a cage of the layout. A cage either lies
//! beside its images, none of them sharing a cell (grown cell by cell,
//! each cell's images free), or is its own image (grown around a cell the
//! symmetry keeps in place, the centre or a cell on the mirror line, a
//! whole orbit of cells at a time). Where the cages leave a second
//! solution, a cell is split off its cage in every image at once, so the
//! layout keeps its symmetry.

use rand::seq::{IndexedRandom, SliceRandom};
use rand::Rng;
use rand_chacha::ChaCha8Rng;

use super::symmetry::Symmetry;
use crate::grid::side_neighbours as neighbours;
use crate::grid::Grid;

/// The cages of `cells` moved by the `k`-th power of the generating map.
fn power(symmetry: Symmetry, n: usize, cells: &[usize], k: usize) -> Vec<usize> {
    let mut moved: Vec<usize> = cells
        .iter()
        .map(|&c| (0..k).fold(c, |c, _| symmetry.image(n, c)))
        .collect();
    moved.sort_unstable();
    moved
}

/// How many maps the symmetry generates (the identity included).
fn order(symmetry: Symmetry) -> usize {
    match symmetry {
        Symmetry::None => 1,
        Symmetry::Rotate180 | Symmetry::Mirror | Symmetry::Diagonal => 2,
        Symmetry::Rotate90 => 4,
    }
}

/// Whether `cells` hold different digits of `grid`.
fn distinct(grid: &Grid, cells: &[usize]) -> bool {
    let mut seen = 0u64;
    cells.iter().all(|&c| {
        let bit = 1u64 << grid.get(c);
        let new = seen & bit == 0;
        seen |= bit;
        new
    })
}

/// A symmetric layout of cages over `solution`: each cage of at most `max`
/// cells, of different digits, joined side by side, and the image of each
/// cage a cage. Cage sizes are drawn by `size` (as the plain layout draws
/// them).
pub(super) fn symmetric_layout(
    symmetry: Symmetry,
    solution: &Grid,
    max: usize,
    rng: &mut ChaCha8Rng,
    size: impl Fn(usize, &mut ChaCha8Rng) -> usize,
) -> Vec<Vec<usize>> {
    let n = solution.size();
    let k = order(symmetry);
    let mut order_of_cells: Vec<usize> = (0..n * n).collect();
    order_of_cells.shuffle(rng);
    let mut growth = Growth {
        symmetry,
        solution,
        taken: vec![false; n * n],
    };
    let mut cages = Vec::new();
    for start in order_of_cells {
        if growth.taken[start] {
            continue;
        }
        let want = size(max, rng);
        let fixed = symmetry.orbit_of(n, start).len() == 1 && k > 1;
        if fixed {
            cages.push(growth.invariant(start, want, rng));
        } else {
            let cage = growth.beside_images(start, want, rng);
            let mut seen: Vec<Vec<usize>> = Vec::new();
            for power_k in 0..k {
                let image = power(symmetry, n, &cage, power_k);
                if !seen.contains(&image) {
                    seen.push(image);
                }
            }
            cages.extend(seen);
        }
    }
    absorb_singles(symmetry, solution, max, &mut cages);
    cages
}

/// Joins each cage of one cell, with its images, to a neighbouring cage
/// and that cage's images, where every cage so grown keeps different
/// digits and at most `max` cells: setters print few cages of one cell,
/// which are givens in disguise.
fn absorb_singles(symmetry: Symmetry, solution: &Grid, max: usize, cages: &mut Vec<Vec<usize>>) {
    let n = solution.size();
    let mut i = 0;
    while i < cages.len() {
        let joined = cages[i].len() == 1
            && neighbours(n, cages[i][0])
                .any(|beside| move_orbit(symmetry, solution, max, cages, cages[i][0], beside));
        if !joined {
            i += 1;
        }
    }
}

/// Moves `cell` and each of its images out of their cages into the cage
/// holding `beside` and that cage's images, when each cage so grown holds
/// different digits and at most `max` cells, and each cage left behind is
/// empty or keeps two cells or more, joined side by side. The layout keeps
/// its symmetry; the sums change without the puzzle getting easier the way
/// a split makes it. Whether it did.
pub(super) fn move_orbit(
    symmetry: Symmetry,
    solution: &Grid,
    max: usize,
    cages: &mut Vec<Vec<usize>>,
    cell: usize,
    beside: usize,
) -> bool {
    let n = solution.size();
    let k = order(symmetry);
    let home = |c: usize, cages: &[Vec<usize>]| cages.iter().position(|cage| cage.contains(&c));
    let mut grown: Vec<(usize, Vec<usize>)> = Vec::new();
    let mut moved: Vec<usize> = Vec::new();
    let mut left: Vec<usize> = Vec::new();
    for p in 0..k {
        let (x, t) = (
            power(symmetry, n, &[cell], p)[0],
            power(symmetry, n, &[beside], p)[0],
        );
        let (Some(from), Some(to)) = (home(x, cages), home(t, cages)) else {
            return false;
        };
        if from == to {
            return false;
        }
        if moved.contains(&x) {
            // A cell the map keeps (or comes back to) joins one cage only:
            // that cage must be its own image.
            if grown.iter().any(|(i, cage)| cage.contains(&x) && *i != to) {
                return false;
            }
            continue;
        }
        moved.push(x);
        if !left.contains(&from) {
            left.push(from);
        }
        match grown.iter_mut().find(|(i, _)| *i == to) {
            Some((_, cage)) => cage.push(x),
            None => {
                let mut cage = cages[to].clone();
                cage.push(x);
                grown.push((to, cage));
            }
        }
    }
    // A cage that loses cells and gains some is not allowed (the cells
    // would only change places within the orbit's cages).
    if grown.iter().any(|(to, _)| left.contains(to))
        || grown
            .iter()
            .any(|(_, cage)| cage.len() > max || !distinct(solution, cage))
    {
        return false;
    }
    let rests: Vec<(usize, Vec<usize>)> = left
        .iter()
        .map(|&from| {
            let rest: Vec<usize> = cages[from]
                .iter()
                .copied()
                .filter(|c| !moved.contains(c))
                .collect();
            (from, rest)
        })
        .collect();
    if rests.iter().any(|(_, rest)| {
        !rest.is_empty() && (rest.len() < 2 || super::cage_layout::parts(n, rest).len() != 1)
    }) {
        return false;
    }
    for (to, mut cage) in grown {
        cage.sort_unstable();
        cages[to] = cage;
    }
    for (from, rest) in rests {
        cages[from] = rest;
    }
    cages.retain(|cage| !cage.is_empty());
    true
}

/// The cells of a layout taken so far, and what the cages grow over.
struct Growth<'a> {
    symmetry: Symmetry,
    solution: &'a Grid,
    taken: Vec<bool>,
}

impl Growth<'_> {
    /// A cage grown from `start` (which the symmetry moves) into free side
    /// neighbours whose every image is free and lies outside the cage and its
    /// images, of digits the cage and each image lack; the images' cells are
    /// taken with it.
    fn beside_images(&mut self, start: usize, want: usize, rng: &mut ChaCha8Rng) -> Vec<usize> {
        let (symmetry, solution, taken) = (self.symmetry, self.solution, &mut self.taken);
        let n = solution.size();
        let k = order(symmetry);
        let claim = |cells: &[usize], taken: &mut [bool]| {
            for p in 0..k {
                for c in power(symmetry, n, cells, p) {
                    taken[c] = true;
                }
            }
        };
        let mut cage = vec![start];
        claim(&cage, taken);
        while cage.len() < want {
            let mut next: Vec<usize> = cage
                .iter()
                .flat_map(|&c| neighbours(n, c))
                .filter(|&x| {
                    let mut grown = cage.clone();
                    grown.push(x);
                    let all: Vec<Vec<usize>> =
                        (0..k).map(|p| power(symmetry, n, &grown, p)).collect();
                    let mut cells: Vec<usize> = all.iter().flatten().copied().collect();
                    let count = cells.len();
                    cells.sort_unstable();
                    cells.dedup();
                    // Every image of x free, and the cage apart from its images.
                    symmetry.orbit_of(n, x).iter().all(|&c| !taken[c])
                        && cells.len() == count
                        && all.iter().all(|image| distinct(solution, image))
                })
                .collect();
            next.sort_unstable();
            next.dedup();
            let Some(&x) = next.choose(rng) else {
                break;
            };
            cage.push(x);
            claim(&cage, taken);
        }
        cage.sort_unstable();
        cage
    }

    /// A cage that is its own image, grown from `start` (a cell the symmetry
    /// keeps in place) by whole orbits of free side neighbours whose digits
    /// the cage lacks, up to about `want` cells.
    fn invariant(&mut self, start: usize, want: usize, rng: &mut ChaCha8Rng) -> Vec<usize> {
        let (symmetry, solution, taken) = (self.symmetry, self.solution, &mut self.taken);
        let n = solution.size();
        let mut cage = vec![start];
        taken[start] = true;
        while cage.len() < want {
            let mut orbits: Vec<Vec<usize>> = cage
                .iter()
                .flat_map(|&c| neighbours(n, c))
                .filter(|&x| !taken[x])
                .map(|x| {
                    let mut orbit = symmetry.orbit_of(n, x);
                    orbit.sort_unstable();
                    orbit
                })
                .filter(|orbit| {
                    let mut grown = cage.clone();
                    grown.extend(orbit);
                    orbit.iter().all(|&c| !taken[c])
                        && grown.len() <= want.max(cage.len() + 1)
                        && distinct(solution, &grown)
                })
                .collect();
            orbits.sort_unstable();
            orbits.dedup();
            let Some(orbit) = orbits.choose(rng) else {
                break;
            };
            for &c in orbit {
                taken[c] = true;
            }
            cage.extend(orbit);
        }
        cage.sort_unstable();
        cage
    }
}

/// Splits a piece holding `cell` off its cage, and the piece's images off
/// theirs: the piece is `cell` with a neighbour in its cage where the
/// images of such a pair do not overlap (else `cell` alone), and the rest
/// of each cage is kept in its side-by-side connected parts. The layout
/// keeps its symmetry, and the sums change around `cell`.
pub(super) fn split_symmetric(
    symmetry: Symmetry,
    cages: &mut Vec<Vec<usize>>,
    cell: usize,
    n: usize,
    rng: &mut impl Rng,
) {
    let k = order(symmetry);
    let Some(home) = cages.iter().position(|cage| cage.contains(&cell)) else {
        return;
    };
    let mut partners: Vec<usize> = neighbours(n, cell)
        .filter(|c| cages[home].contains(c))
        .collect();
    partners.shuffle(rng);
    // A piece whose images are each other or apart.
    let fits = |piece: &[usize]| {
        let images: Vec<Vec<usize>> = (0..k).map(|p| power(symmetry, n, piece, p)).collect();
        images.iter().all(|a| {
            images
                .iter()
                .all(|b| a == b || a.iter().all(|c| !b.contains(c)))
        })
    };
    let piece = partners
        .iter()
        .map(|&p| vec![cell, p])
        .find(|piece| piece.len() < cages[home].len() && fits(piece))
        .unwrap_or_else(|| vec![cell]);
    let mut pieces: Vec<Vec<usize>> = Vec::new();
    for p in 0..k {
        let image = power(symmetry, n, &piece, p);
        if !pieces.contains(&image) {
            pieces.push(image);
        }
    }
    let cut: Vec<usize> = pieces.iter().flatten().copied().collect();
    let mut touched: Vec<Vec<usize>> = Vec::new();
    cages.retain(|cage| {
        let hit = cage.iter().any(|c| cut.contains(c));
        if hit {
            touched.push(cage.clone());
        }
        !hit
    });
    for cage in touched {
        let rest: Vec<usize> = cage.iter().copied().filter(|c| !cut.contains(c)).collect();
        cages.extend(super::cage_layout::parts(n, &rest));
    }
    cages.extend(pieces);
    // The order of the cages does not matter to the puzzle; shuffled so
    // that no cage is favoured by its place in the list.
    cages.shuffle(rng);
}

/// Whether the image of every cage of `cages` is a cage of `cages`.
#[cfg(test)]
pub(super) fn is_symmetric(symmetry: Symmetry, n: usize, cages: &[Vec<usize>]) -> bool {
    let sorted: Vec<Vec<usize>> = cages
        .iter()
        .map(|c| {
            let mut c = c.clone();
            c.sort_unstable();
            c
        })
        .collect();
    sorted
        .iter()
        .all(|cage| sorted.contains(&power(symmetry, n, cage, 1)))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Engine;
    use crate::geometry::Geometry;
    use rand::SeedableRng;

    #[test]
    fn every_symmetry_gives_a_covering_symmetric_layout_of_distinct_joined_cages() {
        let engine = Engine::new(&Geometry::standard(9).unwrap());
        for symmetry in Symmetry::ALL {
            for seed in 0..5 {
                let mut rng = ChaCha8Rng::seed_from_u64(seed);
                let solution = engine
                    .random_solution(&Grid::empty(9), &mut rng)
                    .unwrap()
                    .unwrap();
                let mut cages = symmetric_layout(symmetry, &solution, 5, &mut rng, |max, rng| {
                    rng.random_range(1..=max)
                });
                let check = |cages: &[Vec<usize>]| {
                    let mut covered: Vec<usize> = cages.iter().flatten().copied().collect();
                    covered.sort_unstable();
                    assert_eq!(covered, (0..81).collect::<Vec<_>>(), "{symmetry} {seed}");
                    assert!(is_symmetric(symmetry, 9, cages), "{symmetry} {seed}");
                    for cage in cages {
                        assert!(distinct(&solution, cage), "{symmetry} {seed}: {cage:?}");
                        assert_eq!(super::super::cage_layout::parts(9, cage).len(), 1);
                    }
                };
                check(&cages);
                split_symmetric(symmetry, &mut cages, 40, 9, &mut rng);
                split_symmetric(symmetry, &mut cages, 10, 9, &mut rng);
                check(&cages);
            }
        }
    }
}
