//! Isomorphic copies of a puzzle (Peško's isomorphism): the digits relabelled
//! by a permutation π and, where the variant allows it, the cells moved by a
//! permutation that maps every unit onto a unit (rows within a band, bands,
//! columns within a stack, stacks, transposition, the symmetries of the
//! square). A copy has exactly as many solutions as the original, and its
//! solution is the transformed solution.
//!
//! - `mod.rs`: [`Transform`] and the random transforms that keep a
//!   geometry;
//! - `moves.rs`: every cell move of a geometry, listed when there are few;
//! - `keeps.rs`: whether a transform keeps every rule, from the rules'
//!   properties;
//! - `copies.rs`: a class set's copies, each a different puzzle
//!   ([`isomorphic_copies`]).
//!
//! Which transforms a variant allows is checked generically (`keeps.rs`,
//! shared with [`cell_symmetries`]): each rule's
//! [`RuleSymmetry`](crate::RuleSymmetry) says whether relabelling keeps it
//! and what its moved cells must be (a unit's a unit, a cage's a cage of
//! the same sum). Standard grids get
//! independent row and column shuffles; Sudoku X the shuffles that commute
//! with reversing the lines (so the diagonals stay diagonals); Windoku and
//! jigsaw grids whatever of these, or of the square's symmetries, passes.

use rand::seq::SliceRandom;
use rand::Rng;

use crate::error::{Error, Result};
use crate::geometry::Geometry;
use crate::grid::Grid;

mod copies;
mod keeps;
mod moves;

pub use copies::{isomorphic_copies, random_copy_transform, IsomorphicCopy};
pub use moves::cell_symmetries;
pub(crate) use moves::cells_from_lines;

/// A relabelling of digits and a permutation of cells: cell `i` of the image
/// holds `π(d)` where `d` is the digit of cell `source[i]` of the original.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Transform {
    source: Vec<usize>,
    digits: Vec<u8>,
}

impl Transform {
    /// The identity on an `n x n` grid.
    pub fn identity(n: usize) -> Self {
        Transform {
            source: (0..n * n).collect(),
            digits: (0..=n as u8).collect(),
        }
    }

    /// A transform from its parts: `source[i]` is the original cell that moves
    /// to cell `i`, `pi[d - 1]` the new label of digit `d`. `None` unless both
    /// are permutations of the right sizes.
    pub fn new(n: usize, source: Vec<usize>, pi: &[u8]) -> Option<Self> {
        let is_perm = |v: &[usize], m: usize| {
            let mut seen = vec![false; m];
            v.len() == m
                && v.iter()
                    .all(|&x| x < m && !std::mem::replace(&mut seen[x], true))
        };
        let pi_idx: Vec<usize> = pi.iter().map(|&d| (d as usize).wrapping_sub(1)).collect();
        if !is_perm(&source, n * n) || !is_perm(&pi_idx, n) {
            return None;
        }
        let digits = std::iter::once(0).chain(pi.iter().copied()).collect();
        Some(Transform { source, digits })
    }

    /// The digit permutation π: `pi()[d - 1]` is the new label of `d`.
    pub fn pi(&self) -> &[u8] {
        &self.digits[1..]
    }

    /// The cell permutation: `source()[i]` is the original cell moved to `i`.
    pub fn source(&self) -> &[usize] {
        &self.source
    }

    /// Whether the cells stay where they are (only digits are relabelled).
    pub fn keeps_cells(&self) -> bool {
        self.source.iter().enumerate().all(|(i, &s)| i == s)
    }

    /// The side of the grids this transform is made for.
    pub fn size(&self) -> usize {
        self.digits.len() - 1
    }

    /// The transformed grid (empty cells stay empty);
    /// [`Error::SizeMismatch`] for a grid of another size than the
    /// transform's.
    pub fn apply(&self, grid: &Grid) -> Result<Grid> {
        Error::check_size(self.size(), grid.size())?;
        Ok(self.moved(grid))
    }

    /// [`Transform::apply`] on a grid known to have the transform's size.
    pub(crate) fn moved(&self, grid: &Grid) -> Grid {
        let cells = self
            .source
            .iter()
            .map(|&s| self.digits[grid.get(s) as usize])
            .collect();
        Grid::from_cells(grid.size(), cells).expect("a permutation keeps the grid valid")
    }

    /// The inverse transform: `t.inverse().apply(&t.apply(g)?)? == g`.
    pub fn inverse(&self) -> Transform {
        let mut source = vec![0; self.source.len()];
        for (i, &s) in self.source.iter().enumerate() {
            source[s] = i;
        }
        let mut digits = vec![0; self.digits.len()];
        for (d, &p) in self.digits.iter().enumerate() {
            digits[p as usize] = d as u8;
        }
        Transform { source, digits }
    }

    /// Whether the transform keeps every rule of `geometry`: each rule's
    /// moved cells are a rule carrying the same (a unit's land on a unit, a
    /// cage's on a cage of the same sum), and the digits are relabelled
    /// only where every rule is kept by relabelling (not with cages).
    pub fn is_valid_for(&self, geometry: &Geometry) -> bool {
        self.maps(geometry, geometry)
    }

    /// Whether the transform maps every rule of `from` onto a rule of `to`
    /// and back (a puzzle of `from` becomes a puzzle of `to` with as many
    /// solutions), decided from each rule's
    /// [`RuleSymmetry`](crate::RuleSymmetry) alone.
    pub fn maps(&self, from: &Geometry, to: &Geometry) -> bool {
        let cells = self.source.len();
        if cells != from.cell_count() || cells != to.cell_count() {
            return false;
        }
        if from.constraints().len() != to.constraints().len() {
            return false;
        }
        let mut moved = vec![0; cells];
        for (i, &s) in self.source.iter().enumerate() {
            moved[s] = i;
        }
        let sorted = |cells: &[usize]| {
            let mut cells = cells.to_vec();
            cells.sort_unstable();
            cells
        };
        let image = |cells: &[usize]| {
            let mut image: Vec<usize> = cells.iter().map(|&c| moved[c]).collect();
            image.sort_unstable();
            image
        };
        let relabels = self
            .digits
            .iter()
            .enumerate()
            .any(|(d, &p)| d != p as usize);
        keeps::RuleImages::new(from, to, sorted).kept(image, relabels)
    }
}

/// A random transform valid for `geometry`: a random π, and the first cell
/// permutation that passes [`Transform::is_valid_for`] among independent line
/// shuffles, reversal-symmetric line shuffles and symmetries of the square.
pub fn random_transform<R: Rng + ?Sized>(geometry: &Geometry, rng: &mut R) -> Transform {
    let n = geometry.size();
    let (band, stack) = geometry.box_shape().unwrap_or((n, n));
    let mut pi: Vec<u8> = (1..=n as u8).collect();
    // Only where relabelling keeps every rule (not a cage's sum).
    if geometry.kept_by_relabelling() {
        pi.shuffle(rng);
    }
    let square = band == stack;
    let candidates = [
        cells_from_lines(
            n,
            &shuffled_lines(n, band, rng),
            &shuffled_lines(n, stack, rng),
            square && rng.random_bool(0.5),
        ),
        {
            let lines = symmetric_lines(n, band, rng);
            let cols = if square {
                lines.clone()
            } else {
                symmetric_lines(n, stack, rng)
            };
            let cells = cells_from_lines(n, &lines, &cols, square && rng.random_bool(0.5));
            compose(&cells, &dihedral(n, rng.random_range(0..8)))
        },
        dihedral(n, rng.random_range(1..8)),
    ];
    for source in candidates {
        let t = Transform::new(n, source, &pi).expect("permutations");
        if t.is_valid_for(geometry) {
            return t;
        }
    }
    Transform::new(n, (0..n * n).collect(), &pi).expect("permutations")
}

/// A random permutation of `0..n` that keeps groups of `size` lines
/// together: the groups are shuffled, and the lines within each group.
fn shuffled_lines<R: Rng + ?Sized>(n: usize, size: usize, rng: &mut R) -> Vec<usize> {
    let mut groups: Vec<usize> = (0..n / size).collect();
    groups.shuffle(rng);
    let mut lines = Vec::with_capacity(n);
    for g in groups {
        let mut within: Vec<usize> = (0..size).collect();
        within.shuffle(rng);
        lines.extend(within.into_iter().map(|j| g * size + j));
    }
    lines
}

/// A random permutation `p` of `0..m` with `p(m-1-i) = m-1-p(i)`.
fn symmetric_perm<R: Rng + ?Sized>(m: usize, rng: &mut R) -> Vec<usize> {
    let mut pairs: Vec<usize> = (0..m / 2).collect();
    pairs.shuffle(rng);
    let mut p: Vec<usize> = (0..m).collect();
    for (i, &q) in pairs.iter().enumerate() {
        let to = if rng.random_bool(0.5) { m - 1 - q } else { q };
        p[i] = to;
        p[m - 1 - i] = m - 1 - to;
    }
    p
}

/// A random group-keeping permutation of `0..n` (groups of `size`) that
/// commutes with reversing the lines, so that `i + j = n - 1` is kept.
fn symmetric_lines<R: Rng + ?Sized>(n: usize, size: usize, rng: &mut R) -> Vec<usize> {
    let groups = n / size;
    let beta = symmetric_perm(groups, rng);
    let mut taus: Vec<Vec<usize>> = vec![Vec::new(); groups];
    for b in 0..groups {
        let partner = groups - 1 - b;
        if b < partner {
            let mut tau: Vec<usize> = (0..size).collect();
            tau.shuffle(rng);
            taus[partner] = (0..size).map(|k| size - 1 - tau[size - 1 - k]).collect();
            taus[b] = tau;
        } else if b == partner {
            taus[b] = symmetric_perm(size, rng);
        }
    }
    (0..n)
        .map(|i| beta[i / size] * size + taus[i / size][i % size])
        .collect()
}

/// The `k`-th symmetry of the square (0 = identity) as a cell permutation.
fn dihedral(n: usize, k: usize) -> Vec<usize> {
    (0..n * n)
        .map(|cell| {
            let (r, c) = (cell / n, cell % n);
            let (r, c) = if k & 4 != 0 { (c, r) } else { (r, c) };
            let r = if k & 1 != 0 { n - 1 - r } else { r };
            let c = if k & 2 != 0 { n - 1 - c } else { c };
            r * n + c
        })
        .collect()
}

/// `first` after `then`: cell `i` takes the source of `then[i]` in `first`.
fn compose(first: &[usize], then: &[usize]) -> Vec<usize> {
    then.iter().map(|&i| first[i]).collect()
}

#[cfg(test)]
mod copies_tests;
#[cfg(test)]
mod tests;
